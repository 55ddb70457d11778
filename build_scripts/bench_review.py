"""How long the review of a hand takes: ``python build_scripts/bench_review.py [GAME ...]
[--seed S] [--hands H] [--level LEVEL]``.

For each game a game is played by computer players (seat 0 at ``--level``, the others
normal) through its first ``--hands`` hands; then seat 0's decisions of each of those hands
are reviewed one after another, as the app's worker does once a hand ends (the hard level's
fixed budget, seeded). Prints one JSON line per game and hand: the decisions, the seconds to
the first verdict and for the whole hand, the marks and the summary line.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.ai.bots import make_bot  # noqa: E402
from rules.ai.decision import decision_seed  # noqa: E402
from rules.ai.evaluate import default_players  # noqa: E402
from rules.ai.review import decisions, hard_iterations, review_decision, summary  # noqa: E402
from rules.core.events import HandOver  # noqa: E402
from rules.core.record import GameRecord, Seat  # noqa: E402
from rules.core.state import CHANCE  # noqa: E402
from rules.games import GAMES, new_game  # noqa: E402


def played(game: str, seed: int, hands: int, level: str) -> GameRecord:
    """A record of ``hands`` hands of ``game`` by computer players (seat 0 at ``level``)."""
    players = default_players(game)
    state = new_game(game, players, None, seed)
    bots = [make_bot(game, level if seat == 0 else "normal") for seat in range(players)]
    rng = random.Random(seed)
    over = 0
    while not state.is_terminal and over < hands:
        if state.current_player == CHANCE:
            events = state.apply(state.chance_action())
        else:
            seat = state.current_player
            events = state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))
        over += sum(isinstance(e, HandOver) for e in events)
    seats = [Seat(f"P{i}", "ai", level) for i in range(players)]
    return GameRecord(game, dict(state.options), seats, seed, [str(a) for a in state.history], "bench")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--level", default="normal")
    args = parser.parse_args(argv)
    for game in args.games:
        record = played(game, args.seed, args.hands, args.level)
        iterations = hard_iterations(game)
        for hand in range(1, args.hands + 1):
            found = [d for d in decisions(record, [0]) if d.hand == hand]
            started = time.perf_counter()
            first, verdicts = None, []
            for d in found:
                verdicts.append(
                    review_decision(
                        game, d.view, d.legal, d.made, decision_seed(record.seed, d.index), iterations
                    )
                )
                first = first if first is not None else time.perf_counter() - started
            total = time.perf_counter() - started
            print(
                json.dumps(
                    {
                        "game": game,
                        "hand": hand,
                        "decisions": len(found),
                        "iterations": iterations,
                        "first_s": round(first or 0.0, 2),
                        "hand_s": round(total, 2),
                        "marks": dict(Counter(v.mark or "good" for v in verdicts)),
                        "losses": [round(v.loss, 2) for v in verdicts],
                        "summary": summary(verdicts),
                    }
                ),
                flush=True,
            )


if __name__ == "__main__":
    main()
