"""The game-over panel over the table: the winner and the final scores, and the ways on.

In a demo run (``app.demo`` set) it quits the app after a short time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table.overlay import Overlay
from game.table.protocol import Summary
from game.table.review_openers import open_review, sheet_overlay

if TYPE_CHECKING:
    from game.table.scene import TableScene


class GameOverOverlay(Overlay):
    """The winner and final scores; "New game" (the screen opened on this game), "Score sheet"
    (when the presenter has one), "Review" (of the last hand, where the table reviews its
    hands; the others from there) or "Title" (Escape too). New game, the sheet and the review
    open over it, so their Back or Close comes back to it. A demo quits the app instead."""

    leaves_table = True

    def __init__(self, app, summary: Summary, table: TableScene) -> None:
        sheet = [("Score sheet", "score sheet")] if table.snapshot.has_sheet else []
        review = [("Review", "review")] if table.reviewer.hands else []
        buttons = [("New game", "new game"), *sheet, *review, ("Title", "title")]
        super().__init__(app, summary.title, summary.lines, buttons, summary.good, auto="quit")
        self.table = table

    def choose(self, key: str) -> None:
        if key == "quit":
            self.app.quit()
        elif key == "score sheet":
            self.done = False  # the overlay stays, its buttons work again once the sheet closes
            sheet = sheet_overlay(self.table, self.table.score_sheet())  # (with Review)
            self.app.later(lambda: self.app.push(sheet))
        elif key == "review":
            self.done = False
            open_review(self.table)
        elif key == "new game":
            self.done = False  # (as for the sheet: Back on the New game screen comes back here)
            record = self.table.session.record  # (on this game, at this player count)
            self.app.later(lambda: self.app.open("new_game", record.game, record.players))
        else:
            self.app.later(lambda: self.app.show("title"))
