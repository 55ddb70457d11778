"""Reading Bid Whist bids: how likely a hand is, given what its owner said in the bidding.

A bid is public, so a search may use it when it samples the other hands (issue 9: hidden
cards "consistent with all the seat has seen ... bids"). No hand is ruled out (anyone may
overbid or pass a good hand); a sampled deal is weighted instead, each spoken bid or pass
multiplying its weight by a soft step (a logistic curve :data:`SOFTNESS` books wide):

* a bid of ``n`` in a kind: the bidder's hand at the bidding should take about
  :data:`BID_MARGIN` + ``n`` books alone in that kind (the rest comes from the kitty, the
  discard's book and the partner: six books plus ``n`` in all, rulebook "Bidding");
* a pass when the cheapest bid open was ``m``: the hand should take fewer than
  :data:`BID_MARGIN` + ``m`` books in its best kind (a pass after a high bid says little);
* a dealer's bid after three passes is forced (RULINGS "Bidding") and says nothing.

Books are estimated by a point count, cheap enough to run on every sampled hand (the
baseline's :func:`~rules.games.bid_whist.ai.baseline.hand_estimates` is about a hundred times
slower): high cards in the kind's direction, jokers, long suits, turned into books by a line
fitted to ``hand_estimates`` over 3,000 random hands (correlation 0.86 to 0.92).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from rules.core.cards import Card

UPTOWN_POINTS = {14: 4, 13: 3, 12: 2, 11: 1}
"""Points of the top cards uptown (A K Q J)."""
DOWNTOWN_POINTS = {14: 4, 2: 3, 3: 2, 4: 1}
"""Points of the top cards downtown (A 2 3 4: the Ace stays highest)."""
JOKER_POINTS = 3
"""Points of a joker in a trump kind (it never wins in no trump)."""
LONG_POINTS = 1.5
"""Points per card beyond the fourth in a suit."""
TRUMP_BOOKS = (1.0, 0.25)
"""``(intercept, books per point)``: a trump kind's books from its points."""
NOTRUMP_BOOKS = (-2.47, 0.37)
"""``(intercept, books per point)``: no trump's books from its points (best direction)."""
BID_MARGIN = 1.5
"""Books a hand should take alone to bid ``n``: ``n`` plus this (the kitty's book, the
discard's and the partner's make up the rest of the six)."""
SOFTNESS = 0.75
"""Width of the logistic step, in books: a hand this far short of a bid's need keeps about
a quarter of its weight."""


def book_estimates(cards: Sequence[Card]) -> dict[str, float]:
    """Books ``cards`` should take alone, per bid kind (``"uptown"``, ``"downtown"``,
    ``"notrump"``), from a point count (see the module doc). ``cards`` may hold more than a
    hand (a bidder's hand with the kitty)."""
    jokers = up = down = 0
    lengths: dict[str, int] = {}
    for card in cards:
        if card.is_joker:
            jokers += 1
            continue
        lengths[card.suit] = lengths.get(card.suit, 0) + 1
        up += UPTOWN_POINTS.get(card.rank, 0)
        down += DOWNTOWN_POINTS.get(card.rank, 0)
    long = LONG_POINTS * sum(max(0, n - 4) for n in lengths.values())
    base, per = TRUMP_BOOKS
    nt_base, nt_per = NOTRUMP_BOOKS
    return {
        "uptown": base + per * (up + JOKER_POINTS * jokers + long),
        "downtown": base + per * (down + JOKER_POINTS * jokers + long),
        "notrump": nt_base + nt_per * (max(up, down) + long),
    }


def _step(books: float) -> float:
    """The logistic step: near 1 for ``books`` well above 0, near 0 well below."""
    return 1.0 / (1.0 + math.exp(-books / SOFTNESS))


Reading = tuple[int, str | None, int]
"""One informative bid: ``(seat, kind, n)``; ``kind`` ``None`` for a pass with ``n`` the
cheapest number then open."""


def readings(bids: Sequence[tuple[int, str]], minimum_bid: int, dealer: int | None) -> list[Reading]:
    """The informative bids of a view's ``bids`` (``(seat, text)``, text ``"pass"`` or
    ``"4 uptown"``), in order; a forced dealer's bid is left out."""
    out: list[Reading] = []
    high = 0
    for seat, text in bids:
        if text == "pass":
            out.append((seat, None, max(minimum_bid, high + 1)))
            continue
        number, kind = text.split()
        if not (seat == dealer and high == 0 and len(out) == 3):
            out.append((seat, kind, int(number)))
        high = max(high, int(number))
    return out


def likelihood(reads: Sequence[Reading], cards_of: dict[int, Sequence[Card]]) -> float:
    """The relative weight of a deal in which seat ``s`` held ``cards_of[s]`` at the bidding
    (seats not in ``cards_of`` are not weighed), given the readings ``reads``."""
    weight = 1.0
    estimates = {seat: book_estimates(cards) for seat, cards in cards_of.items()}
    for seat, kind, number in reads:
        books = estimates.get(seat)
        if books is None:
            continue
        if kind is None:
            weight *= _step(BID_MARGIN + number - max(books.values()))
        else:
            weight *= _step(books[kind] - BID_MARGIN - number)
    return weight


def deal_weight(
    reads: Sequence[Reading], seats: Sequence[int], played: dict[int, list[Card]]
) -> Callable[[list[list[Card]]], float] | None:
    """A weight for re-dealt hidden places (:class:`rules.ai.determinize.Hidden`): pile
    ``i`` is seat ``seats[i]``'s hand now, to which the cards it has played this hand are
    added back. ``None`` when no reading concerns those seats."""
    weighed = {seat for seat, _, _ in reads} & set(seats)
    if not weighed:
        return None
    index = [(i, seat) for i, seat in enumerate(seats) if seat in weighed]

    def weight(piles: list[list[Card]]) -> float:
        return likelihood(reads, {seat: piles[i] + played.get(seat, []) for i, seat in index})

    return weight
