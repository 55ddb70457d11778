"""Grand Bid's lesson (Learn to play): the fixed deal and the key rules it shows.

The learner (seat 0) offers first. The deal makes the learner's secret bids count, two bids
tie, an offer go unbid twice so the offerer takes a card for themselves (the self-take), and a
tableau hold a run of three or more, in most plays (tests/rules/test_lessons.py plays it
several ways). A round of Grand Bid runs to thirty offers and more, so this lesson ends as soon
as all of them have come up (:attr:`LessonPlan.ends_when_shown`).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import Event
from rules.games.grand_bid.events import BidsRevealed, CardKept, Offered, RoundScored
from rules.games.info import LessonPlan

KEY_RULES = ("offer", "secret_bid", "tie", "self_take", "run")
"""The learner's offer and secret bid, a tie, a self-take, a run of 3 or more in a tableau."""


def seen(events: Sequence[Event], seat: int) -> set[str]:
    """The :data:`KEY_RULES` that ``events`` showed, ``seat`` being the learner's."""
    out: set[str] = set()
    tableaux: dict[int, set[int]] = {}
    for event in events:
        if isinstance(event, Offered) and event.seat == seat:
            out.add("offer")
        elif isinstance(event, BidsRevealed):
            counts = [len(bid) for bid in event.bids if bid]
            if event.bids[seat]:
                out.add("secret_bid")
            if counts and counts.count(max(counts)) > 1:
                out.add("tie")
        elif isinstance(event, CardKept):
            if event.how == "self_take":
                out.add("self_take")
            numbers = tableaux.setdefault(event.seat, set())
            numbers.add(event.card.rank)
            if any({n, n + 1, n + 2} <= numbers for n in numbers):
                out.add("run")
        elif isinstance(event, RoundScored):
            tableaux.clear()
    return out


LESSON = LessonPlan(
    deals={
        3: (
            "deal 0 AD,2C,3H,3C,4S,5S,6D,7H,7C,8S,8D,8C,9H AH,AC,2H,2D,3S,4H,5C,6S,6C,8H,9D,9C,10H "
            "AS,2S,3D,4D,4C,5H,5D,7S,7D,9S,10S,10D,10C 6H"
        ),
    },
    seeds={3: 41},
    key_rules=KEY_RULES,
    seen=seen,
    ends_when_shown=True,
)
"""The lesson's deal, seed and key rules."""
