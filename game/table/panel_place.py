"""Where the choice panel goes on a laid-out table (:class:`~game.table.layout.TableLayout`):
its place in the middle column, clear of every seat's cards and plates, and the room it may
grow into."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.table.layout import TableLayout

PANEL_MOST = 0.55
"""The panel's greatest height, in units."""


def fit_panels(layout: TableLayout, gap: int) -> None:
    """Set ``layout.panel`` to the choice panel's place: the free height of the middle column
    (clear of every seat's plate, hand, pieces, bid and tableau, the offer, the prompt and a
    three-player legend), at most :data:`PANEL_MOST` units tall, centred on the table; and
    ``layout.panel_room`` to its room, which also takes in the viewer's own bid strip (the
    panel may lie there while nothing does)."""
    own_bid = layout.seats[0].bid
    blockers = [
        r for a in layout.seats for r in (a.plate, a.hand, a.pieces, a.bid, a.tableau) if r is not None
    ]
    blockers += [layout.prompt] + ([layout.legend] if layout.players == 3 else [])
    blockers += [layout.offer] if layout.offer is not None else []  # (a coach box gives way)
    panel, centre_y = layout.panel, layout.centre[1]
    top, bottom = free_span(panel, blockers, gap, centre_y)
    panel.height = max(1, min(round(layout.unit * PANEL_MOST), bottom - top))
    panel.top = max(top, min(bottom - panel.height, centre_y - panel.height // 2))
    column = pygame.Rect(panel.x, top, panel.width, max(1, layout.prompt.bottom - top))
    room_top, room_bottom = free_span(column, [r for r in blockers if r is not own_bid], gap, centre_y)
    room_h = max(panel.height, room_bottom - room_top)
    layout.panel_room = pygame.Rect(panel.x, room_top, panel.width, room_h)


def free_span(column: pygame.Rect, blockers: list[pygame.Rect], gap: int, centre_y: int) -> tuple[int, int]:
    """``(top, bottom)`` of ``column`` clear of the blockers it meets: those above the table's
    centre (``centre_y``) push the top down, the others the bottom up."""
    top, bottom = column.top, column.bottom
    for r in blockers:
        if column.colliderect(r):
            if r.centery < centre_y:
                top = max(top, r.bottom + gap)
            else:
                bottom = min(bottom, r.top - gap)
    return top, bottom
