"""Pool several runs of :mod:`rules.ai.blunders`: ``python -m rules.ai.pool_blunders A.json
B.json ...`` prints one JSON line, the figures of all their positions together (a
measurement: it prints figures, nothing asserts on them).

Thousands of positions cost hours of a core (issue 23, item 2), so they are measured in runs
of a few hundred, each with its own seed (on both cores at once, or over several days), and
pooled here. The runs must measure the same thing: the same game, player count, depth,
levels, marks and situations asked for; and different seeds, so that no position counts
twice. Per level and situation the decisions, the marked counts and the counts over the
line add up; the rates and their 95% Wilson intervals are worked out again from the sums,
and the mean loss is the mean over all the decisions.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

from rules.ai.blunders import wilson
from rules.ai.review import MARKS

SAME = ("game", "players", "depth", "only_situations", "marks")
"""What every pooled run must share."""


def pool(runs: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The figures of ``runs`` (each one :func:`rules.ai.blunders.measure` result) as one.

    Returns:
        :func:`~rules.ai.blunders.measure`'s shape, with ``"seeds"`` (the runs' seeds) in
        place of ``"seed"``, ``"positions"`` and ``"seconds"`` summed.

    Raises:
        ValueError: no run; runs that differ in one of :data:`SAME` or in their levels; a
            seed measured twice.
    """
    if not runs:
        raise ValueError("no run to pool")
    first = runs[0]
    for run in runs[1:]:
        for key in SAME:
            if run[key] != first[key]:
                raise ValueError(f"the runs differ in {key}: {first[key]!r} and {run[key]!r}")
        if set(run["levels"]) != set(first["levels"]):
            both = sorted(first["levels"]), sorted(run["levels"])
            raise ValueError(f"the runs measure different levels: {both[0]} and {both[1]}")
    seeds = [run["seed"] for run in runs]
    if len(set(seeds)) != len(seeds):
        raise ValueError(f"a seed is measured twice: {seeds} (its positions would count twice)")
    levels = list(first["levels"])
    situations: dict[str, Any] = {}
    for name in sorted({name for run in runs for name in run["situations"]}):
        present = [run["situations"][name] for run in runs if name in run["situations"]]
        situations[name] = {
            "positions": sum(s["positions"] for s in present),
            "levels": {lv: _pooled([s["levels"][lv] for s in present]) for lv in levels},
        }
    out = {key: first[key] for key in SAME}
    out.update(
        {
            "positions": sum(run["positions"] for run in runs),
            "seeds": seeds,
            "levels": {lv: _pooled([run["levels"][lv] for run in runs]) for lv in levels},
            "situations": situations,
            "seconds": round(sum(run["seconds"] for run in runs), 1),
        }
    )
    return out


def _pooled(figures: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One level's figures (``decisions``, ``mean_loss``, a count per mark) added up."""
    decisions = sum(f["decisions"] for f in figures)
    loss = sum(f["mean_loss"] * f["decisions"] for f in figures)
    out: dict[str, Any] = {
        "decisions": decisions,
        "mean_loss": round(loss / decisions, 3) if decisions else 0.0,
    }
    for name in (mark + "s" for mark in MARKS):
        hits = sum(f[name]["count"] for f in figures)
        out[name] = {
            "count": hits,
            "rate": round(hits / decisions, 4) if decisions else 0.0,
            "rate_ci95": wilson(hits, decisions),
            "over_line": sum(f[name]["over_line"] for f in figures),
        }
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Print :func:`pool` of the runs named as one JSON line (see the module doc)."""
    parser = argparse.ArgumentParser(
        prog="python -m rules.ai.pool_blunders", description="pool runs of rules.ai.blunders"
    )
    parser.add_argument("runs", nargs="+", help="files each holding one run's JSON line")
    args = parser.parse_args(argv)
    runs = []
    for path in args.runs:
        try:
            with open(path, encoding="utf-8") as f:
                runs.append(json.loads(f.read()))
        except (OSError, ValueError) as exc:  # a missing or half-written file
            parser.error(f"{path}: {exc}")
    try:
        result = pool(runs)
    except (ValueError, KeyError, TypeError) as exc:  # runs that cannot be pooled, or not runs
        parser.error(f"cannot pool these runs: {exc!r}")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
