"""The middle of the table: the trick's cross of card spots, the stock beside it, and a row for
an offer and a discard pile; pure geometry, like :mod:`game.table.layout`."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import card_size
from game.table.zones import ZoneKind

TABLE_CARD = 0.15
"""The greatest height of a card in the trick or on offer, as a fraction of the window's
smaller side."""
POSITIONS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
"""Screen position of each seat, clockwise from the viewer."""


@dataclass(frozen=True)
class Centre:
    """The centre zones (``None`` when unused).

    Attributes:
        spots: each position's card spot in the trick.
        centre: the middle of the table (the deck spot while dealing).
        card_h: the height of a trick or offered card.
        stock, offer, discard: the centre's other zones.
    """

    spots: dict[str, pygame.Rect]
    centre: tuple[int, int]
    card_h: int
    stock: pygame.Rect | None
    offer: pygame.Rect | None
    discard: pygame.Rect | None


def cross(area: pygame.Rect, players: int, side: int, gap: int) -> tuple[dict[str, pygame.Rect], int]:
    """``(spots, card height)``: a cross of card spots (three players: the side ones a little
    higher) as large as :data:`TABLE_CARD` of ``side`` (the window's smaller side) allows in
    ``area``."""
    th = min(round(side * TABLE_CARD), round((area.height - gap) / 2.12))
    th = max(8, min(th, round(area.width / (3.24 * 5 / 7))))
    tw = card_size(th)[0]
    cx, cy = area.center
    dy, dx = round(th * 0.56), round(tw * 1.12)
    centres = {"bottom": (cx, cy + dy), "top": (cx, cy - dy), "left": (cx - dx, cy), "right": (cx + dx, cy)}
    if players == 3:
        for name in ("left", "right"):
            centres[name] = (centres[name][0], cy - round(dy * 0.4))
    spots = {}
    for name in POSITIONS[players]:
        spots[name] = pygame.Rect((0, 0), (tw, th))
        spots[name].center = centres[name]
    return spots, th


def lay_out_centre(
    table: pygame.Rect, kinds: frozenset[ZoneKind], players: int, side: int, small_h: int, gap: int
) -> Centre:
    """The centre zones in ``table``: the trick's cross, the stock (cards ``small_h`` tall)
    beside it (above it on a narrow table), or, without a trick, the stock, the offer and the
    discard pile in a row a third of the way down, leaving the larger room below it for a
    choice panel (which never hides an offer, see :class:`~game.table.layout.TableLayout`)."""
    has = kinds.__contains__
    sw, sh = card_size(small_h)
    stock = offer = discard = None
    spots: dict[str, pygame.Rect] = {}
    middle, card_h = table.center, min(round(side * TABLE_CARD), table.height)
    row_h = 0
    if has(ZoneKind.OFFER) or has(ZoneKind.DISCARD) or (has(ZoneKind.STOCK) and not has(ZoneKind.TRICK)):
        row_h = min(round(side * TABLE_CARD), table.height if not has(ZoneKind.TRICK) else table.height // 3)
    if has(ZoneKind.TRICK):
        area = table.copy()
        if row_h:
            area.top, area.height = table.top + row_h + gap, table.height - row_h - gap
        spots, card_h = cross(area, players, side, gap)
        if has(ZoneKind.STOCK):
            left = spots["right"].right + 3 * gap
            if area.right - left >= sw * 2:  # beside the cross, room for a small spread
                stock = pygame.Rect(left, area.centery - sh // 2, min(sw * 3, area.right - left), sh)
            else:  # a narrow table: above the cross
                area.top, area.height = area.top + sh + gap, area.height - sh - gap
                spots, card_h = cross(area, players, side, gap)
                stock = pygame.Rect(0, area.top - gap - sh, min(sw * 3, area.width), sh)
                stock.centerx = area.centerx
        middle = area.center
    if row_h:
        y = table.y if has(ZoneKind.TRICK) else table.y + (table.height - row_h) // 3
        row = pygame.Rect(table.x, y, table.width, row_h)
        ow = card_size(row_h)[0]
        if has(ZoneKind.OFFER):
            offer = pygame.Rect(0, row.y, 2 * ow + gap, row_h)
            offer.centerx = row.centerx
        left_end = offer.left if offer else row.centerx
        right_start = offer.right if offer else row.centerx
        if has(ZoneKind.DISCARD):
            discard = pygame.Rect(
                right_start + 3 * gap, row.y, min(ow * 3, row.right - right_start - 3 * gap), row_h
            )
        if has(ZoneKind.STOCK) and not has(ZoneKind.TRICK):
            width = min(ow * 2, left_end - 3 * gap - row.x)
            stock = pygame.Rect(left_end - 3 * gap - width, row.y, max(1, width), row_h)
    return Centre(spots, middle, card_h, stock, offer, discard)
