"""Bid Coin's art, drawn with the shared helpers of :mod:`art_base` (``make_assets.py`` imports
this module and writes the files): the five-colour deck, its back and the coins.

Cards ``R0`` .. ``P10`` (colour letter, then rank 0-10; the 3-player game uses 0-7): a corner
index (rank over the colour's symbol) top left and, turned, bottom right; a coloured panel with
the symbol and a large rank; the colour's name at the bottom. Every colour has its own symbol as
well as its colour: red a flame, yellow a sun, green a leaf, blue a drop, purple a gem. The 4s
and 6s carry the 2-win mark: a gold "x2" disc under each corner index (so it shows in a fanned
hand) and a "2 WINS" ribbon on the panel. Coins 1, 2, 3, 5, 7: portrait plaques (the rulebook's
Bid Coin are cards laid out in portrait, turned sideways for a zero) in one colour per value,
a large number between two small gold coins.
"""

from __future__ import annotations

import pygame
from art_base import (
    EDGE,
    GOLD,
    GOLD_DARK,
    INK,
    IVORY,
    PIECE,
    Canvas,
    H,
    W,
    _bezier,
    _rounded_rect,
    card_base,
    draw_index,
    draw_name,
    draw_parts,
    index_height,
    star_points,
)

SUITS = "RYGBP"
NAMES = {"R": "RED", "Y": "YELLOW", "G": "GREEN", "B": "BLUE", "P": "PURPLE"}
PALETTE = {
    "R": ((204, 52, 44), IVORY, (188, 36, 30)),
    "Y": ((242, 190, 34), (92, 60, 6), (176, 120, 0)),
    "G": ((46, 138, 72), IVORY, (30, 116, 56)),
    "B": ((42, 96, 188), IVORY, (30, 78, 166)),
    "P": ((126, 70, 176), IVORY, (110, 54, 158)),
}
"""Per colour: (panel fill, ink on the panel, colour of text and symbols on ivory)."""
TOP_RANK = 10
TWO_WIN = (4, 6)
PANEL = pygame.Rect(134, 30, 232, 580)
BACK = ((132, 84, 20), (184, 132, 56), (250, 226, 172))
"""The amber back: (field, lattice, dots)."""
COIN_VALUES = (1, 2, 3, 5, 7)
COIN_COLOURS = {
    1: (166, 100, 46),
    2: (104, 116, 134),
    3: (40, 124, 82),
    5: (42, 86, 164),
    7: (166, 34, 50),
}
"""Plaque colour per coin value: bronze, slate, green, blue, crimson."""


def _drop(cx, cy, h):
    """A teardrop of height ``h`` centred at (cx, cy), point up."""
    top, bottom = (cx, cy - h / 2), (cx, cy + h / 2)
    r = h * 0.36
    return (
        [top]
        + _bezier(top, (cx + r * 1.25, cy), (cx + r * 0.8, cy + h * 0.26))
        + _bezier((cx + r * 0.8, cy + h * 0.26), (cx + r * 0.5, cy + h / 2), bottom)
        + _bezier(bottom, (cx - r * 0.5, cy + h / 2), (cx - r * 0.8, cy + h * 0.26))
        + _bezier((cx - r * 0.8, cy + h * 0.26), (cx - r * 1.25, cy), top)
    )


def shape(suit):
    """Parts of a colour's symbol in unit coordinates (height 1, centred, y down), as
    ``art_base.draw_parts`` takes them; roles ``"fg"`` (the symbol) and ``"bg"`` (cut-outs)."""
    if suit == "R":  # a flame with three tongues and a round core
        pts = [(0.0, 0.5)]
        for a, ctrl, b in (
            ((0.0, 0.5), (-0.44, 0.48), (-0.38, 0.06)),
            ((-0.38, 0.06), (-0.36, -0.1), (-0.26, -0.24)),
            ((-0.26, -0.24), (-0.2, -0.05), (-0.1, -0.06)),
            ((-0.1, -0.06), (-0.18, -0.3), (0.0, -0.5)),
            ((0.0, -0.5), (0.14, -0.26), (0.1, -0.08)),
            ((0.1, -0.08), (0.2, -0.1), (0.27, -0.3)),
            ((0.27, -0.3), (0.48, 0.04), (0.34, 0.3)),
            ((0.34, 0.3), (0.24, 0.5), (0.0, 0.5)),
        ):
            pts += _bezier(a, ctrl, b)
        return [("fg", "poly", pts), ("bg", "poly", _drop(0.0, 0.25, 0.36))]
    if suit == "Y":  # a sun: a ring of rays round a disc
        return [
            ("fg", "poly", star_points(0, 0, 0.5, 0.3, 10)),
            ("fg", "circle", (0.0, 0.0, 0.3)),
            ("bg", "circle", (0.0, 0.0, 0.2)),
            ("fg", "circle", (0.0, 0.0, 0.14)),
        ]
    if suit == "G":  # a leaf, tilted, with its vein and stem
        leaf = _bezier((-0.3, 0.36), (-0.46, -0.34), (0.36, -0.46)) + _bezier(
            (0.36, -0.46), (0.4, 0.26), (-0.3, 0.36)
        )
        return [
            ("fg", "poly", [(-0.3, 0.36), *leaf]),
            ("fg", "poly", [(-0.3, 0.3), (-0.22, 0.36), (-0.42, 0.5), (-0.46, 0.46)]),
            ("bg", "poly", [(-0.24, 0.28), (0.3, -0.4), (0.27, -0.43), (-0.28, 0.25)]),
        ]
    if suit == "B":  # a drop with a highlight
        return [
            ("fg", "poly", _drop(0.0, 0.0, 1.0)),
            ("bg", "poly", _drop(-0.12, 0.16, 0.26)),
        ]
    if suit == "P":  # a cut gem: a flat table, a girdle and a point
        gem = [(-0.26, -0.36), (0.26, -0.36), (0.48, -0.12), (0.0, 0.48), (-0.48, -0.12)]
        return [
            ("fg", "poly", gem),
            ("bg", "poly", [(-0.4, -0.12), (0.4, -0.12), (0.38, -0.08), (-0.38, -0.08)]),
            ("bg", "poly", [(-0.12, -0.1), (-0.08, -0.1), (0.02, 0.36), (-0.02, 0.36)]),
            ("bg", "poly", [(0.12, -0.1), (0.08, -0.1), (-0.02, 0.36), (0.02, 0.36)]),
        ]
    raise ValueError(f"unknown Bid Coin colour {suit!r}")


def symbol(c, suit, cx, cy, size, fg, bg):
    """Draw the symbol of ``suit`` in ``fg`` with its cut-outs in ``bg``."""
    draw_parts(c, shape(suit), {"fg": fg, "bg": bg}, cx, cy, size)


def _two_win_disc(c, cx, cy, flip):
    """The small gold "x2" disc of a 2-win card under a corner index (turned 180 with ``flip``)."""
    part = Canvas(84, 84)
    part.circle(GOLD_DARK, (42, 42), 38)
    part.circle(GOLD, (42, 42), 33)
    part.text("\u00d72", (42, 43), 34, INK, max_width=56)
    c.blit(pygame.transform.flip(part.surf, flip, flip), (cx - 42, cy - 42))


def card(suit, rank):
    """A Bid Coin card: see the module doc."""
    fill, ink, text_colour = PALETTE[suit]
    c = card_base()
    draw_index(c, str(rank), text_colour, lambda p, x, y, s: symbol(p, suit, x, y, s, text_colour, IVORY))
    c.rect(fill, PANEL, radius=16)
    c.rect(INK, PANEL, 3, radius=16)
    c.rect(ink, PANEL.inflate(-18, -18), 2, radius=10)
    symbol(c, suit, PANEL.centerx, PANEL.y + 130, 150, ink, fill)
    c.text(str(rank), (PANEL.centerx, PANEL.y + 372), 180, ink, max_width=PANEL.w - 44)
    if rank in TWO_WIN:
        below = index_height(str(rank)) + 48  # (under the corner index, clear of a 6's bar)
        _two_win_disc(c, 64, below, False)
        _two_win_disc(c, W - 64, H - below, True)
        ribbon = pygame.Rect(PANEL.x + 26, PANEL.bottom - 84, PANEL.w - 52, 56)
        c.rect(GOLD, ribbon, radius=12)
        c.rect(GOLD_DARK, ribbon, 3, radius=12)
        c.text("2 WINS", ribbon.center, 30, INK, max_width=ribbon.w - 24)
    draw_name(c, NAMES[suit], text_colour)
    return c.finish()


def all_texts():
    """The 55 text forms, colour by colour (``"R0"`` .. ``"P10"``)."""
    return [f"{suit}{rank}" for suit in SUITS for rank in range(TOP_RANK + 1)]


def render_card(text):
    """The master-size Surface of one card text form (``"G8"``, ``"r0"``...).

    Raises:
        ValueError: for a text that is not a Bid Coin card.
    """
    text = text.upper()
    suit, rank = text[:1], text[1:]
    if suit not in SUITS or not rank.isdigit() or not 0 <= int(rank) <= TOP_RANK:
        raise ValueError(f"not a Bid Coin card: {text!r}")
    return card(suit, int(rank))


def coin(value):
    """A coin: a portrait plaque of the value's colour with an ivory border, the value large in
    ivory, a small gold coin above and below it. 400 x 400 px, transparent round the plaque."""
    c = Canvas(PIECE, PIECE)
    plaque = pygame.Rect(72, 10, PIECE - 144, PIECE - 20)
    c.rect(EDGE, plaque, radius=34)
    c.rect(COIN_COLOURS[value], plaque.inflate(-8, -8), radius=30)
    c.polygon(
        IVORY, _rounded_rect(plaque.x + 20, plaque.y + 20, plaque.right - 20, plaque.bottom - 20, 20), 5
    )
    for y in (plaque.y + 62, plaque.bottom - 62):
        c.circle(GOLD_DARK, (PIECE / 2, y), 28)
        c.circle(GOLD, (PIECE / 2, y), 23)
        c.circle(GOLD_DARK, (PIECE / 2, y), 12, 3)
    c.text(str(value), (PIECE / 2, PIECE / 2), 170, IVORY, max_width=plaque.w - 70)
    return c.finish()


PIECES = {f"bidcoin/coin_{v}": (lambda v=v: coin(v)) for v in COIN_VALUES}
"""Piece path under ``pieces/`` (without ``.png``) -> function drawing it."""
