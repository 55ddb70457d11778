"""Watching a finished game again: the real table, read-only, stepped through its record.

The replay is the table scene itself over a session that never saves, whose turns nobody
takes: the buttons (or the arrow keys, Home and End) step one action forward, with the
presenter's animation and words, or back, to the start and to the end; a step back rebuilds the
position by replaying the record up to it (records replay quickly). The save file is only read.

Whose cards show: the bottom seat's view, as at the table, starting with the (first) human
seat, so the game is seen as it was played; "Seat" turns the table to the next seat's view.
Showing all hands at once would tell more, but the table lays out one face-up hand, and a
player reads a game best from one seat at a time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.table import snapshot
from game.table.hud import Hud
from game.table.input import MENU, SCORE_SHEET, TableInput
from game.table.overlay import Overlay
from game.table.protocol import Presenter, Summary
from game.table.review_openers import open_review
from game.table.scene import TableScene
from game.table.status_log import LOG_LINES, StatusLog
from game.table.turns import TurnDriver
from game.ui import style
from rules.core.record import GameRecord

if TYPE_CHECKING:
    from game.app import App

START, BACK, FORWARD, END, SEAT = "replay:start", "replay:back", "replay:forward", "replay:end", "replay:seat"
REVIEW = "replay:review"
"""The replay's own bar targets."""
WORDS = {
    START: "|\u25c0",
    BACK: "\u25c0",
    FORWARD: "\u25b6",
    END: "\u25b6|",
    SEAT: "Seat",
    REVIEW: "Review",
    SCORE_SHEET: "Scores",
    MENU: "Close",
}
"""The words on the replay's buttons."""
RECENT_ACTIONS = 24
"""How many actions before a position a jump looks back over for the log's words."""
KEYS = {pygame.K_HOME: START, pygame.K_LEFT: BACK, pygame.K_RIGHT: FORWARD, pygame.K_END: END}
"""The keys that step, by target."""


class StillTurns(TurnDriver):
    """Nobody takes a turn in a replay: nothing is offered, no bot is asked, no game-over
    overlay is shown."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.game_over_shown = True

    def update(self, dt: float) -> None:
        self.table.offer(False)

    def cancel(self) -> None:
        self.pending = None


class ReplayInput(TableInput):
    """The replay's bar: |◀ ◀ ▶ ▶| on the top row; Seat, Score sheet (when the game has one)
    and Close below. The arrow keys, Home and End step; Escape closes."""

    def rebuild(self) -> None:
        table = self.table
        bar, gap = table.board.layout.buttons, table.board.layout.gap
        bh = (bar.height - gap) // 2
        top = [START, BACK, FORWARD, END]
        low = [SEAT] + ([SCORE_SHEET] if table.snapshot.has_sheet else [])
        low += ([REVIEW] if table.reviewer.available else []) + [MENU]
        self._placement = table.board.placement  # (no game targets: nothing is played)
        self._buttons, self._cards, self._cover = [], [], None
        self.bar = []
        for row, keys in ((bar.y, top), (bar.bottom - bh, low)):
            bw = (bar.width - gap * (len(keys) - 1)) // len(keys)
            self.bar += [
                (key, pygame.Rect(bar.x + i * (bw + gap), row, bw, bh)) for i, key in enumerate(keys)
            ]
        self._hover_changed()

    def label(self, key: str) -> str:
        return WORDS.get(key) or super().label(key)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in KEYS and self.table.is_top:
            self.click(KEYS[event.key])
            return True
        return super().handle_event(event)

    def click(self, key: str) -> None:
        table = self.table
        if key == FORWARD:
            table.forward()
        elif key in (BACK, START, END):
            table.go({BACK: table.at - 1, START: 0, END: len(table.moves)}[key])
        elif key == SEAT:
            if not table.animator.idle:
                table.go(table.at)
            table.reveal((table.board.viewer + 1) % table.players)
        elif key == REVIEW:
            table.review()
        elif key == MENU:
            table.leave()
        else:
            super().click(key)


class ReplayHud(Hud):
    """The line above the hand tells where the replay is and, when it fits on the line, what
    the last move did (the log panel always has it)."""

    def marker(self, seat: int) -> str:
        """``"AI"`` for a computer seat: the watcher sits at no seat, so none is "you"."""
        return "" if self.table.session.seats[seat].is_human else "AI"

    def prompt(self) -> tuple[str, tuple[int, int, int], bool]:
        table = self.table
        where = f"Move {table.at} of {len(table.moves)}"
        if table.at == 0:
            return f"{where} - press \u25b6 (or the right arrow) to watch", style.ACCENT, False
        said = f"{where}: {table.log.status}"
        rect, unit = table.board.layout.prompt, table.board.layout.unit
        fits = assets.font(style.text_px(unit, "small")).size(said)[0] <= rect.width
        return (said if table.log.status and fits else where), style.TEXT, False


class ReplayScene(TableScene):
    """A finished game's table, stepped through its record; nothing is ever saved.

    Args:
        app: the running app.
        record: the game's record (the save's, read; its actions are not changed).
        presenter: the game's presenter.

    Attributes:
        moves: the record's actions, as texts.
        at: how many of them the table shows applied.
    """

    def __init__(self, app: App, record: GameRecord, presenter: Presenter) -> None:
        from game.session import Session

        self.moves = [str(action) for action in record.actions]
        self.at = 0
        self.record = record
        super().__init__(app, Session.watching(record), presenter)
        self.reviewer.following = False  # (the whole game is reviewed when asked, see review)
        self.pass_and_play = False  # every seat's cards are open to the watcher, one seat at a time
        self.board.revealed = True
        self.turns = StillTurns(self)
        self.input = ReplayInput(self)
        self.hud = ReplayHud(self)
        self.refresh()
        self.board.rebuild(self.snapshot.contents)

    def _take(self):
        """The viewer's snapshot, never with actions to take (nobody plays in a replay)."""
        return snapshot.take(
            self.session, self.presenter, self.board.viewer, False, self.names, self.session.title
        )

    def forward(self) -> None:
        """Apply the next action with its animation and words (a step still playing is
        finished at once first)."""
        if self.at >= len(self.moves):
            return
        if self.busy_with_overlay():
            return  # a hand's summary is up, or about to be: it is closed first
        if not self.animator.idle:
            self.go(self.at)
        events = self.session.apply(self.moves[self.at])
        self.at += 1
        self.after_action(events)
        if self.at == len(self.moves):
            self.say(self.presenter.game_over(self.snapshot.view, self.names).title)

    def go(self, at: int) -> None:
        """Show the position after the first ``at`` actions at once (replayed from the start);
        the status line gives the words of the last of them."""
        at = max(0, min(len(self.moves), at))
        recent = self.session.rewind(self.moves, at, RECENT_ACTIONS)
        self.at = at
        self.animator.clear()
        self.refresh()
        self.board.rebuild(self.snapshot.contents)
        self.log = StatusLog()
        lines = [self.presenter.describe(event, self.names) for events in recent for event in events]
        for line in [line for line in lines if line][-LOG_LINES - 1 :]:
            self.say(line)
        if at == len(self.moves) and at:
            self.say(self.presenter.game_over(self.snapshot.view, self.names).title)
        self.dirty = True

    def show_summary(self, summary: Summary, button: str) -> None:
        """A hand's summary, closed by its button or Escape (never leaving the replay)."""
        self.block(ReplaySummary(self.app, summary))

    def review(self) -> None:
        """Open the review of the hand at the position shown (the whole game's hands are worked
        out in the bot worker from the saved record, that hand first; nothing is written)."""
        if not self.reviewer.hands:
            self.reviewer.hands_over(self.record)
        hands = [
            d.hand for review in self.reviewer.hands.values() for d in review.decisions if d.index < self.at
        ]
        open_review(self, hands[-1] if hands else None)

    def leave(self) -> None:
        """Back to the screen the replay was opened from (the Load screen)."""
        self.app.later(lambda: self.app.remove(self))


class ReplaySummary(Overlay):
    """A hand's summary in a replay: "Continue" or Escape closes it."""

    def __init__(self, app: App, summary: Summary) -> None:
        super().__init__(app, summary.title, summary.lines, [("Continue", "close")], summary.good)
