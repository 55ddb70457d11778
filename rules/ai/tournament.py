"""Bots against each other, duplicate style: ``python -m rules tournament`` (DESIGN.md).

The games come in deal sets: every distinct rotation of the level list plays the same seed
(the same first deal and first dealer), so each deal is played with each level in each of
the seats the list gives it, and the luck of the cards cancels out within a set (duplicate
play; issue 9, item 5). Game ``i`` belongs to set ``i // R`` (seed ``seed + i // R``) and
plays rotation ``i % R``, where ``R`` is the number of distinct rotations (2 for
``hard,baseline,hard,baseline``, 3 for ``hard,baseline,baseline``); a ``--games`` that is a
multiple of ``R`` leaves no set incomplete.

Each level's figures are taken over all the seat-games it held: its final scores (mean and a
95% confidence interval of the mean), the share of seat-games it won (a shared win counts),
and the 95th percentile of its decision times. The comparisons between levels are paired:
for each complete deal set, level A's mean score minus level B's over the set's seat-games;
the mean and 95% interval of those differences (Student's t over the sets) are far tighter
than the intervals of independent games. The same for the win share.

``rounds`` plays only the first rounds of each game (a game to 7 points may take many hands):
the scores are then the score changes over those rounds, and a seat "wins" when it leads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from math import sqrt
from statistics import fmean, stdev
from typing import Any

from rules.ai.evaluate import percentile, play_game
from rules.core.events import Event
from rules.games import get_game

_T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160)
_T975 += (2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056)
_T975 += (2.052, 2.048, 2.045, 2.042)
"""Student's t 97.5% quantile for 1..30 degrees of freedom."""


def t975(df: int) -> float:
    """Student's t 97.5% quantile for ``df`` >= 1 degrees of freedom (the table to 30, then
    1.96 + 2.4/df, within 0.003 of the true value)."""
    return _T975[df - 1] if df <= len(_T975) else 1.96 + 2.4 / df


def ci95(values: Sequence[float]) -> list[float]:
    """95% interval of the mean of ``values`` (Student's t), ``[low, high]``, rounded to 3
    places (a point for fewer than 2 values)."""
    mean = fmean(values)
    if len(values) < 2:
        return [round(mean, 3), round(mean, 3)]
    half = t975(len(values) - 1) * stdev(values) / sqrt(len(values))
    return [round(mean - half, 3), round(mean + half, 3)]


def rotations(seats: Sequence[str]) -> list[tuple[str, ...]]:
    """The distinct rotations of ``seats`` (seat ``s`` of rotation ``r`` holds
    ``seats[(s + r) % n]``), in order of ``r``."""
    found: list[tuple[str, ...]] = []
    for r in range(len(seats)):
        levels = tuple(seats[(s + r) % len(seats)] for s in range(len(seats)))
        if levels not in found:
            found.append(levels)
    return found


def schedule(seats: Sequence[str], games: int, seed: int) -> list[tuple[int, tuple[str, ...]]]:
    """``(seed, levels by seat)`` of each of ``games`` games: deal set ``k`` plays seed
    ``seed + k`` once in each distinct rotation (see the module doc)."""
    turns = rotations(seats)
    return [(seed + i // len(turns), turns[i % len(turns)]) for i in range(games)]


def paired(sets: Sequence[Mapping[str, Sequence[float]]], a: str, b: str) -> dict[str, Any]:
    """Paired comparison of levels ``a`` and ``b`` over deal sets.

    Args:
        sets: per deal set, level -> that level's values (scores, or 1/0 wins) in the set.

    Returns:
        ``{"deals", "mean_diff", "ci95", "diffs"}``: the mean over the sets of (mean of
        ``a``'s values minus mean of ``b``'s), its 95% interval (:func:`ci95`), and each
        set's difference in deal order (to 4 places; :mod:`rules.ai.gap` pairs two runs' sets).
    """
    diffs = [fmean(s[a]) - fmean(s[b]) for s in sets]
    return {
        "deals": len(diffs),
        "mean_diff": round(fmean(diffs), 3),
        "ci95": ci95(diffs),
        "diffs": [round(d, 4) for d in diffs],
    }


def _leaders(scores: Sequence[float], direction: float) -> set[int]:
    best = max(direction * x for x in scores)
    return {seat for seat, x in enumerate(scores) if direction * x == best}


def tournament(
    game: str,
    seats: Sequence[str],
    games: int,
    seed: int,
    options: Mapping[str, Any] | None = None,
    rounds: int | None = None,
) -> dict[str, Any]:
    """Play ``games`` games of ``game`` in deal sets (see the module doc).

    Args:
        game: registry name.
        seats: one bot level per seat (their number is the player count).
        games: number of games (at least 1), best a multiple of the distinct rotations.
        seed: the first deal set's seed.
        options: variant options (defaults for the rest).
        rounds: if given (at least 1), play only each game's first ``rounds`` rounds.

    Returns:
        ``{"game", "games", "seed", "seats", "options", "levels": {LEVEL: {"mean_score",
        "ci95": [low, high], "win_rate", "decision_ms_p95"}}, "rotations", "deals", "rounds",
        "higher_is_better", "paired":
        {"A-B": {"deals", "mean_diff", "ci95", "diffs", "win_rate_diff", "win_rate_diff_ci95"}}}``
        (the win-rate interval cut to [-1, 1]),
        one ``paired`` entry per pair of distinct levels in the order they first sit, over the
        complete deal sets; a game with a tally of its own
        (:attr:`rules.ai.game_ai.GameAI.tally`) adds its figures under the tally's name.

    Raises:
        ValueError: an unknown level, a game without bots, ``games`` < 1 or ``rounds`` < 1;
            ConfigError: a bad player count or option.
    """
    if games < 1:
        raise ValueError("--games must be at least 1")
    if rounds is not None and rounds < 1:
        raise ValueError("--rounds must be at least 1")
    info = get_game(game)
    direction = -1.0 if info.state_class.low_score_wins else 1.0
    order = list(dict.fromkeys(seats))
    turns = len(rotations(seats))
    scores: dict[str, list[float]] = {level: [] for level in order}
    wins: dict[str, list[float]] = {level: [] for level in order}
    decisions: dict[str, list[float]] = {level: [] for level in order}
    tally = info.ai.tally() if info.ai is not None and info.ai.tally is not None else None
    score_sets: list[dict[str, list[float]]] = []
    win_sets: list[dict[str, list[float]]] = []
    for i, (deal_seed, levels) in enumerate(schedule(seats, games, seed)):
        if i % turns == 0:
            score_sets.append({level: [] for level in order})
            win_sets.append({level: [] for level in order})
        timings: dict[int, list[float]] = {}
        events: list[Event] = []
        state = play_game(levels, deal_seed, options, timings, game=game, rounds=rounds, events=events)
        final = state.scores()
        winners = set(state.winners()) if state.is_terminal else _leaders(final, direction)
        for seat, level in enumerate(levels):
            won = 1.0 if seat in winners else 0.0
            scores[level].append(final[seat])
            wins[level].append(won)
            score_sets[-1][level].append(final[seat])
            win_sets[-1][level].append(won)
            decisions[level].extend(timings.get(seat, ()))
        if tally is not None:
            tally.add(levels, events)
    complete = games // turns
    pairs = {}
    for a, b in combinations(order, 2):
        entry = paired(score_sets[:complete], a, b) if complete else {"deals": 0}
        if complete:
            rate = paired(win_sets[:complete], a, b)
            low, high = rate["ci95"]  # a difference of shares lies in [-1, 1]
            entry["win_rate_diff"], entry["win_rate_diff_ci95"] = (
                rate["mean_diff"],
                [max(low, -1.0), min(high, 1.0)],
            )
        pairs[f"{a}-{b}"] = entry
    result: dict[str, Any] = {
        "game": game,
        "games": games,
        "seed": seed,
        "seats": list(seats),
        "options": dict(options or {}),
        "levels": {
            level: {
                "mean_score": round(fmean(scores[level]), 3),
                "ci95": ci95(scores[level]),
                "win_rate": round(fmean(wins[level]), 3),
                "decision_ms_p95": round(percentile(decisions[level], 0.95), 3),
            }
            for level in order
        },
        "rotations": turns,
        "deals": complete,
        "rounds": rounds,
        "higher_is_better": direction > 0,
        "paired": pairs,
    }
    if tally is not None:
        result[tally.name] = tally.figures(order)
    return result
