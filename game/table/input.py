"""Input mapping: the pointer and clicks of the table, turned into targets.

A *target* is ``(key, window rect)``: a legal action's text (a card, a piece or a panel
button carrying it) or a button of the bar (:data:`MENU`, :data:`LAST_TRICK`,
:data:`SCORE_SHEET`). Targets are worked out once per snapshot, change of offer or new
placement of the sprites (:attr:`Board.placement <game.table.board.Board.placement>`, the
rects the sprites are drawn at), never per frame; a point on the viewer's hand is read from
the cards as drawn (:meth:`Board.card_at <game.table.board.Board.card_at>`). A click acts on
release, and only if it was pressed on the same target while clicks were taken: a press left
over from the curtain or an overlay does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.table import pace
from game.table.claim import CLAIM
from game.table.menu import TableMenuScene
from game.table.overlays import open_last_trick
from game.table.review_openers import open_sheet
from game.table.select import CLEAR, CONFIRM
from game.ui import style
from game.ui.text import capitalized

if TYPE_CHECKING:
    from game.table.scene import TableScene

MENU, LAST_TRICK, SCORE_SHEET, HINT = "ui:menu", "ui:last_trick", "ui:score_sheet", "ui:hint"
HISTORY = "ui:history"
"""Target keys of the button bar and of the log's History button (game actions are their own
text, e.g. ``"play 10H"``)."""


class TableInput:
    """The table's targets and pointer.

    Attributes:
        hover: the pointer's last position.
        hover_key: the target under the pointer, or ``None``.
        pressed: the target a press landed on, until its release.
        bar: the button bar's targets.
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.hover: tuple[int, int] = (-1, -1)
        self.hover_key: str | None = None
        self.pressed: str | None = None
        self._buttons: list[tuple[str, pygame.Rect]] = []  # the panel's and the pieces'
        self._cards: list[tuple[str, pygame.Rect]] = []  # the hand's, by the part in sight
        self._cover: pygame.Rect | None = None  # the choice panel, over the cards
        self._placement: object = None  # the board's placement they were worked out from
        self._notice = ""  # and the notice in the prompt's place then (it places the panel)
        self.bar: list[tuple[str, pygame.Rect]] = []
        self.bar_seen = False  # the bar has been ready once (TableScene.bar_ready)

    # --- targets ------------------------------------------------------------------------
    @property
    def actions(self) -> list[tuple[str, pygame.Rect]]:
        """The game targets in screen order (panel buttons, pieces, then the hand's cards by
        the part of each in sight), valid while clicks are taken; worked out again whenever
        the sprites were placed anew (a held hand closing up, a card raised)."""
        self._fresh()
        return self._buttons + self._cards

    def _fresh(self) -> None:
        """Work the targets out again if the sprites were placed anew since, or the words in
        the prompt's place changed (a hint over two lines moves the choice panel up: a tester's
        click on a bid button it had moved went to the old place, and entered another bid)."""
        if self._placement is not self.table.board.placement or self._notice != self.table.notice:
            self.rebuild()

    def rebuild(self) -> None:
        """Work the targets out again from the snapshot, the board and the layout."""
        table = self.table
        self.bar_seen |= table.bar_ready
        snap, board = table.snapshot, table.board
        self._placement, self._notice = board.placement, table.notice
        self._buttons, self._cards, self._cover = [], [], None
        if table.offering and snap.legal:
            legal = set(snap.legal)
            placed = table.choice_panel()
            if placed is not None:
                area, buttons = placed
                self._cover = area
                self._buttons += [(c.action, r) for c, r in buttons if c.action is not None]
            if table.claims.offered():
                self._buttons.append((CLAIM, table.claims.button()))
            for cell in board.placement.cells:
                action = cell.item.action
                if action in legal and (self._cover is None or not self._cover.colliderect(cell.rect)):
                    self._buttons.append((action, cell.rect))
            for sp, part in zip(board.hand(), board.placement.hand_parts):
                if sp.item.action in legal:
                    self._cards.append((sp.item.action, part))
        sheet = snap.has_sheet
        rects = board.layout.button_rects(3 if sheet else 2)
        # Hint beside Menu while the viewer is to move; Menu keeps its half the rest of the
        # time, so a click meant for a Hint that has just gone never opens the menu
        half = (rects[-1].width - board.layout.gap) // 2
        hint, rest = rects[-1].copy(), rects[-1].copy()
        hint.width, rest.width = half, rects[-1].width - half - board.layout.gap
        rest.right = rects[-1].right
        asking = (table.offering or table.turns.carrying) and snap.legal  # (kept between one's own
        # actions of one decision: it went and came back at every bid card laid)
        menu = ([(HINT, hint)] if asking else []) + [(MENU, rest)]
        self.bar = (
            [(HISTORY, history_button(board.layout.log, board.layout.unit, self.label(HISTORY)))]
            + ([(LAST_TRICK, rects[0])] if snap.last_trick[0] else [])
            + ([(SCORE_SHEET, rects[1])] if sheet else [])
            + menu
        )
        self._hover_changed()
        table.hud.targets_changed()

    def menu_button(self) -> pygame.Rect | None:
        """Where the bar's Menu button is (``None`` before the bar is laid out)."""
        return dict(self.bar).get(MENU)

    def label(self, key: str) -> str:
        """The words on the bar's button ``key``."""
        words = {
            MENU: "Menu",
            LAST_TRICK: f"Last {self.table.presenter.trick_word}",
            SCORE_SHEET: "Score sheet",
            HINT: "Hint",
            HISTORY: "Hide history" if self.table.history.open else "History",
        }
        return words[key]

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every clickable thing now: the game's targets while clicks are taken, then the bar
        while it is."""
        table = self.table
        return (self.actions if table.input_ready else []) + (self.bar if table.bar_ready else [])

    def target_at(self, pos: tuple[int, int]) -> str | None:
        """The key of the target at ``pos``, or ``None``: a panel button or a piece, else the
        card of the viewer's hand drawn there (when it is a target and not sliding along the hand),
        else a button of the bar."""
        table = self.table
        if table.input_ready:
            self._fresh()
            hit = next((key for key, rect in self._buttons if rect.collidepoint(pos)), None)
            if hit is not None:
                return hit
            under_panel = self._cover is not None and self._cover.collidepoint(pos)
            card = None if under_panel else table.board.card_at(pos)
            if card is not None and card.sliding:  # (the player aimed at the card that was there)
                return None
            if card is not None and card.item.action in {key for key, _ in self._cards}:
                return card.item.action
        bar = self.bar if table.bar_ready else []
        return next((key for key, rect in bar if rect.collidepoint(pos)), None)

    def _hover_changed(self) -> bool:
        key = self.target_at(self.hover)
        changed, self.hover_key = key != self.hover_key, key
        return changed

    # --- events -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; True when the table took it."""
        table = self.table
        if table.is_top and table.history.handle(event):
            table.dirty = True
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            released = table.board.release_held(event.pos, pace.PLAY_MOVE * 0.5 * table.speed)
            changed = self._hover_changed()
            changed = table.hud.hover_moved(event.pos) or changed  # (both are kept up to date)
            if changed or released:
                table.dirty = True
            return False
        if not table.is_top:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            table.dirty |= table.keys.forget()  # (the ring drawn goes at once)
            self.pressed = self.target_at(event.pos)
            if table.animator.held and self.pressed is None:
                table.animator.release()  # a finished trick held for the player goes on
                return True
            card = table.board.card_at(event.pos)  # (as drawn, before the moves land)
            if self.pressed is None and table.skip_ahead():  # a click skips the moves on show
                table.turns.clicked_early(card)
                return True
            if self.pressed is None and table.input_ready:
                return self.explain(event.pos)
            if (
                self.pressed is None
                and not table.offering
                and self._on_hand(event.pos)
                and table.shown.waiting
            ):
                table.tell_notice(f"Not your turn yet. {table.shown.waiting}")  # (not logged: no move)
                return True
            return self.pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and self.target_at(event.pos) == pressed:
                self.click(pressed)
                return True
        if event.type == pygame.KEYDOWN:
            return table.keys.handle(event)
        return False

    def click(self, key: str, early: bool = False) -> None:
        """React to the target ``key`` (``early``: a card clicked as the moves before the
        offer played, taken though the offer is new, see
        :meth:`~game.table.turns.TurnDriver.clicked_early`)."""
        table, app = self.table, self.table.app
        if key == HINT:
            table.show_hint()
        elif key == HISTORY:
            table.history.toggle()
        elif key == CLAIM and table.input_ready:
            table.claims.start(table.board.viewer)
        elif key == MENU:
            app.later(lambda: app.push(TableMenuScene(table)))
        elif key == LAST_TRICK:
            open_last_trick(table)
        elif key == SCORE_SHEET:
            open_sheet(table)
        elif key == CONFIRM:
            table.selection.confirm()
        elif key == CLEAR:
            table.selection.clear()
        elif (table.input_ready or early) and table.selection.takes(key):
            table.selection.toggle(key)
        elif (table.input_ready or early) and key in table.snapshot.legal:
            if self._on_hand(self.hover) and any(sp.item.action == key for sp in table.board.hand()):
                table.board.hold_hand()  # the rest stay put under the pointer (not for a key)
            if any(
                c.item.action == key and c.rect.collidepoint(self.hover) for c in table.board.placement.cells
            ):
                table.board.hold_pieces()  # (likewise the viewer's pieces)
            table.act(key)

    def explain(self, pos: tuple[int, int]) -> bool:
        """A click on a card of the viewer's hand that cannot be played now: say why, in the
        rules' words (the table only asks; the legal actions alone decide what is offered),
        or, where no card of the hand is a move now (a bid, a choice of coins), that no card
        is and what to do instead (a tester clicked a card while declaring a zero and saw
        nothing happen). True if a card was hit."""
        table = self.table
        hand = table.board.hand()
        kinds = {
            text.split()[0] for text in table.snapshot.legal if any(sp.item.action == text for sp in hand)
        }
        sp = table.board.card_at(pos)
        if len(kinds) > 1 or sp is None or sp.key is None or sp.item.action is not None:
            return False
        if not kinds:
            why = capitalized(self._why_no_more(sp.key)) or "No card to play now"
            table.tell_notice(f"{why}. {table.snapshot.prompt}")
            return True
        kind = kinds.pop()
        why = table.session.why_illegal(f"{kind} {sp.key}")
        if why:
            table.tell_notice(f"You {why}" if why.startswith("must ") else capitalized(why))
        return True

    def _why_no_more(self, key: str) -> str:
        """Why the card ``key`` cannot follow the one the last move laid from the hand (a
        tester clicked a fourth card for a bid and read "No card to play now"): the rules'
        reason, where the last move named a card now on the table; else ``""``."""
        table = self.table
        last = (table.session.record.actions or [""])[-1]
        if not table.board.names_a_card(last):
            return ""
        return table.session.why_illegal(f"{last.split()[0]} {key}") or ""

    def _on_hand(self, pos: tuple[int, int]) -> bool:
        """True when ``pos`` is on a card of the viewer's hand."""
        return self.table.board.card_at(pos) is not None


def history_button(log: pygame.Rect, unit: int, text: str) -> pygame.Rect:
    """The History button at the foot of the ``log`` panel, right-aligned, sized to ``text``."""
    px = style.text_px(unit, "small")
    pad = max(4, px // 3)
    rect = pygame.Rect(
        0, 0, min(log.width - 2 * pad, assets.font(px).size(text)[0] + 2 * px), round(px * 1.7)
    )
    rect.bottomright = (log.right - pad, log.bottom - pad)
    return rect
