"""Frame timing of a run (:class:`FrameStats`): per-frame work, the interval the player sees
and whether a bot was thinking, kept for the latest frames only; summarized as percentiles
for the demo's JSON line and the benchmarks."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

FRAME_HISTORY = 100_000
"""Frames whose timings :class:`FrameStats` keeps, the latest (about half an hour of steady
drawing at 60 frames/s; a demo game is far shorter), so a long session's memory stays bounded."""


def _history() -> deque:
    return deque(maxlen=FRAME_HISTORY)


def percentiles(values: Iterable[float]) -> dict[str, float]:
    """``{"p50", "p95", "max"}`` of ``values`` (milliseconds), rounded to 0.01 (zeros if empty)."""
    if not values:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(values)

    def pick(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)

    return {"p50": pick(0.50), "p95": pick(0.95), "max": round(ordered[-1], 2)}


@dataclass
class FrameStats:
    """Frame timing of a run.

    Attributes:
        started: ``time.perf_counter()`` when the app was asked to start.
        startup_ms: milliseconds from ``started`` to the first drawn frame (None until then).
        frame_ms: per-frame work time (events, update, draw, flip), in milliseconds (the
            last :data:`FRAME_HISTORY` frames, as are the two below).
        interval_ms: per frame of :attr:`frame_ms`, milliseconds since the end of the loop's
            step before it (drawn or not): the frame time the player sees, in real time.
        thinking: per frame of :attr:`frame_ms`, whether a bot's decision was pending in the
            worker when the frame began.
    """

    started: float
    startup_ms: float | None = None
    frame_ms: deque[float] = field(default_factory=_history)
    interval_ms: deque[float] = field(default_factory=_history)
    thinking: deque[bool] = field(default_factory=_history)

    def summary(self) -> dict[str, float]:
        """``{"p50", "p95", "max"}`` of :attr:`frame_ms` (see :func:`percentiles`)."""
        return percentiles(self.frame_ms)

    def while_thinking(self) -> dict[str, object]:
        """The frames drawn while a bot decision was pending: ``{"frames": count, "work_ms":
        percentiles of their work time, "interval_ms": percentiles of their :attr:`interval_ms`}``
        (in real time; with a fixed ``dt`` frames run back to back)."""
        work = [ms for ms, busy in zip(self.frame_ms, self.thinking) if busy]
        intervals = [ms for ms, busy in zip(self.interval_ms, self.thinking) if busy]
        return {"frames": len(work), "work_ms": percentiles(work), "interval_ms": percentiles(intervals)}
