"""The scene stack's unit: one screen or overlay of the app.

Events go top-down and stop at the first scene that consumes them; drawing goes bottom-up
from the topmost opaque scene, so an overlay (curtain, summary, dialog) is drawn over the
table it covers. Every scene is updated every frame it runs (so animations beneath an overlay
keep moving); a scene checks ``self.is_top`` before it takes turns or input.

The app is idle when it can be: it draws only when a scene is :attr:`Scene.dirty` (something
it shows changed) or :meth:`Scene.busy` (something moves), and otherwise waits for events.
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
        dirty: something this scene shows changed; the app redraws, then clears it.
    """

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True

    @property
    def is_top(self) -> bool:
        """True while this scene is the top of the stack (it has the input)."""
        return self.app.top is self

    def busy(self) -> bool:
        """True while the scene needs frames without any event (an animation, a timer)."""
        return False

    def enter(self) -> None:
        """Called once when pushed."""

    def exit(self) -> None:
        """Called once when popped or replaced."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one pygame event; return True if consumed (lower scenes won't see it)."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (virtual seconds in demo and test runs)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the window)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` = (width, height) pixels: recompute the layout."""

    def settings_changed(self) -> None:
        """The player changed a setting: lay out again (the text size may have changed) and
        draw anew."""
        self.on_resize(self.app.layout_size)
        self.dirty = True
