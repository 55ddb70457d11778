"""The table: one scene for every game, a small coordinator of parts with one job each.

* :class:`~game.table.board.Board` - the sprites in their zones and where they go;
* :class:`~game.table.animator.Animator` - plays a presenter's moves on the board;
* :class:`~game.table.turns.TurnDriver` - deals, bots (in the worker) and the curtain;
* :class:`~game.table.input.TableInput` - clicks and the pointer, mapped to targets;
* :class:`~game.table.hud.Hud` - plates, info, log, prompt, legend, panel and buttons.

The data path runs one way: the session applies an action and returns its events; the table takes one
:class:`~game.table.snapshot.Snapshot` of the viewing seat and hands the events to the presenter, whose
moves the animator plays; drawing and clicks read the snapshot only. The scene never holds the game state.

Pass-and-play (two or more human seats): a curtain hides every hand before each human turn that
follows another human's; that human then sits at the bottom and only they see their hand face up.
With one human, that seat is always at the bottom, face up; with none (a demo), seat 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import assets
from game.scene import Scene
from game.table import pace, preferences, snapshot
from game.table.animator import Animator
from game.table.board import Board
from game.table.claim import Claims
from game.table.game_over import GameOverOverlay
from game.table.hint import Hinter
from game.table.history import HistoryPanel
from game.table.hud import Hud
from game.table.input import TableInput
from game.table.keys import TableKeys
from game.table.layout import CARD_SIZES
from game.table.moves import Deal, Say
from game.table.panel import Placed, panel_buttons
from game.table.protocol import Panel, Presenter, Summary
from game.table.review_openers import summary_overlay
from game.table.reviewer import Reviewer
from game.table.select import Selection
from game.table.status_log import StatusLog
from game.table.turns import TurnDriver
from game.table.waiting import OverlayWait
from game.table.zones import Contents
from game.ui import style

if TYPE_CHECKING:
    from game.app import App
    from game.session import Session


class TableScene(Scene):
    """The game table.

    Args:
        app, session, presenter: the running app, the game (the only holder of its state), and
            its presenter.

    Attributes:
        board: the sprites, the layout and who sits at the bottom.
        snapshot: the viewer's seat as of the last action (clicks and the next offer read it).
        is_lesson: a lesson's table (:mod:`game.table.lesson`), which is never saved.
        shown: the snapshot whose words are on show: the last one once the table has caught
            up with it (:meth:`catch_up`), so no count changes before its cards have moved.
        notice, notice_colour: a line in place of the prompt until the next action or offer
            (a move refused, the hint) and its colour (:meth:`tell_notice`).
        log: the status line and the lines before it.
        offering: the viewer's legal actions are shown (cards raised, panel up, prompt);
            :attr:`input_ready` says whether a click is taken yet.
        waits: the overlay this table pushed and waits for (a summary, the curtain).
        drawn_faces: texts of the card faces drawn in the last frame (tests check that no
            hidden card is ever drawn face up).
    """

    is_lesson = False

    def __init__(self, app: App, session: Session, presenter: Presenter) -> None:
        super().__init__(app)
        self.session = session
        self.presenter = presenter
        self.names = [seat.name for seat in session.seats]
        self.players = len(self.names)
        self.humans = session.human_seats()
        self.pass_and_play = len(self.humans) >= 2
        self.speed = pace.speed_factor(app.settings)
        presenter.hand_sort = str(app.settings.get("hand_order", "suit"))
        scale = CARD_SIZES.get(str(app.settings.get("card_size")), 1.0)
        viewer = self.humans[0] if self.humans else 0
        self.history = HistoryPanel(self)
        self.board = Board(presenter, self.players, viewer, self.table_size(app.layout_size), scale)
        self.board.revealed = not self.pass_and_play
        self.log = StatusLog()
        self.animator = Animator(
            self.board, self.speed, self.catch_up, self.say, self.show_summary, self.sound
        )
        self.turns = TurnDriver(self)
        self.input = TableInput(self)
        self.keys = TableKeys(self)
        self.hud = Hud(self)
        self.apply_settings()
        self.offering = False
        self.waits = OverlayWait(app)
        self._top_age = self._input_age = 0.0
        self.drawn_faces: list[str] = []
        self.notice, self.notice_colour = "", style.WARNING
        self.last_actor: int | None = None  # the seat of the last action applied
        self.hinted: str | None = None  # the action a hint points out, until the next move
        self.selection = Selection(self)  # the cards picked for a choice of several
        self.hints = Hinter(self)
        self.claims = Claims(self)
        self.reviewer = Reviewer(app.bots, session.record.game, self.humans or [0], lambda: app.review_worker)
        self.reviewer.on_request = not self.humans  # (computer players only: worked out when asked)
        self.snapshot = self.shown = self._take()
        self.board.rebuild(self.snapshot.contents)
        self.input.rebuild()
        for event in session.past_events:  # a resumed game shows what happened before it was saved
            self.say(presenter.describe(event, self.names))
        for line in session.notices:  # e.g. a saved bot level this version does not have
            self.say(line)

    # --- the one-way data path ------------------------------------------------------------
    def _take(self) -> snapshot.Snapshot:
        seat = self.session.current_player
        acting = seat == self.board.viewer and self.board.revealed and seat in self.humans
        acting = acting and self.claims.active is None  # (a claim plays itself out)
        snap = snapshot.take(
            self.session, self.presenter, self.board.viewer, acting, self.names, self.session.title
        )
        self.claims.show(snap.contents)
        return snap

    def refresh(self, caught_up: bool = True) -> None:
        """Take a new snapshot of the viewer's seat and rebuild the targets from it; its words
        show at once when ``caught_up`` (else once the moves have played, see :meth:`catch_up`)."""
        self.snapshot = self._take()
        self.selection.offer(self.snapshot.multi)
        if caught_up:
            self.shown = self.snapshot
        self.input.rebuild()
        self.dirty = True

    def catch_up(self) -> Contents:
        """The table is about to match the last snapshot (the animator's deal or final sync):
        its words show from now on; returns what its zones hold."""
        self.shown = self.snapshot
        self.dirty = True
        return self.snapshot.contents

    def act(self, action: str | None, *more: str) -> None:
        """Apply ``action`` for the seat to act (``None``: the chance action that is due, a
        deal), then each of ``more`` (a confirmed choice of several cards), and show what they
        caused. Should the rules fail, the game cannot go on: its save is moved aside with the
        reason and the player is taken to the title (never a crash)."""
        actor = self.last_actor = self.session.current_player
        try:
            events = self.session.advance_chance() if action is None else self.session.apply(action)
            for extra in more:
                events = [*events, *self.session.apply(extra)]
        except Exception as exc:  # a bug of the rules must not end the app
            self.fail(f"The rules could not go on from here ({exc.__class__.__name__}: {exc}).")
            return
        self.notice = ""
        self.offer(False)
        if self.pass_and_play and actor == self.board.viewer and self.session.human_to_act_other_than(actor):
            self.hide_hand()  # (kept in sight through computer players' turns back to the same)
        self.after_action(events)
        self.turns.carry_on()

    def fail(self, reason: str) -> None:
        """The game cannot go on: back to the title, with ``reason`` and where its save went."""
        from game.scenes.opening import report_bad_save

        path = self.session.save_path
        self.session.close()
        self.app.later(lambda: self.app.show("title"))
        if path is not None and path.exists():
            report_bad_save(self.app, path, reason, "This game can't go on")
        else:
            self.app.later(lambda: self.app.open("message", "This game can't go on", reason))

    def after_action(self, events: Sequence[Any]) -> None:
        """Snapshot the viewer's seat after an action and play ``events`` as moves."""
        self.refresh(caught_up=False)
        steps = self.presenter.moves(events, self.snapshot.view, self.names)
        if self.session.autosave_error:  # after the move's words, so it stays in sight
            steps.append(Say(self.session.autosave_error))
        if self.session.stats_note:
            steps.append(Say(self.session.stats_note))
            self.session.stats_note = None
        if any(isinstance(step, Deal) for step in steps):
            self.keys.forget()  # (a new hand: a bid button kept its focus from the last, helper-76)
        self.animator.play(self.paced(steps), pace.CLAIM_HURRY if self.claims.playing_out else 1.0)

    def paced(self, steps: list) -> list:
        """The steps of one action as the table plays them (a lesson holds some longer)."""
        return steps

    # --- who sits at the bottom -------------------------------------------------------------
    def reveal(self, seat: int) -> None:
        """The human at ``seat`` dismissed the curtain: they sit at the bottom, face up."""
        self.board.viewer = seat
        self.board.revealed = True
        self.board.withdraw()
        self.refresh()
        self.board.rebuild(self.snapshot.contents)

    def hide_hand(self) -> None:
        """Turn the viewer's hand face down at once (pass-and-play, between two players)."""
        self.board.revealed = False
        self.board.relayout(snap=True)
        self.dirty = True

    # --- input offered --------------------------------------------------------------------
    @property
    def input_ready(self) -> bool:
        """True when a click on the viewer's legal actions is taken: offered, the table on top,
        and :data:`~game.table.pace.INPUT_GRACE` past since it came back on top and since the
        offer began or the viewer's own last action (:meth:`~game.table.turns.TurnDriver.continues`)."""
        ready = self._input_age >= pace.INPUT_GRACE or self.turns.continues()
        return self.offering and self.bar_ready and ready

    @property
    def bar_ready(self) -> bool:
        """True when a click on the bar is taken: the table on top, the first time for
        :data:`~game.table.pace.INPUT_GRACE` (not the second click of a double-click on Start)."""
        return self.is_top and (self._top_age >= pace.INPUT_GRACE or self.input.bar_seen)

    def choice_panel(self) -> Placed | None:
        """The choice panel on show, placed clear of the trick: ``(area, [(choice, rect),
        ...])`` as :func:`~game.table.panel.panel_buttons` gives it, or ``None``."""
        panel = self.panel()
        if not (self.offering or self.turns.carrying) or panel is None:
            return None
        in_sight = self.board.in_sight(panel.lays_bid)
        return panel_buttons(panel, self.board.layout, in_sight, self.hud.panel_floor())

    def panel(self) -> Panel | None:
        """The choice panel: the count of a choice of several cards, else the presenter's."""
        return self.selection.panel() or self.snapshot.panel

    def offer(self, ready: bool) -> None:
        """Offer (or withdraw) the viewer's legal actions: raise their playable cards, dim the
        rest, show the panel and the targets."""
        if ready == self.offering:
            return
        self.offering, self._input_age, self.notice, self.hinted = ready, 0.0, "", None
        if ready and not self.snapshot.acting:
            self.refresh()  # the viewer's turn came without an action of theirs (a reveal)
        if ready and self.last_actor != self.session.current_player:
            self.sound("turn")  # a chime when the turn comes back, not between one's own clicks
        moved = (
            self.board.offer(self.presenter.raise_all_legal, self.selection.lifted())
            if ready
            else self.board.withdraw()
        )
        if moved:
            self.board.relayout(pace.PLAY_MOVE * 0.5 * self.speed)
        self.input.rebuild()
        self.dirty = True

    def show_hint(self) -> None:
        """Point out the move the search would make for the viewer (from their seat's view
        only; worked out in the bot worker): outlined on the table, named above the hand
        with the search's reason."""
        self.hints.ask()
        self.dirty = True

    def skip_ahead(self) -> bool:
        """A click or a key while moves are shown: they end at once (up to a trick held for
        the player, or a summary); True when there was something to skip (a card rising as
        the viewer picks it is no move of the game)."""
        if self.animator.held or (self.animator.idle and (self.offering or not self.board.busy())):
            return False
        self.claims.finish()  # (the moves shown, and the rest of a claim: they come one by one)
        self.dirty = True
        return True

    def settled(self) -> bool:
        """True when the table is on top, no step waits and no overlay is up (a step ends
        only once its sprites have landed; the viewer's cards may still be rising)."""
        return self.is_top and self.animator.idle and not self.busy_with_overlay()

    # --- overlays ---------------------------------------------------------------------------
    def block(self, overlay: Scene) -> None:
        """Push ``overlay`` after this frame; the table waits until it is closed."""
        self.waits.push(overlay)

    def busy_with_overlay(self) -> bool:
        """True while an overlay pushed by this table is up (or about to be)."""
        return self.waits.up

    def show_summary(self, summary: Summary, button: str) -> None:
        """The animator's summary step: an overlay the player closes (pass-and-play: hands hidden)."""
        self.shown = self.snapshot  # the panel's words count the hand's last trick, as the summary does
        self.block(summary_overlay(self, self.claims.told(summary), button))
        if self.pass_and_play:
            self.hide_hand()

    def show_game_over(self) -> None:
        """The game-over overlay."""
        self.sound("win")
        summary = self.claims.told(self.presenter.game_over(self.snapshot.view, self.names))
        self.block(GameOverOverlay(self.app, summary, self))

    def show_rules(self) -> None:
        """Open the game's rules page with this game's options."""
        record = self.session.record
        self.app.later(lambda: self.app.open("rules", record.game, record.options, playing=True))

    def score_sheet(self):
        """The presenter's score sheet for the viewer's seat, or ``None``."""
        return self.presenter.score_sheet(self.snapshot.view, self.names)

    # --- words and sounds ---------------------------------------------------------------------
    def tell_notice(self, line: str, colour: tuple[int, int, int] = style.WARNING) -> None:
        """Show ``line`` in place of the prompt until the next action or offer, in ``colour``
        (a move refused: ``style.WARNING``; the hint: ``HINT``; a setting changed: ``TEXT``)."""
        keep = self.hinted if colour == style.HINT else None  # (the hint's ring goes with its words)
        self.notice, self.notice_colour, self.dirty, self.hinted = line, colour, True, keep
        self.keys.follow(keep)

    def say(self, line: str | None, passing: bool = False) -> None:
        """Put ``line`` in the status line (as :meth:`StatusLog.say`, ``passing`` too)."""
        if line and self.log.say(line, len(self.session.state.history), passing):
            self.dirty = True

    def sound(self, name: str) -> None:
        """Play the sound ``name`` at the player's volume (not muted, not in a demo)."""
        sound = assets.sound(name) if self.app.settings.get("sound", True) else None
        if sound is not None and self.app.demo is None:
            sound.set_volume(self.app.settings.get("volume", 80) / 100)
            sound.play()

    # --- the scene protocol -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        was_ready, was_bar, moving = self.input_ready, self.bar_ready, self.board.busy()
        self.board.update(dt)
        self.dirty |= moving and not self.board.busy()  # draw where the sprites came to rest
        if self.is_top and not self.busy_with_overlay():
            self._top_age += dt
        else:
            self._top_age = 0.0
            self.input.pressed = None
        if self.offering:
            self._input_age += dt
        self.reviewer.update(self.session)  # first: a finished game's panel then offers Review
        self.animator.update(dt, lambda: self.busy_with_overlay() or self.board.busy())
        self.turns.update(dt)
        self.hints.update()
        if (was_ready, was_bar) != (self.input_ready, self.bar_ready):
            self.input.rebuild()
            self.dirty = True

    def busy(self) -> bool:
        """True while anything moves, a step or a bot decision is due, or the click grace runs."""
        grace = self.is_top and (self._top_age < pace.INPUT_GRACE or (self.offering and not self.input_ready))
        if self.animator.held:  # a finished trick waits for the player: nothing to do till then
            return self.board.busy() or grace
        settling = self.is_top and not self.busy_with_overlay() and not self.offering
        settling = settling and not self.turns.game_over_shown
        thinking = self.turns.waiting_for_bot or self.hints.waiting
        return self.board.busy() or not self.animator.idle or thinking or grace or settling

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.input.handle_event(event)

    def pause(self) -> None:
        self.dirty = True

    def resume(self) -> None:
        self.apply_settings()  # (they may have changed under the menu)
        self.dirty = True

    def settings_changed(self) -> None:
        self.apply_settings()
        self.on_resize(self.app.layout_size)

    def apply_settings(self) -> None:
        """Take the player's settings in (:func:`game.table.preferences.apply`)."""
        preferences.apply(self)

    def exit(self) -> None:
        self.turns.cancel()
        self.session.close()

    def table_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The part of a window of ``size`` the table is laid out in: less the open history."""
        return HistoryPanel.split(size)[1] if self.history.open else size

    def on_resize(self, size: tuple[int, int]) -> None:
        self.board.resize(self.table_size(size))
        self.hud.resize()
        self.input.rebuild()
        self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        self.hud.draw(surface)
