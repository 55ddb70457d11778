"""File helpers shared by saves, settings and statistics: reading a small JSON file, atomic
writes and renaming a bad file aside."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core.files import FileTrouble, read_bounded
from rules.core.numbers import loads

MISSING = object()
"""What :func:`read_json` gives for a file that does not exist."""


@dataclass(frozen=True)
class Unusable:
    """Why a file could not be used.

    Attributes:
        reason: in words for the player, e.g. ``"it is damaged or cut short"``.
        damaged: True when what the file holds is bad (it may be renamed aside); False when
            it may not be read at all (permissions, an I/O error): it is left as it is, and
            nothing is written over it.
    """

    reason: str
    damaged: bool

    def __str__(self) -> str:
        return self.reason


def read_json(path: Path, max_bytes: int) -> tuple[Any, Unusable | None]:
    """``(value, None)``: the JSON held by ``path`` (UTF-8, a BOM allowed); ``(MISSING,
    None)`` when there is no such file; ``(None, problem)`` for a file that cannot be used
    (not a regular file, larger than ``max_bytes``, not UTF-8, not JSON: damaged; may not be
    read: not damaged). An integer too long to convert is decoded as a
    :class:`~rules.core.numbers.TooLong`, which the caller's range checks refuse."""
    try:
        return loads(read_bounded(path, max_bytes).decode("utf-8-sig")), None
    except FileTrouble as trouble:
        if trouble.kind == "missing":
            return MISSING, None
        return None, Unusable(str(trouble), damaged=trouble.kind != "unreadable")
    except UnicodeDecodeError:
        return None, Unusable("it is damaged: it does not hold text", damaged=True)
    except (ValueError, RecursionError):
        return None, Unusable("it is damaged or cut short", damaged=True)


def atomic_write_text(path: Path, text: str, exclusive: bool = False) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that a reader sees the old file or the new one,
    never a part: a temp file in the same folder, flush, fsync, then ``os.replace``.

    The folder is created if missing. The temp file (``.<name>.<pid>.<random>.tmp``) is
    removed if anything fails; one left by a killed writer is removed later by
    :func:`remove_stale_temps`. A file that exists but may not be read is never replaced:
    what it holds could not have been read into ``text``.

    Args:
        exclusive: create ``path``, never replace a file of that name (another copy of the
            app may have just written one): the temp file is hard-linked to it, which fails
            if it exists; where a link can't be made, the name is reserved with an exclusive
            create first.

    Raises:
        FileExistsError: ``exclusive`` and ``path`` exists.
        NotADirectoryError: a file has the name of ``path``'s folder.
        OSError: the folder or file can't be written, or ``path`` may not be read.
    """
    if not exclusive:
        _may_replace(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # a file has the folder's name: say so, not "the name is taken"
        raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(path.parent)) from None
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if exclusive:
            _create_from(tmp, path)
        else:
            os.replace(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)


def _create_from(tmp: str, path: Path) -> None:
    """Give the finished file ``tmp`` the new name ``path`` without replacing a file of that
    name (raises ``FileExistsError``); ``tmp`` is left for the caller to remove."""
    try:
        os.link(tmp, path)
        return
    except OSError as exc:
        if exc.errno not in NO_LINKS:
            raise
    except (AttributeError, NotImplementedError):
        pass
    os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))  # the name is ours now
    try:
        os.replace(tmp, path)
    except BaseException:
        Path(path).unlink(missing_ok=True)  # (the empty file that reserved it)
        raise


NO_LINKS = frozenset(
    getattr(errno, name)
    for name in ("EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV")
    if hasattr(errno, name)
)
"""The errors of a file system that makes no hard links (FAT, some network shares)."""


def _may_replace(path: Path) -> None:
    """Raise ``OSError`` when ``path`` exists but can't be opened for reading (a file that
    is missing, or is not a regular file, is left to the write to judge)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (FileNotFoundError, IsADirectoryError):
        return
    except OSError as exc:
        raise OSError(exc.errno, f"{exc.strerror or exc}; the file is not replaced", str(path)) from None
    os.close(fd)


TEMP_SUFFIX = ".tmp"
STALE_SECONDS = 600
"""A temporary file older than this was left by a write that never finished; so was one
whose time is further than this in the future (a clock set back, a file copied in)."""


def _writer_gone(name: str, age: float) -> bool:
    """True when the temporary file ``name`` (``.<file>.<pid>.<random>.tmp``) was left by a
    write that will never finish: its writer process is gone (POSIX), or its time is more
    than :data:`STALE_SECONDS` from now, either way."""
    if abs(age) > STALE_SECONDS:
        return True
    parts = name.split(".")
    if os.name != "posix" or len(parts) < 4 or not parts[-3].isdigit():
        return False
    try:
        os.kill(int(parts[-3]), 0)  # signal 0: only asks whether the process is there
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def remove_stale_temps(folder: Path, of: str = "") -> int:
    """Remove the temporary files of unfinished writes in ``folder`` (the app was killed
    between writing and renaming); a write still under way is left alone. Returns how many
    were removed; a folder that can't be read removes none.

    Args:
        of: only the temporary files of this file name (``"settings.json"``), so a folder
            shared with other files is not touched beyond ours; every one when empty.
    """
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(f".{of}") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and _writer_gone(entry.name, now - info.st_mtime):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def rename_aside(path: Path) -> Path:
    """Rename ``path`` to ``<name>.bad`` in the same folder, or ``<name>.bad-2``,
    ``<name>.bad-3`` ... when earlier ones exist; never deletes or overwrites a file.

    Returns:
        The new path.

    Raises:
        OSError: ``path`` is missing or can't be renamed.
    """
    target = next(t for t in _aside_names(path) if not (t.exists() or t.is_symlink()))
    os.rename(path, target)
    return target


def copy_aside(path: Path, data: bytes) -> Path:
    """Keep ``data`` (``path``'s bytes as read) in ``<name>.bad``, or the first free
    ``<name>.bad-2``, ``<name>.bad-3`` ...; when one of those already holds the same bytes it is
    that copy (a file read again at every start is kept once). Never deletes or overwrites.

    Returns:
        The copy's path.

    Raises:
        OSError: the copy can't be written.
    """
    names = _aside_names(path)
    while True:
        target = next(names)
        try:
            with open(target, "xb") as out:
                out.write(data)
            return target
        except FileExistsError:
            same_size = target.is_file() and not target.is_symlink() and target.stat().st_size == len(data)
            if same_size and target.read_bytes() == data:
                return target


def _aside_names(path: Path):
    """``<name>.bad``, ``<name>.bad-2``, ``<name>.bad-3`` ... beside ``path``, without end."""
    yield path.with_name(f"{path.name}.bad")
    n = 2
    while True:
        yield path.with_name(f"{path.name}.bad-{n}")
        n += 1
