"""Zones stacked in a column of the table (a seat's plate and rows, a corner's rows): pure
geometry for :mod:`game.table.layout`."""

from __future__ import annotations

import pygame


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
