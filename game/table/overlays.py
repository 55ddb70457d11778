"""Scenes laid over the table: hand summary, game over, last book (trick), score sheet, and the
pass-and-play curtain.

Each reports its clickable buttons by :meth:`targets` (action text, window rect) like the
table does, so tests click them by position. In a demo run (``app.demo`` set) the summary
and game-over overlays act on their own after a short time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.presenters import YOU
from game.scene import Scene
from game.table.sprites import CardSprite, draw_panel
from game.table.widgets import draw_button, draw_text
from game.ui import style
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.table.scene import TableScene

DEMO_OVERLAY_SECONDS = 1.5
"""How long a demo shows an overlay before it acts on its own (virtual seconds)."""


class Overlay(Scene):
    """A translucent veil with a centred panel: a title, lines and a row of buttons.

    Args:
        app: the app.
        title: heading.
        lines: body lines.
        buttons: ``(label, key)`` pairs; clicking one calls :meth:`choose` with ``key``.
        good: colour the title as a success (True), a failure (False) or neutral (None).
        auto: in a demo, the key chosen by itself after :data:`DEMO_OVERLAY_SECONDS`.
    """

    opaque = False
    panel_alpha = 240
    """Opacity of the panel (a pop-up over another overlay hides it fully)."""

    def __init__(
        self,
        app,
        title: str,
        lines: Sequence[str],
        buttons: Sequence[tuple[str, str]],
        good: bool | None = None,
        auto: str | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self.good = good
        self.auto = auto
        self.elapsed = 0.0
        self.hover = (-1, -1)
        self.done = False

    # --- geometry -----------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        """The panel, centred, sized from the window."""
        w, h = self.app.screen.get_size()
        width = min(round(w * 0.7), round(h * 1.25))
        body = round(style.text_px(h, "body") * 1.5) * len(self.body_lines(width))
        rect = pygame.Rect(0, 0, width, round(h * 0.24) + body)
        rect.center = (w // 2, round(h * 0.45))
        return rect

    def body_lines(self, panel_width: int) -> list[str]:
        """The body lines wrapped to a panel ``panel_width`` pixels wide (never cut)."""
        font = assets.font(style.text_px(self.app.screen.get_height(), "body"))
        return [part for line in self.lines for part in wrap(line, font, panel_width - 24)]

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """(key, rect) of each button."""
        panel = self.panel_rect()
        h = self.app.screen.get_height()
        bh = round(h * 0.065)
        gap = round(h * 0.02)
        bw = min(
            round(panel.width * 0.4),
            (panel.width - gap * (len(self.buttons) + 1)) // max(1, len(self.buttons)),
        )
        total = bw * len(self.buttons) + gap * (len(self.buttons) - 1)
        x = panel.centerx - total // 2
        y = panel.bottom - gap - bh
        return [(key, pygame.Rect(x + i * (bw + gap), y, bw, bh)) for i, (_, key) in enumerate(self.buttons)]

    # --- scene --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key, rect in self.targets():
                if rect.collidepoint(event.pos):
                    self._choose(key)
                    return True
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and self.buttons
        ):
            self._choose(self.buttons[0][1])
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.app.demo is not None and self.auto and self.is_top and self.elapsed >= DEMO_OVERLAY_SECONDS:
            self._choose(self.auto)

    def _choose(self, key: str) -> None:
        if not self.done:
            self.done = True
            self.choose(key)

    def choose(self, key: str) -> None:
        """React to a button (default: close)."""
        self.app.later(self._close)

    def _close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        veil = _veil((w, h))
        surface.blit(veil, (0, 0))
        panel = self.panel_rect()
        draw_panel(surface, panel, alpha=self.panel_alpha)
        colour = style.ACCENT if self.good is None else (style.GOOD if self.good else style.WARNING)
        y = panel.top + round(h * 0.03)
        draw_text(
            surface,
            self.title,
            style.text_px(h, "heading"),
            (panel.centerx, y),
            colour,
            bold=True,
            anchor="midtop",
            max_width=panel.width - 20,
        )
        y += round(h * 0.075)
        self.draw_body(surface, panel, y)
        for (text, key), (_, rect) in zip(self.buttons, self.targets()):
            draw_button(
                surface,
                rect,
                text,
                style.text_px(h, "body"),
                hover=rect.collidepoint(self.hover),
                primary=key == self.buttons[0][1],
            )

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The body lines, centred."""
        h = surface.get_height()
        px = style.text_px(h, "body")
        for line in self.body_lines(panel.width):
            draw_text(
                surface, line, px, (panel.centerx, y), style.TEXT, anchor="midtop", max_width=panel.width - 24
            )
            y += round(px * 1.5)


_veils: dict = {}


def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = _veils.get(size)
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 110))
        _veils.clear()
        _veils[size] = veil
    return veil


class HandSummaryOverlay(Overlay):
    """After each hand: books, made or set, points, scores; "Next hand" (the presenter's
    word: "Next round" in Can't Win) closes it."""

    def __init__(self, app, summary, hand_word: str = "hand") -> None:
        super().__init__(
            app,
            summary.title,
            summary.lines,
            [(f"Next {hand_word}", "next hand")],
            summary.good,
            auto="next hand",
        )


class GameOverOverlay(Overlay):
    """The winner and final scores; "New game", "Score sheet" (when the presenter has one:
    the last round's details, whose summary a game end skips) or "Title". A demo quits the
    app instead."""

    def __init__(self, app, summary, table: TableScene) -> None:
        sheet = table.presenter.score_sheet(table.view(), table.names) is not None
        buttons = (
            [("New game", "new game")]
            + ([("Score sheet", "score sheet")] if sheet else [])
            + [("Title", "title")]
        )
        super().__init__(app, summary.title, summary.lines, buttons, summary.good, auto="quit")
        self.table = table

    def choose(self, key: str) -> None:
        if key == "quit":
            self.app.quit()
            return
        if key == "score sheet":
            self.done = False  # the overlay stays, its buttons work again once the sheet closes
            sheet = self.table.presenter.score_sheet(self.table.view(), self.table.names)
            self.app.later(lambda: self.app.push(ScoreSheetOverlay(self.app, sheet)))
            return
        self.app.later(lambda: self.table.leave("new_game" if key == "new game" else "title"))


class LastBookOverlay(Overlay):
    """The previous book (trick), face up, with who won it; "Close" returns to the table.

    Args:
        cards: ``(seat, card text, sideways)`` in play order.
        winner: the seat that won it, or ``None``.
    """

    def __init__(
        self, app, table: TableScene, cards: Sequence[tuple[int, str, bool]], winner: int | None
    ) -> None:
        names = table.names
        word = table.presenter.trick_word.capitalize()
        title = (
            f"Last {word.lower()} - won by {names[winner]}" if winner is not None else f"Last {word.lower()}"
        )
        super().__init__(app, title, [""] * 4, [("Close", "close")])
        self.table = table
        self.cards = list(cards)
        self.winner = winner

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        h = surface.get_height()
        card_h = round(h * 0.17)
        card_w = round(card_h * 5 / 7)
        gap = round(card_w * 0.25)
        px = style.text_px(h, "small")
        total = len(self.cards) * card_w + (len(self.cards) - 1) * gap
        x = panel.centerx - total // 2
        for seat, text, sideways in self.cards:
            sprite = CardSprite(self.table.presenter.deck_art, text, (x, y, card_w, card_h), face_up=True)
            sprite.highlight = seat == self.winner
            sprite.sideways = sideways
            sprite.draw(surface, self.table.drawn_faces)
            draw_text(
                surface,
                self.table.names[seat],
                px,
                (x + card_w // 2, y + card_h + 4),
                style.TEXT_DIM,
                anchor="midtop",
            )
            x += card_w + gap


class ScoreSheetOverlay(Overlay):
    """A presenter's :class:`~game.presenters.ScoreSheet` as a table of columns; "Close"
    returns to the table. Its panel is opaque (it may open over the game-over overlay)."""

    panel_alpha = 255

    def __init__(self, app, sheet) -> None:
        super().__init__(app, sheet.title, [""] * (len(sheet.rows) + 1), [("Close", "close")])
        self.sheet = sheet

    def column_layout(self, inner: pygame.Rect, px: int) -> tuple[int, list[int]]:
        """``(px, widths)``: each column as wide as its widest cell (plus a gap), the spare
        room shared out; the type shrinks (down to 3/4) while the columns don't fit."""
        cols = max(1, len(self.sheet.columns))
        rows = [self.sheet.columns] + [row[:cols] for row in self.sheet.rows]
        for size in range(px, max(10, px * 3 // 4) - 1, -1):
            font, bold = assets.font(size), assets.font(size, True)
            gap = max(8, size)
            need = [
                max(
                    [bold.size(self.sheet.columns[j])[0]]
                    + [font.size(r[j])[0] for r in rows[1:] if j < len(r)]
                )
                + gap
                for j in range(cols)
            ]
            if sum(need) <= inner.width:
                break
        spare = max(0, inner.width - sum(need)) // cols
        return size, [w + spare for w in need]

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        h = surface.get_height()
        inner = panel.inflate(-48, 0)
        px, widths = self.column_layout(inner, style.text_px(h, "body"))
        step = round(style.text_px(h, "body") * 1.5)
        xs = [inner.x + sum(widths[:j]) for j in range(len(widths))]
        for j, heading in enumerate(self.sheet.columns):
            draw_text(
                surface,
                heading,
                px,
                (xs[j] + widths[j] // 2, y),
                style.ACCENT,
                bold=True,
                anchor="midtop",
                max_width=widths[j] - 4,
            )
        for row in self.sheet.rows:
            y += step
            for j, cell in enumerate(row[: len(widths)]):
                draw_text(
                    surface,
                    cell,
                    px,
                    (xs[j] + widths[j] // 2, y),
                    style.TEXT,
                    anchor="midtop",
                    max_width=widths[j] - 4,
                )


class CurtainScene(Scene):
    """Pass-and-play hand-off: an opaque screen that hides every hand until the named
    player says it is them.

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
        """The one button: ("show hand", rect)."""
        w, h = self.app.screen.get_size()
        rect = pygame.Rect(0, 0, min(round(w * 0.5), round(h * 0.8)), round(h * 0.08))
        rect.center = (w // 2, round(h * 0.62))
        return [("show hand", rect)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for _, rect in self.targets():
                if rect.collidepoint(event.pos):
                    self.app.later(self._reveal)
                    return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.later(lambda: self.table.leave("title"))
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _reveal(self) -> None:
        if self.app.top is self:
            self.app.pop()
            self.table.reveal(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.felt import felt_surface

        w, h = surface.get_size()
        surface.blit(felt_surface((w, h)), (0, 0))
        panel = pygame.Rect(0, 0, min(round(w * 0.6), round(h * 1.1)), round(h * 0.5))
        panel.center = (w // 2, round(h * 0.5))
        draw_panel(surface, panel, alpha=235)
        draw_text(
            surface,
            self.heading(),
            style.text_px(h, "title"),
            (w // 2, panel.top + round(h * 0.04)),
            style.ACCENT,
            bold=True,
            anchor="midtop",
            max_width=panel.width - 20,
        )
        draw_text(
            surface,
            self.reason,
            style.text_px(h, "body"),
            (w // 2, panel.top + round(h * 0.16)),
            style.TEXT,
            anchor="midtop",
            max_width=panel.width - 24,
        )
        draw_text(
            surface,
            "Everyone else, please look away: the hand will be shown face up.",
            style.text_px(h, "small"),
            (w // 2, panel.top + round(h * 0.22)),
            style.TEXT_DIM,
            anchor="midtop",
            max_width=panel.width - 24,
        )
        for _, rect in self.targets():
            draw_button(
                surface,
                rect,
                self.button_label(),
                style.text_px(h, "body"),
                primary=True,
                hover=rect.collidepoint(self.hover),
            )
