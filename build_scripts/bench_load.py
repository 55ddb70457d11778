"""Benchmark the Load screen with many saves: how long it takes to open and to scroll, and
how much memory it adds. Prints one JSON line.

    python build_scripts/bench_load.py [--saves 1000] [--size 1280x720]

The saves are real games (Coins, a few moves in) written to a temporary data folder; the
app runs headless. ``title_ms`` is the title's first frame, which lists the saves for the
first time (every file read); ``open_ms_first`` and ``open_ms_again`` are from opening the
Load screen to its first drawn frame; ``page_down_ms`` is one page of scrolling and its
frame; ``extra_rss_mb`` is the resident memory the Load screen adds over the title.

``--name-length N`` gives every player of every save a name of N characters in the save's
summary (as a damaged or hand-edited file may hold), and adds ``frame_ms``: the mean time of a
whole Load screen frame (every row in view redrawn) over 20 frames.

    python build_scripts/bench_load.py --saves 10 --name-length 10000
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


@contextmanager
def temporary_user_dirs() -> Iterator[None]:
    """The app's data and config folders in a temporary folder for the block (the user's are
    untouched), and the repository importable."""
    sys.path.insert(0, str(REPO))
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    with tempfile.TemporaryDirectory() as folder:
        os.environ["CARDTABLE_DATA_DIR"] = str(Path(folder) / "data")
        os.environ["CARDTABLE_CONFIG_DIR"] = str(Path(folder) / "config")
        yield


def rss_mb() -> float:
    """This process's resident memory in MB (Linux /proc; 0 elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def write_saves(count: int) -> None:
    """``count`` Coins saves, each a different seed a few moves in."""
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat("You", "human"), Seat("West", "ai", "baseline"), Seat("East", "ai", "baseline")]
    for seed in range(1, count + 1):
        session = Session.new("coins", seats, seed=seed)
        for _ in range(seed % 7 + 1):
            if session.is_terminal:
                break
            if session.current_player < 0:
                session.advance_chance()
            else:
                session.apply(session.legal_actions()[0])
        session.autosave()
        session.close()


def lengthen_names(length: int) -> None:
    """Give every player in every save's summary a name of ``length`` characters."""
    from saves.paths import saves_dir

    for path in saves_dir().glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["summary"]["players"] = [(name * length)[:length] for name in data["summary"]["players"]]
        path.write_text(json.dumps(data), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=1000)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--name-length", type=int, default=0, help="players' names this long in the saves")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    with temporary_user_dirs():
        write_saves(args.saves)
        if args.name_length:
            lengthen_names(args.name_length)
        from game.app import App
        from game.bot_worker import BotWorker

        app = App(size=(width, height), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
        figures = {"saves": args.saves, "size": args.size, "name_length": args.name_length}
        start = time.perf_counter()
        app.show("title")
        app.step()
        figures["title_ms"] = round((time.perf_counter() - start) * 1000, 1)
        before = rss_mb()
        for label in ("first", "again"):
            start = time.perf_counter()
            load = app.open("load")
            app.step()
            figures[f"open_ms_{label}"] = round((time.perf_counter() - start) * 1000, 1)
            figures["listed"] = len(load.saves) + len(load.bad)
            if label == "first":
                start = time.perf_counter()
                for _ in range(20):
                    load.list.scroll_by(load.list.visible)
                    app.step()
                figures["page_down_ms"] = round((time.perf_counter() - start) * 1000 / 20, 2)
                figures["extra_rss_mb"] = round(rss_mb() - before, 1)
                start = time.perf_counter()
                for _ in range(20):
                    load.dirty = True
                    app.step()
                figures["frame_ms"] = round((time.perf_counter() - start) * 1000 / 20, 2)
            app.pop()
            app.step()
        app.close()
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
