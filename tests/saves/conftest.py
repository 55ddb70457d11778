"""Fixtures for the saves tests (the data and config dirs come from tests/conftest.py ``user_dirs``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.record import GameRecord, Seat
from rules.games import new_game

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture
def fixtures() -> Path:
    """The folder of committed fixture files."""
    return FIXTURES


@pytest.fixture
def record() -> GameRecord:
    """A short Bid Whist record with a non-ASCII name (two-byte UTF-8): the deal and four bids
    that replay (a save is replayed when it is read)."""
    options = {"minimum_bid": 3, "jokers": 2}
    state = new_game("bid_whist", 4, options, 42)
    state.apply(state.chance_action())
    for bid in ("pass", "bid 4 uptown", "pass", "pass"):
        state.apply(bid)
    return GameRecord(
        game="bid_whist",
        options=options,
        seats=[Seat("Zoë", "human"), Seat("West"), Seat("North", "ai", "normal"), Seat("East")],
        seed=42,
        actions=[str(a) for a in state.history],
        app_version="0.1.0",
    )


@pytest.fixture
def summary():
    """``summary(status=..., finished=...)``: a summary dict as the table writes it."""

    def make(status: str = "Hand 1, South to play", finished: bool = False) -> dict:
        return {
            "title": "Bid Whist",
            "players": ["Zoë", "West", "North", "East"],
            "scores": [2, -1],
            "status": status,
            "finished": finished,
        }

    return make
