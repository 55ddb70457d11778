"""A save's summary: what the Load screen shows of it without the rules (title, players,
scores, status, finished, sides, humans; see :mod:`saves.store`), checked where a file is
read, or rebuilt from the record where it is damaged."""

from __future__ import annotations

from typing import Any

from rules.core.numbers import whole
from rules.core.record import GameRecord
from rules.core.state import GameState
from rules.core.text import clean_text
from rules.games import GAMES

MAX_SEATS = 8
"""The most seats a summary lists."""
MAX_SCORE = 10**6
"""The largest size of a score in a summary (a real one is at most a few hundred)."""
TEXT_LIMITS = {"title": 80, "players": 64, "status": 200}
"""The longest text kept of each text in a summary (cleaned: :func:`rules.core.text.clean_text`)."""


def _texts(value: Any) -> bool:
    return (
        isinstance(value, (list, tuple))
        and len(value) <= MAX_SEATS
        and all(isinstance(n, str) for n in value)
    )


def check_summary(summary: Any) -> dict[str, Any]:
    """The summary as a plain JSON-able dict, its texts cleaned for drawing and cut to
    :data:`TEXT_LIMITS`; raises ValueError naming what is wrong (a missing key, a wrong type,
    a number out of range)."""
    if not isinstance(summary, dict):
        raise ValueError("the summary is not a dict")
    checks = {
        "title": lambda v: isinstance(v, str),
        "players": _texts,
        "scores": lambda v: (
            isinstance(v, (list, tuple))
            and len(v) <= MAX_SEATS
            and all(whole(n, -MAX_SCORE, MAX_SCORE) for n in v)
        ),
        "status": lambda v: isinstance(v, str),
        "finished": lambda v: isinstance(v, bool),
    }
    optional = {  # (a save of an older version has neither)
        "sides": lambda v: (
            isinstance(v, list)
            and len(v) <= MAX_SEATS
            and all(isinstance(side, list) and all(whole(n, 0, MAX_SEATS - 1) for n in side) for side in v)
        ),
        "humans": lambda v: whole(v, 0, MAX_SEATS),
    }
    for key, ok in checks.items():
        if key not in summary or not ok(summary[key]):
            raise ValueError(f"the summary's {key!r} is missing, of the wrong type or out of range")
    for key, ok in optional.items():
        if key in summary and not ok(summary[key]):
            raise ValueError(f"the summary's {key!r} is of the wrong type or out of range")
    out = {
        "title": clean_text(summary["title"], TEXT_LIMITS["title"]),
        "players": [clean_text(name, TEXT_LIMITS["players"]) or "?" for name in summary["players"]],
        "scores": list(summary["scores"]),
        "status": clean_text(summary["status"], TEXT_LIMITS["status"]),
        "finished": summary["finished"],
    }
    return out | {key: summary[key] for key in optional if key in summary}


def record_summary(record: GameRecord, state: GameState, status: str = "") -> dict[str, Any]:
    """The summary of ``record`` replayed to ``state``: its title, player names, per-seat
    scores, ``status`` (the table words it; ``""`` when it can't, and for a save whose own
    summary is damaged: the Load screen then says "In progress" or "Finished"), finished, the
    sides (seats scoring together; the first human seat's side first, as its table reads them
    with that player at the bottom) and how many seats are human."""
    humans = [i for i, seat in enumerate(record.seats) if seat.is_human]
    first_human = humans[0] if humans else None
    return {
        "title": GAMES[record.game].title,
        "players": [seat.name for seat in record.seats],
        "scores": list(state.scores()),
        "status": status,
        "finished": state.is_terminal,
        "sides": sorted(state.sides(), key=lambda side: first_human not in side),
        "humans": len(humans),
    }
