"""Claim the rest at the table: the human to lead whose cards win every remaining trick (the
rules say so) is offered *Claim the rest*, and the prompt says so in the game's words; a click
plays the hand out quickly and every remaining trick is theirs. A computer player claims by
itself, its cards face up for all. The hand history lists the claim before the cards played
out for it.

The games start where a random game (rules only) first reached such a lead."""

from __future__ import annotations

import dataclasses
import json
import random

import pygame
import pytest

from game.session import Session
from game.table.claim import CLAIM
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.takeback import take_back
from rules.core.events import CardPlayed, TrickWon
from rules.core.record import GameRecord, Seat
from saves import write_save
from tests.game.driver import click, legal_targets, press, run_frames, run_until, step

NAMES = ["You", "West", "North", "East"]


def at_a_claim(app, game: str, players: int, claimer: int, cards: int = 2, humans=(0,), names=NAMES):
    """A table (``humans`` human, seat 0 alone by default) at the first position of a random
    game where ``claimer`` may claim with at least ``cards`` cards in hand (the table offers a
    claim with two or more); the claim comes on a lead, so the game stands just before it."""
    seats = [Seat(name, "human" if i in humans else "ai") for i, name in enumerate(names[:players])]
    for seed in range(1, 300):
        whole = Session.new(game, seats, seed=seed, autosave=False)
        rng = random.Random(seed)
        while not whole.is_terminal and len(whole.record.actions) < 400:
            long = len(whole.view(claimer).hand) >= cards if whole.current_player == claimer else False
            if long and whole.claim(claimer):
                return app.open("table", whole)  # (with its events so far: the history lists them)
            legal = whole.legal_actions()
            whole.advance_chance() or whole.apply(rng.choice(legal))
    raise AssertionError("no claim in 300 random games")


@pytest.mark.parametrize("game, players", [("bid_whist", 4), ("coins", 3)])
def test_the_human_claims_and_every_remaining_trick_is_theirs(app, game, players):
    table = at_a_claim(app, game, players, 0)
    session = table.session
    word = table.presenter.trick_word
    said = f", or Claim the rest: your cards win every remaining {word}"
    run_until(app, lambda: table.offering, 2000)
    assert not table.input_ready  # (the click grace: the prompt tells of the button only once
    assert CLAIM not in dict(table.input.targets())  # it is there; a tester read of it 2 s before)
    assert not table.hud.prompt()[0].endswith(said)
    run_until(app, lambda: table.input_ready, 2000)
    targets = dict(table.input.targets())
    assert CLAIM in targets and table.claims.offered()
    assert table.hud.prompt()[0].endswith(said)
    start = len(session.events)
    click(app, targets[CLAIM].center, frames=1)
    assert table.claims.active is not None
    run_until(app, lambda: "You claim the rest" in table.log.status, 600)  # said once the table settles
    run_until(app, lambda: table.claims.active is None or isinstance(app.top, HandSummaryOverlay), 20000)
    assert not table.input_ready  # nobody was asked meanwhile
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)
    won = [e.seat for e in session.events[start:] if isinstance(e, TrickWon)]
    assert won and set(won) == {0}
    claimed_before_the_cards(table, "You claim the rest", start)
    assert isinstance(app.top, HandSummaryOverlay | GameOverOverlay)  # it says why the hand ended so
    assert app.top.lines[0] == f"You claimed the rest: your cards won every remaining {word}."


def test_in_pass_and_play_a_claim_is_told_by_the_claimers_name(app):
    """The summary both players read said "You claimed the rest" of South's claim: with two
    players at one screen, each is named."""
    from game.table.curtain import CurtainScene

    table = at_a_claim(app, "bid_whist", 4, 0, humans=(0, 2), names=["South", "West", "North", "East"])
    for _ in range(6000):
        app.step()
        if isinstance(app.top, CurtainScene):
            click(app, app.top.targets()[0][1].center, frames=1)
        elif table.claims.offered() and table.input_ready:
            break
    assert table.pass_and_play and table.board.viewer == 0 and table.claims.offered()
    click(app, dict(table.input.targets())[CLAIM].center, frames=1)
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)
    told = "South claimed the rest: South's cards, shown face up, won every remaining book."
    assert app.top.lines[0] == told
    assert table.claims.entry(0).text == "South claims the rest"


def test_the_hint_at_a_claim_points_to_claim_the_rest(app):
    """Where the rest is the viewer's whatever it plays, the hint says to claim it and
    outlines the button, rather than naming one card of many equal ones."""
    from game.table.hint import placed_at
    from game.table.input import HINT

    table = at_a_claim(app, "coins", 3, 0)
    run_until(app, lambda: table.input_ready, 2000)
    click(app, dict(table.input.targets())[HINT].center, frames=2)
    assert table.hinted == CLAIM and placed_at(table, CLAIM) == dict(table.input.targets())[CLAIM]
    word = table.presenter.trick_word
    assert table.notice.startswith(f"Hint: Claim the rest (outlined) - your cards win every remaining {word}")


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
    run_until(app, lambda: len(session.events) > start + 2, 4000)  # cards played out, each logged
    assert table.hud.prompt()[0].startswith("North claims the rest")  # the claim stays in sight
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)
    won = [e.seat for e in session.events[start:] if isinstance(e, TrickWon)]
    assert won and set(won) == {2}
    claimed_before_the_cards(table, "North claims the rest", start)
    # the summary says why the viewer's last cards were played for them (a tester missed it)
    assert isinstance(app.top, HandSummaryOverlay | GameOverOverlay)
    assert (
        app.top.lines[0] == "North claimed the rest: North's cards, shown face up, won every remaining trick."
    )


def just_before_a_computers_claim(app, game: str, players: int):
    """A table (seat 0 human) one computer player's move before another computer player's
    claim: the first such position of a random game (rules only)."""
    seats = [Seat(name, "human" if i == 0 else "ai") for i, name in enumerate(NAMES[:players])]
    for seed in range(1, 300):
        whole = Session.new(game, seats, seed=seed, autosave=False)
        rng = random.Random(seed)
        while not whole.is_terminal and len(whole.record.actions) < 400:
            seat = whole.current_player
            if seat > 0 and whole.claim(seat) and len(whole.view(seat).hand) >= 2:
                *before, last = whole.record.actions
                mover = Session.new(game, seats, seed=seed, autosave=False)
                for action in before:
                    mover.advance_chance() or mover.apply(action)
                if mover.current_player > 0:
                    return app.open("table", mover)
            whole.advance_chance() or whole.apply(rng.choice(whole.legal_actions()))
    raise AssertionError("no such claim in 300 random games")


def test_a_hint_asked_for_early_is_dropped_when_another_seat_claims(app):
    """H pressed before the player's turn waits for it (helper-80 saw "Hint: coming when it is
    your turn" stay through the last trick, their cards played for them by a computer's claim,
    and no hint come): a claim by another seat drops it, the claim's words in its place."""
    from game.table.hint import HINT_COMING

    table = just_before_a_computers_claim(app, "cant_win", 4)
    press(app, pygame.K_h, frames=1)
    assert table.claims.active is None
    assert table.hints.wanted == 0 and table.notice == HINT_COMING
    run_until(app, lambda: table.claims.active is not None, 4000)
    run_frames(app, 2)
    assert table.hints.wanted is None
    start = len(table.session.events)
    run_until(app, lambda: len(table.session.events) > start + 2, 4000)
    assert table.notice != HINT_COMING and HINT_COMING not in table.hud.prompt()[0]
    assert "claims the rest" in table.hud.prompt()[0]


def frames_to_play_out_a_claim(app) -> int:
    table = at_a_claim(app, "cant_win", 4, 2, cards=4)
    run_until(app, lambda: table.claims.active is not None, 4000)
    return run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)


def test_a_click_during_a_claims_play_out_skips_to_the_hands_end(app):
    table = at_a_claim(app, "cant_win", 4, 2, cards=4)
    session = table.session
    run_until(app, lambda: table.claims.active is not None and len(session.events) > 0, 4000)
    run_until(app, lambda: not table.animator.idle and table.claims.active is not None, 600)
    left = table.claims.active.left
    assert left > 4  # (more than one trick still to play out)
    assert table.skip_ahead()  # a click or a key while the cards move
    assert table.claims.active is None
    assert run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000) < 10


def test_a_claim_is_played_out_quickly(app, monkeypatch):
    """Who wins each trick is settled: the cards fly at a share of the usual pace."""
    hurried = frames_to_play_out_a_claim(app)
    app.pop()
    monkeypatch.setattr("game.table.scene.pace.CLAIM_HURRY", 1.0)
    assert hurried < 0.6 * frames_to_play_out_a_claim(app)


def claimed_before_the_cards(table, line: str, start: int) -> None:
    """The history lists ``line`` once, in the part of the claim's first trick, right before
    the first card played out for it (the claim came after ``start`` events)."""
    rows = table.history.rows()
    texts = [row.text for row in rows]
    assert texts.count(line) == 1
    at = texts.index(line)
    first = next(e for e in table.session.events[start:] if isinstance(e, CardPlayed))
    assert texts[at + 1] == table.presenter.describe(first, table.names)
    assert rows[at - 1].kind == "part" and rows[at - 1].text.startswith(
        table.presenter.trick_word.capitalize()
    )


def test_a_claim_taken_back_leaves_the_history(app):
    table = at_a_claim(app, "bid_whist", 4, 0)
    run_until(app, lambda: table.input_ready, 2000)
    click(app, dict(table.input.targets())[CLAIM].center, frames=1)
    run_until(app, lambda: len(table.claims.made) >= 1, 2000)
    assert "You claim the rest" in [row.text for row in table.history.rows()]
    at = table.claims.said[-1][0]
    take_back(table)
    while len(table.session.events) <= at + 4:  # played again past where the claim was, no claim
        targets = legal_targets(table) if table.input_ready else []
        click(app, targets[0][1].center, frames=1) if targets else step(app)
    assert "You claim the rest" not in [row.text for row in table.history.rows()]


@pytest.mark.parametrize("claimer", [0, 1])
def test_the_moves_played_out_for_a_claim_are_not_reviewed_as_decisions(app, claimer, tmp_path):
    """A fresh user's review listed "Book 11, last to play: the 8 of diamonds", a card the
    table played for them while West's claim was played out: no one was asked."""
    from rules.ai.review import decisions

    table = at_a_claim(app, "bid_whist", 4, claimer, cards=3)
    hand = table.session.state.view(0).hand_number
    if claimer == 0:
        run_until(app, lambda: table.input_ready, 2000)
        click(app, dict(table.input.targets())[CLAIM].center, frames=1)
    run_until(app, lambda: hand in table.reviewer.hands, 6000)
    record, made = table.session.record, set(table.claims.made)
    asked = {d.index for d in decisions(dataclasses.replace(record, claimed=[]), [0])}
    assert made and asked & made  # (without the claims known, some would be reviewed)
    assert not {d.index for d in table.reviewer.hands[hand].decisions} & made
    # the claimed moves are the record's own, so a saved game (resumed or watched) knows them
    assert table.session.record.claimed is table.claims.made
    saved = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert saved.claimed == sorted(made)
    watched = Session.watching(saved)
    assert watched.record.claimed == saved.claimed and not watched.record.actions
    # resumed, the hand history tells the claim where it came, before its cards
    told = table.claims.told_at()
    path = write_save(saved, table.session.summary(), tmp_path / "claimed.json")
    resumed = app.open("table", Session.resume(path))
    assert resumed.claims.said == [] and resumed.claims.told_at() == told
    line = "You claim the rest" if claimer == 0 else f"{resumed.names[claimer]} claims the rest"
    assert line in [row.text for row in resumed.history.rows()]


def test_a_damaged_list_of_claimed_moves_costs_only_that_list():
    seats = [Seat(n, "human" if i == 0 else "ai") for i, n in enumerate(NAMES[:3])]
    session = Session.new("coins", seats, seed=3, autosave=False)
    session.advance_chance()
    data = session.record.to_dict()
    assert "claimed" not in data  # (none: a file as older versions wrote it)
    for bad in ([len(session.record.actions)], ["1"], "0", [-1], [True]):
        assert GameRecord.from_dict({**data, "claimed": bad}).claimed == []
    assert GameRecord.from_dict({**data, "claimed": [0, 0]}).claimed == [0]


def test_no_claim_is_offered_with_one_card_left(app):
    """helper-76 found "Claim the rest" offered with one card left, where playing it is all a
    claim would do: the table offers it only with two cards or more."""
    seats = [Seat(name, "human" if i == 0 else "ai") for i, name in enumerate(NAMES[:3])]
    for seed in range(1, 300):
        whole = Session.new("coins", seats, seed=seed, autosave=False)
        rng = random.Random(seed)
        while not whole.is_terminal and len(whole.record.actions) < 400:
            if whole.current_player == 0 and len(whole.view(0).hand) == 1 and whole.claim(0):
                table = app.open("table", whole)
                run_until(app, lambda t=table: t.input_ready, 20000)
                assert table.claims.may_claim(0) and not table.claims.offered()
                assert CLAIM not in dict(table.input.targets())
                return
            whole.advance_chance() or whole.apply(rng.choice(whole.legal_actions()))
    raise AssertionError("no claim with one card in 300 random games")
