"""The overlay a table pushed and waits for (a hand's summary, the curtain, a lesson's end)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.scene import Scene


class OverlayWait:
    """One overlay at a time that the table waits for: pushed after the current frame (a
    scene is never pushed in the middle of another's update), up until the player closes it.

    Args:
        app: the running app, whose scene stack the overlay goes on.

    Attributes:
        overlay: the overlay last pushed, ``None`` once it is seen to be closed.
    """

    def __init__(self, app: App) -> None:
        self.app = app
        self.overlay: Scene | None = None
        self._pushing: Scene | None = None

    def push(self, overlay: Scene) -> None:
        """Push ``overlay`` after this frame and wait for it."""
        self.overlay = self._pushing = overlay

        def push_now() -> None:
            if self._pushing is overlay:  # (not cancelled meanwhile)
                self._pushing = None
                self.app.push(overlay)

        self.app.later(push_now)

    @property
    def up(self) -> bool:
        """True while the overlay is up (or about to be)."""
        if self.overlay is not None:
            if self.overlay in self.app.scenes or self.overlay is self._pushing:
                return True
            self.overlay = None
        return False

    def cancel(self) -> None:
        """Take the overlay away unanswered (the moves it was about were taken back)."""
        if self.overlay is not None:
            self.app.remove(self.overlay)
        self.overlay = self._pushing = None
