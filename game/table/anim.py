"""Tweened motion and the table's timeline of steps, on virtual time.

Everything advances only by the ``dt`` the scene's ``update`` receives, so a headless test
or demo (fixed ``dt`` per frame) plays every animation without sleeping.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing; ``t`` and the result in [0, 1]."""
    t = min(1.0, max(0.0, t))
    return 1.0 - (1.0 - t) ** 3


def ease_in_out(t: float) -> float:
    """Smooth start and end (cubic); ``t`` and the result in [0, 1]."""
    t = min(1.0, max(0.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


class Tween:
    """A value moving from ``start`` to ``end`` (tuples of floats) over ``duration`` seconds
    after ``delay`` seconds, shaped by ``ease``.

    Attributes:
        elapsed: seconds advanced so far (the delay included).
    """

    def __init__(
        self,
        start: tuple[float, ...],
        end: tuple[float, ...],
        duration: float,
        delay: float = 0.0,
        ease: Callable[[float], float] = ease_out_cubic,
    ) -> None:
        self.start, self.end = tuple(start), tuple(end)
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.elapsed = 0.0

    def advance(self, dt: float) -> None:
        """Move on by ``dt`` seconds."""
        self.elapsed += dt

    @property
    def progress(self) -> float:
        """Un-eased progress in [0, 1] (0 during the delay)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        """True once the end is reached."""
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> tuple[float, ...]:
        """The current value."""
        k = self.ease(self.progress)
        return tuple(a + (b - a) * k for a, b in zip(self.start, self.end))


class Timeline:
    """Steps played one after another.

    A step is ``start()`` (which changes the table and starts tweens) followed by a hold of
    ``hold`` seconds; the next step starts once the hold is over and ``busy()`` (the scene's
    "is any sprite still moving") is false.
    """

    def __init__(self) -> None:
        self._steps: deque[tuple[Callable[[], None], float]] = deque()
        self._hold = 0.0
        self._running = False

    def add(self, start: Callable[[], None], hold: float = 0.0) -> None:
        """Queue a step."""
        self._steps.append((start, hold))

    def update(self, dt: float, busy: Callable[[], bool]) -> None:
        """Advance the current hold by ``dt`` and start as many due steps as are ready."""
        if self._running:
            self._hold -= dt
        while True:
            if self._running and (self._hold > 0 or busy()):
                return
            self._running = False
            if not self._steps:
                return
            start, hold = self._steps.popleft()
            self._running = True
            self._hold = hold
            start()

    @property
    def idle(self) -> bool:
        """True when no step is running or queued (the sprites may still be moving)."""
        return not self._running and not self._steps

    @property
    def held(self) -> bool:
        """True while a step holds until :meth:`release` (its hold is infinite)."""
        return self._running and self._hold == math.inf

    def release(self) -> None:
        """End the running step's hold now."""
        if self._running:
            self._hold = 0.0

    def clear(self) -> None:
        """Drop every queued step (used when the table is rebuilt)."""
        self._steps.clear()
        self._running = False
        self._hold = 0.0
