"""The hint: the move the baseline bot would make for the seat to act, worked out from that
seat's view only, and where it is on the table."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from rules.ai import make_bot

if TYPE_CHECKING:
    from game.session import Session
    from game.table.scene import TableScene


def suggest(session: Session) -> str:
    """The action text the baseline bot chooses for the seat to act, from that seat's view and
    the legal actions (seeded by the game and the turn, so asking twice gives one answer).

    Raises:
        ValueError: when the game has no bot.
    """
    seat = session.current_player
    rng = random.Random(session.record.seed * 1_000_003 + session.turn * 7 + 1)
    bot = make_bot(session.record.game, "baseline")
    return str(bot.choose(session.view(seat), session.legal_actions(), rng))


def where(table: TableScene, action: str) -> tuple[pygame.Rect | None, str]:
    """``(rect, words)``: where ``action`` is on the table (a button of the choice panel, a
    piece, a card of the viewer's hand) and a line saying so; ``rect`` is None when it is
    not shown (the words then name the action)."""
    placed = table.choice_panel()
    for choice, rect in placed[1] if placed else ():
        if choice.action == action:
            return rect, f"Hint: {choice.label}"
    for cell in table.board.placement.cells:
        if cell.item.action == action:
            return cell.rect, f"Hint: {cell.item.help or 'the piece outlined in gold'}"
    for sp in table.board.hand():
        if sp.item.action == action:
            return pygame.Rect(sp.int_rect()), "Hint: the card outlined in gold"
    return None, f"Hint: {action}"
