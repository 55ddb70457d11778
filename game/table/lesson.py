"""A lesson (Learn to play): the real table over a game's fixed first deal, with a coach.

The learner makes every move, as in a game: the legal choices are lit as usual and any of
them is taken. Before each of the learner's decisions the coach box says what the step is and
what the rules allow; after a trick or an offer, or a step worth a word, it says why it went
the way it did, and the table holds there until the learner clicks (the trick stays in
sight). The words are the presenter's (:meth:`~game.table.protocol.Presenter.coach_before`,
:meth:`~game.table.protocol.Presenter.coach_after`), from the game's coach file: this module
speaks no game's words.

The lesson is one hand or round: where the first one ends (or the game, should it end
sooner), a closing panel says which of the game's key rules the hand showed, explains the
others, and offers a real game with the same options, the lesson again, or the title. It can
be left at any step (the menu, Escape); nothing is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.table.coach import coach_foot, coach_place, draw_coach
from game.table.history import HistoryPanel
from game.table.moves import Say, Step
from game.table.overlay import Overlay
from game.table.protocol import Presenter, Summary
from game.table.scene import TableScene
from game.table.zones import TRICK

if TYPE_CHECKING:
    from game.app import App
    from game.session import Session


class LessonScene(TableScene):
    """The table in a lesson.

    Args:
        app, session, presenter: as for :class:`~game.table.scene.TableScene`; ``session`` is
            a lesson's (:meth:`game.session.Session.lesson`).
        restart: starts the same lesson again (the closing panel's "Lesson again").
        real_game: starts a real game of the same game with the same options ("Play a real
            game").

    Attributes:
        coach_line: the coach's line on show (``""`` before the first).
        coach_said: every line the coach said, in order, each with whether it came before a
            decision of the learner (``True``) or after a step (``False``).
        events: every event of the lesson so far (which key rules it showed).
        ended: the closing panel was shown.
    """

    is_lesson = True

    def __init__(
        self, app: App, session: Session, presenter: Presenter, restart=None, real_game=None
    ) -> None:
        super().__init__(app, session, presenter)
        self.plan = session.plan
        self.learner = self.humans[0] if self.humans else 0
        self.restart, self.real_game = restart, real_game
        self.coach_line = ""
        self.coach_said: list[tuple[str, bool]] = []
        self.events: list[Any] = []
        self._pending = ""
        self._shown_all = False
        self.ended = False
        self._coach_at: tuple[tuple | None, pygame.Rect | None] = (None, None)
        self.reviewer.following = False  # (a lesson's hand is not reviewed: it teaches the rules)
        self.on_resize(app.screen.get_size())

    # --- the coach ---------------------------------------------------------------------------
    def coach(self, line: str, before: bool) -> None:
        """Put ``line`` in the coach box (and keep it in :attr:`coach_said`)."""
        if line:
            self.coach_line = line
            self.coach_said.append((line, before))
            self.dirty = True

    def after_action(self, events) -> None:
        """The coach's word on ``events`` (shown once their moves reach it), then the shared
        table's moves. Its word on a decision the learner has just made goes (a tester read
        "you may declare zero" while the next seat played)."""
        self.events.extend(events)
        if self.last_actor == self.learner and self.coach_said and self.coach_said[-1][1]:
            self.coach_line = ""
        view = self.session.view(self.board.viewer)
        self._pending = self.presenter.coach_after(events, view, self.names) or self._pending
        self._shown_all = self.shown_all()
        super().after_action(events)

    def paced(self, steps: list[Step]) -> list[Step]:
        """Steps the coach speaks of end held for a click, so the words can be read (a
        finished trick holds already)."""
        if self._pending and not any(isinstance(s, Say) and s.trick for s in steps):
            return [*steps, Say("", trick=True)]
        return steps

    def offer(self, ready: bool) -> None:
        """Offering the learner's choices: the coach says what the step is first."""
        was = self.offering
        super().offer(ready)
        if self.offering and not was:
            legal = self.session.legal_actions()
            self.coach(self.presenter.coach_before(self.snapshot.view, legal, self.names), True)

    def apply_settings(self) -> None:
        """The player's settings, but a finished trick (or a step the coach speaks of) waits
        for a click, so the coach's word on it can be read."""
        super().apply_settings()
        self.animator.trick_pause = None

    def update(self, dt: float) -> None:
        if self._shown_all and self.animator.idle and not self._pending:
            self.end()  # (a lesson that ends once every key rule has come up)
        super().update(dt)
        if self._pending and (self.animator.held or self.animator.idle):
            self.coach(self._pending, False)
            self._pending = ""
            self.shown = self.snapshot  # (the panels' words as the coach's: a tester read "Turn:
            # East to play" and "won 7" beside "East has 9 against a bid of 8")

    # --- the end ---------------------------------------------------------------------------
    def shown_all(self) -> bool:
        """True when the lesson ends early and every key rule has come up."""
        plan = self.plan
        return bool(
            plan and plan.ends_when_shown and plan.seen(self.events, self.learner) >= set(plan.key_rules)
        )

    def show_summary(self, summary: Summary, button: str) -> None:
        """The first hand is over: the lesson ends."""
        self.end()

    def show_game_over(self) -> None:
        """The game ended within the first hand: the lesson ends."""
        self.end()

    def end(self) -> None:
        """The closing panel: which key rules the hand showed, the others explained, and
        what next."""
        if self.ended:
            return
        self.ended = True
        self.hud.over = "lesson over"  # (the Turn row said "dealing" behind the closing panel)
        self.sound("win")
        seen = self.plan.seen(self.events, self.learner) if self.plan else set()
        rules = self.plan.key_rules if self.plan else ()
        lines = self.presenter.coach_end(self.snapshot.view, self.names, seen, rules)
        self.block(LessonEndOverlay(self.app, self, lines))

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        box = self.coach_box()
        if box is not None and self.coach_line:
            draw_coach(surface, box, self.board.layout.unit, self.coach_line)

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the table out; with the history open beside it, the coach box lies at the foot
        of the history's column and the table keeps no room for it (in the narrowed table a
        choice panel left the box a side column's corner, where a tester read its words cut)."""
        column = HistoryPanel.split(size)[0] if self.history.open else None
        beside = column is not None and column.x > 0
        self.board.coach = not beside
        super().on_resize(size)
        layout, self._foot_box, self.history.foot = self.board.layout, None, 0
        if beside:
            self._foot_box = coach_foot(column, layout.unit, layout.margin)
            self.history.foot = column.bottom - self._foot_box.top + layout.margin

    def coach_box(self) -> pygame.Rect | None:
        """Where the coach box is drawn: at the open history's foot (:meth:`on_resize`); else
        its place, or, while a choice panel, a prompt of several lines (a hint), the zones'
        names or the trick's cards with their notes (a card turned on its side reaches past its
        place: a newcomer's own, and its note, lay under the box) lie over it, the free room
        nearest it (:func:`~game.table.coach.coach_place`)."""
        if self._foot_box is not None:
            return self._foot_box
        layout, placed = self.board.layout, self.choice_panel()
        if layout.coach is None:
            return None
        trick = self.board.taken(TRICK)
        cards = [trick] if trick is not None else []
        covered = self.hud.prompt_rects() + self.hud.zone_words
        covered += [placed[0], *self.board.in_sight()] if placed else []
        key = (layout, self.coach_line, tuple(tuple(r) for r in [*covered, *cards]))
        if self._coach_at[0] != key:  # (worked out again only when something it keeps off moved)
            self._coach_at = (key, coach_place(layout, self.coach_line, covered, cards))
        return self._coach_at[1]


class LessonEndOverlay(Overlay):
    """The lesson's closing panel: "Play a real game" (the same game and options against
    computer players), "Lesson again", "Title" (Escape too)."""

    leaves_table = True
    first_focused = False  # (the coach's "press a key to go on" ran on into a real game)

    def __init__(self, app: App, table: LessonScene, lines: list[str]) -> None:
        buttons = [("Play a real game", "real"), ("Lesson again", "again"), ("Title", "title")]
        super().__init__(app, "Lesson over", lines, buttons, True, auto="title")
        self.table = table

    def choose(self, key: str) -> None:
        table = self.table
        if key == "real" and table.real_game is not None:
            self.app.later(table.real_game)
        elif key == "again" and table.restart is not None:
            self.app.later(table.restart)
        else:
            self.app.later(lambda: self.app.show("title"))
