"""Two copies of Card Table on one data folder, each finishing games at the same moment: are
the statistics and the saves of both all there? Prints one JSON line.

    python build_scripts/bench_two_instances.py [--games 60]

Two processes start together (a shared start time) and each plays ``--games`` whole games of
Coins through :class:`game.session.Session` (the app's own path: autosave after every move, the
statistics counted when a game ends), with the same seeds and seat names, so their saves are
started in the same seconds. ``played`` is the statistics' count of games for the human seat
(``2 * games`` when nothing was lost), ``counted`` the games the statistics name, ``saves`` the
readable save files and ``unreadable`` the others.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
NAME = "Ann"


def play(games: int, start_at: float) -> None:
    """Wait for ``start_at`` (``time.time()``), then finish ``games`` games of Coins."""
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat(NAME, "human"), Seat("West", "ai", "baseline"), Seat("East", "ai", "baseline")]
    time.sleep(max(0.0, start_at - time.time()))
    for seed in range(1, games + 1):
        session = Session.new("coins", seats, seed=seed)
        while not session.is_terminal:
            if session.current_player < 0:
                session.advance_chance()
            else:
                session.apply(session.legal_actions()[0])
        session.close()
        if session.stats_note or session.autosave_error:
            print(session.stats_note or session.autosave_error, file=sys.stderr)


def run(games: int, folder: Path) -> dict:
    """Start two players on the data folder ``folder`` and count what they left."""
    env = {
        **os.environ,
        "CARDTABLE_DATA_DIR": str(folder / "data"),
        "CARDTABLE_CONFIG_DIR": str(folder / "config"),
    }
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH", "")]))
    start_at = time.time() + 3.0  # both have imported everything by then
    command = [sys.executable, __file__, "--play", str(games), "--start-at", str(start_at)]
    began = time.perf_counter()
    players = [subprocess.Popen(command, env=env, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    errors = [p.communicate()[1] for p in players]
    seconds = time.perf_counter() - began - max(0.0, start_at - time.time())
    os.environ.update(
        CARDTABLE_DATA_DIR=env["CARDTABLE_DATA_DIR"], CARDTABLE_CONFIG_DIR=env["CARDTABLE_CONFIG_DIR"]
    )
    from saves import list_saves
    from saves.stats import load_stats

    stats = load_stats()
    readable, unreadable = list_saves()
    return {
        "games_each": games,
        "played": stats["games"].get("coins", {}).get(NAME, {}).get("played", 0),
        "counted": len(stats["counted"]),
        "saves": len(readable),
        "unreadable": len(unreadable),
        "exit_codes": [p.returncode for p in players],
        "messages": sorted({line for text in errors for line in text.splitlines() if line})[:5],
        "seconds": round(seconds, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--play", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play is not None:
        play(args.play, args.start_at)
        return 0
    with tempfile.TemporaryDirectory() as folder:
        print(json.dumps(run(args.games, Path(folder))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
