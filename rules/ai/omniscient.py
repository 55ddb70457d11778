"""The omniscient search: the same ISMCTS on the true state, for measurement only.

The issue's strength table reports the gap between ``hard`` and an ``omniscient`` hard that
sees every card: the gap is what honest sampling costs. This bot is never offered in the app
(it is not in :data:`rules.ai.bots.LEVELS`): its :meth:`~rules.ai.base.Bot.choose` refuses to
run on a view, and only :func:`rules.ai.evaluate.play_game` hands it the state, through
:meth:`OmniscientBot.choose_seeing`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.ai.base import Bot
from rules.ai.endgame import solve_seen
from rules.ai.game_ai import GameAI
from rules.ai.ismcts import game_search
from rules.core.actions import Action
from rules.core.state import GameState


class TrueState:
    """A stand-in for a :class:`~rules.ai.determinize.Determinizer` whose every sample is the
    true state (its own generator re-seeded so chance draws still vary).

    Args:
        state: the true state; ``sample`` returns a re-seeded clone of it.
    """

    def __init__(self, state: GameState) -> None:
        self.template = state

    def sample(self, rng: random.Random) -> GameState:
        state = self.template.clone()
        state.reseed(rng.getrandbits(64))
        return state


class OmniscientBot(Bot):
    """ISMCTS with the hidden cards known (level ``omniscient``; measurement only); where
    the game solves endgames (:attr:`GameAI.solve_endgames`), the round's last moves solved
    exactly on the true deal (:func:`rules.ai.endgame.solve_seen`).

    Args:
        ai: the game's computer-player parts (its search settings).
        iterations: search iterations per decision (the ``hard`` budget by default).
    """

    omniscient = True
    """Tells :func:`rules.ai.evaluate.play_game` to call :meth:`choose_seeing`."""

    def __init__(self, ai: GameAI, iterations: int) -> None:
        self.ai = ai
        self.iterations = iterations
        self.solved = False  # the last choice was the endgame solver's (exact on the true deal)

    def _choose(self, view: Any, legal_actions: list[Action], rng: random.Random) -> Action:
        raise TypeError("the omniscient bot is for measurement only: it needs the state (choose_seeing)")

    def choose_seeing(
        self, state: GameState, legal_actions: Sequence[Action], rng: random.Random, prefer: str | None = None
    ) -> Action:
        """The search's move for the seat to act in ``state`` (a state, not a view); in the
        last tricks solved exactly, of moves equally good the one whose text is ``prefer``
        (:func:`rules.ai.endgame.solve_seen`).

        Raises:
            ValueError: if ``legal_actions`` is empty.
        """
        legal = list(legal_actions)
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        if len(legal) == 1:
            return legal[0]
        self.solved = False
        if self.ai.solve_endgames:  # the last tricks played exactly, as hard solves its samples
            solved = solve_seen(self.ai, state, legal, rng, prefer)
            if solved is not None:
                self.solved = True
                return solved
        move, _ = game_search(self.ai, TrueState(state), state.current_player, legal, self.iterations, rng)
        return move
