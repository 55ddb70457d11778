"""The Bid Whist moves worth a search (:attr:`rules.ai.game_ai.GameAI.sensible`): every legal
move but those that are never right, so that no level, easy included, makes them.

* A play that takes a book the partner is sure to win
  (:func:`~rules.games.bid_whist.ai.partner.plays_under_partner`).
* An overcall of the partner's standing bid the hand cannot make
  (:func:`~rules.games.bid_whist.ai.partner.overcall_makeable`).

Tried and left out: a bid far beyond the hand by the baseline's count (more than 1.5 books
short of six and the bid). It pruned bids the deeper reference search of the blunder
measurement rated best (no trump downtown on a hand of low cards, say), and hard's blunders
in the bidding rose from 5 to 8 in 200 positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.actions import Action
from rules.games.bid_whist.actions import BID_OF, interned
from rules.games.bid_whist.ai.partner import overcall_makeable, partner_bid, plays_under_partner
from rules.games.bid_whist.parts import BidWhistView, Phase


def sensible_moves(view: BidWhistView, legal: Sequence[Action]) -> list[Action]:
    """``legal`` without the moves that are never right (see the module doc); never empty.
    The moves may be parsed from texts (the app's worker sends texts): they are matched to
    the interned moves first."""
    legal = interned(legal)
    if view.phase is not Phase.BID:
        return plays_under_partner(view, legal)
    standing = partner_bid(view)
    if standing is None:
        return list(legal)
    kept = [a for a in legal if a.kind != "bid" or overcall_makeable(view, *BID_OF[id(a)], standing[1])]
    return kept or list(legal)
