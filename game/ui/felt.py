"""The felt backdrop: the table's cloth (green, blue or burgundy: the *Felt* setting) with a
soft vignette, at any window size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import style

_GRID = (48, 27)
"""Size of the small gradient that is smooth-scaled up to the window (no banding, fast)."""


@lru_cache(maxsize=2)
def felt_surface(size: tuple[int, int], cloth: str = "green") -> pygame.Surface:
    """The felt for a window of ``size`` = (width, height) pixels: the ``cloth``'s colour (a
    key of :data:`style.FELTS`; an unknown one is green) in the middle fading to its edge
    colour at the corners. Cached per size; shared, do not draw on it (blit it)."""
    centre, edge = style.FELTS.get(cloth, style.FELTS["green"])
    small = pygame.Surface(_GRID)
    cx, cy = (_GRID[0] - 1) / 2, (_GRID[1] - 1) / 2
    for y in range(_GRID[1]):
        for x in range(_GRID[0]):
            r = min(1.0, (((x - cx) / cx) ** 2 + ((y - cy) / cy) ** 2) ** 0.5 / 1.25)
            t = r * r
            small.set_at((x, y), style.mix(centre, edge, t))
    return pygame.transform.smoothscale(small, (max(1, size[0]), max(1, size[1])))
