"""Laying out the table's words: the info panel, the log and the prompt (the name plates'
are in :mod:`game.table.plates`).

Every function here is pure text layout for a rect and a unit: it wraps rather than cuts
where there is room, shrinks the type a little where there is not, and cuts with an ellipsis
only as a last resort. The HUD draws what these return.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets
from game.table.protocol import YOU
from game.ui import style
from game.ui.text import fit, wrap, wrap_even, wrap_phrases

Line = tuple[str, int, bool, tuple[int, int, int], tuple[int, int]]
"""A laid-out line: ``(text, px, bold, colour, topleft)``."""


def info_lines(
    rect: pygame.Rect, unit: int, title: str, rows: Sequence[tuple[str, str]], most: int | None = None
) -> list[Line]:
    """The info panel: the heading (broken between its phrases), then each ``(label, value)``
    row, values wrapped beside their labels; a label too long for the label column (a long
    player name) has a line of its own, the value under it. The type shrinks until every row
    fits: first down to the size still read with ease (:func:`~game.ui.style.floor_px`),
    then with long labels cut to the column, and only then smaller still (down to 11 px),
    the same two ways; rows that still don't fit are left out from the end. (Three players'
    16-letter names, each on a line of its own, took the whole panel down to 11 px.) The type
    starts at ``most`` where given (a size once shrunk to stays: the panel's type grew and
    shrank as its rows came and went, a tester saw it jump)."""
    small, floor = style.text_px(unit, "small"), style.floor_px(unit)
    small = min(small, most) if most is not None else small
    lines: list[Line] = []
    for sizes in (range(small, floor - 1, -1), range(min(small, floor - 1), 10, -1)):
        for whole in (True, False):
            for px in sizes:
                lines, fits = _info_at(rect, px, title, rows, whole)
                if fits:
                    return lines
    return lines


def _info_at(
    rect: pygame.Rect, px: int, title: str, rows: Sequence[tuple[str, str]], whole: bool
) -> tuple[list[Line], bool]:
    """The info panel's lines in ``px`` type, long labels ``whole`` on lines of their own (or
    cut to the label column), and whether every row fitted."""
    pad = max(6, px // 2)
    width = rect.width - 2 * pad
    lines, y = [], rect.top + pad
    bold = assets.font(px, True)
    for text in wrap_phrases(title, bold, width):
        lines.append((fit(text, bold, width), px, True, style.ACCENT, (rect.x + pad, y)))
        y += round(px * 1.3)
    y += round(px * 0.15)
    font = assets.font(px)
    # labels (player names in some games) take at most 2/5 of the width
    label_w = min(max((font.size(key)[0] for key, _ in rows), default=0) + pad, width * 2 // 5)
    for key, value in rows:
        wrapped = wrap_even(value, font, width - label_w)  # (no "East / 18" left alone)
        alone = whole and font.size(key)[0] > label_w - pad // 2  # the label on a line of its own
        if y + round(px * 1.3) * (len(wrapped) - 1 + alone) + px > rect.bottom - pad:
            return lines, False
        label = fit(key, font, width if alone else label_w - pad // 2)
        lines.append((label, px, False, style.TEXT_DIM, (rect.x + pad, y)))
        y += round(px * 1.3) if alone else 0
        for text in wrapped:
            lines.append(
                (fit(text, font, width - label_w), px, False, style.TEXT, (rect.x + pad + label_w, y))
            )
            y += round(px * 1.3)
        y += round(px * 0.15)
    return lines, True


def log_lines(
    rect: pygame.Rect, unit: int, status: str, older: Sequence[str]
) -> tuple[int, list[tuple[str, bool, int]]]:
    """The log panel as ``(px, [(text, bold, y)])``: the status line in bold, then the older
    lines newest first, each wrapped evenly (:func:`~game.ui.text.wrap_even`: no word alone on
    a last row), as many as fit, the last of them cut short with an ellipsis where only some
    of its rows fit (a tester missed a long line left out of a box with room). The type is the small
    role's; where the status line would not fit the panel whole it shrinks (to
    :func:`~game.ui.style.floor_px`), and only below that is the status cut."""
    small = style.text_px(unit, "small")
    for px in range(small, style.floor_px(unit) - 1, -1):
        pad = max(6, px // 2)
        width = rect.width - 2 * pad
        status_lines = wrap_even(status or "Welcome to the table", assets.font(px, True), width)
        room = max(1, (rect.bottom - pad - px - rect.top - pad) // round(px * 1.35) + 1)
        if len(status_lines) <= room:
            break
    bold = assets.font(px, True)
    if len(status_lines) > room:  # longer than the whole panel in its smallest type: only then cut
        status_lines = status_lines[: room - 1] + [fit(" ".join(status_lines[room - 1 :]), bold, width)]
    out = []
    y = rect.top + pad
    for line in status_lines:
        out.append((line, True, y))
        y += round(px * 1.35)
    y += pad // 2
    font = assets.font(px)
    for old in reversed(older):
        lines = wrap_even(old, font, width)
        room = (rect.bottom - pad - px - y) // round(px * 1.3) + 1  # whole rows left
        if room < len(lines):  # the oldest in sight, cut (whole in the history), rows full
            lines = wrap(old, font, width)
            lines = lines[: room - 1] + [fit(" ".join(lines[room - 1 :]), font, width)] if room > 0 else []
        for line in lines:
            out.append((line, False, y))
            y += round(px * 1.3)
        if room <= len(lines):
            break
        y += round(px * 0.2)
    return px, out


LINE_MOST = 1.3
"""The widest a line of the prompt may run, in widths of its place (a tester found a hint's
line across the whole window, edge to edge, hard to read)."""


BESIDE_LEAST = 0.8
"""The least width of the prompt's room beside a zone's contents, in widths of its place (a
tester read Grand Bid's hint in small type under one card of the viewer's tableau)."""


def prompt_band(layout, taken: Sequence[tuple[pygame.Rect, pygame.Rect | None]] = ()) -> pygame.Rect:
    """The room the prompt's words of ``layout`` (a :class:`~game.table.layout.TableLayout`)
    may take: its row as wide as that is free of every other zone (``gap`` clear), and up to
    the lowest zone above it there; a long prompt, a hint, reads there rather than over the
    cards. A lesson's coach box gives way; each ``(zone, part)`` of ``taken`` counts only the
    part of the zone its contents take (``None``: nothing; a tester read a hint shrunk under an
    empty bid area), and where such a part lies to one side of the row's middle, the band may
    stop beside it rather than below it, if it stays nearly as wide as the row
    (:data:`BESIDE_LEAST`) and grows taller (a tester read a hint shrunk under a bid area
    holding one card at its end)."""
    return _wide_band(layout, taken, _others(layout, taken))


def prompt_bands(layout, taken: Sequence[tuple[pygame.Rect, pygame.Rect | None]] = ()) -> list[pygame.Rect]:
    """The rooms the prompt may take, for :func:`fitted_prompt`: :func:`prompt_band`'s, then
    the room over the prompt's row alone, up to the lowest zone above it: taller where zones
    off to the sides, beside the wide band, hold it down (a seat's pieces beside the trick)."""
    row, others = layout.prompt, _others(layout, taken)
    return [_wide_band(layout, taken, others), _band_up(row, row.left, row.right, others, layout.margin)]


def _wide_band(
    layout, taken: Sequence[tuple[pygame.Rect, pygame.Rect | None]], others: Sequence[pygame.Rect]
) -> pygame.Rect:
    """:func:`prompt_band` of ``layout``, ``others`` being :func:`_others` of ``taken``."""
    row, gap = layout.prompt, layout.gap
    left, right = layout.margin, layout.width - layout.margin
    contents = [part for _, part in taken if part is not None]
    for r in others:
        if r.top < row.bottom and r.bottom > row.top:
            if r.right <= row.left:
                left = max(left, r.right + gap)
            elif r.left >= row.right:
                right = min(right, r.left - gap)
    band = _band_up(row, min(left, row.left), max(right, row.right), others, layout.margin)
    for _ in contents:  # (each round steps past the contents that hold the band down)
        low = [
            r for r in contents if r.bottom + 2 == band.top and r.right > band.left and r.left < band.right
        ]
        if not low or any(r.left < row.centerx < r.right for r in low):
            break
        left = max([band.left] + [r.right + gap for r in low if r.right <= row.centerx])
        right = min([band.right] + [r.left - gap for r in low if r.left >= row.centerx])
        beside = _band_up(row, left, right, others, layout.margin)
        if beside.width < row.width * BESIDE_LEAST or beside.top >= band.top:
            break
        band = beside
    return band


def fitted_prompt(
    rect: pygame.Rect, unit: int, text: str, bold: bool, bands: Sequence[pygame.Rect]
) -> list[tuple[str, int, tuple[int, int]]]:
    """The prompt's rows (:func:`prompt_lines`) in the first of ``bands`` where its type is at
    least small type, else in the one where it is largest (two testers read a hint shrunk to
    half their large type in a band held down beside an empty trick)."""
    small, best = style.text_px(unit, "small"), []
    for band in bands:
        rows = prompt_lines(rect, unit, text, bold, band)
        if rows and rows[0][1] >= small:
            return rows
        if not best or (rows and rows[0][1] > best[0][1]):
            best = rows
    return best


def _others(layout, taken: Sequence[tuple[pygame.Rect, pygame.Rect | None]]) -> list[pygame.Rect]:
    """Every zone but the prompt's and the coach's, of each of ``taken`` only its part."""
    part_of = {tuple(zone): part for zone, part in taken}
    others = [
        part_of.get(tuple(r), r) for name, r in layout.zones().items() if name not in ("prompt", "coach")
    ]
    return [r for r in others if r is not None]


def _band_up(
    row: pygame.Rect, left: int, right: int, others: Sequence[pygame.Rect], margin: int
) -> pygame.Rect:
    """The band from ``left`` to ``right`` over the prompt's ``row``, up to the lowest of
    ``others`` above it there (else the table's ``margin``)."""
    above = [r.bottom + 2 for r in others if r.bottom <= row.top and r.right > left and r.left < right]
    top = min(row.top, max(above, default=margin))
    return pygame.Rect(left, top, right - left, row.bottom - top)


def prompt_lines(
    rect: pygame.Rect, unit: int, text: str, bold: bool, band: pygame.Rect | None = None
) -> list[tuple[str, int, tuple[int, int]]]:
    """The prompt as ``(text, px, centre)`` rows: one line of body type in ``rect``, or across
    the ``band`` (:func:`prompt_band`) up to :data:`LINE_MOST` of ``rect``'s width; else
    wrapped to that width in body type where the band's height holds the lines (a tester read
    a hint shrunk to one line of small type above room for two), narrower where a line more
    keeps them centred over ``rect`` in a band wider on one side; else one line shrunk to
    small type; else wrapped over as many lines as it takes, smaller (down to 10 px) only
    where it must. Wrapped lines rise above the prompt's place (they fill the band upwards).
    Never cut."""
    body, small = style.text_px(unit, "body"), style.text_px(unit, "small")
    band = band or rect
    most = min(band.width, round(rect.width * LINE_MOST))
    centred = min(most, 2 * min(rect.centerx - band.left, band.right - rect.centerx))
    if assets.font(body, bold).size(text)[0] > most:
        rows, fits = _wrapped(text, body, bold, most, rect, band)
        if rect.width // 2 <= centred < most:  # (lines over the hand's middle, if a line more does it)
            middle, holds = _wrapped(text, body, bold, centred, rect, band)
            if holds and len(middle) <= len(rows) + 1:
                return middle
        if fits:
            return rows
    for room in (rect.width, most):
        for px in range(body, small - 1, -1):  # a long prompt reads smaller rather than cut
            width = assets.font(px, bold).size(text)[0]
            if width <= room:  # (within its own place, a line stays over the hand's middle)
                x = rect.centerx if width <= rect.width else _centre(rect, band, width)
                return _rows([text], px, x, rect.centery)
    for px in range(body, 9, -1):  # (as large as the band's height lets the lines be)
        rows, fits = _wrapped(text, px, bold, most, rect, band)
        if fits:
            break
    return rows


def _wrapped(
    text: str, px: int, bold: bool, most: int, rect: pygame.Rect, band: pygame.Rect
) -> tuple[list[tuple[str, int, tuple[int, int]]], bool]:
    """``(rows, fits)``: ``text`` wrapped evenly to ``most`` pixels in ``px`` type, the lines
    filling the ``band`` upwards from the foot of the prompt's place ``rect``, and whether they
    stay below the band's top."""
    font = assets.font(px, bold)
    lines = wrap_even(text, font, most)
    bottom = rect.bottom - round(px * 0.65)
    fits = bottom - round(px * 1.25) * (len(lines) - 1) - round(px * 0.65) >= band.top
    width = max(font.size(line)[0] for line in lines)
    return _rows(lines, px, _centre(rect, band, width), bottom), fits


def rows_top(rect: pygame.Rect, unit: int, count: int) -> int:
    """The top of ``count`` rows of the prompt in body type rising from the foot of its place
    ``rect`` (as :func:`_wrapped` lays them)."""
    px = style.text_px(unit, "body")
    return rect.bottom - round(px * 0.65) - round(px * 1.25) * (count - 1) - px


def _centre(rect: pygame.Rect, band: pygame.Rect, width: int) -> int:
    """Where lines ``width`` wide are centred: on the prompt's place (over the hand), or as
    near it as the ``band`` lets them lie whole."""
    return max(band.left + (width + 1) // 2, min(rect.centerx, band.right - (width + 1) // 2))


def _rows(lines: list[str], px: int, x: int, bottom: int) -> list[tuple[str, int, tuple[int, int]]]:
    """Lines of ``px`` type centred on ``x``, the last one's middle at ``bottom``, the others
    above it."""
    step = round(px * 1.25)
    return [(line, px, (x, bottom - step * (len(lines) - 1 - i))) for i, line in enumerate(lines)]


def possessive(who: str) -> str:
    """``"West's"`` / ``"your"``."""
    return "your" if who == YOU else f"{who}'s"


def own_row_label(word: str) -> str:
    """The words over one of the viewer's own rows: ``"Your tableau"``."""
    return f"Your {word}"
