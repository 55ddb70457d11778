"""Reading the partner in Bid Whist, from one seat's view: a book the partner is sure to win,
and the plays that would take it from them.

The rulebook's tip ("Tips for beginners": "When your partner has won the bid, help them: don't
waste your trumps on books they are already winning") is the most common complaint about
computer partners when broken. A book is *sure* for the partner when its card is winning and
no card the seat cannot place (every card not in its hand, played, out of play or in its own
discard) could beat it from a seat still to play after the seat; a seat playing last needs no
such look. Taking such a book from the partner can only waste a card (the side wins the book
either way), and more: a trump spent, a winner given up. These readings feed the blunder
measurement's situations (:func:`situations`) and the search's root (:func:`sensible_moves`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.actions import Action
from rules.core.cards import Card, make_french_deck
from rules.core.deals import unseen_cards
from rules.core.tricks import suit_to_follow
from rules.games.bid_whist.actions import cards_played
from rules.games.bid_whist.parts import NUM_SEATS, BidWhistView, Phase
from rules.games.bid_whist.ranking import book_keys, ranking


def _keys(view: BidWhistView) -> dict[Card, int] | None:
    """The book keys of the book in progress (``None`` while no suit is set)."""
    contract = view.contract
    suit_of, _ = ranking(make_french_deck(view.jokers), contract.trump, contract.direction)
    led = suit_to_follow([c for _, c in view.trick], suit_of.get)
    return None if led is None else book_keys(view.jokers, contract.trump, contract.direction, led)


def partner_winning(view: BidWhistView) -> tuple[int, dict[Card, int]] | None:
    """``(key of the winning card, the book's keys)`` when the seat's partner holds the book in
    progress with its card, else ``None`` (no book, no suit set yet, or another seat winning)."""
    if view.phase is not Phase.PLAY or not view.trick:
        return None
    keys = _keys(view)
    if keys is None:
        return None
    winner, top = max(view.trick, key=lambda play: keys[play[1]])
    if winner != (view.seat + 2) % NUM_SEATS or keys[top] < 0:
        return None
    return keys[top], keys


def partner_sure_winner(view: BidWhistView) -> tuple[int, dict[Card, int]] | None:
    """:func:`partner_winning`'s reading when the partner's book is sure (see the module doc),
    else ``None``."""
    found = partner_winning(view)
    if found is None:
        return None
    top, keys = found
    if len(view.trick) == NUM_SEATS - 1:  # the seat plays last
        return found
    deck = make_french_deck(view.jokers).cards
    unknown = unseen_cards(deck, view.hand, view.played, view.jokers_out, view.discards)
    return None if any(keys[card] > top for card in unknown) else found


def sensible_moves(view: BidWhistView, legal: Sequence[Action]) -> list[Action]:
    """``legal`` without the plays that would take a book the partner is sure to win, when
    the seat has another legal play (see the module doc); all of ``legal`` otherwise."""
    found = partner_sure_winner(view)
    if found is None:
        return list(legal)
    top, keys = found
    card_of = cards_played(make_french_deck(view.jokers))
    kept = [a for a in legal if a.kind != "play" or keys[card_of[id(a)]] <= top]
    return kept or list(legal)


def situations(view: BidWhistView, legal: Sequence[Action]) -> frozenset[str]:
    """The partner situations of a decision, counted on their own by the blunder measurement
    (issue 23, item 2): ``partner_sure_winner`` (a book the partner is sure to win, and the
    seat could take it or not), ``partner_bid`` (the seat bids after its partner made a bid)
    and ``joker_no_trump`` (a joker among the seat's legal plays in no trump)."""
    names = set()
    if view.phase is Phase.BID:
        partner = (view.seat + 2) % NUM_SEATS
        if any(seat == partner and text != "pass" for seat, text in view.bids):
            names.add("partner_bid")
    elif view.phase is Phase.PLAY:
        if len(sensible_moves(view, legal)) < len(legal):
            names.add("partner_sure_winner")
        if view.contract.trump is None and any(a.args[0] in ("BJ", "LJ") for a in legal):
            names.add("joker_no_trump")
    return frozenset(names)
