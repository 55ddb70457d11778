"""Bid Whist contracts by level: ``python -m rules.ai.contracts LEVEL OTHER --games K --seed S``
prints one JSON line (issue 9: "hard partners bid their hands": the average contract and the
made rate of each level's side).

``LEVEL`` holds seats 0 and 2 in even games and 1 and 3 in odd ones, ``OTHER`` the other
side. For each level: ``{"contracts", "mean_bid", "made_rate", "books_over_bid"}`` over the
hands its side won the bidding (``books_over_bid``: the mean of books taken minus books
needed, the discard included; positive means underbid).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence
from statistics import fmean
from typing import Any

from rules.ai import make_bot
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_whist import HandScored


def contracts(level: str, other: str, games: int, seed: int) -> dict[str, Any]:
    """Play ``games`` games of Bid Whist, ``level`` against ``other``, and sum up the contracts.

    Raises:
        ValueError: an unknown level.
    """
    rows: dict[str, list[tuple[int, bool, int]]] = {level: [], other: []}
    for i in range(games):
        levels = [level, other, level, other] if i % 2 == 0 else [other, level, other, level]
        bots = [make_bot("bid_whist", lv) for lv in levels]
        state = new_game("bid_whist", 4, None, seed + i)
        rng = random.Random(seed + i)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            seat = state.current_player
            bot = bots[seat]
            if getattr(bot, "omniscient", False):
                action = bot.choose_seeing(state, state.legal_actions(), rng)
            else:
                action = bot.choose(state.view(seat), state.legal_actions(), rng)
            for event in state.apply(action):
                if isinstance(event, HandScored):
                    books = event.books[event.bidder % 2]
                    rows[levels[event.bidder]].append((event.bid, event.made, books - event.needed))
    return {
        lv: {
            "contracts": len(r),
            "mean_bid": round(fmean(n for n, _, _ in r), 2) if r else None,
            "made_rate": round(fmean(m for _, m, _ in r), 3) if r else None,
            "books_over_bid": round(fmean(o for _, _, o in r), 2) if r else None,
        }
        for lv, r in rows.items()
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print the contracts of ``LEVEL`` and ``OTHER`` as one JSON line (see the module doc)."""
    parser = argparse.ArgumentParser(prog="python -m rules.ai.contracts")
    parser.add_argument("level")
    parser.add_argument("other")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    result = contracts(args.level, args.other, args.games, args.seed)
    print(json.dumps({"game": "bid_whist", "games": args.games, "levels": result}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
