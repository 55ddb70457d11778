"""Measure a Bid Whist bot level against another: win rate and decision time.

``python -m rules.ai.evaluate [GAMES] [SEED]`` prints one JSON line for baseline against
random (a benchmark: it prints figures, nothing asserts on time). The seats of the level
being measured alternate between the two sides game by game, so the first dealer's and
the seat order's luck cancels out.
"""

from __future__ import annotations

import json
import random
import sys
import time
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from rules.ai import make_bot
from rules.core.state import CHANCE, GameState
from rules.games import new_game

GAME = "bid_whist"


@dataclass(frozen=True)
class MatchResult:
    """Outcome of :func:`play_match`.

    Attributes:
        games: games played.
        wins: games won by the measured level's side.
        decision_ms: wall time of every decision of the measured level, in milliseconds.
    """

    games: int
    wins: int
    decision_ms: tuple[float, ...]

    @property
    def win_rate(self) -> float:
        """Wins / games (0.0 .. 1.0)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def decision_ms_p95(self) -> float:
        """95th percentile of :attr:`decision_ms` (nearest rank), 0.0 without decisions."""
        if not self.decision_ms:
            return 0.0
        ordered = sorted(self.decision_ms)
        return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def play_game(levels: Sequence[str], seed: int, options: Mapping[str, Any] | None = None,
              timings: dict[int, list[float]] | None = None) -> GameState:
    """Play one whole Bid Whist game with a bot of ``levels[seat]`` in each seat.

    Args:
        levels: four bot levels, by seat.
        seed: the game's seed (the bots' generator is seeded from it too).
        options: variant options (defaults for the rest).
        timings: if given, each decision's wall time in ms is appended to
            ``timings[seat]``.

    Returns:
        The terminal state.

    Raises:
        ValueError: unknown level; ConfigError: unknown option.
    """
    state = new_game(GAME, 4, options or {}, seed)
    bots = [make_bot(GAME, level) for level in levels]
    rng = random.Random(seed)
    while not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        seat = state.current_player
        view, legal = state.view(seat), state.legal_actions()
        started = time.perf_counter()
        action = bots[seat].choose(view, legal, rng)
        if timings is not None:
            timings.setdefault(seat, []).append((time.perf_counter() - started) * 1000.0)
        state.apply(action)
    return state


def play_match(level: str, opponent: str, games: int, seed: int,
               options: Mapping[str, Any] | None = None) -> MatchResult:
    """Play ``games`` games of ``level`` (one side) against ``opponent`` (the other side).

    Game ``i`` uses seed ``seed + i``; ``level`` sits at seats 0 and 2 in even games and
    at seats 1 and 3 in odd ones.

    Raises:
        ValueError: unknown level.
    """
    wins = 0
    decision_ms: list[float] = []
    for i in range(games):
        side = i % 2
        levels = [level if seat % 2 == side else opponent for seat in range(4)]
        timings: dict[int, list[float]] = {}
        state = play_game(levels, seed + i, options, timings)
        wins += side in {seat % 2 for seat in state.winners()}
        for seat in (side, side + 2):
            decision_ms.extend(timings.get(seat, ()))
    return MatchResult(games, wins, tuple(decision_ms))


def baseline_vs_random(games: int = 20, seed: int = 0,
                       options: Mapping[str, Any] | None = None) -> float:
    """Win rate (0.0 .. 1.0) of the baseline side against the random side over ``games``."""
    return play_match("baseline", "random", games, seed, options).win_rate


def main(argv: Sequence[str] | None = None) -> int:
    """Print ``{"games", "seed", "win_rate", "decision_ms_p95", "decisions"}`` for baseline
    against random; arguments: ``[GAMES [SEED]]`` (default 200 games, seed 0)."""
    args = list(sys.argv[1:] if argv is None else argv)
    games = int(args[0]) if args else 200
    seed = int(args[1]) if len(args) > 1 else 0
    result = play_match("baseline", "random", games, seed)
    print(json.dumps({"games": games, "seed": seed, "win_rate": round(result.win_rate, 3),
                      "decision_ms_p95": round(result.decision_ms_p95, 3),
                      "decisions": len(result.decision_ms)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
