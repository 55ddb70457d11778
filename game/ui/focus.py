"""The keyboard in the menus: a focus drawn around one button, moved by Tab (Shift+Tab back)
and the arrow keys (to the nearest button that way), and Enter or Space to press it.

Tab goes in the order the screen made its widgets, which is the order its parts are read
(New game: the games, the seats, the options column by column, then the bottom row),
not row by row across the screen, which interleaved the seats with the options beside them.

pygame-gui 0.6.14 moves no focus between buttons by keyboard, so every
:class:`~game.ui.menu.MenuScene` keeps one of these over the buttons it made. The focus is
remembered by where its button lies, so it stays on the same button when a screen is built
again (a choice made in the settings, a resized window). It shows only once a key has moved
it: a player using the mouse sees none.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame
import pygame_gui
from pygame_gui import UI_BUTTON_PRESSED

from game.ui import style

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
"""Each arrow key's direction (x, y)."""
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that press the focused button."""
Focusable = pygame_gui.elements.UIButton | pygame_gui.elements.UITextEntryLine
"""What the focus rests on: a button (pressed by :data:`PRESS`) or a text entry (typed in)."""


class KeyFocus:
    """The focus over a screen's buttons.

    Attributes:
        at: the centre of the focused button in window pixels, or ``None`` (no focus yet).
    """

    def __init__(self) -> None:
        self.at: tuple[int, int] | None = None

    @staticmethod
    def live(buttons: Sequence[Focusable]) -> list[Focusable]:
        """The widgets a focus may rest on (shown, enabled, alive), in Tab order."""
        return [b for b in buttons if b.alive() and b.visible and b.is_enabled]

    def focused(self, buttons: Sequence[Focusable]) -> Focusable | None:
        """The focused button among ``buttons``: the one at :attr:`at`, else the nearest."""
        live = self.live(buttons)
        if self.at is None or not live:
            return None
        x, y = self.at
        return min(live, key=lambda b: (b.rect.centerx - x) ** 2 + (b.rect.centery - y) ** 2)

    def handle(self, key: int, mod: int, buttons: Sequence[Focusable]) -> bool:
        """React to the key ``key`` (with modifiers ``mod``): move the focus or press its
        button. True when the key was used."""
        live = self.live(buttons)
        if not live:
            return False
        current = self.focused(live)
        if key == pygame.K_TAB:
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            at = live.index(current) + step if current is not None else (0 if step > 0 else -1)
            self.at = live[at % len(live)].rect.center
        elif key in ARROWS:
            if current is None:
                self.at = live[0].rect.center
            else:
                index = nearest(current.rect.center, [b.rect.center for b in live], ARROWS[key])
                self.at = live[index].rect.center if index is not None else current.rect.center
        elif key in PRESS and isinstance(current, pygame_gui.elements.UIButton):
            current.on_self_event(UI_BUTTON_PRESSED, {"mouse_button": 1})
        else:
            return False
        return True

    def draw(
        self,
        surface: pygame.Surface,
        buttons: Sequence[Focusable],
        unit: float,
        parts: Mapping[int, Sequence[pygame_gui.core.UIElement]] | None = None,
    ) -> None:
        """Outline the focused button, a light ring over a dark one so that it shows on light
        and dark buttons alike (nothing before a key moved the focus); the ring takes in what
        ``parts`` holds under the button's ``id`` as part of it (an option's label by its box)."""
        button = self.focused(buttons)
        if button is not None:
            extra = [part.rect for part in (parts or {}).get(id(button), ()) if part.visible]
            draw_ring(surface, button.rect.unionall(extra), unit)


def nearest(
    current: tuple[int, int], points: Sequence[tuple[int, int]], direction: tuple[int, int]
) -> int | None:
    """The index of the point of ``points`` nearest ``current`` in ``direction`` (x, y), a
    sideways step counting double, or ``None`` when there is none that way."""
    dx, dy = direction
    cx, cy = current
    best, best_cost = None, None
    for i, (x, y) in enumerate(points):
        ahead = (x - cx) * dx + (y - cy) * dy
        if ahead <= 0:
            continue
        cost = ahead + 2 * (abs((x - cx) * dy) + abs((y - cy) * dx))
        if best_cost is None or cost < best_cost:
            best, best_cost = i, cost
    return best


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, unit: float) -> None:
    """The keyboard's focus around ``rect``: a light ring over a dark one, so that it shows on
    light and dark things alike (and beside a gold outline)."""
    width, radius = max(2, round(3 * unit)), max(4, round(8 * unit))
    dark = rect.inflate(2 * width, 2 * width)
    pygame.draw.rect(surface, style.PANEL, dark, width=width, border_radius=radius)
    light = rect.inflate(4 * width, 4 * width)
    pygame.draw.rect(surface, style.TEXT, light, width=width, border_radius=radius)


def scroll_into_view(
    scroller: pygame_gui.elements.UIScrollingContainer, widget: Focusable, below: int = 0
) -> bool:
    """Scroll ``scroller`` so that ``widget``, one of its contents, shows with the ``below``
    pixels under it (an option's help text): one above the view comes to its top edge, one
    whose bottom (with ``below``) is cut comes up until it shows whole, or to the top edge if
    it is taller than the view. True when it scrolled (the widget's rect has moved)."""
    bar, view = scroller.vert_scroll_bar, scroller.rect
    if bar is None or scroller.scrolling_height <= 0:
        return False
    bottom = widget.rect.bottom + below
    if view.top <= widget.rect.top and bottom <= view.bottom:
        return False
    depth = widget.rect.top - scroller.get_container().rect.top  # from the contents' top
    shown = bottom - widget.rect.top  # the height that should show
    start = depth if widget.rect.top < view.top else min(depth, depth + shown - view.height)
    for _ in range(2):  # (again by what is left: the bar keeps its place in fractions, the
        # contents move by whole pixels, and a help's last row of pixels stayed under the edge)
        bar.set_scroll_from_start_percentage(start / scroller.scrolling_height)
        scroller.update(0.0)  # (now, so that the focus is drawn where the widget has gone)
        short = min(widget.rect.bottom + below - view.bottom, widget.rect.top - view.top)
        if short <= 0:
            break
        start += short
    return True
