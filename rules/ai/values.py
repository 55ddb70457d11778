"""What the end of a playout is worth to each seat: the game's score, or an estimate of the
final score where the score so far misjudges a round (chosen per game by :func:`value_for`).

Can't Win's final score is (sum of tricks) x (sum of points) ("End of the Game"), so a
round's worth depends on the rounds still to come: after round 1 of 3 a made bid of 0 adds
nothing to the product so far (0 tricks x 2 points), yet over the game its 2 points
multiply every later trick. :func:`cant_win_value` values the sums as if each round still to
come added an average round (:data:`CANT_WIN_POINTS_PER_ROUND` points and an even share of
the tricks); at the end of the game it is the exact final score.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.state import GameState
from rules.games.cant_win import HAND_SIZE

Value = Callable[[GameState], list[float]]
"""``value(state) -> worth per seat`` (higher better for :data:`rules.ai.ismcts.REWARD_SCALE`
> 0); rewards are changes of it (:func:`rules.ai.ismcts.round_reward`)."""

CANT_WIN_POINTS_PER_ROUND = 0.5
"""Points a seat is taken to score in a round still to come (a made bid scores 1, a made 0
scores 2; about one bid in three to two is made in baseline play)."""


def scores(state: GameState) -> list[float]:
    """The game's own score per seat (:meth:`GameState.scores`)."""
    return state.scores()


def cant_win_value(state: GameState) -> list[float]:
    """Each seat's expected final Can't Win score: (tricks so far + an even share of every
    unscored round's tricks) x (points so far + :data:`CANT_WIN_POINTS_PER_ROUND` per
    unscored round), the round under way counted as unscored until it is scored."""
    n = state.num_players
    value = []
    for sheet in state.score_sheet:
        left = state.rounds - len(sheet)
        tricks = sum(t for t, _ in sheet) + left * HAND_SIZE / n
        points = sum(p for _, p in sheet) + left * CANT_WIN_POINTS_PER_ROUND
        value.append(tricks * points)
    return value


_VALUES: dict[str, Value] = {"cant_win": cant_win_value}


def value_for(game: str) -> Value:
    """The playout value of ``game``: its own (above), else :func:`scores`."""
    return _VALUES.get(game, scores)
