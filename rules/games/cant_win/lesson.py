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
            "deal 0 Y7,V6,V5,P5,Y8,V3,P7,Y1,Y3,P6,Y9,T5 P2,Y2,V4,V1,T4,T6,T9,P3,V9,P8,T8,T2 "
            "V7,Y5,P9,P4,T1,Y6,T3,P1,Y4,V8,T7,V2"
        ),
        4: (
            "deal 0 V6,T5,Y12,T6,V3,T2,V4,V9,V1,V10,P8,Y1 P4,Y10,P6,P9,Y5,T12,P12,P11,P10,V8,T11,P1 "
            "T1,Y4,V12,P7,T7,P2,P5,V5,Y3,Y2,T4,Y7 Y9,Y6,P3,V11,Y11,T9,T3,Y8,T10,V2,T8,V7"
        ),
    },
    seeds={3: 4, 4: 31},
    key_rules=KEY_RULES,
    seen=seen,
    options=MappingProxyType({"beginner": True}),
)
"""The lessons' deals, seeds and key rules; the beginner rules on."""
