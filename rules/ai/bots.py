"""Computer players by game and level: the levels a seat may play, making a bot, and the
worker's task.

Levels differ by strength, never by cheating: every bot gets only ``state.view(seat)``
(DESIGN.md, rules/ai). A game's bots come from its :class:`~rules.ai.game_ai.GameAI` (the
``baseline`` heuristic and the search's budgets); ``random`` plays any game.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from rules.ai.base import Bot, RandomBot
from rules.ai.determinize import Determinizer
from rules.ai.endgame import endgame_move
from rules.ai.game_ai import GameAI
from rules.ai.ismcts import ISMCTSBot
from rules.ai.omniscient import OmniscientBot
from rules.core.actions import Action, as_action
from rules.games import get_game

LEVELS = ("easy", "normal", "hard")
"""The levels the app offers for an AI seat on New game, weakest first: the search at three
budgets (:attr:`GameAI.budgets`), each in the app also bounded by :data:`THINKING_SECONDS`.
:func:`make_bot` also makes ``random`` and ``baseline`` (a seat of an older save, the demo's
``--seats``, tournaments) and ``omniscient`` (measurement only). Each game sizes ``hard`` to
decide well within 1 s at the 95th percentile on the 2-core reference machine, ``normal``
at the fewest iterations that beat the baseline and leave hard clearly ahead (a thirty-second
to a quarter of hard's, some games pulling it towards the baseline's move,
:attr:`GameAI.anchors`) and ``easy`` at a
few dozen, pulled towards the baseline's move so that its mistakes are a beginner's, not
absurd ones (docs/ai.md, strength tables). No level makes a move its game calls never right
(:attr:`GameAI.sensible`)."""

THINKING_SECONDS = {"easy": 0.1, "normal": 0.25, "hard": 0.8}
"""The most a search level thinks per decision in the app (wall clock, seconds), its budget of
iterations (:attr:`GameAI.budgets`) being the cap: a slow or busy machine plays a little
weaker instead of slower (issue 23: hard at most about 1 s at the 95th percentile whatever the
load, easy and normal far less). The rest of a second goes to the worker's round trip.
Tournaments, benchmarks and tests use the fixed budgets, so that a seed gives one game."""

ENDGAME_LEVELS = frozenset({"hard"})
"""The levels that solve a round's last moves exactly on sampled deals instead of searching
them (:func:`rules.ai.endgame.endgame_move`; issue 23, item 4)."""

DEFAULT_LEVEL = "normal"
"""The level of an AI seat until the player chooses another."""

LEVEL_ORDER = ("random", "easy", "baseline", "normal", "hard")
"""Every level a seat may play, weakest first: the offered :data:`LEVELS` and the two the app
offered before them (``random`` and ``baseline``, not offered now but still played, so a game
saved against them goes on against the same opponent). Every game with a :class:`GameAI` has
bots at each of them."""


def nearest_level(level: str) -> str:
    """``level`` if a seat may play it (:data:`LEVEL_ORDER`), else the strongest offered level:
    a save made by a version with a level this one lacks (or naming ``omniscient``, which
    sees every hand) still plays."""
    return level if level in LEVEL_ORDER else LEVELS[-1]


def game_ai(game: str) -> GameAI:
    """The computer-player parts of ``game``.

    Raises:
        ValueError: for a game without them (or an unknown game).
    """
    ai = get_game(game).ai
    if ai is None:
        raise ValueError(f"no bots for game {game!r} but random")
    return ai


def bot_makers(game: str, timed: bool = False) -> dict[str, Callable[[], Bot]]:
    """Level -> a maker of that level's bot for ``game``: ``random``, ``baseline``, the search
    levels of :attr:`GameAI.budgets` (with ``timed``, each also stops at its
    :data:`THINKING_SECONDS`) and ``omniscient`` (measurement only).

    Raises:
        ValueError: for an unknown game (a :class:`~rules.core.variants.ConfigError`).
    """
    makers: dict[str, Callable[[], Bot]] = {"random": RandomBot}
    ai = get_game(game).ai
    if ai is None:
        return makers
    makers["baseline"] = ai.baseline
    for level, budget in ai.budgets.items():
        seconds = THINKING_SECONDS.get(level) if timed else None
        anchor = ai.anchors.get(level, 0.0)
        endgame = endgame_move if ai.solve_endgames and level in ENDGAME_LEVELS else None
        makers[level] = lambda budget=budget, seconds=seconds, anchor=anchor, endgame=endgame: ISMCTSBot(
            ai, budget, seconds=seconds, anchor=anchor, endgame=endgame
        )
    makers["omniscient"] = lambda: OmniscientBot(ai, ai.omniscient_budget or ai.budgets["hard"])
    return makers


def make_bot(game: str, level: str, timed: bool = False) -> Bot:
    """A new bot of ``level`` for ``game``.

    Args:
        game: registry name, e.g. the first of :data:`rules.games.GAMES`.
        level: one of :data:`LEVEL_ORDER` (or ``omniscient``).
        timed: a search level also stops at its :data:`THINKING_SECONDS` (the app's bot
            worker); else it runs its fixed budget (tournaments, tests: reproducible).

    Raises:
        ValueError: for an unknown game or a level not implemented for it.
    """
    levels = bot_makers(game, timed)
    try:
        return levels[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r} for {game}; levels: {', '.join(levels)}") from None


def search_budgets(game: str) -> dict[str, int]:
    """Search level -> iterations per decision for ``game`` (empty for a game without bots)."""
    ai = get_game(game).ai
    return dict(ai.budgets) if ai is not None else {}


def determinizer(game: str, view: Any) -> Determinizer:
    """The :class:`~rules.ai.determinize.Determinizer` of ``game`` for ``view``.

    Raises:
        ValueError: a game without bots; NotImplementedError: a position its builder does
            not handle.
    """
    return game_ai(game).determinize(view)


def choose_action_text(
    game: str, level: str, view: Any, legal_actions: Sequence[Action | str], seed: int, timed: bool = False
) -> str:
    """Run one bot decision and return the chosen action's text (the worker's task).

    Module-level so a spawned worker process can import it. ``legal_actions`` may be
    :class:`Action` objects or their texts; ``seed`` seeds the bot's ``random.Random``;
    ``timed``: the search stops at its level's :data:`THINKING_SECONDS` (the app).

    Raises:
        ValueError: unknown game or level (see :func:`make_bot`).
    """
    bot = make_bot(game, level, timed)
    actions = [as_action(a) for a in legal_actions]
    return str(bot.choose(view, actions, random.Random(seed)))
