"""Bid Whist contracts by level: ``python -m rules.games.bid_whist.ai.contracts LEVEL OTHER --games K
--seed S`` prints one JSON line (issue 9: "hard partners bid their hands": the average contract and the
made rate of each level's side). ``python -m rules tournament bid_whist`` reports the same
figures (:func:`contract_figures`) under ``"contracts"``.

``LEVEL`` holds seats 0 and 2 in even games and 1 and 3 in odd ones, ``OTHER`` the other
side. For each level: ``{"contracts", "mean_bid", "made_rate", "books_over_bid"}`` over the
hands its side won the bidding (``books_over_bid``: the mean of books taken minus books
needed, the discard included; positive means underbid).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Sequence
from statistics import fmean
from typing import Any

from rules.ai.evaluate import play_game
from rules.core.events import Event
from rules.games.bid_whist.parts import HandScored

Contract = tuple[int, bool, int]
"""One contract: ``(bid, made, books taken minus books needed)``."""


def contract_rows(levels: Sequence[str], events: Iterable[Event], rows: dict[str, list[Contract]]) -> None:
    """Append to ``rows[level]`` each contract in ``events`` (one Bid Whist game's) won by a
    seat of ``level`` (``levels[seat]``)."""
    for event in events:
        if isinstance(event, HandScored):
            books = event.books[event.bidder % 2]
            rows.setdefault(levels[event.bidder], []).append((event.bid, event.made, books - event.needed))


def contract_figures(rows: Sequence[Contract]) -> dict[str, Any]:
    """``{"contracts", "mean_bid", "made_rate", "books_over_bid"}`` of ``rows`` (``None`` for
    the means when there are no contracts)."""
    return {
        "contracts": len(rows),
        "mean_bid": round(fmean(n for n, _, _ in rows), 2) if rows else None,
        "made_rate": round(fmean(m for _, m, _ in rows), 3) if rows else None,
        "books_over_bid": round(fmean(o for _, _, o in rows), 2) if rows else None,
    }


def contracts(level: str, other: str, games: int, seed: int) -> dict[str, Any]:
    """Play ``games`` games of Bid Whist, ``level`` against ``other``, and sum up the contracts.

    Raises:
        ValueError: an unknown level.
    """
    rows: dict[str, list[Contract]] = {level: [], other: []}
    for i in range(games):
        levels = [level, other, level, other] if i % 2 == 0 else [other, level, other, level]
        events: list[Event] = []
        play_game(levels, seed + i, None, None, "bid_whist", events=events)
        contract_rows(levels, events, rows)
    return {lv: contract_figures(r) for lv, r in rows.items()}


def main(argv: Sequence[str] | None = None) -> int:
    """Print the contracts of ``LEVEL`` and ``OTHER`` as one JSON line (see the module doc)."""
    parser = argparse.ArgumentParser(prog="python -m rules.games.bid_whist.ai.contracts")
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
