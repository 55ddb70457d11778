"""Pure geometry of the table: where every zone and panel sits for a window size.

Nothing here draws or reads the screen. :class:`TableLayout` is rebuilt from the window size,
the player count and the zones the game uses whenever the window is resized. Sizes are
fractions of one *unit*, the window height, or less on a narrow window (``width / 1.2``), so
the table reads alike from 800x450 to 3840x2160, landscape or portrait.

The plan: a column on each side (the info panel over the left seat, the log over the right
seat), the viewer's hand along the bottom (between the columns, or across the whole window
when the columns leave it too little room), the prompt above it, the top seat (four players)
at the top of the middle, and the centre zones (supply, trick, stock, offer, discard) in the
middle. Positions count clockwise from the bottom: 0 is the viewer, then left, (top,) right
(RULINGS "All games": clockwise is increasing seat index).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.assets import card_size
from game.table.centre import POSITIONS, lay_out_middle, note_gap
from game.table.coach import lay_out_coach
from game.table.panel_place import fit_panels
from game.table.plates import plate_height
from game.table.stacking import SEAT_APART, bar_buttons, fit_column, stack
from game.table.top_seat import lay_out_top_seat
from game.table.zones import ZoneKind
from game.ui import style

VIEWER_CARD = 0.20
"""The viewer's card height, in units."""
SMALL_CARD = 0.095
"""Height of the other seats' cards and of piles, stock, tableau and bid cards, in units."""
RAISE = 0.16
"""How far a playable card of the viewer's hand rises, as a fraction of its height."""
MIN_STEP = 0.27
"""The least part of a hand card's width left in view (its index stays readable); below it
the hand wraps to a second row."""
ROW_DROP = 0.5
"""How far a wrapped hand's front row lies below its back row, as a fraction of card height."""
PIECE_ROW = 0.07
"""Height of a seat's row of pieces, in units."""
SUPPLY_ROW = 0.1
"""Greatest height of the supply row, in units."""
TRICK_LEAST = 0.6
"""The least height of the trick's cards as a share of the viewer's (at the usual card size)
that a table tries for: below it the supply leaves its row for the trick's side."""
LEGEND = 0.145
"""Height of the legend corner with three players, in units."""
LEGEND_GROW = 1.5  # the most the legend corner of three players grows in a narrow middle
LEGEND_LEAST = 0.06  # the least height of a legend corner beside four players (two rows), in units
CARD_SIZES = {"normal": 1.0, "large": 1.25}
"""The ``card_size`` setting: a factor on the height of the viewer's and the trick's cards (a
window too small for it gets the largest factor that fits, see :meth:`TableLayout._crowded`)."""
NOTE_LINE = 1.2
"""A line of text's height as a multiple of its font size (the bundled font's is 1.17)."""
NOTE_WIDTH = 6.0
"""The widest pile count (``"13 tricks"``, bold, in its box) as a multiple of its font size."""
NARROW = 1.2
"""The unit is the window height, or ``width / NARROW`` when that is less."""
TALL = 1.25
"""A window narrower than ``TALL`` times its height lays the viewer's hand across its width."""

ALL_KINDS = frozenset(ZoneKind)


def position_of(seat: int, viewer: int, players: int) -> str:
    """Screen position (``"bottom"`` ...) of ``seat`` when ``viewer`` sits at the bottom."""
    return POSITIONS[players][(seat - viewer) % players]


@dataclass(frozen=True)
class SeatArea:
    """Where one seat's things are drawn (``None`` for a zone the game does not use).

    Attributes:
        position: ``"bottom"``, ``"left"``, ``"top"`` or ``"right"``.
        hand: the area its hand may use (raised cards and a second row included).
        card_h: height of its hand cards.
        plate: the name plate.
        won: its won tricks, a row of small piles (their count is written under them).
        pieces: its row (or two) of pieces.
        bid: its bid area.
        tableau: its tableau, a row of small face-up cards.
        trick: where its card of the current trick lies.
    """

    position: str
    hand: pygame.Rect
    card_h: int
    plate: pygame.Rect
    won: pygame.Rect | None
    pieces: pygame.Rect | None
    bid: pygame.Rect | None
    tableau: pygame.Rect | None
    trick: pygame.Rect | None


class TableLayout:
    """Every zone of the table for one window size.

    Args:
        size: window (width, height) in pixels.
        players: 3 or 4.
        kinds: the zones the game uses (:attr:`~game.table.protocol.Presenter.zones`); the
            others get no room.
        max_hand: the most cards the viewer may hold; the hand band has room for a second
            row when they would not fit in one.
        card_scale: a factor on card heights (:data:`CARD_SIZES`), lessened on small windows.
        coach: room for a lesson's coach box.
        supply_cells: the most cells the supply shows side by side
            (:attr:`~game.table.protocol.Presenter.supply_cells`).
        turned: cards of the trick may lie turned a quarter, a note under them.

    Attributes:
        width, height, unit: the window and the unit in pixels.
        margin, gap: outer margin and the gap between zones.
        plate_h: a name plate's height (two lines: the name, then its marker and badge).
        line_h: the height of one line of the prompt and of a button of the bar.
        card_h, table_h, small_h: heights of the viewer's cards, trick cards and small cards.
        seats: one :class:`SeatArea` per position, clockwise from the bottom.
        centre: the middle of the table (the deck spot).
        stock, offer, discard, supply: the centre zones (``None`` when unused).
        info, log, prompt, buttons, legend: the panels: the game's facts, what happened,
            what to do next, the button bar, the presenter's legend.
        panel: where a choice panel lies: over the middle, below the supply (its pieces stay
            in sight) and the offer (the card bid on stays in sight), never over a plate, a
            hand or the prompt.
        coach: with ``coach``, a lesson's coach box above the viewer's rows, else ``None``
            (the panel's place leaves it out: :func:`~game.table.coach.coach_place`).
        panel_room: the free height of the middle column the panel may move within (to keep
            clear of cards lying in the trick and the viewer's bid, see
            :func:`game.table.panel.panel_buttons`).
        hand_rows: 1, or 2 when the viewer's fullest hand must wrap.

    Raises:
        ValueError: for a player count other than 3 or 4.
    """

    def __init__(
        self,
        size: tuple[int, int],
        players: int,
        kinds: frozenset[ZoneKind] = ALL_KINDS,
        max_hand: int = 13,
        card_scale: float = 1.0,
        coach: bool = False,
        supply_cells: int = 1,
        turned: bool = False,
    ) -> None:
        if players not in POSITIONS:
            raise ValueError(f"the table seats 3 or 4 players, not {players}")
        self.wants_coach = coach
        self.supply_cells, self.turned = supply_cells, turned
        # name plates of two lines (their words whole), of one only where two crowd the table
        # and one does not, or where two make zones meet
        table = (size, players, kinds, max_hand)
        self._scaled(table, card_scale, True)
        if not self._crowded():
            return
        two_apart = not self._overlapping()
        self._scaled(table, card_scale, False)
        if self._crowded() and two_apart:
            self._scaled(table, card_scale, True)

    def _scaled(self, table: tuple, card_scale: float, two_lines: bool) -> None:
        """Every zone of ``table`` (the arguments of :meth:`_lay_out` before ``k``), cards at
        ``card_scale`` or the largest smaller factor (down to 1) that does not crowd it."""
        for k in (card_scale, *(x / 20 for x in range(round(card_scale * 20) - 1, 19, -1))):
            self._lay_out(*table, k, two_lines)
            if k <= 1 or not self._crowded():
                break

    def _lay_out(
        self,
        size: tuple[int, int],
        players: int,
        kinds: frozenset[ZoneKind],
        max_hand: int,
        k: float,
        two_lines: bool = True,
    ) -> None:
        """Every zone, cards ``k`` times their usual height, name plates of two lines or one."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        self.width, self.height, self.players, self.kinds = w, h, players, kinds
        u = self.unit = max(1, min(h, round(w / NARROW)))
        m = self.margin = max(6, round(u * 0.015))
        gap = self.gap = max(4, round(u * 0.01))
        self.card_h = round(min(w, h) * VIEWER_CARD * k)  # a tall window's spare height goes to the hand
        self.small_h = round(u * SMALL_CARD)
        sw, sh = card_size(self.small_h)
        t = style.text_scale()  # panels and lines that hold text grow with it
        self.line_h = line_h = max(22, round(u * 0.042 * t))
        self.plate_h = plate_h = max(line_h, plate_height(u)) if two_lines else line_h
        self.piece_h = piece_h = round(u * PIECE_ROW)
        note_px = style.text_px(u, "small")
        self.note_h = round(note_px * NOTE_LINE) + 3  # a pile count's box and its gap
        won_w = max(sw * 2, round(note_px * NOTE_WIDTH))  # the piles' zone holds their count
        col = self.column = min(max(round(w * 0.2), round(u * 0.3)), round(w * 0.27))
        mid_x, mid_w = col + gap, w - 2 * col - 2 * gap
        has = kinds.__contains__

        # The bottom band: the viewer's hand, between the columns or across the window.
        cw = card_size(self.card_h)[0]
        inset = (SEAT_APART - 1) * gap  # the viewer's rows between the columns keep clear of them
        full = w < TALL * h or (mid_w - 2 * inset - cw) / max(1, max_hand - 1) < MIN_STEP * cw
        hand_x, hand_w = (m, w - 2 * m) if full else (mid_x + inset, mid_w - 2 * inset)
        self.hand_rows = 2 if (hand_w - cw) / max(1, max_hand - 1) < MIN_STEP * cw else 1
        raise_px = round(self.card_h * RAISE)
        hand_h = round(self.card_h * (1 + ROW_DROP * (self.hand_rows - 1))) + raise_px
        bottom_hand = pygame.Rect(hand_x, h - m - hand_h, hand_w, hand_h)
        self.prompt = pygame.Rect(mid_x, bottom_hand.top - gap - line_h, mid_w, line_h)
        floor = self.prompt.top - gap  # the columns' lowest point beside a full-width hand
        if not full:
            floor = h - m

        # The viewer's own rows in the left column, under their plate as a side seat's are
        # (plate, won piles, pieces), :data:`SEAT_APART` gaps below the left seat's last row;
        # bid area and tableau in a strip above the prompt.
        rows = [("pieces", piece_h)] if has(ZoneKind.PIECES) else []
        rows += [(k, sh) for k in ("won",) if has(ZoneKind.WON)] + [("plate", plate_h)]
        corner = dict(zip([r[0] for r in rows], stack(m, floor, col - m, [r[1] for r in rows], gap, up=True)))
        corner_top = corner["plate"].top - (SEAT_APART - 1) * gap
        strip_top = self.prompt.top
        strip: dict[str, pygame.Rect] = {}
        if has(ZoneKind.BID) or has(ZoneKind.TABLEAU):
            strip_top = self.prompt.top - gap - sh
            kinds_in_strip = [k for k in ("bid", "tableau") if has(ZoneKind(k))]
            strip_x, strip_w = mid_x + inset, mid_w - 2 * inset
            part = (strip_w - gap * (len(kinds_in_strip) - 1)) // len(kinds_in_strip)
            for i, name in enumerate(kinds_in_strip):
                width = (
                    part if len(kinds_in_strip) == 1 else (strip_w * (1 if name == "bid" else 2) // 3 - gap)
                )
                x = strip_x if i == 0 else strip_x + strip_w - width
                strip[name] = pygame.Rect(x, strip_top, width, sh)
        bar_h = 2 * line_h + gap
        self.buttons = pygame.Rect(w - col, floor - bar_h, col - m, bar_h)

        # The top: the info panel (left) and the log (right), taller with large text as far as
        # the side seat under each still fits; four players: the top seat.
        beside = "won" if has(ZoneKind.WON) else ("bid" if has(ZoneKind.BID) else None)
        below = [k for k in ("pieces", "bid", "tableau") if has(ZoneKind(k)) and k != beside]
        side = [plate_h, sh] + [piece_h if k == "pieces" else sh for k in below]
        room = [low - m - sum(side) - gap * (len(side) + 1) for low in (corner_top, self.buttons.top)]
        info_h, log_h = (max(round(u * 0.2), min(round(u * s * t), r)) for s, r in zip((0.3, 0.27), room))
        self.info = pygame.Rect(m, m, col - m, info_h)
        self.log = pygame.Rect(w - col, m, col - m, log_h)
        top_area = (
            lay_out_top_seat(
                w, col, self.kinds, self.info, self.log, (m, gap, sw, sh, plate_h, piece_h, won_w)
            )
            if players == 4
            else None
        )
        mid_top = (top_area["bottom"] + gap) if top_area else m
        if players == 3:
            self.legend = pygame.Rect(mid_x, m, mid_w, round(u * LEGEND * t))
            mid_top = self.legend.bottom + gap
        mid_bottom = strip_top - gap
        clear = self.note_h if "bid" in strip else 0  # (the "Your bid" over the bid: a tester's was cut)
        self.coach, mid_bottom = lay_out_coach(self.wants_coach, mid_x, mid_w, mid_bottom, u, gap, clear)

        # The centre: the supply row, then the trick cross, the stock, the offer and discard.
        table = pygame.Rect(mid_x, mid_top, mid_w, max(1, mid_bottom - mid_top))
        sizes = (round(min(w, h) * k), self.small_h, gap, min(round(u * SUPPLY_ROW), piece_h + piece_h // 2))
        under = note_gap(note_px) + round(note_px * NOTE_LINE) + 2  # (a turned card's note: note_box)
        fit = (round(self.card_h / k * TRICK_LEAST), self.supply_cells, under if self.turned else 0)
        middle, self.supply = lay_out_middle(table, kinds, sizes, players, fit)
        if self.supply is not None and self.supply.top == table.top:
            table.top, table.height = (
                self.supply.bottom + gap,
                max(1, table.bottom - self.supply.bottom - gap),
            )
        spots, self.centre, self.table_h = middle.spots, middle.centre, middle.card_h
        self.stock, self.offer, self.discard = middle.stock, middle.offer, middle.discard
        laid = [r.top for r in (*spots.values(), self.stock, self.offer, self.discard, self.supply) if r]
        if players == 3 and mid_w < u and laid:  # (a narrow middle: the legend grows into the room
            room = min(laid) - self.note_h - gap - self.legend.bottom  # left over the cards, its lines
            self.legend.height += max(0, min(room, round(self.legend.height * (LEGEND_GROW - 1))))
            # being small beside the open history: helper-75)
        self.panel = pygame.Rect(mid_x, table.top, mid_w, max(1, strip_top - gap - table.top))
        self.panel.width = min(mid_w, round(u * 0.95), round(w * 0.5) if not full else mid_w)
        self.panel.centerx = w // 2
        # The side seats: plate, hand (its won piles, or its bid, beside it), then the seat's
        # other rows, by the trick's middle.
        seats: dict[str, SeatArea] = {
            "bottom": SeatArea(
                "bottom",
                bottom_hand,
                self.card_h,
                corner["plate"],
                corner.get("won"),
                corner.get("pieces"),
                strip.get("bid"),
                strip.get("tableau"),
                spots.get("bottom"),
            )
        }
        for name, x, ceiling, low in (
            ("left", m, self.info.bottom + gap, corner_top - gap),
            ("right", w - col, self.log.bottom + gap, self.buttons.top - gap),
        ):
            heights = fit_column(side, low - ceiling, gap, line_h)
            group_h = sum(heights) + gap * (len(heights) - 1)
            top = max(ceiling, min(self.centre[1] - group_h // 2, low - group_h))
            parts = stack(x, top, col - m, heights, gap)
            plate, row = parts[0], parts[1]
            extra = dict(zip(below, parts[2:]))
            rw = card_size(row.height)[0]
            beside_w = (max(rw * 2, won_w) if beside == "won" else rw * 2) + gap if beside else 0
            fan_w = min(row.width - beside_w, rw + round(rw * 0.22) * 12)
            hand = pygame.Rect(row.x if name == "left" else row.right - fan_w, row.y, fan_w, row.height)
            if beside and name == "left":
                extra[beside] = pygame.Rect(hand.right + gap, row.y, row.right - hand.right - gap, row.height)
            elif beside:
                extra[beside] = pygame.Rect(row.x, row.y, hand.left - gap - row.x, row.height)
            seats[name] = SeatArea(
                name,
                hand,
                row.height,
                plate,
                extra.get("won"),
                extra.get("pieces"),
                extra.get("bid"),
                extra.get("tableau"),
                spots.get(name),
            )
        if top_area:
            rows = (top_area.get(part) for part in ("won", "pieces", "bid", "tableau"))
            seats["top"] = SeatArea(
                "top", top_area["hand"], self.small_h, top_area["plate"], *rows, spots.get("top")
            )
        self.seats = tuple(seats[p] for p in POSITIONS[players])
        if players == 4:
            right = seats["right"]
            parts = (right.plate, right.hand, right.won, right.pieces, right.bid, right.tableau)
            end = max(r.bottom for r in parts if r is not None)
            # the legend in the right column, under the right seat or else over it (a tall narrow
            # window keeps the seat by the trick's middle, with room above it), if two rows fit
            below = pygame.Rect(w - col, end + gap, col - m, max(0, self.buttons.top - gap - end - gap))
            above = pygame.Rect(w - col, self.log.bottom + gap, col - m, 0)
            above.height = max(0, right.plate.top - gap - above.top)
            self.legend = below if below.height >= above.height else above
            if self.legend.height < round(u * LEGEND_LEAST * t):
                self.legend.height = 0
        fit_panels(self, gap)

    # --- construction helpers -----------------------------------------------------------
    def _crowded(self) -> bool:
        """True when a zone leaves the window or meets another, a side seat's cards or name
        plate had to shrink, or a usual hand (13) would hide the viewer's card indices."""
        cw, hand = card_size(self.card_h)[0], self.seats[0].hand
        per_row = -(-13 // self.hand_rows)
        return (
            self._overlapping()
            or any(a.card_h < self.small_h or a.plate.height < self.plate_h for a in self.seats[1:])
            or (hand.width - cw) / max(1, per_row - 1) < MIN_STEP * cw
        )

    def _overlapping(self) -> bool:
        """True when a zone leaves the window or meets another."""
        window, rects = pygame.Rect(0, 0, self.width, self.height), list(self.zones().values())
        return any(not window.contains(r) or r.collidelist(rects[i + 1 :]) >= 0 for i, r in enumerate(rects))

    # --- derived geometry ----------------------------------------------------------------
    def seat(self, position: int) -> SeatArea:
        """The area of position ``position`` (0 = bottom, clockwise)."""
        return self.seats[position]

    def deck_spot(self) -> pygame.Rect:
        """Where the deck sits while dealing: the middle of the table, small cards."""
        r = pygame.Rect((0, 0), card_size(self.small_h))
        r.center = self.centre
        return r

    def pile_h(self, won: pygame.Rect) -> int:
        """Height of the won piles' cards in the won zone ``won``: the zone less a line at its
        foot for their count (:func:`~game.table.arrange.pile_note`), which so covers no card."""
        return max(8, won.height - self.note_h)

    def button_rects(self, count: int) -> list[pygame.Rect]:
        """``count`` buttons of the button bar (:func:`~game.table.stacking.bar_buttons`)."""
        return bar_buttons(self.buttons, self.gap, count)

    def zones(self) -> dict[str, pygame.Rect]:
        """Every zone and panel in use, by name (a test checks that none overlap and all lie
        inside the window)."""
        named = ("info", "log", "prompt", "buttons", "stock", "offer", "discard", "supply", "coach")
        out = {name: getattr(self, name) for name in named if getattr(self, name) is not None}
        if self.legend.height > 0:
            out["legend"] = self.legend
        for area in self.seats:
            for part in ("hand", "plate", "won", "pieces", "bid", "tableau", "trick"):
                rect = getattr(area, part)
                if rect is not None:
                    out[f"{area.position}.{part}"] = rect
        return out
