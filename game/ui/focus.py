"""The keyboard in the menus: a focus drawn around one button, moved by Tab (Shift+Tab back)
and the arrow keys (to the nearest button that way), and Enter or Space to press it.

pygame-gui 0.6.14 moves no focus between buttons by keyboard, so every
:class:`~game.ui.menu.MenuScene` keeps one of these over the buttons it made. The focus is
remembered by where its button lies, so it stays on the same button when a screen is built
again (a choice made in the settings, a resized window). It shows only once a key has moved
it: a player using the mouse sees none.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui
from pygame_gui import UI_BUTTON_PRESSED

from game.ui import style

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
"""Each arrow key's direction (x, y)."""
PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
"""Keys that press the focused button."""


class KeyFocus:
    """The focus over a screen's buttons.

    Attributes:
        at: the centre of the focused button in window pixels, or ``None`` (no focus yet).
    """

    def __init__(self) -> None:
        self.at: tuple[int, int] | None = None

    @staticmethod
    def live(buttons: Sequence[pygame_gui.elements.UIButton]) -> list[pygame_gui.elements.UIButton]:
        """The buttons a focus may rest on (shown, enabled, alive), in reading order."""
        shown = [b for b in buttons if b.alive() and b.visible and b.is_enabled]
        return sorted(shown, key=lambda b: (b.rect.top, b.rect.left))

    def focused(self, buttons: Sequence[pygame_gui.elements.UIButton]) -> pygame_gui.elements.UIButton | None:
        """The focused button among ``buttons``: the one at :attr:`at`, else the nearest."""
        live = self.live(buttons)
        if self.at is None or not live:
            return None
        x, y = self.at
        return min(live, key=lambda b: (b.rect.centerx - x) ** 2 + (b.rect.centery - y) ** 2)

    def handle(self, key: int, mod: int, buttons: Sequence[pygame_gui.elements.UIButton]) -> bool:
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
        elif key in PRESS and current is not None:
            current.on_self_event(UI_BUTTON_PRESSED, {"mouse_button": 1})
        else:
            return False
        return True

    def leave(self, rect: pygame.Rect, mod: int, buttons: Sequence[pygame_gui.elements.UIButton]) -> None:
        """Tab out of a text entry at ``rect``: the focus goes to the first button after it in
        reading order (with Shift, the last before it), round to the other end."""
        live = self.live(buttons)
        if not live:
            return
        here = (rect.top, rect.left)
        if mod & pygame.KMOD_SHIFT:
            before = [b for b in live if (b.rect.top, b.rect.left) < here]
            self.at = (before or live)[-1].rect.center
        else:
            after = [b for b in live if (b.rect.top, b.rect.left) > here]
            self.at = (after or live)[0].rect.center

    def draw(
        self, surface: pygame.Surface, buttons: Sequence[pygame_gui.elements.UIButton], unit: float
    ) -> None:
        """Outline the focused button, a light ring over a dark one so that it shows on light
        and dark buttons alike (nothing before a key moved the focus)."""
        button = self.focused(buttons)
        if button is not None:
            draw_ring(surface, button.rect, unit)


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
