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

from filelock import FileLock

from rules.core.numbers import whole
from rules.core.text import clean_text, file_name_text

from .files import MISSING, Unusable, atomic_write_text, read_json, remove_stale_temps, rename_aside
from .paths import data_dir

STATS_FILE = "statistics.json"
LOCK_FILE = ".statistics.lock"
"""Beside the statistics: held while a finished game is counted, so two copies of the app on
one data folder each add their games to what the other wrote (read, add, write under it)."""
LOCK_SECONDS = 10.0
"""How long counting a game waits for the other copy of the app to finish its count."""
FORMAT = "cardtable-stats"
VERSION = 1
MAX_STATS_BYTES = 4 * 1024 * 1024
"""The largest statistics file read (a real one is a few kilobytes)."""
MAX_COUNTED = 2000
"""How many counted game keys are kept (the oldest are dropped)."""
NAME_LIMIT = 64
"""The longest player or game name kept."""
MAX_PLAYED = 10**9
"""The most games one player's entry counts (more is a damaged file)."""
MAX_SCORE = 10**9
"""The largest size of a best score; a total is kept within ``MAX_PLAYED * MAX_SCORE``, so
``total / played`` is always a float."""
COMPUTER_MARK = " (computer)"
"""Added to a computer player's name, so its record stays apart from a person's."""


class StatsError(OSError):
    """The statistics could not be counted; ``str(error)`` says why for the player."""


def stats_path() -> Path:
    """``data_dir() / "statistics.json"``."""
    return data_dir() / STATS_FILE


def empty_stats() -> dict[str, Any]:
    """A statistics object with no game in it."""
    return {"format": FORMAT, "version": VERSION, "games": {}, "counted": []}


def _entry_ok(entry: Any) -> bool:
    """True for ``{"played", "won", "best", "total"}`` with values in range."""
    if not isinstance(entry, dict) or set(entry) != {"played", "won", "best", "total"}:
        return False
    played = entry["played"]
    return (
        whole(played, 1, MAX_PLAYED)
        and whole(entry["won"], 0, played)
        and whole(entry["best"], -MAX_SCORE, MAX_SCORE)
        and whole(entry["total"], -MAX_SCORE * played, MAX_SCORE * played)
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
            return f"the entry of {clean_text(game, NAME_LIMIT)!r} is not a table of players"
        for name, entry in players.items():
            if len(name) > NAME_LIMIT or not _entry_ok(entry):
                shown = clean_text(name, NAME_LIMIT), clean_text(game, NAME_LIMIT)
                return f"the entry of {shown[0]!r} in {shown[1]!r} is bad"
    return None


def _merge(into: dict[str, Any], entry: dict[str, int], low_wins: bool = False) -> None:
    """Add ``entry``'s games to ``into`` (both checked entries); totals stay in range."""
    into["played"] = min(MAX_PLAYED, into["played"] + entry["played"])
    into["won"] = min(into["played"], into["won"] + entry["won"])
    into["best"] = (min if low_wins else max)(into["best"], entry["best"])
    bound = MAX_SCORE * into["played"]
    into["total"] = max(-bound, min(bound, into["total"] + entry["total"]))


def _cleaned(stored: dict[str, Any]) -> dict[str, Any]:
    """``stored`` (checked) with its game and player names cleaned
    (:func:`rules.core.text.clean_text`); entries whose names become one are added up."""
    games: dict[str, dict[str, Any]] = {}
    for game, players in stored["games"].items():
        table = games.setdefault(clean_text(game, NAME_LIMIT) or "?", {})
        for name, entry in players.items():
            name = clean_text(name, NAME_LIMIT) or "?"
            if name in table:
                _merge(table[name], entry)
            else:
                table[name] = dict(entry)
    return {**stored, "games": games}


def _notice(path: Path, problem: Unusable) -> str:
    """The sentence for a statistics file that could not be used, after renaming a damaged
    one aside (one that may not be read is left as it is)."""
    shown = clean_text(str(path), 400)
    if not problem.damaged:
        return (
            f"Your statistics file {shown} could not be read ({problem}): it is left as it is, and"
            " no game is counted in it until it can be read."
        )
    try:
        where = (
            f"it was renamed to {file_name_text(rename_aside(path).name, 200)} and new statistics are started"
        )
    except OSError:
        where = "it could not be moved aside either; it is left as it is"
    return f"Your statistics file {shown} could not be used ({problem}): {where}."


def read_stats() -> tuple[dict[str, Any], Unusable | None]:
    """The statistics as the file holds them, names cleaned (:func:`empty_stats` when there is
    no file), and what was wrong with the file, if anything (nothing is renamed here)."""
    path = stats_path()
    stored, problem = read_json(path, MAX_STATS_BYTES)
    if stored is MISSING:
        return empty_stats(), None
    if problem is None:
        reason = _problem(stored)
        if reason is None:
            return _cleaned(stored), None
        problem = Unusable(reason, damaged=True)
    return empty_stats(), problem


def load_stats(notices: list[str] | None = None) -> dict[str, Any]:
    """The statistics (a fresh dict; :func:`empty_stats` when there is no file yet).

    A file that is not a regular file, is larger than :data:`MAX_STATS_BYTES`, is not UTF-8
    JSON or fails the checks (:func:`_problem`: shapes, and every count in range) is renamed
    aside (``statistics.json.bad``...) and empty statistics are returned. A file that may not
    be read (permissions) is left as it is. The temporary files of writes a killed app never
    finished are removed first.

    Args:
        notices: when given, one sentence for the player is appended for a file that could
            not be used, naming the file, the problem and what became of it.
    """
    path = stats_path()
    remove_stale_temps(path.parent, of=STATS_FILE)
    stats, problem = read_stats()
    if problem is not None:
        notice = _notice(path, problem)
        if notices is not None:
            notices.append(notice)
    return stats


def record_game(
    game: str, key: str, results: Sequence[tuple[str, int, bool]], low_wins: bool = False
) -> list[str]:
    """Count one finished game, unless ``key`` was counted already, and write the file; read,
    add and write under a lock on the data folder (:data:`LOCK_FILE`), so games counted at
    once by two copies of the app all count.

    Args:
        game: registry name.
        key: names the game for good (its save file's name), so it is counted once.
        results: per seat ``(player name, final score, won)``.
        low_wins: the lowest score is the best (Bid Coin).

    Returns:
        Sentences for the player about a statistics file set aside (usually none).

    Raises:
        StatsError: the file may not be read (the game is not counted, the file is left as
            it is), or the other copy of the app held the lock for :data:`LOCK_SECONDS`.
        OSError: the file can't be written.
    """
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(path.with_name(LOCK_FILE), timeout=LOCK_SECONDS):
            notices: list[str] = []
            stats, problem = read_stats()
            if problem is not None:
                notices.append(_notice(path, problem))
                if not problem.damaged:
                    raise StatsError(notices[0])
            if key in stats["counted"]:
                return notices
            players = stats["games"].setdefault(clean_text(game, NAME_LIMIT), {})
            for name, score, won in results:
                name = clean_text(name, NAME_LIMIT) or "?"
                score = max(-MAX_SCORE, min(MAX_SCORE, score))
                entry = {"played": 1, "won": int(won), "best": score, "total": score}
                if name in players:
                    _merge(players[name], entry, low_wins)
                else:
                    players[name] = entry
            stats["counted"] = (stats["counted"] + [key])[-MAX_COUNTED:]
            atomic_write_text(path, json.dumps(stats, ensure_ascii=False, indent=1) + "\n")
            return notices
    except TimeoutError:  # filelock.Timeout
        raise StatsError(
            "The statistics file was busy (another copy of Card Table was counting a game): this game"
            " is not counted."
        ) from None
