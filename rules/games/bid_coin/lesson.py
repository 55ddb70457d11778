"""Bid Coin's lesson (Learn to play): the fixed deals (three and four players) and the key
rules they show.

Every player starts with no wins and coins 1, 2, 3, 5 and 7, which make 13: so the learner
(seat 0) may declare zero on their first turn whatever the deal. The deals make a trick won
with a 4 or a 6 (two wins), a 0 beat the top card of its colour, and a coin pushed, however
the hand is played, in most plays (tests/rules/test_lessons.py plays them several ways).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import Event
from rules.games.bid_coin.events import BidCoinTrickWon, CoinPushed
from rules.games.bid_coin.parts import WHY_ZERO
from rules.games.info import LessonPlan

KEY_RULES = ("push", "two_wins", "zero_beats")
"""A coin pushed, a trick won with a 4 or a 6, a 0 beating the top card of its colour."""


def seen(events: Sequence[Event], seat: int) -> set[str]:
    """The :data:`KEY_RULES` that ``events`` showed (any seat's)."""
    out: set[str] = set()
    for event in events:
        if isinstance(event, CoinPushed):
            out.add("push")
        elif isinstance(event, BidCoinTrickWon):
            if event.double:
                out.add("two_wins")
            if event.why == WHY_ZERO:
                out.add("zero_beats")
    return out


LESSON = LessonPlan(
    deals={
        3: (
            "deal 0 R1,R4,R5,Y0,Y1,Y2,Y3,Y7,G0,B1,B4,P4,P5 R0,R2,R3,Y5,G2,G3,G5,G7,B2,B7,P0,P1,P6 "
            "R6,R7,Y4,Y6,G1,G4,G6,B0,B3,B5,B6,P2,P3 P7"
        ),
        4: (
            "deal 0 R0,R1,R4,R8,Y4,Y8,G1,G5,G6,B1,B4,B8,P2 R3,R5,R6,R9,Y2,Y5,G10,B0,B10,P3,P4,P5,P7 "
            "R2,R7,Y6,Y7,Y10,G0,G2,G8,B3,B5,B9,P9,P10 R10,Y0,Y3,G3,G4,G7,B2,B6,B7,P0,P1,P6,P8 Y1,G9,Y9"
        ),
    },
    seeds={3: 85, 4: 111},
    key_rules=KEY_RULES,
    seen=seen,
)
"""The lessons' deals, seeds and key rules."""
