"""The HUD: everything drawn around and over the cards, and the frame's drawing order.

The still part of a frame (the felt, the resting sprites, the plates, the panels) is drawn
into a cached layer only when something in it changed (the table marks itself dirty: a new
snapshot, a line of words, the pointer over another target, a sprite landing); each frame
then blits that layer and draws the moving sprites on top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.table import turn_row
from game.table.arrange import pile_note, piles
from game.table.claim import CLAIM
from game.table.hint import draw_hint, placed_at
from game.table.input import HISTORY
from game.table.landed import Landed
from game.table.legend import draw_legend
from game.table.paint import button_px, draw_button, draw_panel
from game.table.panel import draw_choice_panel, heading_rects
from game.table.pieces import draw_card_notes, draw_cells, draw_help, hovered_cell
from game.table.plates import draw_plate_words, plate_texts
from game.table.protocol import YOU
from game.table.sprites import CardSprite
from game.table.words import fitted_prompt, info_lines, log_lines, prompt_bands, rows_top
from game.table.zone_words import draw_zone_words
from game.table.zones import Zone, ZoneKind, won
from game.ui import style
from game.ui.felt import felt_surface
from game.ui.focus import draw_ring
from game.ui.text import draw_text, label

if TYPE_CHECKING:
    from game.table.placement import Cell
    from game.table.scene import TableScene


class Hud:
    """Draws one table.

    Attributes:
        hover_cell: the piece cell under the pointer whose help line shows, or ``None``.
        help_shown: the help line drawn last and its box, or ``None``.
        hint_tag: where the hint's "Hint" tag was drawn last, or ``None``.
        over: the turn row's words once play at this table has ended (``"lesson over"``),
            else ``""`` (:func:`game.table.turn_row.info_rows`).
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.hover_cell: Cell | None = None
        self._hover_says: tuple[str, bool] | None = None
        self.help_shown: tuple[str, pygame.Rect] | None = None
        self.hint_tag: pygame.Rect | None = None
        self.over = ""
        self._landed = Landed()
        self.zone_words: list[pygame.Rect] = []  # where the zones' names were written last
        self._layer: pygame.Surface | None = None
        self._moving: list[int] = []
        self._background: tuple | None = None  # (size, spots left bare, the felt)
        self._rows: tuple | None = None  # the prompt's rows and what they were worked out from
        self._bands_kept: tuple | None = None  # the prompt's rooms, and the places they are of
        self._notice_kept: tuple | None = None  # the notice's words, whole or shorter, and why
        self._shorter = ("", "")  # a notice, and its fewer words for a room too small for it
        self._info_px: tuple = (None, 0)  # the info panel's type size, and the layout it is for

    def resize(self) -> None:
        """Forget what was drawn for the old window size."""
        self._background = None
        self._layer = None

    def hover_moved(self, pos: tuple[int, int]) -> bool:
        """The pointer moved to ``pos``; True when another piece's help line should show."""
        cell = hovered_cell(self.table.board.placement.cells, pos, self._panel_cover())
        changed, self.hover_cell = cell is not self.hover_cell, cell
        self._hover_says = self._says(cell)
        return changed

    def targets_changed(self) -> None:
        """The pieces were placed anew or the targets changed (a move, an offer): the help line
        on show stays only while the piece under the pointer still says the same and is as
        clickable as it was; else it goes until the pointer moves (a coin just pushed must not
        go on saying what a click on it would do)."""
        if self.hover_cell is None:
            return
        cell = hovered_cell(self.table.board.placement.cells, self.table.input.hover, self._panel_cover())
        if cell is not None and self._says(cell) == self._hover_says:
            self.hover_cell = cell  # (the same piece, perhaps elsewhere)
        else:
            self.hover_cell = None
            self.table.dirty = True

    def _says(self, cell: Cell | None) -> tuple[str, bool] | None:
        """What ``cell``'s help line tells: its words and whether a click on it acts now."""
        if cell is None:
            return None
        table = self.table
        live = table.offering and cell.item.action is not None and cell.item.action in table.snapshot.legal
        return cell.item.help, live

    def _panel_cover(self) -> pygame.Rect | None:
        placed = self.table.choice_panel()
        return placed[0] if placed else None

    # --- the frame ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The cached still layer, then the moving sprites over it."""
        table = self.table
        sprites = table.board.sprites()
        moving = [id(sp) for sp in sprites if sp.busy]
        size = surface.get_size()
        if table.dirty or self._layer is None or self._layer.get_size() != size or moving != self._moving:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size).convert()
            self._faces: list[str] = []
            self._draw_still(self._layer, [sp for sp in sprites if not sp.busy])
            self._moving = moving
        surface.blit(self._layer, (0, 0))
        table.drawn_faces = list(self._faces)
        for sp in sprites:
            if sp.busy:
                sp.draw(surface, table.drawn_faces)

    def _draw_still(self, surface: pygame.Surface, resting) -> None:
        table = self.table
        layout, snap = table.board.layout, table.shown
        u = layout.unit
        words = self.prompt_rects() if not table.busy_with_overlay() else []
        bare = table.board.turned_places() | {  # (and where the prompt's words rise over it)
            i for i, a in enumerate(layout.seats) if a.trick and a.trick.collidelist(words) >= 0
        }
        surface.blit(self.background(surface.get_size(), bare), (0, 0))
        self._draw_plates(surface)
        draw_legend(
            surface,
            snap.legend,
            layout.legend,
            u,
            table.players == 3,
            table.presenter.deck_art,
            table.presenter.icon_crop,
        )
        for sp in resting:
            if isinstance(sp, CardSprite):  # pieces are drawn by their cells
                sp.draw(surface, self._faces)
        small = style.text_px(u, "small")
        keep_off = table.board.notes_keep_off()
        for cards in table.board.model.zones.values():  # (each zone's notes kept off its cards)
            draw_card_notes(surface, cards, small, keep_off)
        live = {key for key, _ in table.input.targets()}
        draw_cells(surface, table.board.placement.cells, live, table.input.hover, table.board.caption_px())
        notes = self.pile_notes(small)
        for box, image in notes:
            draw_panel(surface, box, alpha=200, border=False)
            surface.blit(image, image.get_rect(center=box.center))
        self.zone_words = draw_zone_words(surface, table, self._landed, small)
        draw_panel(surface, layout.info)
        most = self._info_px[1] if self._info_px[0] is layout else None  # (shrunk once, it stays)
        lines = info_lines(layout.info, u, snap.title, self.info_rows(), most)
        self._info_px = (layout, min(px for _, px, *_ in lines)) if lines else (None, 0)
        for text, px, bold, colour, pos in lines:
            draw_text(surface, text, px, pos, colour, bold=bold)
        self._draw_log(surface)
        text, colour, bold = self.prompt()
        width = self.band().width
        for line, px, pos in self.prompt_rows(text, bold) if not table.busy_with_overlay() else ():
            # (under a summary's panel the line would show through its veil, cut by its edge)
            draw_text(surface, line, px, pos, colour, bold=bold, anchor="center", max_width=width)
        placed = table.choice_panel()
        if placed is not None:
            draw_choice_panel(surface, table.panel(), placed, layout, table.input.hover)
        claim = dict(table.input.targets()).get(CLAIM)
        if claim is not None:
            body, hover = style.text_px(u, "body"), claim.collidepoint(table.input.hover)
            draw_button(surface, claim, "Claim the rest", body, primary=True, hover=hover)
        bar = [(table.input.label(key), rect) for key, rect in table.input.bar]
        px = min((button_px(text, rect, small) for text, rect in bar), default=small)  # (one size:
        for text, rect in bar:  # a tester saw "Score sheet" smaller than "Last trick" beside it)
            draw_button(surface, rect, text, px, hover=rect.collidepoint(table.input.hover))
        self.help_shown = None
        if self.hover_cell is not None:
            box = draw_help(surface, self.hover_cell, small, self.prompt_rects())
            self.help_shown = (self.hover_cell.item.help, box)
        self.hint_tag = None
        if table.hinted is not None and table.offering:
            rect = placed_at(table, table.hinted)
            if rect is not None:
                placed = table.choice_panel()  # its tag keeps off words and every button's label
                buttons = [r for _, r in placed[1]] if placed else []
                heading = heading_rects(table.panel(), placed, layout) if placed else []
                words = self.prompt_rects() + [box for box, _ in notes] + buttons + heading
                self.hint_tag = draw_hint(surface, rect, layout.unit, words)
        focused = table.keys.focused_rect()
        if focused is not None:  # the keyboard's focus
            draw_ring(surface, focused, layout.unit / 720)
        table.history.draw(surface, table.input.hover, self._faces)

    def background(self, size: tuple[int, int], bare: frozenset[int] = frozenset()) -> pygame.Surface:
        """The felt with faint outlines of the trick spots but those of the seat areas
        indexed in ``bare`` (where the prompt's words rise over an empty spot, its outline
        crossed them; where a card lies turned), cached per size and bare spots."""
        if self._background is None or self._background[:2] != (size, bare):
            layout = self.table.board.layout
            cloth = self.table.app.settings.get("felt", "green")
            bg = felt_surface(size, cloth).copy()
            centre = style.FELTS.get(cloth, style.FELTS["green"])[0]
            line = tuple(min(255, c + 22) for c in centre)
            for index, area in enumerate(layout.seats):
                if area.trick is not None and index not in bare:
                    pygame.draw.rect(
                        bg,
                        line,
                        area.trick,
                        width=max(1, layout.unit // 400),
                        border_radius=max(4, area.trick.height // 14),
                    )
            self._background = (size, bare, bg.convert())
        return self._background[2]

    def info_rows(self) -> list[tuple[str, str]]:
        """The info panel's rows as shown (:func:`game.table.turn_row.info_rows`)."""
        return turn_row.info_rows(self.table, self.over)

    def prompt(self) -> tuple[str, tuple[int, int, int], bool]:
        """The line above the hand, its colour and weight: what to do (the viewer's turn,
        gold; dimmed while a pop-up is open), else the claim being played out, else what is
        happening, else whom the table waits for."""
        table, snap = self.table, self.table.snapshot
        if table.notice:
            return self._notice_words(), table.notice_colour, True
        if table.animator.held:  # (what is held keeps its words: a tester lost who won the bids)
            said = table.log.status
            return (
                f"{said} - click or press a key to go on" if said else "Click or press a key to go on",
                style.ACCENT,
                True,
            )
        if table.claims.playing_out and table.claims.line:  # (the cards' own lines go to the log)
            return table.claims.line, style.TEXT, True
        if snap.prompt and (table.animator.idle or table.turns.carrying):
            prompt = table.selection.prompt() or table.claims.prompt(snap.prompt)
            on = table.offering or table.turns.carrying
            return prompt, style.ACCENT if on else style.TEXT_DIM, on
        if not table.animator.idle and table.log.status:
            return table.log.status, style.TEXT, False
        return table.shown.waiting, style.TEXT_DIM, False

    def _notice_words(self) -> str:
        """The table's notice, or its shorter words (:meth:`shorten`) where the notice would read
        under the small type size in the prompt's rooms; chosen again only when the words, the
        rooms or the text size change."""
        table, bands = self.table, self._bands()
        whole = table.notice
        shorter = self._shorter[1] if self._shorter[0] == whole else ""
        key = (whole, shorter, style.text_scale())
        kept = self._notice_kept
        if kept is None or kept[0] != key or kept[1] is not bands:
            fits = not shorter or self._reads_small_or_larger(whole, bands)
            self._notice_kept = kept = (key, bands, whole if fits else shorter)
        return kept[2]

    def shorten(self, whole: str, shorter: str) -> None:
        """Show ``shorter`` for the notice ``whole`` where ``whole`` would read under the small
        type (:meth:`_notice_words`)."""
        self._shorter = (whole, shorter)

    def _reads_small_or_larger(self, text: str, bands: list[pygame.Rect]) -> bool:
        """``text``, bold, fits the prompt's rooms in the small type size or larger."""
        layout = self.table.board.layout
        rows = fitted_prompt(layout.prompt, layout.unit, text, True, bands)
        return bool(rows) and rows[0][1] >= style.text_px(layout.unit, "small")

    def prompt_rects(self) -> list[pygame.Rect]:
        """Where the prompt's words are drawn, line by line (:meth:`prompt_rows`)."""
        text, _, bold = self.prompt()
        rects = []
        for line, px, pos in self.prompt_rows(text, bold):
            rects.append(pygame.Rect((0, 0), assets.font(px, bold).size(line)))
            rects[-1].center = pos
        return rects

    def prompt_rows(self, text: str, bold: bool) -> list[tuple[str, int, tuple[int, int]]]:
        """The prompt ``text`` as ``(line, px, centre)`` rows in the room :meth:`band` gives
        it, or in the room over its row alone where that reads larger
        (:func:`~game.table.words.fitted_prompt`). Kept while the words, the sprites' places
        and the text size stay (the draw, the panel's place and the hint's tag each ask)."""
        bands, key = self._bands(), (text, bold, style.text_scale())
        kept = self._rows
        if kept is not None and kept[0] == key and kept[1] is bands:
            return kept[2]
        layout = self.table.board.layout
        rows = fitted_prompt(layout.prompt, layout.unit, text, bold, bands)
        self._rows = (key, bands, rows)
        return rows

    def panel_floor(self) -> int:
        """The lowest a choice panel may reach: above the prompt's rows, and above two of them
        always (a hint's two rows moved the panel up as they came: helper-75 saw its buttons
        shift under the pointer)."""
        layout, (text, _, bold) = self.table.board.layout, self.prompt()
        tops = [centre[1] - px for _, px, centre in self.prompt_rows(text, bold)[:1]]
        return min([rows_top(layout.prompt, layout.unit, 2), *tops])

    def band(self) -> pygame.Rect:
        """The room the prompt may take (:func:`~game.table.words.prompt_band`)."""
        return self._bands()[0]

    def _bands(self) -> list[pygame.Rect]:
        """The rooms the prompt may take (:func:`~game.table.words.prompt_bands`), kept while
        the sprites' places and the layout stay (the draw, the panel's place and the hint's tag
        each ask, every frame drawn)."""
        board, kept = self.table.board, self._bands_kept
        if kept is None or kept[0] is not board.placement or kept[1] is not board.layout:
            kept = self._bands_kept = (
                board.placement,
                board.layout,
                prompt_bands(board.layout, board.parts_taken()),
            )
        return kept[2]

    def _draw_plates(self, surface: pygame.Surface) -> None:
        table = self.table
        layout = table.board.layout
        snap = table.snapshot if table.presenter.live_turn else table.shown  # (whose turn: live)
        for seat in range(table.players):
            plate = layout.seat(table.board.position(seat)).plate
            draw_panel(surface, plate, alpha=170, border=False)
            turn = seat == snap.current and not (table.animator.held or self.over)  # (no seat acts)
            if turn:
                pygame.draw.rect(
                    surface,
                    style.ACCENT,
                    plate,
                    width=max(2, layout.unit // 300),
                    border_radius=max(6, plate.height // 14),
                )
            name, marker = table.names[seat], self.marker(seat)
            badge = " · ".join(part for part in (self.holding(seat), snap.badges[seat]) if part)
            draw_plate_words(
                surface, plate, layout.unit, plate_texts(plate, layout.unit, name, marker, badge), turn
            )

    def holding(self, seat: int) -> str:
        """The presenter's words for what ``seat`` holds, from the cards on show in its hand
        and its bid area (:meth:`~game.table.protocol.Presenter.holding`)."""
        model = self.table.board.model
        hand, bid = (
            sum(isinstance(sp, CardSprite) for sp in model.get(Zone(kind, seat)))
            for kind in (ZoneKind.HAND, ZoneKind.BID)
        )
        return self.table.presenter.holding(hand, bid)

    def marker(self, seat: int) -> str:
        """``"you"`` for the revealed viewer, ``"AI"`` for a computer seat, else ``""``."""
        table = self.table
        if seat == table.board.viewer and table.humans and table.board.revealed:
            return "" if table.names[seat] == YOU else "you"
        return "" if table.session.seats[seat].is_human else "AI"

    def pile_notes(self, px: int) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """``(box, words)`` of the ``"3 tricks"`` note under each seat's won piles, the words in
        type of ``px``, while none of them moves: the piles the plates count (the words on
        show: in a lesson, a held trick's too, once the coach names its winner), under where
        they lie or will lie; none before a seat's first pile lies there (helper-74 and -75
        read "1 trick" under an empty place, the trick still in the middle)."""
        table, layout, notes = self.table, self.table.board.layout, []
        for seat in range(table.players):
            count, pile_cards = len(table.shown.contents.items(won(seat))), table.board.model.get(won(seat))
            if not count or not pile_cards or any(sp.busy for sp in pile_cards):
                continue
            area = layout.seat(table.board.position(seat)).won
            lying = piles(area, count, layout.pile_h(area))
            image = label(table.presenter.pile_note(count), px, style.TEXT, True)
            notes.append((pile_note(lying[0].unionall(lying[1:]), area, image.get_size()), image))
        return notes

    def _draw_log(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = table.board.layout.log
        draw_panel(surface, rect)
        button = dict(table.input.bar).get(HISTORY)
        lines = rect.copy()
        if button is not None:  # the lines keep clear of the History button at the foot
            lines.height = button.top - rect.top
        px, shown = log_lines(lines, table.board.layout.unit, table.log.status, table.log.older)
        pad = max(6, px // 2)
        for text, bold, y in shown:
            draw_text(surface, text, px, (rect.x + pad, y), style.TEXT if bold else style.TEXT_DIM, bold=bold)
