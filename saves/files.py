"""File helpers shared by saves and settings: atomic writes and renaming a bad file aside."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` so that a reader sees the old file or the new one,
    never a part: a temp file in the same folder, flush, fsync, then ``os.replace``.

    The folder is created if missing. The temp file (``.<name>.<random>.tmp``) is removed
    if anything fails.

    Raises:
        OSError: the folder or file can't be written.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


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
