"""Search speed: ``python -m rules.ai.bench GAME [--players N] [--level LEVEL] [--positions P]
[--seed S] [--timed]`` prints one JSON line (a benchmark: it prints figures, nothing asserts on
time). ``--timed`` thinks against the clock as the app's bot worker does
(:data:`rules.ai.bots.THINKING_SECONDS`, the level's budget the cap): its decision times are
what a player waits, and ``iterations_run`` (the mean per decision) shows what the clock left.

It plays one random game, stops at ``P`` positions spread over it where a seat is to act
(every kind of decision the game has), and
times the level's search from that seat's view at each: ``{"game", "players", "level",
"iterations", "seconds", "positions", "iterations_run", "iterations_per_second",
"iterations_per_cpu_second",
"decision_ms": {"p50", "p95", "max"}}``. Iterations per second are by the wall clock (what a
player waits) and by this process's processor time (what another job on the machine changes
little: the figure to compare two versions by).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Sequence

from rules.ai.bots import make_bot
from rules.ai.evaluate import default_players, percentile
from rules.core.arguments import MAX_PLAYERS, MAX_POSITIONS, OneLineParser, count_argument, seed_argument
from rules.core.state import CHANCE, GameState
from rules.games import new_game


def positions(game: str, players: int, count: int, seed: int) -> list[GameState]:
    """Up to ``count`` positions (copies) of random games of ``game`` where a seat is to act
    with more than one legal action, about evenly spread over each game."""
    rng = random.Random(seed)
    found: list[GameState] = []
    while len(found) < count:
        state = new_game(game, players, None, rng.getrandbits(32))
        while not state.is_terminal and len(found) < count:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            legal = state.legal_actions()
            if len(legal) > 1 and rng.random() < 0.1:
                found.append(state.clone())
            state.apply(rng.choice(legal))
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Time the search at random positions and print one JSON line (see the module doc)."""
    parser = OneLineParser(prog="python -m rules.ai.bench", description="search speed")
    parser.add_argument("game")
    parser.add_argument("--players", type=count_argument(MAX_PLAYERS))
    parser.add_argument("--level", default="hard")
    parser.add_argument("--positions", type=count_argument(MAX_POSITIONS), default=20)
    parser.add_argument("--seed", type=seed_argument, default=1)
    parser.add_argument(
        "--timed", action="store_true", help="think against the clock, as the app does (THINKING_SECONDS)"
    )
    args = parser.parse_args(argv)
    try:
        players = args.players or default_players(args.game)
        bot = make_bot(args.game, args.level, timed=args.timed)
        found = positions(args.game, players, args.positions, args.seed)
    except ValueError as exc:  # an unknown game or level, a bad player count (a ConfigError)
        parser.error(str(exc))
    iterations = getattr(bot, "iterations", None)
    if iterations is None or args.level == "omniscient":  # it needs the true state, not a view
        parser.error(f"level {args.level!r} cannot be timed here: give easy, normal or hard")
    rng = random.Random(args.seed)
    times: list[float] = []
    cpu, ran = 0.0, 0
    for state in found:
        seat = state.current_player
        started, started_cpu = time.perf_counter(), time.process_time()
        bot.choose(state.view(seat), state.legal_actions(), rng)
        times.append((time.perf_counter() - started) * 1000.0)
        cpu += time.process_time() - started_cpu
        ran += bot.searched
    print(
        json.dumps(
            {
                "game": args.game,
                "players": players,
                "level": args.level,
                "iterations": iterations,
                "seconds": getattr(bot, "seconds", None),
                "positions": len(times),
                "iterations_run": round(ran / len(times)),
                "iterations_per_second": round(ran / (sum(times) / 1000.0)),
                "iterations_per_cpu_second": round(ran / max(cpu, 1e-9)),
                "decision_ms": {
                    "p50": round(percentile(times, 0.5), 1),
                    "p95": round(percentile(times, 0.95), 1),
                    "max": round(max(times), 1),
                },
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
