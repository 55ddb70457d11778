"""The turn driver: who acts next, once the table has settled.

Each frame, when nothing moves and no overlay waits, the driver looks at the session: a
finished game shows the game-over overlay; a chance action (a deal) is applied; a human seat
is offered its legal actions, behind the pass-and-play curtain when another human held the
table; an AI seat's decision is asked of the bot worker (with only that seat's view) and
applied after a short "thinking" pause, so the window never stalls. A move made of several
actions of one seat in a row (a bid built card by card) pauses once, before its first action:
how long a seat seems to think tells nothing of a secret it is building.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.table import pace
from game.table.curtain import CurtainScene
from rules.core.state import CHANCE

if TYPE_CHECKING:
    from game.table.protocol import Panel
    from game.table.scene import TableScene
    from game.table.sprites import Sprite


@dataclass
class BotTurn:
    """A decision asked of the bot worker: for which turn, how long it has waited, the answer."""

    turn: int
    waited: float = 0.0
    answer: str | None = None


class TurnDriver:
    """Takes the turns of one table.

    Args:
        table: the table scene (its session, board, input and overlays).

    Attributes:
        pending: the bot decision being waited for, or ``None``.
        game_over_shown: the game-over overlay was shown once.
        again: the AI seat that has just acted and is to act again (its next decision needs
            no new pause), or ``None``.
        early: ``(card key, turn)`` of a card clicked while the viewer's own action's moves
            played (:meth:`clicked_early`), or ``None``; since_act: seconds since the last
            action of any seat.
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.pending: BotTurn | None = None
        self.game_over_shown = False
        self.again: int | None = None
        self.auto_waited = 0.0
        self.early: tuple[str, int] | None = None  # (a card clicked as moves played, on which turn)
        self.since_act, self._turn = 0.0, -1
        self.carried: int | None = None  # (the turn on which the viewer's decision carries on)
        self.offered: Panel | None = None  # (the panel offered to the viewer last)

    @property
    def waiting_for_bot(self) -> bool:
        """True while a bot decision is being waited for, or the viewer's only move is about
        to be made for them (:meth:`auto_play`): the window must keep polling (a tester's
        only move waited 3-8 s while the app slept between events)."""
        return self.pending is not None or self.auto_waited > 0

    def update(self, dt: float) -> None:
        """Take the next turn if the table has settled."""
        table = self.table
        session = table.session
        self.since_act = 0.0 if session.turn != self._turn else self.since_act + dt
        self._turn = session.turn
        self.auto_waited = self.auto_waited if table.offering else 0.0  # (no only move on offer)
        if not table.settled():
            table.offer(False)
            self.keep_raised()
            return
        if session.is_terminal:
            table.offer(False)
            if not self.game_over_shown:
                self.game_over_shown = True
                table.show_game_over()
            return
        seat = session.current_player
        if seat == CHANCE:
            table.claims.cancel()  # (a claim ends with its hand)
            table.offer(False)
            table.act(None)
        elif table.claims.active is not None:
            table.offer(False)
            table.claims.step()
        elif not session.seats[seat].is_human and table.claims.may_claim(seat):
            table.offer(False)
            table.claims.start(seat)
        elif session.seats[seat].is_human:
            if table.pass_and_play and (seat != table.board.viewer or not table.board.revealed):
                table.offer(False)
                self.curtain(seat)
            else:
                table.offer(True)
                self.offered = table.snapshot.panel
                self.play_early()
                self.auto_play(dt)
        else:
            table.offer(False)
            self.think(seat, dt)

    def clicked_early(self, card: Sprite | None) -> None:
        """A click on ``card`` of the viewer's hand (``None``: elsewhere) skipped the moves of
        the viewer's own action: should the same seat be offered its next decision straight
        after, with that card in it, the card is played then (a bid laid card by card,
        clicked as fast as the cards slide; a tester's clicks half a second apart were taken
        as skips alone). Not within :data:`~game.table.pace.INPUT_GRACE` of that action: the
        second click of a double-click must not lay the card that lay under the one laid."""
        mine = card is not None and card.key is not None and not card.sliding and self.continues()
        self.early = (card.key, self.table.session.turn) if mine else None

    def continues(self) -> bool:
        """True when the viewer made the last action, at least
        :data:`~game.table.pace.INPUT_GRACE` ago, and its moves showed no result (a trick
        won, bids turned up): its next decision takes clicks at once
        (:attr:`~game.table.scene.TableScene.input_ready`), the offer's grace being for a
        turn coming back, not for one's own clicks in a row. (A click to hurry past a trick
        one has just won must not lead the card under it: a tester's did.)"""
        table = self.table
        mine = table.last_actor == table.board.viewer and not table.animator.showed_result
        return mine and self.since_act >= pace.INPUT_GRACE

    def carry_on(self) -> None:
        """After an action: where the viewer made it and the same decision goes on, under a
        panel of the title of the one offered when it was made (a bid laid card by card, coins
        turned one by one), the hand stays raised and the panel and the prompt stay in sight
        while the action's moves play, inert until the next offer (they went and came back
        at every card: a tester saw the hand bob and the panel blink)."""
        table, session = self.table, self.table.session
        before, after = self.offered, table.snapshot.panel
        carry = (
            table.last_actor == table.board.viewer == session.current_player
            and not session.is_terminal
            and table.claims.active is None
            and before is not None
            and after is not None
            and after.title == before.title
        )
        self.carried = session.turn if carry else None
        if carry:
            table.input.rebuild()  # (the Hint button stays)
        self.keep_raised()

    def keep_raised(self) -> None:
        """While the viewer's decision carries on (:meth:`carry_on`), its hand's playable cards
        stay raised, those coming into it too (cards taken back rose only at the next offer:
        a tester saw them lie low)."""
        table = self.table
        if self.carrying and table.board.offer(table.presenter.raise_all_legal):
            table.board.relayout(pace.PLAY_MOVE * 0.5 * table.speed)

    @property
    def carrying(self) -> bool:
        """True while the viewer's decision carries on between two of its actions
        (:meth:`carry_on`)."""
        return self.carried == self.table.session.turn and not self.table.offering

    def play_early(self) -> None:
        """Play the card clicked early (:meth:`clicked_early`) if it is the viewer's to play now,
        on the turn it was clicked on; forget it either way."""
        early, self.early = self.early, None
        table = self.table
        if early is None or early[1] != table.session.turn:
            return
        card = next((sp for sp in table.board.hand() if sp.key == early[0]), None)
        if card is not None and card.item.action is not None:
            table.input.click(card.item.action, early=True)

    def auto_play(self, dt: float) -> None:
        """With the ``auto_play`` setting on, the viewer's only legal move is made for them
        after a short pause (a thinking pause, so it is seen)."""
        table = self.table
        legal = table.snapshot.legal
        if not table.app.settings.get("auto_play", False) or len(legal) != 1 or not table.input_ready:
            self.auto_waited = 0.0
            return
        self.auto_waited += dt
        if self.auto_waited >= pace.THINK * table.speed:
            self.auto_waited = 0.0
            table.act(legal[0])

    def think(self, seat: int, dt: float) -> None:
        """Ask the worker for ``seat``'s decision once per turn; apply it when it has come and
        the thinking pause is over. A bot that fails (raises, dies, or answers an illegal
        move) never stops the game: the seat plays a random legal move instead, seeded like
        the bot, and the table says so."""
        table, session, bots = self.table, self.table.session, self.table.app.bots
        p = self.pending
        seed = session.record.seed * 1_000_003 + session.turn
        if p is None or p.turn != session.turn:
            level = session.seats[seat].level
            paused = pace.THINK * table.speed if self.again == seat else 0.0
            p = self.pending = BotTurn(session.turn, waited=paused)
            try:
                bots.request(session.record.game, level, session.view(seat), session.legal_actions(), seed)
            except Exception as exc:  # a bot's failure must not end the game
                p.answer = self.stand_in(seat, seed, exc)
        else:
            p.waited += dt
        if p.answer is None:
            try:
                p.answer = bots.poll()
            except Exception as exc:  # a bot's failure must not end the game
                p.answer = self.stand_in(seat, seed, exc)
            if p.answer is None and table.app.fixed_dt is not None:
                # Virtual time: frames run back to back, so give the worker's result thread
                # the interpreter for a moment instead of spinning.
                time.sleep(0.0005)
        if p.answer is not None and p.waited >= pace.THINK * table.speed:
            answer, self.pending = p.answer, None
            if answer not in {str(a) for a in session.legal_actions()}:
                answer = self.stand_in(seat, seed, ValueError(f"it chose {answer!r}, which is not legal"))
            table.act(answer)
            self.again = seat if session.current_player == seat else None

    def stand_in(self, seat: int, seed: int, error: Exception) -> str:
        """A random legal move for ``seat`` (seeded with ``seed``) when its bot failed with
        ``error``; the table says what happened."""
        name = self.table.names[seat]
        self.table.say(f"{name}'s computer player failed ({error}); {name} makes a random legal move.")
        return str(random.Random(seed).choice(self.table.session.legal_actions()))

    def curtain(self, seat: int) -> None:
        """Hide every hand and call ``seat``'s player to the table."""
        table = self.table
        if not table.busy_with_overlay():
            table.hide_hand()
            reason = table.presenter.curtain_reason(table.session.view(seat), table.names)
            table.block(CurtainScene(table.app, table, seat, reason))

    def cancel(self) -> None:
        """Forget a pending bot decision (the table is closing)."""
        self.pending = None
        self.table.app.bots.cancel()
