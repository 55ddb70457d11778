"""The base of the scenes laid over the table: a translucent veil with a centred panel of a
title (broken between its phrases, never cut), lines and a row of buttons.

Each reports its clickable buttons by :meth:`Overlay.targets` (key, window rect) like the
table does, so tests click them by position. In a demo run (``app.demo`` set) an overlay with
an ``auto`` choice acts on its own after a short time.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game import assets
from game.scene import Scene
from game.table import pace
from game.table.paint import draw_button, draw_panel
from game.ui import style
from game.ui.text import draw_text, wrap, wrap_phrases

DEMO_OVERLAY_SECONDS = 1.5
"""How long a demo shows an overlay before it acts on its own (virtual seconds)."""


@lru_cache(maxsize=2)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """The dimming laid over the table under an overlay."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 110))
    return veil


STEPS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
"""The keys that move the keyboard's focus along the buttons."""
STEPS_BACK = (pygame.K_LEFT, pygame.K_UP)
"""Of :data:`STEPS`, those that move it back (Shift+Tab too)."""


class Overlay(Scene):
    """A translucent veil with a centred panel: a title, lines and a row of buttons.

    Args:
        app: the app.
        title: heading.
        lines: body lines (wrapped to the panel, never cut).
        buttons: ``(label, key)`` pairs; clicking one calls :meth:`choose` with ``key``.
        good: colour the title as a success (True); a failure (False) and a neutral title
            (None) are drawn alike (a round's title in red read as an error to a tester).
        auto: in a demo, the key chosen by itself after :data:`DEMO_OVERLAY_SECONDS`.
    """

    opaque = False
    panel_alpha = 255
    """Opacity of the panel: whole, so its words never mix with the words behind it (the
    history panel's, the log's) - the veil dims the table, the panel hides what it covers."""
    leaves_table = False
    """Escape goes back to the title (the game is saved) instead of closing the overlay."""
    first_focused = True
    """The first button starts with the keyboard's focus (outlined), which Enter or Space takes
    once the panel has been up for :data:`~game.table.pace.INPUT_GRACE` (a key pressed to hurry
    the moves before it is not an answer to it); False: no button has it until Tab or an arrow
    key gives it one."""
    closed_by: int | None = None
    """The key that opened it from the table, which closes it again as Escape does (a tester
    pressed L a second time and found the last trick still up)."""

    def __init__(
        self,
        app,
        title: str,
        lines: Sequence[str],
        buttons: Sequence[tuple[str, str]],
        good: bool | None = None,
        auto: str | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self.good = good
        self.auto = auto
        self.elapsed = 0.0
        self.hover = (-1, -1)
        self.done = False
        self.focus: int | None = 0 if self.first_focused else None

    # --- geometry -----------------------------------------------------------------------
    @property
    def unit(self) -> int:
        """The window's unit (its height, or less when it is narrow), as the table's."""
        w, h = self.app.layout_size
        return min(h, round(w / 1.2))

    def area(self) -> pygame.Rect:
        """Where the panel is centred: the window, less the hand history open beside (or
        under) the table below it, which stays in sight whole (a summary lay over its lines,
        leaving halves of them: a tester)."""
        size = self.app.layout_size
        scenes = self.app.scenes
        for scene in reversed(scenes[: scenes.index(self)] if self in scenes else scenes):
            table_size = getattr(scene, "table_size", None)  # (a table: the part it is laid in)
            if table_size is not None:
                return pygame.Rect((0, 0), table_size(size))
        return pygame.Rect((0, 0), size)

    def panel_rect(self) -> pygame.Rect:
        """The panel, centred in :meth:`area`, sized to its text."""
        area = self.area()
        u = self.unit
        width = min(round(area.width * 0.92), round(u * 1.25))
        step = round(style.text_px(u, "body") * 1.5)
        more = (len(self.title_lines(width)) - 1) * round(style.text_px(u, "heading") * 1.25)
        tall = round(u * 0.24) + more + self.body_height(width) + step
        rect = pygame.Rect(0, 0, width, min(area.height - 8, tall))
        rect.center = area.center
        return rect

    def title_lines(self, panel_width: int) -> list[str]:
        """The title broken between its phrases to a panel ``panel_width`` pixels wide."""
        font = assets.font(style.text_px(self.unit, "heading"), True)
        return wrap_phrases(self.title, font, panel_width - 20)

    def body_height(self, panel_width: int) -> int:
        """The height :meth:`draw_body` needs in a panel ``panel_width`` pixels wide."""
        return round(style.text_px(self.unit, "body") * 1.5) * len(self.body_lines(panel_width))

    def body_lines(self, panel_width: int) -> list[str]:
        """The body lines wrapped to a panel ``panel_width`` pixels wide."""
        font = assets.font(style.text_px(self.unit, "body"))
        return [part for line in self.lines for part in wrap(line, font, panel_width - 32)]

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """``(key, rect)`` of each button."""
        panel = self.panel_rect()
        u = self.unit
        bh, gap = round(u * 0.065), round(u * 0.02)
        n = max(1, len(self.buttons))
        bw = min(round(panel.width * 0.4), (panel.width - gap * (n + 1)) // n)
        x = panel.centerx - (bw * n + gap * (n - 1)) // 2
        y = panel.bottom - gap - bh
        return [(key, pygame.Rect(x + i * (bw + gap), y, bw, bh)) for i, (_, key) in enumerate(self.buttons)]

    # --- scene --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, rect in self.targets():
                if rect.collidepoint(event.pos):
                    self._choose(key)
                    return True
        if event.type == pygame.KEYDOWN and event.key in STEPS and self.buttons:
            step = -1 if event.key in STEPS_BACK or getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            start = self.focus if self.focus is not None else (-1 if step > 0 else 0)
            self.focus, self.dirty = (start + step) % len(self.buttons), True
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            and self.focus is not None
            and self.focus < len(self.buttons)
            and self.elapsed >= pace.INPUT_GRACE
        ):
            self._choose(self.buttons[self.focus][1])
            return True
        if event.type == pygame.KEYDOWN and event.key == self.closed_by and not self.done:
            self.done = True
            self.app.later(self._close)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.done:
            self.done = True
            self.app.later(lambda: self.app.show("title") if self.leaves_table else self._close())
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.app.demo is not None and self.auto and self.is_top and self.elapsed >= DEMO_OVERLAY_SECONDS:
            self._choose(self.auto)

    def busy(self) -> bool:
        """A demo counts down to its own choice."""
        return self.app.demo is not None and bool(self.auto) and not self.done

    def _choose(self, key: str) -> None:
        if not self.done:
            self.done = True
            self.choose(key)

    def choose(self, key: str) -> None:
        """React to a button (default: close)."""
        self.app.later(self._close)

    def _close(self) -> None:
        self.app.remove(self)

    def draw(self, surface: pygame.Surface) -> None:
        above = self.app.scenes[self.app.scenes.index(self) + 1 :] if self in self.app.scenes else []
        if any(isinstance(scene, Overlay) for scene in above):
            return  # a pop-up over it (the score sheet) shows alone, no edge of this one peeking
        surface.blit(_veil(surface.get_size()), (0, 0))
        panel = self.panel_rect()
        u = self.unit
        draw_panel(surface, panel, alpha=self.panel_alpha)
        colour = style.GOOD if self.good else style.ACCENT  # (a failure in red read as an error)
        y, px = panel.top + round(u * 0.03), style.text_px(u, "heading")
        for line in self.title_lines(panel.width):
            y = draw_text(surface, line, px, (panel.centerx, y), colour, bold=True, anchor="midtop").bottom
        y += round(u * 0.03)
        self.draw_body(surface, panel, y)
        for (text, key), (_, rect) in zip(self.buttons, self.targets()):
            draw_button(
                surface,
                rect,
                text,
                style.text_px(u, "body"),
                hover=rect.collidepoint(self.hover),
                primary=self.focus is not None and key == self.buttons[self.focus][1],
            )

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The body lines, centred."""
        px = style.text_px(self.unit, "body")
        for line in self.body_lines(panel.width):
            draw_text(
                surface, line, px, (panel.centerx, y), style.TEXT, anchor="midtop", max_width=panel.width - 24
            )
            y += round(px * 1.5)
