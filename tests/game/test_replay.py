"""Watching a finished game again from the Load screen (issue 11): the real table, read-only,
stepped forward and back by its buttons and the arrow keys; the save file is never changed."""

import hashlib
import random

import pygame
import pytest

from game.scenes.load import LoadScene
from game.session import Session
from game.table.replay import BACK, END, FORWARD, SEAT, START, ReplayScene, ReplaySummary
from rules.core.record import Seat
from rules.games import new_game
from tests.game.driver import click, press, run_frames, run_until


def finished_save(game: str, names: list[str], seed: int = 5):
    """A game with a human seat 0 played to its end by random legal moves, autosaved."""
    seats = [Seat(name, "human" if i == 0 else "ai") for i, name in enumerate(names)]
    session = Session.new(game, seats, {}, seed=seed)
    rng = random.Random(seed)
    while not session.is_terminal:
        legal = session.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]  # low bids: games of several hands
        if not legal:
            session.advance_chance()
        else:
            session.apply(passes[0] if passes and rng.random() < 0.6 else rng.choice(legal))
    session.close()
    return session


def open_load(app) -> LoadScene:
    app.show("title")
    run_frames(app, 2)
    click(app, app.top.buttons["load"].rect.center, frames=3)
    assert isinstance(app.top, LoadScene)
    return app.top


def bar(replay) -> dict:
    run_until(replay.app, lambda: replay.bar_ready, 100)
    return dict(replay.input.bar)


def test_watch_steps_through_the_game_and_leaves_the_save_as_it_was(app, user_dirs):
    session = finished_save("coins", ["You", "West", "East"])
    path = session.save_path
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    stamp = path.stat().st_mtime_ns
    moves = list(session.record.actions)
    load = open_load(app)
    click(app, load.rows[path].center, frames=3)
    assert load.buttons["watch"].is_enabled
    click(app, load.buttons["watch"].rect.center, frames=4)
    replay = app.top
    assert isinstance(replay, ReplayScene) and app.scenes[-2] is load
    assert replay.at == 0 and replay.moves == moves and replay.board.viewer == 0
    assert replay.hud.prompt()[0].startswith(f"Move 0 of {len(moves)}")
    # forward by button: the deal, then the first card, each with its animation and words
    click(app, bar(replay)[FORWARD].center, frames=2)
    run_until(app, lambda: replay.animator.idle and not replay.board.busy(), 2000)
    assert replay.at == 1 and len(replay.board.hand()) == 16  # the viewer's hand, face up
    press(app, pygame.K_RIGHT, frames=2)
    run_until(app, lambda: replay.animator.idle, 2000)
    assert replay.at == 2 and [str(a) for a in replay.session.state.history] == moves[:2]
    assert replay.hud.prompt()[0].startswith(f"Move 2 of {len(moves)}: ")
    fresh = new_game("coins", 3, session.record.options, session.record.seed)
    fresh.apply(moves[0])
    said = [replay.presenter.describe(e, replay.names) for e in fresh.apply(moves[1])]
    assert replay.log.status == [line for line in said if line][-1]
    # nobody plays in a replay: no card is offered
    assert not replay.offering and replay.input.actions == []
    # to the end, back one, to the start
    press(app, pygame.K_END, frames=2)
    state = replay.session.state
    assert replay.at == len(moves) and state.is_terminal and state.scores() == session.state.scores()
    assert "win" in replay.hud.prompt()[0]
    press(app, pygame.K_LEFT, frames=2)
    assert replay.at == len(moves) - 1 and not replay.session.state.is_terminal
    expected = new_game("coins", 3, session.record.options, session.record.seed)
    for text in moves[:-1]:
        expected.apply(text)
    assert replay.session.state.view(0) == expected.view(0)
    click(app, bar(replay)[START].center, frames=3)
    assert replay.at == 0 and replay.session.state.history == []
    click(app, bar(replay)[END].center, frames=3)
    click(app, bar(replay)[BACK].center, frames=3)
    assert replay.at == len(moves) - 1
    # another seat's view: the table turns
    click(app, bar(replay)[SEAT].center, frames=3)
    assert replay.board.viewer == 1 and replay.snapshot.view.seat == 1
    assert replay.hud.marker(1) == "AI" and replay.hud.marker(0) == ""  # the watcher is no seat
    # Escape (or Close) goes back to the Load screen; the save is untouched
    press(app, pygame.K_ESCAPE, frames=4)
    assert app.top is load
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before and path.stat().st_mtime_ns == stamp


def test_a_hand_summary_shows_on_the_way_and_closes_without_leaving(app):
    session = finished_save("bid_whist", ["You", "West", "North", "East"], seed=8)
    load = open_load(app)
    click(app, load.rows[session.save_path].center, frames=3)
    click(app, load.buttons["watch"].rect.center, frames=4)
    replay = app.top
    state = new_game("bid_whist", 4, session.record.options, session.record.seed)
    scored = 0
    while not any(e.kind == "hand_scored" for e in state.apply(replay.moves[scored])):
        scored += 1
    assert not state.is_terminal  # the game has a hand scored before its last
    replay.go(scored)
    run_frames(app, 30)
    press(app, pygame.K_RIGHT, frames=2)
    run_until(app, lambda: isinstance(app.top, ReplaySummary), 3000)
    press(app, pygame.K_ESCAPE, frames=4)
    assert app.top is replay and replay.at == scored + 1


@pytest.mark.parametrize("finished", [True, False])
def test_watch_is_offered_for_a_finished_game_and_a_double_click_watches_it(app, finished):
    if finished:
        path = finished_save("coins", ["You", "West", "East"]).save_path
    else:
        seats = [Seat("You", "human"), Seat("West", "ai"), Seat("East", "ai")]
        session = Session.new("coins", seats, {}, seed=3)
        session.advance_chance()
        session.close()
        path = session.save_path
    load = open_load(app)
    click(app, load.rows[path].center, frames=3)
    assert load.buttons["watch"].is_enabled == finished
    click(app, load.rows[path].center, frames=4)  # the second click of a double-click
    run_frames(app, 3)
    assert isinstance(app.top, ReplayScene) == finished
