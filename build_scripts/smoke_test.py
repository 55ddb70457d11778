"""Play the built or installed app once per game, headless: ``python build_scripts/smoke_test.py
[PROGRAM]``.

PROGRAM defaults to this machine's one-folder build (``dist/cardtable/cardtable``; on Windows
``dist/cardtable/Card Table.exe``; on macOS the program inside ``dist/Card Table.app``). It
runs ``PROGRAM --version`` (it must name the version of ``pyproject.toml``) and then
``PROGRAM --demo GAME --headless --seed 1`` for every game, from an empty folder, with fresh
data and config folders, and checks that each exits 0 and prints the demo's JSON line for
that game with a winner. The release workflow runs it on each system's build and on the
installed package.

Prints one line per run (``ok coins: 92 actions, startup 274 ms``) and exits 0, or 1 after
the first failure (with the program's stderr).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from build_app import executable
from project_info import APP_NAME, COMMAND, version

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 300
"""Seconds one demo may take (a hosted runner can be slow)."""


def default_program() -> Path:
    """The program a player starts from this machine's one-folder build in ``dist/``."""
    if sys.platform == "darwin":
        return ROOT / "dist" / f"{APP_NAME}.app" / "Contents" / "MacOS" / COMMAND
    return executable(ROOT / "dist", onefile=False)


def games() -> list[str]:
    """Every game's name, from the registry (the project is installed for the build)."""
    from rules.games import GAMES

    return list(GAMES)


def run(program: Path, args: list[str], home: Path) -> subprocess.CompletedProcess:
    """``program args`` in ``home``, its data and config folders fresh inside it; output captured."""
    env = dict(os.environ, CARDTABLE_DATA_DIR=str(home / "data"), CARDTABLE_CONFIG_DIR=str(home / "config"))
    return subprocess.run(
        [str(program), *args], cwd=home, env=env, capture_output=True, text=True, timeout=TIMEOUT
    )


def check(program: Path) -> str | None:
    """Run the checks (see the module docstring) up to the first failure; what failed, or
    None when all pass. Prints one line per passing run."""
    with tempfile.TemporaryDirectory(prefix="cardtable-smoke-") as folder:
        home = Path(folder)
        done = run(program, ["--version"], home)
        expected = f"{APP_NAME} {version()}"
        if done.returncode != 0 or done.stdout.strip() != expected:
            said = done.stdout.strip()[:200]
            return f"--version printed {said!r} (status {done.returncode}), not {expected!r}\n{done.stderr}"
        print(f"ok --version: {expected}")
        for game in games():
            done = run(program, ["--demo", game, "--headless", "--seed", "1"], home)
            lines = done.stdout.strip().splitlines()
            try:
                line = json.loads(lines[-1]) if done.returncode == 0 and lines else {}
            except json.JSONDecodeError:
                line = {}
            if line.get("game") != game or not line.get("winners"):
                return [
                    f"{game}: status {done.returncode}, output {done.stdout[-500:]!r}\n{done.stderr[-3000:]}"
                ]
            print(f"ok {game}: {line['actions']} actions, startup {line['startup_ms']:.0f} ms")
    return None


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module docstring)."""
    parser = argparse.ArgumentParser(description="Play every game's headless demo with the built app.")
    parser.add_argument(
        "program", nargs="?", type=Path, default=None, help="the program (default: the build)"
    )
    args = parser.parse_args(argv)
    program = args.program or default_program()
    problem = check(program)
    if problem:
        print(f"FAILED {program}: {problem}", file=sys.stderr)
    return 1 if problem else 0


if __name__ == "__main__":
    sys.exit(main())
