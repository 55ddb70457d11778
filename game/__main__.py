"""Command line of the app: ``cardtable`` / ``python -m game`` (see DESIGN.md, command-line contract).

``python -m game`` opens the table window at the title screen.
``python -m game --demo GAME [--players N] [--option KEY=VALUE ...] [--seed S] [--headless]
[--size WxH] [--seats LEVEL,LEVEL,...] [--while-thinking]`` plays a whole game with AI in
every seat through the real scene loop and prints one JSON line; ``--while-thinking`` adds
the frames drawn while a bot decision was pending (``"while_thinking"``, see
:meth:`game.frame_stats.FrameStats.while_thinking`), the benchmark of a window that never stalls.
``python -m game --version`` prints ``Card Table 0.1.0`` (:func:`game.version.app_version`).
Nothing runs at import.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App

MAX_SIZE = 16384
"""The widest or tallest window ``--size`` accepts, in pixels."""


class UsageError(Exception):
    """A bad command line; the message is the one line shown on stderr (exit status 2)."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports an error as :class:`UsageError` instead of printing usage."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _size(text: str) -> tuple[int, int]:
    from game.window import MIN_SIZE

    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (MIN_SIZE[0] <= width <= MAX_SIZE and MIN_SIZE[1] <= height <= MAX_SIZE):
        raise argparse.ArgumentTypeError(
            f"size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE}x{MAX_SIZE}, not {text!r}"
        )
    return width, height


def _game(text: str) -> str:
    if not text.strip():
        raise argparse.ArgumentTypeError("--demo needs a game name, e.g. --demo bid_whist")
    return text.strip()


def _option(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"option must look like KEY=VALUE, not {text!r}")
    return key.strip(), value.strip()


def _sizes_joined(argv: list[str]) -> list[str]:
    """``argv`` with a ``--size`` value that starts with "-" joined to its flag (``--size
    -5x100`` as ``--size=-5x100``), so the size's own check words the error (argparse took the
    value for an option and said only "expected one argument")."""
    out: list[str] = []
    for arg in argv:
        if out and out[-1] == "--size" and arg.startswith("-"):
            out[-1] = f"--size={arg}"
        else:
            out.append(arg)
    return out


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Parse the command line (see the module docstring).

    Raises:
        UsageError: a bad argument, with its one line of explanation.
    """
    from rules.core.arguments import seed_argument

    parser = _Parser(prog="cardtable", description="Card Table: five card games at one table.")
    parser.add_argument(
        "--demo",
        type=_game,
        metavar="GAME",
        help="play a whole game with AI in every seat, print a JSON line",
    )
    parser.add_argument("--players", type=int, help="number of players (demo)")
    parser.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (demo); may be repeated",
    )
    parser.add_argument("--seed", type=seed_argument, default=None, help="deal seed (demo; 1 by default)")
    parser.add_argument("--headless", action="store_true", help="no window: SDL's dummy video and audio")
    parser.add_argument("--size", type=_size, default=None, help="window size, e.g. 1920x1080")
    parser.add_argument(
        "--seats",
        default=None,
        help="bot level per seat (demo; baseline in every seat by default), e.g. hard,normal,easy,random",
    )
    parser.add_argument(
        "--while-thinking",
        action="store_true",
        help="(demo) also report the frames drawn while a bot decision was pending",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    args = parser.parse_args(_sizes_joined(sys.argv[1:] if argv is None else argv))
    if not args.demo:
        given = [
            flag
            for flag, value in (
                ("--players", args.players),
                ("--option", args.option),
                ("--seed", args.seed),
                ("--seats", args.seats),
                ("--while-thinking", args.while_thinking),
            )
            if value not in (None, [], False)
        ]
        if given:
            raise UsageError(f"cardtable: {given[0]} goes with --demo GAME, e.g. --demo coins {given[0]} ...")
    if args.seed is None:
        args.seed = 1
    return args


def main(argv: list[str] | None = None) -> int:
    """Start the app (or a demo run); returns the process exit code."""
    multiprocessing.freeze_support()
    started = time.perf_counter()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout carries only the demo's JSON
    # The window's class on X11 and Wayland, whatever the program file is called; pygame
    # names it after sys.argv[0] when it is imported, unless these are set first.
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "cardtable")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "cardtable")
    try:
        args = parse_args(argv)
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.version:
        from game.version import app_version

        print(f"Card Table {app_version()}")
        return 0
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.window import NoScreen

    try:
        if args.demo:
            return run_demo(args, started)
        open_app(args.size, args.headless, started).run()
    except NoScreen as exc:  # (said in one line: the app drew off screen, unseen)
        print(exc, file=sys.stderr)
        return 1
    return 0


def open_app(size: tuple[int, int] | None, headless: bool, started: float) -> App:
    """The app at its title, with a message over it when the settings file could not be
    used (``App.notices``)."""
    from game.app import App

    app = App(size=size, headless=headless, started=started)
    app.show("title")
    if app.notices:
        app.open("message", "About your settings", "\n\n".join(app.notices))  # (all, or some, not used)
    return app


def run_demo(args: argparse.Namespace, started: float) -> int:
    """Play one all-AI game through the real scene loop and print the DESIGN.md JSON line."""
    from game.presenters import has_presenter
    from rules.core.record import Seat
    from rules.core.variants import ConfigError
    from rules.games import get_game

    try:
        variant = get_game(args.demo).variant()
        if not has_presenter(args.demo):
            raise ConfigError(f"{variant.title} cannot be shown at the table yet")
        players = variant.check_players(variant.default_players if args.players is None else args.players)
        options = variant.resolve(dict(args.option))
    except ConfigError as exc:
        print(f"cardtable: {exc}", file=sys.stderr)
        return 2
    levels = args.seats.split(",") if args.seats is not None else ["baseline"] * players
    if len(levels) != players:
        print(f"cardtable: --seats needs {players} levels, got {len(levels)}", file=sys.stderr)
        return 2
    from rules.ai.bots import LEVEL_ORDER

    unknown = [level for level in levels if level not in LEVEL_ORDER]
    if unknown:
        known = ", ".join(LEVEL_ORDER)
        print(f"cardtable: unknown bot level {unknown[0]!r}; levels are {known}", file=sys.stderr)
        return 2

    from game.app import App
    from game.bot_worker import BotWorker
    from game.presenters.phrases import seat_names
    from game.session import Session

    names = seat_names(players)
    seats = [Seat(names[i], "ai", levels[i]) for i in range(players)]
    # Headless demos advance virtual time by one 60 Hz frame per loop, as fast as the
    # machine draws; a visible demo runs in real time so it can be watched.
    app = App(
        size=args.size or (1280, 720),
        headless=args.headless,
        fixed_dt=1 / 60 if args.headless else None,
        bots=BotWorker(timed=False),  # the fixed budgets: a demo is a replay of its seed
        started=started,
    )
    app.demo = {"seed": args.seed}
    session = Session.new(args.demo, seats, options, seed=args.seed)  # it autosaves, like any game
    app.show("table", session)
    app.run()
    state = session.state
    if not state.is_terminal:
        print("cardtable: the demo window was closed before the game ended", file=sys.stderr)
        return 1
    line = {
        "game": args.demo,
        "players": players,
        "options": options,
        "seed": args.seed,
        "winners": state.winners(),
        "scores": state.scores(),
        "actions": len(state.history),
        "frame_ms": app.stats.summary(),
        "startup_ms": app.stats.startup_ms,
    }
    if args.while_thinking:
        line["while_thinking"] = app.stats.while_thinking()
    print(json.dumps(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
