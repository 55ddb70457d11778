"""Find a lesson's fixed deal: try the deals of many seeds and keep the one whose hand shows
the game's key rules most surely, however the learner plays.

Each candidate deal (the seed's own deal, with the first seat to act set to the lesson's) is
played to the end of its first hand or round several ways: the learner (seat 0) by the
baseline, by random moves and by always the first or the last legal move, the others by the
``--level`` bots. A deal's score is the share of the key rules shown, averaged over those
plays, then the fewest rules shown in any one of them; ties go to the shorter hand. Prints one
JSON line per improvement and, last, the best deal's text (to paste into the game's
``rules/games/<game>/lesson.py``).

    python build_scripts/find_lesson_deals.py coins --players 3 --first 2 --seeds 200
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.ai.lessons import LEARNERS, play_first_hand  # noqa: E402
from rules.games import get_game, new_game  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--first", type=int, required=True, help="the deal's first field (dealer, leader)")
    parser.add_argument("--seeds", type=int, default=100)
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--level", default="baseline")
    args = parser.parse_args(argv)
    plan = get_game(args.game).lesson
    best = None
    for seed in range(args.start, args.start + args.seeds):
        state = new_game(args.game, args.players, dict(plan.options), seed)
        words = str(state.chance_action()).split()
        deal = " ".join([words[0], str(args.first), *words[2:]])
        shown, lengths = [], []
        for learner in LEARNERS:
            events, decisions = play_first_hand(args.game, args.players, deal, seed, learner, args.level)
            shown.append(len(plan.seen(events, 0)))
            lengths.append(decisions)
        key = (sum(shown) / len(shown), min(shown), -max(lengths))
        if best is None or key > best[0]:
            best = (key, seed, deal)
            print(json.dumps({"seed": seed, "mean_shown": key[0], "min_shown": key[1], "decisions": lengths}))
    print(best[2])


if __name__ == "__main__":
    main()
