"""Game records: everything needed to replay a game exactly, and reading them from a file.

A record holds the format name and version, the app version, the game, the resolved variant
options, the seats, the seed and the list of actions in text form (the deal included, so a
replay never reshuffles). It is plain JSON-able data; :mod:`saves` writes it to disk as a
save file (the record's fields plus its own ``saved_at`` and ``summary``).

:func:`read_record_file` reads a save or bare record file for anyone (the ``replay`` command,
:mod:`saves`): a bounded read of a regular file, UTF-8 JSON, the format and version checks,
and the migrations of older format versions (:data:`MIGRATIONS`, DESIGN.md "Each format
version step has a migration and a fixture test"). Every failure is a :class:`RecordError`
whose message is one sentence for a player.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .actions import Action
from .files import FileTrouble, read_bounded
from .numbers import TooLong, loads, whole
from .text import clean_text

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 1
SEAT_KINDS = ("human", "ai")
MAX_SEED = 2**63 - 1
"""The largest seed a record may hold (the app draws its seeds below 2**31)."""
MAX_RECORD_BYTES = 16 * 1024 * 1024
"""The largest file :func:`read_record_file` reads (16 MiB; a long game's save is some tens
of KiB)."""

NOT_A_SAVE = "This file is not a Card Table save."
ENDS_TOO_EARLY = "This save is damaged (it ends too early)."
TOO_LARGE = "This file is too large to be a Card Table save."


class RecordError(ValueError):
    """A record that is not valid: wrong format, newer version, bad fields or actions; from
    :func:`read_record_file` also a file that can't be read (the message is one sentence for
    a player, e.g. ``"This save is damaged (it ends too early)."``)."""


@dataclass(frozen=True)
class Seat:
    """One seat at the table.

    Attributes:
        name: the player's display name.
        kind: ``"human"`` or ``"ai"``.
        level: bot level for an AI seat (``"easy"``, ``"normal"``, ``"hard"``; ``"baseline"``
            or ``"random"`` in saves of older versions, and in a record without one).
    """

    name: str
    kind: str = "ai"
    level: str = "baseline"

    @property
    def is_human(self) -> bool:
        """True for a human seat."""
        return self.kind == "human"

    def to_dict(self) -> dict[str, str]:
        """JSON-able form."""
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class GameRecord:
    """A replayable game.

    Attributes:
        game: registry name.
        options: resolved option values (key -> bool/int).
        seats: one :class:`Seat` per player, in seat order.
        seed: the seed of the state's random generator.
        actions: every applied action's text form, in order.
        app_version: version of the app that wrote it.
        claimed: the indices in ``actions`` of the moves made for a claim of the rest (the
            table played them out; no one was asked, so the review leaves them out). A
            record without them (older versions wrote none) has none.
    """

    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[str] = field(default_factory=list)
    app_version: str = ""
    claimed: list[int] = field(default_factory=list)

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form (format name and version first)."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "app_version": self.app_version,
            "game": self.game,
            "options": dict(self.options),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "actions": list(self.actions),
            **({"claimed": list(self.claimed)} if self.claimed else {}),  # (older files: none)
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Check and build a record from :meth:`to_dict` output of this version.

        Raises:
            RecordError: for another format, a newer version, or missing/bad fields.
        """
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError("not a Card Table save or record")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("the record has no format version")
        if version > RECORD_VERSION:
            raise RecordError(
                f"made by a newer Card Table (format {version}; this one reads up to {RECORD_VERSION})"
            )
        if version < RECORD_VERSION:
            raise RecordError(f"format {version} needs migrating first (see rules.core.record.migrate)")
        record = cls(
            game=_field(data, "game", str, lambda v: 0 < len(v) <= 64),
            options=_field(data, "options", dict, _plain_options),
            seats=[_seat(s, i) for i, s in enumerate(_field(data, "seats", list, lambda v: 0 < len(v) <= 8))],
            seed=_field(data, "seed", int, lambda v: whole(v, 0, MAX_SEED), ranged=True),
            actions=_field(
                data, "actions", list, lambda v: all(isinstance(a, str) and len(a) <= 4096 for a in v)
            ),
            app_version=_field(data, "app_version", str, lambda v: len(v) <= 64, default=""),
        )
        # the claimed moves: only the review reads them, so a damaged list costs them, not the game
        claimed = data.get("claimed", [])
        if isinstance(claimed, list) and all(
            type(i) is int and 0 <= i < len(record.actions) for i in claimed
        ):
            record.claimed = sorted(set(claimed))
        return record

    def append(self, action: Action) -> None:
        """Add one applied action."""
        self.actions.append(str(action))

    def copy(self) -> GameRecord:
        """The record as it stands, its options, seats, actions and claimed moves copied (a
        live game's record grows while a background save or a review works from the copy)."""
        return GameRecord(
            self.game,
            dict(self.options),
            list(self.seats),
            self.seed,
            list(self.actions),
            self.app_version,
            list(self.claimed),
        )


FIELD_WORDS = {
    "game": "the name of its game is",
    "options": "its game options are",
    "seats": "its list of players is",
    "seed": "its deal number is",
    "actions": "its list of moves is",
    "app_version": "the version of Card Table that wrote it is",
    "name": "a player's name is",
    "kind": "a player's seat type is",
    "level": "a computer player's level is",
}
"""Each record field as an error names it to a player, with its verb (``"its deal number
is"``): what is wrong in everyday words, not the file's keys and types."""


def _field(
    data: dict, key: str, kind: type, ok: Callable[[Any], bool], ranged: bool = False, default: Any = None
) -> Any:
    """``data[key]`` when it is of ``kind`` (a bool is no int) and ``ok``; ``default`` when it
    is missing and a default is given.

    Args:
        ranged: ``ok`` checks a whole number's range: a number outside it is reported as
            out of range.

    Raises:
        RecordError: naming the field in a player's words (:data:`FIELD_WORDS`): ``"its deal
            number is missing"``, ``"its game options are unreadable"``, ``"its deal number
            is out of range"``.
    """
    if key not in data and default is not None:
        return default
    what = FIELD_WORDS.get(key, f"its {key} is")
    if key not in data:
        raise RecordError(f"{what} missing")
    value = data[key]
    if ranged and (type(value) is int or isinstance(value, TooLong)) and not ok(value):
        raise RecordError(f"{what} out of range")
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)) or not ok(value):
        raise RecordError(f"{what} unreadable")
    return value


def _plain_options(options: dict) -> bool:
    """True for an options dict of text keys and bool or whole-number values (a value in
    text, ``"15"`` or ``"yes"``, is refused, not coerced: the variant checks the rest)."""
    return len(options) <= 64 and all(
        isinstance(k, str) and len(k) <= 64 and isinstance(v, (bool, int)) for k, v in options.items()
    )


def _seat(data: Any, index: int) -> Seat:
    """A :class:`Seat` from its record dict; its name cleaned for drawing
    (:func:`~rules.core.text.clean_text`), ``"Seat <index + 1>"`` if nothing printable is left.

    Raises:
        RecordError: a seat that is not a dict with a name (1 to 64 characters), a kind of
            :data:`SEAT_KINDS` and a text level.
    """
    if not isinstance(data, dict):
        raise RecordError("its list of players is unreadable")
    name = clean_text(_field(data, "name", str, lambda v: 0 < len(v) <= 64), 64) or f"Seat {index + 1}"
    kind = _field(data, "kind", str, lambda v: v in SEAT_KINDS)
    level = _field(data, "level", str, lambda v: 0 < len(v) <= 32, default="baseline")
    return Seat(name, kind, level)


# --- format migrations ----------------------------------------------------------------------
Migration = Callable[[dict[str, Any]], dict[str, Any]]
"""One step: the decoded dict of a version-N record -> the equivalent version-N+1 dict."""

MIGRATIONS: dict[int, Migration] = {}
"""Format version N -> the step from N to N+1. Today the format is version 1, so the table
is empty; when version 2 arrives, add ``MIGRATIONS[1]`` and a test that reads
``tests/saves/fixtures/record_v1.json`` through it."""


def migrate(
    data: dict[str, Any], migrations: dict[int, Migration] | None = None, target: int = RECORD_VERSION
) -> dict[str, Any]:
    """Bring a record dict of an older format up to version ``target``, step by step.

    Args:
        data: a decoded record whose ``"version"`` is an int no greater than ``target``.
        migrations: the step table; :data:`MIGRATIONS` when ``None`` (tests pass their own).
        target: the version to reach; the current :data:`RECORD_VERSION` by default.

    Returns:
        ``data`` itself when it is already at ``target``, else the migrated dict.

    Raises:
        ValueError: no step is known from some version on the way, or a step did not
            produce the next version. A step may also raise ``KeyError``/``TypeError``/
            ``ValueError`` on a damaged dict.
    """
    steps = MIGRATIONS if migrations is None else migrations
    version = data["version"]
    while version < target:
        if version not in steps:
            raise ValueError(f"no migration from format {version}")
        data = steps[version](data)
        if data.get("version") != version + 1:
            raise ValueError(f"the migration from format {version} did not produce format {version + 1}")
        version += 1
    return data


# --- reading a file -----------------------------------------------------------------------------
def _read_bytes(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_RECORD_BYTES`; raises RecordError
    (a FIFO or a device is never opened: :func:`~rules.core.files.read_bounded`)."""
    try:
        return read_bounded(path, MAX_RECORD_BYTES)
    except FileTrouble as trouble:
        if trouble.kind == "missing":
            raise RecordError("This save could not be found.") from None
        if trouble.kind == "too_large":
            raise RecordError(TOO_LARGE) from None
        raise RecordError(f"This save could not be opened ({trouble}).") from None


def _decode(raw: bytes) -> Any:
    """The JSON value of a file's bytes (UTF-8, a BOM allowed); raises RecordError telling a
    file cut short from one that is not a save at all."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        truncated = exc.reason == "unexpected end of data"
        raise RecordError(ENDS_TOO_EARLY if truncated else NOT_A_SAVE) from None
    stripped = text.strip()
    if not stripped:
        raise RecordError("This save is damaged (it is empty).")
    try:
        return loads(stripped)
    except json.JSONDecodeError as exc:
        if not stripped.startswith("{"):
            raise RecordError(NOT_A_SAVE) from None
        if not stripped.endswith("}") or exc.pos >= len(stripped):
            raise RecordError(ENDS_TOO_EARLY) from None
        raise RecordError(f"This save is damaged (its text is broken at line {exc.lineno}).") from None
    except RecursionError:
        raise RecordError(NOT_A_SAVE) from None


def record_from_data(data: Any) -> tuple[GameRecord, dict[str, Any]]:
    """Check the format and version of a decoded save or record, migrate it to the current
    version, and build the record.

    Returns:
        ``(record, data)``: the record and the (migrated) dict, whose other keys (a save's
        ``saved_at`` and ``summary``) are the caller's.

    Raises:
        RecordError: not a Card Table record, no format version, a newer format, an older
            format without a migration, or missing or bad record fields.
    """
    if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
        raise RecordError(NOT_A_SAVE)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("This save is damaged (it has no format version).")
    if version > RECORD_VERSION:
        raise RecordError(
            f"This save was made by a newer version of Card Table (format {version}); "
            f"this version reads up to format {RECORD_VERSION}."
        )
    try:
        data = migrate(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(
            f"This save uses format {version}, which this version of Card Table can't read."
        ) from exc
    try:
        return GameRecord.from_dict(data), data
    except RecordError as exc:
        raise RecordError(f"This save is damaged ({exc}).") from exc


def read_record_file(path: Path | str) -> tuple[GameRecord, dict[str, Any]]:
    """Read a save file or a bare record file (UTF-8 JSON), migrated to the current format.

    Args:
        path: the file; it must be a regular file of at most :data:`MAX_RECORD_BYTES`.

    Returns:
        ``(record, data)`` as :func:`record_from_data` gives them.

    Raises:
        RecordError: a missing or unreadable file, not a regular file, too large, not UTF-8
            JSON, cut short, not a Card Table record, a newer or unreadable older format, or
            bad record fields. The file is never changed.
    """
    return record_from_data(_decode(_read_bytes(Path(path))))


def read_record(path: Path | str) -> GameRecord:
    """The game record of a save or record file; see :func:`read_record_file`.

    Raises:
        RecordError: as :func:`read_record_file`.
    """
    return read_record_file(path)[0]
