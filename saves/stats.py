"""Statistics: per game and player name, games played and won, best and total score.

One JSON object in ``data_dir()/statistics.json`` (beside the ``saves`` folder)::

    {"format": "cardtable-stats", "version": 1,
     "games": {"<game>": {"<player>": {"played": 3, "won": 1, "best": 7, "total": 12}}},
     "counted": ["<key of a finished game>", ...]}

``best`` is the highest score, or the lowest in a game whose lowest total wins;
the average is ``total / played``. ``counted`` names the games already counted (their save
file's name), so a game is counted once however often it is finished or reopened. Writes are
atomic; a file that can't be used as a whole is renamed aside with a notice (as the settings
are), never a crash; a bad game or player entry costs only itself (the rest is kept, the file
as it was is copied aside, and a notice names what was left out).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from filelock import FileLock

from rules.core.files import FileTrouble, read_bounded
from rules.core.numbers import TooLong, whole
from rules.core.text import clean_text, file_name_text

from .files import (
    MISSING,
    Unusable,
    atomic_write_text,
    copy_aside,
    read_json,
    remove_stale_temps,
    rename_aside,
)
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


ENTRY_KEYS = ("played", "won", "best", "total")
"""The numbers of one player's entry."""
SHOWN_DROPPED = 3
"""How many left-out entries a notice names (the rest are counted: "and 2 more")."""


def _entry_fault(entry: Any) -> str | None:
    """What is wrong with one player's entry, in a player's words (``"a number was out of
    range"``), or ``None`` for an entry of :data:`ENTRY_KEYS`, each a whole number in range:
    ``played`` from 1 to :data:`MAX_PLAYED`, ``won`` from 0 to ``played``, ``best`` within
    :data:`MAX_SCORE` and ``total`` within ``MAX_SCORE * played``."""
    if not isinstance(entry, dict):
        return "it was not a set of numbers"
    if not set(ENTRY_KEYS) <= set(entry):
        return "a number was missing"
    if set(entry) != set(ENTRY_KEYS):
        return "it held something unknown"
    if any(type(entry[k]) is not int and not isinstance(entry[k], TooLong) for k in ENTRY_KEYS):
        return "a number was not a whole number"
    played = entry["played"]
    in_range = (
        whole(played, 1, MAX_PLAYED)
        and whole(entry["won"], 0, played)
        and whole(entry["best"], -MAX_SCORE, MAX_SCORE)
        and whole(entry["total"], -MAX_SCORE * played, MAX_SCORE * played)
    )
    return None if in_range else "a number was out of range"


NEWER = "it was written by a newer version of Card Table"
"""Why a statistics file of a newer format is not used (it is left as it is)."""


def _problem(stored: Any) -> str | None:
    """What makes a parsed statistics file unusable as a whole, in a player's words, or
    ``None``: not an object, of a newer version (:data:`NEWER`), not of :data:`FORMAT` and
    :data:`VERSION`, or ``games`` not an object or ``counted`` not a list. A bad game, player
    entry or counted key is no problem of the file's: :func:`_sorted_out` drops it alone."""
    if not isinstance(stored, dict):
        return "it is not a statistics file"
    if stored.get("format") == FORMAT and whole(stored.get("version"), VERSION + 1, 10**9):
        return NEWER
    if stored.get("format") != FORMAT or stored.get("version") != VERSION:
        return "it is not a statistics file this version of Card Table can read"
    if not isinstance(stored.get("games"), dict) or not isinstance(stored.get("counted"), list):
        return "the file is damaged: its list of games is missing"
    return None


def _game_title(game: str) -> str:
    """A game's registry name as the player knows it (``"coins"`` -> ``"Coins"``)."""
    from rules.games import GAMES

    info = GAMES.get(game)
    return info.title if info is not None else f"\u201c{clean_text(game, 40)}\u201d"


def _sorted_out(stored: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """``stored`` (:func:`_problem` found nothing wrong) split into what passes every check
    and what does not.

    Returns:
        ``(kept, dropped)``: ``kept`` is ``stored`` without the games whose players are not
        an object or whose name is longer than :data:`NAME_LIMIT`, the player entries that
        fail :func:`_entry_fault` or whose name is too long, and the counted keys that are not
        names; ``dropped`` says in a player's words what was left out, one phrase each (``"the
        record of \u201cAnn\u201d in Coins (a number was out of range)"``).
    """
    dropped: list[str] = []
    games: dict[str, dict[str, Any]] = {}
    for game, players in stored["games"].items():
        title = _game_title(game)
        if len(game) > NAME_LIMIT or not isinstance(players, dict):
            why = "its name was too long" if len(game) > NAME_LIMIT else "it was not a list of players"
            dropped.append(f"every record of {title} ({why})")
            continue
        games[game] = {}
        for name, entry in players.items():
            fault = "the name was too long" if len(name) > NAME_LIMIT else _entry_fault(entry)
            if fault is None:
                games[game][name] = entry
            else:
                dropped.append(f"the record of \u201c{clean_text(name, 40)}\u201d in {title} ({fault})")
    counted = [k for k in stored["counted"] if isinstance(k, str) and len(k) <= NAME_LIMIT * 4]
    if len(counted) < len(stored["counted"]):
        bad = len(stored["counted"]) - len(counted)
        dropped.append(f"{bad} damaged mark{'s' if bad > 1 else ''} of games already counted")
    return {**stored, "games": games, "counted": counted}, dropped


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
    """The sentence for a statistics file that could not be used as a whole, after renaming
    a damaged one aside (one that may not be read is left as it is)."""
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
        where = "it could not be moved aside either, so it is left as it is"
    return f"Your statistics file {shown} could not be used ({problem}): {where}."


def _dropped_notice(path: Path, dropped: list[str], kept_as: str | None) -> str:
    """The sentence for a statistics file whose ``dropped`` entries (:func:`_sorted_out`)
    were left out: at most :data:`SHOWN_DROPPED` named, and where the file as it was is kept
    (``kept_as``), or that it is left as it is (``None``)."""
    named = dropped[:SHOWN_DROPPED]
    if len(dropped) > SHOWN_DROPPED:
        named.append(f"{len(dropped) - SHOWN_DROPPED} more")
    what = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    head = (
        f"Part of your statistics file {clean_text(str(path), 400)} was damaged: {what}"
        f" {'was' if len(dropped) == 1 else 'were'} left out"
    )
    if kept_as is None:
        return f"{head} this time, and the file is left as it is."
    return f"{head}, everything else was kept, and the file as it was is kept as {kept_as}."


def _keep_the_rest(path: Path, kept: dict[str, Any], dropped: list[str]) -> tuple[str, bool]:
    """Copy the statistics file as it is aside (``statistics.json.bad``...), then write
    ``kept`` (what passed the checks) over it; called under the lock (:data:`LOCK_FILE`).

    Returns:
        ``(notice, done)``: the sentence for the player (:func:`_dropped_notice`), and False
        when the copy or the write failed (the file is then as it was: nothing is lost).
    """
    try:
        copy = copy_aside(path, read_bounded(path, MAX_STATS_BYTES))
        atomic_write_text(path, _file_text(kept))
    except (OSError, FileTrouble):
        return _dropped_notice(path, dropped, None), False
    return _dropped_notice(path, dropped, file_name_text(copy.name, 200)), True


def _file_text(stats: dict[str, Any]) -> str:
    """What the statistics file holds for ``stats``: indented UTF-8 JSON."""
    return json.dumps(stats, ensure_ascii=False, indent=1) + "\n"


def read_stats() -> tuple[dict[str, Any], Unusable | None, list[str]]:
    """The statistics file as read, checked and names cleaned; nothing is renamed or written.

    Returns:
        ``(stats, problem, dropped)``. ``stats``: every game and player entry that passes
        the checks (:func:`_sorted_out`), names cleaned (:func:`_cleaned`); :func:`empty_stats`
        when there is no file or it can't be used as a whole. ``problem``: why the whole file
        can't be used (:class:`~saves.files.Unusable`: not a regular file, too large, not
        UTF-8 JSON or :func:`_problem`, all ``damaged``; or it may not be read, or it is of a
        newer format: :data:`NEWER`), else
        ``None``. ``dropped``: what was left out of a file otherwise used, in a player's
        words, else ``[]``.
    """
    stored, problem = read_json(stats_path(), MAX_STATS_BYTES)
    if stored is MISSING:
        return empty_stats(), None, []
    if problem is None:
        reason = _problem(stored)
        if reason is None:
            kept, dropped = _sorted_out(stored)
            return _cleaned(kept), None, dropped
        problem = Unusable(reason, damaged=reason != NEWER)  # (a newer one is left as it is, as a
        # newer save is: a tester's went aside, lost to the newer version too)
    return empty_stats(), problem, []


def load_stats(notices: list[str] | None = None) -> dict[str, Any]:
    """The statistics (a fresh dict; :func:`empty_stats` when there is no file yet).

    A file that is not a regular file, is larger than :data:`MAX_STATS_BYTES`, is not UTF-8
    JSON or is not a statistics object of this version (:func:`_problem`) is renamed aside
    (``statistics.json.bad``...) and empty statistics are returned. A file that may not be
    read (permissions), or of a newer format, is left as it is. A bad entry costs only
    itself: a game or player entry, or a counted key, that fails its checks
    (:func:`_sorted_out`: its shape, every count in range) is left out, the file as it was is
    copied aside and the rest written back (under the lock, :data:`LOCK_FILE`; when the lock
    or the copy can't be had, the rest is returned and the file left as it is). The temporary
    files of writes a killed app never finished are removed first.

    Args:
        notices: when given, one sentence for the player is appended for a file that could
            not be used, naming the file, the problem and what became of it, or for the
            entries left out, naming them and where the file as it was is kept.
    """
    path = stats_path()
    remove_stale_temps(path.parent, of=STATS_FILE)
    said: list[str] = notices if notices is not None else []
    stats, problem, dropped = read_stats()
    if problem is not None:
        said.append(_notice(path, problem))
    elif dropped:
        try:
            with FileLock(path.with_name(LOCK_FILE), timeout=LOCK_SECONDS):
                stats, problem, dropped = read_stats()  # (again: the other copy may have written)
                if problem is not None:
                    said.append(_notice(path, problem))
                elif dropped:
                    said.append(_keep_the_rest(path, stats, dropped)[0])
        except OSError:  # (the lock: busy for LOCK_SECONDS, or it can't be made here)
            said.append(_dropped_notice(path, dropped, None))
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
        Sentences for the player about a statistics file set aside, or entries of it left
        out (:func:`load_stats`; usually none).

    Raises:
        StatsError: the file may not be read (the game is not counted, the file is left as
            it is), it has bad entries but could not be copied aside (the game is not
            counted, the file is left as it is), or the other copy of the app held the lock
            for :data:`LOCK_SECONDS`.
        OSError: the file can't be written.
    """
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with FileLock(path.with_name(LOCK_FILE), timeout=LOCK_SECONDS):
            notices: list[str] = []
            stats, problem, dropped = read_stats()
            if problem is not None:
                notices.append(_notice(path, problem))
                if not problem.damaged:
                    raise StatsError(notices[0])
            elif dropped:
                notice, done = _keep_the_rest(path, stats, dropped)
                notices.append(notice)
                if not done:  # (writing now would lose what was left out)
                    raise StatsError(f"{notice} This game is not counted.")
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
            atomic_write_text(path, _file_text(stats))
            return notices
    except TimeoutError:  # filelock.Timeout
        raise StatsError(
            "The statistics file was busy (another copy of Card Table was counting a game): this game"
            " is not counted."
        ) from None
