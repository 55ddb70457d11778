"""Scenes laid over the table: the hand summary, game over, the last trick and the score sheet.

Each reports its clickable buttons by :meth:`Overlay.targets` (key, window rect) like the
table does, so tests click them by position. In a demo run (``app.demo`` set) the summary
and game-over overlays act on their own after a short time.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.scene import Scene
from game.table.paint import draw_button, draw_panel
from game.table.protocol import ScoreSheet, Summary
from game.table.sprites import CardSprite
from game.table.zones import CardItem
from game.ui import style
from game.ui.text import draw_text, wrap

if TYPE_CHECKING:
    from game.table.scene import TableScene

DEMO_OVERLAY_SECONDS = 1.5
"""How long a demo shows an overlay before it acts on its own (virtual seconds)."""


@lru_cache(maxsize=2)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    """The dimming laid over the table under an overlay."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, 110))
    return veil


class Overlay(Scene):
    """A translucent veil with a centred panel: a title, lines and a row of buttons.

    Args:
        app: the app.
        title: heading.
        lines: body lines (wrapped to the panel, never cut).
        buttons: ``(label, key)`` pairs; clicking one calls :meth:`choose` with ``key``.
        good: colour the title as a success (True), a failure (False) or neutral (None).
        auto: in a demo, the key chosen by itself after :data:`DEMO_OVERLAY_SECONDS`.
    """

    opaque = False
    panel_alpha = 240
    """Opacity of the panel."""
    leaves_table = False
    """Escape goes back to the title (the game is saved) instead of closing the overlay."""

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
    @property
    def unit(self) -> int:
        """The window's unit (its height, or less when it is narrow), as the table's."""
        w, h = self.app.layout_size
        return min(h, round(w / 1.2))

    def panel_rect(self) -> pygame.Rect:
        """The panel, centred, sized to its text."""
        w, h = self.app.layout_size
        u = self.unit
        width = min(round(w * 0.92), round(u * 1.25))
        step = round(style.text_px(u, "body") * 1.5)
        rect = pygame.Rect(0, 0, width, min(h - 8, round(u * 0.24) + self.body_height(width) + step))
        rect.center = (w // 2, h // 2)
        return rect

    def body_height(self, panel_width: int) -> int:
        """The height :meth:`draw_body` needs in a panel ``panel_width`` pixels wide."""
        return round(style.text_px(self.unit, "body") * 1.5) * len(self.body_lines(panel_width))

    def body_lines(self, panel_width: int) -> list[str]:
        """The body lines wrapped to a panel ``panel_width`` pixels wide."""
        font = assets.font(style.text_px(self.unit, "body"))
        return [part for line in self.lines for part in wrap(line, font, panel_width - 32)]

    def targets(self) -> list[tuple[str, pygame.Rect]]:
        """``(key, rect)`` of each button."""
        panel = self.panel_rect()
        u = self.unit
        bh, gap = round(u * 0.065), round(u * 0.02)
        n = max(1, len(self.buttons))
        bw = min(round(panel.width * 0.4), (panel.width - gap * (n + 1)) // n)
        x = panel.centerx - (bw * n + gap * (n - 1)) // 2
        y = panel.bottom - gap - bh
        return [(key, pygame.Rect(x + i * (bw + gap), y, bw, bh)) for i, (_, key) in enumerate(self.buttons)]

    # --- scene --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.dirty = True
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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.done:
            self.done = True
            self.app.later(lambda: self.app.show("title") if self.leaves_table else self._close())
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.app.demo is not None and self.auto and self.is_top and self.elapsed >= DEMO_OVERLAY_SECONDS:
            self._choose(self.auto)

    def busy(self) -> bool:
        """A demo counts down to its own choice."""
        return self.app.demo is not None and bool(self.auto) and not self.done

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
        above = self.app.scenes[self.app.scenes.index(self) + 1 :] if self in self.app.scenes else []
        if any(isinstance(scene, Overlay) for scene in above):
            return  # a pop-up over it (the score sheet) shows alone, no edge of this one peeking
        surface.blit(_veil(surface.get_size()), (0, 0))
        panel = self.panel_rect()
        u = self.unit
        draw_panel(surface, panel, alpha=self.panel_alpha)
        colour = style.ACCENT if self.good is None else (style.GOOD if self.good else style.WARNING)
        y = draw_text(
            surface,
            self.title,
            style.text_px(u, "heading"),
            (panel.centerx, panel.top + round(u * 0.03)),
            colour,
            bold=True,
            anchor="midtop",
            max_width=panel.width - 20,
        ).bottom + round(u * 0.03)
        self.draw_body(surface, panel, y)
        for (text, key), (_, rect) in zip(self.buttons, self.targets()):
            draw_button(
                surface,
                rect,
                text,
                style.text_px(u, "body"),
                hover=rect.collidepoint(self.hover),
                primary=key == self.buttons[0][1],
            )

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        """The body lines, centred."""
        px = style.text_px(self.unit, "body")
        for line in self.body_lines(panel.width):
            draw_text(
                surface, line, px, (panel.centerx, y), style.TEXT, anchor="midtop", max_width=panel.width - 24
            )
            y += round(px * 1.5)


class HandSummaryOverlay(Overlay):
    """After each hand or round: what happened and the scores; its one button (``"Next
    hand"``, ``"Next round"``), Enter or Escape closes it (the game menu is one Escape
    further, at the table)."""

    def __init__(self, app, summary: Summary, button: str) -> None:
        super().__init__(
            app, summary.title, summary.lines, [(button, "next hand")], summary.good, auto="next hand"
        )


class GameOverOverlay(Overlay):
    """The winner and final scores; "New game", "Score sheet" (when the presenter has one) or
    "Title" (Escape too). New game and the score sheet open over it, so their Back or Close
    comes back to it. A demo quits the app instead."""

    leaves_table = True

    def __init__(self, app, summary: Summary, table: TableScene) -> None:
        sheet = [("Score sheet", "score sheet")] if table.snapshot.has_sheet else []
        buttons = [("New game", "new game"), *sheet, ("Title", "title")]
        super().__init__(app, summary.title, summary.lines, buttons, summary.good, auto="quit")
        self.table = table

    def choose(self, key: str) -> None:
        if key == "quit":
            self.app.quit()
        elif key == "score sheet":
            self.done = False  # the overlay stays, its buttons work again once the sheet closes
            sheet = self.table.score_sheet()
            self.app.later(lambda: self.app.push(ScoreSheetOverlay(self.app, sheet)))
        elif key == "new game":
            self.done = False  # (as for the sheet: Back on the New game screen comes back here)
            self.app.later(lambda: self.app.open("new_game"))
        else:
            self.app.later(lambda: self.app.show("title"))


class LastTrickOverlay(Overlay):
    """The previous trick, face up, each card above its player's name and the winner's
    outlined; "Close" returns to the table.

    Args:
        cards: the trick's cards in play order (``owner`` set).
        winner: the seat that won it, or ``None``.
    """

    def __init__(self, app, table: TableScene, cards: Sequence[CardItem], winner: int | None) -> None:
        word = table.presenter.trick_word
        title = f"Last {word} - won by {table.names[winner]}" if winner is not None else f"Last {word}"
        super().__init__(app, title, [], [("Close", "close")])
        self.table = table
        self.cards = list(cards)
        self.winner = winner

    def card_h(self, panel_width: int) -> int:
        """The height of the trick's cards in a panel ``panel_width`` pixels wide."""
        n = max(1, len(self.cards))
        return min(round(self.unit * 0.17), round((panel_width - 40) / (n * 1.25) * 7 / 5))

    def body_height(self, panel_width: int) -> int:
        return self.card_h(panel_width) + round(style.text_px(self.unit, "small") * 1.6)

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        u = self.unit
        px = style.text_px(u, "small")
        n = max(1, len(self.cards))
        card_h = self.card_h(panel.width)
        card_w = round(card_h * 5 / 7)
        gap = round(card_w * 0.25)
        x = panel.centerx - (n * card_w + (n - 1) * gap) // 2
        presenter = self.table.presenter
        for card in self.cards:
            sprite = CardSprite(presenter.deck_art, presenter.back_style, card, (x, y, card_w, card_h))
            sprite.highlight = card.owner == self.winner
            sprite.draw(surface, self.table.drawn_faces)
            name = self.table.names[card.owner] if card.owner is not None else ""
            draw_text(
                surface,
                name,
                px,
                (x + card_w // 2, y + card_h + 4),
                style.TEXT_DIM,
                anchor="midtop",
                max_width=card_w + gap,
            )
            x += card_w + gap


class ScoreSheetOverlay(Overlay):
    """A presenter's :class:`~game.table.protocol.ScoreSheet` as a table of columns; "Close"
    returns to the table (or to the game-over overlay it opened over, not drawn meanwhile).
    When its rows do not all fit the window, the latest show and the mouse wheel or the arrow,
    Page and Home/End keys scroll them.

    Attributes:
        first: the index of the first row shown.
    """

    def __init__(self, app, sheet: ScoreSheet) -> None:
        super().__init__(app, sheet.title, [], [("Close", "close")])
        self.sheet = sheet
        self.first = max(0, len(sheet.rows) - self.fits())

    def fits(self) -> int:
        """How many rows the window has room for (at least one)."""
        step = round(style.text_px(self.unit, "body") * 1.5)
        room = self.app.screen.get_height() - 8 - round(self.unit * 0.24) - 3 * step
        return max(1, room // step)

    def shown(self) -> range:
        """The indices of the rows in view."""
        return range(self.first, min(len(self.sheet.rows), self.first + self.fits()))

    def scroll(self, rows: int) -> None:
        """Move the rows in view by ``rows`` (down when positive), within the sheet."""
        self.first = max(0, min(len(self.sheet.rows) - self.fits(), self.first + rows))
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        page = self.fits()
        keys = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -len(self.sheet.rows),
            pygame.K_END: len(self.sheet.rows),
        }
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll(keys[event.key])
            return True
        return super().handle_event(event)

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

    def body_height(self, panel_width: int) -> int:
        clipped = len(self.shown()) < len(self.sheet.rows)
        return round(style.text_px(self.unit, "body") * 1.5) * (len(self.shown()) + 1 + clipped)

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        body = style.text_px(self.unit, "body")
        inner = panel.inflate(-48, 0)
        px, widths = self.column_layout(inner, body)
        step = round(body * 1.5)
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
        shown = self.shown()
        for row in (self.sheet.rows[i] for i in shown):
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
        if len(shown) < len(self.sheet.rows):
            note = (
                f"Rows {shown.start + 1}-{shown.stop} of {len(self.sheet.rows)}: scroll or use the arrow keys"
            )
            draw_text(
                surface,
                note,
                style.text_px(self.unit, "small"),
                (panel.centerx, y + step),
                style.TEXT_DIM,
                anchor="midtop",
            )
