"""Can't Win: its deck (trump, revive, spell and item, each with its own symbol; 10-12 marked
"4p") and its pieces (the five tiles, the bid and support tokens, the start marker). Drawn with
:mod:`art_base`.
"""

from __future__ import annotations

import math

import pygame
from art_base import (
    EDGE,
    GOLD,
    GOLD_DARK,
    INK,
    IVORY,
    PARCHMENT,
    PIECE,
    RED,
    Canvas,
    H,
    W,
    _bezier,
    _index_part,
    _rounded_rect,
    card_base,
    draw_name,
    draw_parts,
    star_points,
)

# ---------------------------------------------------------------- Can't Win deck and pieces

CANTWIN_COLOURS = "TPVY"
CANTWIN_NAME = {"T": "TRUMP", "P": "REVIVE", "V": "SPELL", "Y": "ITEM"}
# Per colour: (panel fill, ink on the panel, colour of text and symbols on ivory).
CANTWIN_PALETTE = {
    "T": ((0, 152, 160), IVORY, (0, 126, 134)),
    "P": ((226, 78, 138), IVORY, (204, 48, 112)),
    "V": ((120, 70, 180), IVORY, (108, 58, 168)),
    "Y": ((244, 194, 36), (92, 60, 6), (184, 128, 0)),
}
CANTWIN_PANEL = pygame.Rect(134, 30, 232, 580)
FOUR_PLAYER_NUMBERS = (10, 11, 12)


def _crescent(cx, cy, r_out, icx, icy, r_in, n=90):
    """Polygon of the part of circle (cx, cy, r_out) outside circle (icx, icy, r_in)."""
    angles = [2 * math.pi * i / n for i in range(n)]
    outer = [(cx + r_out * math.cos(a), cy + r_out * math.sin(a)) for a in angles]
    inside = [math.hypot(x - icx, y - icy) < r_in for x, y in outer]
    start = next(i for i in range(n) if inside[i - 1] and not inside[i])
    arc = []
    for k in range(n):
        i = (start + k) % n
        if inside[i]:
            break
        arc.append(outer[i])
    a0 = math.atan2(arc[-1][1] - icy, arc[-1][0] - icx)
    a1 = math.atan2(arc[0][1] - icy, arc[0][0] - icx)
    if a1 > a0:
        a1 -= 2 * math.pi
    back = [
        (icx + r_in * math.cos(a0 + (a1 - a0) * i / n), icy + r_in * math.sin(a0 + (a1 - a0) * i / n))
        for i in range(n + 1)
    ]
    return arc + back


def cantwin_shape(colour):
    """Parts of a Can't Win colour symbol in unit coordinates (see :func:`spanish_shape`).

    Roles: ``"fg"`` (the symbol) and ``"bg"`` (small cut-outs in the background colour).
    Turquoise: a crown (trump); pink: a rounded cross (revive); violet: a crescent moon with
    a spark (spell); yellow: a shield with a boss (item).
    """
    if colour == "T":
        body = [(-0.4, 0.3), (-0.44, -0.2), (-0.2, 0.04), (0.0, -0.34), (0.2, 0.04), (0.44, -0.2), (0.4, 0.3)]
        return [
            ("fg", "poly", body),
            ("fg", "poly", _rounded_rect(-0.42, 0.22, 0.42, 0.44, 0.04)),
            ("fg", "circle", (-0.45, -0.27, 0.075)),
            ("fg", "circle", (0.0, -0.42, 0.08)),
            ("fg", "circle", (0.45, -0.27, 0.075)),
            ("bg", "circle", (-0.22, 0.33, 0.045)),
            ("bg", "circle", (0.0, 0.33, 0.05)),
            ("bg", "circle", (0.22, 0.33, 0.045)),
        ]
    if colour == "P":
        return [
            ("fg", "poly", _rounded_rect(-0.16, -0.48, 0.16, 0.48, 0.06)),
            ("fg", "poly", _rounded_rect(-0.48, -0.16, 0.48, 0.16, 0.06)),
        ]
    if colour == "V":
        return [
            ("fg", "poly", _crescent(-0.06, 0.02, 0.46, 0.16, -0.1, 0.38)),
            ("fg", "poly", star_points(0.3, -0.3, 0.18, 0.05, 4)),
        ]
    if colour == "Y":
        shield = (
            [(-0.4, -0.46), (0.0, -0.4), (0.4, -0.46), (0.4, 0.0)]
            + _bezier((0.4, 0.0), (0.38, 0.32), (0.0, 0.5))
            + _bezier((0.0, 0.5), (-0.38, 0.32), (-0.4, 0.0))
        )
        inner = (
            [(-0.28, -0.31), (0.0, -0.27), (0.28, -0.31), (0.28, 0.0)]
            + _bezier((0.28, 0.0), (0.26, 0.23), (0.0, 0.36))
            + _bezier((0.0, 0.36), (-0.26, 0.23), (-0.28, 0.0))
        )
        return [("fg", "poly", shield), ("bg", "poly", inner), ("fg", "circle", (0.0, -0.02, 0.13))]
    raise ValueError(f"unknown Can't Win colour {colour!r}")


def cantwin_symbol(c, colour, cx, cy, size, fg, bg):
    """Draw the symbol of ``colour`` in ``fg`` with cut-outs in ``bg``."""
    draw_parts(c, cantwin_shape(colour), {"fg": fg, "bg": bg}, cx, cy, size)


def cantwin_card(colour, number):
    """A Can't Win card: upright (single-ended, since the rules turn cards sideways), a
    number and symbol in both top corners, a coloured panel with the symbol and a large
    number, the colour's name at the bottom and the "4p" mark bottom right on 10-12."""
    fill, ink, text_colour = CANTWIN_PALETTE[colour]
    c = card_base()
    part = _index_part(
        str(number), text_colour, lambda p, x, y, s: cantwin_symbol(p, colour, x, y, s, text_colour, IVORY)
    )
    c.blit(part.surf, (0, 0))
    c.blit(part.surf, (W - part.w, 0))
    p = CANTWIN_PANEL
    c.rect(fill, p, radius=16)
    c.rect(INK, p, 3, radius=16)
    c.rect(ink, p.inflate(-18, -18), 2, radius=10)
    cantwin_symbol(c, colour, p.centerx, p.y + 130, 150, ink, fill)
    c.text(str(number), (p.centerx, p.y + 390), 190, ink, max_width=p.w - 44)
    draw_name(c, CANTWIN_NAME[colour], text_colour)
    if number in FOUR_PLAYER_NUMBERS:
        mark = pygame.Rect(W - 100, H - 64, 68, 44)
        c.rect(INK, mark, 3, radius=10)
        c.text("4p", mark.center, 26, INK)
    return c.finish()


def all_cantwin_texts():
    """The 48 Can't Win text forms (``"T1"`` .. ``"Y12"``), colour by colour."""
    return [f"{colour}{n}" for colour in CANTWIN_COLOURS for n in range(1, 13)]


def render_cantwin_card(text):
    """The master-size Surface for one Can't Win text form (``"T12"``, ``"p3"``...)."""
    text = text.upper()
    colour, number = text[:1], text[1:]
    if colour not in CANTWIN_COLOURS or not number.isdigit() or not 1 <= int(number) <= 12:
        raise ValueError(f"not a Can't Win card: {text!r}")
    return cantwin_card(colour, int(number))


BAN_RED = (176, 20, 32)
TILE_BANS = {"revive_ban": "P", "spell_ban": "V", "item_ban": "Y", "no_escape": "2 4 6", "no_xp": "1 3 5"}
TILE_TITLES = {
    "revive_ban": "REVIVE BAN",
    "spell_ban": "SPELL BAN",
    "item_ban": "ITEM BAN",
    "no_escape": "NO ESCAPE",
    "no_xp": "NO XP",
}


def tile(name):
    """A Can't Win tile: a rounded square with a red prohibition sign over the banned
    colour's symbol, or behind the banned numbers (even "2 4 6" / odd "1 3 5"), and its name."""
    c = Canvas(PIECE, PIECE)
    c.rect(EDGE, (0, 0, PIECE, PIECE), radius=44)
    c.rect(PARCHMENT, (4, 4, PIECE - 8, PIECE - 8), radius=40)
    c.rect(INK, (16, 16, PIECE - 32, PIECE - 32), 3, radius=30)
    c.rect(GOLD, (26, 26, PIECE - 52, PIECE - 52), 2, radius=22)
    centre, r = (PIECE / 2, 166), 116
    d = (r - 4) / math.sqrt(2)
    slash = ((centre[0] - d, centre[1] - d), (centre[0] + d, centre[1] + d))
    banned = TILE_BANS[name]
    c.circle(BAN_RED, centre, r, 16)
    if banned in CANTWIN_PALETTE:  # the symbol, struck through
        cantwin_symbol(c, banned, *centre, 168, CANTWIN_PALETTE[banned][2], PARCHMENT)
        c.line(PARCHMENT, *slash, 26)
        c.line(BAN_RED, *slash, 16)
    else:  # digits over the slash, haloed, so every one stays legible
        c.line(BAN_RED, *slash, 16)
        for dx, dy in ((-5, 0), (5, 0), (0, -5), (0, 5), (-4, -4), (4, 4), (-4, 4), (4, -4)):
            c.text(banned, (centre[0] + dx, centre[1] + dy), 70, PARCHMENT, max_width=190)
        c.text(banned, centre, 70, INK, max_width=190)
    c.text(TILE_TITLES[name], (PIECE / 2, 336), 34, INK, max_width=PIECE - 80)
    return c.finish()


def bid_token():
    """The round bid token: an orange disc with an ivory ring and a bullseye."""
    c = Canvas(PIECE, PIECE)
    mid = (PIECE / 2, PIECE / 2)
    c.circle((128, 60, 16), mid, 196)
    c.circle((230, 124, 40), mid, 186)
    c.circle(IVORY, mid, 150, 10)
    c.circle(IVORY, mid, 86, 22)
    c.circle(IVORY, mid, 36)
    c.circle((128, 60, 16), mid, 196, 3)
    return c.finish()


def support_token():
    """The hexagonal support token (beginner rules): green with "±1" (add or remove a win)."""
    c = Canvas(PIECE, PIECE)
    mid = PIECE / 2

    def hexagon(r):
        return [
            (
                mid + r * math.cos(math.pi / 3 * i - math.pi / 2),
                mid + r * math.sin(math.pi / 3 * i - math.pi / 2),
            )
            for i in range(6)
        ]

    c.polygon((22, 76, 42), hexagon(198))
    c.polygon((52, 146, 86), hexagon(184))
    c.polygon(IVORY, hexagon(150), 8)
    c.text("\u00b11", (mid, mid), 120, IVORY, max_width=210)
    return c.finish()


def start_marker():
    """The start marker: a red pennant with "START" on a wooden pole and a round foot."""
    c = Canvas(PIECE, PIECE)
    c.ellipse((60, 46, 30), (60, 330, 150, 52))
    c.ellipse((110, 72, 40), (60, 322, 150, 48))
    c.rect((134, 86, 44), (126, 40, 18, 312), radius=8)
    c.circle(GOLD, (135, 38), 16)
    c.circle(GOLD_DARK, (135, 38), 16, 3)
    pennant = (
        [(144, 62)] + _bezier((144, 62), (260, 96), (372, 128)) + _bezier((372, 128), (260, 164), (144, 206))
    )
    c.outlined(RED, pennant, INK, 3)
    c.text("START", (232, 134), 34, IVORY, max_width=130)
    return c.finish()


PIECES = {
    **{f"cantwin/tile_{name}": (lambda n=name: tile(n)) for name in TILE_BANS},
    "cantwin/bid_token": bid_token,
    "cantwin/support_token": support_token,
    "cantwin/start_marker": start_marker,
}
"""Piece path under ``pieces/`` (without ``.png``) -> function drawing it."""
