"""Where each item of a zone lies inside the zone's rect: fans, rows, piles and piece cells.

Pure geometry, like :mod:`game.table.layout`: each function takes a zone's rect and its
items' count (or sizes) and returns one window rect per item, in drawing order (the later
ones on top). Cards overlap left over right, so each card's visible part starts at its left
edge and ends where the next card begins.
"""

from __future__ import annotations

import math

import pygame

from game.assets import card_size
from game.table.layout import MIN_STEP, RAISE, ROW_DROP

OTHERS_STEP = 0.22
"""The most of its width a card of another seat's hand shows (face down, it says nothing)."""
KNOWN_STEP = 0.5
"""The most of its width a face-up card in another seat's hand shows: its corner whole (a card
everyone saw, in Grand Bid; at :data:`OTHERS_STEP` testers read slivers)."""
HIDDEN_LEAST = 0.06
"""The least of its width a face-down card shows beside face-up ones in another seat's hand
(at none they vanished under the first face-up one: a tester counted the cards drawn)."""


def fan(
    area: pygame.Rect,
    count: int,
    card_h: int,
    align: str = "centre",
    lifted: frozenset[int] = frozenset(),
    rows: int = 1,
    step_max: float = 0.62,
) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """A hand of ``count`` cards ``card_h`` tall in ``area``, left to right, as ``(rect,
    part)`` pairs: where each card lies, and the part of it no later card covers (where a
    click lands on it: up to the next card of its row, and for a back row, above the front).

    The cards sit along the bottom of ``area`` (a raised card, its index in ``lifted``, rises
    by :data:`~game.table.layout.RAISE` of its height), ``align``-ed ``"left"``,
    ``"centre"`` or ``"right"``, each showing at most ``step_max`` of its width. With
    ``rows`` = 2 and too little width for :data:`~game.table.layout.MIN_STEP`, the hand
    wraps: the first half in a back row, the rest in a front row lower down.
    """
    if count <= 0:
        return []
    w, h = card_size(card_h)
    per_row = [count]
    if rows > 1 and count > 1 and (area.width - w) / (count - 1) < MIN_STEP * w:
        per_row = [math.ceil(count / 2), count // 2]
    step = min(round(w * step_max), (area.width - w) // max(1, max(per_row) - 1))
    raise_px, drop = round(h * RAISE), round(h * ROW_DROP)
    bottom = area.bottom - drop * (len(per_row) - 1)
    out: list[tuple[pygame.Rect, pygame.Rect]] = []
    for r, n in enumerate(per_row):
        total = w + step * (n - 1)
        x0 = {"left": area.left, "right": area.right - total}.get(align, area.centerx - total // 2)
        for i in range(n):
            up = raise_px if len(out) in lifted else 0
            rect = pygame.Rect(x0 + i * step, bottom - h - up, w, h)
            part = pygame.Rect(rect.x, rect.y, step if i < n - 1 else w, h + up)  # (and below it)
            if r < len(per_row) - 1:
                part.height = drop + up  # the front row covers the rest
            out.append((rect, part))
        bottom += drop
    return out


def fan_known(area: pygame.Rect, faces: list[bool], card_h: int, align: str = "centre") -> list[pygame.Rect]:
    """Another seat's hand, some of whose cards are face up (``faces``, in order), ``card_h``
    tall along the bottom of ``area``, ``align``-ed as :func:`fan`'s: each face-up card
    shows :data:`KNOWN_STEP` of its width, each face-down one :data:`OTHERS_STEP`; where the
    area is too narrow the face-down cards close up first, then all alike."""
    w, h = card_size(card_h)
    steps = [w * (KNOWN_STEP if up else OTHERS_STEP) for up in faces[:-1]]
    room = max(0, area.width - w)
    if sum(steps) > room:  # (face-down ones keep a sliver each: a tester saw them vanish)
        known = sum(step for step, up in zip(steps, faces) if up)
        down = max(w * HIDDEN_LEAST, (room - known) / max(1, faces[:-1].count(False)))
        steps = [step if up else min(step, down) for step, up in zip(steps, faces)]
        steps = [step * min(1.0, room / max(1.0, sum(steps))) for step in steps]
    total = w + round(sum(steps))
    x = {"left": area.left, "right": area.right - total}.get(align, area.centerx - total // 2)
    rects, at = [], 0.0
    for step in [*steps, 0.0]:
        rects.append(pygame.Rect(x + round(at), area.bottom - h, w, h))
        at += step
    return rects


def piles(area: pygame.Rect, count: int, card_h: int) -> list[pygame.Rect]:
    """``count`` won piles ``card_h`` tall spread a little from the left of ``area`` (the
    spread stops after 12, so a long run still fits)."""
    w, h = card_size(card_h)
    step = max(1, area.width - w) / 12
    return [pygame.Rect(area.x + round(min(i, 12) * step), area.y, w, h) for i in range(count)]


def pile_note(piles: pygame.Rect, area: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
    """The box of a won-piles count (``"3 tricks"``, its text ``size`` wide and tall) under
    the ``piles`` (their union), centred on them and moved inside their zone ``area``: it
    never covers a pile (the piles leave it the foot of the zone, see
    :meth:`~game.table.layout.TableLayout.pile_h`)."""
    box = pygame.Rect(0, 0, size[0] + 8, size[1] + 2)
    box.midtop = (piles.centerx, piles.bottom + 1)
    return box.clamp(area)


def stack(area: pygame.Rect, count: int, card_h: int) -> list[pygame.Rect]:
    """``count`` face-down cards squared up at the left of ``area``, each a hair higher."""
    w, h = card_size(card_h)
    off = max(1, h // 60)
    return [
        pygame.Rect(area.x + i * off, area.y - i * off + (area.height - h) // 2, w, h) for i in range(count)
    ]


def row(
    area: pygame.Rect, count: int, card_h: int, align: str = "left", step_max: float = 0.5
) -> list[pygame.Rect]:
    """``count`` face-up cards in a row in ``area`` (a spread stock, a tableau, an offer, a
    bid), overlapping when they must, each showing at most ``step_max`` of its width."""
    w, h = card_size(card_h)
    if count <= 0:
        return []
    step = min(round(w * step_max), (area.width - w) // max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = {"centre": area.centerx - total // 2, "right": area.right - total}.get(align, area.x)
    y = area.y + (area.height - h) // 2
    return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]


def keep_slots(
    laid: list[tuple[pygame.Rect, pygame.Rect]], slots: list[int]
) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """The ``(rect, part)`` pairs of :func:`fan` at ``slots`` (increasing), a card before an
    empty slot showing and taking clicks up to the next card kept in its row."""
    out = []
    for k, slot in enumerate(slots):
        rect, part = laid[slot]
        following = laid[slots[k + 1]][0] if k + 1 < len(slots) else None
        if slot + 1 < len(laid) and (k + 1 == len(slots) or slots[k + 1] != slot + 1):
            gap_end = following.x if following is not None and following.x > rect.x else rect.right
            part = pygame.Rect(part.x, part.y, min(rect.width, gap_end - rect.x), part.height)
        out.append((rect, part))
    return out


def cells(
    area: pygame.Rect, widths: list[int], row_h: int, gap: int, align: str = "left", least: int = 0
) -> list[pygame.Rect]:
    """Cells of pieces ``widths`` wide and ``row_h`` tall laid left to right in ``area``: in
    a second row when one is too narrow and the area has room for two; when even that is too
    narrow, each squeezed alike above ``least`` (a piece's picture: a narrow cell's picture
    was narrowed, and a tester saw one tile drawn smaller than the others), or, where that
    is not enough, all squeezed alike."""
    if not widths:
        return []
    rows_max = max(1, (area.height + gap) // (row_h + gap))

    def width(part: list[int]) -> int:
        return sum(part) + gap * (len(part) - 1)

    rows = [list(widths)]
    if width(widths) > area.width and rows_max > 1 and len(widths) > 1:
        cut = min(range(1, len(widths)), key=lambda i: max(width(widths[:i]), width(widths[i:])))
        rows = [list(widths[:cut]), list(widths[cut:])]
    floors = [[min(wd, least) for wd in part] for part in rows]
    spare = [area.width - width(floor) for floor in floors]  # (room above the floors)
    above = [sum(part) - sum(floor) for part, floor in zip(rows, floors)]
    if all(room >= 0 for room in spare):  # (one share for every row: equal pieces alike)
        k = min([1.0, *(room / top for room, top in zip(spare, above) if top)])
        floor_k, gap_k = 1.0, 1.0
    else:
        k = floor_k = gap_k = min([1.0, *(area.width / width(part) for part in rows)])
    out = []
    for r, (part, floor) in enumerate(zip(rows, floors)):
        sized = [max(1, int(f * floor_k + (wd - f) * k)) for wd, f in zip(part, floor)]
        step_gap = int(gap * gap_k)
        total = sum(sized) + step_gap * (len(sized) - 1)
        x = {"centre": area.centerx - total // 2, "right": area.right - total}.get(align, area.x)
        y = area.y + r * (row_h + gap)
        for cw in sized:
            out.append(pygame.Rect(x, y, cw, row_h))
            x += cw + step_gap
    return out


def row_height(area: pygame.Rect, unit_h: int, gap: int) -> int:
    """Height of one row of piece cells in ``area``: the area's height, or half of it (less a
    gap) when it is tall enough for two rows of ``unit_h``."""
    return (area.height - gap) // 2 if area.height >= 1.8 * unit_h else area.height
