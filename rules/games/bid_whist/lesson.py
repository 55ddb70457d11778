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
            "deal 0 9H,4S,8D,6D,7H,6H,KH,QC,AC,7C,JC,3D 9D,JD,2S,8S,2C,LJ,9S,8H,KD,10H,QH,5H "
            "7S,7D,JH,KC,4D,4C,5S,6S,4H,6C,3S,QD AS,9C,QS,AH,JS,5C,2H,2D,5D,3C,BJ,3H "
            "KS,8C,AD,10D,10S,10C"
        ),
    },
    seeds={4: 28},
    key_rules=KEY_RULES,
    seen=seen,
)
"""The lesson's deal, seed and key rules."""
