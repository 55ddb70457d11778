"""The search levels in the app (issue 9): an AI seat's level chosen on New game by clicks,
kept in the save and remembered; the table's AI turns played by the search in the bot
worker while the table keeps drawing; the hint worked out by the search, with its reason."""

from __future__ import annotations

import pygame
import pytest

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.title import TitleScene
from game.table.hint import THINKING
from game.table.input import HINT
from game.table.scene import TableScene
from rules.ai.bots import choose_action_text
from rules.core.record import Seat
from saves import load_settings, read_record
from tests.game.driver import click, legal_targets, push_table, run_frames, run_until


@pytest.fixture
def process_app():
    """A headless 1280x720 app with its own bot worker process, as the real app has (with
    the fixed budgets, not the clock, so that a seed gives one move)."""
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    app.settings["animation_speed"] = "fast"
    yield app
    app.close()
    assets.clear_caches()


def levels_shown(scene) -> list[str | None]:
    """The level word per seat on the New game screen (``None`` where it is hidden: a human)."""
    return [button.text if button.visible else None for button in scene.seat_levels]


def test_the_level_tooltip_comes_while_the_pointer_rests_and_the_window_then_idles(app):
    """pygame-gui counts a tooltip's delay only in the frames it is given: the New game screen
    asks for frames while the pointer rests on the level button, until its tooltip is up (an
    idle window never showed it), and none after."""
    from game.ui.menu import TOOLTIP_WIDTH

    app.push(TitleScene(app))
    run_frames(app, 1)
    click(app, app.top.buttons["new"].rect.center)
    scene = app.top
    button = scene.seat_levels[1]
    pos = button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, 2)
    assert button.hovered and button.tool_tip is None and scene.busy()
    run_until(app, lambda: button.tool_tip is not None, 120)  # the delay is 1 s: 60 frames
    assert "Easy" in button.tool_tip_text and "Hard" in button.tool_tip_text
    assert button.tool_tip.rect.width >= TOOLTIP_WIDTH * scene.unit * 0.9  # a box, not a column
    # beside the button, not over the seat rows below it (pygame-gui put it under the pointer)
    run_frames(app, 1)
    tip = button.tool_tip.rect
    assert tip.left > button.rect.right and app.screen.get_rect().contains(tip)
    rows = [*scene.seat_entries, *scene.seat_toggles, *scene.seat_levels]
    assert not any(tip.colliderect(widget.rect) for widget in rows)
    run_frames(app, 2)
    assert not scene.busy() and not app.wants_frame()


def test_a_seat_s_level_is_chosen_by_clicks_kept_in_the_save_and_offered_again(app):
    app.push(TitleScene(app))
    run_frames(app, 1)
    click(app, app.top.buttons["new"].rect.center)
    click(app, app.top.game_buttons["coins"].rect.center)
    scene = app.top
    assert levels_shown(scene) == [None, "Normal", "Normal"]  # the default for a new player
    click(app, scene.seat_levels[1].rect.center)
    click(app, scene.seat_levels[1].rect.center)  # Normal -> Hard -> Easy
    click(app, scene.seat_levels[2].rect.center)
    assert levels_shown(scene) == [None, "Easy", "Hard"]
    click(app, scene.seat_toggles[2].rect.center)  # a human has no level...
    assert levels_shown(scene) == [None, "Easy", None]
    assert scene.seat_toggles[2].rect.right == scene.seat_levels[2].rect.right  # (its room taken)
    click(app, scene.seat_toggles[2].rect.center)  # ...and the AI again keeps the one chosen
    assert levels_shown(scene) == [None, "Easy", "Hard"]
    click(app, scene.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 10)
    session = app.find(TableScene).session
    assert [(s.kind, s.level) for s in session.seats[1:]] == [("ai", "easy"), ("ai", "hard")]
    session.close()  # the autosave is written
    assert [s.level for s in read_record(session.save_path).seats[1:]] == ["easy", "hard"]
    assert load_settings()["last_levels"][1:] == ["easy", "", "hard"]  # Left, Top (none), Right

    app.show("title")
    run_frames(app, 1)
    click(app, app.top.buttons["new"].rect.center)
    assert app.top.game == "coins" and levels_shown(app.top) == [None, "Easy", "Hard"]


def test_a_level_the_settings_name_but_this_version_does_not_offer_shows_normal(app):
    app.settings["last_levels"] = ["hard", "baseline", 7, "hard"]
    app.settings["last_game"] = "bid_whist"
    scene = app.open("new_game")
    run_frames(app, 1)
    assert levels_shown(scene) == [None, "Normal", "Normal", "Hard"]
    assert [s.level for s in scene.seats()] == ["hard", "normal", "normal", "hard"]


def test_the_table_plays_ai_turns_at_a_search_level_in_the_worker_and_keeps_drawing(process_app):
    """Two AI seats at ``easy``: each decision the worker sends back is the easy search's own
    (the same seed in this process gives the same move), and every frame while the worker
    thinks is drawn (the table is busy, so the window never stands still)."""
    app = process_app
    assert not app.bots.inline
    seats = [Seat("You", "human"), Seat("West", "ai", "easy"), Seat("East", "ai", "easy")]
    from game.session import Session

    table = app.open("table", Session.new("grand_bid", seats, {}, seed=5, autosave=False))
    asked = []
    request = app.bots.request

    def spy(game, level, view, legal, seed):
        asked.append((level, choose_action_text(game, level, view, legal, seed)))
        request(game, level, view, legal, seed)

    app.bots.request = spy
    history = table.session.state.history
    drawn_waiting = waiting = 0
    for _ in range(20000):
        if len(asked) >= 4 and not app.bots.pending:
            break
        if table.input_ready:
            click(app, legal_targets(table)[0][1].center, frames=1)
            continue
        before = len(app.stats.frame_ms)
        pending = app.bots.pending
        app.step()
        if pending:
            waiting += 1
            drawn_waiting += len(app.stats.frame_ms) > before
    played = [str(a) for a in history]
    assert len(asked) >= 4 and all(level == "easy" for level, _ in asked)
    assert all(move in played for _, move in asked)
    assert waiting > 0 and drawn_waiting == waiting


def test_the_hint_comes_from_the_worker_with_the_search_s_reason(process_app):
    app = process_app
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready and HINT in dict(table.input.targets()), 20000)
    click(app, dict(table.input.targets())[HINT].center, frames=1)
    assert table.notice == THINKING or table.hinted is not None
    run_until(app, lambda: table.hinted is not None, 20000)
    assert table.hinted in {str(a) for a in table.session.legal_actions()}
    assert table.notice.startswith("Hint: ") and table.notice.endswith(("as good.", "would.", "comes close."))
    hinted, before = table.hinted, len(table.session.state.history)
    click(app, next(r for t, r in table.input.targets() if t == hinted).center, frames=1)
    assert str(table.session.state.history[before]) == hinted


def test_a_hint_that_comes_after_the_move_was_made_is_dropped(app, monkeypatch):
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready and HINT in dict(table.input.targets()), 20000)
    late = []
    real_poll = app.bots.poll_hint
    monkeypatch.setattr(app.bots, "poll_hint", lambda: real_poll() if late else None)
    click(app, dict(table.input.targets())[HINT].center, frames=1)
    assert table.notice == THINKING and table.hints.waiting and table.busy()
    click(app, legal_targets(table)[0][1].center, frames=1)
    late.append(True)
    run_frames(app, 3)
    assert table.hinted is None and not table.hints.waiting and not app.bots.hint_pending
    assert not table.notice.startswith("Hint")


def test_a_game_with_fewer_seats_keeps_the_levels_and_names_of_the_seats_beyond_it(app):
    """A fresh-user check: after a 3-player game, Bid Whist's 4th seat came back at Normal."""
    app.settings["last_levels"] = ["easy", "easy", "hard", "easy"]
    app.settings["last_names"] = ["Ann", "Bo", "Cy", "Dee"]
    app.settings["last_game"] = "coins"
    scene = app.open("new_game")
    run_frames(app, 1)
    click(app, scene.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 10)
    app.find(TableScene).session.close()
    settings = load_settings()
    assert settings["last_levels"] == ["easy", "easy", "hard", "easy"]
    assert settings["last_names"][3] == "Dee"
    app.show("title")
    run_frames(app, 1)
    app.settings["last_game"] = "bid_whist"
    scene = app.open("new_game")
    run_frames(app, 1)
    assert levels_shown(scene) == [None, "Easy", "Hard", "Easy"]


def test_names_and_levels_come_back_where_they_sat_whatever_the_player_count(app):
    """A fresh user named the Right seat in a 3-player game and found the name on Top with 4
    players (they were kept by seat number): they are kept by position at the table."""
    app.settings["last_game"] = "coins"
    scene = app.open("new_game")
    run_frames(app, 1)
    scene.seat_entries[2].set_text("Rita")  # Right
    click(app, scene.seat_levels[2].rect.center)  # Normal -> Hard
    click(app, scene.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 10)
    app.find(TableScene).session.close()
    assert load_settings()["last_names"] == ["You", "West", "", "Rita"]
    app.show("title")
    run_frames(app, 1)
    app.settings["last_game"] = "bid_whist"
    scene = app.open("new_game")
    run_frames(app, 1)
    assert [e.get_text() for e in scene.seat_entries] == ["You", "West", "North", "Rita"]
    assert levels_shown(scene) == [None, "Normal", "Normal", "Hard"]
    scene.seat_entries[2].set_text("Tom")  # Top
    click(app, scene.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 10)
    app.find(TableScene).session.close()
    app.show("title")
    run_frames(app, 1)
    app.settings["last_game"] = "coins"
    scene = app.open("new_game")
    run_frames(app, 1)
    assert [e.get_text() for e in scene.seat_entries] == ["You", "West", "Rita"]
    assert load_settings()["last_names"] == ["You", "West", "Tom", "Rita"]  # (Top kept for 4)


def test_a_list_of_three_from_an_older_version_is_a_three_player_games():
    from game.scenes.choices import remember_seats, remembered_seats

    assert remembered_seats(["Ann", "Bo", "Cy"], 4) == ["Ann", "Bo", None, "Cy"]
    assert remembered_seats(["Ann", "Bo", "Cy"], 3) == ["Ann", "Bo", "Cy"]
    assert remembered_seats("junk", 3) == [None, None, None]
    assert remember_seats(["A", "B", "C"], ["w", "x", "y", "z"]) == ["A", "B", "y", "C"]
    assert remember_seats(["A", "B", "C", "D"], None) == ["A", "B", "C", "D"]
    assert remember_seats(["A", "B", "C"], [1, 2]) == ["A", "B", "", "C"]


def test_a_seat_added_by_a_larger_player_count_takes_the_level_shown_beside_it(app):
    """A fresh user set both of Bid Coin's computer players to Hard, chose 4 players, and the
    new seat came at Normal; a seat never played takes the last level shown (a remembered
    one still wins, as above)."""
    app.settings["last_levels"] = []
    app.settings["last_game"] = "bid_coin"
    app.settings["last_players"] = {"bid_coin": 3}
    scene = app.open("new_game")
    run_frames(app, 1)
    for seat in (1, 2):
        click(app, scene.seat_levels[seat].rect.center)  # Normal -> Hard
    assert levels_shown(scene) == [None, "Hard", "Hard"]
    click(app, scene.player_buttons[4].rect.center, frames=2)
    assert levels_shown(scene) == [None, "Hard", "Hard", "Hard"]


def test_new_game_opens_with_the_seats_human_as_last_started(app):
    """helper-35 started games with the human at Left and at Right; New game reopened each
    time with Bottom human, though it opens on what was started last. Who plays each seat is
    now kept by position, as names and levels are (``last_kinds``)."""
    app.settings["last_game"] = "bid_whist"
    scene = app.open("new_game")
    run_frames(app, 2)
    click(app, scene.seat_toggles[0].rect.center)  # Bottom to AI, Left to Human
    click(app, scene.seat_toggles[1].rect.center)
    click(app, scene.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 10)
    session = app.find(TableScene).session
    assert [s.kind for s in session.seats] == ["ai", "human", "ai", "ai"]
    session.close()
    assert load_settings()["last_kinds"] == ["ai", "human", "ai", "ai"]
    app.show("title")
    run_frames(app, 1)
    click(app, app.top.buttons["new"].rect.center)
    assert app.top.rows.kinds == ["ai", "human", "ai", "ai"]
    assert app.top.rows.places_shown()[1] == "Bottom"  # (the table will turn to it)
