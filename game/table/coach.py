"""The coach box of a lesson: where it lies on the table and how its line is drawn.

The box lies across the middle of the table, between the trick and the viewer's own rows, as
tall as a coach line of :data:`COACH_CHARS` characters needs at the small type size (two to
five lines); a longer line is set a little smaller rather than cut. A choice panel (the way
on) never gives way to it: where the panel lies over that place, the box moves to the free
room nearest it (:func:`coach_place`).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets
from game.table.paint import draw_panel
from game.ui import style
from game.ui.text import label, wrap

COACH = "Coach"
"""The word that heads the coach's line."""
COACH_CHARS = 200
"""The longest coach line (two sentences) the box is laid out for at its usual type size."""
COACH_MOST = 300
"""The longest coach line a lesson says; the box at the open history's foot is laid out
for it (:func:`coach_foot`)."""
SMALL = 0.022
"""The small type's size in units (:func:`game.ui.style.text_px`)."""


def lay_out_coach(
    wanted: bool, x: int, width: int, bottom: int, unit: int, gap: int, clear: int = 0
) -> tuple[pygame.Rect | None, int]:
    """``(box, above)``: the box ``width`` pixels wide from ``x``, its foot ``clear`` pixels
    above ``bottom`` (room for a zone's word below it), and the y ``gap`` above it (``(None,
    bottom)`` when not ``wanted``). Its height: lines of the small type (a character about
    0.55 of its size) for :data:`COACH_CHARS` characters, and a margin."""
    if not wanted:
        return None, bottom
    bottom -= clear
    lines = min(5, max(2, -(-round(COACH_CHARS * 0.55 * SMALL * unit) // max(1, width))))
    height = round(lines * SMALL * unit * 1.3 + SMALL * unit)
    box = pygame.Rect(x, bottom - height, width, height)
    return box, box.top - gap


def coach_foot(column: pygame.Rect, unit: int, margin: int) -> pygame.Rect:
    """The coach box at the foot of ``column`` (the open history's, beside the table), as
    wide as it less ``margin`` each side and as tall as :data:`COACH_MOST` characters need at
    the small type size of ``unit`` (a character about 0.55 of its size), ``margin`` above
    the window's foot."""
    px = style.text_px(unit, "small")
    width = column.width - 2 * margin
    lines = -(-round(COACH_MOST * 0.55 * px) // max(1, width - 2 * max(4, px // 2)))
    height = lines * round(px * 1.3) + max(4, px // 2) + 2
    return pygame.Rect(column.x + margin, column.bottom - margin - height, width, height)


def coach_place(
    layout, line: str, covered: list[pygame.Rect], cards: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """Where the coach box of ``layout`` (a :class:`~game.table.layout.TableLayout` with a
    coach) shows ``line`` while ``covered`` (a choice panel, the cards in sight) and ``cards``
    (the trick's, with their notes) lie on the table: its usual place when they leave it
    free, else the free room of the middle column or a side column (clear of every zone but
    the empty trick spots, of the centre zones' words, and of both) where the line fits, the
    nearest to the usual place; where it fits nowhere, the same clear of ``covered`` alone
    (the words whole over a card rather than cut short beside it: a tester read half a
    sentence); where it fits nowhere even so, the tallest free room."""
    usual = layout.coach
    if not any(usual.colliderect(r) for r in [*covered, *cards]):
        return usual
    label_h = round(style.text_px(layout.unit, "small") * 1.3)  # (the centre zones' words above them)
    zones = [
        r.inflate(0, 2 * label_h) if name in ("stock", "offer", "discard") else r
        for name, r in layout.zones().items()
        if name != "coach" and not name.endswith(".trick")
    ]
    m, gap, col = layout.margin, layout.gap, layout.column
    columns = [usual, pygame.Rect(m, 0, col - m, 0), pygame.Rect(layout.width - col, 0, col - m, 0)]
    for blockers in ([*zones, *covered, *cards], [*zones, *covered]):
        rooms = [room for c in columns for room in _free_rooms(c.x, c.width, layout.height, m, gap, blockers)]
        fitted = (_fitted(room, layout.unit, line, usual) for room in rooms)
        fitting = [box for box in fitted if box]
        if fitting:
            return min(fitting, key=lambda box: (box.width < usual.width, abs(box.centery - usual.centery)))
    return max(rooms, key=lambda room: room.height, default=usual)


def _free_rooms(
    x: int, width: int, height: int, margin: int, gap: int, blockers: list[pygame.Rect]
) -> list[pygame.Rect]:
    """The free stretches, top to bottom, of the column ``x``..``x + width`` of a window
    ``height`` tall: between its margins, ``gap`` clear of every blocker it meets."""
    rooms, top = [], margin
    column = pygame.Rect(x, 0, width, height)
    for r in sorted((r for r in blockers if r.colliderect(column)), key=lambda r: r.top):
        if r.top - gap > top:
            rooms.append(pygame.Rect(x, top, width, r.top - gap - top))
        top = max(top, r.bottom + gap)
    if height - margin > top:
        rooms.append(pygame.Rect(x, top, width, height - margin - top))
    return rooms


def _fitted(room: pygame.Rect, unit: int, line: str, usual: pygame.Rect) -> pygame.Rect | None:
    """A box in ``room`` as tall as the ``usual`` one where the room allows, else as tall as
    ``line`` needs (:func:`coach_lines`) (helper-75 saw the box change height from step to
    step), at the room's end nearer the usual box's middle; ``None`` where it does not fit."""
    # (the lines for the room less the box's 2 spare pixels: set for the whole room, a line
    # one step too large left a room 1 px short, and the box left its place for a side
    # column as a hint came, helper-85)
    px, lines = coach_lines(room.inflate(0, -2), unit, line)
    need = len(lines) * round(px * 1.3) + max(4, style.text_px(unit, "small") // 2) + 2
    if need > room.height:
        return None
    box = pygame.Rect(room.x, room.y, room.width, max(need, min(usual.height, room.height)))
    if room.centery < usual.centery:
        box.bottom = room.bottom
    return box


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
    clip = surface.get_clip()
    surface.set_clip(box)  # (a box squeezed by a panel on a small window cuts its last lines)
    pad = max(4, style.text_px(unit, "small") // 2)
    step = round(px * 1.3)
    y = max(box.y + pad // 2, box.centery - (len(lines) * step) // 2)  # (the first line whole)
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
    surface.set_clip(clip)
