"""Reading a small file the app did not write itself (a save, a variant, the settings) safely:
only a regular file is opened, so a FIFO or a device named like one never blocks, and no more
than a bound is read."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class FileTrouble(Exception):
    """A file that can't be read; the message is a phrase such as ``"it is not a regular
    file"``.

    Attributes:
        kind: ``"missing"``, ``"not_regular"``, ``"too_large"`` or ``"unreadable"``.
    """

    def __init__(self, kind: str, reason: str) -> None:
        super().__init__(reason)
        self.kind = kind


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` bytes long.

    The file's type is checked before it is opened.

    Raises:
        FileTrouble: missing, not a regular file, longer than ``limit`` bytes, or an
            operating-system error (the message gives its reason).
    """
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise FileTrouble("not_regular", "it is not a regular file")
        if info.st_size > limit:
            raise FileTrouble("too_large", f"it is larger than {limit:,} bytes")
        with open(path, "rb") as handle:
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        raise FileTrouble("missing", "it does not exist") from None
    except OSError as exc:
        raise FileTrouble("unreadable", str(exc.strerror or exc)) from None
    if len(raw) > limit:
        raise FileTrouble("too_large", f"it is larger than {limit:,} bytes")
    return raw
