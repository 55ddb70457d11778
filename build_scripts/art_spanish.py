"""The Spanish 48-card deck for Coins: cups, coins, swords and clubs as vector symbols, English
corner letters (A, K, Kn, J), the suit name at the bottom, double-ended courts (the Knight with
his horse). Drawn with :mod:`art_base` and the French deck's court frame.
"""

from __future__ import annotations

import pygame
from art_base import (
    GOLD,
    GOLD_DARK,
    INK,
    IVORY,
    PARCHMENT,
    RADIUS,
    RED,
    SKIN,
    Canvas,
    H,
    W,
    _bezier,
    _rounded_rect,
    card_base,
    draw_index,
    draw_name,
    draw_parts,
    star_points,
)
from art_french import COURT_PALETTE, _double_ended, _face, _frame, _jewels, _medallion, draw_pips

SPANISH_SUITS = "UOEB"  # cups (copas), coins (oros), swords (espadas), clubs (bastos)
SPANISH_RANKS = ["A", "R", "C", "S", "9", "8", "7", "6", "5", "4", "3", "2"]
SPANISH_INDEX = {"A": "A", "R": "K", "C": "Kn", "S": "J"}
"""Corner letters of the Spanish aces and courts, in English: Rey = King "K", Caballo =
Knight "Kn", Sota = Knave "J" (the Knave is the English Jack)."""
SPANISH_SUIT_NAME = {"U": "CUPS", "O": "COINS", "E": "SWORDS", "B": "CLUBS"}

# Per suit: (symbol colour, dark detail colour, light detail colour, text colour on ivory).
SPANISH_COLOURS = {
    "U": (RED, (124, 10, 22), (246, 170, 170), RED),
    "O": (GOLD, GOLD_DARK, (252, 222, 130), (172, 112, 8)),
    "E": ((40, 84, 168), (18, 40, 98), (176, 202, 240), (32, 70, 150)),
    "B": ((44, 124, 64), (22, 72, 34), (156, 206, 156), (30, 104, 50)),
}
# Court robes borrow the French palette of the suit with the same colour.
SPANISH_COURT_PALETTE = {
    "U": COURT_PALETTE["H"],
    "O": COURT_PALETTE["D"],
    "E": COURT_PALETTE["S"],
    "B": COURT_PALETTE["C"],
}
SPANISH_PIP_SIZE = 90
SPANISH_FRAME = pygame.Rect(122, 30, 256, 600)  # courts: leaves room for the suit name


def spanish_shape(suit):
    """Parts of a Spanish suit symbol in unit coordinates (height 1, centred, y down).

    Returns a list of (role, kind, data): role is ``"main"``, ``"dark"`` or ``"light"``,
    kind ``"poly"`` (data: points) or ``"circle"`` (data: x, y, r); parts are drawn in order.
    """
    if suit == "U":  # a goblet: wide bowl with a rim, knotted stem, broad foot
        bowl = (
            [(-0.4, -0.42), (0.4, -0.42)]
            + _bezier((0.4, -0.42), (0.38, 0.08), (0.0, 0.1))
            + _bezier((0.0, 0.1), (-0.38, 0.08), (-0.4, -0.42))
        )
        foot = (
            [(-0.07, 0.34)]
            + _bezier((-0.07, 0.34), (-0.26, 0.38), (-0.3, 0.5))
            + [(0.3, 0.5)]
            + _bezier((0.3, 0.5), (0.26, 0.38), (0.07, 0.34))
        )
        return [
            ("main", "poly", bowl),
            ("main", "poly", [(-0.055, 0.04), (0.055, 0.04), (0.055, 0.36), (-0.055, 0.36)]),
            ("main", "poly", foot),
            ("dark", "poly", _rounded_rect(-0.44, -0.5, 0.44, -0.4, 0.04)),
            ("dark", "circle", (0.0, 0.2, 0.085)),
            (
                "light",
                "poly",
                [(-0.27, -0.32)]
                + _bezier((-0.27, -0.32), (-0.26, -0.06), (-0.1, 0.0))
                + _bezier((-0.1, 0.0), (-0.2, -0.08), (-0.19, -0.32)),
            ),
        ]
    if suit == "O":  # a gold coin with a ring and an eight-rayed sun
        return [
            ("dark", "circle", (0.0, 0.0, 0.5)),
            ("main", "circle", (0.0, 0.0, 0.44)),
            ("dark", "circle", (0.0, 0.0, 0.33)),
            ("main", "circle", (0.0, 0.0, 0.29)),
            ("dark", "poly", star_points(0, 0, 0.25, 0.12, 8)),
            ("light", "circle", (0.0, 0.0, 0.1)),
        ]
    if suit == "E":  # a straight sword, point up: blade, cross-guard, grip, pommel
        return [
            ("main", "poly", [(0.0, -0.5), (0.12, -0.36), (0.12, 0.14), (-0.12, 0.14), (-0.12, -0.36)]),
            ("light", "poly", [(0.0, -0.4), (0.03, -0.33), (0.03, 0.1), (-0.03, 0.1), (-0.03, -0.33)]),
            ("dark", "poly", _rounded_rect(-0.34, 0.12, 0.34, 0.25, 0.06)),
            ("dark", "poly", [(-0.07, 0.25), (0.07, 0.25), (0.07, 0.4), (-0.07, 0.4)]),
            ("main", "circle", (0.0, 0.415, 0.085)),
        ]
    if suit == "B":  # a knobbly wooden cudgel, thick end up
        body = (
            [(-0.1, 0.5), (0.1, 0.5)]
            + _bezier((0.1, 0.5), (0.16, 0.1), (0.24, -0.26))
            + [(-0.24, -0.26)]
            + _bezier((-0.24, -0.26), (-0.16, 0.1), (-0.1, 0.5))
        )
        return [
            ("main", "poly", body),
            ("main", "circle", (0.0, -0.26, 0.24)),
            ("main", "circle", (0.2, -0.04, 0.09)),
            ("main", "circle", (-0.18, 0.13, 0.08)),
            ("main", "circle", (0.14, 0.3, 0.065)),
            ("dark", "poly", [(-0.118, 0.37), (0.118, 0.37), (0.112, 0.43), (-0.112, 0.43)]),
            ("light", "poly", [(-0.11, -0.36), (-0.05, -0.4), (-0.03, 0.1), (-0.07, 0.13)]),
        ]
    raise ValueError(f"unknown Spanish suit {suit!r}")


def spanish_symbol(c, suit, cx, cy, size):
    """Draw the Spanish suit symbol ``suit`` in its own colours."""
    main, dark, light, _ = SPANISH_COLOURS[suit]
    draw_parts(c, spanish_shape(suit), {"main": main, "dark": dark, "light": light}, cx, cy, size)


def spanish_base(suit):
    """A blank Spanish card; coins (the scoring suit) get a thin gold inner border."""
    c = card_base()
    if suit == "O":
        c.rect(GOLD, (11, 11, W - 22, H - 22), 4, radius=RADIUS - 9)
    return c


def _spanish_court_half(rank, suit):
    """Upper half of a Spanish court figure (frame-relative, SPANISH_FRAME.w x .h / 2).

    King (Rey): crown and beard; Knight (Caballo): plumed helmet and his horse's head;
    Knave (Sota): feathered cap. Each holds his suit's symbol, as on Spanish cards.
    """
    fw, fh = SPANISH_FRAME.w, SPANISH_FRAME.h // 2
    robe, trim, hair = SPANISH_COURT_PALETTE[suit]
    h = Canvas(fw, fh)
    cx = fw / 2
    spanish_symbol(h, suit, 36, 42, 44)
    if rank == "C":  # the horse's head and neck at the left, facing left
        horse = [
            (58, 92),
            (66, 72),
            (74, 90),
            (84, 96),
            (92, 150),
            (100, 214),
            (44, 214),
            (50, 176),
            (34, 162),
            (14, 160),
            (8, 146),
            (22, 124),
        ]
        h.outlined((150, 96, 52), horse, INK, 1.5)
        mane = [(74, 90), (84, 96), (92, 150), (100, 214), (88, 214), (80, 150), (72, 102)]
        h.polygon((70, 44, 24), mane)
        h.circle(INK, (38, 120), 3.5)
        h.circle(INK, (14, 150), 2.5)
        h.line((70, 44, 24), (20, 158), (58, 134), 3)
    shoulders = (
        [(cx - 100, fh)]
        + _bezier((cx - 100, fh), (cx - 96, 210), (cx - 38, 202))
        + [(cx + 38, 202)]
        + _bezier((cx + 38, 202), (cx + 96, 210), (cx + 100, fh))
    )
    h.outlined(robe, shoulders, INK, 2)
    h.polygon(trim, [(cx - 42, 202), (cx + 42, 202), (cx, 250)])
    h.polygon(INK, [(cx - 42, 202), (cx + 42, 202), (cx, 250)], 1.5)
    h.rect(trim, (cx - 9, 250, 18, fh - 250))
    for y in (264, 282):
        h.circle(IVORY, (cx, y), 4)
    head_c, head_r = (cx, 160), 38
    if rank == "R":
        beard = (
            [(cx - 36, 164)]
            + _bezier((cx - 36, 164), (cx - 28, 224), (cx, 228))
            + _bezier((cx, 228), (cx + 28, 224), (cx + 36, 164))
        )
        h.outlined((236, 232, 224), beard, INK, 1.5)
    else:
        h.ellipse(hair, (cx - 40, 124, 80, 56))
    h.circle(SKIN, head_c, head_r)
    if rank == "R":
        h.polygon(
            (236, 232, 224), [(cx - 28, 178), (cx + 28, 178), (cx + 22, 200), (cx, 208), (cx - 22, 200)]
        )
    h.circle(INK, head_c, head_r, 1.5)
    _face(h, cx, 156, 13, 3.4, (cx - 10, 166, 20, 17))
    if rank == "R":
        crown = [
            (cx - 40, 134),
            (cx - 44, 86),
            (cx - 22, 110),
            (cx, 76),
            (cx + 22, 110),
            (cx + 44, 86),
            (cx + 40, 134),
        ]
        h.outlined(GOLD, crown, GOLD_DARK, 2)
        h.rect(trim if trim != GOLD else RED, (cx - 40, 120, 80, 14))
        _jewels(h, ((cx - 44, 82), (cx, 72), (cx + 44, 82)))
    elif rank == "C":  # a steel helmet with a plume in the suit's colour
        helmet = (
            [(cx - 44, 144)]
            + _bezier((cx - 44, 144), (cx - 44, 88), (cx, 86))
            + _bezier((cx, 86), (cx + 44, 88), (cx + 44, 144))
            + [(cx + 34, 144), (cx + 34, 132), (cx - 34, 132), (cx - 34, 144)]
        )
        h.outlined((176, 182, 192), helmet, INK, 1.5)
        h.rect((120, 126, 138), (cx - 44, 126, 88, 10))
        plume = (
            [(cx - 4, 88)]
            + _bezier((cx - 4, 88), (cx - 30, 40), (cx + 10, 30))
            + _bezier((cx + 10, 30), (cx - 8, 54), (cx + 8, 88))
        )
        h.outlined(SPANISH_COLOURS[suit][0], plume, INK, 1)
    else:  # Knave: a soft cap with a feather
        cap = (
            [(cx - 46, 136)]
            + _bezier((cx - 46, 136), (cx - 38, 88), (cx + 6, 90))
            + _bezier((cx + 6, 90), (cx + 48, 94), (cx + 46, 136))
        )
        h.outlined(trim if robe == GOLD else robe, cap, INK, 1.5)
        h.rect(GOLD if robe != GOLD else RED, (cx - 46, 126, 92, 12))
        feather = (
            [(cx - 30, 100)]
            + _bezier((cx - 30, 100), (cx - 80, 70), (cx - 90, 34))
            + _bezier((cx - 90, 34), (cx - 58, 86), (cx - 34, 114))
        )
        h.outlined(GOLD if robe != GOLD else RED, feather, INK, 1)
    # The suit symbol held at the right: long ones (sword, club) upright, others raised.
    if suit in "EB":
        sx, hand_y = fw - 56, 172
        spanish_symbol(h, suit, sx, 118, 124)
    else:
        sx, hand_y = fw - 42, 156
        spanish_symbol(h, suit, sx, 112, 64)
    h.circle(SKIN, (sx, hand_y), 11)
    h.circle(INK, (sx, hand_y), 11, 1.5)
    return h


def spanish_court_card(rank, suit):
    """A Spanish Rey, Caballo or Sota: a framed double-ended figure with a lettered medallion."""
    c = spanish_base(suit)
    colour = SPANISH_COLOURS[suit][3]
    f = SPANISH_FRAME
    _frame(c, PARCHMENT, INK, GOLD, f)
    _double_ended(c, _spanish_court_half(rank, suit), f)
    _medallion(c, f.centery, SPANISH_INDEX[rank], colour, 42, max_width=64)
    _spanish_index_and_name(c, rank, suit)
    return c.finish()


def _spanish_index_and_name(c, rank, suit):
    draw_index(
        c,
        SPANISH_INDEX.get(rank, rank),
        SPANISH_COLOURS[suit][3],
        lambda p, x, y, s: spanish_symbol(p, suit, x, y, s),
    )
    draw_name(c, SPANISH_SUIT_NAME[suit], SPANISH_COLOURS[suit][3])


def spanish_number_card(rank, suit):
    """A Spanish ace (one large symbol) or a 2-9 (the symbol ``rank`` times, all upright as
    on Spanish cards, so a cup never reads as a bell)."""
    c = spanish_base(suit)
    if rank == "A":
        ring = SPANISH_COLOURS[suit][1]
        c.circle(ring, (W / 2, H / 2), 150, 3)
        c.circle(ring, (W / 2, H / 2), 140, 1.5)
        spanish_symbol(c, suit, W / 2, H / 2, 230)
    else:
        draw_pips(int(rank), lambda x, y, _: spanish_symbol(c, suit, x, y, SPANISH_PIP_SIZE))
    _spanish_index_and_name(c, rank, suit)
    return c.finish()


def all_spanish_texts():
    """The 48 Spanish text forms in upper case (``"AO"``, ``"RU"``, ``"7E"`` ...)."""
    return [r + s for s in SPANISH_SUITS for r in SPANISH_RANKS]


def render_spanish_card(text):
    """The master-size Surface for one Spanish card text form (``"AO"``, ``"SB"``...)."""
    text = text.upper()
    rank, suit = text[:-1], text[-1]
    if suit not in SPANISH_SUITS or rank not in SPANISH_RANKS:
        raise ValueError(f"not a Spanish card: {text!r}")
    if rank in "RCS":
        return spanish_court_card(rank, suit)
    return spanish_number_card(rank, suit)
