"""Bid Coin's playout policy (:attr:`rules.ai.game_ai.GameAI.policy`): each seat plays to
its bid instead of at random."""

from __future__ import annotations

import random

from rules.ai.rollouts import PLAY_NOISE
from rules.core.actions import Action
from rules.core.state import GameState
from rules.games.bid_coin.parts import trick_winner
from rules.games.bid_coin.state import Phase

TAKE_BACKS = frozenset({"unzero"})
"""Bid Coin's take-back: ``unzero`` turns a coin back up during a zero declaration (the
search never tries it, :attr:`rules.ai.game_ai.GameAI.take_backs`)."""


def bid_coin_policy(state: GameState, rng: random.Random) -> Action:
    """Bid Coin playouts: each seat plays to its bid ("4.1 A successful bid") instead of at
    random, which hits a bid by luck and so hides what a push or a zero is worth. A seat
    short of its bid, or with no coin pushed yet, takes the trick with its weakest card that
    does, else throws its weakest; a seat at its bid or declared zero throws its strongest
    card that does not take the trick, else its weakest. A push is the smallest coin (the bid
    that asks least); no zero is declared in a playout (one begun is finished). 10% of the
    moves are random."""
    phase = state.phase
    legal = state.legal_view()
    if phase is Phase.DECLARE:
        legal = [a for a in legal if a.kind != "unzero"] or legal
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    if phase is Phase.PUSH:
        return min(legal, key=lambda a: int(a.args[0]))
    if phase is Phase.DECLARE:
        return next((a for a in legal if a.kind == "declare"), legal[0])
    seat, trump = state.current_player, state.trump
    card_of = state.card_of
    plays = [(card_of(a), a) for a in legal if a.kind == "play"]
    plays.sort(key=lambda p: (p[0].suit == trump, p[0].rank))  # weakest first
    bid = sum(state.pushed[seat])
    want = not state.declared[seat] and (bid == 0 or state.wins[seat] < bid)
    trick = state.trick
    if not trick:
        return plays[-1][1] if want else plays[0][1]
    best_card = trick[trick_winner([c for _, c in trick], trump, state.top)[0]][1]
    suit, rank = best_card.suit, best_card.rank
    # a card takes the trick: higher in the winning card's suit, or a trump over another suit
    # (the rank-0 special winner is left out: a habit, not the rules)
    if want:
        for card, action in plays:
            if (card.rank > rank) if card.suit == suit else card.suit == trump:
                return action
        return plays[0][1]
    for card, action in reversed(plays):
        if not ((card.rank > rank) if card.suit == suit else card.suit == trump):
            return action
    return plays[0][1]
