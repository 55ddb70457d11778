"""Statistics: per game and player name, games played and won, best and total score.

One JSON object in ``data_dir()/statistics.json`` (beside the ``saves`` folder)::

    {"format": "cardtable-stats", "version": 1,
     "games": {"<game>": {"<player>": {"played": 3, "won": 1, "best": 7, "total": 12}}},
     "counted": ["<key of a finished game>", ...]}

``best`` is the highest score, or the lowest in a game whose lowest total wins;
the average is ``total / played``. ``counted`` names the games already counted (their save
file's name), so a game is counted once however often it is finished or reopened. Writes are
atomic; a file that can't be used is renamed aside with a notice (as the settings are), never
a crash.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .files import MISSING, atomic_write_text, read_json, rename_aside
from .paths import data_dir

STATS_FILE = "statistics.json"
FORMAT = "cardtable-stats"
VERSION = 1
MAX_STATS_BYTES = 4 * 1024 * 1024
"""The largest statistics file read (a real one is a few kilobytes)."""
MAX_COUNTED = 2000
"""How many counted game keys are kept (the oldest are dropped)."""
NAME_LIMIT = 64
"""The longest player or game name kept."""
COMPUTER_MARK = " (computer)"
"""Added to a computer player's name, so its record stays apart from a person's."""


def stats_path() -> Path:
    """``data_dir() / "statistics.json"``."""
    return data_dir() / STATS_FILE


def empty_stats() -> dict[str, Any]:
    """A statistics object with no game in it."""
    return {"format": FORMAT, "version": VERSION, "games": {}, "counted": []}


def _count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _entry_ok(entry: Any) -> bool:
    """True for ``{"played", "won", "best", "total"}`` with sane values."""
    if not isinstance(entry, dict) or set(entry) != {"played", "won", "best", "total"}:
        return False
    played, won, best, total = entry["played"], entry["won"], entry["best"], entry["total"]
    return (
        _count(played)
        and _count(won)
        and won <= played
        and played >= 1
        and type(best) is int
        and type(total) is int
    )


def _problem(stored: Any) -> str | None:
    """What is wrong with a parsed statistics file, or ``None``."""
    if not isinstance(stored, dict):
        return "it does not hold a JSON object"
    if stored.get("format") != FORMAT or stored.get("version") != VERSION:
        return "it is not a Card Table statistics file of this version"
    games, counted = stored.get("games"), stored.get("counted")
    if not isinstance(games, dict) or not isinstance(counted, list):
        return "its games or counted list is missing"
    if not all(isinstance(k, str) and len(k) <= NAME_LIMIT * 4 for k in counted):
        return "its counted list is not a list of names"
    for game, players in games.items():
        if len(game) > NAME_LIMIT or not isinstance(players, dict):
            return f"the entry of {game[:NAME_LIMIT]!r} is not a table of players"
        for name, entry in players.items():
            if len(name) > NAME_LIMIT or not _entry_ok(entry):
                return f"the entry of {name[:NAME_LIMIT]!r} in {game[:NAME_LIMIT]!r} is bad"
    return None


def load_stats(notices: list[str] | None = None) -> dict[str, Any]:
    """The statistics (a fresh dict; :func:`empty_stats` when there is no file yet).

    A file that is not a regular file, is larger than :data:`MAX_STATS_BYTES`, is not UTF-8
    JSON or fails the checks (:func:`_problem`) is renamed aside (``statistics.json.bad``...)
    and empty statistics are returned.

    Args:
        notices: when given, one sentence for the player is appended for a file set aside,
            naming the file, the problem and where it went.
    """
    path = stats_path()
    stored, problem = read_json(path, MAX_STATS_BYTES)
    if stored is MISSING:
        return empty_stats()
    problem = problem or _problem(stored)
    if problem is None:
        return stored
    try:
        where = f"it was renamed to {rename_aside(path).name} and new statistics are started"
    except OSError:
        where = "it could not be moved aside either; it is left as it is"
    if notices is not None:
        notices.append(f"Your statistics file {path} could not be used ({problem}): {where}.")
    return empty_stats()


def record_game(
    game: str, key: str, results: Sequence[tuple[str, int, bool]], low_wins: bool = False
) -> list[str]:
    """Count one finished game, unless ``key`` was counted already, and write the file.

    Args:
        game: registry name.
        key: names the game for good (its save file's name), so it is counted once.
        results: per seat ``(player name, final score, won)``.
        low_wins: the lowest score is the best (Bid Coin).

    Returns:
        Sentences for the player about a statistics file set aside (usually none).

    Raises:
        OSError: the file can't be written.
    """
    notices: list[str] = []
    stats = load_stats(notices)
    if key in stats["counted"]:
        return notices
    players = stats["games"].setdefault(game[:NAME_LIMIT], {})
    for name, score, won in results:
        entry = players.get(name[:NAME_LIMIT])
        if entry is None:
            players[name[:NAME_LIMIT]] = {"played": 1, "won": int(won), "best": score, "total": score}
            continue
        entry["played"] += 1
        entry["won"] += int(won)
        entry["best"] = min(entry["best"], score) if low_wins else max(entry["best"], score)
        entry["total"] += score
    stats["counted"] = (stats["counted"] + [key])[-MAX_COUNTED:]
    atomic_write_text(stats_path(), json.dumps(stats, ensure_ascii=False, indent=1) + "\n")
    return notices
