"""A modal message over whatever is below it: a title, a few sentences, OK (and Cancel)."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ui.menu import MenuScene

if TYPE_CHECKING:
    from game.app import App


@lru_cache(maxsize=2)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The dimming laid over the scene below (cached: the dialog draws every frame)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 140))
    return shade


class MessageScene(MenuScene):
    """A dialog box on a dimmed view of the scene below; it takes all input until closed.

    Args:
        app: the running app.
        title: the heading, e.g. ``"This save can't be opened"``.
        text: the message; ``"\\n\\n"`` starts a new paragraph.
        on_ok: called (after the dialog is popped) when OK is pressed, or None.
        ok_text: the OK button's text (e.g. ``"Delete"`` for a confirmation).
        cancel_text: when given, a second button that just closes the dialog.

    Attributes:
        buttons: ``"ok"`` and, with ``cancel_text``, ``"cancel"``.
    """

    opaque = False

    def __init__(
        self,
        app: App,
        title: str,
        text: str,
        on_ok: Callable[[], None] | None = None,
        ok_text: str = "OK",
        cancel_text: str | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.on_ok = on_ok
        self.ok_text = ok_text
        self.cancel_text = cancel_text
        self.closing = False
        self.box = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        """Lay the box out in the middle of the window, sized to its text."""
        w = self.size[0]
        u = self.unit
        width = min(round(640 * u), w - round(40 * u))
        pad = round(28 * u)
        inner = width - 2 * pad
        heading = round(self.px("heading") * 1.4)
        text_h = self.paragraph_height(inner, self.text, "body")
        button_h = round(48 * u)
        height = pad + heading + round(10 * u) + text_h + round(22 * u) + button_h + pad
        x, y = self.place_box(width, height, pad)
        self.label(pygame.Rect(x, y, inner, heading), self.title, "heading")
        y = self.paragraph(x, y + heading + round(10 * u), inner, self.text, "body")
        button_w = round(170 * u)
        right = self.box.right - pad
        by = self.box.bottom - pad - button_h
        self.button(
            pygame.Rect(right - button_w, by, button_w, button_h),
            self.ok_text,
            self.ok,
            kind="primary",
            name="ok",
        )
        if self.cancel_text:
            self.button(
                pygame.Rect(right - 2 * button_w - round(14 * u), by, button_w, button_h),
                self.cancel_text,
                self.cancel,
                name="cancel",
            )

    def place_box(self, width: int, height: int, pad: int) -> tuple[int, int]:
        """Centre the dialog's :attr:`box` (``width`` x ``height`` pixels) in the window, no
        higher than its top; returns the top-left corner inside its padding ``pad``."""
        w, h = self.size
        self.box = pygame.Rect((w - width) // 2, max(0, (h - height) // 2), width, height)
        return self.box.x + pad, self.box.y + pad

    def ok(self) -> None:
        """Close the dialog, then run ``on_ok``."""
        self._close(self.on_ok)

    def cancel(self) -> None:
        """Close the dialog without running ``on_ok``."""
        self._close(None)

    def _close(self, then: Callable[[], None] | None) -> None:
        if self.closing:
            return
        self.closing = True

        def close() -> None:
            self.app.remove(self)
            if then is not None:
                then()

        self.app.later(close)

    def on_key(self, event: pygame.event.Event) -> None:
        """Enter is OK; Escape is Cancel (or OK when there is no Cancel)."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ok()
        elif event.key == pygame.K_ESCAPE and self.cancel_text:
            self.cancel()
        elif event.key == pygame.K_ESCAPE:
            self.ok()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, then the box and its widgets."""
        surface.blit(_shade(surface.get_size()), (0, 0))
        self.draw_panel(surface, self.box, alpha=255)
        self.manager.draw_ui(surface)
        self.draw_focus(surface)
