"""The rules command line (DESIGN.md "Command-line contract").

``python -m rules simulate GAME [--players N] [--option KEY=VALUE ...] --games K --seed S``
plays K whole games at random and prints one JSON line of throughput figures;
``python -m rules replay FILE`` replays a save or record file and prints one JSON line of
its result; ``python -m rules soak --games K --seed S [--game GAME]`` plays K games of every
game, player count and option with the invariants checked (see :mod:`rules.soak`);
``python -m rules tournament GAME --seats LEVEL,... --games K --seed S`` plays
bots against each other (see :mod:`rules.ai.tournament`). Bad arguments, bad options and bad
files print one line on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rules.core.arguments import MAX_GAMES, MAX_PLAYERS, MAX_ROUNDS, count_argument, seed_argument
from rules.core.record import RecordError, read_record
from rules.core.state import CHANCE
from rules.core.variants import ConfigError
from rules.games import new_game, replay

EXIT_USAGE = 2


class UsageError(Exception):
    """A bad command line or input file; the message is the one line shown on stderr."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports an error as :class:`UsageError` instead of exiting."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    """``["KEY=VALUE", ...]`` -> ``{KEY: VALUE}`` (values are checked by the variant).

    Raises:
        UsageError: for an item without ``=``.
    """
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option wants KEY=VALUE, not {pair!r}")
        options[key.strip()] = value.strip()
    return options


def simulate(
    game: str, players: int | None, options: dict[str, Any], games: int, seed: int
) -> dict[str, Any]:
    """Play ``games`` whole games with uniformly random legal actions.

    One ``random.Random(seed)`` draws each game's state seed and every choice; chance
    actions come from ``state.chance_action()``. A round is one deal (an action of kind
    ``deal``).

    Returns:
        The contract's JSON fields: game, players, options (resolved), games, rounds,
        seconds, games_per_second, rounds_per_second.

    Raises:
        ConfigError: unknown game, player count or option.
    """
    rng = random.Random(seed)
    first = new_game(game, players, options, 0)
    rounds = 0
    start = time.perf_counter()
    for _ in range(games):
        state = new_game(game, first.num_players, first.options, rng.getrandbits(32))
        uniform = rng.random
        apply, legal_actions, chance_action = state.apply, state.legal_actions, state.chance_action
        while True:
            player = state.current_player
            if player >= 0:
                legal = legal_actions()
                apply(legal[int(uniform() * len(legal))])
            elif player == CHANCE:
                apply(chance_action())
            else:
                break
        rounds += sum(1 for a in state.history if a.kind == "deal")
    seconds = time.perf_counter() - start
    return {
        "game": game,
        "players": first.num_players,
        "options": first.options,
        "games": games,
        "rounds": rounds,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 1) if seconds else None,
        "rounds_per_second": round(rounds / seconds, 1) if seconds else None,
    }


def replay_file(path: Path) -> dict[str, Any]:
    """Replay the save or record at ``path``.

    Returns:
        game, players, options, seed, winners (seats), scores (per seat), actions (count).

    Raises:
        UsageError: for any file that is not a valid, replayable save or record.
    """
    try:
        record = read_record(path)
        state = replay(record)
    except (RecordError, ConfigError) as exc:
        raise UsageError(f"{path}: {exc}") from None
    except ValueError as exc:  # IllegalAction included
        raise UsageError(f"{path}: the record holds an action that does not apply: {exc}") from None
    return {
        "game": record.game,
        "players": state.num_players,
        "options": state.options,
        "seed": record.seed,
        "winners": state.winners(),
        "scores": state.scores(),
        "actions": len(record.actions),
    }


def build_parser() -> argparse.ArgumentParser:
    """The ``python -m rules`` parser with one sub-command per contract command."""
    parser = _Parser(prog="python -m rules", description="Card Table rules engines without graphics.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    sim = commands.add_parser("simulate", help="random play of whole games; prints one JSON line")
    sim.add_argument("game")
    sim.add_argument("--players", type=count_argument(MAX_PLAYERS))
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--games", type=count_argument(MAX_GAMES), required=True)
    sim.add_argument("--seed", type=seed_argument, required=True)

    rep = commands.add_parser("replay", help="replay a save or record file; prints one JSON line")
    rep.add_argument("file", type=Path)

    soak = commands.add_parser(
        "soak", help="random whole games of every game, player count and option, invariants checked"
    )
    soak.add_argument("--games", type=count_argument(MAX_GAMES), required=True)
    soak.add_argument("--seed", type=seed_argument, required=True)
    soak.add_argument("--game", default=None, help="only this game")

    tour = commands.add_parser("tournament", help="bots against each other, seats rotated; one JSON line")
    tour.add_argument("game")
    tour.add_argument(
        "--seats", required=True, help="one bot level per seat, e.g. baseline,random,baseline,random"
    )
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    tour.add_argument("--games", type=count_argument(MAX_GAMES), required=True)
    tour.add_argument("--seed", type=seed_argument, required=True)
    tour.add_argument(
        "--rounds", type=count_argument(MAX_ROUNDS), help="play only each game's first N rounds (hands)"
    )
    return parser


def _run(args: argparse.Namespace) -> dict[str, Any]:
    if args.command == "simulate":
        return simulate(args.game, args.players, _parse_options(args.option), args.games, args.seed)
    if args.command == "soak":
        from rules.soak import soak

        try:
            return soak(args.games, args.seed, args.game)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    if args.command == "tournament":
        from rules.ai.tournament import tournament

        try:
            result = tournament(
                args.game,
                args.seats.split(","),
                args.games,
                args.seed,
                _parse_options(args.option),
                args.rounds,
            )
        except ConfigError:
            raise
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        turns, sets = result["rotations"], result["deals"]
        if args.games % turns or sets < 2:  # the JSON line stays the contract's; the hint goes aside
            print(
                f"note: {args.games} games make {sets} complete deal set(s) of {turns} rotations; "
                f"the paired intervals need 2 or more (e.g. --games {2 * turns} or {3 * turns})",
                file=sys.stderr,
            )
        return result
    return replay_file(args.file)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0, or 2 after one line on stderr)."""
    try:
        result = _run(build_parser().parse_args(argv))
    except (UsageError, ConfigError) as exc:
        print(str(exc).splitlines()[0] if str(exc) else "bad arguments", file=sys.stderr)
        return EXIT_USAGE
    print(json.dumps(result))
    return 0
