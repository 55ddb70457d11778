"""The middle of the table: the trick's cross of card spots, the stock beside it, and a row for
an offer and a discard pile; pure geometry, like :mod:`game.table.layout`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.assets import card_size
from game.table.zones import ZoneKind

TABLE_CARD = 0.15
"""The greatest height of a card in the trick or on offer, as a fraction of the window's
smaller side."""
CELL_LEAST = 0.8
"""The least width of a supply cell laid beside the trick, as a share of its row's height (a
piece's picture with its caption under it reads at about that)."""
POSITIONS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
"""Screen position of each seat, clockwise from the viewer."""
OUTWARD = {"bottom": (0, 1), "top": (0, -1), "left": (-1, 0), "right": (1, 0)}
"""The direction away from the trick's middle of each seat's place in it."""
APART, APART_TURNED = 1.12, 1.3
"""How far the side seats' places in the trick stand from its middle, in card widths; where
cards may lie turned, far enough that the top and bottom ones turned fit between them (moved
away to clear them, the top one lay on the supply's caption, a tester saw)."""


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


def cross(
    area: pygame.Rect, players: int, side: int, gap: int, apart: float = APART
) -> tuple[dict[str, pygame.Rect], int]:
    """``(spots, card height)``: a cross of card spots (three players: the side ones a little
    higher, the side ones ``apart`` card widths from the middle) as large as
    :data:`TABLE_CARD` of ``side`` (the window's smaller side) allows in ``area``."""
    th = min(round(side * TABLE_CARD), round((area.height - gap) / 2.12))
    th = max(8, min(th, round(area.width / ((2 * apart + 1) * 5 / 7))))
    tw = card_size(th)[0]
    cx, cy = area.center
    dy, dx = round(th * 0.56), round(tw * apart)
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
    table: pygame.Rect,
    kinds: frozenset[ZoneKind],
    players: int,
    side: int,
    small_h: int,
    gap: int,
    apart: float = APART,
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
        spots, card_h = cross(area, players, side, gap, apart)
        if has(ZoneKind.STOCK):
            beside = area.right - spots["right"].right - 3 * gap >= sw * 2
            if not beside:
                # a narrow table: a narrower cross with the stock beside it, or the stock above
                # the cross, whichever leaves the trick's cards larger (a gap spare for rounding)
                lower = pygame.Rect(area.x, area.top + sh + gap, area.width, area.height - sh - gap)
                narrower = cross(area.inflate(-2 * (sw * 2 + 4 * gap), 0), players, side, gap, apart)
                above = cross(lower, players, side, gap, apart)
                beside = narrower[1] >= above[1]
                area = area if beside else lower
                spots, card_h = narrower if beside else above
            if beside:  # room for a small spread
                left = spots["right"].right + 3 * gap
                stock = pygame.Rect(left, area.centery - sh // 2, min(sw * 3, area.right - left), sh)
            else:
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


def lay_out_with_supply(
    table: pygame.Rect,
    kinds: frozenset[ZoneKind],
    sizes: tuple[int, int, int, int],
    players: int,
    fit: tuple[int, int],
    apart: float = APART,
) -> tuple[Centre, pygame.Rect]:
    """``(centre zones, supply)`` in ``table``: the supply in a row along its top and the rest
    below; or, where that row would leave the trick's cards under ``least`` pixels tall (a short
    table: the history open, four seats with pieces and bids), the supply left of the trick's
    cross, level with its middle, when that lets the trick's cards be larger and its cells
    keep :data:`CELL_LEAST` of a row's height each (a tester saw eight crushed into slivers).

    Args:
        sizes: ``(side, small card height, gap, supply row height)`` in pixels (``side`` as
            for :func:`lay_out_centre`).
        fit: ``(least, cells)``: the trick cards' least height in pixels, and the most cells
            the supply shows side by side.
    """
    side, small_h, gap, row_h = sizes
    least, cells = fit
    row = pygame.Rect(table.x, table.y, table.width, row_h)
    below = pygame.Rect(table.x, row.bottom + gap, table.width, max(1, table.bottom - row.bottom - gap))
    middle = lay_out_centre(below, kinds, players, side, small_h, gap, apart)
    if ZoneKind.TRICK not in kinds or middle.card_h >= least:
        return middle, row
    level = lay_out_centre(table, kinds, players, side, small_h, gap, apart)
    cross_left = min(spot.left for spot in level.spots.values())
    beside = pygame.Rect(table.x, level.centre[1] - row_h // 2, cross_left - 3 * gap - table.x, row_h)
    narrow = beside.width < max(row_h, cells * (row_h * CELL_LEAST + gap) - gap)
    if level.card_h <= middle.card_h or narrow or beside.top < table.top:
        return middle, row
    return level, beside


def lay_out_middle(
    table: pygame.Rect,
    kinds: frozenset[ZoneKind],
    sizes: tuple[int, int, int, int],
    players: int,
    fit: tuple[int, int, int],
) -> tuple[Centre, pygame.Rect | None]:
    """``(centre zones, supply or None)`` in ``table``: :func:`lay_out_with_supply` where the
    game has a supply, else :func:`lay_out_centre`. Where the game's trick cards may lie
    turned, the table's foot keeps room for the viewer's card turned (:func:`turned_spot`)
    and its note under it (a tester read "North wins the trick" over a turned card's note),
    as far as the trick's cards keep ``least`` of height; past that for the card alone, its
    note going beside it (:func:`~game.table.pieces.note_box`, kept off the prompt).

    Args:
        sizes: as for :func:`lay_out_with_supply`.
        fit: ``(least, cells, note height)``: :func:`lay_out_with_supply`'s ``fit``, and the
            height of the note under a turned card in pixels (0: no card lies turned).
    """
    laid: dict[int, tuple[Centre, pygame.Rect | None]] = {}

    def at(height: int) -> tuple[Centre, pygame.Rect | None]:
        """The centre in ``table`` cut to ``height``, each height laid out once (the tries
        below meet the same heights again)."""
        if height not in laid:
            cut = pygame.Rect(table.x, table.y, table.width, height)
            laid[height] = _centred(cut, kinds, sizes, players, fit)
        return laid[height]

    plain = at(table.height)
    if not fit[2] or "bottom" not in plain[0].spots:
        return plain
    foot = table.bottom + sizes[2]
    noted = _clear_foot(at, table.height, foot, fit[2])
    if noted[0].card_h >= min(fit[0], plain[0].card_h):
        return noted
    return _clear_foot(at, table.height, foot, 0)


def _centred(
    table: pygame.Rect, kinds: frozenset[ZoneKind], sizes: tuple, players: int, fit: tuple[int, int, int]
) -> tuple[Centre, pygame.Rect | None]:
    apart = APART_TURNED if fit[2] else APART
    if ZoneKind.SUPPLY in kinds:
        return lay_out_with_supply(table, kinds, sizes, players, fit[:2], apart)
    return lay_out_centre(table, kinds, players, sizes[0], sizes[1], sizes[2], apart), None


def _clear_foot(
    at: Callable[[int], tuple[Centre, pygame.Rect | None]], height: int, foot: int, under: int
) -> tuple[Centre, pygame.Rect | None]:
    """The centre (``at(height)``: laid out in a table that tall) shrunk from its foot until
    the viewer's card, turned, ends ``under`` pixels above ``foot`` (the table's foot and the
    gap below it, which ends at the zone below)."""
    for _ in range(6):  # (the cross shrinks with the table: a second try fits it, or a rounding later)
        middle, supply = at(height)
        others = [spot for name, spot in middle.spots.items() if name != "bottom"]
        over = lying(turned_spot(middle.spots["bottom"], "bottom", others), True).bottom + under - foot
        if over <= 0:
            break
        height = max(1, height - over - 1)
    return middle, supply


def note_gap(px: int) -> int:
    """The gap between a card and its note in type of ``px`` (at 2 px a tester read the note
    and the card's foot as one)."""
    return max(4, px // 3)


def lying(card: pygame.Rect, turned: bool) -> pygame.Rect:
    """Where a card whose upright rect is ``card`` shows: that rect, or turned a quarter about
    its centre."""
    if not turned:
        return pygame.Rect(card)
    shown = pygame.Rect(0, 0, card.height, card.width)
    shown.center = card.center
    return shown


def turned_spot(place: pygame.Rect, position: str, others: list[pygame.Rect]) -> pygame.Rect:
    """Where a card turned a quarter in the trick spot ``place`` of ``position`` goes (upright:
    :func:`lying` turns it): moved away from the trick's middle just enough that, turned, it is
    clear of the ``others`` spots by a few pixels (a tester saw North's turned card over
    East's; another, a turned card touching the one beside it), by at most the card's width;
    a side seat's card clear of the others turned as well."""
    dx, dy = OUTWARD.get(position, (0, 0))
    if dx:  # (a side seat's clears the top and bottom ones turned too: it has room to the side)
        others = [*others, *(lying(other, True) for other in others)]
    gap = max(3, place.width // 25)
    turned = lying(place, True).inflate(2 * gap, 2 * gap)
    for shift in range(place.width + 1):
        turned.center = (place.centerx + dx * shift, place.centery + dy * shift)
        if turned.collidelist(others) < 0:
            break
    return place.move(dx * shift, dy * shift)
