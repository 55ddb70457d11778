"""Bid Coin: a full state from one seat's :class:`~rules.games.bid_coin_events.BidCoinView`.

Hidden: the other hands and the leftover cards under the revealed one ("2.2.2": only the top
leftover card is shown). Coins in front, pushed, turned and discarded, the supply and the
wins are public. A seat that did not follow the lead suit holds none of it ("Must-follow");
who played each card follows from the round's first lead player and the trick winners
(:func:`rules.games.bid_coin_parts.trick_winner`).
"""

from __future__ import annotations

import random

from rules.ai.determinize import Allowed, Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.bid_coin import BidCoinState
from rules.games.bid_coin_events import BidCoinView
from rules.games.bid_coin_parts import trick_winner


def _voids(view: BidCoinView, top: int) -> dict[int, set[str]]:
    """Suits each seat has shown it does not hold, from the cards played this round."""
    n = len(view.hand_counts)
    voids: dict[int, set[str]] = {s: set() for s in range(n)}
    leader = view.leader
    played = view.played
    for start in range(0, len(played), n):
        cards = played[start : start + n]
        lead = cards[0].suit
        for i, card in enumerate(cards[1:], 1):
            if card.suit != lead:
                voids[(leader + i) % n].add(lead)
        if len(cards) == n:
            leader = (leader + trick_winner(tuple(cards), view.trump, top)[0]) % n
    return voids


def build_bid_coin(view: BidCoinView) -> tuple[BidCoinState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Bid Coin state is determinized only while a seat is to act")
    n = len(view.hand_counts)
    state = BidCoinState(n, view.options, 0)
    seat = view.seat
    state.leader = view.leader
    state.round_number = view.round_number
    state.coins = [list(c) for c in view.coins]
    state.supply = view.supply
    state.shortfall = view.shortfall
    state.discarded = [list(d) for d in view.discarded]
    state.results = list(view.results)
    state.trump = view.trump
    state.pushed = [list(p) for p in view.pushed]
    state.turned = [list(t) for t in view.turned]
    state.declared = list(view.declared)
    state.wins = list(view.wins)
    state.trick = list(view.trick)
    state.last_trick = view.last_trick
    state.last_trick_winner = view.last_trick_winner
    state.last_trick_why = view.last_trick_why
    state.played = list(view.played)
    state.phase = view.phase
    state._cur = view.current_player
    state.hands = [list(view.hand) if s == seat else [] for s in range(n)]
    state.stock = [view.trump_card]

    voids = _voids(view, state.top)
    others = [s for s in range(n) if s != seat]

    def allowed_for(s: int) -> Allowed:
        shown = voids[s]
        return (lambda c: c.suit not in shown) if shown else None

    def place(target: BidCoinState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            pile.sort(key=lambda c: c.index)
            target.hands[s] = pile
        target.stock = [view.trump_card, *piles[-1]]

    unseen = unseen_cards(state.deck.cards, view.hand, view.played, [view.trump_card])
    sizes = [view.hand_counts[s] for s in others] + [view.stock_count - 1]
    if len(unseen) != sum(sizes):
        raise NotImplementedError(f"Bid Coin: {len(unseen)} unseen cards for {sum(sizes)} hidden places")
    return state, Hidden(unseen, sizes, [allowed_for(s) for s in others] + [None], place)
