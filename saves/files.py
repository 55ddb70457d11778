"""File helpers shared by saves, settings and statistics: reading a small JSON file, atomic
writes and renaming a bad file aside."""

from __future__ import annotations

import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from rules.core.files import FileTrouble, read_bounded

MISSING = object()
"""What :func:`read_json` gives for a file that does not exist."""


def read_json(path: Path, max_bytes: int) -> tuple[Any, str | None]:
    """``(value, None)``: the JSON held by ``path`` (UTF-8, a BOM allowed); ``(MISSING,
    None)`` when there is no such file; ``(None, problem)`` for a file that cannot be used,
    ``problem`` saying why in words for the player (not a regular file, larger than
    ``max_bytes``, not UTF-8, not JSON)."""
    try:
        return json.loads(read_bounded(path, max_bytes).decode("utf-8-sig")), None
    except FileTrouble as trouble:
        return (MISSING, None) if trouble.kind == "missing" else (None, str(trouble))
    except UnicodeDecodeError:
        return None, "it is not UTF-8 text"
    except (ValueError, RecursionError):
        return None, "it is not valid JSON (perhaps cut short)"


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that a reader sees the old file or the new one,
    never a part: a temp file in the same folder, flush, fsync, then ``os.replace``.

    The folder is created if missing. The temp file (``.<name>.<pid>.<random>.tmp``) is
    removed if anything fails; one left by a killed writer is removed later by
    :func:`remove_stale_temps`.

    Raises:
        OSError: the folder or file can't be written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


TEMP_SUFFIX = ".tmp"
STALE_SECONDS = 600
"""A temporary file older than this was left by a write that never finished."""


def _writer_gone(name: str, age: float) -> bool:
    """True when the temporary file ``name`` (``.<file>.<pid>.<random>.tmp``) was left by a
    write that will never finish: its writer process is gone (POSIX), or it is older than
    :data:`STALE_SECONDS`."""
    if age > STALE_SECONDS:
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


def remove_stale_temps(folder: Path) -> int:
    """Remove the temporary files of unfinished writes in ``folder`` (the app was killed
    between writing and renaming); a write still under way is left alone. Returns how many
    were removed; a folder that can't be read removes none."""
    removed = 0
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
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
    target = path.with_name(f"{path.name}.bad")
    n = 1
    while target.exists() or target.is_symlink():
        n += 1
        target = path.with_name(f"{path.name}.bad-{n}")
    os.rename(path, target)
    return target
