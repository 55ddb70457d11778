"""Save files: a game record plus what the Load screen shows, as UTF-8 JSON.

A save file holds the :meth:`GameRecord.to_dict` fields (``format``, ``version``,
``app_version``, ``game``, ``options``, ``seats``, ``seed``, ``actions``, ``claimed``: the
indices of the moves made for a claim, optional) plus:

- ``"saved_at"``: ISO 8601 local time with its UTC offset, e.g.
  ``"2026-05-09T20:15:03.120456+02:00"``;
- ``"summary"``: ``{"title": str, "players": [name, ...], "scores": [int, ...],
  "status": str, "finished": bool}``, written by the table so that the Load screen's rows
  need nothing from the rules (``status`` like ``"Hand 3, South to play"`` or ``"Finished:
  North-South won"``). An unfinished game's record is still replayed once when it is listed
  (:func:`read_save`), so a save that can't be resumed is listed as such, not found out on
  loading.

Saves live in :func:`saves.paths.saves_dir`; writes are atomic; a file that can't be read
is reported with a :class:`SaveError` and kept (:func:`quarantine` renames it aside). Reading
the record part (bounded read, JSON, format and version checks, migrations of older formats)
is :func:`rules.core.record.read_record_file`'s; this module adds the save's own fields.
"""

from __future__ import annotations

import errno
import json
import os
import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from rules.core.record import GameRecord, RecordError, read_record_file
from rules.core.state import GameState
from rules.core.text import clean_text
from rules.core.variants import ConfigError
from rules.games import GAMES, replay

from .files import atomic_write_text, remove_stale_temps, rename_aside
from .paths import saves_dir
from .summary import check_summary, record_summary

SAVE_SUFFIX = ".json"


class SaveError(ValueError):
    """A save that can't be used. ``str(error)`` is one clear sentence for a player, e.g.
    ``"This save is damaged (it ends too early)."``."""


class SavesFolderError(SaveError):
    """The saves folder itself can't be read (its permissions, an I/O error): no file in it
    is listed, and nothing in it is moved."""


@dataclass(frozen=True)
class SaveInfo:
    """What the Load screen shows for one readable save.

    Attributes:
        path: the save file.
        game: registry name, e.g. ``"bid_whist"``.
        title: display title from the summary.
        saved_at: when it was written (timezone-aware local time).
        players: player names in seat order.
        scores: the scores the table showed (per seat; a partnership game may give one per side).
        status: e.g. ``"Hand 3, South to play"``.
        finished: True once the game is over.
        sides: the seats scoring together (``((0, 2), (1, 3))``), or ``()`` (every seat alone,
            or a save of an older version).
        humans: how many seats were human (2 or more: pass-and-play).
    """

    path: Path
    game: str
    title: str
    saved_at: datetime
    players: tuple[str, ...]
    scores: tuple[int, ...]
    status: str
    finished: bool
    sides: tuple[tuple[int, ...], ...] = ()
    humans: int = 1


def new_save_path(game: str, seed: int, now: datetime | None = None) -> Path:
    """A fresh save file name: ``saves_dir()/<game>-<YYYYmmdd-HHMMSS>-<seed>.json``, with
    ``-2``, ``-3`` ... added when that name is taken (two saves in one second). The name is
    only proposed: :func:`write_save` with ``new=True`` claims it, or the next free one.

    Args:
        game: registry name; seed: the game's seed; now: the time to stamp (local now if None).
    """
    now = now or datetime.now().astimezone()
    return _free(
        saves_dir() / f"{re.sub(r'[^A-Za-z0-9_]', '_', game)}-{now:%Y%m%d-%H%M%S}-{seed}{SAVE_SUFFIX}"
    )


def _free(path: Path) -> Path:
    """``path`` if no file has its name, else the first of ``<stem>-2``, ``<stem>-3`` ...
    that none has (a folder that can't be looked in gives ``path``)."""
    base, n = path.with_suffix(""), 1
    try:
        while path.exists() or path.is_symlink():
            n += 1
            path = base.with_name(f"{base.name}-{n}{SAVE_SUFFIX}")
    except OSError:  # the folder may not be read: the write will say so
        pass
    return path


def write_save(
    record: GameRecord, summary: dict[str, Any], path: Path | None = None, new: bool = False
) -> Path:
    """Write ``record`` and ``summary`` as a save file, atomically.

    Args:
        record: the game so far.
        summary: ``{"title", "players", "scores", "status", "finished"}`` (see module doc).
        path: the file to (over)write; a new file in :func:`saves_dir` when ``None``.
        new: ``path`` is a name for a new save: it is created, never written over another
            file, so two games started in the same second (by two copies of the app on one
            data folder) never share a file; when the name is taken, the next free one
            (``-2``, ``-3`` ...) is claimed. Implied when ``path`` is ``None``.

    Returns:
        The path written.

    Raises:
        ValueError: ``summary`` lacks a key or has a value of the wrong type.
        OSError: the folder or file can't be written.
    """
    checked = check_summary(summary)
    now = datetime.now().astimezone()
    if path is None:
        path, new = new_save_path(record.game, record.seed, now), True
    data = record.to_dict()
    data["saved_at"] = now.isoformat()
    data["summary"] = checked
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    path = Path(path)
    if not new:
        atomic_write_text(path, text)
        return path
    for _ in range(1000):
        try:
            atomic_write_text(path, text, exclusive=True)
            return path
        except FileExistsError:
            path = _free(path)
    raise FileExistsError(errno.EEXIST, "no free save file name", str(path))


def _read(path: Path) -> tuple[GameRecord, dict[str, Any]]:
    """:func:`rules.core.record.read_record_file`, its RecordError as a SaveError."""
    try:
        return read_record_file(path)
    except RecordError as exc:
        raise SaveError(str(exc)) from exc


def read_record(path: Path) -> GameRecord:
    """The game record of a save file (or of a bare record file without ``saved_at`` and
    ``summary``), migrated to the current format (:func:`rules.core.record.read_record`).

    Raises:
        SaveError: missing or unreadable file, not a regular file, too large, not UTF-8
            JSON, cut short, not a Card Table record, a newer or unreadable older format, or
            bad record fields.
    """
    return _read(path)[0]


def check_replays(record: GameRecord, moves: bool = True) -> GameState:
    """Replay ``record`` from its deal to its last move (a few milliseconds for a whole game:
    8 ms for a finished Grand Bid game of 900 moves here); ``moves`` False: check only that
    its game, players and options are this version's. Returns the state replayed to.

    Raises:
        SaveError: a game this version does not have, options or players it does not allow,
            or a move the rules refuse where it stands (its number and text named, not the
            rules' own words: it is a damaged file, not a move to correct).
    """
    if record.game not in GAMES:
        game = clean_text(record.game, 40)
        raise SaveError(f"This save is of a game this version does not have ({game!r}).")
    try:
        state = replay(replace(record, actions=[]))  # (the deal's state, the options checked)
    except ConfigError as exc:
        raise SaveError(f"This save's players or options are not ones this game allows ({exc}).") from None
    for number, text in enumerate(record.actions if moves else (), 1):
        try:
            state.apply(text)
        except Exception:  # (the rules refuse it: IllegalAction, or a value they cannot read)
            raise SaveError(
                f"This save is damaged: its move {number} of {len(record.actions)} ({_move_words(text)})"
                " is not allowed there."
            ) from None
    return state


def _move_words(text: object) -> str:
    """A refused move as a reason names it: quoted, or by its verb when long (a deal names
    every card)."""
    move = clean_text(str(text), 200)
    if len(move) <= 24:
        return repr(move)
    verb = move.split()[0]
    return f"a {verb}" if verb.isalpha() and len(verb) <= 12 else "a long one"


def read_save(path: Path) -> SaveInfo:
    """The Load screen's facts about one save file; the record is checked too (its game,
    players and options), and an unfinished game's is replayed (:func:`check_replays`), since
    Continue and Load resume it. A finished game's moves are replayed only if it is watched
    (a hundred finished games would cost the title screen most of a second at every start).

    A bad ``saved_at`` is read as the file's last change, a bad ``summary`` is rebuilt from
    the record (:func:`~saves.summary.record_summary`): the game itself is sound, and was
    lost whole.

    Raises:
        SaveError: as :func:`read_record` or :func:`check_replays`, or a file with neither
            ``saved_at`` nor ``summary`` (a bare record, not a save).
    """
    record, data = _read(path)
    if "saved_at" not in data and "summary" not in data:
        raise SaveError("This save is damaged (its save time is missing or bad).")  # (a bare record)
    try:
        saved_at = datetime.fromisoformat(data["saved_at"])
    except (KeyError, TypeError, ValueError):
        saved_at = None
    if saved_at is None or saved_at.tzinfo is None:  # (when the file was last written instead)
        saved_at = datetime.fromtimestamp(Path(path).stat().st_mtime).astimezone()
    try:
        summary = check_summary(data.get("summary"))
    except ValueError:
        summary = None
    state = check_replays(record, moves=summary is None or not summary["finished"])
    if summary is None:  # (the game is sound: a damaged summary costs only its words)
        summary = check_summary(record_summary(record, state))
    return SaveInfo(
        path=Path(path),
        game=record.game,
        title=summary["title"],
        saved_at=saved_at,
        players=tuple(summary["players"]),
        scores=tuple(summary["scores"]),
        status=summary["status"],
        finished=summary["finished"],
        sides=tuple(tuple(side) for side in summary.get("sides", ())),
        humans=summary.get("humans", 1),
    )


_READ: dict[Path, tuple[tuple[int, int, int], SaveInfo | str]] = {}
"""What :func:`list_saves` read of each file, by its (inode, size, change time), so a file is
read once however often the saves are listed."""


def list_saves() -> tuple[list[SaveInfo], list[tuple[Path, str]]]:
    """Every ``*.json`` file in :func:`saves_dir`, read but not moved; the temporary files
    of writes a killed app never finished are removed first (:func:`remove_stale_temps`).

    A file is read only when it is new or changed since the last listing (its inode, size or
    change time); a file that is not a regular file is never opened.

    Returns:
        ``(readable, unreadable)``: the readable saves newest first (by ``saved_at``, then
        file name), and ``(path, message)`` for each file that raised :class:`SaveError`,
        sorted by name. Both empty when the folder does not exist yet.

    Raises:
        SavesFolderError: the folder exists but can't be read, or a file is in its place or
            on its path; its message names it.
    """
    folder = saves_dir()
    readable: list[SaveInfo] = []
    unreadable: list[tuple[Path, str]] = []
    remove_stale_temps(folder)
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except FileNotFoundError:
        return [], []
    except NotADirectoryError:  # (said only when a game came to be saved: a tester's title read
        # "No game in progress" over a saves folder that was a file)
        raise SavesFolderError(
            f"The saves folder {clean_text(str(folder), 300)} could not be read (a file is in its"
            " place or on its path): games can't be saved until it is moved."
        ) from None
    except OSError as exc:
        raise SavesFolderError(
            f"The saves folder {clean_text(str(folder), 300)} could not be read ({exc.strerror or exc})."
        ) from None
    seen = set()
    for entry in entries:
        path = Path(entry.path)
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if entry.name.startswith(".") or not entry.name.endswith(SAVE_SUFFIX):
            continue
        seen.add(path)
        key = (info.st_ino, info.st_size, info.st_ctime_ns)
        cached = _READ.get(path)
        if cached is None or cached[0] != key:
            try:
                cached = _READ[path] = (key, read_save(path))
            except SaveError as exc:
                cached = _READ[path] = (key, str(exc))
        if isinstance(cached[1], SaveInfo):
            readable.append(cached[1])
        else:
            unreadable.append((path, cached[1]))
    for gone in set(_READ) - seen:
        if gone.parent == folder:
            del _READ[gone]
    readable.sort(key=lambda info: (info.saved_at, info.path.name), reverse=True)
    return readable, unreadable


def latest_unfinished(saves: list[SaveInfo] | None = None) -> SaveInfo | None:
    """The newest readable save whose game is not finished (the title screen's Continue),
    or ``None``.

    Args:
        saves: the readable saves as :func:`list_saves` gives them (read now when ``None``).
    """
    if saves is None:
        saves = list_saves()[0]
    return next((info for info in saves if not info.finished), None)


def quarantine(path: Path) -> Path:
    """Rename a bad save aside to ``<name>.bad`` (or ``<name>.bad-2`` ...) in the same
    folder, keeping its bytes; never deletes or overwrites. The Load screen calls this
    after showing the file's message.

    Returns:
        The new path.

    Raises:
        SaveError: the file is missing or can't be renamed.
    """
    try:
        return rename_aside(Path(path))
    except FileNotFoundError:
        raise SaveError("This save could not be found.") from None
    except OSError as exc:
        raise SaveError(f"This save could not be moved aside ({exc.strerror or exc}).") from None


def delete_save(path: Path) -> None:
    """Delete one save file (the Load screen's delete button); nothing else is touched. A
    file that is already gone is not an error.

    Raises:
        SaveError: the file can't be deleted.
    """
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        raise SaveError(f"This save could not be deleted ({exc.strerror or exc}).") from None
