"""Laying out the table's words: the info panel, the log, the prompt and the name plates.

Every function here is pure text layout for a rect and a unit: it wraps rather than cuts
where there is room, shrinks the type a little where there is not, and cuts with an ellipsis
only as a last resort. The HUD draws what these return.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets
from game.ui import style
from game.ui.text import fit, wrap

Line = tuple[str, int, bool, tuple[int, int, int], tuple[int, int]]
"""A laid-out line: ``(text, px, bold, colour, topleft)``."""


def info_lines(rect: pygame.Rect, unit: int, title: str, rows: Sequence[tuple[str, str]]) -> list[Line]:
    """The info panel: the heading, then each ``(label, value)`` row, values wrapped beside
    their labels. The type shrinks (down to 11 px) until every row fits; each line is cut to
    the panel's width, and rows that still don't fit are left out from the end."""
    lines: list[Line] = []
    for px in range(style.text_px(unit, "small"), 10, -1):
        pad = max(6, px // 2)
        width = rect.width - 2 * pad
        lines, y = [], rect.top + pad
        bold = assets.font(px, True)
        for text in wrap(title, bold, width):
            lines.append((fit(text, bold, width), px, True, style.ACCENT, (rect.x + pad, y)))
            y += round(px * 1.3)
        y += round(px * 0.15)
        font = assets.font(px)
        # labels (player names in some games) take at most 2/5 of the width, cut if longer
        label_w = min(max((font.size(key)[0] for key, _ in rows), default=0) + pad, width * 2 // 5)
        fits = True
        for key, value in rows:
            wrapped = wrap(value, font, width - label_w)
            if y + round(px * 1.3) * (len(wrapped) - 1) + px > rect.bottom - pad:
                fits = False
                break
            lines.append((fit(key, font, label_w - pad // 2), px, False, style.TEXT_DIM, (rect.x + pad, y)))
            for text in wrapped:
                lines.append(
                    (fit(text, font, width - label_w), px, False, style.TEXT, (rect.x + pad + label_w, y))
                )
                y += round(px * 1.3)
            y += round(px * 0.15)
        if fits:
            break
    return lines


def log_lines(rect: pygame.Rect, unit: int, status: str, older: Sequence[str]) -> list[tuple[str, bool, int]]:
    """The log panel as ``(text, bold, y)``: the status line in bold (wrapped, up to four
    lines), then the older lines newest first, each wrapped whole, as many as fit."""
    px = style.text_px(unit, "small")
    pad = max(6, px // 2)
    width = rect.width - 2 * pad
    out = []
    y = rect.top + pad
    bold = assets.font(px, True)
    lines = wrap(status or "Welcome to the table", bold, width)
    if len(lines) > 4:
        lines = lines[:3] + [" ".join(lines[3:])]
    for line in lines:
        out.append((fit(line, bold, width), True, y))
        y += round(px * 1.35)
    y += pad // 2
    font = assets.font(px)
    for old in reversed(older):
        lines = wrap(old, font, width)
        if y + round(px * 1.3) * (len(lines) - 1) + px > rect.bottom - pad:
            break
        for line in lines:
            out.append((fit(line, font, width), False, y))
            y += round(px * 1.3)
        y += round(px * 0.2)
    return out


def prompt_lines(
    rect: pygame.Rect, unit: int, text: str, bold: bool
) -> list[tuple[str, int, tuple[int, int]]]:
    """The prompt as ``(text, px, centre)`` rows: one line, shrunk from body to small type if
    need be; still too long, wrapped over as many lines as it takes, rising above the
    prompt's place (the lines fill upwards), so it is never cut."""
    px = style.text_px(unit, "body")
    small = style.text_px(unit, "small")
    while px > small and assets.font(px, bold).size(text)[0] > rect.width:
        px -= 1  # a long prompt reads smaller rather than cut
    font = assets.font(px, bold)
    lines = wrap(text, font, rect.width)
    step = round(px * 1.25)
    bottom = rect.centery
    return [(line, px, (rect.centerx, bottom - step * (len(lines) - 1 - i))) for i, line in enumerate(lines)]


def plate_name(name: str, marker: str, px: int, room: int) -> str:
    """``name`` with its ``marker`` (``"you"``, ``"AI"`` or ``""``) in parentheses, fitted to
    ``room`` pixels in bold type: a long name is trimmed, the marker always kept."""
    suffix = f" ({marker})" if marker and name.lower() != marker.lower() else ""
    font = assets.font(px, True)
    return fit(name, font, room - font.size(suffix)[0]) + suffix


def plate_texts(
    plate: pygame.Rect, unit: int, name: str, marker: str, badge: str
) -> tuple[str, int, str, int]:
    """A name plate as ``(name, name_px, badge, badge_px)``: the badge (side, dealer, bid...)
    shrinks down to 5/8 of the name's type and keeps its words whole; the name takes what it
    leaves (at least a third of the plate), trimmed but keeping its marker."""
    px = style.text_px(unit, "small")
    pad = max(6, plate.height // 4)
    least = max(10, px * 5 // 8)
    badge_w = assets.font(least).size(badge)[0] + pad if badge else 0
    room = max(plate.width // 3, plate.width - 2 * pad - badge_w)
    shown = plate_name(name, marker, px, room)
    if not badge:
        return shown, px, "", px
    left = plate.width - 2 * pad - assets.font(px, True).size(shown)[0] - pad
    bpx = px
    while bpx > least and assets.font(bpx).size(badge)[0] > left:
        bpx -= 1
    return shown, px, fit(badge, assets.font(bpx), left), bpx
