"""Bid Whist contracts by level, Bid Whist's figures in ``python -m rules tournament bid_whist``
(issue 9: "hard partners bid their hands": the average contract and the made rate of each
level's side), under ``"contracts"``.

For each level: ``{"contracts", "mean_bid", "made_rate", "books_over_bid"}`` over the hands
its side won the bidding (``books_over_bid``: the mean of books taken minus books needed, the
discard included; positive means underbid).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from statistics import fmean
from typing import Any

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


class ContractTally:
    """The contracts won by each level's seats over a tournament (Bid Whist's
    :class:`rules.ai.game_ai.Tally`: ``"contracts": {LEVEL: {"contracts", "mean_bid",
    "made_rate", "books_over_bid"}}`` in the result)."""

    name = "contracts"

    def __init__(self) -> None:
        self.rows: dict[str, list[Contract]] = {}

    def add(self, levels: Sequence[str], events: Iterable[Event]) -> None:
        """Count the contracts of one game (``levels[seat]``: each seat's level)."""
        contract_rows(levels, events, self.rows)

    def figures(self, levels: Sequence[str]) -> dict[str, Any]:
        """:func:`contract_figures` per level."""
        return {level: contract_figures(self.rows.get(level, [])) for level in levels}
