"""The legend corner: a presenter's short lines of text, coloured spans and card symbols.

The type shrinks (to 3/4 of the small text) rather than cut a line; with three players the
box is centred at the top, with four it sits in the right column.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets
from game.table.paint import LRU, draw_panel
from game.table.protocol import Icon, Span
from game.ui import style
from game.ui.text import draw_text

_icons = LRU(64)


def icon(deck_art: str, crop: tuple[float, float, float, float], card: str, px: int) -> pygame.Surface:
    """The symbol of ``card`` cut from its face by ``crop`` (fractions of the card), ``px`` tall."""

    def make() -> pygame.Surface:
        x, y, w, h = crop
        face = assets.card_face(deck_art, card, max(8, round(px / h)))
        fw, fh = face.get_size()
        return face.subsurface(pygame.Rect(round(x * fw), round(y * fh), round(w * fw), round(h * fh))).copy()

    return _icons.fetch((deck_art, crop, card, px), make)


def _segments(line) -> list:
    return [line] if isinstance(line, str) else list(line)


def _width(line, px: int, picture) -> int:
    total = 0
    for seg in _segments(line):
        if isinstance(seg, Icon):
            total += picture(seg.card, px).get_width() + 2
        else:
            text, bold = (seg.text, seg.bold) if isinstance(seg, Span) else (seg, False)
            total += assets.font(px, bold).size(text)[0]
    return total


def draw_legend(
    surface: pygame.Surface,
    lines: Sequence,
    rect: pygame.Rect,
    unit: int,
    centred: bool,
    deck_art: str,
    crop: tuple[float, float, float, float],
) -> None:
    """``lines`` in a panel inside ``rect`` (centred, or against its right side)."""
    if not lines or rect.width < 8 or rect.height < 8:
        return

    def picture(card: str, px: int) -> pygame.Surface:
        return icon(deck_art, crop, card, px)

    small = style.text_px(unit, "small")
    for px in range(small, max(10, small * 3 // 4) - 1, -1):
        pad = max(4, px // 3)
        line_h = round(px * 1.35)
        rows = list(lines[: max(1, (rect.height - 2 * pad) // line_h)])
        widths = [_width(line, px, picture) for line in rows]
        if max(widths) + 3 * pad <= rect.width:
            break
    box = pygame.Rect(
        0, rect.top, min(rect.width, max(widths) + 3 * pad), min(rect.height, len(rows) * line_h + 2 * pad)
    )
    if centred:
        box.centerx = rect.centerx
    else:
        box.right = rect.right
    draw_panel(surface, box, alpha=150, border=False)
    y = box.top + pad
    for line, width in zip(rows, widths):
        x = box.centerx - min(width, box.width - 2 * pad) // 2
        right = box.right - pad
        for seg in _segments(line):
            if x >= right:
                break
            if isinstance(seg, Icon):
                image = picture(seg.card, px)
                surface.blit(image, image.get_rect(midleft=(x, y + line_h // 2)))
                x += image.get_width() + 2
                continue
            text, colour, bold = (
                (seg.text, seg.colour or style.TEXT, seg.bold)
                if isinstance(seg, Span)
                else (seg, style.TEXT, False)
            )
            x = draw_text(
                surface,
                text,
                px,
                (x, y + line_h // 2),
                colour,
                bold=bold,
                anchor="midleft",
                max_width=right - x,
            ).right
        y += line_h
