"""The scene stack's unit: one screen or overlay of the app.

Events go top-down and stop at the first scene that consumes them; drawing goes bottom-up
from the topmost opaque scene, so an overlay (curtain, bidding panel, hand summary) is drawn
over the table it covers. Every scene is updated every frame (so animations beneath an
overlay keep moving); a scene checks ``self.is_top`` before it takes turns or input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """Base class of every scene.

    Attributes:
        app: the running :class:`game.app.App`.
        opaque: True when the scene paints the whole window (scenes below are not drawn).
    """

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def is_top(self) -> bool:
        """True while this scene is the top of the stack (it has the input)."""
        return self.app.top is self

    def enter(self) -> None:
        """Called once when pushed."""

    def exit(self) -> None:
        """Called once when popped or replaced."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one pygame event; return True if consumed (lower scenes won't see it)."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (virtual seconds in demo and test runs)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the window)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` = (width, height) pixels: recompute the layout."""
