"""The coach box of a lesson: where it lies on the table and how its line is drawn.

The box lies across the middle of the table, between the trick and the viewer's own rows, as
tall as a coach line of :data:`COACH_CHARS` characters needs at the small type size (two to
five lines); a longer line is set a little smaller rather than cut.
"""

from __future__ import annotations

import pygame

from game import assets
from game.table.paint import draw_panel
from game.ui import style
from game.ui.text import label, wrap

COACH = "Coach"
"""The word that heads the coach's line."""
COACH_CHARS = 200
"""The longest coach line (two sentences) the box is laid out for at its usual type size."""
SMALL = 0.022
"""The small type's size in units (:func:`game.ui.style.text_px`)."""


def lay_out_coach(
    wanted: bool, x: int, width: int, bottom: int, unit: int, gap: int
) -> tuple[pygame.Rect | None, int]:
    """``(box, above)``: the box ``width`` pixels wide from ``x``, its foot at ``bottom``, and
    the y ``gap`` above it (``(None, bottom)`` when not ``wanted``). Its height: lines of the
    small type (a character about 0.55 of its size) for :data:`COACH_CHARS` characters, and a
    margin."""
    if not wanted:
        return None, bottom
    lines = min(5, max(2, -(-round(COACH_CHARS * 0.55 * SMALL * unit) // max(1, width))))
    height = round(lines * SMALL * unit * 1.3 + SMALL * unit)
    box = pygame.Rect(x, bottom - height, width, height)
    return box, box.top - gap


def coach_lines(box: pygame.Rect, unit: int, line: str) -> tuple[int, list[str]]:
    """``(px, lines)``: ``line`` after the heading, wrapped to ``box``; the type shrinks from
    the small size (down to 3/4 of it) until the lines fit the box's height."""
    small = style.text_px(unit, "small")
    pad = max(4, small // 2)
    text = f"{COACH}:  {line}"
    for px in range(small, max(10, small * 3 // 4) - 1, -1):
        lines = wrap(text, assets.font(px), box.width - 2 * pad)
        if len(lines) * round(px * 1.3) <= box.height - pad:
            break
    return px, lines


def draw_coach(surface: pygame.Surface, box: pygame.Rect, unit: int, line: str) -> None:
    """The box: a panel, the heading in gold and ``line`` wrapped after it."""
    draw_panel(surface, box, alpha=235)
    px, lines = coach_lines(box, unit, line)
    pad = max(4, style.text_px(unit, "small") // 2)
    step = round(px * 1.3)
    y = box.centery - (len(lines) * step) // 2
    head = f"{COACH}:"
    for i, text in enumerate(lines):
        x = box.x + pad
        if i == 0 and text.startswith(head):
            image = label(head, px, style.ACCENT, True)
            surface.blit(image, (x, y))
            x += image.get_width()
            text = text[len(head) :]
        surface.blit(label(text, px, style.TEXT), (x, y))
        y += step
