"""What writing a human's move to disk before the table shows it costs. Prints one JSON line.

    python build_scripts/bench_move_save.py [--games 10] [--folder DIR]

Plays ``--games`` games of Coins through :class:`game.session.Session` twice with the same
seeds: once saving (a human seat's move is written, fsync included, before ``apply`` returns;
the computer players' moves in the background) and once not saving. ``move_ms`` gives the
percentiles of ``Session.apply`` for the human's moves each way; ``write_ms`` those of the
write itself (the difference, move by move). The save folder is a temporary one, or
``--folder`` (to measure another disk).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def human_moves(games: int, autosave: bool) -> list[float]:
    """Milliseconds of ``Session.apply`` for each of the human seat's moves."""
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat("Ann", "human"), Seat("West", "ai", "baseline"), Seat("East", "ai", "baseline")]
    times = []
    for seed in range(1, games + 1):
        session = Session.new("coins", seats, seed=seed, autosave=autosave)
        while not session.is_terminal:
            if session.current_player < 0:
                session.advance_chance()
                continue
            human = session.current_player == 0
            action = session.legal_actions()[0]
            start = time.perf_counter()
            session.apply(action)
            if human:
                times.append((time.perf_counter() - start) * 1000)
        session.close()
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    sys.path.insert(0, str(REPO))
    from game.frame_stats import percentiles  # (the app's: p50, p95 and max)

    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        os.environ["CARDTABLE_DATA_DIR"] = str(Path(folder) / "data")
        os.environ["CARDTABLE_CONFIG_DIR"] = str(Path(folder) / "config")
        saving = human_moves(args.games, True)
        plain = human_moves(args.games, False)
    print(
        json.dumps(
            {
                "games": args.games,
                "human_moves": len(saving),
                "move_ms": {"saving": percentiles(saving), "not_saving": percentiles(plain)},
                "write_ms": percentiles([a - b for a, b in zip(saving, plain)]),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
