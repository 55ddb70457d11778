"""Bots against each other with the seats rotated: ``python -m rules tournament`` (DESIGN.md).

Game ``i`` seats the level list rotated by ``i`` places, so every level sits in every seat
equally often and the first dealer's luck cancels out. Each level's figures are taken over
all the seats it held: its final scores (mean and a 95% confidence interval of the mean),
the share of seat-games it won (a shared win counts), and the 95th percentile of its
decision times.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import sqrt
from statistics import fmean, stdev
from typing import Any

from rules.ai.evaluate import play_game


def _ci95(values: Sequence[float]) -> list[float]:
    """Normal-approximation 95% interval of the mean, ``[low, high]`` (a point for n < 2)."""
    mean = fmean(values)
    if len(values) < 2:
        return [round(mean, 3), round(mean, 3)]
    half = 1.96 * stdev(values) / sqrt(len(values))
    return [round(mean - half, 3), round(mean + half, 3)]


def _p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def tournament(
    game: str, seats: Sequence[str], games: int, seed: int, options: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Play ``games`` games of ``game`` with bot ``seats[s]`` in seat ``s``, rotated each game.

    Args:
        game: registry name.
        seats: one bot level per seat (their number is the player count).
        games: number of games (at least 1); game ``i`` uses seed ``seed + i``.
        options: variant options (defaults for the rest).

    Returns:
        ``{"game", "games", "levels": {LEVEL: {"mean_score", "ci95": [low, high], "win_rate",
        "decision_ms_p95"}}}``.

    Raises:
        ValueError: an unknown level, a game without bots, or ``games`` < 1;
            ConfigError: a bad player count or option.
    """
    if games < 1:
        raise ValueError("--games must be at least 1")
    count = len(seats)
    scores: dict[str, list[float]] = {level: [] for level in seats}
    wins: dict[str, int] = {level: 0 for level in seats}
    decisions: dict[str, list[float]] = {level: [] for level in seats}
    for i in range(games):
        levels = [seats[(s + i) % count] for s in range(count)]
        timings: dict[int, list[float]] = {}
        state = play_game(levels, seed + i, options, timings, game)
        final, winners = state.scores(), set(state.winners())
        for seat, level in enumerate(levels):
            scores[level].append(final[seat])
            wins[level] += seat in winners
            decisions[level].extend(timings.get(seat, ()))
    return {
        "game": game,
        "games": games,
        "levels": {
            level: {
                "mean_score": round(fmean(scores[level]), 3),
                "ci95": _ci95(scores[level]),
                "win_rate": round(wins[level] / len(scores[level]), 3),
                "decision_ms_p95": round(_p95(decisions[level]), 3),
            }
            for level in scores
        },
    }
