"""The hint: the move the search would make for the seat to act (:mod:`rules.ai.hint`),
worked out from that seat's view only, where it is on the table, and why.

The search runs in the bot worker, like a computer player's turn, so the window keeps
drawing while it thinks; it gets the ``hard`` budget (up to about a second): the best advice
the app can give, and its reason counts over the most sampled deals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.table.scene import TableScene

HINT_LEVEL = "hard"
"""The search level whose budget a hint gets (:attr:`rules.ai.game_ai.GameAI.budgets`)."""
THINKING = "Hint: thinking\u2026"
"""The hint line while the search runs."""


class Hinter:
    """Asks the worker for the viewer's hint and shows it once it comes, if the viewer has
    not moved meanwhile.

    Args:
        table: the table scene (its session, the app's bot worker, its notice line).

    Attributes:
        turn: the turn a hint is being worked out for, or ``None``.
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.turn: int | None = None

    @property
    def waiting(self) -> bool:
        """True while a hint is being worked out (the window must keep polling)."""
        return self.turn is not None

    def ask(self) -> None:
        """Ask for the hint of the seat to act (seeded by the game and the turn, so asking
        twice gives one answer); the hint line says it is coming."""
        table, session = self.table, self.table.session
        seed = session.record.seed * 1_000_003 + session.turn * 7 + 1
        view, legal = session.view(session.current_player), session.legal_actions()
        self.turn = session.turn
        table.notice = THINKING
        try:
            table.app.bots.request_hint(session.record.game, HINT_LEVEL, view, legal, seed)
        except Exception as exc:  # a failing search must not end the game
            self.failed(exc)
            return
        self.update()  # (in-process, the answer is there already)

    def update(self) -> None:
        """Show the hint if it has come: the move outlined (``table.hinted``) and the hint
        line naming it and saying why. A hint that comes after the viewer moved is dropped."""
        table, bots = self.table, self.table.app.bots
        if self.turn is None:
            return
        if not table.offering or table.session.turn != self.turn:
            self.turn = None
            bots.cancel_hint()
            return
        try:
            answer = bots.poll_hint()
        except Exception as exc:  # a failing search must not end the game
            self.failed(exc)
            return
        if answer is None:
            return
        self.turn = None
        action, why = answer
        table.hinted = action
        words = where(table, action)[1]
        table.notice = f"{words} - {why}." if why else words
        table.dirty = True

    def failed(self, error: Exception) -> None:
        """No hint this time; the hint line says why."""
        self.turn = None
        self.table.notice = f"No hint here ({error})."
        self.table.dirty = True


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
            return cell.rect, f"Hint: {cell.item.help or 'the piece outlined in blue'}"
    for sp, part in zip(table.board.hand(), table.board.placement.hand_parts):
        if sp.item.action == action:  # its part in sight, on the card: the ring crosses no other
            return pygame.Rect(part).clip(sp.int_rect()), "Hint: the card outlined in blue"
    return None, f"Hint: {action}"
