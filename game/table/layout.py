"""Pure geometry of the table: where every zone sits for a window size and player count.

Nothing here creates a Surface or reads the screen; :class:`TableLayout` is rebuilt from
``(width, height, players)`` whenever the window is resized, and every size is a fraction of
the window height so the table reads alike from 960x600 to 2560x1440.

Positions are counted clockwise from the bottom of the screen: position 0 is the viewer
(the seat whose hand is shown), then left, top, right for four players, and left, right for
three (RULINGS "All games": clockwise is increasing seat index, so seat ``viewer + 1`` sits
on the viewer's left).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import card_size

VIEWER_CARD = 0.20
"""Viewer's card height as a fraction of the window height."""
TABLE_CARD = 0.15
"""Height of a card played to the trick, as a fraction of the window height."""
SMALL_CARD = 0.095
"""Height of the other seats' face-down cards, the kitty and the book piles."""
RAISE = 0.16
"""How far a legal card of the viewer's hand rises, as a fraction of its height."""

PIECE_ROW = 0.07
"""Height of a seat's row of pieces (tiles, tokens) as a fraction of the window height."""
SUPPLY_ROW = 0.1
"""Greatest height of the supply row above the trick area."""
LEGEND = 0.145
"""Height of the legend corner with three players."""

POSITIONS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
"""Screen position of each seat, clockwise from the viewer."""


def position_of(seat: int, viewer: int, players: int) -> str:
    """Screen position (``"bottom"``, ``"left"``, ``"top"``, ``"right"``) of ``seat``
    when ``viewer`` sits at the bottom."""
    return POSITIONS[players][(seat - viewer) % players]


@dataclass(frozen=True)
class SeatZone:
    """Where one seat's things are drawn.

    Attributes:
        position: ``"bottom"``, ``"left"``, ``"top"`` or ``"right"``.
        hand: the area the hand fan may use (raised cards included for the viewer).
        card_h: height of this seat's hand cards.
        plate: the name plate.
        pile: the books (tricks) this seat has won, as a small stack (its count is written
            beside it, towards the middle of the column).
        trick: where this seat's card of the current trick lies (towards the seat).
        pieces: the row for this seat's tiles, tokens and markers.
    """

    position: str
    hand: pygame.Rect
    card_h: int
    plate: pygame.Rect
    pile: pygame.Rect
    trick: pygame.Rect
    pieces: pygame.Rect


class TableLayout:
    """Every zone of the table for one window size.

    Args:
        size: window (width, height) in pixels.
        players: 3 or 4.

    Attributes:
        width, height: the window size.
        margin: outer margin in pixels.
        card_h, table_h, small_h: heights of the viewer's cards, trick cards, small cards.
        seats: one :class:`SeatZone` per position, clockwise from the bottom.
        centre: the middle of the trick area.
        kitty: the kitty / deck spot (room for a small fan of six cards).
        info: the info panel (contract, dealer, turn, books, scores).
        log: the status line and the short history below it.
        prompt: the "what to do next" line above the viewer's hand.
        buttons: the button bar (bottom right), see :meth:`button_rects`.
        panel: the area for a centred choice panel (bidding, trump), over the trick area.
        panel_low: the choice panel's area below the supply row, for a table with supply
            pieces (Can't Win's tiles): the panel never hides them.
        legend: a corner for the presenter's legend lines (top centre with three players,
            in the right column between the right seat and the buttons with four).
        piece_h: height of a seat's pieces row (:data:`PIECE_ROW`); the top seat's pieces
            area (left of its plate, as wide as the plate) holds two such rows.
        supply: the row of supply pieces (tiles, tokens) above the trick area.

    Raises:
        ValueError: for a player count other than 3 or 4.
    """

    def __init__(self, size: tuple[int, int], players: int) -> None:
        if players not in POSITIONS:
            raise ValueError(f"the table seats 3 or 4 players, not {players}")
        w, h = int(size[0]), int(size[1])
        self.width, self.height, self.players = w, h, players
        m = self.margin = max(6, round(h * 0.015))
        gap = max(4, round(h * 0.01))
        self.card_h = round(h * VIEWER_CARD)
        self.table_h = round(h * TABLE_CARD)
        self.small_h = round(h * SMALL_CARD)
        tw, th = card_size(self.table_h)
        sw, sh = card_size(self.small_h)
        self.plate_h = plate_h = max(22, round(h * 0.042))
        col = self.column = max(round(w * 0.2), round(h * 0.3))

        # Bottom band: the viewer's hand (with room to raise legal cards), the prompt above.
        raise_px = round(self.card_h * RAISE)
        hand_top = h - m - self.card_h - raise_px
        bottom_hand = pygame.Rect(col + m, hand_top, w - 2 * col - 2 * m, self.card_h + raise_px)
        self.prompt = pygame.Rect(col + m, hand_top - gap - plate_h, w - 2 * col - 2 * m, plate_h)
        bottom_plate = pygame.Rect(m, h - m - plate_h, col - m, plate_h)
        bottom_pile = pygame.Rect(m, bottom_plate.top - gap - sh, sw + sh // 5, sh)
        self.piece_h = piece_h = round(h * PIECE_ROW)
        bottom_pieces = pygame.Rect(m, bottom_pile.top - gap - piece_h, col - m, piece_h)
        self.buttons = pygame.Rect(w - col, h - m - 2 * plate_h - gap, col - m, 2 * plate_h + gap)

        # Top band: the info panel (left), the log (right), the top seat between them.
        top_band = m + plate_h + gap + sh
        self.info = pygame.Rect(m, m, col - m, round(h * 0.3))
        self.log = pygame.Rect(w - col, m, col - m, round(h * 0.27))

        # Middle band: the trick cross, centred between the bands.
        mid_top = top_band + gap if players == 4 else m + gap
        mid_bottom = self.prompt.top - gap
        cx = w // 2
        cy = (mid_top + mid_bottom) // 2 if players == 4 else (self.info.bottom + mid_bottom) // 2
        self.centre = (cx, cy)
        dy = round(th * 0.56)
        dx = round(tw * 1.12)
        spots = {
            "bottom": (cx, cy + dy),
            "top": (cx, cy - dy),
            "left": (cx - dx, cy),
            "right": (cx + dx, cy),
        }
        if players == 3:
            spots["left"] = (cx - dx, cy - round(dy * 0.4))
            spots["right"] = (cx + dx, cy - round(dy * 0.4))

        def spot(name: str) -> pygame.Rect:
            r = pygame.Rect(0, 0, tw, th)
            r.center = spots[name]
            return r

        kitty_left = spot("right").right + gap * 3
        kitty_w = min(sw + round(sw * 0.5) * 5, w - col - gap - kitty_left)
        self.kitty = pygame.Rect(kitty_left, cy - sh // 2, kitty_w, sh)

        side_fan_w = sw + round(sw * 0.22) * 11
        seats: dict[str, SeatZone] = {
            "bottom": SeatZone(
                "bottom", bottom_hand, self.card_h, bottom_plate, bottom_pile, spot("bottom"), bottom_pieces
            ),
        }
        # Left and right: plate, then the fan, then the pile, then the pieces, stacked in the
        # side column.
        group_h = plate_h + gap + sh + gap + sh + gap + piece_h
        group_top = max(self.info.bottom + gap, min(cy - group_h // 2, bottom_pieces.top - gap - group_h))
        for name, x in (("left", m), ("right", w - col)):
            plate = pygame.Rect(x, group_top, col - m, plate_h)
            hand = pygame.Rect(x, plate.bottom + gap, min(col - m, side_fan_w), sh)
            if name == "right":
                hand.right = plate.right
            pile = pygame.Rect(x, hand.bottom + gap, sw + sh // 5, sh)
            if name == "right":
                pile.right = plate.right
            pieces = pygame.Rect(x, pile.bottom + gap, col - m, piece_h)
            seats[name] = SeatZone(name, hand, self.small_h, plate, pile, spot(name), pieces)
        if players == 4:
            top_hand = pygame.Rect(0, m + plate_h + gap, side_fan_w, sh)
            top_hand.centerx = cx
            top_plate = pygame.Rect(0, m, col - m, plate_h)
            top_plate.centerx = cx
            top_pile = pygame.Rect(top_hand.right + gap * 2, top_hand.top, sw + sh // 5, sh)
            # the pieces left of the plate and hand, as wide as the plate, in two rows if need be
            pieces_w = max(1, min(col - m, top_plate.left - gap - (self.info.right + gap)))
            top_pieces = pygame.Rect(top_plate.left - gap - pieces_w, m, pieces_w, top_hand.bottom - m)
            seats["top"] = SeatZone(
                "top", top_hand, self.small_h, top_plate, top_pile, spot("top"), top_pieces
            )
            # the legend in the right column, between the right seat's pieces and the buttons
            right_pieces = seats["right"].pieces
            self.legend = pygame.Rect(
                w - col,
                right_pieces.bottom + gap,
                col - m,
                max(1, self.buttons.top - gap - right_pieces.bottom - gap),
            )
            supply_top = top_band + gap
        else:
            legend_w = min(w - 2 * col - 2 * m, round(h * 1.0))
            self.legend = pygame.Rect(0, m, legend_w, round(h * LEGEND))
            self.legend.centerx = cx
            supply_top = self.legend.bottom + gap
        self.seats = tuple(seats[p] for p in POSITIONS[players])
        trick_top = min(seats[p].trick.top for p in POSITIONS[players])
        self.supply = pygame.Rect(
            col + m,
            supply_top,
            w - 2 * col - 2 * m,
            max(1, min(round(h * SUPPLY_ROW), trick_top - gap - supply_top)),
        )

        panel_w = min(round(w * 0.5), round(h * 0.95), w - 2 * col - 2 * gap)
        panel_h = min(mid_bottom - (self.info.bottom if players == 3 else top_band) - 2 * gap, round(h * 0.5))
        self.panel = pygame.Rect(0, 0, panel_w, panel_h)
        self.panel.center = (cx, (mid_bottom + (top_band if players == 4 else m)) // 2)
        self.panel.clamp_ip(pygame.Rect(col, m, w - 2 * col, mid_bottom - m))
        low_top = self.supply.bottom + gap
        self.panel_low = pygame.Rect(0, low_top, panel_w, max(1, min(mid_bottom - low_top, round(h * 0.5))))
        self.panel_low.centerx = cx

    # --- derived geometry ----------------------------------------------------------------
    def seat(self, position: int) -> SeatZone:
        """The zone of position ``position`` (0 = bottom, clockwise)."""
        return self.seats[position]

    def fan(
        self, position: int, count: int, lifted: frozenset[int] | set[int] = frozenset()
    ) -> list[pygame.Rect]:
        """Card rects of a hand of ``count`` cards at ``position``, left to right.

        The viewer's fan (position 0) is centred along the bottom of its zone; cards whose
        index is in ``lifted`` are raised by :data:`RAISE` of the card height. Other fans
        are small and tightly overlapped. Cards overlap left over right; each card's visible
        strip is ``rect.x .. next rect.x``.
        """
        zone = self.seats[position]
        w, h = card_size(zone.card_h)
        if count <= 0:
            return []
        if position == 0:
            step = min(round(w * 0.62), (zone.hand.width - w) // max(1, count - 1))
        else:
            step = min(round(w * 0.22), (zone.hand.width - w) // max(1, count - 1))
        total = w + step * (count - 1)
        if zone.position == "left":
            x0 = zone.hand.left
        elif zone.position == "right":
            x0 = zone.hand.right - total
        else:
            x0 = zone.hand.centerx - total // 2
        y = zone.hand.bottom - h
        raise_px = round(h * RAISE)
        return [pygame.Rect(x0 + i * step, y - (raise_px if i in lifted else 0), w, h) for i in range(count)]

    def kitty_fan(self, count: int) -> list[pygame.Rect]:
        """Card rects of ``count`` kitty cards shown face up, fanned in the kitty spot."""
        w, h = card_size(self.small_h)
        step = min(round(w * 0.5), (self.kitty.width - w) // max(1, count - 1))
        return [pygame.Rect(self.kitty.x + i * step, self.kitty.y, w, h) for i in range(count)]

    def kitty_stack(self, count: int) -> list[pygame.Rect]:
        """Card rects of ``count`` face-down kitty (or deck) cards, a squared-up pile."""
        w, h = card_size(self.small_h)
        off = max(1, h // 60)
        return [pygame.Rect(self.kitty.x + i * off, self.kitty.y - i * off, w, h) for i in range(count)]

    def deck_spot(self) -> pygame.Rect:
        """Where the deck sits while dealing: the middle of the table, small cards."""
        w, h = card_size(self.small_h)
        r = pygame.Rect(0, 0, w, h)
        r.center = self.centre
        return r

    def piece_row_h(self, area: pygame.Rect) -> int:
        """Height of one row of pieces in ``area``: the area's height, or half of it (less a
        gap) when it is tall enough for two rows of :attr:`piece_h` (the top seat)."""
        gap = max(3, round(self.height * 0.008))
        return (area.height - gap) // 2 if area.height >= 1.8 * self.piece_h else area.height

    def piece_rects(self, area: pygame.Rect, widths: list[int]) -> list[pygame.Rect]:
        """Cells of ``len(widths)`` pieces laid left to right in ``area`` (a seat's
        :attr:`SeatZone.pieces` or :attr:`supply`), each :meth:`piece_row_h` tall and as
        wide as asked: centred in the supply, right-aligned towards the top seat's plate,
        left-aligned elsewhere. An area with room for two rows takes a second row when one
        is too narrow; a row that is still too narrow is squeezed to fit."""
        if not widths:
            return []
        gap = max(3, round(self.height * 0.008))
        row_h = self.piece_row_h(area)
        rows_max = max(1, (area.height + gap) // (row_h + gap))

        def width(part: list[int]) -> int:
            return sum(part) + gap * (len(part) - 1)

        rows = [list(widths)]
        if width(widths) > area.width and rows_max > 1 and len(widths) > 1:
            # two rows as even as can be
            cut = min(range(1, len(widths)), key=lambda i: max(width(widths[:i]), width(widths[i:])))
            rows = [list(widths[:cut]), list(widths[cut:])]
        if self.players == 4 and area == self.seats[2].pieces:
            align = "right"
        else:
            align = "centre" if area == self.supply else "left"
        out = []
        for r, part in enumerate(rows):
            total = width(part)
            k = min(1.0, area.width / total) if total else 1.0
            cells = [max(1, int(wd * k)) for wd in part]
            step_gap = int(gap * k)
            total = sum(cells) + step_gap * (len(cells) - 1)
            x = {"centre": area.centerx - total // 2, "right": area.right - total}.get(align, area.x)
            y = area.y + r * (row_h + gap)
            for cw in cells:
                out.append(pygame.Rect(x, y, cw, row_h))
                x += cw + step_gap
        return out

    def pile_rect(self, position: int, index: int) -> pygame.Rect:
        """Rect of the ``index``-th book (0-based) in the pile of ``position``; books fan
        slightly so the count reads from the stack."""
        zone = self.seats[position]
        w, h = card_size(self.small_h)
        step = max(1, zone.pile.width - w) / 12
        return pygame.Rect(zone.pile.x + round(min(index, 12) * step), zone.pile.y, w, h)

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """``count`` buttons of the button bar, bottom-right: two stacked; with three or
        more, all but the last share the top row and the last (Menu) is below."""
        gap = max(4, round(self.height * 0.01))
        bar = self.buttons
        bh = (bar.height - gap) // 2
        if count <= 2:
            bh = (bar.height - gap * (count - 1)) // max(1, count)
            return [pygame.Rect(bar.x, bar.y + i * (bh + gap), bar.width, bh) for i in range(count)]
        n = count - 1
        bw = (bar.width - gap * (n - 1)) // n
        top = [pygame.Rect(bar.x + i * (bw + gap), bar.y, bw, bh) for i in range(n)]
        return top + [pygame.Rect(bar.x, bar.bottom - bh, bar.width, bh)]

    def zones(self) -> dict[str, pygame.Rect]:
        """Every fixed zone by name (for tests: none may overlap or leave the window)."""
        out = {
            "kitty": self.kitty,
            "info": self.info,
            "log": self.log,
            "prompt": self.prompt,
            "buttons": self.buttons,
            "legend": self.legend,
            "supply": self.supply,
        }
        for zone in self.seats:
            for part in ("hand", "plate", "pile", "trick", "pieces"):
                out[f"{zone.position}.{part}"] = getattr(zone, part)
        return out
