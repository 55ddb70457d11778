"""What the end of a playout is worth to each seat: by default the game's score; a game whose
score so far misjudges a round gives its own estimate (:attr:`rules.ai.game_ai.GameAI.value`).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.state import GameState

Value = Callable[[GameState], list[float]]
"""``value(state) -> worth per seat`` (higher better when the game's reward scale is
positive); rewards are changes of it (:func:`rules.ai.ismcts.round_reward`)."""


def scores(state: GameState) -> list[float]:
    """The game's own score per seat (:meth:`GameState.scores`)."""
    return state.scores()
