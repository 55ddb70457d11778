"""Generate the French deck, card backs and sounds under ``assets/``.

Run ``python build_scripts/make_assets.py [--out DIR] [--cards AS,BJ,...]``. With no
``--out`` it writes into the repository's ``assets/`` folder (found from this file, not the
working directory). The output is reproducible: the same script, pygame-ce version and font
give byte-identical PNG and WAV files.

Art is drawn at ``SS`` times the master size with plain polygons and circles and then
smooth-scaled down, which anti-aliases every edge. Text uses the committed DejaVu fonts in
``assets/fonts`` (never pygame's default font). Sounds are synthesised with ``wave`` and
``math`` plus a seeded ``random.Random`` for noise.

Outputs (master card size 500 x 700 px, the 2.5 : 3.5 poker ratio):
    cards/french/<text>.png   52 cards (``as``, ``10h``, ``qd`` ...) plus ``bj`` and ``lj``
    cards/backs/back_blue.png, cards/backs/back_red.png
    sounds/card_slide.wav, card_place.wav, shuffle.wav, turn.wav, win.wav
"""

from __future__ import annotations

import argparse
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
    8: [("L", 0), ("R", 0), ("M", 0.25), ("L", 0.5), ("R", 0.5), ("M", 0.75),
        ("L", 1), ("R", 1)],
    9: [("L", 0), ("R", 0), ("L", 1 / 3), ("R", 1 / 3), ("M", 0.5), ("L", 2 / 3),
        ("R", 2 / 3), ("L", 1), ("R", 1)],
    10: [("L", 0), ("R", 0), ("M", 1 / 6), ("L", 1 / 3), ("R", 1 / 3), ("L", 2 / 3),
         ("R", 2 / 3), ("M", 5 / 6), ("L", 1), ("R", 1)],
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
    left = [(-half_top, top_y)] + _bezier((-half_top, top_y), (-half_top * 0.6, base_y - 0.04),
                                          (-half_base, base_y))
    right = [(half_base, base_y)] + _bezier((half_base, base_y), (half_top * 0.6, base_y - 0.04),
                                            (half_top, top_y))
    return left + right


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
        self.surf.fill((0, 0, 0, 0))

    @staticmethod
    def _p(pt):
        return (round(pt[0] * SS), round(pt[1] * SS))

    def polygon(self, colour, pts, width=0):
        pygame.draw.polygon(self.surf, colour, [self._p(p) for p in pts], round(width * SS))

    def circle(self, colour, centre, r, width=0):
        pygame.draw.circle(self.surf, colour, self._p(centre), round(r * SS), round(width * SS))

    def ellipse(self, colour, rect, width=0):
        x, y, w, h = rect
        pygame.draw.ellipse(self.surf, colour, (round(x * SS), round(y * SS), round(w * SS),
                                                round(h * SS)), round(width * SS))

    def rect(self, colour, rect, width=0, radius=0):
        x, y, w, h = rect
        pygame.draw.rect(self.surf, colour, (round(x * SS), round(y * SS), round(w * SS),
                                             round(h * SS)), round(width * SS),
                         border_radius=round(radius * SS))

    def line(self, colour, a, b, width):
        pygame.draw.line(self.surf, colour, self._p(a), self._p(b), max(1, round(width * SS)))

    def arc(self, colour, rect, start, stop, width):
        x, y, w, h = rect
        pygame.draw.arc(self.surf, colour, (round(x * SS), round(y * SS), round(w * SS),
                                            round(h * SS)), start, stop, round(width * SS))

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

    def finish(self):
        """The master-size surface (smooth-scaled down from the supersampled drawing)."""
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


_FONTS = {}


def _font(bold, px):
    key = (bold, px)
    if key not in _FONTS:
        _FONTS[key] = pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), px)
    return _FONTS[key]


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
    size_w = INDEX_CX * 2
    size_h = INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_SUIT_SIZE + 6
    part = Canvas(size_w, size_h)
    part.text(rank_text, (INDEX_CX, INDEX_TOP + INDEX_RANK_H / 2), INDEX_RANK_H, colour,
              max_width=INDEX_RANK_MAX_W)
    symbol(part, INDEX_CX, INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_SUIT_SIZE / 2,
           INDEX_SUIT_SIZE)
    c.blit(part.surf, (0, 0))
    c.blit(pygame.transform.flip(part.surf, True, True), (W - size_w, H - size_h))


def draw_pips(c, suit, rank):
    """Classic pip layout for ranks 2-10; bottom-half pips are turned 180 degrees."""
    for col, row in PIP_LAYOUTS[rank]:
        x = PIP_COLUMNS[col]
        y = PIP_TOP + (PIP_BOTTOM - PIP_TOP) * row
        c.suit(suit, x, y, PIP_SIZE, flip=row > 0.5)


def draw_ace(c, suit):
    """One large centre pip; the ace of spades gets a thin decorative ring."""
    if suit == "S":
        c.circle(BLACK, (W / 2, H / 2), 150, 3)
        c.circle(BLACK, (W / 2, H / 2), 140, 1.5)
    c.suit(suit, W / 2, H / 2, 210 if suit == "S" else 190)


def _frame(c, fill, line, inner):
    """The court/joker frame: filled panel, dark outer line and an inner accent line."""
    c.rect(fill, FRAME, radius=10)
    c.rect(line, FRAME, 3, radius=10)
    c.rect(inner, FRAME.inflate(-16, -16), 2, radius=6)


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
    shoulders = ([(cx - 108, fh)] + _bezier((cx - 108, fh), (cx - 104, 222), (cx - 40, 214))
                 + [(cx + 40, 214)] + _bezier((cx + 40, 214), (cx + 104, 222), (cx + 108, fh)))
    h.polygon(robe, shoulders)
    h.polygon(INK, shoulders, 2)
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
        beard = [(cx - 38, 176)] + _bezier((cx - 38, 176), (cx - 30, 238), (cx, 242)) \
            + _bezier((cx, 242), (cx + 30, 238), (cx + 38, 176))
        h.polygon((236, 232, 224), beard)
        h.polygon(INK, beard, 1.5)
    h.circle(SKIN, head_c, head_r)
    if rank == "K":
        h.polygon((236, 232, 224), [(cx - 30, 190), (cx + 30, 190), (cx + 24, 214), (cx, 222),
                                    (cx - 24, 214)])
    h.circle(INK, head_c, head_r, 1.5)
    # Face: eyes and a small mouth.
    for dx in (-14, 14):
        h.circle(INK, (cx + dx, 168), 3.6)
    h.arc(INK, (cx - 10, 178, 20, 18), math.pi * 1.15, math.pi * 1.85, 2)
    # Headgear.
    if rank == "K":
        crown = [(cx - 42, 146), (cx - 46, 96), (cx - 24, 120), (cx, 86), (cx + 24, 120),
                 (cx + 46, 96), (cx + 42, 146)]
        h.polygon(GOLD, crown)
        h.polygon(GOLD_DARK, crown, 2)
        h.rect(trim if trim != GOLD else RED, (cx - 42, 132, 84, 14))
        for x in (cx - 46, cx, cx + 46):
            h.circle(RED if colour == BLACK else (37, 66, 120), (x, 92 if x != cx else 82), 6)
    elif rank == "Q":
        h.ellipse(hair, (cx - 44, 126, 88, 36))
        crown = ([(cx - 38, 136), (cx - 38, 108)] + _bezier((cx - 38, 108), (cx - 20, 124),
                                                            (cx, 98))
                 + _bezier((cx, 98), (cx + 20, 124), (cx + 38, 108)) + [(cx + 38, 136)])
        h.polygon(GOLD, crown)
        h.polygon(GOLD_DARK, crown, 2)
        for x, y in ((cx - 38, 104), (cx, 94), (cx + 38, 104)):
            h.circle(IVORY, (x, y), 6)
            h.circle(GOLD_DARK, (x, y), 6, 1.5)
    else:  # Jack: a soft cap with a feather
        h.ellipse(hair, (cx - 42, 134, 84, 30))
        cap = [(cx - 48, 146)] + _bezier((cx - 48, 146), (cx - 40, 96), (cx + 6, 100)) \
            + _bezier((cx + 6, 100), (cx + 50, 104), (cx + 48, 146))
        h.polygon(trim if robe == GOLD else robe, cap)
        h.polygon(INK, cap, 1.5)
        h.rect(GOLD if robe != GOLD else RED, (cx - 48, 136, 96, 12))
        feather = [(cx + 30, 110)] + _bezier((cx + 30, 110), (cx + 80, 80), (cx + 92, 40)) \
            + _bezier((cx + 92, 40), (cx + 60, 96), (cx + 36, 124))
        h.polygon(GOLD if robe != GOLD else RED, feather)
        h.polygon(INK, feather, 1)
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


def court_card(rank, suit):
    """A stylised J/Q/K: a framed double-ended bust with a lettered centre medallion."""
    c = card_base()
    colour = SUIT_COLOUR[suit]
    _frame(c, PARCHMENT, INK, GOLD)
    half = _court_half(rank, suit).surf
    c.blit(half, (FRAME.x, FRAME.y))
    c.blit(pygame.transform.flip(half, True, True), (FRAME.x, FRAME.y + FRAME.h // 2))
    c.line(INK, (FRAME.x + 8, H / 2), (FRAME.right - 8, H / 2), 1.5)
    c.circle(IVORY, (W / 2, H / 2), 46)
    c.circle(GOLD, (W / 2, H / 2), 46, 6)
    c.circle(INK, (W / 2, H / 2), 46, 1.5)
    c.text(rank, (W / 2, H / 2), 46, colour)
    draw_index(c, rank, colour, lambda p, x, y, s: p.suit(suit, x, y, s))
    return c.finish()


def number_card(rank, suit):
    """An ace or a 2-10 card."""
    c = card_base()
    if rank == "A":
        draw_ace(c, suit)
    else:
        draw_pips(c, suit, int(rank))
    draw_index(c, rank, SUIT_COLOUR[suit], lambda p, x, y, s: p.suit(suit, x, y, s))
    return c.finish()


def joker_card(big):
    """The big joker (red and gold, large star) or the little joker (black and silver)."""
    c = card_base()
    silver, silver_dark = (200, 205, 212), (120, 126, 136)
    if big:
        fill, line, inner, star, star_line, words, word_colour = (
            (168, 20, 32), INK, GOLD, GOLD, GOLD_DARK, "BIG JOKER", GOLD)
    else:
        fill, line, inner, star, star_line, words, word_colour = (
            (232, 234, 238), INK, silver_dark, BLACK, BLACK, "LITTLE JOKER", BLACK)
    _frame(c, fill, line, inner)
    cx, cy = W / 2, H / 2
    if big:
        # A sunburst of gold rays behind a large star, ringed by small ivory stars.
        for i in range(16):
            a = math.pi * i / 8
            tip = (cx + 122 * math.cos(a), cy + 122 * math.sin(a))
            side = 0.09
            c.polygon((196, 52, 44), [(cx + 40 * math.cos(a - side * 3), cy + 40 * math.sin(a - side * 3)),
                                      tip,
                                      (cx + 40 * math.cos(a + side * 3), cy + 40 * math.sin(a + side * 3))])
        c.polygon(star_line, star_points(cx, cy + 6, 112, 46))
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
                pts = ([bl] + _bezier(bl, (ctrl_out, base - s * 44), tip)
                       + _bezier(tip, ((cx + right + cx + tip_dx) / 2, base - s * 26), br))
                c.polygon(colour, pts)
                c.polygon(INK, pts, 1.5)
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
    hole.fill((0, 0, 0, 0))
    pygame.draw.rect(hole, (255, 255, 255, 255), [v * SS for v in field],
                     border_radius=(RADIUS - 16) * SS)
    pattern = c.surf
    pattern.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    base.surf.blit(pattern, (0, 0))
    inner = field.inflate(-28, -28)
    base.rect(IVORY, inner, 3, radius=12)
    base.rect(IVORY, inner.inflate(-14, -14), 1.5, radius=8)
    base.rect(dark, field, 3, radius=RADIUS - 16)
    return base.finish()


# ---------------------------------------------------------------- sounds


def _write_wav(path, samples):
    """Write mono 16-bit samples (floats in -1..1) at SAMPLE_RATE."""
    data = b"".join(struct.pack("<h", max(-32767, min(32767, round(s * 32767))))
                    for s in samples)
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
    sounds["turn"] = (_tone([(659.25, 1.0), (1318.5, 0.25)], 0.22, 0.22, 14)
                      + _tone([(987.77, 1.0), (1975.5, 0.2)], 0.45, 0.22, 8))
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
}


def build(out_dir, cards=None, backs=True, sounds=True):
    """Write the assets into ``out_dir`` (a Path); ``cards`` limits the faces (text forms).

    Returns the list of written paths. Everything is drawn on plain Surfaces, so no
    window or display mode is needed; it initialises ``pygame.font`` itself.
    """
    pygame.font.init()
    written = []
    faces = out_dir / "cards" / "french"
    faces.mkdir(parents=True, exist_ok=True)
    for text in cards if cards is not None else all_card_texts():
        path = faces / f"{text.lower()}.png"
        pygame.image.save(render_card(text), str(path))
        written.append(path)
    if backs:
        back_dir = out_dir / "cards" / "backs"
        back_dir.mkdir(parents=True, exist_ok=True)
        for name, colours in BACKS.items():
            path = back_dir / f"back_{name}.png"
            pygame.image.save(card_back(*colours), str(path))
            written.append(path)
    if sounds:
        written += make_sounds(out_dir / "sounds")
    return written


def main(argv=None):
    """Command-line entry: ``--out DIR`` (default: the repository's assets/), ``--cards``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ASSETS, help="output folder")
    parser.add_argument("--cards", default=None,
                        help="comma-separated card texts to render (default: all 54)")
    args = parser.parse_args(argv)
    cards = args.cards.split(",") if args.cards else None
    written = build(args.out.resolve(), cards)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files, {total} bytes, into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
