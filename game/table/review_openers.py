"""Where a hand's review is opened from: a hand's summary and the score sheet get a "Review"
button where the table reviews its hands (:class:`~game.table.review_screen.ReviewOverlay`);
and the summary a "Score sheet" button where the game keeps one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.table.menu import TableMenuScene
from game.table.overlay import Overlay
from game.table.overlays import HandSummaryOverlay, open_last_trick
from game.table.protocol import ScoreSheet, Summary
from game.table.review_screen import ReviewOverlay
from game.table.sheet import ScoreSheetOverlay

if TYPE_CHECKING:
    from game.table.scene import TableScene


class SummaryAtTable(HandSummaryOverlay):
    """A hand's summary over its table: "Review" where the table reviews its hands, and
    "Score sheet" (or the S key, as at the table) where the game keeps one, each opened over
    it (helper-35 found the table's Score sheet button dimmed under the summary); L shows the
    last trick over it; Escape, or the table's Menu button, opens the game menu over it, as
    at the table, and Enter goes on."""

    def __init__(self, app, summary: Summary, button: str, table: TableScene) -> None:
        super().__init__(app, summary, button)
        self.table = table
        if table.reviewer.available:
            self.buttons.append(("Review", "review"))
        if table.score_sheet() is not None:
            self.buttons.append(("Score sheet", "sheet"))

    def handle_event(self, event: pygame.event.Event) -> bool:
        sheet = ("Score sheet", "sheet") in self.buttons and not self.done
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and sheet:
            self.choose("sheet")
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l and not self.done:
            return open_last_trick(self.table)  # (as at the table: a tester pressed it here)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.done:
            self.app.later(self._menu)  # (two testers pressed it and found the next hand dealt)
            return True
        menu = self.table.input.menu_button()
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and menu is not None and menu.collidepoint(event.pos) and not self.done:
            self.app.later(self._menu)  # (the table's Menu button, in sight under the summary: a
            return True  # tester clicked it and nothing happened)
        return super().handle_event(event)

    def _menu(self) -> None:
        """The game menu over the summary, as Escape opens it at the table."""
        if self.app.top is self:
            self.app.push(TableMenuScene(self.table))

    def choose(self, key: str) -> None:
        if key == "review":
            self.done = False  # (it stays; its buttons work again once the one over it closes)
            open_review(self.table)
        elif key == "sheet":
            self.done = False
            open_sheet(self.table)
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
    """A hand's summary for ``table`` (:class:`SummaryAtTable`)."""
    return SummaryAtTable(table.app, summary, button, table)


def sheet_overlay(table: TableScene, sheet: ScoreSheet) -> Overlay:
    """The score sheet for ``table``: with "Review" once a hand of the table has ended."""
    if not table.reviewer.hands:
        return ScoreSheetOverlay(table.app, sheet)
    return SheetWithReview(table.app, sheet, table)


def open_sheet(table: TableScene) -> None:
    """Open ``table``'s score sheet over what is on top (nothing where the game keeps none)."""
    sheet = table.score_sheet()
    if sheet is not None:
        table.app.later(lambda: table.app.push(sheet_overlay(table, sheet)))


def open_review(table: TableScene, hand: int | None = None) -> None:
    """Open the review of ``hand`` (the latest ended when ``None``) over what is on top."""
    overlay = ReviewOverlay(table.app, table, table.reviewer, hand)
    table.app.later(lambda: table.app.push(overlay))
