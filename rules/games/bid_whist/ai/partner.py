"""Reading the partner in Bid Whist, from one seat's view: a book the partner is sure to win
and the plays that would take it from them; a partner's standing bid and the overcalls that
would take the partner out of it.

The rulebook's tip ("Tips for beginners": "When your partner has won the bid, help them: don't
waste your trumps on books they are already winning") is the most common complaint about
computer partners when broken. A book is *sure* for the partner when its card is winning and
no card the seat cannot place (every card not in its hand, played, out of play or in its own
discard) could beat it from a seat still to play after the seat; a seat playing last needs no
such look. Taking such a book from the partner can only waste a card (the side wins the book
either way), and more: a trump spent, a winner given up.

A partner's bid says what its hand is good for (rulebook "Tips for beginners": high cards
uptown, Aces and small cards downtown), and only for that: an overcall that plays the hand the
other way (no trump uptown over a partner's downtown, say) can count on little from it. Such an
overcall is worth making only with the strength to make the new contract nearly alone
(:func:`overcall_makeable`); a seat without it leaves the partner in its contract.

These readings feed the blunder measurement's situations (:func:`situations`) and the
moves worth a search (:mod:`rules.games.bid_whist.ai.sensible`): no level makes such a move.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.actions import Action
from rules.core.cards import Card, make_french_deck
from rules.core.tricks import suit_to_follow
from rules.games.bid_whist.actions import cards_played, interned
from rules.games.bid_whist.ai.baseline import (
    DISCARD_BOOKS,
    KITTY_BOOKS,
    NOTRUMP_CAUTION,
    PARTNER_BOOKS,
    best_trump,
    notrump_books,
)
from rules.games.bid_whist.parts import DIRECTIONS, NUM_SEATS, BidWhistView, Phase
from rules.games.bid_whist.ranking import book_keys, ranking

OTHER_WAY_BOOKS = 0.5
"""Books expected from a partner whose bid played the hand the other way (uptown against
downtown): its cards were counted for that direction (the baseline counts 3 from a partner
who bid the same way, :data:`~rules.games.bid_whist.ai.baseline.PARTNER_BOOKS`)."""


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
    return None if any(keys[card] > top for card in view.unseen()) else found


def partner_bid(view: BidWhistView) -> tuple[int, str] | None:
    """``(number, kind)`` of the partner's bid when it is the highest so far, else ``None``."""
    high = view.high_bid
    if view.phase is not Phase.BID or high is None or high[0] != (view.seat + 2) % NUM_SEATS:
        return None
    return high[1], high[2]


def overcall_makeable(view: BidWhistView, number: int, kind: str, partner_kind: str) -> bool:
    """True when the seat's hand can make ``number`` ``kind`` over its partner's bid of kind
    ``partner_kind`` in some direction: its own books in that direction (the baseline's
    estimates), the discard's book, the kitty's and what the partner's bid promises there
    (:data:`PARTNER_BOOKS` played its way, :data:`OTHER_WAY_BOOKS` the other; no trump
    asks :data:`NOTRUMP_CAUTION` more) reach six and the bid."""
    deck = make_french_deck(view.jokers).cards
    for direction in DIRECTIONS if kind == "notrump" else (kind,):
        if kind == "notrump":
            own = notrump_books(view.hand, direction, deck) - NOTRUMP_CAUTION
        else:
            own = best_trump(view.hand, direction, deck)[1]
        helped = partner_kind in (direction, "notrump")
        partner = PARTNER_BOOKS["bid"] if helped else OTHER_WAY_BOOKS
        if own + DISCARD_BOOKS + KITTY_BOOKS + partner >= 6 + number:
            return True
    return False


def plays_under_partner(view: BidWhistView, legal: Sequence[Action]) -> list[Action]:
    """``legal`` without the plays that would take a book the partner is sure to win (see the
    module doc), when another legal play is left; all of ``legal`` otherwise."""
    legal = interned(legal)
    found = partner_sure_winner(view)
    if found is None:
        return legal
    top, keys = found
    card_of = cards_played(make_french_deck(view.jokers))
    kept = [a for a in legal if a.kind != "play" or keys[card_of[id(a)]] <= top]
    return kept or list(legal)


def situations(view: BidWhistView, legal: Sequence[Action]) -> frozenset[str]:
    """The partner situations of a decision, counted on their own by the blunder measurement
    (issue 23, item 2): ``partner_sure_winner`` (a book the partner is sure to win, and the
    seat could take it or not), ``partner_bid`` (the seat bids while its partner's bid is the
    highest) and ``joker_no_trump`` (a joker among the seat's legal plays in no trump)."""
    names = set()
    if view.phase is Phase.BID:
        if partner_bid(view) is not None:
            names.add("partner_bid")
    elif view.phase is Phase.PLAY:
        if len(plays_under_partner(view, legal)) < len(legal):
            names.add("partner_sure_winner")
        if view.contract.trump is None and any(a.args[0] in ("BJ", "LJ") for a in legal):
            names.add("joker_no_trump")
    return frozenset(names)
