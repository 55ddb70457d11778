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
            "deal 2 2U,5U,AU,2O,6O,8O,SO,RO,4E,SE,4B,5B,6B,7B,8B,AB "
            "3U,4U,SU,RU,4O,7O,2E,3E,6E,8E,RE,AE,2B,9B,CB,RB "
            "6U,7U,8U,9U,CU,3O,5O,9O,CO,AO,5E,7E,9E,CE,3B,SB"
        ),
    },
    seeds={3: 12},
    key_rules=KEY_RULES,
    seen=seen,
)
"""The lesson's deal, seed and key rules."""
