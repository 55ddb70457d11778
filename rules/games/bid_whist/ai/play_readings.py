"""Reading Bid Whist plays: what a seat's cards this hand say about the cards it still holds.

Players win a book for their side when they can, so a seat that let the other side's card
stand likely had nothing that would have beaten it:

* it followed suit under the winning card of the suit led: it likely held no higher card of
  that suit;
* it was void and threw a side card instead of trumping (or over-trumping): it likely held no
  trump that would have won.

Neither is certain (a player may hold back a winner, and the second hand often plays low
with its partner still to come), so a sampled deal is weighed, not ruled out: each such
"would-have-won" card left in a seat's sampled hand multiplies the deal's weight by
:data:`DUCK_WEIGHT` for the seat's place in that book. A card the seat played later in the
hand shows it did duck; such a reading is dropped (it weighs every sample alike).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rules.core.cards import Card
from rules.core.tricks import trick_winner

DUCK_WEIGHT = {1: 0.6, 2: 0.25, 3: 0.25}
"""Place in the book (1: second to play, 3: last) -> weight of a deal in which the seat held
a card that would have won the book for its side there and did not play it."""

Reading = tuple[int, str, int, float]
"""``(seat, suit, strength, weight)``: ``seat`` likely held no card of ``suit`` stronger
than ``strength`` (``-1``: none of the suit at all), at the cost ``weight`` if it did."""


def readings(
    plays: Sequence[tuple[int, Card, str | None]],
    suit_of: Mapping[Card, str | None],
    strength: Mapping[Card, int],
    trump: str | None,
    voids_shown: bool,
) -> list[Reading]:
    """The readings of the cards played this hand.

    Args:
        plays: ``(seat, card, suit to follow)`` in play order, four to a book (the last book
            may be under way).
        suit_of, strength: the contract's ranking (a joker's suit is the trump, ``None`` in
            no trump).
        trump: the trump suit or ``None``.
        voids_shown: False under "reneges allowed", where a seat that did not follow suit
            may still hold it (no trump reading is made then).
    """
    out: list[Reading] = []
    later: dict[int, list[Card]] = {}
    for seat, card, _ in plays:
        later.setdefault(seat, []).append(card)
    suit_get = suit_of.get
    rank = strength.get
    for start in range(0, len(plays), 4):
        book = plays[start : start + 4]
        for place in range(1, len(book)):
            seat, card, led = book[place]
            later[seat].remove(card)
            cards = [c for _, c, _ in book[:place]]
            try:
                best = trick_winner(cards, suit_get, lambda c: rank(c, 0), trump)
            except ValueError:  # only jokers so far in no trump
                continue
            if book[best][0] % 2 == seat % 2:
                continue
            if trick_winner([*cards, card], suit_get, lambda c: rank(c, 0), trump) == place:
                continue
            winning = cards[best]
            if suit_get(card) == led:
                if suit_get(winning) != led:
                    continue
                suit, above = led, rank(winning, 0)
            elif voids_shown and trump is not None and suit_get(card) != trump:
                suit, above = trump, rank(winning, 0) if suit_get(winning) == trump else -1
            else:
                continue
            if any(suit_get(c) == suit and rank(c, 0) > above for c in later[seat]):
                continue  # it played such a card later: it did hold one back
            out.append((seat, suit, above, DUCK_WEIGHT[place]))
        later[book[0][0]].remove(book[0][1])
    return out


def deal_weight(
    reads: Sequence[Reading],
    seats: Sequence[int],
    suit_of: Mapping[Card, str | None],
    strength: Mapping[Card, int],
) -> Callable[[list[list[Card]]], float] | None:
    """A weight for re-dealt hidden places (:class:`rules.ai.determinize.Hidden`): pile ``i``
    is seat ``seats[i]``'s hand now. ``None`` when no reading concerns those seats."""
    place = {seat: i for i, seat in enumerate(seats)}
    mine = [(place[seat], suit, above, weight) for seat, suit, above, weight in reads if seat in place]
    if not mine:
        return None
    suit_get, rank = suit_of.get, strength.get

    def weight(piles: list[list[Card]]) -> float:
        total = 1.0
        for i, suit, above, cost in mine:
            if any(suit_get(c) == suit and rank(c, 0) > above for c in piles[i]):
                total *= cost
        return total

    return weight
