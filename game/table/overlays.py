"""Scenes laid over the table: the hand summary and the last trick (the score sheet is in
:mod:`game.table.sheet`, game over in :mod:`game.table.game_over`; their base,
:class:`~game.table.overlay.Overlay`, in :mod:`game.table.overlay`).

In a demo run (``app.demo`` set) the summary acts on its own after a short time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.table.overlay import Overlay
from game.table.protocol import Summary
from game.table.sprites import CardSprite
from game.table.zones import CardItem
from game.ui import style
from game.ui.text import draw_text

if TYPE_CHECKING:
    from game.table.scene import TableScene


class HandSummaryOverlay(Overlay):
    """After each hand or round: what happened and the scores; its one button (``"Next
    hand"``, ``"Next round"``) or Enter closes it, as does Escape where no table is behind it
    (over a table, :class:`~game.table.review_openers.SummaryAtTable`, Escape opens the game
    menu instead)."""

    def __init__(self, app, summary: Summary, button: str) -> None:
        super().__init__(
            app, summary.title, summary.lines, [(button, "next hand")], summary.good, auto="next hand"
        )


class LastTrickOverlay(Overlay):
    """The previous trick, face up, each card above its player's name and the winner's
    outlined; "Close" returns to the table.

    Args:
        cards: the trick's cards in play order (``owner`` set).
        winner: the seat that won it, or ``None``.
    """

    closed_by = pygame.K_l

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


def open_last_trick(table: TableScene) -> bool:
    """Open the table's last trick over what is on top (the table, a hand's summary); False
    when there is none yet."""
    cards, winner = table.snapshot.last_trick
    if not cards:
        return False
    overlay = LastTrickOverlay(table.app, table, list(cards), winner)
    table.app.later(lambda: table.app.push(overlay))
    return True
