"""Generate the card decks, card backs, game pieces and sounds under ``assets/``.

Run ``python build_scripts/make_assets.py [--out DIR] [--cards AS,spanish/AO,...]
[--faces-only]``. With no ``--out`` it writes into the repository's ``assets/`` folder (found
from this file, not the working directory). The output is reproducible: the same script,
pygame-ce version and font give byte-identical PNG and WAV files.

Art is drawn at ``SS`` times the master size with plain polygons and circles and then
smooth-scaled down, which anti-aliases every edge. Text uses the committed DejaVu fonts in
``assets/fonts`` (never pygame's default font). Sounds are synthesised with ``wave`` and
``math`` plus a seeded ``random.Random`` for noise. One style for every deck: ivory face,
rounded corners, corner index (rank over a small vector suit symbol), parchment court frames.

Outputs (master card size 500 x 700 px, the 2.5 : 3.5 poker ratio):
    cards/french/<text>.png   52 cards (``as``, ``10h``, ``qd`` ...) plus ``bj`` and ``lj``
    cards/spanish/<text>.png  48 cards for Coins (``ao``, ``ru``, ``ce``, ``sb``, ``7e`` ...):
                              index letters A, K (Rey), Kn (Caballo), J (Sota); suit name at
                              the bottom; coins cards with a gold inner border
    cards/cantwin/<text>.png  48 Can't Win cards ``t1`` .. ``y12`` (10-12 carry "4p")
    cards/bidcoin/<text>.png  55 Bid Coin cards ``r0`` .. ``p10`` (4s and 6s carry the 2-win
                              mark; drawn by ``art_bidcoin.py``)
    cards/backs/back_blue.png, back_red.png (French), back_green.png (Spanish),
        back_purple.png (Can't Win), back_amber.png (Bid Coin)
    pieces/cantwin/tile_<name>.png, bid_token.png, support_token.png, start_marker.png
    pieces/bidcoin/coin_1.png .. coin_7.png (the Bid Coin coins 1, 2, 3, 5, 7)
        (400 x 400 px, transparent)
    sounds/card_slide.wav, card_place.wav, shuffle.wav, turn.wav, win.wav
"""

from __future__ import annotations

import argparse
import functools
import math
import os
import random
import struct
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402  (the driver variables must be set first)

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
FONT_REGULAR = ASSETS / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ASSETS / "fonts" / "DejaVuSans-Bold.ttf"

W, H = 500, 700  # master card size in pixels
SS = 4  # supersampling factor
RADIUS = 34  # corner radius, master pixels

IVORY = (255, 253, 246)
EDGE = (120, 118, 112)
RED = (196, 22, 38)
BLACK = (22, 22, 26)
GOLD = (214, 163, 42)
GOLD_DARK = (150, 104, 20)
SKIN = (244, 214, 182)
INK = (40, 36, 34)
PARCHMENT = (250, 243, 226)

SUITS = "SHDC"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUIT_COLOUR = {"S": BLACK, "C": BLACK, "H": RED, "D": RED}

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

# Corner index geometry (master pixels).
INDEX_CX = 64  # centre of the index column
INDEX_TOP = 24
INDEX_RANK_H = 96
INDEX_RANK_MAX_W = 90
INDEX_SUIT_SIZE = 68
INDEX_GAP = 10

# Court and joker frame (between the two index columns).
FRAME = pygame.Rect(122, 34, 256, 632)

SAMPLE_RATE = 22050


# ---------------------------------------------------------------- geometry helpers


def _bezier(p0, p1, p2, steps=12):
    """Points of a quadratic Bezier curve from p0 to p2 (p0 excluded)."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _heart_outline(n=120):
    """The heart curve, normalised to height 1 and centred; y grows downwards."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    ys = [p[1] for p in pts]
    top, bottom = min(ys), max(ys)
    h = bottom - top
    mid = (top + bottom) / 2
    return [(x / h, (y - mid) / h) for x, y in pts]


def _stem(top_y, half_top, half_base, base_y=0.5):
    """A flared stem polygon (spade and club foot) with concave sides."""
    left = [(-half_top, top_y)] + _bezier(
        (-half_top, top_y), (-half_top * 0.6, base_y - 0.04), (-half_base, base_y)
    )
    right = [(half_base, base_y)] + _bezier(
        (half_base, base_y), (half_top * 0.6, base_y - 0.04), (half_top, top_y)
    )
    return left + right


@functools.cache
def suit_shape(suit):
    """(polygons, circles) for a suit symbol in unit coordinates (height 1, centred at 0, 0).

    Polygons are lists of (x, y); circles are (x, y, r). y grows downwards.
    """
    if suit == "H":
        return [_heart_outline()], []
    if suit == "D":
        k = 0.08  # inward bow of the sides
        top, right, bottom, left = (0, -0.5), (0.37, 0), (0, 0.5), (-0.37, 0)
        pts = [top]
        for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            pts += _bezier(a, (mx * (1 - k * 2.2), my * (1 - k * 2.2)), b)
        return [pts], []
    if suit == "S":
        body = [(x * 0.98, -y * 0.8 - 0.1) for x, y in _heart_outline()]
        return [body, _stem(0.04, 0.03, 0.2)], []
    if suit == "C":
        r = 0.205
        circles = [(0, -0.285, r), (-0.235, 0.06, r), (0.235, 0.06, r)]
        centre = [(-0.1, -0.12), (0.1, -0.12), (0.14, 0.12), (-0.14, 0.12)]
        return [centre, _stem(0.06, 0.04, 0.2)], circles
    raise ValueError(f"unknown suit {suit!r}")


def star_points(cx, cy, r_out, r_in, points=5, rotation=-math.pi / 2):
    """Vertices of a star polygon centred at (cx, cy), first point straight up."""
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rotation + math.pi * i / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


class Canvas:
    """A supersampled drawing surface addressed in master pixels."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)

    @staticmethod
    def _p(pt):
        return (round(pt[0] * SS), round(pt[1] * SS))

    @staticmethod
    def _r(rect):
        return tuple(round(v * SS) for v in rect)

    def polygon(self, colour, pts, width=0):
        pygame.draw.polygon(self.surf, colour, [self._p(p) for p in pts], round(width * SS))

    def outlined(self, fill, pts, line, width):
        """A filled polygon with an outline of ``width`` in ``line``."""
        self.polygon(fill, pts)
        self.polygon(line, pts, width)

    def circle(self, colour, centre, r, width=0):
        pygame.draw.circle(self.surf, colour, self._p(centre), round(r * SS), round(width * SS))

    def ellipse(self, colour, rect, width=0):
        pygame.draw.ellipse(self.surf, colour, self._r(rect), round(width * SS))

    def rect(self, colour, rect, width=0, radius=0):
        pygame.draw.rect(
            self.surf, colour, self._r(rect), round(width * SS), border_radius=round(radius * SS)
        )

    def line(self, colour, a, b, width):
        pygame.draw.line(self.surf, colour, self._p(a), self._p(b), max(1, round(width * SS)))

    def arc(self, colour, rect, start, stop, width):
        pygame.draw.arc(self.surf, colour, self._r(rect), start, stop, round(width * SS))

    def blit(self, src, topleft):
        self.surf.blit(src, self._p(topleft))

    def suit(self, suit, cx, cy, size, colour=None, flip=False):
        """Draw a suit symbol of height ``size`` centred at (cx, cy); ``flip`` turns it 180."""
        colour = colour or SUIT_COLOUR[suit]
        s = -size if flip else size
        polys, circles = suit_shape(suit)
        for poly in polys:
            self.polygon(colour, [(cx + x * s, cy + y * s) for x, y in poly])
        for x, y, r in circles:
            self.circle(colour, (cx + x * s, cy + y * s), r * size)

    def text(self, string, centre, height, colour, bold=True, max_width=None):
        """Draw ``string`` with its ink box ``height`` master px tall, centred at ``centre``."""
        img = text_image(string, height, colour, bold, max_width)
        w, h = img.get_size()
        self.surf.blit(img, (round(centre[0] * SS - w / 2), round(centre[1] * SS - h / 2)))
        return img

    def finish(self):
        """The master-size surface (smooth-scaled down from the supersampled drawing)."""
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


@functools.cache
def _font(bold, px):
    return pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), px)


@functools.cache
def text_image(string, height, colour, bold=True, max_width=None):
    """Supersampled text cropped to its ink and scaled so the ink is ``height`` master px tall.

    A ``max_width`` (master px) squeezes wide strings such as "10" horizontally.
    """
    font = _font(bold, round(height * SS * 1.45))
    raw = font.render(string, True, colour)
    box = raw.get_bounding_rect()
    ink = raw.subsurface(box).copy()
    target_h = round(height * SS)
    target_w = round(box.w * target_h / box.h)
    if max_width is not None:
        target_w = min(target_w, round(max_width * SS))
    return pygame.transform.smoothscale(ink, (target_w, target_h))


# ---------------------------------------------------------------- card parts


def card_base(face=IVORY):
    """A blank card: rounded corners, thin grey edge, ``face`` coloured inside."""
    c = Canvas(W, H)
    c.rect(EDGE, (0, 0, W, H), radius=RADIUS)
    c.rect(face, (3, 3, W - 6, H - 6), radius=RADIUS - 3)
    return c


def draw_index(c, rank_text, colour, symbol):
    """Draw the corner index top-left and rotated bottom-right.

    ``symbol(canvas, cx, cy, size)`` draws the small mark under the rank.
    """
    part = _index_part(rank_text, colour, symbol)
    c.blit(part.surf, (0, 0))
    c.blit(pygame.transform.flip(part.surf, True, True), (W - part.w, H - part.h))


def _index_part(rank_text, colour, symbol):
    """The corner index (rank over ``symbol``) on its own small canvas."""
    part = Canvas(INDEX_CX * 2, INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_SUIT_SIZE + 6)
    part.text(
        rank_text, (INDEX_CX, INDEX_TOP + INDEX_RANK_H / 2), INDEX_RANK_H, colour, max_width=INDEX_RANK_MAX_W
    )
    symbol(part, INDEX_CX, INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_SUIT_SIZE / 2, INDEX_SUIT_SIZE)
    return part


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


def card_back(dark, light, accent):
    """A calm lattice back: ivory margin, coloured field, diamond lattice and a double frame."""
    c = card_base()
    field = pygame.Rect(22, 22, W - 44, H - 44)
    c.rect(dark, field, radius=RADIUS - 16)
    # Diamond lattice centred on the card with a dot in every diamond, so the back looks
    # the same either way up.
    step = 56
    span = 14
    for i in range(-span, span + 1):
        x0 = W / 2 + i * step
        c.line(light, (x0 - H, H / 2 - H), (x0 + H, H / 2 + H), 2.5)
        c.line(light, (x0 + H, H / 2 - H), (x0 - H, H / 2 + H), 2.5)
    for a in range(-span * 2, span * 2 + 1):
        for b in range(-span * 2, span * 2 + 1):
            if (a + b) % 2:
                c.circle(accent, (W / 2 + a * step / 2, H / 2 + b * step / 2), 4.5)
    # Mask everything outside the field back to the ivory margin.
    base = card_base()
    hole = pygame.Surface(base.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(hole, (255, 255, 255, 255), [v * SS for v in field], border_radius=(RADIUS - 16) * SS)
    pattern = c.surf
    pattern.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    base.surf.blit(pattern, (0, 0))
    inner = field.inflate(-28, -28)
    base.rect(IVORY, inner, 3, radius=12)
    base.rect(IVORY, inner.inflate(-14, -14), 1.5, radius=8)
    base.rect(dark, field, 3, radius=RADIUS - 16)
    return base.finish()


# ---------------------------------------------------------------- Spanish deck

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
SUIT_NAME_Y = H - 36  # centre line of the suit or colour name at the bottom edge
SUIT_NAME_H = 24


def _rounded_rect(x0, y0, x1, y1, r, steps=6):
    """Polygon of a rectangle with rounded corners of radius ``r`` (unit coordinates)."""
    pts = []
    for cx, cy, a0 in (
        (x1 - r, y0 + r, -math.pi / 2),
        (x1 - r, y1 - r, 0),
        (x0 + r, y1 - r, math.pi / 2),
        (x0 + r, y0 + r, math.pi),
    ):
        for i in range(steps + 1):
            a = a0 + math.pi / 2 * i / steps
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


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


def draw_parts(c, parts, colours, cx, cy, size):
    """Draw ``parts`` (see :func:`spanish_shape`) of height ``size`` centred at (cx, cy);
    ``colours`` maps each role to a colour."""
    s = size
    for role, kind, data in parts:
        colour = colours[role]
        if kind == "poly":
            c.polygon(colour, [(cx + x * s, cy + y * s) for x, y in data])
        else:
            x, y, r = data
            c.circle(colour, (cx + x * s, cy + y * s), r * size)


def spanish_symbol(c, suit, cx, cy, size):
    """Draw the Spanish suit symbol ``suit`` in its own colours."""
    main, dark, light, _ = SPANISH_COLOURS[suit]
    draw_parts(c, spanish_shape(suit), {"main": main, "dark": dark, "light": light}, cx, cy, size)


def draw_name(c, name, colour):
    """The suit or colour name in capitals at the bottom edge, between two short rules."""
    half = c.text(name, (W / 2, SUIT_NAME_Y), SUIT_NAME_H, colour).get_width() / SS / 2
    for side in (-1, 1):
        x = W / 2 + side * (half + 14)
        c.line(colour, (x, SUIT_NAME_Y), (x + side * 26, SUIT_NAME_Y), 2.5)


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


PIECE = 400  # master size of tiles, tokens and the start marker
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


# ---------------------------------------------------------------- sounds


def _write_wav(path, samples):
    """Write mono 16-bit samples (floats in -1..1) at SAMPLE_RATE."""
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767)))) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(data)


def _noise_burst(rng, seconds, peak, lowpass, attack, decay):
    """Filtered noise with an attack/decay envelope (the sound of card on felt)."""
    n = int(SAMPLE_RATE * seconds)
    out, y = [], 0.0
    for i in range(n):
        t = i / n
        env = min(1.0, t / attack) * (1 - t) ** decay
        y += lowpass * (rng.uniform(-1, 1) - y)
        out.append(y * env)
    m = max(abs(s) for s in out) or 1.0
    return [s / m * peak for s in out]


def _tone(freqs, seconds, peak, decay):
    """A soft bell: sine partials with an exponential decay and a short fade-in."""
    n = int(SAMPLE_RATE * seconds)
    out = []
    for i in range(n):
        t = i / SAMPLE_RATE
        env = math.exp(-decay * t) * min(1.0, i / 200)
        s = sum(a * math.sin(2 * math.pi * f * t) for f, a in freqs)
        out.append(s * env)
    m = max(abs(s) for s in out) or 1.0
    tail = 400
    for k in range(tail):
        out[-1 - k] *= k / tail
    return [s / m * peak for s in out]


def make_sounds(out_dir):
    """Write the WAV files; returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(20240601)
    sounds = {}
    sounds["card_slide"] = _noise_burst(rng, 0.16, 0.28, 0.35, 0.3, 2.0)
    sounds["card_place"] = [s * 0.9 for s in _noise_burst(rng, 0.05, 0.3, 0.6, 0.05, 4.0)]
    shuffle = [0.0] * int(SAMPLE_RATE * 0.55)
    for k in range(9):
        burst = _noise_burst(rng, 0.045, 0.22, 0.5, 0.1, 3.0)
        start = int(SAMPLE_RATE * (0.02 + 0.052 * k + rng.uniform(0, 0.008)))
        for i, s in enumerate(burst):
            if start + i < len(shuffle):
                shuffle[start + i] += s
    sounds["shuffle"] = shuffle
    sounds["turn"] = _tone([(659.25, 1.0), (1318.5, 0.25)], 0.22, 0.22, 14) + _tone(
        [(987.77, 1.0), (1975.5, 0.2)], 0.45, 0.22, 8
    )
    win = []
    for f, dur in ((523.25, 0.12), (659.25, 0.12), (783.99, 0.12), (1046.5, 0.5)):
        win += _tone([(f, 1.0), (f * 2, 0.2), (f * 3, 0.05)], dur, 0.2, 6)
    sounds["win"] = win
    paths = []
    for name, samples in sounds.items():
        path = out_dir / f"{name}.wav"
        _write_wav(path, samples)
        paths.append(path)
    return paths


# ---------------------------------------------------------------- games' own art modules

# Bid Coin's art lives in its own module beside this one and imports the helpers above from
# this module by name: register it under that name (it runs as __main__ when invoked), and let
# the module be found when this file is loaded from elsewhere (the tests load it by path).
sys.modules.setdefault("make_assets", sys.modules[__name__])
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
import art_bidcoin  # noqa: E402

# ---------------------------------------------------------------- driver


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


BACKS = {
    "blue": ((30, 62, 112), (70, 110, 168), (196, 214, 238)),
    "red": ((140, 28, 38), (184, 70, 74), (244, 206, 204)),
    "green": ((30, 92, 56), (72, 138, 96), (206, 232, 210)),
    "purple": ((76, 40, 112), (120, 84, 160), (226, 210, 242)),
    "amber": art_bidcoin.BACK,
}
"""Back styles -> (field, lattice, dots): blue and red for the French deck, green for the
Spanish deck, purple for Can't Win, amber for Bid Coin."""

DECKS = {
    "french": (all_card_texts, render_card),
    "spanish": (all_spanish_texts, render_spanish_card),
    "cantwin": (all_cantwin_texts, render_cantwin_card),
    "bidcoin": (art_bidcoin.all_texts, art_bidcoin.render_card),
}
"""Art folder under ``cards/`` -> (function listing its text forms, function rendering one)."""


def all_cards():
    """Every card face as ``"folder/TEXT"`` (French, Spanish, Can't Win, then Bid Coin)."""
    return [f"{deck}/{text}" for deck, (texts, _) in DECKS.items() for text in texts()]


def build(out_dir, cards=None, backs=True, sounds=True, pieces=True):
    """Write the assets into ``out_dir`` (a Path) and return the list of written paths.

    ``cards`` limits the faces: ``"folder/TEXT"`` (``"spanish/AO"``, ``"cantwin/T12"``) or a
    bare French text (``"AS"``); None means every card of :func:`all_cards`. ``backs``,
    ``sounds`` and ``pieces`` switch those groups on or off. Everything is drawn on plain
    Surfaces, so no window or display mode is needed; it initialises ``pygame.font`` itself.

    Raises:
        ValueError: for an unknown deck folder or a text that is not a card of its deck.
    """
    pygame.font.init()
    written = []
    for name in cards if cards is not None else all_cards():
        deck, _, text = name.rpartition("/")
        deck = deck or "french"
        if deck not in DECKS:
            raise ValueError(f"unknown deck folder {deck!r} in {name!r}")
        faces = out_dir / "cards" / deck
        faces.mkdir(parents=True, exist_ok=True)
        path = faces / f"{text.lower()}.png"
        pygame.image.save(DECKS[deck][1](text), str(path))
        written.append(path)
    if backs:
        back_dir = out_dir / "cards" / "backs"
        back_dir.mkdir(parents=True, exist_ok=True)
        for name, colours in BACKS.items():
            path = back_dir / f"back_{name}.png"
            pygame.image.save(card_back(*colours), str(path))
            written.append(path)
    if pieces:
        for name, draw in {**PIECES, **art_bidcoin.PIECES}.items():
            path = out_dir / "pieces" / f"{name}.png"
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(draw(), str(path))
            written.append(path)
    if sounds:
        written += make_sounds(out_dir / "sounds")
    return written


def main(argv=None):
    """Command-line entry: ``--out DIR`` (default: the repository's assets/), ``--cards``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ASSETS, help="output folder")
    parser.add_argument(
        "--cards",
        default=None,
        help="comma-separated faces to render: French texts (AS,BJ) or "
        "folder/text (spanish/AO, cantwin/T12); default: all",
    )
    parser.add_argument(
        "--faces-only", action="store_true", help="write only the card faces (no backs, pieces or sounds)"
    )
    args = parser.parse_args(argv)
    cards = args.cards.split(",") if args.cards else None
    extras = not args.faces_only
    written = build(args.out.resolve(), cards, backs=extras, sounds=extras, pieces=extras)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files, {total} bytes, into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
