"""The table's status line (what just happened) and the lines said before it, kept so that a
take-back can show again the ones before its moves."""

from __future__ import annotations

from collections import deque

LOG_LINES = 12
"""The most lines under the status line; the log box shows as many as it holds (it showed 4
with room for more, and a tester missed a declaration of zero)."""
KEPT_LINES = 200
"""Lines the log keeps, for a take-back to show again the ones before its moves."""
PASSING = -1
"""The move count kept with a passing line (:meth:`StatusLog.say`)."""


class StatusLog:
    """The status line (what just happened) and the few lines before it. Each line is kept
    with the number of moves made when it was said, the last :data:`KEPT_LINES` of them, so
    a take-back drops the lines of its moves and shows again the ones before.
    """

    def __init__(self) -> None:
        self._said: deque[tuple[str, int]] = deque(maxlen=KEPT_LINES)
        self._last, self._repeats = "", 0

    @property
    def status(self) -> str:
        """The latest line (``""`` before any)."""
        return self._said[-1][0] if self._said else ""

    @property
    def older(self) -> list[str]:
        """The :data:`LOG_LINES` lines before the status line, oldest first."""
        return [line for line, _ in list(self._said)[-LOG_LINES - 1 : -1]]

    def say(self, line: str, moves: int = 0, passing: bool = False) -> bool:
        """Make ``line`` the status line, said after ``moves`` moves; the same line again
        reads as one with a count (``"East discards a card face down (×6)"``). A ``passing``
        line (a request refused) stays in the log until the next take-back. True if the
        status changed."""
        moves = PASSING if passing else moves
        if line == self._last and self._said:
            self._repeats += 1
            self._said[-1] = (f"{line} (×{self._repeats})", moves)
            return True
        return self.note(line, moves)

    def note(self, line: str, moves: int = 0) -> bool:
        """Make ``line`` the status line (the old one goes to the log); True if it changed."""
        if line == self.status:
            return False
        self._said.append((line, moves))
        self._last, self._repeats = line, 1
        return True

    def forget_after(self, moves: int) -> None:
        """Drop the lines said after more than ``moves`` moves (a take-back to that point:
        they told of moves no longer made), and the passing ones (helper-32 read "There is
        no move of yours to take back yet" above "You took back your last move")."""
        kept = ((line, m) for line, m in self._said if m <= moves and m != PASSING)
        self._said = deque(kept, maxlen=KEPT_LINES)
        self._last, self._repeats = "", 0
