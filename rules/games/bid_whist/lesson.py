"""Bid Whist's lesson (Learn to play): the fixed deal and the key rules it shows.

The learner (seat 0) deals, so the bidding comes round to them last; the other three hold
little and pass, so as dealer the learner must bid (rulebook "Bidding"), names trumps or a
direction, takes the kitty and discards. They hold a joker, a long suit and a void, so a
joker is played and a book is trumped whichever contract they choose, in most plays of the
hand (tests/rules/test_lessons.py plays it several ways).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import CardPlayed, Event
from rules.games.bid_whist.parts import WHY_TRUMPED, BidMade, BookWon, KittyTaken
from rules.games.info import LessonPlan

KEY_RULES = ("bid", "kitty", "trumping", "joker")
"""A bid (the dealer's duty when the others pass), the kitty and the discard, a book won by
trumping, a joker played."""


def seen(events: Sequence[Event], seat: int) -> set[str]:
    """The :data:`KEY_RULES` that ``events`` showed, ``seat`` being the learner's."""
    out: set[str] = set()
    for event in events:
        if isinstance(event, BidMade) and event.seat == seat:
            out.add("bid")
        elif isinstance(event, KittyTaken) and event.seat == seat:
            out.add("kitty")
        elif isinstance(event, BookWon) and event.why == WHY_TRUMPED:
            out.add("trumping")
        elif isinstance(event, CardPlayed) and event.card.is_joker:
            out.add("joker")
    return out


LESSON = LessonPlan(
    deals={
        4: (
            "deal 0 3C,4H,6D,2S,JD,4D,JH,KC,KH,8S,4S,BJ 2C,2H,5D,10H,8D,6H,5H,8H,9D,JS,AH,8C "
            "5S,3D,7C,10D,JC,AD,9S,10S,3S,KD,QC,7D 5C,9C,AC,AS,10C,9H,2D,3H,LJ,QH,6S,KS "
            "6C,4C,7S,7H,QD,QS"
        ),
    },
    seeds={4: 209},
    key_rules=KEY_RULES,
    seen=seen,
)
"""The lesson's deal, seed and key rules."""
