"""Claim the rest: when a seat leads and its remaining cards win every remaining trick whatever
the others hold (the rules check it, :meth:`~game.session.Session.claim`, so a claim is never
wrong), the rest of the hand is played out quickly (:data:`~game.table.pace.CLAIM_HURRY`), the
claim's words above the hand meanwhile.

The human to lead is offered *Claim the rest* (a button over the empty trick, and the prompt
says so); a computer player claims by itself. The hand history lists each claim before the
cards played out for it. While a claim is played out, the claimer's cards lie face up for
everyone, every seat plays the rules' play-out move (:meth:`~game.session.Session.claim_move`:
the claimer any of its cards, the others a card that follows suit), no one is asked, and no
curtain comes between two players.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.table import pace
from game.table.moves import Say, Sync
from game.table.protocol import HistoryEntry, Summary
from game.table.zones import CardItem, Contents, hand

if TYPE_CHECKING:
    from game.table.scene import TableScene

CLAIM = "ui:claim"
"""The target key of the *Claim the rest* button."""


@dataclass
class Claim:
    """A claim being played out: by ``seat``, with ``left`` moves still to make."""

    seat: int
    left: int


class Claims:
    """The claims of one table.

    Attributes:
        active: the claim being played out, or ``None``.
        said: each claim made as ``(events, seat)``: how many of the session's events came
            before it, and the claimer (for the hand history).
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.active: Claim | None = None
        self.line = ""  # what the last claim said (the prompt shows it while it plays out)
        self.said: list[tuple[int, int]] = []
        self._asked: tuple[int, int, bool] = (-1, -1, False)  # (turn, seat, answer)

    @property
    def made(self) -> list[int]:
        """The indices in the record of the moves made for claims (no one was asked): the
        record's own list (:attr:`rules.core.record.GameRecord.claimed`), so it is saved,
        resumed and watched with the game, and a take-back trims it."""
        return self.table.session.record.claimed

    @property
    def playing_out(self) -> bool:
        """True while a claim is being played out: one is active, or the last move made was
        made for one (its moves are shown hurried, :data:`~game.table.pace.CLAIM_HURRY`)."""
        made, actions = self.made, self.table.session.record.actions
        return self.active is not None or (bool(made) and made[-1] == len(actions) - 1)

    def may_claim(self, seat: int) -> bool:
        """True when ``seat`` may claim now (asked of the rules once per turn)."""
        session = self.table.session
        turn, asked, answer = self._asked
        if (turn, asked) != (session.turn, seat):
            answer = session.current_player == seat and session.claim(seat)
            self._asked = (session.turn, seat, answer)
        return answer

    def offered(self) -> bool:
        """True when the viewer, to act with more than one card in hand, is offered *Claim the
        rest* (with one card, playing it is the claim: helper-76 found the offer odd there)."""
        table = self.table
        offer = self.active is None and table.offering and len(table.board.hand()) > 1
        return offer and self.may_claim(table.board.viewer)

    def prompt(self, text: str) -> str:
        """The prompt ``text``, telling of *Claim the rest* while its button is there to click
        (a tester read of it two seconds before the button came, the cards still moving)."""
        if not self.offered() or not self.table.input_ready:
            return text
        return f"{text}, or Claim the rest: your cards win every remaining {self.table.presenter.trick_word}"

    def button(self) -> pygame.Rect:
        """Where *Claim the rest* is: over the middle of the (empty) trick."""
        layout = self.table.board.layout
        rect = pygame.Rect(0, 0, round(layout.unit * 0.3), round(layout.line_h * 1.4))
        rect.center = layout.centre
        return rect

    def start(self, seat: int) -> None:
        """``seat`` claims: its cards turn face up for all and the rest is played out."""
        table = self.table
        session = table.session
        left = len(session.view(seat).hand) * len(table.names)
        self.active = Claim(seat, left)
        self.said.append((len(session.events), seat))
        who, you = table.names[seat], self._you(seat)
        word = table.presenter.trick_word
        self.line = (
            f"You claim the rest: your cards win every remaining {word}."
            if you
            else f"{who} claims the rest: {who}'s cards, face up, win every remaining {word}."
        )
        table.offer(False)
        table.refresh(caught_up=False)
        table.animator.play([Sync(), Say(self.line, pace.SHOW_PAUSE)])  # the cards turn up, then a beat

    def step(self) -> None:
        """Make the next move of the claim being played out (the table has settled)."""
        claim = self.active
        if claim is None:
            return
        claim.left -= 1
        if claim.left <= 0:
            self.active = None
        session = self.table.session
        self.made.append(len(session.record.actions))
        self.table.act(session.claim_move())

    def finish(self) -> None:
        """Skip ahead (:meth:`~game.table.scene.TableScene.skip_ahead`): the moves being shown
        land at once, and a claim being played out makes its remaining moves, shown landed,
        up to the hand's summary (or a trick held for the player)."""
        table = self.table
        table.animator.finish(table.busy_with_overlay)
        while self.active is not None and table.settled():
            self.step()
            table.animator.finish(table.busy_with_overlay)

    def cancel(self) -> None:
        """Forget a claim (a move was taken back)."""
        self.active = None

    def taken_back(self, events: int) -> None:
        """The game went back to where ``events`` events had been: forget the claims said
        from there on (the session trims the moves made for them, :attr:`made`)."""
        self.said = [(at, seat) for at, seat in self.said if at < events]

    def told_at(self) -> dict[int, int]:
        """Where the hand history tells each claim: the count of events before it -> the
        claimer. The claims said at this table (:attr:`said`), and those the record's claimed
        moves show (a resumed or watched game's: the claimer made the first of them)."""
        session = self.table.session
        ends, events, made = session.event_ends, session.events, set(self.made)
        out = {}
        for index in sorted(made):
            if index - 1 not in made and index < len(ends):  # (the first move of a claim, made)
                at = ends[index - 1] if index else 0
                seat = getattr(events[at], "seat", None) if at < len(events) else None
                if seat is not None:
                    out[at] = seat
        out.update(self.said)
        return out

    def told(self, summary: Summary) -> Summary:
        """``summary`` of a hand that ended in a claim's play-out (:attr:`playing_out`), with
        a first line saying who claimed (a tester saw their last cards played for them and
        the summary up, with no word of why)."""
        told = self.told_at()
        if not self.playing_out or not told:
            return summary
        seat = told[max(told)]
        word = self.table.presenter.trick_word
        if self._you(seat):
            line = f"You claimed the rest: your cards won every remaining {word}."
        else:
            who = self.table.names[seat]
            line = f"{who} claimed the rest: {who}'s cards, shown face up, won every remaining {word}."
        return dataclasses.replace(summary, lines=(line, *summary.lines))

    def entry(self, seat: int) -> HistoryEntry:
        """The hand history's line of a claim by ``seat``, in the part of the trick it opens
        (the cards played out for it follow)."""
        who = "You claim" if self._you(seat) else f"{self.table.names[seat]} claims"
        return HistoryEntry(f"{who} the rest", part=self.table.presenter.trick_word.capitalize())

    def _you(self, seat: int) -> bool:
        """True when ``seat`` is the human at the bottom of a table with one human (told of as
        "you"); in pass-and-play each player is named (a summary both read said "You
        claimed the rest" of West's claim)."""
        table = self.table
        return seat == table.board.viewer and seat in table.humans and not table.pass_and_play

    def show(self, contents: Contents) -> None:
        """Lay the claimer's hand face up in ``contents`` (the viewer's look at the table)."""
        claim = self.active
        table = self.table
        if claim is None or claim.seat == table.board.viewer:
            return
        contents.zones[hand(claim.seat)] = [
            CardItem(c.text, True) for c in table.session.view(claim.seat).hand
        ]
