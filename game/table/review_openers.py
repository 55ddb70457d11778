"""Where a hand's review is opened from: a hand's summary and the score sheet get a "Review"
button where the table reviews its hands (:class:`~game.table.review_screen.ReviewOverlay`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table.overlay import Overlay
from game.table.overlays import HandSummaryOverlay
from game.table.protocol import ScoreSheet, Summary
from game.table.review_screen import ReviewOverlay
from game.table.sheet import ScoreSheetOverlay

if TYPE_CHECKING:
    from game.table.scene import TableScene


class SummaryWithReview(HandSummaryOverlay):
    """A hand's summary with a "Review" button, which opens the hand's review over it."""

    def __init__(self, app, summary: Summary, button: str, table: TableScene) -> None:
        super().__init__(app, summary, button)
        self.buttons.append(("Review", "review"))
        self.table = table

    def choose(self, key: str) -> None:
        if key == "review":
            self.done = False  # (it stays; its buttons work again once the review closes)
            open_review(self.table)
        else:
            super().choose(key)


class SheetWithReview(ScoreSheetOverlay):
    """The score sheet with a "Review" button, which opens the latest hand's review."""

    def __init__(self, app, sheet: ScoreSheet, table: TableScene) -> None:
        super().__init__(app, sheet)
        self.buttons.append(("Review", "review"))
        self.table = table

    def choose(self, key: str) -> None:
        if key == "review":
            self.done = False
            open_review(self.table)
        else:
            super().choose(key)


def summary_overlay(table: TableScene, summary: Summary, button: str) -> Overlay:
    """A hand's summary for ``table``: with "Review" where the table reviews its hands."""
    if not table.reviewer.available:
        return HandSummaryOverlay(table.app, summary, button)
    return SummaryWithReview(table.app, summary, button, table)


def sheet_overlay(table: TableScene, sheet: ScoreSheet) -> Overlay:
    """The score sheet for ``table``: with "Review" once a hand of the table has ended."""
    if not table.reviewer.hands:
        return ScoreSheetOverlay(table.app, sheet)
    return SheetWithReview(table.app, sheet, table)


def open_review(table: TableScene, hand: int | None = None) -> None:
    """Open the review of ``hand`` (the latest ended when ``None``) over what is on top."""
    overlay = ReviewOverlay(table.app, table, table.reviewer, hand)
    table.app.later(lambda: table.app.push(overlay))
