"""Name plates: their height and their words, for a table of a given unit.

A plate has two lines where the table has room: the name, whole, then its marker (``"you"``,
``"AI"``) and the presenter's badge (side, dealer, bid...). On a crowded table (the layout
gives it one line only) the second part follows the name on the same line.
"""

from __future__ import annotations

import pygame

from game import assets
from game.ui import style
from game.ui.text import draw_text, fit, fitting_px

PlateText = tuple[str, int, str, int]
"""A name plate's words: ``(name, name_px, second part, second_px)``."""


def plate_type(unit: int) -> tuple[int, int, int]:
    """``(name px, badge px, padding)`` of a name plate for a table of ``unit`` pixels: the
    name in the small type, the line under it (marker and badge) a quarter smaller, but at
    least 13 px where the name is 15 or more (the floor of words to read: a tester could
    hardly read "AI · bid 3 · partner" at 12 px at 1280x720)."""
    name = style.text_px(unit, "small")
    return name, max(10, name * 3 // 4, min(13, name - 2)), max(3, name // 4)


def plate_height(unit: int) -> int:
    """A name plate's height: room for its two lines (:func:`plate_type`), the second's a
    quarter under the name's size (its 13 px floor takes a pixel of the padding rather than
    grow the plate into the prompt's row beside it)."""
    name, _, pad = plate_type(unit)
    return round(name * 1.2) + round(max(10, name * 3 // 4) * 1.2) + 2 * pad


def plate_texts(plate: pygame.Rect, unit: int, name: str, marker: str, badge: str) -> PlateText:
    """A name plate's words. On a plate of two lines (:func:`~game.table.layout.plate_height`
    tall): the name whole on the first (its type shrinks down to 5/8 of the small type before
    a name too long for any of it is trimmed), then the marker (``"you"``, ``"AI"`` or
    ``""``) and the badge (side, dealer, bid...) joined by ``" · "``, shrinking down to 10 px
    before it is trimmed. On a plate of one line (a crowded table) the second part follows
    the name, right-aligned, and the name shrinks and is trimmed first.

    Returns:
        ``(name, name_px, second part, its px)``.
    """
    name_px, badge_px, pad = plate_type(unit)
    room = plate.width - 4 * pad  # (drawn 2 pads in from each edge)
    shown = marker if marker and name.lower() != marker.lower() else ""
    second = " · ".join(part for part in (shown, badge) if part)
    least = max(10, name_px * 5 // 8)
    if plate.height < plate_height(unit):  # one line: the second part keeps its words
        bpx = fitting_px(second, name_px, min(badge_px, 10), room * 3 // 5, False)
        left = room - (assets.font(bpx).size(second)[0] + 2 * pad if second else 0)
        px = fitting_px(name, name_px, least, left, True)
        return fit(name, assets.font(px, True), left), px, fit(second, assets.font(bpx), room * 3 // 5), bpx
    px = fitting_px(name, name_px, least, room, True)
    bpx = fitting_px(second, badge_px, min(badge_px, 10), room, False)
    return fit(name, assets.font(px, True), room), px, fit(second, assets.font(bpx), room), bpx


def draw_plate_words(
    surface: pygame.Surface, plate: pygame.Rect, unit: int, words: PlateText, turn: bool
) -> None:
    """Draw a plate's ``words`` (:func:`plate_texts`) on it: the name in gold when it is that
    seat's ``turn``, the second part dimmer, under the name or (on a plate of one line, or
    with no second part) level with it at the right."""
    name, px, second, spx = words
    pad = plate_type(unit)[2]
    colour = style.ACCENT if turn else style.TEXT
    left = plate.x + pad * 2
    if not second or plate.height < plate_height(unit):
        draw_text(surface, name, px, (left, plate.centery), colour, bold=True, anchor="midleft")
        draw_text(
            surface, second, spx, (plate.right - pad * 2, plate.centery), style.TEXT_DIM, anchor="midright"
        )
        return
    top = plate.y + (plate.height - round(px * 1.2) - round(spx * 1.2)) // 2
    draw_text(surface, name, px, (left, top), colour, bold=True)
    draw_text(surface, second, spx, (left, top + round(px * 1.2)), style.TEXT_DIM)
