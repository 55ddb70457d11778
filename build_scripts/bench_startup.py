"""How fast the app starts: ``python build_scripts/bench_startup.py [PROGRAM ...] [--source]
[--runs N] [--size WxH]``.

For each program (default: the built ``dist/cardtable/cardtable`` and ``dist/cardtable-onefile``
that exist; ``--source`` adds ``python -m game``, the project installed with ``pip install -e``)
it measures, ``--runs`` times each (5):

- ``startup_ms``: what ``PROGRAM --demo coins --headless --seed 1`` prints, from the start of
  ``main()`` to the first frame drawn (it leaves out what happens before Python runs the app:
  for a one-file build, unpacking it);
- ``window_s``: wall time from starting ``PROGRAM --size WxH`` to its window on the screen, and
  ``title_s``: to the title's first frame in that window (the first pixel that is not black),
  on a virtual screen (Xvfb, see :mod:`xwindow`), with fresh data and config folders each run.

Prints one JSON line per program: ``{"program", "runs", "startup_ms", "window_s", "title_s"}``,
each figure as ``{"median", "min", "max"}`` (milliseconds or seconds as named). Linux only;
needs Xvfb and the build extra (python-xlib). Goal (issue 12): under 2 s to the first frame.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xwindow import AppWindow, VirtualScreen  # noqa: E402

TIMEOUT = 60
"""Seconds a run may take before the bench gives up on it."""


def _spread(values: list[float], digits: int) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), digits),
        "min": round(min(values), digits),
        "max": round(max(values), digits),
    }


def _env(home: Path, **extra: str) -> dict[str, str]:
    """The environment for one run: fresh data and config folders under ``home``."""
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(home / "data"), CARDTABLE_CONFIG_DIR=str(home / "config"))
    env.update(extra)
    return env


def demo_startup_ms(command: list[str], home: Path) -> float:
    """``startup_ms`` of one headless demo of Coins.

    Raises:
        subprocess.CalledProcessError: if the demo fails.
    """
    done = subprocess.run(
        [*command, "--demo", "coins", "--headless", "--seed", "1"],
        env=_env(home),
        cwd=home,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=True,
    )
    return float(json.loads(done.stdout.strip().splitlines()[-1])["startup_ms"])


def time_to_title(command: list[str], screen: VirtualScreen, size: str, home: Path) -> tuple[float, float]:
    """(seconds to the window, seconds to the title's first frame) of one start, then close it.

    Raises:
        TimeoutError: if the window or its first frame does not come within :data:`TIMEOUT`.
    """
    display = screen.connect()
    started = time.perf_counter()
    process = subprocess.Popen(
        [*command, "--size", size],
        env=_env(home, DISPLAY=screen.name),
        cwd=home,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        window = AppWindow.wait(display, process.pid, TIMEOUT, poll=0.002)
        shown = time.perf_counter() - started
        width = window.size[0]
        while window.pixel(width // 2, 4) == (0, 0, 0):
            if time.perf_counter() - started > TIMEOUT:
                raise TimeoutError("the title was not drawn")
            time.sleep(0.002)
        drawn = time.perf_counter() - started
        window.close()
        process.wait(timeout=TIMEOUT)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        display.close()
    return shown, drawn


def bench(command: list[str], runs: int, size: str, screen: VirtualScreen) -> dict:
    """The figures of one program (see the module docstring)."""
    startup, window, title = [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
            startup.append(demo_startup_ms(command, Path(home)))
        with tempfile.TemporaryDirectory(prefix="cardtable-bench-") as home:
            shown, drawn = time_to_title(command, screen, size, Path(home))
        window.append(shown)
        title.append(drawn)
    return {
        "program": " ".join(command),
        "runs": runs,
        "startup_ms": _spread(startup, 1),
        "window_s": _spread(window, 3),
        "title_s": _spread(title, 3),
    }


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module docstring); returns 0, or 2 with nothing to measure."""
    parser = argparse.ArgumentParser(description="Time the app's start-up (demo and title window).")
    parser.add_argument("programs", nargs="*", type=Path, help="built programs (default: those in dist/)")
    parser.add_argument("--source", action="store_true", help="also measure python -m game from this repo")
    parser.add_argument("--runs", type=int, default=5, help="runs per program and figure (default 5)")
    parser.add_argument("--size", default="1280x720", help="window size (default 1280x720)")
    args = parser.parse_args(argv)
    built = (ROOT / "dist" / "cardtable" / "cardtable", ROOT / "dist" / "cardtable-onefile")
    programs = args.programs or [p for p in built if p.is_file()]
    commands = [[str(p.resolve())] for p in programs]
    if args.source:
        commands.append([sys.executable, "-m", "game"])
    if not commands:
        print("bench_startup: nothing to measure (build the app first, or pass --source)", file=sys.stderr)
        return 2
    with VirtualScreen() as screen:
        for command in commands:
            print(json.dumps(bench(command, args.runs, args.size, screen)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
