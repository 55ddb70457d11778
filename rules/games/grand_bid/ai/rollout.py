"""Grand Bid's playout policy (:attr:`rules.ai.game_ai.GameAI.policy`): the baseline's
valuation of offers, bids and keeps, read straight from the sample."""

from __future__ import annotations

import random

from rules.ai.rollouts import PLAY_NOISE, forward_moves
from rules.core.actions import Action
from rules.core.state import GameState
from rules.games.grand_bid.ai.baseline import GrandBidBaselineBot

TAKE_BACKS = frozenset({"clear"})
"""Grand Bid's take-back: ``clear`` picks the laid bid cards up again (the search never
tries it, :attr:`rules.ai.game_ai.GameAI.take_backs`)."""


class _GrandBidLens:
    """The few view fields the Grand Bid baseline reads, taken straight from a sample (no view
    is built: this runs at every playout move)."""

    __slots__ = ("seat", "phase", "tableaux", "hand_counts", "offer", "bidders", "hand", "bid")

    def __init__(self, state: GameState) -> None:
        seat = state.current_player
        self.seat, self.phase, self.tableaux = seat, state.phase, state.tableaux
        self.hand_counts = [len(h) for h in state.hands]
        self.offer, self.bidders = state.offer, state.bidders
        self.hand, self.bid = state.hands[seat], state.laid[seat]


_GRAND_BID_HABIT = GrandBidBaselineBot()


def grand_bid_policy(state: GameState, rng: random.Random) -> Action:
    """Grand Bid playouts: the baseline's valuation of offers, bids and keeps (random play pays
    cards away for nothing and offers what rivals need), with 10% random moves."""
    legal = forward_moves(state.legal_view(), TAKE_BACKS)
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    return _GRAND_BID_HABIT._choose(_GrandBidLens(state), legal, rng)
