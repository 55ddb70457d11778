"""The legend corner: a presenter's short lines of text, coloured spans and card symbols.

Each line is broken into words (a coloured span keeps its colour word by word) and wrapped to
the corner's width, only at plain spaces (words joined by a non-breaking space stay on one
row); the type shrinks (down to the floor of the text size in force) until every line fits
the corner's height, and only then are the last rows left out. With three players the box is centred at
the top, with four it sits in the right column.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets
from game.table.paint import LRU, draw_panel
from game.table.protocol import Icon, Span
from game.ui import style
from game.ui.text import NBSP, draw_text, even_width

_icons = LRU(64)

Word = tuple[str, tuple[int, int, int], bool] | Icon
"""A piece of a legend row: ``(text, colour, bold)`` (its trailing space included) or an icon."""


def icon(deck_art: str, crop: tuple[float, float, float, float], card: str, px: int) -> pygame.Surface:
    """The symbol of ``card`` cut from its face by ``crop`` (fractions of the card), ``px`` tall."""

    def make() -> pygame.Surface:
        x, y, w, h = crop
        face = assets.card_face(deck_art, card, max(8, round(px / h)))
        fw, fh = face.get_size()
        return face.subsurface(pygame.Rect(round(x * fw), round(y * fh), round(w * fw), round(h * fh))).copy()

    return _icons.fetch((deck_art, crop, card, px), make)


def _words(line) -> list[Word]:
    """A legend line as words."""
    out: list[Word] = []
    for seg in [line] if isinstance(line, str) else list(line):
        if isinstance(seg, Icon):
            out.append(seg)
            continue
        text, colour, bold = (
            (seg.text, seg.colour or style.TEXT, seg.bold)
            if isinstance(seg, Span)
            else (seg, style.TEXT, False)
        )
        if out and isinstance(out[-1], Icon) and text.startswith(" "):  # (an icon and its name)
            text = NBSP + text[1:]
        out += [(part, colour, bold) for part in text.replace(" ", " \0").split("\0") if part]
    return out


def _breaks_before(last: Word, word: Word) -> bool:
    """True when a row may end between ``last`` and ``word``: after a plain space or an icon
    (never at a non-breaking space, nor between a span and the words joined to it, nor between
    an icon and the name after it: helper-78 read a suit's icon at a row's end, its name on
    the next) and never before a space."""
    if isinstance(word, tuple) and (not word[0].strip(" ") or word[0].startswith(NBSP)):
        return False
    return isinstance(last, Icon) or last[0].endswith(" ")


def _rows(lines: Sequence, px: int, width: int, picture) -> list[list[tuple[Word, int]]]:
    """``lines`` wrapped to ``width`` pixels: rows of ``(word, its width)``. Words a row may
    not end between (:func:`_breaks_before`) move to the next row together."""
    rows = []
    for line in lines:
        chunks: list[list[tuple[Word, int]]] = []
        for word in _words(line):
            w = (
                picture(word.card, px).get_width() + 2
                if isinstance(word, Icon)
                else (assets.font(px, word[2]).size(word[0])[0])
            )
            if chunks and not _breaks_before(chunks[-1][-1][0], word):
                chunks[-1].append((word, w))
            else:
                chunks.append([(word, w)])
        line_rows = _fill(chunks, width)
        if len(line_rows) > 1:  # as even as the words allow: no word alone on a last row
            narrowest = even_width(lambda w, c=chunks: len(_fill(c, w)), width, len(line_rows))
            line_rows = _fill(chunks, narrowest)
        rows += line_rows
    return rows


def _fill(chunks: list[list[tuple[Word, int]]], width: int) -> list[list[tuple[Word, int]]]:
    """``chunks`` (words that stay together) laid in rows of at most ``width`` pixels, each row
    as full as it goes (a chunk wider than a row has one to itself)."""
    rows: list[list[tuple[Word, int]]] = []
    row: list[tuple[Word, int]] = []
    used = 0
    for chunk in chunks:
        size = sum(w for _, w in chunk)
        if row and used + size > width:
            rows.append(row)
            row, used = [], 0
        row.extend(chunk)
        used += size
    rows.append(row)
    return rows


def legend_rows(
    lines: Sequence, rect: pygame.Rect, unit: int, picture
) -> tuple[int, list[list[tuple[Word, int]]]]:
    """``(px, rows)``: ``lines`` wrapped to the corner ``rect`` in the small role's type, or
    smaller (down to :func:`~game.ui.style.floor_px`, so the strip follows the text size)
    until every row fits its height and its width (a phrase kept on one line is never cut
    short); only at the smallest type, and with the least padding (:func:`legend_pad`), are
    the last rows left out. ``picture(card, px)`` gives an icon's image."""
    for px in range(style.text_px(unit, "small"), 9, -1):
        pad, line_h = max(4, px // 3), round(px * 1.35)
        room = rect.width - 3 * pad
        rows = _rows(lines, px, room, picture)
        wide = any(sum(w for _, w in row) > room for row in rows)  # a phrase kept whole
        if len(rows) * line_h + 2 * pad <= rect.height and not wide:
            break
    pad = legend_pad(px, len(rows), rect.height)
    return px, rows[: max(1, (rect.height - 2 * pad) // line_h)]


def legend_pad(px: int, rows: int, height: int) -> int:
    """The padding of a legend of ``rows`` rows at ``px`` in a corner ``height`` pixels tall:
    a third of the type, or as little as 2 where that lets every row in (at 1000x650 beside
    the open history, Can't Win's last row was left out for a pixel)."""
    pad, line_h = max(4, px // 3), round(px * 1.35)
    return pad if rows * line_h + 2 * pad <= height else max(2, min(pad, (height - rows * line_h) // 2))


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

    px, rows = legend_rows(lines, rect, unit, picture)
    pad, line_h = legend_pad(px, len(rows), rect.height), round(px * 1.35)
    widths = [sum(w for _, w in row) for row in rows]
    box = pygame.Rect(
        0, rect.top, min(rect.width, max(widths) + 3 * pad), min(rect.height, len(rows) * line_h + 2 * pad)
    )
    if centred:
        box.centerx = rect.centerx
    else:
        box.right = rect.right
    draw_panel(surface, box, alpha=150, border=False)
    y = box.top + pad
    for row, width in zip(rows, widths):
        x = box.centerx - min(width, box.width - 2 * pad) // 2
        for word, w in row:
            if isinstance(word, Icon):
                image = picture(word.card, px)
                surface.blit(image, image.get_rect(midleft=(x, y + line_h // 2)))
            else:
                draw_text(
                    surface,
                    word[0],
                    px,
                    (x, y + line_h // 2),
                    word[1],
                    bold=word[2],
                    anchor="midleft",
                    max_width=box.right - pad - x,
                )
            x += w
        y += line_h
