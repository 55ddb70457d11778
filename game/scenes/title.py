"""The title screen: the name on the felt, a fan of cards, and Continue / New game / Learn to
play / Load / Rules / Statistics / Settings / Quit; the version small in the bottom-right corner."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.scenes.opening import saved_when
from game.ui import style
from game.ui.menu import MenuScene
from game.ui.text import label, plural
from game.version import app_version
from rules.games import GAMES

if TYPE_CHECKING:
    from game.app import App
    from saves import SaveInfo

FAN = ("AS", "KH", "BJ", "QD", "JC")
SUBTITLE = "  \u00b7  ".join(info.title for info in GAMES.values())
"""The line of game names under the title."""
"""The cards fanned above the title (French deck text forms)."""


def continue_text(info: SaveInfo) -> str:
    """The Continue button's text for the save ``info``: ``"Continue: Bid Whist, hand 3"``
    (the hand or round number comes from the save's status line when it has one), the player
    count where the game has several (``"Continue: Can't Win, 4 players, round 1"``: helper-85
    could not tell which of two games it was)."""
    title = info.title
    game = GAMES.get(info.game)
    if game is not None and len(game.variant().players) > 1:
        title += f", {plural(len(info.players), 'player')}"
    match = re.search(r"\b(hand|round)\s+(\d+)", info.status, re.IGNORECASE)
    if match:
        return f"Continue: {title}, {match.group(1).lower()} {match.group(2)}"
    return f"Continue: {title}"


class TitleScene(MenuScene):
    """The first screen.

    Attributes:
        buttons: ``"continue"`` (enabled only when there is an unfinished save), ``"new"``,
            ``"learn"``, ``"load"``, ``"rules"``, ``"statistics"``, ``"settings"``, ``"quit"``.
        latest: the save Continue resumes (:func:`saves.latest_unfinished`), or None.
        detail: (the line under the buttons: when the latest game was saved and where it
            stands, or how to begin; its centre y in pixels).
        warning: ``"1 save could not be read - see Load"`` when the saves folder holds
            files that can't be read (Continue skips them, so the player is told), else "".
    """

    root = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.latest: SaveInfo | None = None
        self.detail = ("", 0)
        self.warning = ""
        self._fan: tuple[tuple[int, int], pygame.Surface] | None = None

    def build(self) -> None:
        """Buttons in a column under the title; Continue names the game it resumes."""
        from saves import SavesFolderError, latest_unfinished, list_saves

        try:
            readable, unreadable = list_saves()
        except SavesFolderError:
            readable, unreadable = [], []
            self.warning = "The saves folder could not be read - see Load"
        else:
            bad = len(unreadable)
            self.warning = "" if not bad else f"{plural(bad, 'save')} could not be read - see Load"
        self.latest = latest_unfinished(readable)
        w, h = self.size
        u = self.unit
        bh, gap = round(48 * u), round(10 * u)
        rows = (  # halves in columns: an arrow key goes straight up or down
            (("new", "New game", self.new_game), ("learn", "Learn to play", self.learn)),
            (("load", "Load a saved game", self.load_game), ("rules", "Rules", self.rules)),
            (("statistics", "Statistics", self.statistics), ("settings", "Settings", self.settings)),
            (("quit", "Quit", self.quit),),
        )
        font = assets.font(self.px("body"), True)  # (a primary button's type is bold)
        half_w = max(font.size(text)[0] for row in rows for _, text, _ in row) + round(24 * u)
        bw = min(w - 2 * gap, max(round(420 * u), 2 * half_w + gap))  # the halves hold their words
        x, y = (w - bw) // 2, self.top + round(374 * u)
        resume = self.button(
            pygame.Rect(x, y, bw, bh),
            continue_text(self.latest) if self.latest else "Continue",
            self.continue_game,
            kind="primary" if self.latest else None,
            name="continue",
        )
        if self.latest is None:
            resume.disable()
        for i, row in enumerate(rows):  # two buttons share a row, so five rows fit a 16:9 window
            half = (bw - gap * (len(row) - 1)) // len(row)
            for j, (name, text, command) in enumerate(row):
                kind = "primary" if name == "new" and self.latest is None else None
                rect = pygame.Rect(x + j * (half + gap), y + (i + 1) * (bh + gap), half, bh)
                self.button(rect, text, command, kind=kind, name=name)
        foot_y = y + 5 * (bh + gap) + round(4 * u)
        if self.latest is not None:
            detail = f"Saved {saved_when(self.latest)}"
            if self.latest.status:
                detail += f"  \u00b7  {self.latest.status}"
        else:
            detail = "No game in progress. Start a new game to begin."
        self.detail = (detail, foot_y + round(self.px("small") * 0.8))

    @property
    def top(self) -> int:
        """How far the screen's content (laid out for a 16:9 window) sits below the window's
        top edge, so that it is centred in a taller window."""
        return max(0, (self.size[1] - round(720 * self.unit)) // 2)

    # --- actions --------------------------------------------------------------------------
    def continue_game(self) -> None:
        """Resume the latest unfinished save (a bad one is moved aside and explained)."""
        from game.scenes.opening import resume_game

        if self.latest is not None:
            resume_game(self.app, self.latest.path)

    def new_game(self) -> None:
        """Open the New game screen."""
        self.app.later(lambda: self.app.open("new_game"))

    def learn(self) -> None:
        """Open the list of lessons (Learn to play)."""
        self.app.later(lambda: self.app.open("learn"))

    def load_game(self) -> None:
        """Open the Load screen."""
        self.app.later(lambda: self.app.open("load"))

    def rules(self) -> None:
        """Open the rules of the games (the last game started first)."""
        self.app.later(lambda: self.app.open("rules", self.app.settings.get("last_game") or None))

    def statistics(self) -> None:
        """Open the Statistics screen."""
        self.app.later(lambda: self.app.open("statistics"))

    def settings(self) -> None:
        """Open the settings dialog."""
        self.app.later(lambda: self.app.open("settings"))

    def quit(self) -> None:
        """Close the app."""
        self.app.quit()

    # --- drawing ----------------------------------------------------------------------------
    def fan(self) -> pygame.Surface:
        """The fan of cards for this window size (built once per size)."""
        if self._fan is None or self._fan[0] != self.size:
            u = self.unit
            height = round(168 * u)
            count = len(FAN)
            spread = 13.0
            surface = pygame.Surface((round(560 * u), round(250 * u)), pygame.SRCALPHA)
            pivot = pygame.Vector2(surface.get_width() / 2, surface.get_height() + round(120 * u))
            for i, text in enumerate(FAN):
                angle = ((count - 1) / 2 - i) * spread
                card = assets.card_face("french", text, height)
                shadow = pygame.Surface(card.get_size(), pygame.SRCALPHA)
                pygame.draw.rect(shadow, (0, 0, 0, 80), shadow.get_rect(), border_radius=round(height / 14))
                centre = pivot + pygame.Vector2(0, -(pivot.y - height / 2 - round(14 * u))).rotate(-angle)
                for image, offset in ((shadow, (round(5 * u), round(7 * u))), (card, (0, 0))):
                    turned = pygame.transform.rotozoom(image, angle, 1.0)
                    surface.blit(turned, turned.get_rect(center=(centre.x + offset[0], centre.y + offset[1])))
            self._fan = (self.size, surface)
        return self._fan[1]

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The card fan, the name, the list of games, the line under the buttons and the
        version in the corner."""
        w, h = self.size
        u = self.unit
        fan = self.fan()
        top = self.top
        surface.blit(fan, fan.get_rect(midtop=(w // 2, top + round(22 * u))))
        for colour, offset in (((0, 0, 0), round(3 * u)), (style.ACCENT, 0)):
            text = label("Card Table", self.px("title"), colour, True)
            surface.blit(text, text.get_rect(center=(w // 2 + offset, top + round(300 * u) + offset)))
        text = label(SUBTITLE, self.px("body"), style.TEXT_DIM)
        surface.blit(text, text.get_rect(center=(w // 2, top + round(350 * u))))
        text = label(self.detail[0], self.px("small"), style.TEXT_DIM)
        surface.blit(text, text.get_rect(center=(w // 2, self.detail[1])))
        if self.warning:
            text = label(self.warning, self.px("small"), style.WARNING, True)
            surface.blit(text, text.get_rect(center=(w // 2, self.detail[1] + round(self.px("small") * 1.5))))
        text = label(self.version_text(), self.px("small"), style.TEXT_DIM)
        margin = round(12 * u)
        surface.blit(text, text.get_rect(bottomright=(w - margin, h - margin)))

    @staticmethod
    def version_text() -> str:
        """The corner's words: ``"Version 0.1.0"`` (:func:`game.version.app_version`)."""
        return f"Version {app_version()}"
