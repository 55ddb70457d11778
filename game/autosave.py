"""The autosave of a game being played: one background thread writes the latest record, so a
slow disk never stalls a frame (:class:`Autosaver`, used by :class:`game.session.Session`),
and the names its status line gives the seats (:func:`status_names`)."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

from rules.core.record import GameRecord, Seat
from rules.core.text import clean_text


def status_names(seats: Sequence[Seat], to_act: int) -> list[str]:
    """The seats' names as the save's status line says them (the title's Continue line, the
    Load screen): with two or more human seats, the seat ``to_act`` is marked ``"(AI)"`` when it
    is a computer player. A resumed pass-and-play game plays that seat's move first and then
    calls the next human to the table: a tester read "East to play" on the title and then saw
    the curtain call South (East's plate says AI; the title named no one as such)."""
    names = [seat.name for seat in seats]
    if sum(seat.is_human for seat in seats) >= 2 and 0 <= to_act < len(seats) and not seats[to_act].is_human:
        names[to_act] = f"{names[to_act]} (AI)"
    return names


class Autosaver:
    """Writes one game's save file: at once in the calling thread (:meth:`write_now`, a
    human's move, before the table shows it) or on a background thread (:meth:`submit`, the
    others; only the newest pending save is written), never an older record over a newer one.

    Args:
        write: ``write(record, summary, path, new=...) -> Path`` (normally
            :func:`saves.write_save`).
        path: the save file; a name not yet claimed when ``claimed`` is False (the first
            write creates it, or the next free name, and :attr:`path` becomes that).

    Attributes:
        path: the save file.
        error: the last write's failure in a sentence for the player, or ``None``.
    """

    def __init__(self, write: Callable[..., Path], path: Path, claimed: bool) -> None:
        self._write = write
        self.path = path
        self._claimed = claimed
        self._queue: queue.Queue[tuple | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()  # one write at a time
        self._made = 0  # snapshots made (each numbered), and the number of the one on disk
        self._written = 0
        self.error: str | None = None

    def _snapshot(self, record: GameRecord, summary: dict) -> tuple:
        self._made += 1
        return self._made, record.copy(), summary

    def write_now(self, record: GameRecord, summary: dict) -> None:
        """Write ``record`` now, in this thread (a pending background save is older: it is
        dropped when its turn comes)."""
        self._write_one(self._snapshot(record, summary))

    def submit(self, record: GameRecord, summary: dict) -> None:
        """Queue a save of a snapshot of ``record``."""
        self._queue.put(self._snapshot(record, summary))
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            while item is not None and not self._queue.empty():
                newer = self._queue.get_nowait()
                if newer is None:
                    self._write_one(item)
                    item = None
                    break
                item = newer
            if item is None:
                return
            self._write_one(item)

    def _write_one(self, item: tuple) -> None:
        number, record, summary = item
        with self._lock:
            if number <= self._written:  # a newer record is on disk already
                return
            try:
                self.path = self._write(record, summary, self.path, new=not self._claimed)
                self._claimed, self._written, self.error = True, number, None
            except Exception as exc:  # a full disk must not end the game; the table shows it
                why = clean_text(getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__, 200)
                self.error = (
                    f"Could not save the game in {clean_text(str(self.path.parent), 300)} ({why}). Play goes"
                    " on; the game is saved again after each move."
                )

    def flush(self) -> None:
        """Write what is pending and stop the thread (called when leaving the table)."""
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(timeout=10)
            self._thread = None
