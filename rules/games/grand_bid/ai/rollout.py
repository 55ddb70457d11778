"""Grand Bid's playout policy (:attr:`rules.ai.game_ai.GameAI.policy`): the baseline's
valuation of offers, bids and keeps (:mod:`rules.games.grand_bid.ai.baseline`), read straight
from the sample and worked out on bit masks of the tableaux.

The baseline values a number by what it adds to a tableau's :func:`run_worth`; here that
gain comes from a table of every tableau (a 10-bit mask of its numbers) and number, made
once, so a playout move costs a few lookups instead of building sets: the same choices as
the baseline bot (tested), at a fraction of the cost, which lets hard search as many
iterations as the other games in the same time.
"""

from __future__ import annotations

import random
from functools import cache

from rules.ai.rollouts import PLAY_NOISE
from rules.core.actions import Action
from rules.core.state import GameState
from rules.games.grand_bid.ai.baseline import BID_STEPS, DENY, FULL_HAND, OWN_SHARE, gain
from rules.games.grand_bid.parts import (
    BID_ACTIONS,
    CARD_OF,
    CLEAR,
    CONFIRM,
    DECK,
    MAX_BID,
    PASS,
    PLAYERS,
    TOP,
    Phase,
)

_BITS = {card: 1 << card.rank for card in DECK.cards}
"""Each card's bit in a tableau's mask of numbers."""

TAKE_BACKS = frozenset({"clear"})
"""Grand Bid's take-back: ``clear`` picks the laid bid cards up again (the search never
tries it, :attr:`rules.ai.game_ai.GameAI.take_backs`)."""


@cache
def _gains() -> tuple[tuple[int, ...], ...]:
    """``_gains()[mask][n]``: what number ``n`` (1..10) adds to the baseline's worth of a
    tableau whose numbers are the set bits of ``mask`` (:func:`gain`)."""
    return tuple(
        tuple(gain(frozenset(k for k in range(1, TOP + 1) if mask >> k & 1), n) for n in range(TOP + 1))
        for mask in range(1 << (TOP + 1))
    )


def grand_bid_policy(state: GameState, rng: random.Random) -> Action:
    """Grand Bid playouts: the baseline's offers, bids and keeps (random play pays cards away
    for nothing and offers what rivals need), with 10% random moves (never a take-back)."""
    legal = state.legal_view()
    if state.phase is Phase.BID and legal[-1] is CLEAR:
        legal = legal[:-1]
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    return habit(state, legal)


def habit(state: GameState, legal: list[Action]) -> Action:
    """The baseline bot's choice among ``legal`` (no take-back) in the full state ``state``
    (see :class:`~rules.games.grand_bid.ai.baseline.GrandBidBaselineBot`)."""
    gains, bit = _gains(), _BITS
    seat, phase = state.current_player, state.phase
    masks = [sum(map(bit.__getitem__, t)) for t in state.tableaux]
    if phase is Phase.BID:
        return _bid(state, seat, masks, legal)
    mine = gains[masks[seat]]
    if phase is Phase.KEEP:
        return max(legal, key=lambda a: (mine[CARD_OF[id(a)].rank], -len(a.args[0])))
    hands = state.hands
    others = [s for s in ((seat + 1) % PLAYERS, (seat + 2) % PLAYERS) if hands[s]]
    score: dict[int, float] = {}
    if phase is Phase.OFFER:
        for n in {CARD_OF[id(a)].rank for a in legal}:
            threat = max((gains[masks[s]][n] for s in others), default=0)
            score[n] = -threat - OWN_SHARE * mine[n]
    else:  # the second offer: the Self-take it would get, less what a rival could gain
        first = state.offer[0].rank
        for n in {CARD_OF[id(a)].rank for a in legal}:
            pair = 1 << first | 1 << n
            threat = max(
                (max(gains[masks[s]][first], gains[masks[s]][n]) for s in others if pair & ~masks[s]),
                default=0,
            )
            score[n] = max(mine[first], mine[n]) - threat
    return max(legal, key=lambda a: score[CARD_OF[id(a)].rank])


def _bid(state: GameState, seat: int, masks: list[int], legal: list[Action]) -> Action:
    """Lay the next card of the bid, confirm it or pass, as the baseline does."""
    gains = _gains()
    mine = gains[masks[seat]]
    worth = max((mine[c.rank] for c in state.offer), default=0)
    rival = [s for s in state.bidders if s != seat]
    if rival:
        theirs = gains[masks[rival[0]]]
        worth += DENY * max((theirs[c.rank] for c in state.offer), default=0)
    hand = state.hands[seat]
    scale = FULL_HAND / max(1, len(hand))
    want = min(MAX_BID, len(hand), sum(1 for step in BID_STEPS if worth >= step * scale))
    laid = state.laid[seat]
    if len(laid) < want:
        held = masks[seat]
        spare = min(
            (c for c in hand if c not in laid),
            key=lambda c: (not held >> c.rank & 1, mine[c.rank], c.index),
        )
        return BID_ACTIONS[spare.index]
    return CONFIRM if laid else PASS
