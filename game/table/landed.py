"""Which cards of a labelled zone have landed in it, so that the zone's word stays put.

A centre zone's word (over the stock, the offer, the discard pile) and the viewer's "Your
bid" appear once the zone's first cards have landed and stay while any of those cards lie
there: a card sliding in beside them, or away from them, leaves the word in place, over where
the cards rest or will rest (a tester saw a centre word vanish while a second card slid in
beside the first, and come back when it landed).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.table.sprites import Sprite
from game.table.zones import Zone


class Landed:
    """The cards seen at rest in each labelled zone, as of the last frame drawn."""

    def __init__(self) -> None:
        self._seen: dict[Zone, list[Sprite]] = {}

    def over(self, zone: Zone, sprites: Sequence[Sprite]) -> pygame.Rect | None:
        """Where ``zone``'s word stands over: the cards it holds (``sprites``), where they
        rest or will rest, while one of them has landed in it since it came; ``None`` while
        none has (the zone empty, or its first cards still on their way)."""
        before = {id(sp) for sp in self._seen.get(zone, ())}  # (alive: no id is reused)
        seen = [sp for sp in sprites if id(sp) in before or not sp.busy]
        self._seen[zone] = seen
        if not seen:
            return None
        rests = [pygame.Rect([round(v) for v in sp.target]) for sp in sprites]
        return rests[0].unionall(rests[1:])
