"""The drawing kit every piece of art shares: the master card size, the palette, vector suit
shapes, the supersampled :class:`Canvas`, text from the committed DejaVu fonts, the blank card,
its corner index, the suit or colour name, and the card back. The art modules (``art_french``,
``art_spanish``, ``art_cantwin``, ``art_bidcoin``, ``art_icon``) draw with these;
``make_assets.py`` writes the files.

Importing this module sets SDL's dummy video and audio drivers (unless already set): art is
drawn on plain Surfaces and never needs a window.
"""

from __future__ import annotations

import functools
import math
import os
from contextlib import contextmanager
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
FOUR_COLOUR = {"S": BLACK, "H": RED, "D": (28, 84, 196), "C": (22, 128, 58)}
"""The four-colour deck's suit colours: spades black, hearts red, diamonds blue, clubs green."""


@contextmanager
def suit_colours(colours):
    """Draw with ``colours`` (suit -> RGB) as :data:`SUIT_COLOUR` inside the block (the
    four-colour deck), the usual ones again after it."""
    usual = dict(SUIT_COLOUR)
    SUIT_COLOUR.update(colours)
    try:
        yield
    finally:
        SUIT_COLOUR.update(usual)


# Corner index geometry (master pixels).
INDEX_CX = 64  # centre of the index column
INDEX_TOP = 24
INDEX_RANK_H = 96
INDEX_RANK_MAX_W = 90
INDEX_SUIT_SIZE = 68
INDEX_GAP = 10
INDEX_UNDERLINE = 14  # the bar under a corner 6 or 9, master px
UNDERLINED = ("6", "9")


SUIT_NAME_Y = H - 36  # centre line of the suit or colour name at the bottom edge
SUIT_NAME_H = 24


PIECE = 400  # master size of tiles, tokens and the start marker


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


def index_height(rank_text):
    """The height in master px of the corner index of ``rank_text`` (rank, a 6's or 9's bar,
    suit mark): what a mark placed under the index clears."""
    drop = INDEX_UNDERLINE + INDEX_GAP if rank_text in UNDERLINED else 0
    return INDEX_TOP + INDEX_RANK_H + INDEX_GAP + drop + INDEX_SUIT_SIZE + 6


def _index_part(rank_text, colour, symbol):
    """The corner index (rank over ``symbol``) on its own small canvas."""
    underlined = rank_text in UNDERLINED  # as printed decks do: upside down in the far corner
    drop = index_height(rank_text) - index_height("")  # a 6 read as a 9 (two testers')
    part = Canvas(INDEX_CX * 2, index_height(rank_text))
    part.text(
        rank_text, (INDEX_CX, INDEX_TOP + INDEX_RANK_H / 2), INDEX_RANK_H, colour, max_width=INDEX_RANK_MAX_W
    )
    if underlined:  # a bar thick enough to show on a card in a fanned hand (a line of a master
        y = INDEX_TOP + INDEX_RANK_H + INDEX_GAP + INDEX_UNDERLINE / 2  # pixel or two vanished)
        part.line(colour, (INDEX_CX - 30, y), (INDEX_CX + 30, y), INDEX_UNDERLINE)
    symbol(part, INDEX_CX, INDEX_TOP + INDEX_RANK_H + INDEX_GAP + drop + INDEX_SUIT_SIZE / 2, INDEX_SUIT_SIZE)
    return part


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


def draw_name(c, name, colour):
    """The suit or colour name in capitals at the bottom edge, between two short rules."""
    half = c.text(name, (W / 2, SUIT_NAME_Y), SUIT_NAME_H, colour).get_width() / SS / 2
    for side in (-1, 1):
        x = W / 2 + side * (half + 14)
        c.line(colour, (x, SUIT_NAME_Y), (x + side * 26, SUIT_NAME_Y), 2.5)


def _in_field(pattern: Canvas, field: pygame.Rect) -> Canvas:
    """A fresh card base with ``pattern`` drawn only inside ``field`` (a rounded rect, in card
    units): everything outside it is masked back to the ivory margin."""
    base = card_base()
    hole = pygame.Surface(base.surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(hole, (255, 255, 255, 255), [v * SS for v in field], border_radius=(RADIUS - 16) * SS)
    pattern.surf.blit(hole, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    base.surf.blit(pattern.surf, (0, 0))
    return base


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
    base = _in_field(c, field)
    inner = field.inflate(-28, -28)
    base.rect(IVORY, inner, 3, radius=12)
    base.rect(IVORY, inner.inflate(-14, -14), 1.5, radius=8)
    base.rect(dark, field, 3, radius=RADIUS - 16)
    return base.finish()


def card_back_medallion(dark, light, accent):
    """A second back design: a plain coloured field framed twice, fine rays and a compass
    star in a ring at the centre (the same either way up)."""
    c = card_base()
    field = pygame.Rect(22, 22, W - 44, H - 44)
    c.rect(dark, field, radius=RADIUS - 16)
    cx, cy = W / 2, H / 2
    for i in range(48):  # fine rays from the centre
        a = math.pi * 2 * i / 48
        c.line(
            light,
            (cx + 70 * math.cos(a), cy + 70 * math.sin(a)),
            (cx + 400 * math.cos(a), cy + 400 * math.sin(a)),
            1.5,
        )
    base = _in_field(c, field)
    inner = field.inflate(-28, -28)
    base.rect(accent, inner, 4, radius=12)
    base.rect(accent, inner.inflate(-18, -18), 1.5, radius=8)
    base.circle(dark, (cx, cy), 92)
    base.circle(accent, (cx, cy), 92, 4)
    base.circle(accent, (cx, cy), 78, 1.5)
    base.polygon(accent, star_points(cx, cy, 70, 18, points=8, rotation=-math.pi / 2))
    base.polygon(light, star_points(cx, cy, 44, 12, points=4, rotation=-math.pi / 4))
    base.circle(dark, (cx, cy), 9)
    base.rect(dark, field, 3, radius=RADIUS - 16)
    return base.finish()
