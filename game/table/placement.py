"""Where every sprite of the model belongs for one layout: its rect and whether it shows its
face, and the cells of the piece zones.

:func:`place` is the only place that maps zones to screen rects (through
:mod:`game.table.layout` and :mod:`game.table.arrange`), so the animator moves sprites to
these targets and the input and the HUD read the same rects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame

from game.table import arrange
from game.table.centre import turned_spot
from game.table.layout import SeatArea, TableLayout
from game.table.model import TableModel
from game.table.sprites import PieceSprite, Sprite
from game.table.zones import PieceItem, Zone, ZoneKind

Measure = Callable[[PieceItem, int, int], int]
"""``measure(item, count, icon_h) -> width``: how wide a piece cell must be (picture, small
stack, ``"x N"`` and caption)."""


@dataclass
class Cell:
    """A cell of a piece zone: equal neighbouring pieces shown as one small stack.

    Attributes:
        zone: its zone.
        rect: the cell (picture above, caption along the bottom).
        icon_h: the picture's height.
        item: the pieces' description (caption, action, help).
        sprites: its pieces (those resting are drawn as the stack).
    """

    zone: Zone
    rect: pygame.Rect
    icon_h: int
    item: PieceItem
    sprites: list[PieceSprite]

    @property
    def outline(self) -> pygame.Rect:
        """Where the gold outline of a clickable piece goes, round its raised picture, and
        the caption under it if it has one: what the hint and the keyboard's focus ring go
        round (round the whole cell, a coin's ring stood twice its height, into the window's
        edge)."""
        picture = picture_rect(self.rect, self.icon_h, centred=self.zone.kind is ZoneKind.SUPPLY)
        ring = raised_outline(picture, self.icon_h)
        return ring.union(self.rect) if self.item.label else ring

    @property
    def resting(self) -> int:
        """How many of its pieces have landed (the stack and its count show those)."""
        return sum(1 for sp in self.sprites if not sp.busy)


@dataclass
class Placement:
    """The targets of every sprite for one layout.

    Attributes:
        targets: ``id(sprite) -> (rect, face_up)`` (``face_up`` ``None`` for a piece).
        cells: the piece cells of every piece zone.
        hand_parts: where a click lands on each card of the viewer's hand (no later card
            over it), in the hand's order.
    """

    targets: dict[int, tuple[pygame.Rect, bool | None]] = field(default_factory=dict)
    cells: list[Cell] = field(default_factory=list)
    hand_parts: list[pygame.Rect] = field(default_factory=list)


def piece_icon_h(row_h: int, caption_px: int) -> int:
    """Height of a piece's picture in a row ``row_h`` tall: the row less its caption line and
    room to raise a clickable piece and stack up to three (one rule for every piece)."""
    return max(8, (row_h - caption_px - 2) * 6 // 7)


def stack_step(icon_h: int) -> int:
    """Offset of each piece of a small stack (and of a clickable piece's raise)."""
    return max(1, icon_h // 14)


def place(
    model: TableModel,
    layout: TableLayout,
    viewer: int,
    shown: tuple[bool, tuple[str | None, ...] | None, tuple[str | None, ...] | None],
    lifted: frozenset[int],
    measure: Measure,
    caption_px: int,
) -> Placement:
    """The place of every sprite of ``model`` in ``layout`` seen from ``viewer`` (at the
    bottom), the viewer's cards ``lifted`` raised. ``shown`` is ``(revealed, held,
    held_pieces)``: the viewer's hand and own bid are face up only when revealed; with
    ``held`` (card keys in slot order) the viewer's cards keep those slots, gaps and all
    (:meth:`Board.hold_hand <game.table.board.Board.hold_hand>`); with ``held_pieces`` (piece
    keys) the viewer's pieces keep that order (:meth:`Board.hold_pieces
    <game.table.board.Board.hold_pieces>`)."""
    revealed, held, held_pieces = shown
    out = Placement()
    players = layout.players

    def area(zone: Zone):
        return layout.seat((zone.seat - viewer) % players)

    for zone, sprites in model.zones.items():
        n, kind = len(sprites), zone.kind
        if not n:
            continue
        if kind is ZoneKind.HAND:
            mine, seat = zone.seat == viewer, area(zone)
            if not mine and seat.bid is not None and not model.zones.get(Zone(ZoneKind.BID, zone.seat)):
                seat = _spread(seat)
            laid = _hand(seat, sprites, layout, (held, lifted) if mine else None)
            rects = [rect for rect, _ in laid]
            if mine:
                out.hand_parts = [part for _, part in laid]
            for sp, rect in zip(sprites, rects):
                out.targets[id(sp)] = (rect, sp.item.face_up and (revealed or not mine))
        elif kind is ZoneKind.TRICK:
            for sp in sprites:
                owner = sp.item.owner if sp.item.owner is not None else viewer
                seat = layout.seat((owner - viewer) % players)
                rect = turned_place(seat, layout) if sp.item.turned else seat.trick
                out.targets[id(sp)] = (rect, sp.item.face_up)
        elif kind in (ZoneKind.PIECES, ZoneKind.SUPPLY) or (kind is ZoneKind.BID and _pieces(sprites)):
            rect = layout.supply if kind is ZoneKind.SUPPLY else getattr(area(zone), kind.value)
            if held_pieces is not None and kind is ZoneKind.PIECES and zone.seat == viewer:
                sprites = sorted(sprites, key=lambda sp: held_pieces.index(sp.key))
            _place_cells(out, zone, sprites, rect, layout, measure, caption_px)
        else:
            # the viewer's own bid is as private as their hand: face down with it
            secret = not revealed and kind is ZoneKind.BID and zone.seat == viewer
            for sp, (rect, face) in zip(sprites, _card_rects(zone, sprites, layout, area)):
                out.targets[id(sp)] = (rect, face and not secret)
    for sp in model.transients:
        if sp.anchor is not None and id(sp.anchor) in out.targets:
            out.targets[id(sp)] = out.targets[id(sp.anchor)]  # it lands on its pile as the pile lies
        elif sp.home is not None:
            rect = pygame.Rect(sp.int_rect())
            rect.center = sp.home.center
            out.targets[id(sp)] = (rect, False if not isinstance(sp, PieceSprite) else None)
    return out


def _spread(a: SeatArea) -> SeatArea:
    """Another seat's area with its hand over its empty bid area where that lies next to it
    in the same row (with the history open, 14 cards with 8 everyone saw were squeezed into
    100 px beside an empty bid area)."""
    row = (a.bid.top, a.bid.bottom) == (a.hand.top, a.hand.bottom)
    beside = row and a.hand.inflate(a.card_h // 2, 0).colliderect(a.bid)
    return replace(a, hand=a.hand.union(a.bid)) if beside else a


def _hand(
    a: SeatArea, sprites: list[Sprite], layout: TableLayout, mine: tuple | None
) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """``(rect, part)`` of each card of a seat's hand in its area ``a``: the viewer's (``mine``
    is ``(held, lifted)``: :func:`place`'s) fanned with its cards lifted, keeping their slots
    while held; another seat's fanned small, with the cards everyone saw in sight
    (:func:`arrange.fan_known`; there the parts are the rects)."""
    n, align = len(sprites), {"left": "left", "right": "right"}.get(a.position, "centre")
    faces = [sp.item.face_up for sp in sprites]
    if mine is None and any(faces):  # (cards everyone saw: their corners in sight)
        return [(rect, rect) for rect in arrange.fan_known(a.hand, faces, a.card_h, align)]
    if mine is None:
        return arrange.fan(a.hand, n, a.card_h, align, frozenset(), 1, arrange.OTHERS_STEP)
    held, lifted = mine
    slots, count = list(range(n)), n
    if held is not None:
        kept = [held.index(sp.key) for sp in sprites]  # (the board checked they are held)
        if kept == sorted(kept):
            slots, count = kept, len(held)
    up = frozenset(slots[i] for i in lifted if i < n)
    return arrange.keep_slots(arrange.fan(a.hand, count, a.card_h, align, up, layout.hand_rows, 0.62), slots)


def _pieces(sprites: list[Sprite]) -> bool:
    return bool(sprites) and isinstance(sprites[0], PieceSprite)


def _card_rects(
    zone: Zone, sprites: list[Sprite], layout: TableLayout, area
) -> list[tuple[pygame.Rect, bool]]:
    """Rects and faces of the cards of a won, tableau, bid, stock, offer or discard zone."""
    n, kind = len(sprites), zone.kind
    faces = [sp.item.face_up for sp in sprites]
    if kind is ZoneKind.WON:
        won = area(zone).won
        return [(r, False) for r in arrange.piles(won, n, layout.pile_h(won))]
    if kind is ZoneKind.STOCK:
        rect = layout.stock
        spread = any(faces)
        rects = arrange.row(rect, n, rect.height) if spread else arrange.stack(rect, n, rect.height)
    elif kind is ZoneKind.OFFER:
        rects = arrange.row(layout.offer, n, layout.offer.height, "centre", step_max=1.1)
    elif kind is ZoneKind.DISCARD:
        rects = arrange.row(layout.discard, n, layout.discard.height, step_max=0.12)
    else:
        a = area(zone)
        rect = getattr(a, kind.value)
        rects = arrange.row(rect, n, rect.height, "right" if a.position == "right" else "left")
    return list(zip(rects, faces))


def _place_cells(
    out: Placement,
    zone: Zone,
    sprites: list[Sprite],
    rect: pygame.Rect,
    layout: TableLayout,
    measure: Measure,
    caption_px: int,
) -> None:
    """Group equal neighbouring pieces into cells laid out in ``rect``; every piece of a cell
    rests on its picture's place."""
    groups: list[list[PieceSprite]] = []
    for sp in sprites:
        if groups and groups[-1][0].item == sp.item:
            groups[-1].append(sp)
        else:
            groups.append([sp])
    row_h = arrange.row_height(rect, layout.piece_h, layout.gap)
    icon_h = piece_icon_h(row_h, caption_px)
    widths = [measure(g[0].item, len(g), icon_h) for g in groups]
    align = "centre" if zone.kind is ZoneKind.SUPPLY else ("right" if _is_top(zone, layout, rect) else "left")
    for group, cell in zip(groups, arrange.cells(rect, widths, row_h, layout.gap, align, icon_h)):
        out.cells.append(Cell(zone, cell, icon_h, group[0].item, group))
        picture = picture_rect(cell, icon_h, centred=zone.kind is ZoneKind.SUPPLY)
        for sp in group:
            out.targets[id(sp)] = (picture, None)


def _is_top(zone: Zone, layout: TableLayout, rect: pygame.Rect) -> bool:
    """True for the top seat's pieces (right-aligned towards its plate)."""
    return layout.players == 4 and any(a.position == "top" and a.pieces == rect for a in layout.seats)


def turned_place(seat: SeatArea, layout: TableLayout) -> pygame.Rect:
    """Where a card turned a quarter in ``seat``'s place in the trick goes
    (:func:`~game.table.centre.turned_spot`)."""
    others = [s.trick for s in layout.seats if s is not seat and s.trick is not None]
    return turned_spot(seat.trick, seat.position, others)


def raised_outline(picture: pygame.Rect, icon_h: int) -> pygame.Rect:
    """The outline of a clickable piece whose picture rests at ``picture``: round it once it
    is raised by two stack steps (:func:`stack_step`)."""
    off = stack_step(icon_h)
    return picture.move(0, -2 * off).inflate(off * 2 + 4, off * 2 + 4)


def picture_rect(cell: pygame.Rect, icon_h: int, centred: bool) -> pygame.Rect:
    """The place of the bottom piece of a cell's stack: square, two stack steps below the
    cell's top, at its left (or its middle, for the supply)."""
    step = stack_step(icon_h)
    rect = pygame.Rect(cell.x, cell.y + 2 * step, min(icon_h, cell.width), icon_h)
    if centred:
        rect.centerx = cell.centerx
    return rect
