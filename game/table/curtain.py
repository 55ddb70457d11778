"""The pass-and-play curtain: an opaque screen that hides every hand between two players.

With two or more human seats, the turn driver puts it up before a human turn whenever the
table was last shown to someone else; the player named clicks it away when they have the
computer (or press Enter or Space), and only then is their hand turned face up (DESIGN.md,
"hand-off curtain"). Escape opens the game menu over it (the hands stay hidden).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.scene import Scene
from game.table.menu import TableMenuScene
from game.table.paint import draw_button, draw_panel
from game.table.protocol import YOU
from game.ui import style
from game.ui.felt import felt_surface
from game.ui.focus import PRESS
from game.ui.text import draw_text, wrap

if TYPE_CHECKING:
    from game.table.scene import TableScene

LOOK_AWAY = "Everyone else, please look away: the hand will be shown face up."


class CurtainScene(Scene):
    """Hides the table until the named player says it is them.

    Args:
        app: the app.
        table: the table below.
        seat: the human seat to act next.
        reason: who is next and why, in words.
    """

    opaque = True

    def __init__(self, app, table: TableScene, seat: int, reason: str) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.reason = reason
        self.hover = (-1, -1)

    def button_label(self) -> str:
        """``"I'm North - show my hand"`` (``"Show my hand"`` for a seat named "You")."""
        name = self.table.names[self.seat]
        return "Show my hand" if name == YOU else f"I'm {name} - show my hand"

    def heading(self) -> str:
        """``"Pass to North"`` (``"Your turn"`` for a seat named "You")."""
        name = self.table.names[self.seat]
        return "Your turn" if name == YOU else f"Pass to {name}"

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """The one button: ``("show hand", rect)``."""
        w, h = self.app.layout_size
        rect = pygame.Rect(0, 0, min(round(w * 0.8), round(h * 0.8)), round(h * 0.08))
        rect.center = (w // 2, round(h * 0.64))
        return [("show hand", rect)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if any(rect.collidepoint(event.pos) for _, rect in self.targets()):
                self.app.later(self._reveal)
                return True
        if event.type == pygame.KEYDOWN and event.key in PRESS:  # the keyboard's click
            self.app.later(self._reveal)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:  # the game menu, hands hidden
            self.app.later(self._menu)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _menu(self) -> None:
        if self.app.top is self:
            self.app.push(TableMenuScene(self.table))

    def _reveal(self) -> None:
        if self.app.top is self:
            self.app.pop()
            self.table.reveal(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(h, round(w / 1.2))
        surface.blit(felt_surface((w, h), self.app.settings.get("felt", "green")), (0, 0))
        panel = pygame.Rect(0, 0, min(round(w * 0.9), round(u * 1.1)), round(h * 0.56))
        panel.center = (w // 2, round(h * 0.5))
        draw_panel(surface, panel, alpha=235)
        y, px = panel.top + round(h * 0.04), style.text_px(u, "title")
        for line in wrap(self.heading(), assets.font(px, True), panel.width - 20):  # a long name: whole
            y = draw_text(surface, line, px, (w // 2, y), style.ACCENT, bold=True, anchor="midtop").bottom
        y += round(h * 0.03)
        for role, colour, text in (("body", style.TEXT, self.reason), ("small", style.TEXT_DIM, LOOK_AWAY)):
            px = style.text_px(u, role)
            for line in wrap(text, assets.font(px), panel.width - 32):
                y = draw_text(surface, line, px, (w // 2, y), colour, anchor="midtop").bottom
            y += round(px * 0.6)
        for _, rect in self.targets():
            draw_button(
                surface,
                rect,
                self.button_label(),
                style.text_px(u, "body"),
                primary=True,
                hover=rect.collidepoint(self.hover),
            )
