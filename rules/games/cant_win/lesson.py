"""Can't Win's lesson (Learn to play): the fixed deals (three and four players) and the key
rules they show.

The learner (seat 0) deals, so chooses first between a tile and a bid. The lesson plays the
beginner rules, so that a missed bid earns a Support token at the round's end. The deals make
a card fall under its player's tile (played sideways), a bid come out exact and another miss,
however the hand is played, in most plays (tests/rules/test_lessons.py plays them several
ways).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from rules.core.events import CardPlayed, Event
from rules.games.cant_win.parts import RoundScored, TileTaken
from rules.games.info import LessonPlan

KEY_RULES = ("tile", "sideways", "exact", "support")
"""The learner's tile, a card played sideways under its tile, an exact bid, a Support token."""


def seen(events: Sequence[Event], seat: int) -> set[str]:
    """The :data:`KEY_RULES` that ``events`` showed, ``seat`` being the learner's."""
    out: set[str] = set()
    for event in events:
        if isinstance(event, TileTaken) and event.seat == seat:
            out.add("tile")
        elif isinstance(event, CardPlayed) and event.sideways:
            out.add("sideways")
        elif isinstance(event, RoundScored):
            if any(bid == won for bid, won in zip(event.bids, event.tricks)):
                out.add("exact")
            if any(event.support_tokens):
                out.add("support")
    return out


LESSON = LessonPlan(
    deals={
        3: (
            "deal 0 T6,V2,P6,T9,Y6,V3,Y1,P4,V9,Y4,T1,Y9 Y3,P2,P7,Y7,Y8,V5,P9,V4,T8,V7,V6,P5 "
            "T3,Y2,Y5,P8,T2,V1,P3,T7,T5,T4,V8,P1"
        ),
        4: (
            "deal 0 Y10,P7,V3,T12,T8,V6,Y2,T7,V4,T3,V9,P11 P4,P12,V10,T1,Y11,T2,Y6,Y4,V2,P9,V11,T5 "
            "Y9,T9,Y3,T10,P5,T11,P6,T6,Y5,Y8,T4,P1 P2,Y7,Y1,P10,Y12,P3,V1,V8,V7,P8,V12,V5"
        ),
    },
    seeds={3: 7, 4: 54},
    key_rules=KEY_RULES,
    seen=seen,
    options=MappingProxyType({"beginner": True}),
)
"""The lessons' deals, seeds and key rules; the beginner rules on."""
