"""Buttons and text blocks drawn by the table and its overlays (one look, from game.ui.style)."""

from __future__ import annotations

import pygame

from game import assets
from game.table.sprites import label
from game.ui import style
from game.ui.text import fit


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    px: int,
    enabled: bool = True,
    hover: bool = False,
    primary: bool = False,
) -> None:
    """A rounded button with centred text; disabled buttons are greyed, the hovered one lit."""
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
    image = label(text, px, colour, bold=primary and enabled)
    if image.get_width() > rect.width - 6:
        image = pygame.transform.smoothscale(
            image, (rect.width - 6, max(1, round(image.get_height() * (rect.width - 6) / image.get_width())))
        )
    surface.blit(image, image.get_rect(center=rect.center))


def draw_text(
    surface: pygame.Surface,
    text: str,
    px: int,
    pos: tuple[int, int],
    colour=style.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """One line of text at ``pos`` (``anchor`` is a pygame.Rect attribute name), cut with an
    ellipsis to ``max_width``; returns the drawn rect."""
    if max_width is not None:
        text = fit(text, assets.font(px, bold), max_width)
    image = label(text, px, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect
