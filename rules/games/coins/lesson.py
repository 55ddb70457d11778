"""Coins' lesson (Learn to play): the fixed deal and the key rules it shows.

The learner (seat 0) leads the first trick. The deal mixes the suits so that every kind of
trick comes up in the hand however it is played (three suits, where the missing suit decides
by the cycle; two of a suit; one suit), each worth the coins it holds, towards the target
(tests/rules/test_lessons.py plays it several ways).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import Event
from rules.games.coins.parts import ONE_SUIT, PAIR, THREE_SUITS, CoinsTrickWon
from rules.games.info import LessonPlan

KEY_RULES = (THREE_SUITS, PAIR, ONE_SUIT)
"""The three kinds of trick (rulebook TRICK CARD VALUES)."""


def seen(events: Sequence[Event], seat: int) -> set[str]:
    """The :data:`KEY_RULES` that ``events`` showed (every seat's tricks count)."""
    return {event.trick_kind for event in events if isinstance(event, CoinsTrickWon)} & set(KEY_RULES)


LESSON = LessonPlan(
    deals={
        3: (
            "deal 2 2U,5U,7U,SU,CU,RU,5O,6O,CO,4E,5E,8E,2B,6B,9B,CB "
            "3U,6U,3O,4O,7O,8O,9O,SO,AO,2E,7E,SE,AE,5B,7B,SB "
            "4U,8U,9U,AU,2O,RO,3E,6E,9E,CE,RE,3B,4B,8B,RB,AB"
        ),
    },
    seeds={3: 2},
    key_rules=KEY_RULES,
    seen=seen,
)
"""The lesson's deal, seed and key rules."""
