"""Handing the memory of a closed screen back at once.

A screen's widgets hold one another in reference cycles (pygame-gui's elements and their
manager), so when it closes its objects wait for Python's cycle collector, which runs by the
count of objects made, not by the memory their pictures hold: the app's resident size grew
by some 20 MB per opening of New game and back (771 MB after 30, headless). The app collects
when it next waits for input after a screen closed (:meth:`game.app.App.idle`: nothing moves
then, so the time is not seen; tests and benches that drive frames call it), and on glibc
also hands the freed heap back (``malloc_trim``; it keeps it otherwise): 80 MB after 30,
each release some 24 ms (``python build_scripts/bench_screens.py``). Elsewhere
(Windows, macOS, musl) the C library keeps its own counsel and only the collection is done.
"""

from __future__ import annotations

import ctypes
import gc
import sys
from collections.abc import Callable


def _find_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or ``None`` where the C library has none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL(None), "malloc_trim", None)
    except OSError:
        return None


_TRIM = _find_trim()


def release() -> None:
    """Free what closed screens left in reference cycles, and on glibc return the heap's free
    pages to the system (some 20 ms with a table open)."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)
