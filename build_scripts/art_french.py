"""The French deck: 52 cards with pips, stylised double-ended courts (a framed bust with a
lettered medallion) and the big and little jokers. Drawn with :mod:`art_base`.
"""

from __future__ import annotations

import math

import pygame
from art_base import (
    BLACK,
    FOUR_COLOUR,
    GOLD,
    GOLD_DARK,
    INK,
    IVORY,
    PARCHMENT,
    RANKS,
    RED,
    SKIN,
    SUIT_COLOUR,
    SUITS,
    Canvas,
    H,
    W,
    _bezier,
    card_base,
    draw_index,
    star_points,
    suit_colours,
)

# Court palette per suit: (robe, trim, hair).
COURT_PALETTE = {
    "S": ((37, 66, 120), GOLD, (70, 52, 36)),
    "H": ((178, 30, 42), GOLD, (150, 96, 40)),
    "D": ((214, 163, 42), (178, 30, 42), (110, 70, 34)),
    "C": ((34, 92, 70), GOLD, (40, 34, 30)),
}


# Pip positions (column, row fraction) for ranks 2-10: columns L/M/R, rows 0 (top) .. 1.
PIP_LAYOUTS = {
    2: [("M", 0), ("M", 1)],
    3: [("M", 0), ("M", 0.5), ("M", 1)],
    4: [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    5: [("L", 0), ("R", 0), ("M", 0.5), ("L", 1), ("R", 1)],
    6: [("L", 0), ("R", 0), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    7: [("L", 0), ("R", 0), ("M", 0.25), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    8: [("L", 0), ("R", 0), ("M", 0.25), ("L", 0.5), ("R", 0.5), ("M", 0.75), ("L", 1), ("R", 1)],
    9: [
        ("L", 0),
        ("R", 0),
        ("L", 1 / 3),
        ("R", 1 / 3),
        ("M", 0.5),
        ("L", 2 / 3),
        ("R", 2 / 3),
        ("L", 1),
        ("R", 1),
    ],
    10: [
        ("L", 0),
        ("R", 0),
        ("M", 1 / 6),
        ("L", 1 / 3),
        ("R", 1 / 3),
        ("L", 2 / 3),
        ("R", 2 / 3),
        ("M", 5 / 6),
        ("L", 1),
        ("R", 1),
    ],
}
PIP_COLUMNS = {"L": 172, "M": 250, "R": 328}
PIP_TOP, PIP_BOTTOM = 128, 572
PIP_SIZE = 78


# Court and joker frame (between the two index columns).
FRAME = pygame.Rect(122, 34, 256, 632)


def draw_pips(rank, draw):
    """Classic pip layout for ranks 2-10: ``draw(x, y, turned)`` per pip (turned: bottom half)."""
    for col, row in PIP_LAYOUTS[rank]:
        draw(PIP_COLUMNS[col], PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row, row > 0.5)


def draw_ace(c, suit):
    """One large centre pip; the ace of spades gets a thin decorative ring."""
    if suit == "S":
        c.circle(BLACK, (W / 2, H / 2), 150, 3)
        c.circle(BLACK, (W / 2, H / 2), 140, 1.5)
    c.suit(suit, W / 2, H / 2, 210 if suit == "S" else 190)


def _frame(c, fill, line, inner, rect=FRAME):
    """The court/joker frame: filled panel, dark outer line and an inner accent line."""
    c.rect(fill, rect, radius=10)
    c.rect(line, rect, 3, radius=10)
    c.rect(inner, rect.inflate(-16, -16), 2, radius=6)


def _jewels(h, points):
    for x, y in points:
        h.circle(IVORY, (x, y), 6)
        h.circle(GOLD_DARK, (x, y), 6, 1.5)


def _face(h, cx, eye_y, eye_dx, eye_r, mouth):
    for dx in (-eye_dx, eye_dx):
        h.circle(INK, (cx + dx, eye_y), eye_r)
    h.arc(INK, mouth, math.pi * 1.15, math.pi * 1.85, 2)


def _court_half(rank, suit):
    """The upper half of a court figure (a bust with headgear) on a transparent canvas.

    Coordinates are frame-relative; the half is FRAME.w x FRAME.h / 2.
    """
    fw, fh = FRAME.w, FRAME.h // 2
    robe, trim, hair = COURT_PALETTE[suit]
    colour = SUIT_COLOUR[suit]
    h = Canvas(fw, fh)
    cx = fw / 2
    # Suit pip in the upper-left corner of the frame.
    h.suit(suit, 40, 48, 46)
    # Robe: rounded shoulders down to the centre line.
    shoulders = (
        [(cx - 108, fh)]
        + _bezier((cx - 108, fh), (cx - 104, 222), (cx - 40, 214))
        + [(cx + 40, 214)]
        + _bezier((cx + 40, 214), (cx + 104, 222), (cx + 108, fh))
    )
    h.outlined(robe, shoulders, INK, 2)
    # Collar (V of trim colour) and a centre band.
    h.polygon(trim, [(cx - 44, 214), (cx + 44, 214), (cx, 266)])
    h.polygon(INK, [(cx - 44, 214), (cx + 44, 214), (cx, 266)], 1.5)
    h.rect(trim, (cx - 9, 266, 18, fh - 266))
    for y in (282, 300):
        h.circle(IVORY, (cx, y), 4)
    # Hair behind the head (queen: long hair to the shoulders).
    if rank == "Q":
        h.ellipse(hair, (cx - 50, 118, 100, 96))
        for side in (-1, 1):
            h.rect(hair, (cx + side * 42 - 9, 160, 18, 66), radius=9)
    # Head.
    head_c, head_r = (cx, 172), 40
    if rank == "K":
        beard = (
            [(cx - 38, 176)]
            + _bezier((cx - 38, 176), (cx - 30, 238), (cx, 242))
            + _bezier((cx, 242), (cx + 30, 238), (cx + 38, 176))
        )
        h.outlined((236, 232, 224), beard, INK, 1.5)
    h.circle(SKIN, head_c, head_r)
    if rank == "K":
        h.polygon(
            (236, 232, 224), [(cx - 30, 190), (cx + 30, 190), (cx + 24, 214), (cx, 222), (cx - 24, 214)]
        )
    h.circle(INK, head_c, head_r, 1.5)
    # Face: eyes and a small mouth.
    _face(h, cx, 168, 14, 3.6, (cx - 10, 178, 20, 18))
    # Headgear.
    if rank == "K":
        crown = [
            (cx - 42, 146),
            (cx - 46, 96),
            (cx - 24, 120),
            (cx, 86),
            (cx + 24, 120),
            (cx + 46, 96),
            (cx + 42, 146),
        ]
        h.outlined(GOLD, crown, GOLD_DARK, 2)
        h.rect(trim if trim != GOLD else RED, (cx - 42, 132, 84, 14))
        for x in (cx - 46, cx, cx + 46):
            h.circle(RED if colour == BLACK else (37, 66, 120), (x, 92 if x != cx else 82), 6)
    elif rank == "Q":
        h.ellipse(hair, (cx - 44, 126, 88, 36))
        crown = (
            [(cx - 38, 136), (cx - 38, 108)]
            + _bezier((cx - 38, 108), (cx - 20, 124), (cx, 98))
            + _bezier((cx, 98), (cx + 20, 124), (cx + 38, 108))
            + [(cx + 38, 136)]
        )
        h.outlined(GOLD, crown, GOLD_DARK, 2)
        _jewels(h, ((cx - 38, 104), (cx, 94), (cx + 38, 104)))
    else:  # Jack: a soft cap with a feather
        h.ellipse(hair, (cx - 42, 134, 84, 30))
        cap = (
            [(cx - 48, 146)]
            + _bezier((cx - 48, 146), (cx - 40, 96), (cx + 6, 100))
            + _bezier((cx + 6, 100), (cx + 50, 104), (cx + 48, 146))
        )
        h.outlined(trim if robe == GOLD else robe, cap, INK, 1.5)
        h.rect(GOLD if robe != GOLD else RED, (cx - 48, 136, 96, 12))
        feather = (
            [(cx + 30, 110)]
            + _bezier((cx + 30, 110), (cx + 80, 80), (cx + 92, 40))
            + _bezier((cx + 92, 40), (cx + 60, 96), (cx + 36, 124))
        )
        h.outlined(GOLD if robe != GOLD else RED, feather, INK, 1)
    # What each figure holds, at the right: sceptre (K), flower (Q), spear (J).
    sx = fw - 34
    if rank == "K":
        h.line(GOLD_DARK, (sx, 120), (sx, fh), 7)
        h.circle(GOLD, (sx, 112), 13)
        h.circle(GOLD_DARK, (sx, 112), 13, 2)
        h.polygon(colour, [(sx - 4, 98), (sx + 4, 98), (sx + 4, 84), (sx - 4, 84)])
    elif rank == "Q":
        h.line((40, 110, 60), (sx, 130), (sx, fh), 4)
        for i in range(6):
            a = math.pi * i / 3
            h.circle(colour, (sx + 12 * math.cos(a), 118 + 12 * math.sin(a)), 8)
        h.circle(GOLD, (sx, 118), 7)
    else:
        h.line((110, 80, 50), (sx, 96), (sx, fh), 5)
        h.polygon((150, 156, 166), [(sx, 60), (sx + 12, 98), (sx, 92), (sx - 12, 98)])
        h.polygon(INK, [(sx, 60), (sx + 12, 98), (sx, 92), (sx - 12, 98)], 1)
    return h


def _double_ended(c, half, rect):
    """``half`` in the top of ``rect``, turned 180 in the bottom, a rule between."""
    c.blit(half.surf, rect.topleft)
    c.blit(pygame.transform.flip(half.surf, True, True), (rect.x, rect.y + rect.h // 2))
    c.line(INK, (rect.x + 8, rect.centery), (rect.right - 8, rect.centery), 1.5)


def _medallion(c, cy, letter, colour, height, max_width=None):
    """The lettered ivory-and-gold disc at the centre of a court card."""
    c.circle(IVORY, (W / 2, cy), 46)
    c.circle(GOLD, (W / 2, cy), 46, 6)
    c.circle(INK, (W / 2, cy), 46, 1.5)
    c.text(letter, (W / 2, cy), height, colour, max_width=max_width)


def court_card(rank, suit):
    """A stylised J/Q/K: a framed double-ended bust with a lettered centre medallion."""
    c = card_base()
    colour = SUIT_COLOUR[suit]
    _frame(c, PARCHMENT, INK, GOLD)
    _double_ended(c, _court_half(rank, suit), FRAME)
    _medallion(c, H / 2, rank, colour, 46)
    draw_index(c, rank, colour, lambda p, x, y, s: p.suit(suit, x, y, s))
    return c.finish()


def number_card(rank, suit):
    """An ace or a 2-10 card."""
    c = card_base()
    if rank == "A":
        draw_ace(c, suit)
    else:
        draw_pips(int(rank), lambda x, y, turned: c.suit(suit, x, y, PIP_SIZE, flip=turned))
    draw_index(c, rank, SUIT_COLOUR[suit], lambda p, x, y, s: p.suit(suit, x, y, s))
    return c.finish()


def joker_card(big):
    """The big joker (red and gold, large star) or the little joker (black and silver)."""
    c = card_base()
    silver, silver_dark = (200, 205, 212), (120, 126, 136)
    if big:
        fill, inner, star, words, word_colour = (168, 20, 32), GOLD, GOLD, "BIG JOKER", GOLD
    else:
        fill, inner, star, words, word_colour = ((232, 234, 238), silver_dark, BLACK, "LITTLE JOKER", BLACK)
    _frame(c, fill, INK, inner)
    cx, cy = W / 2, H / 2
    if big:
        # A sunburst of gold rays behind a large star, ringed by small ivory stars.
        for i in range(16):
            a = math.pi * i / 8
            tip = (cx + 122 * math.cos(a), cy + 122 * math.sin(a))
            side = 0.09
            c.polygon(
                (196, 52, 44),
                [
                    (cx + 40 * math.cos(a - side * 3), cy + 40 * math.sin(a - side * 3)),
                    tip,
                    (cx + 40 * math.cos(a + side * 3), cy + 40 * math.sin(a + side * 3)),
                ],
            )
        c.polygon(GOLD_DARK, star_points(cx, cy + 6, 112, 46))
        c.polygon(star, star_points(cx, cy + 6, 100, 40))
        c.polygon((250, 214, 110), star_points(cx, cy + 6, 44, 18))
        for i in range(10):
            a = math.pi * i / 5 + math.pi / 10
            c.polygon(IVORY, star_points(cx + 118 * math.cos(a), cy + 138 * math.sin(a), 12, 5))
        # A jester's cap above the star and, turned, below it.
        for s in (1, -1):
            base, top = cy - s * 168, cy - s * 226
            lobes = ((-78, -26, -104, GOLD), (-26, 26, 0, IVORY), (26, 78, 104, GOLD))
            for left, right, tip_dx, colour in lobes:
                tip = (cx + tip_dx, top + (s * -12 if tip_dx == 0 else 0))
                bl, br = (cx + left, base), (cx + right, base)
                ctrl_out = cx + (left + tip_dx) / 2 - (12 if tip_dx <= 0 else -12)
                pts = (
                    [bl]
                    + _bezier(bl, (ctrl_out, base - s * 44), tip)
                    + _bezier(tip, ((cx + right + cx + tip_dx) / 2, base - s * 26), br)
                )
                c.outlined(colour, pts, INK, 1.5)
                c.circle(IVORY if colour == GOLD else GOLD, tip, 9)
                c.circle(INK, tip, 9, 1.5)
            band = (cx - 82, base - (0 if s == 1 else 14), 164, 14)
            c.rect(IVORY, band, radius=4)
            c.rect(INK, band, 1.5, radius=4)
    else:
        c.circle(silver, (cx, cy), 96)
        c.circle(silver_dark, (cx, cy), 96, 3)
        c.polygon(star, star_points(cx, cy + 4, 72, 29))
        c.polygon(silver, star_points(cx, cy + 4, 40, 16))
        c.polygon(BLACK, star_points(cx, cy + 4, 40, 16), 2)
        for i in range(12):
            a = math.pi * i / 6
            c.circle(BLACK, (cx + 124 * math.cos(a), cy + 124 * math.sin(a)), 5)
    # The words, top and (turned) bottom.
    band = Canvas(FRAME.w, 60)
    band.text(words, (FRAME.w / 2, 30), 30, word_colour, max_width=FRAME.w - 48)
    c.blit(band.surf, (FRAME.x, FRAME.y + 26))
    c.blit(pygame.transform.flip(band.surf, True, True), (FRAME.x, FRAME.bottom - 26 - 60))
    index_colour = RED if big else BLACK

    def mark(p, x, y, s):
        if big:
            p.polygon(GOLD_DARK, star_points(x, y + 2, s * 0.62, s * 0.27))
            p.polygon(GOLD, star_points(x, y + 2, s * 0.52, s * 0.22))
        else:
            p.polygon(BLACK, star_points(x, y + 2, s * 0.62, s * 0.27))
            p.polygon(silver, star_points(x, y + 2, s * 0.3, s * 0.13))

    draw_index(c, "BJ" if big else "LJ", index_colour, mark)
    return c.finish()


def all_card_texts():
    """The 54 French text forms in upper case: 52 cards then ``BJ`` and ``LJ``."""
    return [r + s for s in SUITS for r in RANKS] + ["BJ", "LJ"]


def render_card(text):
    """The master-size Surface for one French card text form (``"10H"``, ``"BJ"``...)."""
    text = text.upper()
    if text in ("BJ", "LJ"):
        return joker_card(text == "BJ")
    rank, suit = text[:-1], text[-1]
    if suit not in SUITS or rank not in RANKS:
        raise ValueError(f"not a French card: {text!r}")
    if rank in ("J", "Q", "K"):
        return court_card(rank, suit)
    return number_card(rank, suit)


def render_four_colour_card(text):
    """The four-colour deck's card (:data:`art_base.FOUR_COLOUR`: diamonds blue, clubs green),
    otherwise drawn as :func:`render_card` draws it."""
    with suit_colours(FOUR_COLOUR):
        return render_card(text)
