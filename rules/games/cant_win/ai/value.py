"""Can't Win's playout value (:attr:`rules.ai.game_ai.GameAI.value`).

Can't Win's final score is (sum of tricks) x (sum of points) ("End of the Game"), so a
round's worth depends on the rounds still to come: after round 1 of 3 a made bid of 0 adds
nothing to the product so far (0 tricks x 2 points), yet over the game its 2 points
multiply every later trick. :func:`cant_win_value` values the sums as if each round still to
come added an average round (:data:`POINTS_PER_ROUND` points and an even share of the
tricks); at the end of the game it is the exact final score.
"""

from __future__ import annotations

from rules.core.state import GameState
from rules.games.cant_win.parts import HAND_SIZE

POINTS_PER_ROUND = 0.5
"""Points a seat is taken to score in a round still to come (a made bid scores 1, a made 0
scores 2; about one bid in three to two is made in baseline play)."""


def cant_win_value(state: GameState) -> list[float]:
    """Each seat's expected final Can't Win score: (tricks so far + an even share of every
    unscored round's tricks) x (points so far + :data:`POINTS_PER_ROUND` per
    unscored round), the round under way counted as unscored until it is scored."""
    n = state.num_players
    value = []
    for sheet in state.score_sheet:
        left = state.rounds - len(sheet)
        tricks = sum(t for t, _ in sheet) + left * HAND_SIZE / n
        points = sum(p for _, p in sheet) + left * POINTS_PER_ROUND
        value.append(tricks * points)
    return value
