"""The table's menu (the Menu button, or Escape; over the pass-and-play curtain too, the hands
staying hidden): resume, take back the last move, settings, the score sheet, the rules, a new
game (the New game screen opened on this game), or back to the title. The game is saved
after every move, so leaving loses nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.message import MessageScene
from game.table.takeback import take_back

if TYPE_CHECKING:
    from game.table.scene import TableScene


class TableMenuScene(MessageScene):
    """A column of buttons over the table; Escape resumes.

    Attributes:
        buttons: ``"resume"``, ``"undo"`` (one human seat only; greyed before that player's
            first decision), ``"settings"``, ``"score sheet"`` (when the game has one),
            ``"rules"``, ``"new game"``, ``"title"``.
    """

    def __init__(self, table: TableScene) -> None:
        super().__init__(table.app, "Menu", "", ok_text="Resume")
        self.table = table

    def entries(self) -> list[tuple[str, str]]:
        """``(name, text)`` of the buttons, top to bottom."""
        sheet = [("score sheet", "Score sheet")] if self.table.snapshot.has_sheet else []
        undo = [("undo", "Take back my last move")] if len(self.table.humans) == 1 else []
        return [
            ("resume", "Resume"),
            *undo,
            ("settings", "Settings"),
            *sheet,
            ("rules", "Rules of the game"),
            ("new game", "New game"),
            ("title", "Leave the lesson" if self.table.is_lesson else "Save and quit to title"),
        ]

    def build(self) -> None:
        """The heading and the buttons in a column, with a line saying the game is saved."""
        w = self.size[0]
        u = self.unit
        pad, bh, gap = round(28 * u), round(48 * u), round(12 * u)
        width = min(round(420 * u), w - round(40 * u))
        heading = round(self.px("heading") * 1.4)
        entries = self.entries()
        note = round(self.px("small") * 1.6)
        height = pad + heading + gap + len(entries) * (bh + gap) + note + pad
        x, y = self.place_box(width, height, pad)
        self.label(pygame.Rect(x, y, width - 2 * pad, heading), self.title, "heading")
        y += heading + gap
        for name, text in entries:
            kind = "primary" if name == "resume" else None
            self.button(
                pygame.Rect(x, y, width - 2 * pad, bh), text, lambda n=name: self.choose(n), kind, name
            )
            y += bh + gap
        if "undo" in self.buttons and self.table.session.last_decision() is None:
            self.buttons["undo"].disable()  # nothing of the player's yet (the game goes on as it is)
        saved = "A lesson is not saved." if self.table.is_lesson else "Every move is saved as it is made."
        self.label(pygame.Rect(x, y, width - 2 * pad, note), saved, "small")

    def choose(self, name: str) -> None:
        """Do what the button ``name`` says (the menu closes first)."""
        app, table = self.app, self.table
        if name == "resume":
            self.ok()
        elif name == "undo":
            self._close(lambda: take_back(table))
        elif name == "settings":
            self._close(lambda: app.open("settings"))
        elif name == "rules":
            self._close(table.show_rules)
        elif name == "score sheet":
            self._close(lambda: table.input.click("ui:score_sheet"))
        elif name == "new game":  # over the table, on its game: Back on the screen comes back to it
            record = table.session.record
            self._close(lambda: app.open("new_game", record.game, record.players))
        else:
            self._close(lambda: app.show("title"))
