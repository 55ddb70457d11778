"""Drawing primitives of the table and its overlays: card images, shadows, panels, buttons.

Every Surface made here is cached by what it depends on (size, card, colours) in a bounded
cache, so a still frame costs blits only.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

import pygame

from game import assets
from game.ui import style
from game.ui.text import fit, fitting_px, label

DIM_FACTOR = (150, 150, 150)
"""RGB multiplier of a card that cannot be played now."""


class LRU(OrderedDict):
    """A small least-recently-used cache of Surfaces holding at most ``size`` entries."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def fetch(self, key, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The value of ``key``, made by ``make()`` on a miss."""
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = self[key] = make()
        if len(self) > self.size:
            self.popitem(last=False)
        return value


_dimmed = LRU(128)
_corners = LRU(256)
CORNER = (0.25, 0.32)
"""The part of a card face its corner index fills (rank over suit symbol, top left in every
deck), as fractions of the card's width and height."""
_turned = LRU(64)
_panels = LRU(64)


def card_corner(deck: str, text: str, height: int) -> pygame.Surface:
    """The top-left corner of a card's face, ``height`` px tall: its rank and suit as the art
    draws them (the hand history's small cards; cached)."""

    def make() -> pygame.Surface:
        face = assets.card_face(deck, text, max(8, round(height / CORNER[1])))
        w, h = face.get_size()
        return face.subsurface(pygame.Rect(0, 0, round(w * CORNER[0]), min(h, height))).copy()

    return _corners.fetch((deck, text, height), make)


def card_image(
    deck: str, text: str | None, height: int, face_up: bool, dim: bool = False, back: str = "blue"
) -> pygame.Surface:
    """The face (``face_up`` and a known ``text``) or the ``back`` of a card, ``height`` px
    tall; ``dim`` darkens the face (cached per card and size)."""
    if not face_up or text is None:
        return assets.card_back(height, back)
    if not dim:
        return assets.card_face(deck, text, height)

    def make() -> pygame.Surface:
        surf = assets.card_face(deck, text, height).copy()
        surf.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
        return surf

    return _dimmed.fetch((deck, text, height), make)


def turned(key: tuple, image: pygame.Surface) -> pygame.Surface:
    """``image`` (drawn as ``key`` says) turned a quarter, cached by ``key``."""
    return _turned.fetch(key, lambda: pygame.transform.rotate(image, 90))


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow for a card of ``size`` (blurred by scaling a small rounded rect)."""
    w, h = size
    blur = max(2, h // 18)
    small = pygame.Surface((max(4, (w + 2 * blur) // 4), max(4, (h + 2 * blur) // 4)), pygame.SRCALPHA)
    inner = small.get_rect().inflate(-max(1, blur // 2), -max(1, blur // 2))
    pygame.draw.rect(small, style.SHADOW, inner, border_radius=max(1, inner.width // 8))
    return pygame.transform.smoothscale(small, (w + 2 * blur, h + 2 * blur))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 225, border: bool = True) -> None:
    """A dark rounded panel with a thin gold border (translucent over the felt)."""

    def make() -> pygame.Surface:
        radius = max(6, rect.height // 14 if rect.height < 200 else 14)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*style.PANEL, alpha), panel.get_rect(), border_radius=radius)
        if border:
            width = max(1, rect.height // 150)
            pygame.draw.rect(
                panel, (*style.PANEL_BORDER, 200), panel.get_rect(), width=width, border_radius=radius
            )
        return panel

    surface.blit(_panels.fetch((rect.size, alpha, border), make), rect.topleft)


def button_px(text: str, rect: pygame.Rect, px: int, bold: bool = False) -> int:
    """The type size, ``px`` or less (down to 10), in which ``text`` fits a button ``rect``: a
    long label reads smaller rather than squeezed."""
    return fitting_px(text, px, 10, rect.width - 8, bold)


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    px: int,
    enabled: bool = True,
    hover: bool = False,
    primary: bool = False,
) -> None:
    """A rounded button with centred text (smaller type for a label too long for it); a
    disabled one greyed, the hovered one lit."""
    radius = max(4, rect.height // 4)
    if not enabled:
        fill, colour = style.BUTTON_DISABLED, style.TEXT_DIM
    elif hover:
        fill, colour = style.BUTTON_HOVER, style.TEXT
    else:
        fill, colour = style.BUTTON, style.TEXT
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    border = style.ACCENT if (primary and enabled) or (hover and enabled) else style.PANEL_BORDER
    if enabled:
        pygame.draw.rect(surface, border, rect, width=max(1, rect.height // 22), border_radius=radius)
    bold = primary and enabled
    px = button_px(text, rect, px, bold)
    image = label(fit(text, assets.font(px, bold), rect.width - 6), px, colour, bold=bold)
    surface.blit(image, image.get_rect(center=rect.center))
