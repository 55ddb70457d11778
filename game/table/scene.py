"""The table: one scene for every game, with the game's specifics from a presenter.

The scene keeps a model of the table (sprites in hands, the trick, the kitty and the book
piles) built only from the viewer's view and public event data, plays the events that
``session.apply`` returns as animations in order, words them in the status line, and takes
turns: chance deals, bot decisions from the worker process (after a short "thinking"
pause), and clicks of the human to act, offered only as legal actions (see :meth:`targets`).

Pass-and-play (two or more human seats): a :class:`~game.table.overlays.CurtainScene`
hides every hand before each human turn; the human to act then sits at the bottom and only
they see their hand face up. With one human, that seat is always at the bottom, face up.
With none (a demo), seat 0 sits at the bottom, face up.
"""

from __future__ import annotations

import time
from collections import deque
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.presenters import Icon, Panel, Piece, Span, presenter_for
from game.scene import Scene
from game.table import anim
from game.table.anim import Timeline, speed_factor
from game.table.layout import TableLayout
from game.table.overlays import (
    CurtainScene,
    GameOverOverlay,
    HandSummaryOverlay,
    LastBookOverlay,
    ScoreSheetOverlay,
)
from game.table.sprites import CardSprite, draw_panel, label
from game.table.widgets import draw_button, draw_text
from game.ui import style
from game.ui.text import fit, wrap
from rules.core.actions import Action, IllegalAction
from rules.core.state import CHANCE

if TYPE_CHECKING:
    from game.app import App
    from game.session import Session

LOG_LINES = 4
"""History lines kept under the status line."""
MENU, LAST_BOOK, SCORE_SHEET = "ui:menu", "ui:last_book", "ui:score_sheet"
"""Target texts of the button bar (game actions are their own text, e.g. ``"play 10H"``)."""


class TableScene(Scene):
    """The game table.

    Args:
        app: the running app.
        session: the game (its state is read through views only).

    Attributes:
        viewer: the seat drawn at the bottom.
        revealed: whether the viewer's hand is face up.
        drawn_faces: texts of the card faces drawn in the last frame (tests check that no
            hidden card is ever drawn face up).
        offering: the viewer's legal actions are shown (cards raised, panel up, prompt);
            :attr:`input_ready` says whether a click is taken yet.
        status: the latest line of what happened; ``log`` the lines before it.
    """

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.record.game
        self.presenter = presenter_for(self.game)
        self.names = [seat.name for seat in session.seats]
        self.players = len(self.names)
        self.humans = session.human_seats()
        self.pass_and_play = len(self.humans) >= 2
        self.viewer = self.humans[0] if self.humans else 0
        self.revealed = not self.pass_and_play
        self.speed = speed_factor(app.settings)
        self.layout = TableLayout(app.screen.get_size(), self.players)
        self.timeline = Timeline()
        self.status = ""
        self.log: deque[str] = deque(maxlen=LOG_LINES)
        self._last_line, self._repeats = "", 0
        self.hover = (-1, -1)
        self.drawn_faces: list[str] = []
        self.hands: list[list[CardSprite]] = [[] for _ in range(self.players)]
        self.trick: list[tuple[int, CardSprite]] = []
        self.kitty: list[CardSprite] = []
        self.kitty_open = False
        self.piles: list[list[list[CardSprite]]] = [[] for _ in range(self.players)]
        self.discard_book: list[CardSprite] | None = None
        self.lifted: frozenset[int] = frozenset()
        self.offering = False
        self._top_age = 0.0
        self._input_age = 0.0
        self._pressed: str | None = None
        self.pending: dict | None = None
        self.blocker: Scene | None = None
        self._pushing: Scene | None = None
        self.game_over_shown = False
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._static_faces: list[str] = []
        self._icons: dict[tuple[str, int], pygame.Surface] = {}
        session.status_text = self._status_text
        self.sync()
        for event in session.past_events:
            self.say(event)  # a resumed game shows what happened before it was saved

    # --- views and geometry ----------------------------------------------------------------
    @property
    def state(self):
        """The live state (read-only: views, legal actions, whose turn)."""
        return self.session.state

    def view(self):
        """The viewer's view."""
        return self.state.view(self.viewer)

    @property
    def input_ready(self) -> bool:
        """True when a click on the viewer's legal actions is taken: they are offered, the
        table is on top, and :data:`~game.table.anim.INPUT_GRACE` has passed since it came
        back on top and since the offer began."""
        return self.offering and self.bar_ready and self._input_age >= anim.INPUT_GRACE

    @property
    def bar_ready(self) -> bool:
        """True when a click on the button bar is taken (the table on top for
        :data:`~game.table.anim.INPUT_GRACE`)."""
        return self.is_top and self._top_age >= anim.INPUT_GRACE

    def position(self, seat: int) -> int:
        """Screen position of ``seat`` (0 = bottom, clockwise)."""
        return (seat - self.viewer) % self.players

    def hand_face_up(self, seat: int) -> bool:
        """Only the viewer's hand shows faces, and only once revealed."""
        return seat == self.viewer and self.revealed

    def _dur(self, seconds: float) -> float:
        return seconds * self.speed

    def _status_text(self, session: Session) -> str:
        return self.presenter.status_text(self.state.view(0), self.names)

    def _sprite(self, text: str | None, rect: pygame.Rect, face_up: bool = False) -> CardSprite:
        return CardSprite(self.presenter.deck_art, text, rect, face_up, self.presenter.back_style)

    def all_sprites(self) -> list[CardSprite]:
        """Every card sprite on the table."""
        out = [sp for book in (b for pile in self.piles for b in pile) for sp in book]
        out += self.kitty
        out += [sp for _, sp in self.trick]
        for hand in self.hands:
            out += hand
        return out

    # --- model -----------------------------------------------------------------------------
    def sync(self) -> None:
        """Rebuild the whole table from the viewer's view, without animation (start,
        resume, a new viewer after the curtain, or a correction after a rare event)."""
        v = self.view()
        deck_spot = self.layout.deck_spot()
        self.hands = self._hand_sprites(v, deck_spot)
        self.trick = []
        for tc in self.presenter.trick(v):
            sp = self._sprite(tc.card.text, deck_spot, True)
            sp.sideways = tc.sideways
            self.trick.append((tc.seat, sp))
        kitty_count = getattr(v, "kitty_count", 0)
        self.kitty_open = bool(getattr(v, "kitty", ())) and kitty_count > 0
        if self.kitty_open:
            self.kitty = [self._sprite(c.text, deck_spot, True) for c in v.kitty]
        else:
            self.kitty = [self._sprite(None, deck_spot) for _ in range(kitty_count)]
        counts = self.presenter.pile_counts(v)
        self.piles = [[[self._sprite(None, deck_spot)] for _ in range(n)] for n in counts]
        self.discard_book = None
        self.relayout(snap=True)

    def _hand_sprites(self, v, spot: pygame.Rect) -> list[list[CardSprite]]:
        """New sprites of every hand at ``spot``: the viewer's own cards by text, the
        others face down by count (from view ``v``)."""
        return [
            [self._sprite(c.text, spot) for c in v.hand]
            if seat == self.viewer
            else [self._sprite(None, spot) for _ in range(v.hand_counts[seat])]
            for seat in range(self.players)
        ]

    def relayout(self, duration: float = 0.0, snap: bool = False, delays: dict | None = None) -> None:
        """Send every sprite to its place for the current model (sliding over ``duration``
        seconds, or at once with ``snap``)."""
        L = self.layout
        delays = delays or {}

        def place(sp: CardSprite, rect, face_up: bool) -> None:
            if snap:
                sp.snap(rect, face_up)
            else:
                sp.move(rect, duration, delays.get(id(sp), 0.0), face_up)

        for seat, hand in enumerate(self.hands):
            pos = self.position(seat)
            lifted = self.lifted if seat == self.viewer else frozenset()
            face_up = self.hand_face_up(seat)
            for sp, rect in zip(hand, L.fan(pos, len(hand), lifted)):
                place(sp, rect, face_up)
        for seat, sp in self.trick:
            place(sp, L.seat(self.position(seat)).trick, True)
        rects = L.kitty_fan(len(self.kitty)) if self.kitty_open else L.kitty_stack(len(self.kitty))
        for sp, rect in zip(self.kitty, rects):
            place(sp, rect, self.kitty_open)
        for seat, pile in enumerate(self.piles):
            pos = self.position(seat)
            for i, book in enumerate(pile):
                for sp in book:
                    place(sp, L.pile_rect(pos, i), False)

    def _blocked(self) -> bool:
        """True while an overlay pushed by this table is still up (or about to be)."""
        if self.blocker is not None:
            if self.blocker in self.app.scenes or self.blocker is self._pushing:
                return True
            self.blocker = None
        return False

    def busy(self) -> bool:
        """True while a sprite moves or an overlay of this table waits for the player."""
        return self._blocked() or any(sp.busy for sp in self.all_sprites())

    def idle(self) -> bool:
        """Nothing queued, nothing moving, no overlay waiting."""
        return self.timeline.idle and not self.busy()

    # --- events -> animation ----------------------------------------------------------------
    def play_events(self, events) -> None:
        """Queue ``events`` (from ``session.apply``) as animation steps, in order, then a
        check that the table matches the view."""
        kinds = [e.kind for e in events]
        for event in events:
            kind = event.kind
            if kind == self.presenter.trick_won:
                self.timeline.add(lambda e=event: self._book_shown(e), self._dur(anim.BOOK_PAUSE))
                self.timeline.add(lambda e=event: self._book_collected(e))
            elif kind == self.presenter.hand_over_kind and "game_over" in kinds:
                self.timeline.add(lambda e=event: self.say(e), self._dur(anim.WORD_PAUSE))
            else:
                hold = {
                    "kitty_shown": anim.SHOW_PAUSE,
                    "bid": anim.WORD_PAUSE,
                    "pass": anim.WORD_PAUSE,
                    "contract": anim.WORD_PAUSE,
                    "renege": anim.WORD_PAUSE,
                }.get(kind, 0.0)
                self.timeline.add(lambda e=event: self._start(e), self._dur(hold))
        self.timeline.add(self._reconcile)

    def say(self, event) -> None:
        """Put the words for ``event`` in the status line (the old line goes to the log)."""
        line = self.presenter.describe(event, self.names)
        if not line:
            return
        if line == self._last_line:
            # "East discards a card face down" six times reads as one line with a count
            self._repeats += 1
            self.status = f"{line} (×{self._repeats})"
            return
        self._note(line)

    def _start(self, event) -> None:
        self.say(event)
        handler = {
            "dealt": self._dealt,
            "play": self._played,
            "discard": self._discarded,
            "kitty_shown": self._kitty_shown,
            "kitty_taken": self._kitty_taken,
            self.presenter.hand_over_kind: self._hand_scored,
            "game_over": self._game_over,
        }.get(event.kind)
        if handler is not None:
            handler(event)

    def _dealt(self, event) -> None:
        v = self.view()
        spot = self.layout.deck_spot()
        self.piles = [[] for _ in range(self.players)]
        self.trick = []
        self.discard_book = None
        self.lifted = frozenset()
        self.kitty_open = False
        self.hands = self._hand_sprites(v, spot)
        self.kitty = [self._sprite(None, spot) for _ in range(getattr(v, "kitty_count", 0))]
        dealer = event.seat if event.seat is not None else 0
        order: list[CardSprite] = []
        for r in range(max((len(h) for h in self.hands), default=0)):
            for k in range(1, self.players + 1):
                hand = self.hands[(dealer + k) % self.players]
                if r < len(hand):
                    order.append(hand[r])
        if self.kitty:
            every = max(1, (len(order) - 8) // len(self.kitty))
            for j, sp in enumerate(self.kitty):
                order.insert(min(len(order), 4 + j * (every + 1)), sp)
        stagger = self._dur(anim.DEAL_STAGGER)
        delays = {id(sp): i * stagger for i, sp in enumerate(order)}
        self.relayout(self._dur(anim.DEAL_MOVE), delays=delays)
        self._sound("shuffle")

    def _take_from_hand(self, seat: int, text: str | None) -> CardSprite | None:
        hand = self.hands[seat]
        if not hand:
            return None
        for sp in hand:
            if text is not None and sp.text == text:
                hand.remove(sp)
                return sp
        sp = hand.pop(len(hand) // 2)
        sp.text = None
        return sp

    def _played(self, event) -> None:
        text = event.card.text
        sp = self._take_from_hand(event.seat, text if event.seat == self.viewer else None)
        if sp is None:
            return
        sp.text = text  # a played card is public
        sp.dim = sp.highlight = False
        sp.sideways = event.sideways
        self.trick.append((event.seat, sp))
        self.relayout(self._dur(anim.PLAY_MOVE))
        self._sound("card_place")

    def _discarded(self, event) -> None:
        seat = event.seat
        text = event.card.text if seat == self.viewer else None
        sp = self._take_from_hand(seat, text)
        if sp is None:
            return
        sp.dim = sp.highlight = False
        if self.discard_book is None:
            self.discard_book = []
            self.piles[self.presenter.book_pile(seat)].append(self.discard_book)
        self.discard_book.append(sp)
        self.relayout(self._dur(anim.PLAY_MOVE))
        self._sound("card_slide")

    def _kitty_shown(self, event) -> None:
        texts = [c.text for c in event.cards]
        if len(texts) == len(self.kitty):
            for sp, text in zip(self.kitty, texts):
                sp.text = text
            self.kitty_open = True
            self.relayout(self._dur(anim.PLAY_MOVE))

    def _kitty_taken(self, event) -> None:
        seat = event.seat
        taken, self.kitty, self.kitty_open = self.kitty, [], False
        if seat == self.viewer:
            v = self.view()
            have = {sp.text for sp in self.hands[seat]}
            new = [c.text for c in v.hand if c.text not in have]
            for sp, text in zip(taken, new):
                sp.text = text
            by_text = {sp.text: sp for sp in self.hands[seat] + taken}
            self.hands[seat] = [by_text[c.text] for c in v.hand if c.text in by_text]
        else:
            for sp in taken:
                sp.face_up = False
                sp.text = None
            self.hands[seat].extend(taken)
        self.relayout(self._dur(anim.PLAY_MOVE * 1.3))
        self._sound("card_slide")

    def _book_shown(self, event) -> None:
        self.say(event)
        for seat, sp in self.trick:
            sp.highlight = seat == event.seat

    def _book_collected(self, event) -> None:
        book = [sp for _, sp in self.trick]
        for sp in book:
            sp.highlight = sp.sideways = False
        self.trick = []
        if book:
            self.piles[self.presenter.book_pile(event.seat)].append(book)
        self.relayout(self._dur(anim.COLLECT_MOVE))
        self._sound("card_slide")

    def _hand_scored(self, event) -> None:
        summary = self.presenter.hand_summary(event, self.view(), self.names)
        self._block(HandSummaryOverlay(self.app, summary, self.presenter.hand_word))
        if self.pass_and_play:
            self.revealed = False
            self.relayout(snap=True)

    def _game_over(self, event) -> None:
        self._show_game_over()

    def _show_game_over(self) -> None:
        self.game_over_shown = True
        summary = self.presenter.game_over(self.view(), self.names)
        self._sound("win")
        self._block(GameOverOverlay(self.app, summary, self))

    def _block(self, overlay: Scene) -> None:
        """Push ``overlay`` after this frame; the timeline waits until it is closed."""
        self.blocker = self._pushing = overlay

        def push() -> None:
            self._pushing = None
            self.app.push(overlay)

        self.app.later(push)

    def _reconcile(self) -> None:
        """Make sure the model matches the view (snaps only after rare events such as a
        jokers-out exchange, whose exact cards are not animated)."""
        v = self.view()
        ok = [sp.text for sp in self.hands[self.viewer]] == [c.text for c in v.hand]
        ok = ok and all(len(self.hands[s]) == v.hand_counts[s] for s in range(self.players))
        ok = ok and [(s, sp.text) for s, sp in self.trick] == [
            (t.seat, t.card.text) for t in self.presenter.trick(v)
        ]
        ok = ok and len(self.kitty) == getattr(v, "kitty_count", 0)
        if not ok:
            self.sync()

    def _sound(self, name: str) -> None:
        sound = assets.sound(name)
        if sound is not None and self.app.demo is None:
            sound.play()

    # --- turns -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for sp in self.all_sprites():
            sp.update(dt)
        if self.is_top and not self._blocked():
            self._top_age += dt
        else:
            self._top_age, self._pressed = 0.0, None
        if self.offering:
            self._input_age += dt
        self.timeline.update(dt, self.busy)
        # The timeline ends a step only once its sprites have landed, so an idle timeline
        # means the table is settled (the viewer's cards may still be rising: that's fine).
        ready = self.is_top and self.timeline.idle and not self._blocked()
        if not ready:
            self._set_input(False)
            return
        state = self.state
        if state.is_terminal:
            self._set_input(False)
            if not self.game_over_shown:
                self._show_game_over()
            return
        seat = state.current_player
        if seat == CHANCE:
            self._set_input(False)
            self.play_events(self.session.advance_chance())
            return
        if self.session.seats[seat].is_human:
            if self.pass_and_play and (seat != self.viewer or not self.revealed):
                self._set_input(False)
                self._curtain(seat)
                return
            self._set_input(True)
        else:
            self._set_input(False)
            self._think(seat, dt)

    def _think(self, seat: int, dt: float) -> None:
        state = self.state
        turn = len(state.history)
        p = self.pending
        if p is None or p["turn"] != turn:
            level = self.session.seats[seat].level
            seed = self.session.record.seed * 1_000_003 + turn
            self.app.bots.request(self.game, level, state.view(seat), state.legal_actions(), seed)
            p = self.pending = {"turn": turn, "waited": 0.0, "answer": None}
        else:
            p["waited"] += dt
        if p["answer"] is None:
            p["answer"] = self.app.bots.poll()
            if p["answer"] is None and self.app.fixed_dt is not None:
                # Virtual time: frames run back to back, so give the worker's result
                # thread the interpreter for a moment instead of spinning.
                time.sleep(0.0005)
        if p["answer"] is not None and p["waited"] >= self._dur(anim.THINK):
            answer, self.pending = p["answer"], None
            self.apply(answer)

    def _curtain(self, seat: int) -> None:
        if self.blocker is None:
            self.revealed = False
            self.relayout(snap=True)
            reason = self.presenter.curtain_reason(self.state.view(seat), self.names)
            self._block(CurtainScene(self.app, self, seat, reason))

    def reveal(self, seat: int) -> None:
        """The human at ``seat`` dismissed the curtain: they sit at the bottom, face up."""
        self.viewer = seat
        self.revealed = True
        self.lifted = frozenset()
        self.sync()

    def _set_input(self, ready: bool) -> None:
        """Offer (or withdraw) the viewer's legal cards: raise them, dim the rest."""
        lifted: frozenset[int] = frozenset()
        if ready:
            actions = self.presenter.card_actions(self.view(), self.state.legal_actions())
            hand = self.hands[self.viewer]
            legal = [i for i, sp in enumerate(hand) if sp.text in actions]
            if len(legal) < len(hand) or self.presenter.raise_all_legal:
                lifted = frozenset(legal)
            for i, sp in enumerate(hand):
                sp.dim = bool(actions) and i not in legal
        elif self.offering:
            for sp in self.hands[self.viewer]:
                sp.dim = False
        if ready != self.offering:
            self._input_age, self._pressed = 0.0, None
        changed = lifted != self.lifted
        self.offering = ready
        self.lifted = lifted
        if changed:
            self.relayout(self._dur(anim.PLAY_MOVE * 0.5))

    def apply(self, action: str) -> None:
        """Apply one action of the seat to act and queue its animation."""
        actor = self.state.current_player
        events = self.session.apply(action)
        if self.session.autosave_error and self.status != self.session.autosave_error:
            self.log.append(self.session.autosave_error)
        self._set_input(False)
        self.lifted = frozenset()
        if self.pass_and_play and actor == self.viewer and self.state.current_player != self.viewer:
            self.revealed = False
            for sp in self.hands[self.viewer]:
                sp.snap(sp.target, False)
        self.play_events(events)

    # --- input -------------------------------------------------------------------------------
    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """Every clickable thing now: (action text, window rect). Legal game actions first
        (panel buttons, then the visible strip of each playable card), then the button bar
        (:data:`LAST_BOOK` when there is one, :data:`MENU`). Nothing is listed while a
        click would be ignored (see :attr:`input_ready` and :attr:`bar_ready`)."""
        out: list[tuple[str, pygame.Rect]] = []
        if self.input_ready:
            panel = self.current_panel()
            if panel is not None:
                for choice, rect in self.panel_buttons(panel):
                    if choice.action is not None:
                        out.append((choice.action, rect))
            legal = {str(a) for a in self.state.legal_actions()}
            for piece, rect in self.visible_piece_rects():
                if piece.action is not None and piece.action in legal:
                    out.append((piece.action, rect))
            actions = self.presenter.card_actions(self.view(), self.state.legal_actions())
            hand = self.hands[self.viewer]
            rects = self.layout.fan(0, len(hand), self.lifted)
            for i, (sp, rect) in enumerate(zip(hand, rects)):
                if sp.text in actions:
                    right = rects[i + 1].x if i + 1 < len(rects) else rect.right
                    out.append((actions[sp.text], pygame.Rect(rect.x, rect.y, right - rect.x, rect.height)))
        if self.bar_ready:
            for key, rect in self.bar_buttons():
                out.append((key, rect))
        return out

    def bar_buttons(self) -> list[tuple[str, pygame.Rect]]:
        """The button bar: Last book / Last trick (when one was played this hand), Score
        sheet (when the presenter has one) and Menu."""
        view = self.view()
        sheet = self.presenter.score_sheet(view, self.names) is not None
        rects = self.layout.button_rects(3 if sheet else 2)
        out = []
        if self.presenter.last_trick(view)[0]:
            out.append((LAST_BOOK, rects[0]))
        if sheet:
            out.append((SCORE_SHEET, rects[1]))
        out.append((MENU, rects[-1]))
        return out

    def piece_rects(self) -> list[tuple[Piece, pygame.Rect]]:
        """(piece, window rect of its cell) of every piece the presenter shows: the supply
        in the row above the trick area, each seat's in its pieces area. Every cell of an
        area is one row tall; its picture is :meth:`piece_icon_h` of that (the same rule
        when drawn), and its width leaves room for the small stack, ``"x N"`` and caption."""
        pieces = self.presenter.pieces(self.view(), self.names)
        out: list[tuple[Piece, pygame.Rect]] = []
        groups: dict[int | None, list[Piece]] = {}
        for piece in pieces:
            groups.setdefault(piece.seat, []).append(piece)
        font, bold = assets.font(self.piece_caption_px()), assets.font(self.piece_caption_px(), True)
        for seat, group in groups.items():
            if seat is None:
                area = self.layout.supply
            elif 0 <= seat < self.players:
                area = self.layout.seat(self.position(seat)).pieces
            else:
                continue
            icon_h = self.piece_icon_h(self.layout.piece_row_h(area))
            off = self._stack_step(icon_h)
            widths = [
                max(
                    icon_h
                    + off * (min(p.count, 3) - 1)
                    + (bold.size(f"x{p.count}")[0] + 4 if p.count > 1 else 0),
                    font.size(p.label)[0] + 2 if p.label else 0,
                )
                for p in group
            ]
            out += list(zip(group, self.layout.piece_rects(area, widths)))
        return out

    def piece_caption_px(self) -> int:
        """Type size of piece captions and counts (a little under the small text)."""
        return max(10, round(style.text_px(self.layout.height, "small") * 0.85))

    def piece_icon_h(self, row_h: int) -> int:
        """Height of a piece's picture in a row ``row_h`` tall: the row less its caption line
        and the room to raise a clickable piece and stack up to three (one rule for every
        piece, with or without a caption)."""
        rest = row_h - (self.piece_caption_px() + 2)
        return max(8, rest * 6 // 7)

    @staticmethod
    def _stack_step(icon_h: int) -> int:
        """Offset of each piece of a small stack (and of a clickable piece's raise)."""
        return max(1, icon_h // 14)

    def visible_piece_rects(self) -> list[tuple[Piece, pygame.Rect]]:
        """:meth:`piece_rects` less the pieces the choice panel covers (not clickable)."""
        panel = self.current_panel()
        cover = self.panel_area(panel) if panel is not None else None
        return [(p, r) for p, r in self.piece_rects() if cover is None or not cover.colliderect(r)]

    def current_panel(self) -> Panel | None:
        """The presenter's choice panel for the viewer to act, or None."""
        if not self.offering:
            return None
        return self.presenter.panel(self.view(), self.state.legal_actions(), self.names)

    def panel_zone(self) -> pygame.Rect:
        """Where a choice panel may lie: over the trick area, or below the supply row when
        the presenter shows supply pieces (they stay visible and clickable)."""
        supply = any(p.seat is None for p in self.presenter.pieces(self.view(), self.names))
        return self.layout.panel_low if supply else self.layout.panel

    def panel_area(self, panel: Panel) -> pygame.Rect:
        """The rect ``panel`` is drawn in: its zone's width, as tall as its buttons."""
        buttons = self.panel_buttons(panel)
        area = self.panel_zone().copy()
        area.height = buttons[-1][1].bottom + max(6, self.layout.height // 60) - area.top
        return area

    def panel_buttons(self, panel: Panel):
        """(choice, rect) of every button of ``panel`` in :meth:`panel_zone`."""
        area = self.panel_zone()
        h = self.layout.height
        top = area.top + round(h * 0.1)
        rows = len(panel.rows)
        gap = max(4, round(h * 0.012))
        bh = min(round(h * 0.062), (area.bottom - top - gap * (rows + 1)) // max(1, rows))
        out = []
        y = top + gap
        for row in panel.rows:
            cols = max(1, len(row))
            width = area.width - 2 * gap if cols > 1 or rows > 2 else area.width // 2
            bw = (width - gap * (cols - 1)) // cols
            x = area.centerx - (bw * cols + gap * (cols - 1)) // 2
            for j, choice in enumerate(row):
                out.append((choice, pygame.Rect(x + j * (bw + gap), y, bw, bh)))
            y += bh + gap
        return out

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.is_top:
            # A click acts on release, and only if it was pressed on the same target while
            # clicks were taken: a press left over from the curtain or an overlay does nothing.
            self._pressed = self._target_at(event.pos)
            if self._pressed is None and self.input_ready:
                return self._explain_dimmed(event.pos)
            return self._pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.is_top:
            pressed, self._pressed = self._pressed, None
            if pressed is not None and self._target_at(event.pos) == pressed:
                self.click(pressed)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.is_top:
            self.app.later(lambda: self.leave("title"))
            return True
        return False

    def _explain_dimmed(self, pos) -> bool:
        """A click on a card of the hand that can't be played now: say why in the status
        line (the reason comes from the rules' ``check_legal``; the table only asks, the
        legal actions alone decide what is offered). Returns True if a card was hit."""
        hand = self.hands[self.viewer]
        rects = self.layout.fan(0, len(hand), self.lifted)
        actions = self.presenter.card_actions(self.view(), self.state.legal_actions())
        if not actions:
            return False
        kind = next(iter(actions.values())).split()[0]
        for i in range(len(hand) - 1, -1, -1):  # the topmost card under the pointer
            sp = hand[i]
            if rects[i].collidepoint(pos) and sp.text is not None:
                if sp.text in actions:
                    return False
                try:
                    self.state.check_legal(Action.parse(f"{kind} {sp.text}"))
                except IllegalAction as exc:
                    why = str(exc)
                    self._note(f"You {why}" if why.startswith("must ") else why[:1].upper() + why[1:])
                return True
        return False

    def _note(self, line: str) -> None:
        """Put ``line`` in the status line (the old one goes to the log)."""
        if line == self.status:
            return
        if self.status:
            self.log.append(self.status)
        self._last_line, self._repeats = line, 1
        self.status = line

    def _target_at(self, pos) -> str | None:
        for key, rect in self.targets():
            if rect.collidepoint(pos):
                return key
        return None

    def click(self, key: str) -> None:
        """React to a target (as found by position)."""
        if key == MENU:
            self.app.later(lambda: self.leave("title"))
        elif key == LAST_BOOK:
            trick, winner = self.presenter.last_trick(self.view())
            cards = [(t.seat, t.card.text, t.sideways) for t in trick]
            self.app.later(lambda: self.app.push(LastBookOverlay(self.app, self, cards, winner)))
        elif key == SCORE_SHEET:
            sheet = self.presenter.score_sheet(self.view(), self.names)
            if sheet is not None:
                self.app.later(lambda: self.app.push(ScoreSheetOverlay(self.app, sheet)))
        elif self.input_ready and key in {str(a) for a in self.state.legal_actions()}:
            self.apply(key)

    def leave(self, where: str) -> None:
        """Leave the table for the title (``"title"``) or the new-game screen (``"new_game"``);
        the game is saved."""
        if where == "new_game":
            from game.scenes.new_game import NewGameScene

            self.app.replace(NewGameScene(self.app))
        else:
            from game.scenes.title import TitleScene

            self.app.replace(TitleScene(self.app))

    def exit(self) -> None:
        self.app.bots.cancel()
        self.session.close()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.layout = TableLayout(size, self.players)
        self._background = None
        self.relayout(snap=True)

    # --- drawing -------------------------------------------------------------------------------
    def background(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt with faint outlines of the trick spots and the kitty (cached per size)."""
        if self._background is None or self._background.get_size() != size:
            from game.ui.felt import felt_surface

            bg = felt_surface(size).copy()
            line = tuple(min(255, c + 22) for c in style.FELT)
            radius = max(4, self.layout.table_h // 14)
            for zone in self.layout.seats:
                pygame.draw.rect(
                    bg, line, zone.trick, width=max(1, self.layout.height // 400), border_radius=radius
                )
            self._background = bg.convert()
        return self._background

    def _hover_key(self) -> str | None:
        for key, rect in self.targets():
            if rect.collidepoint(self.hover):
                return key
        return None

    def _hover_piece(self) -> Piece | None:
        """The piece under the pointer (not under the panel), if it has a help line."""
        for piece, rect in self.visible_piece_rects():
            if piece.help and rect.collidepoint(self.hover):
                return piece
        return None

    def _static_key(self, size: tuple[int, int], static: list[CardSprite]) -> tuple:
        """Everything the still part of the frame depends on (it is redrawn only when this changes)."""
        return (
            size,
            len(self.state.history),
            self.viewer,
            self.revealed,
            self.offering,
            self.input_ready,
            self.bar_ready,
            self.timeline.idle,
            self.status,
            tuple(self.log),
            self._hover_key(),
            self._hover_piece(),
            self.app.top is self,
            tuple((id(sp), sp.rect, sp.face_up, sp.dim, sp.highlight, sp.text) for sp in static),
            tuple(len(p) for p in self.piles),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The still part (felt, plates, resting cards, panels) from a cached layer that is
        redrawn only when something in it changes; the moving cards on top."""
        size = surface.get_size()
        sprites = self.all_sprites()
        static = [sp for sp in sprites if not sp.busy]
        key = self._static_key(size, static)
        if self._layer is None or key != self._layer_key:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size).convert()
            self._static_faces = []
            self._draw_still(self._layer, static)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        self.drawn_faces = list(self._static_faces)
        for sp in sprites:
            if sp.busy:
                sp.draw(surface, self.drawn_faces)

    def _draw_still(self, surface: pygame.Surface, static: list[CardSprite]) -> None:
        h = surface.get_height()
        surface.blit(self.background(surface.get_size()), (0, 0))
        view = self.view()
        self._draw_plates(surface, view)
        self._draw_legend(surface, view)
        for sp in static:
            sp.draw(surface, self._static_faces)
        self._draw_sideways_labels(surface)
        self._draw_pieces(surface)
        self._draw_pile_counts(surface)
        self._draw_info(surface, view)
        self._draw_log(surface)
        text, colour = self.prompt_text()
        for line, px, pos in self.prompt_layout(text):
            draw_text(
                surface,
                line,
                px,
                pos,
                colour,
                bold=self.offering,
                anchor="center",
                max_width=self.layout.prompt.width,
            )
        panel = self.current_panel()
        if panel is not None:
            self._draw_panel(surface, panel)
        labels = {MENU: "Menu", LAST_BOOK: f"Last {self.presenter.trick_word}", SCORE_SHEET: "Score sheet"}
        for key, rect in self.bar_buttons():
            draw_button(
                surface, rect, labels[key], style.text_px(h, "small"), hover=rect.collidepoint(self.hover)
            )
        self._draw_piece_help(surface)

    def prompt_text(self) -> tuple[str, tuple[int, int, int]]:
        """The line above the hand and its colour: what to do (the viewer's turn, gold;
        dimmed while a Last book or Score sheet pop-up is open), else what is happening or
        whom the table waits for."""
        if self.offering:
            view = self.state.view(max(0, self.state.current_player))
            return self.presenter.prompt(view, self.state.legal_actions(), self.names), style.ACCENT
        if self._viewer_to_act() and not self.is_top:
            return self.presenter.prompt(self.view(), self.state.legal_actions(), self.names), style.TEXT_DIM
        if not self.timeline.idle and self.status:
            return self.status, style.TEXT
        return self.presenter.waiting(self.state.view(0), self.names), style.TEXT_DIM

    def _viewer_to_act(self) -> bool:
        """True when the viewer, revealed, is the human seat to act and the table is settled."""
        seat = self.state.current_player
        return (
            seat == self.viewer
            and self.revealed
            and 0 <= seat < self.players
            and self.session.seats[seat].is_human
            and self.timeline.idle
        )

    def prompt_layout(self, text: str) -> list[tuple[str, int, tuple[int, int]]]:
        """The prompt line as ``(text, px, centre)`` rows: one line, shrunk from body to
        small type if needed; still too long, two lines (the first above the prompt's
        place), so it is never cut."""
        rect = self.layout.prompt
        h = self.layout.height
        px = style.text_px(h, "body")
        small = style.text_px(h, "small")
        while px > small and assets.font(px, self.offering).size(text)[0] > rect.width:
            px -= 1  # a long prompt reads smaller rather than cut
        font = assets.font(px, self.offering)
        if font.size(text)[0] <= rect.width:
            return [(text, px, rect.center)]
        lines = wrap(text, font, rect.width)
        lines = [lines[0], " ".join(lines[1:])]
        step = round(px * 1.25)
        return [(lines[0], px, (rect.centerx, rect.centery - step)), (lines[1], px, rect.center)]

    def plate_texts(self, seat: int, view) -> tuple[str, int, str, int]:
        """``seat``'s plate as ``(name, name_px, badge, badge_px)``, fitted to the plate:
        the badge (side, dealer, bid...) shrinks down to 5/8 of the name's type and keeps
        its words whole; the name takes what it leaves (at least 1/3 of the plate), trimmed
        but keeping its (AI) / (you) marker (see :meth:`plate_name`)."""
        plate = self.layout.seat(self.position(seat)).plate
        px = style.text_px(self.layout.height, "small")
        pad = max(6, plate.height // 4)
        badge = self.presenter.badge(view, seat, self.names)
        least = max(10, px * 5 // 8)
        badge_w = assets.font(least).size(badge)[0] + pad if badge else 0
        room = max(plate.width // 3, plate.width - 2 * pad - badge_w)
        name = self.plate_name(seat, px, room)
        if not badge:
            return name, px, "", px
        left = plate.width - 2 * pad - assets.font(px, True).size(name)[0] - pad
        bpx = px
        while bpx > least and assets.font(bpx).size(badge)[0] > left:
            bpx -= 1
        return name, px, fit(badge, assets.font(bpx), left), bpx

    def _draw_plates(self, surface: pygame.Surface, view) -> None:
        h = surface.get_height()
        turn = self.state.current_player
        for seat in range(self.players):
            zone = self.layout.seat(self.position(seat))
            plate = zone.plate
            draw_panel(surface, plate, alpha=170, border=False)
            if seat == turn:
                pygame.draw.rect(
                    surface,
                    style.ACCENT,
                    plate,
                    width=max(2, h // 300),
                    border_radius=max(6, plate.height // 14),
                )
            pad = max(6, plate.height // 4)
            name, px, badge, bpx = self.plate_texts(seat, view)
            draw_text(
                surface,
                name,
                px,
                (plate.x + pad, plate.centery),
                style.ACCENT if seat == turn else style.TEXT,
                bold=True,
                anchor="midleft",
            )
            if badge:
                draw_text(
                    surface, badge, bpx, (plate.right - pad, plate.centery), style.TEXT_DIM, anchor="midright"
                )

    def _draw_pile_counts(self, surface: pygame.Surface) -> None:
        h = surface.get_height()
        px = style.text_px(h, "small")
        for seat, pile in enumerate(self.piles):
            if pile and not any(sp.busy for book in pile for sp in book):
                zone = self.layout.seat(self.position(seat))
                rect = self.layout.pile_rect(self.position(seat), len(pile) - 1)
                word = self.presenter.trick_word
                text = f"{len(pile)} {word}{'s' if len(pile) != 1 else ''}"
                if zone.position == "right":
                    draw_text(
                        surface,
                        text,
                        px,
                        (zone.pile.left - max(4, px // 2), zone.pile.centery),
                        style.TEXT,
                        anchor="midright",
                    )
                else:
                    draw_text(
                        surface,
                        text,
                        px,
                        (rect.right + max(4, px // 2), zone.pile.centery),
                        style.TEXT,
                        anchor="midleft",
                    )

    def _draw_legend(self, surface: pygame.Surface, view) -> None:
        """The presenter's legend lines in the legend corner (text, coloured spans, icons);
        the type shrinks (to 3/4 of the small text) rather than cut a line."""
        lines = self.presenter.legend(view, self.names)
        if not lines:
            return
        h = surface.get_height()
        rect = self.layout.legend
        small = style.text_px(h, "small")
        for px in range(small, max(10, small * 3 // 4) - 1, -1):
            pad = max(4, px // 3)
            line_h = round(px * 1.35)
            rows = lines[: max(1, (rect.height - 2 * pad) // line_h)]
            widths = [self._legend_width(line, px) for line in rows]
            if max(widths) + 3 * pad <= rect.width:
                break
        box = pygame.Rect(0, rect.top, min(rect.width, max(widths) + 3 * pad), len(rows) * line_h + 2 * pad)
        if self.players == 3:
            box.centerx = rect.centerx
        else:
            box.right = rect.right  # the right column, under the right seat
        draw_panel(surface, box, alpha=150, border=False)
        y = box.top + pad
        for line, width in zip(rows, widths):
            x = box.centerx - min(width, box.width - 2 * pad) // 2
            self._draw_legend_line(surface, line, px, x, y, line_h, box.right - pad)
            y += line_h

    def _legend_segments(self, line) -> list:
        return [line] if isinstance(line, str) else list(line)

    def _icon(self, card: str, px: int) -> pygame.Surface:
        """The corner symbol of ``card`` (presenter's deck), ``px`` tall."""
        key = (card, px)
        cache = self._icons
        if key not in cache:
            x, y, w, h = self.presenter.icon_crop
            face = assets.card_face(self.presenter.deck_art, card, max(8, round(px / h)))
            fw, fh = face.get_size()
            crop = face.subsurface(
                pygame.Rect(round(x * fw), round(y * fh), round(w * fw), round(h * fh))
            ).copy()
            cache[key] = crop
        return cache[key]

    def _legend_width(self, line, px: int) -> int:
        total = 0
        for seg in self._legend_segments(line):
            if isinstance(seg, Icon):
                total += self._icon(seg.card, px).get_width() + 2
            else:
                text, bold = (seg.text, seg.bold) if isinstance(seg, Span) else (seg, False)
                total += assets.font(px, bold).size(text)[0]
        return total

    def _draw_legend_line(self, surface, line, px: int, x: int, y: int, line_h: int, right: int) -> None:
        for seg in self._legend_segments(line):
            if x >= right:
                return
            if isinstance(seg, Icon):
                icon = self._icon(seg.card, px)
                surface.blit(icon, icon.get_rect(midleft=(x, y + line_h // 2)))
                x += icon.get_width() + 2
                continue
            if isinstance(seg, Span):
                text, colour, bold = seg.text, seg.colour or style.TEXT, seg.bold
            else:
                text, colour, bold = seg, style.TEXT, False
            drawn = draw_text(
                surface,
                text,
                px,
                (x, y + line_h // 2),
                colour,
                bold=bold,
                anchor="midleft",
                max_width=right - x,
            )
            x = drawn.right

    def _draw_sideways_labels(self, surface: pygame.Surface) -> None:
        """The caption under each sideways card of the trick."""
        px = style.text_px(surface.get_height(), "small")
        for _, sp in self.trick:
            if sp.sideways and not sp.busy:
                r = sp.int_rect()
                image = label(self.presenter.sideways_label, px, style.WARNING, True)
                box = image.get_rect(midtop=(r.centerx, r.centery + r.width // 2 + 2))
                pygame.draw.rect(surface, style.PANEL, box.inflate(8, 2), border_radius=4)
                surface.blit(image, box)

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        """Every piece in its cell (:meth:`piece_rects`): its picture (a small stack with
        "x N" when several), its caption below. A clickable piece is raised a little and
        outlined in gold (thicker, on a lit ground, under the pointer), like a legal card."""
        px = self.piece_caption_px()
        clickable = {key for key, _ in self.targets()}
        for piece, cell in self.piece_rects():
            icon_h = self.piece_icon_h(cell.height)
            off = self._stack_step(icon_h)
            layers = min(piece.count, 3)
            live = piece.action is not None and piece.action in clickable
            lift = 2 * off if live else 0
            try:
                image = assets.piece(piece.image, icon_h)
            except FileNotFoundError:
                image = None
            base_y = cell.y + off * 2 - lift  # the stack rises from the row's top less two steps
            img_w = image.get_width() if image is not None else icon_h
            img_rect = pygame.Rect(cell.x, base_y, min(img_w, cell.width), icon_h)
            count_w = assets.font(px, True).size(f"x{piece.count}")[0] + 4 if piece.count > 1 else 0
            if piece.seat is None:  # centred over the supply's centred caption
                img_rect.x = max(cell.x, cell.centerx - (img_rect.width + off * (layers - 1) + count_w) // 2)
            if live:
                hot = cell.collidepoint(self.hover)
                glow = img_rect.inflate(off * 2 + 4, off * 2 + 4)
                radius = max(3, icon_h // 6)
                if hot:
                    pygame.draw.rect(surface, style.BUTTON_HOVER, glow, border_radius=radius)
                pygame.draw.rect(
                    surface,
                    style.ACCENT,
                    glow,
                    width=max(2, icon_h // (12 if hot else 18)),
                    border_radius=radius,
                )
            if image is not None:
                if image.get_width() > cell.width:
                    image = pygame.transform.smoothscale(
                        image,
                        (cell.width, max(1, round(image.get_height() * cell.width / image.get_width()))),
                    )
                for k in range(layers - 1, -1, -1):
                    surface.blit(image, (img_rect.x + k * off, img_rect.y - k * off))
                if piece.count > 1:
                    draw_text(
                        surface,
                        f"x{piece.count}",
                        px,
                        (img_rect.right + off * (layers - 1) + 3, img_rect.centery),
                        style.TEXT,
                        bold=True,
                        anchor="midleft",
                    )
            if piece.label:
                draw_text(
                    surface,
                    piece.label,
                    px,
                    (cell.centerx if piece.seat is None else cell.x, cell.bottom),
                    style.ACCENT if live else style.TEXT_DIM,
                    anchor="midbottom" if piece.seat is None else "bottomleft",
                    max_width=cell.width,
                )

    def _draw_piece_help(self, surface: pygame.Surface) -> None:
        """The help line of the piece under the pointer, in a small box above it."""
        piece = self._hover_piece()
        if piece is None:
            return
        rect = next(r for p, r in self.piece_rects() if p == piece)
        px = style.text_px(surface.get_height(), "small")
        image = label(piece.help, px, style.TEXT)
        box = image.get_rect(midbottom=(rect.centerx, rect.top - 4)).inflate(12, 6)
        box.clamp_ip(surface.get_rect())
        draw_panel(surface, box, alpha=240)
        surface.blit(image, image.get_rect(center=box.center))

    def info_layout(self, view) -> list[tuple[str, int, bool, tuple, tuple[int, int]]]:
        """The info panel's lines as ``(text, px, bold, colour, topleft)``: the heading,
        then each (label, value) row of the presenter, values wrapped beside their labels.
        The type shrinks (down to 11 px) until every row fits the panel; each line is cut to
        the panel's width, and rows that still don't fit are left out from the end."""
        rect = self.layout.info
        title = self.presenter.title(self.session.title)
        rows = self.presenter.info_lines(view, self.names)
        lines: list = []
        for px in range(style.text_px(self.layout.height, "small"), 10, -1):
            pad = max(6, px // 2)
            width = rect.width - 2 * pad
            lines, y = [], rect.top + pad
            bold = assets.font(px, True)
            for text in wrap(title, bold, width):
                lines.append((fit(text, bold, width), px, True, style.ACCENT, (rect.x + pad, y)))
                y += round(px * 1.3)
            y += round(px * 0.15)
            font = assets.font(px)
            # labels (player names in Coins) take at most 2/5 of the width, cut if longer
            label_w = min(max((font.size(key)[0] for key, _ in rows), default=0) + pad, width * 2 // 5)
            fits = True
            for key, value in rows:
                wrapped = wrap(value, font, width - label_w)
                if y + round(px * 1.3) * (len(wrapped) - 1) + px > rect.bottom - pad:
                    fits = False
                    break
                lines.append(
                    (fit(key, font, label_w - pad // 2), px, False, style.TEXT_DIM, (rect.x + pad, y))
                )
                for text in wrapped:
                    lines.append(
                        (fit(text, font, width - label_w), px, False, style.TEXT, (rect.x + pad + label_w, y))
                    )
                    y += round(px * 1.3)
                y += round(px * 0.15)
            if fits:
                break
        return lines

    def _draw_info(self, surface: pygame.Surface, view) -> None:
        draw_panel(surface, self.layout.info)
        for text, px, bold, colour, pos in self.info_layout(view):
            draw_text(surface, text, px, pos, colour, bold=bold)

    def plate_name(self, seat: int, px: int, room: int) -> str:
        """``seat``'s name with its marker, ``" (you)"`` for the revealed viewer or
        ``" (AI)"`` for a computer seat, fitted to ``room`` pixels in bold type: a long
        name is trimmed, the marker always kept."""
        kind = (
            "you"
            if seat == self.viewer and self.humans and self.revealed
            else ("AI" if not self.session.seats[seat].is_human else "")
        )
        if self.names[seat].lower() == kind:
            kind = ""
        marker = f" ({kind})" if kind else ""
        font = assets.font(px, True)
        return fit(self.names[seat], font, room - font.size(marker)[0]) + marker

    def log_layout(self) -> list[tuple[str, bool, int]]:
        """The log panel's lines as ``(text, bold, y)``: the status line in bold (wrapped,
        up to four lines), then the older lines newest first, each wrapped (up to three
        lines; cut only past that), as many as fit the panel."""
        rect = self.layout.log
        px = style.text_px(self.layout.height, "small")
        pad = max(6, px // 2)
        width = rect.width - 2 * pad
        out = []
        y = rect.top + pad
        bold = assets.font(px, True)
        lines = wrap(self.status or "Welcome to the table", bold, width)
        if len(lines) > 4:
            lines = lines[:3] + [" ".join(lines[3:])]
        for line in lines:
            out.append((fit(line, bold, width), True, y))
            y += round(px * 1.35)
        y += pad // 2
        font = assets.font(px)
        for old in reversed(self.log):
            lines = wrap(old, font, width)
            if len(lines) > 3:
                lines = lines[:2] + [" ".join(lines[2:])]
            if y + round(px * 1.3) * (len(lines) - 1) + px > rect.bottom - pad:
                break
            for line in lines:
                out.append((fit(line, font, width), False, y))
                y += round(px * 1.3)
            y += round(px * 0.2)
        return out

    def _draw_log(self, surface: pygame.Surface) -> None:
        rect = self.layout.log
        draw_panel(surface, rect)
        px = style.text_px(surface.get_height(), "small")
        pad = max(6, px // 2)
        for text, bold, y in self.log_layout():
            draw_text(surface, text, px, (rect.x + pad, y), style.TEXT if bold else style.TEXT_DIM, bold=bold)

    def _draw_panel(self, surface: pygame.Surface, panel: Panel) -> None:
        h = surface.get_height()
        buttons = self.panel_buttons(panel)
        area = self.panel_area(panel)
        draw_panel(surface, area, alpha=235)
        draw_text(
            surface,
            panel.title,
            style.text_px(h, "body"),
            (area.centerx, area.top + max(6, h // 80)),
            style.ACCENT,
            bold=True,
            anchor="midtop",
            max_width=area.width - 16,
        )
        draw_text(
            surface,
            panel.note,
            style.text_px(h, "small"),
            (area.centerx, area.top + round(h * 0.052)),
            style.TEXT_DIM,
            anchor="midtop",
            max_width=area.width - 16,
        )
        px = style.text_px(h, "body")
        for choice, rect in buttons:
            draw_button(
                surface,
                rect,
                choice.label,
                px,
                enabled=choice.action is not None,
                hover=rect.collidepoint(self.hover),
            )
