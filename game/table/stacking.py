"""Zones stacked in a column of the table (a seat's plate and rows, a corner's rows) and the
buttons of the bar: pure geometry for :mod:`game.table.layout`."""

from __future__ import annotations

import pygame

SEAT_APART = 3
"""How many gaps part one seat's plate and rows from another seat's (a seat's own rows lie one
gap apart), so each seat reads as a group: West's pile is not taken for the viewer's."""


def fit_column(heights: list[int], room: int, gap: int, least_plate: int) -> list[int]:
    """``heights`` (a plate first, then rows) fitted with their gaps in ``room`` pixels: the
    plate gives up its second line first (down to ``least_plate``), then the rows shrink
    alike (no row under 8 px)."""
    need = sum(heights) + gap * (len(heights) - 1)
    if need <= room:
        return list(heights)
    plate = max(least_plate, heights[0] - (need - room))
    heights = [plate, *heights[1:]]
    need = sum(heights) + gap * (len(heights) - 1)
    if need <= room:
        return heights
    rest = sum(heights[1:])
    k = max(0.0, (room - heights[0] - gap * (len(heights) - 1)) / rest) if rest else 1.0
    return [heights[0]] + [max(8, int(h * k)) for h in heights[1:]]


def stack(x: int, y: int, width: int, heights: list[int], gap: int, up: bool = False) -> list[pygame.Rect]:
    """Rects of ``heights`` stacked from ``y`` downwards (or upwards from ``y`` with ``up``)."""
    out = []
    for height in heights:
        if up:
            y -= height
            out.append(pygame.Rect(x, y, width, height))
            y -= gap
        else:
            out.append(pygame.Rect(x, y, width, height))
            y += height + gap
    return out


def bar_buttons(bar: pygame.Rect, gap: int, count: int) -> list[pygame.Rect]:
    """``count`` buttons in the button ``bar``: two stacked; with three or more, all but the
    last share the top row and the last (Menu) is below."""
    bh = (bar.height - gap) // 2
    if count <= 2:
        bh = (bar.height - gap * (count - 1)) // max(1, count)
        return [pygame.Rect(bar.x, bar.y + i * (bh + gap), bar.width, bh) for i in range(count)]
    n = count - 1
    bw = (bar.width - gap * (n - 1)) // n
    top = [pygame.Rect(bar.x + i * (bw + gap), bar.y, bw, bh) for i in range(n)]
    return top + [pygame.Rect(bar.x, bar.bottom - bh, bar.width, bh)]
