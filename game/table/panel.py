"""The choice panel: a presenter's :class:`~game.table.protocol.Panel` of buttons (bids, a
chooser) laid out in the layout's panel place and drawn there."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import replace

import pygame

from game import assets
from game.table.layout import TableLayout
from game.table.paint import button_px, draw_button, draw_panel
from game.table.protocol import Choice, Panel
from game.ui import style
from game.ui.text import draw_text, fit, wrap_even, wrap_phrases


def _heading(panel: Panel, layout: TableLayout, width: int) -> tuple[int, list[str], int, list[str]]:
    """``(title px, title lines, note px, note lines)``: the title broken between its phrases
    and the note wrapped, to ``width``."""
    u = layout.unit
    body, small = style.text_px(u, "body"), style.text_px(u, "small")
    title = wrap_phrases(panel.title, assets.font(body, True), width)
    return body, title, small, wrap_note(panel.note, assets.font(small), width) if panel.note else []


def wrap_note(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """A note wrapped to ``width`` pixels in ``font``, each sentence starting a line where
    that takes no more lines ("0 of 6 chosen: click 6 more." over "From the pile: ...",
    not a lone "7♦." under the rest), evenly (:func:`~game.ui.text.wrap_even`: "7 to / go"
    read badly)."""
    lines = wrap_even(text, font, width)
    by_sentence = [line for sentence in _split_sentences(text) for line in wrap_even(sentence, font, width)]
    return by_sentence if len(by_sentence) <= len(lines) else lines


Placed = tuple[pygame.Rect, list[tuple[Choice, pygame.Rect]]]

#: A button's height, in units (less only when even the panel's whole room is too short).
BUTTON = 0.062
#: Buttons shrink to this share of :data:`BUTTON` before the note is left out (it says,
#: for one, which bid to beat: large cards leave the panel less room, and still keep it).
NOTE_KEEP = 0.65
#: A button's label is at most this share of its height (at normal text).
LABEL_SHARE = 0.55
#: A note line's height (and a title's beside the buttons), in multiples of its type's size.
LINE_STEP = 1.25
#: The least and greatest share of a panel's width its buttons take beside its heading.
BESIDE_SHARE = (0.3, 0.6)
#: A panel moved beside the trick keeps at least this share of its place's width.
MIN_SIDE_SHARE = 0.3


def panel_buttons(
    panel: Panel, layout: TableLayout, avoid: Sequence[pygame.Rect] = (), floor: int | None = None
) -> Placed:
    """``(area, [(choice, rect), ...])``: the panel's rect (the layout's panel place, as tall as
    its heading and buttons need) and each button's rect, row by row. In a place too short
    for its buttons the panel grows down into ``layout.panel_room``; its buttons may then shrink
    to :data:`NOTE_KEEP` of their height, its heading may move beside them (a wide place too
    short for both, :func:`_laid_beside`), or it leaves the note out: whichever keeps most of
    the note with buttons that tall (then the tallest buttons). Buttons shrink
    further only past that. A row of one button is half the panel's width (all of it in a
    narrow place).

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
    if _squeezed(placed, layout):  # grow down into the room: of the ways that keep the buttons
        taller = place.copy()  # tall enough, the one that shows most of the note (and of those,
        # the tallest buttons; the heading above them where that is all the same)
        taller.height = max(taller.height, room.bottom - taller.top)
        keep = _kept_h(layout)
        beside = _laid_beside(panel, layout, taller)
        options = [_laid_out(panel, layout, taller), *([beside] if beside else [])]
        options += [_laid_out(replace(panel, note=n), layout, taller) for n in _sentences(panel.note)]
        options += [_laid_out(replace(panel, note=""), layout, taller)] if panel.note else []
        fine = [o for o in options if _button_h(o) >= keep]

        def shown(o: Placed) -> tuple[int, int, bool]:
            return len(note_lines(panel, o, layout)), _button_h(o), _heading_box(o) == o[0]

        placed = max(fine, key=shown) if fine else max(options, key=_button_h)
    coach = [layout.coach] if layout.coach is not None else []
    if not any(r.colliderect(placed[0]) for r in [*avoid, *coach]):
        return placed
    area = placed[0]

    def cost(option: Placed) -> tuple[int, bool, bool, int]:
        # the coach's box moves out of the panel's way, so keeping off it is worth no
        # narrowing: beside "Your bid" a panel's heading took four lines and lost its note
        covered = sum(_overlap(option[0], r) for r in avoid)
        narrower = option[0].width < area.width
        on_coach = any(option[0].colliderect(r) for r in coach)
        return covered, narrower, on_coach, abs(option[0].top - area.top)

    options = [placed] + [_moved(placed, y - area.top) for y in _tops(room, area.height, _gap(layout))]
    inside = [r for r in avoid if r.colliderect(room)]  # (only what lies in the room moves it: a
    # bid's cards growing below the room narrowed the panel at each card laid)
    for zone in _sides(inside[0].unionall(inside[1:]), area, room, _gap(layout)) if inside else ():
        for beside in (_laid_out(panel, layout, zone), _laid_beside(panel, layout, zone)):
            if beside and all(a[1].height >= b[1].height for a, b in zip(beside[1], placed[1])):
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
    top = zone.top + gap + round(title_px * 1.3) * len(title) + round(note_px * LINE_STEP) * len(note) + gap
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


def _laid_beside(panel: Panel, layout: TableLayout, zone: pygame.Rect) -> Placed | None:
    """A panel of one row laid out across the top of ``zone`` (a wide place too short for a
    heading above its buttons): the buttons on the right, as wide as their labels need
    (within :data:`BESIDE_SHARE` of the width), the heading left of them
    (:func:`_beside_heading`); at most as tall as ``zone``. ``None`` for a panel of several
    rows (a grid needs the width), or where even the title does not fit beside the row."""
    if len(panel.rows) != 1 or not panel.rows[0]:
        return None
    u, gap, row = layout.unit, _gap(layout), panel.rows[0]
    bh = max(8, min(round(u * BUTTON), zone.height - 2 * gap))
    font = assets.font(label_px(layout, bh))
    need = sum(max(font.size(text)[0] for text in (c.label, c.widest)) + bh for c in row) + gap * len(row)
    least, most = (round(zone.width * share) for share in BESIDE_SHARE)
    left = zone.right - gap - max(least, min(most, need))
    heading = _beside_heading(panel, layout, left - gap - zone.left, zone.height)
    if heading is None:
        return None
    area = pygame.Rect(zone.x, zone.y, zone.width, min(zone.height, max(heading[4], bh) + 2 * gap))
    y, bw = area.centery - bh // 2, (zone.right - gap - left - gap * (len(row) - 1)) // len(row)
    return area, [(choice, pygame.Rect(left + j * (bw + gap), y, bw, bh)) for j, choice in enumerate(row)]


def _beside_heading(
    panel: Panel, layout: TableLayout, width: int, height: int
) -> tuple[int, list[str], int, list[str], int] | None:
    """``(title px, title lines, note px, note lines, height)`` of a heading beside the
    buttons, ``width`` wide, its lines' height in pixels: the title at the body size, or at
    the small one where that takes fewer lines (a tester read "...bid on the / A♠"), leaves
    the note's words whole where the body size cuts them (a tester read "(East wins a ti…"),
    or the body size does not fit ``height`` with 2 pixels above and below (the note at the
    small size, the lines of it that fit); ``None`` where neither fits."""
    note_px = style.text_px(layout.unit, "small")
    options = []
    for px in (style.text_px(layout.unit, "body"), note_px):
        title = wrap_phrases(panel.title, assets.font(px, True), width - 16)
        used = round(px * LINE_STEP) * len(title)
        if used + 4 <= height:
            room = max(0, height - _gap(layout) - used) // round(note_px * LINE_STEP)
            note = _kept(panel.note, room, note_px, width - 16)
            options.append((px, title, note_px, note, used + round(note_px * LINE_STEP) * len(note)))

    def rank(option: tuple) -> tuple[int, bool]:  # (the first, the body size, of equals)
        return len(option[1]), bool(option[3]) and option[3][-1].endswith("…")

    return min(options, key=rank, default=None)


def _kept(text: str, count: int, px: int, width: int) -> list[str]:
    """At most ``count`` lines of a note ``text`` wrapped ``width`` pixels wide at ``px``: its
    first sentences where they fit whole (a tester missed "To beat: West's 3 downtown" once
    the note was left out at large text), else the first lines, the last of them ending in an
    ellipsis (a tester read "...and are paid" as the whole of it)."""
    font = assets.font(px)
    note = wrap_note(text, font, width) if text else []
    if count >= len(note) or count <= 0:
        return note[: max(0, count)]
    for shorter in reversed(_sentences(text)):
        lines = wrap_note(shorter, font, width)
        if len(lines) <= count:
            return lines
    return [*note[: count - 1], fit(note[count - 1].rstrip(" ,;:.") + "…", font, width)]


def _sentences(text: str) -> list[str]:
    """The shorter notes ``text`` makes by its first sentences (``"To beat: X. A bid of N
    ..."`` -> ``["To beat: X."]``), shortest first."""
    parts = _split_sentences(text)
    return [" ".join(parts[:k]) for k in range(1, len(parts))]


def _split_sentences(text: str) -> list[str]:
    """``text`` cut after each full stop followed by a space."""
    return re.split(r"(?<=\.) ", text)


def label_px(layout: TableLayout, button_h: int) -> int:
    """The size of a button's label: the body size, less in a button too short for it (with
    large text a label may take more of its button: :data:`LABEL_SHARE` times the text size)."""
    share = LABEL_SHARE * style.text_scale()
    return min(style.text_px(layout.unit, "body"), max(10, round(button_h * share)))


def _kept_h(layout: TableLayout) -> int:
    """The least height buttons shrink to before the note is cut to its first sentence, then
    left out: :data:`NOTE_KEEP` of theirs, and with large text at least what keeps their
    labels halfway from normal text's size to the large one (testers saw large text leave the
    bid buttons' labels smaller, then no larger, than with normal text, then lose the note)."""
    keep = round(layout.unit * BUTTON * NOTE_KEEP)
    scale = style.text_scale()
    if scale <= 1:
        return keep
    large = style.text_px(layout.unit, "body")
    return max(keep, math.ceil((large + large / scale) / 2 / (LABEL_SHARE * scale)))


def _heading_box(placed: Placed) -> pygame.Rect:
    """Where the panel's heading is written: left of its buttons where they lie beside it
    (:func:`_laid_beside`: they start right of :data:`BESIDE_SHARE`'s least), else the
    whole panel."""
    area, buttons = placed
    left = min((rect.left for _, rect in buttons), default=area.left)
    beside = left > area.left + area.width * (1 - BESIDE_SHARE[1]) * 0.9
    return pygame.Rect(area.x, area.y, left - area.x, area.height) if beside else area


def heading_lines(
    panel: Panel, placed: Placed, layout: TableLayout
) -> tuple[int, list[tuple[str, int]], int, list[tuple[str, int]]]:
    """``(title px, title, note px, note)``, each ``[(line, top y in pixels)]``: the heading
    of ``panel`` where ``placed`` (from :func:`panel_buttons`) puts it. Above the buttons,
    on the steps :func:`_laid_out` made room for, no note line reaching the buttons; beside
    them (:func:`_beside_heading`), centred down the panel."""
    area, buttons = placed
    box, gap = _heading_box(placed), _gap(layout)
    if box.width < area.width:
        beside = _beside_heading(panel, layout, box.width, area.height)
        title_px, title, note_px, note, used = beside or (0, [], 0, [], 0)
        top, title_step = area.top + (area.height - used) // 2, round(title_px * LINE_STEP)
    else:
        title_px, title, note_px, note = _heading(panel, layout, box.width - 16)
        top, title_step = area.top + gap, round(title_px * 1.3)
        last = buttons[0][1].top if buttons else area.bottom - gap
        count = max(0, last - top - title_step * len(title)) // round(note_px * LINE_STEP)
        note = _kept(panel.note, count, note_px, box.width - 16)
    below = top + title_step * len(title)
    return (
        title_px,
        [(line, top + title_step * i) for i, line in enumerate(title)],
        note_px,
        [(line, below + round(note_px * LINE_STEP) * i) for i, line in enumerate(note)],
    )


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
    the panel (:func:`heading_lines`): none that would reach the buttons, or the panel's
    bottom (a panel laid out without its note)."""
    return heading_lines(panel, placed, layout)[3]


def heading_rects(panel: Panel, placed: Placed, layout: TableLayout) -> list[pygame.Rect]:
    """Where each line of the panel's title and note is written (:func:`heading_lines`): what
    the hint's tag keeps off (it lay on the note, helper-75 saw)."""
    centre = _heading_box(placed).centerx
    title_px, title, note_px, note = heading_lines(panel, placed, layout)
    rects = []
    for lines, px, bold in ((title, title_px, True), (note, note_px, False)):
        for line, y in lines:
            rect = pygame.Rect((0, 0), assets.font(px, bold).size(line))
            rect.midtop = (centre, y)
            rects.append(rect)
    return rects


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
    centre, (title_px, title, note_px, note) = (
        _heading_box(placed).centerx,
        heading_lines(panel, placed, layout),
    )
    draw_panel(surface, area, alpha=255)  # (no card or word shows through behind its words)
    for line, y in title:
        draw_text(surface, line, title_px, (centre, y), style.ACCENT, bold=True, anchor="midtop")
    for line, y in note:
        draw_text(surface, line, note_px, (centre, y), style.TEXT_DIM, anchor="midtop")
    px = label_px(layout, buttons[0][1].height) if buttons else 12
    px = min([px, *(button_px(choice.label, rect, px) for choice, rect in buttons)])  # (one size for
    # all: "Diamonds" alone in smaller type beside "Spades" looked wrong to a tester)
    for choice, rect in buttons:
        draw_button(
            surface, rect, choice.label, px, enabled=choice.action is not None, hover=rect.collidepoint(hover)
        )
