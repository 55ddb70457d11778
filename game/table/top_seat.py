"""Where the top seat's things lie (four players): a part of :class:`~game.table.layout.TableLayout`."""

from __future__ import annotations

import pygame

from game.table.stacking import SEAT_APART
from game.table.zones import ZoneKind

UNDER_LEAST = 3
"""On a narrow window the top seat's pieces and bid rows lie side by side under its hand when
each then has room for this many pieces' width (else one under the other)."""


def lay_out_top_seat(
    w: int,
    col: int,
    kinds: frozenset[ZoneKind],
    info: pygame.Rect,
    log: pygame.Rect,
    sizes: tuple[int, int, int, int, int, int, int],
) -> dict[str, pygame.Rect | int]:
    """The top seat in a window ``w`` pixels wide with side columns ``col`` wide, between the
    ``info`` panel (left) and the ``log`` (right): its plate at the top middle, its hand under
    it, its won piles right of the hand, its pieces left of the plate and its bid area right of
    the plate and won piles (each as tall as plate and hand, in two rows), its tableau under
    the hand. On a narrow window, where pieces or bid would have less than two pieces' width
    beside the plate, they lie under the hand instead: side by side in one row when each half
    of the middle holds :data:`UNDER_LEAST` pieces (the trick below keeps its height), else in
    a row each, as wide as the plate.

    Args:
        sizes: ``(margin, gap, small card width, small card height, plate height, piece row
            height, won piles' width)`` in pixels.

    Returns:
        The rects by zone name (``"plate"``, ``"hand"``, and those of ``kinds`` among
        ``"won"``, ``"pieces"``, ``"bid"``, ``"tableau"``) and ``"bottom"``, the lowest edge.
    """
    m, gap, sw, sh, plate_h, piece_h, won_least = sizes
    has = kinds.__contains__
    plate = pygame.Rect(0, m, col - m, plate_h)
    plate.centerx = w // 2
    room = w - 2 * col - 2 * gap
    won_w = won_least if has(ZoneKind.WON) else 0
    fan_w = max(sw, min(sw + round(sw * 0.22) * 12, room - (won_w + 2 * gap if won_w else 0)))
    hand = pygame.Rect(0, plate.bottom + gap, fan_w, sh)
    hand.centerx = w // 2 - (won_w + 2 * gap) // 2 if won_w else w // 2
    out = {"plate": plate, "hand": hand, "bottom": hand.bottom}
    if won_w:
        out["won"] = pygame.Rect(hand.right + gap * 2, hand.top, won_w, sh)
    inner = min(plate.left, hand.left) - gap
    side_w = max(1, min(col - m, inner - (info.right + gap)))
    outer = max(plate.right, out["won"].right if "won" in out else hand.right) + gap
    bid_w = max(1, min(col - m, log.left - gap - outer))
    under = []  # a narrow window: rows under the hand
    if has(ZoneKind.PIECES) and side_w >= 2 * piece_h:
        out["pieces"] = pygame.Rect(inner - side_w, m, side_w, hand.bottom - m)
    elif has(ZoneKind.PIECES):
        under.append("pieces")
    if has(ZoneKind.BID) and bid_w >= 2 * piece_h:  # the mirror of the pieces
        out["bid"] = pygame.Rect(outer, m, bid_w, hand.bottom - m)
    elif has(ZoneKind.BID):
        under.append("bid")
    half = (room - gap) // 2
    if min(info.bottom, log.bottom) + gap - (hand.bottom + gap + piece_h) < (SEAT_APART - 1) * gap:
        # beside a side seat's plate: apart from it
        half -= (SEAT_APART - 1) * gap
    if len(under) == 2 and half >= UNDER_LEAST * piece_h:  # side by side: the trick keeps its height
        left = pygame.Rect(w // 2 - gap // 2 - half, hand.bottom + gap, half, piece_h)
        out["pieces"], out["bid"] = left, left.move(half + gap, 0)
        out["bottom"] = left.bottom
    else:  # one row each, as wide as the plate
        for name in under:
            out[name] = pygame.Rect(plate.x, out["bottom"] + gap, plate.width, piece_h)
            out["bottom"] = out[name].bottom
    if has(ZoneKind.TABLEAU):
        out["tableau"] = pygame.Rect(0, out["bottom"] + gap, min(w - 2 * col - 2 * gap, sw * 4), sh)
        out["tableau"].centerx = w // 2
        out["bottom"] = out["tableau"].bottom
    return out
