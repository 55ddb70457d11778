"""Playing a lesson's first hand without the table: how the key rules of a game's lesson
(:class:`~rules.games.info.LessonPlan`) come up when the learner plays one way or another.

The build script that chose the deals (``build_scripts/find_lesson_deals.py``) and the test
that keeps them honest (``tests/rules/test_lessons.py``) play the hand through here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.ai.bots import game_ai, make_bot
from rules.ai.rollouts import forward_moves
from rules.core.events import Event, HandOver
from rules.core.state import CHANCE
from rules.games import get_game, new_game

TABLE_SEED = 1_000_003
"""A computer player's decision at the table is seeded ``seed * TABLE_SEED + actions so far``
(:meth:`game.table.turns.TurnDriver.think`)."""
LEARNERS = ("baseline", "random1", "random2", "first", "last")
"""Ways the learner (seat 0) may play: like the baseline bot, at random (two seeds), or always
the first or the last legal move (take-backs left out)."""


def play_first_hand(
    game: str, players: int, deal: str, seed: int, learner: str, level: str = "baseline"
) -> tuple[list[Event], int]:
    """Play ``deal``'s first hand or round of ``game`` to its end (or the game's, or, for a
    lesson that ends so, until every key rule has come up): the learner
    at seat 0 plays ``learner`` (one of :data:`LEARNERS`), the others are ``level`` bots,
    each decision seeded as the app's table seeds it (so the same moves of the learner meet
    the same answers as at the table).

    Returns:
        every event, and the learner's decisions (moves with a choice).

    Raises:
        ConfigError: unknown game or player count; IllegalAction: a deal the rules refuse.
    """
    plan = get_game(game).lesson
    state = new_game(game, players, dict(plan.options) if plan else {}, seed)
    events: list[Event] = list(state.apply(deal))
    mimic = make_bot(game, "baseline") if learner == "baseline" else None
    rng = random.Random(f"{seed}/{learner}")
    take_backs = game_ai(game).take_backs
    decisions = 0
    while not state.is_terminal and not any(isinstance(e, HandOver) for e in events):
        if plan is not None and plan.ends_when_shown and plan.seen(events, 0) >= set(plan.key_rules):
            break
        seat = state.current_player
        if seat == CHANCE:
            events += state.apply(state.chance_action())
            continue
        legal = state.legal_actions()
        if seat == 0:
            legal = forward_moves(legal, take_backs)  # (no endless taking back)
            decisions += len(legal) > 1
            move = choose(learner, mimic, state.view(0), legal, rng)
        else:
            table_seed = random.Random(seed * TABLE_SEED + len(state.history))
            move = make_bot(game, level).choose(state.view(seat), legal, table_seed)
        events += state.apply(move)
    return events, decisions


def choose(learner: str, mimic, view, legal: Sequence, rng: random.Random):
    """The learner's move: ``mimic``'s (a bot) or by the rule named ``learner``."""
    if mimic is not None:
        return mimic.choose(view, list(legal), rng)
    if learner.startswith("random"):
        return rng.choice(legal)
    return legal[0] if learner == "first" else legal[-1]
