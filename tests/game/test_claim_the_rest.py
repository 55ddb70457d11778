"""Claim the rest at the table: the human to lead whose cards win every remaining trick (the
rules say so) is offered *Claim the rest*; a click plays the hand out at once and every
remaining trick is theirs. A computer player claims by itself, its cards face up for all.

The games start where a random game (rules only) first reached such a lead."""

from __future__ import annotations

import random

import pytest

from game.session import Session
from game.table.claim import CLAIM
from game.table.overlays import GameOverOverlay, HandSummaryOverlay
from rules.core.events import TrickWon
from rules.core.record import Seat
from rules.games import replay
from tests.game.driver import click, run_until, step

NAMES = ["You", "West", "North", "East"]


def at_a_claim(app, game: str, players: int, claimer: int):
    """A table (seat 0 human) at the first position of a random game where ``claimer`` may
    claim; the claim comes on a lead, so the game stands just before it."""
    seats = [Seat(name, "human" if i == 0 else "ai") for i, name in enumerate(NAMES[:players])]
    for seed in range(1, 60):
        whole = Session.new(game, seats, seed=seed, autosave=False)
        rng = random.Random(seed)
        while not whole.is_terminal and len(whole.record.actions) < 400:
            if whole.current_player == claimer and whole.claim(claimer):
                record = whole.record
                return app.open("table", Session(record, replay(record), autosave=False))
            legal = whole.legal_actions()
            whole.advance_chance() or whole.apply(rng.choice(legal))
    raise AssertionError("no claim in 60 random games")


@pytest.mark.parametrize("game, players", [("bid_whist", 4), ("coins", 3)])
def test_the_human_claims_and_every_remaining_trick_is_theirs(app, game, players):
    table = at_a_claim(app, game, players, 0)
    session = table.session
    run_until(app, lambda: table.input_ready, 2000)
    targets = dict(table.input.targets())
    assert CLAIM in targets and table.claims.offered()
    start = len(session.events)
    click(app, targets[CLAIM].center, frames=1)
    assert table.claims.active is not None
    run_until(app, lambda: "You claim the rest" in table.log.status, 600)  # said once the table settles
    run_until(app, lambda: table.claims.active is None or isinstance(app.top, HandSummaryOverlay), 20000)
    assert not table.input_ready  # nobody was asked meanwhile
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)
    won = [e.seat for e in session.events[start:] if isinstance(e, TrickWon)]
    assert won and set(won) == {0}


def test_a_computer_player_claims_with_its_cards_face_up(app):
    table = at_a_claim(app, "cant_win", 4, 2)
    session = table.session
    run_until(app, lambda: table.claims.active is not None, 4000)
    assert table.claims.active.seat == 2
    hand = {c.text for c in session.view(2).hand}
    start = len(session.events)
    run_until(app, lambda: "North claims the rest" in table.log.status, 600)
    assert len(session.events) == start  # the claimer's cards show before any is played
    table.dirty = True
    step(app)
    assert hand <= set(table.drawn_faces)  # face up for everyone
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)
    won = [e.seat for e in session.events[start:] if isinstance(e, TrickWon)]
    assert won and set(won) == {2}
