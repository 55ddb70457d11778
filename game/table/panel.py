"""The choice panel: a presenter's :class:`~game.table.protocol.Panel` of buttons (bids, a
chooser) laid out in the layout's panel place and drawn there."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pygame

from game import assets
from game.table.layout import TableLayout
from game.table.paint import draw_button, draw_panel
from game.table.protocol import Choice, Panel
from game.ui import style
from game.ui.text import draw_text, wrap, wrap_phrases


def _heading(panel: Panel, layout: TableLayout, width: int) -> tuple[int, list[str], int, list[str]]:
    """``(title px, title lines, note px, note lines)``: the title broken between its phrases
    and the note wrapped, to ``width``."""
    u = layout.unit
    body, small = style.text_px(u, "body"), style.text_px(u, "small")
    title = wrap_phrases(panel.title, assets.font(body, True), width)
    return body, title, small, wrap(panel.note, assets.font(small), width) if panel.note else []


Placed = tuple[pygame.Rect, list[tuple[Choice, pygame.Rect]]]

#: A button's height, in units (less only when even the panel's whole room is too short).
BUTTON = 0.062
#: Buttons shrink to this share of :data:`BUTTON` before the note is left out (it says,
#: for one, which bid to beat: large cards leave the panel less room, and still keep it).
NOTE_KEEP = 0.65
#: A panel moved beside the trick keeps at least this share of its place's width.
MIN_SIDE_SHARE = 0.35


def panel_buttons(
    panel: Panel, layout: TableLayout, avoid: Sequence[pygame.Rect] = (), floor: int | None = None
) -> Placed:
    """``(area, [(choice, rect), ...])``: the panel's rect (the layout's panel place, as tall as
    its heading and buttons need) and each button's rect, row by row. In a place too short
    for its buttons the panel grows down into ``layout.panel_room``; its buttons may then shrink
    to :data:`NOTE_KEEP` of their height to keep the note, else it leaves the note out;
    buttons shrink further only past that. A row of one button is half the panel's width (all
    of it in a narrow place).

    When the area would cover one of ``avoid`` (the cards lying in the trick, a card shown to
    all: a choice made during play, such as a bid of zero, needs them in sight), it moves
    within ``layout.panel_room``: up or down, or beside them (narrower, its note wrapped
    again), to where it covers least of them, and of equal places the nearest. Nothing of
    it goes below ``floor`` (a prompt of several lines rising above its place). It keeps off a
    lesson's coach box likewise where its room allows (after the cards: the box can move,
    :func:`~game.table.coach.coach_place`).
    """
    place, room = layout.panel, layout.panel_room
    if floor is not None and floor < room.bottom:
        room = pygame.Rect(room.x, room.y, room.width, max(1, floor - room.y))
        place = place.clip(room) if place.colliderect(room) else place
    placed = _laid_out(panel, layout, place)
    if _squeezed(placed, layout):  # grow down into the room, else leave the note out
        taller = place.copy()
        taller.height = max(taller.height, room.bottom - taller.top)
        placed = _laid_out(panel, layout, taller)
        if panel.note and _button_h(placed) < round(layout.unit * BUTTON * NOTE_KEEP):
            placed = max(placed, _laid_out(replace(panel, note=""), layout, taller), key=_button_h)
    coach = [layout.coach] if layout.coach is not None else []
    if not any(r.colliderect(placed[0]) for r in [*avoid, *coach]):
        return placed
    area = placed[0]

    def cost(option: Placed) -> tuple[int, int, int]:
        covered = sum(_overlap(option[0], r) for r in avoid)
        return covered, sum(_overlap(option[0], r) for r in coach), abs(option[0].top - area.top)

    options = [placed] + [_moved(placed, y - area.top) for y in _tops(room, area.height, _gap(layout))]
    for zone in _sides(avoid[0].unionall(avoid[1:]), area, room, _gap(layout)) if avoid else ():
        beside = _laid_out(panel, layout, zone)
        if all(a[1].height >= b[1].height for a, b in zip(beside[1], placed[1])):
            options.append(beside)  # (its buttons as large as in its place)
    return min((o for o in options if room.contains(o[0])), key=cost, default=placed)


def _button_h(placed: Placed) -> int:
    return placed[1][0][1].height if placed[1] else 0


def _squeezed(placed: Placed, layout: TableLayout) -> bool:
    return bool(placed[1]) and _button_h(placed) < round(layout.unit * BUTTON)


def _gap(layout: TableLayout) -> int:
    return max(4, round(layout.unit * 0.012))


def _laid_out(panel: Panel, layout: TableLayout, zone: pygame.Rect) -> Placed:
    """The panel laid out from the top of ``zone``, as wide as it and at most as tall."""
    u, gap = layout.unit, _gap(layout)
    title_px, title, note_px, note = _heading(panel, layout, zone.width - 16)
    top = zone.top + gap + round(title_px * 1.3) * len(title) + round(note_px * 1.25) * len(note) + gap
    rows = len(panel.rows)
    bh = max(8, min(round(u * BUTTON), (zone.bottom - top - gap * (rows + 1)) // max(1, rows)))
    out = []
    y = top + gap
    for row in panel.rows:
        cols = max(1, len(row))
        lone = cols == 1 and rows <= 2 and zone.width > layout.panel.width * 0.7  # half its width
        width = zone.width // 2 if lone else zone.width - 2 * gap
        bw = (width - gap * (cols - 1)) // cols
        x = zone.centerx - (bw * cols + gap * (cols - 1)) // 2
        out += [(choice, pygame.Rect(x + j * (bw + gap), y, bw, bh)) for j, choice in enumerate(row)]
        y += bh + gap
    area = zone.copy()
    area.height = min(zone.height, (out[-1][1].bottom if out else top) + gap - zone.top)
    return area, out


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


def _moved(placed: Placed, dy: int) -> Placed:
    return placed[0].move(0, dy), [(choice, rect.move(0, dy)) for choice, rect in placed[1]]


def _tops(room: pygame.Rect, height: int, step: int) -> list[int]:
    """Every top, ``step`` apart, of a rect ``height`` tall inside ``room`` (the lowest too)."""
    last = room.bottom - height
    return list(range(room.top, last, step)) + [last] if last >= room.top else []


def _sides(cards: pygame.Rect, area: pygame.Rect, room: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """Zones for the panel in ``room`` left and right of ``cards`` (those at least
    :data:`MIN_SIDE_SHARE` of the area wide), level with the area where the room allows."""
    least = round(area.width * MIN_SIDE_SHARE)
    left = pygame.Rect(room.x, room.y, cards.left - gap - room.x, room.height)
    right = pygame.Rect(cards.right + gap, room.y, room.right - cards.right - gap, room.height)
    sides = [side for side in (left, right) if side.width >= least]
    for side in sides:
        side.top = max(room.top, min(area.top, room.bottom - area.height))
        side.height = room.bottom - side.top
    return sides


def note_lines(panel: Panel, placed: Placed, layout: TableLayout) -> list[tuple[str, int]]:
    """``(line, top y in pixels)`` of each line of ``panel``'s note drawn where ``placed`` puts
    the panel: on the steps :func:`_laid_out` made room for (a line drawn taller than its
    step used to push the next past the buttons and out), none that would reach the buttons
    (a panel laid out without its note)."""
    area, buttons = placed
    title_px, title, note_px, note = _heading(panel, layout, area.width - 16)
    step = round(note_px * 1.25)
    y = area.top + _gap(layout) + round(title_px * 1.3) * len(title)
    shown = []
    for line in note:
        if buttons and y + step > buttons[0][1].top:
            break
        shown.append((line, y))
        y += step
    return shown


def draw_choice_panel(
    surface: pygame.Surface,
    panel: Panel,
    placed: Placed,
    layout: TableLayout,
    hover: tuple[int, int],
) -> None:
    """``panel`` with its heading, note and buttons (disabled ones greyed, the hovered lit),
    where ``placed`` (from :func:`panel_buttons`) puts them."""
    area, buttons = placed
    title_px, title, note_px, _ = _heading(panel, layout, area.width - 16)
    gap = _gap(layout)
    draw_panel(surface, area, alpha=255)  # (no card or word shows through behind its words)
    for i, line in enumerate(title):
        top = area.top + gap + round(title_px * 1.3) * i
        draw_text(surface, line, title_px, (area.centerx, top), style.ACCENT, bold=True, anchor="midtop")
    for line, y in note_lines(panel, placed, layout):
        draw_text(surface, line, note_px, (area.centerx, y), style.TEXT_DIM, anchor="midtop")
    px = (
        min(style.text_px(layout.unit, "body"), max(10, round(buttons[0][1].height * 0.55)))
        if buttons
        else 12
    )
    for choice, rect in buttons:
        draw_button(
            surface, rect, choice.label, px, enabled=choice.action is not None, hover=rect.collidepoint(hover)
        )
