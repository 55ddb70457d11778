"""How much of the gap to the all-seeing search a level closes: ``python -m rules.ai.gap
LEVEL.json CEILING.json [--floor baseline]`` prints one JSON line (a measurement: it prints
figures, nothing asserts on them).

Issue 23, item 4 asks for hard's *share of the gap* between the baseline and the omniscient
search, with an interval, over at least 100 deal sets. The two inputs are the JSON lines of
two ``python -m rules tournament`` runs on the same game, options, seed and number of games,
whose seat lists differ only in the measured level (``hard,baseline,baseline`` against
``omniscient,baseline,baseline``), so deal set ``k`` of one is the same deal as set ``k`` of
the other. Per set, ``h_k`` is the level's score minus the floor's and ``c_k`` the ceiling's
minus the floor's (the tournament's paired ``diffs``). The share is ``mean(h) / mean(c)``
(1.0: as good as seeing every card; 0.0: no better than the floor). Its 95% interval is a
percentile bootstrap over the deal sets, each resample taking the pair ``(h_k, c_k)``
together, so the luck a deal brings to both runs cancels; the resampling generator has a
fixed seed, so a pair of files always gives the same interval.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from statistics import fmean
from typing import Any

from rules.ai.tournament import ci95

RESAMPLES = 10_000
"""Bootstrap resamples of the deal sets."""

_BOOTSTRAP_SEED = "gap share"


class GapError(ValueError):
    """The two tournament reports cannot be paired (different game, seed, options, seats or
    deal sets, or a level missing), or a file is not a tournament report."""


def _measured_level(report: Mapping[str, Any], floor: str) -> str:
    """The one level of ``report``'s seats that is not ``floor``."""
    seats = report.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise GapError("a report without its seat list (made by an older tournament)")
    others = sorted(set(seats) - {floor})
    if len(others) != 1 or floor not in seats:
        raise GapError(f"seats {','.join(seats)}: need one measured level against {floor!r}")
    return others[0]


def _diffs(report: Mapping[str, Any], measured: str, floor: str) -> list[float]:
    """The per-deal-set differences of ``measured`` over ``floor``, signed so that higher is
    better (a low-score game's differences are negated)."""
    entry = report.get("paired", {}).get(f"{measured}-{floor}")  # (the tournament's "A-B" key)
    if not isinstance(entry, Mapping) or not isinstance(entry.get("diffs"), list):
        raise GapError(f"no per-set differences of {measured} against {floor}")
    sign = 1.0 if report.get("higher_is_better", True) else -1.0
    values = entry["diffs"]
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        raise GapError("a per-set difference that is not a number")
    return [sign * float(v) for v in values]


def share_interval(
    level: Sequence[float], ceiling: Sequence[float], resamples: int = RESAMPLES
) -> list[float]:
    """95% percentile-bootstrap interval ``[low, high]`` of ``mean(level) / mean(ceiling)``
    over paired deal sets (``level[k]`` and ``ceiling[k]`` from the same deal), rounded to 3
    places. Resamples whose ceiling mean is not above zero (no gap to share) are left out.

    Raises:
        ValueError: the sequences differ in length or have fewer than 2 sets.
    """
    if len(level) != len(ceiling) or len(level) < 2:
        raise ValueError("need two equally long lists of at least 2 deal sets")
    rng = random.Random(_BOOTSTRAP_SEED)
    n = len(level)
    ratios = []
    for _ in range(resamples):
        picks = [rng.randrange(n) for _ in range(n)]
        gap = sum(ceiling[i] for i in picks)
        if gap > 0:
            ratios.append(sum(level[i] for i in picks) / gap)
    if not ratios:
        return [0.0, 0.0]
    ratios.sort()
    low = ratios[int(0.025 * (len(ratios) - 1))]
    high = ratios[int(0.975 * (len(ratios) - 1))]
    return [round(low, 3), round(high, 3)]


def gap_share(
    level_report: Mapping[str, Any], ceiling_report: Mapping[str, Any], floor: str = "baseline"
) -> dict[str, Any]:
    """The measured level's share of the floor-to-ceiling gap (see the module doc).

    Returns:
        ``{"game", "seed", "options", "deals", "floor", "level", "ceiling", "level_diff",
        "level_ci95", "ceiling_diff", "ceiling_ci95", "share", "share_ci95"}``; the
        differences are in the game's points per seat-game, signed so that higher is better.

    Raises:
        GapError: the reports cannot be paired.
    """
    for key in ("game", "seed", "options", "games", "rounds"):
        if level_report.get(key) != ceiling_report.get(key):
            raise GapError(f"the two runs differ in {key}")
    level, ceiling = _measured_level(level_report, floor), _measured_level(ceiling_report, floor)
    swap = {level: ceiling}
    if [swap.get(s, s) for s in level_report["seats"]] != ceiling_report["seats"]:
        raise GapError("the seat lists differ in more than the measured level")
    h, c = _diffs(level_report, level, floor), _diffs(ceiling_report, ceiling, floor)
    if len(h) != len(c) or len(h) < 2:
        raise GapError("need the same number (2 or more) of complete deal sets in both runs")
    gap = fmean(c)
    return {
        "game": level_report["game"],
        "seed": level_report["seed"],
        "options": level_report["options"],
        "deals": len(h),
        "floor": floor,
        "level": level,
        "ceiling": ceiling,
        "level_diff": round(fmean(h), 3),
        "level_ci95": ci95(h),
        "ceiling_diff": round(gap, 3),
        "ceiling_ci95": ci95(c),
        "share": round(fmean(h) / gap, 3) if gap > 0 else None,
        "share_ci95": share_interval(h, c),
    }


def _load(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GapError(f"{path.name}: not a tournament report ({type(exc).__name__})") from None
    if not isinstance(data, dict):
        raise GapError(f"{path.name}: not a tournament report")
    return data


def main(argv: Sequence[str] | None = None) -> int:
    """Print :func:`gap_share` of two tournament reports as one JSON line; exit 2 with one
    line on stderr if they cannot be paired."""
    parser = argparse.ArgumentParser(prog="python -m rules.ai.gap", description=__doc__.split("\n\n")[0])
    parser.add_argument("level", type=Path, help="tournament report with the measured level")
    parser.add_argument("ceiling", type=Path, help="the same tournament with the ceiling level")
    parser.add_argument("--floor", default="baseline")
    args = parser.parse_args(argv)
    try:
        result = gap_share(_load(args.level), _load(args.ceiling), args.floor)
    except GapError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
