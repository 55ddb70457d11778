"""The Bid Whist moves worth a search (:attr:`rules.ai.game_ai.GameAI.sensible`): every legal
move but those that are never right, so that no level, easy included, makes them.

* A play that takes a book the partner is sure to win
  (:func:`~rules.games.bid_whist.ai.partner.plays_under_partner`).
* An overcall of the partner's standing bid the hand cannot make
  (:func:`~rules.games.bid_whist.ai.partner.overcall_makeable`).
* A master thrown away (:func:`discards_keeping_masters`): a seat without the suit to follow
  that does not trump cannot win the book, and a card that no unseen card of its suit beats
  is a book whenever the suit is led (in a trump hand, unless trumped), while a joker in no
  trump (it never wins there, RULINGS, Bid Whist, "No trump") or a lower card costs nothing
  (issue 23, item 3: "never throws away a certain trick for nothing"). Almost never right
  rather than never: where the rule leaves a move out in baseline games, the blunder
  measurement's deep search rated a master best 2 times in 60 in no trump (seed 99000; by
  0.40 and 0.11 points, an unblock, say) and 5 in 60 in trump hands (seed 99200; at most
  0.24 points), all under a slip (0.5); the best move kept lost 0.008 and 0.010 points on
  average to the best of all. Easy, before the rule, threw an Ace on its partner's sure book
  at a cost of 2.3 points and in no trump an Ace instead of a small card at 4.6.

Tried and left out: a bid far beyond the hand by the baseline's count (more than 1.5 books
short of six and the bid). It pruned bids the deeper reference search of the blunder
measurement rated best (no trump downtown on a hand of low cards, say), and hard's blunders
in the bidding rose from 5 to 8 in 200 positions.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.actions import Action
from rules.core.cards import make_french_deck
from rules.core.tricks import suit_to_follow
from rules.games.bid_whist.actions import BID_OF, cards_played, interned
from rules.games.bid_whist.ai.partner import overcall_makeable, partner_bid, plays_under_partner
from rules.games.bid_whist.parts import BidWhistView, Phase
from rules.games.bid_whist.ranking import ranking


def sensible_moves(view: BidWhistView, legal: Sequence[Action]) -> list[Action]:
    """``legal`` without the moves that are never right (see the module doc); never empty.
    The moves may be parsed from texts (the app's worker sends texts): they are matched to
    the interned moves first."""
    legal = interned(legal)
    if view.phase is not Phase.BID:
        return discards_keeping_masters(view, plays_under_partner(view, legal))
    standing = partner_bid(view)
    if standing is None:
        return list(legal)
    kept = [a for a in legal if a.kind != "bid" or overcall_makeable(view, *BID_OF[id(a)], standing[1])]
    return kept or list(legal)


def discards_keeping_masters(view: BidWhistView, legal: Sequence[Action]) -> list[Action]:
    """``legal`` (interned plays) without the masters, when the seat has no card of the suit
    to follow: a master is a card of a suit other than trumps that no card the seat cannot
    place (not in its hand, played, out of play or discarded by it) outranks; trumps and, in
    no trump, the jokers are kept. All of ``legal`` when every card left is a master, or
    when the seat is not discarding."""
    contract = view.contract
    if view.phase is not Phase.PLAY or contract is None:
        return list(legal)
    deck = make_french_deck(view.jokers)
    suit_of, strength = ranking(deck, contract.trump, contract.direction)
    led = suit_to_follow([c for _, c in view.trick], suit_of.get)
    if led is None or any(suit_of.get(c) == led for c in view.hand):
        return list(legal)
    top: dict[str, int] = {}
    for card in view.unseen():
        suit = suit_of.get(card)
        if suit is not None:
            top[suit] = max(top.get(suit, -1), strength[card])
    card_of = cards_played(deck)

    def master(action: Action) -> bool:
        card = card_of[id(action)]
        suit = suit_of.get(card)
        return suit is not None and suit != contract.trump and strength[card] > top.get(suit, -1)

    kept = [a for a in legal if a.kind != "play" or not master(a)]
    return kept or list(legal)
