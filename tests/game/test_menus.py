"""The menu scenes driven headless by posted clicks: title, new game, load, message."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from pygame_gui.elements import UIScrollingContainer

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.choices import playable
from game.scenes.load import EMPTY_TEXT, LoadScene, describe
from game.scenes.message import MessageScene
from game.scenes.new_game import NewGameScene
from game.scenes.seat_rows import PASS_AND_PLAY_NOTES
from game.scenes.title import TitleScene
from game.table.centre import POSITIONS
from game.table.scene import TableScene
from game.ui import style
from game.ui.gui import TextLabel
from rules.core.record import GameRecord, Seat
from rules.games import GAMES
from saves import saves_dir, write_save
from tests.game.driver import click, push_table, run_frames

SUMMARY = {
    "title": "Bid Whist",
    "players": ["You", "West", "North", "East"],
    "scores": [3, 1],
    "status": "Hand 3, South to play",
    "finished": False,
}


@pytest.fixture
def app(title_app):
    """The app at the title screen (conftest's ``title_app``)."""
    return title_app


def write_bid_whist_save(actions=(), summary=None):
    """A Bid Whist save with default options and ``actions``; returns its path."""
    record = GameRecord(
        "bid_whist",
        GAMES["bid_whist"].variant().defaults(),
        [Seat("You", "human"), Seat("West"), Seat("North"), Seat("East")],
        11,
        list(actions),
        "0.1.0",
    )
    return write_save(record, dict(summary or SUMMARY))


def write_bad_file():
    """A save file cut short; returns its path."""
    path = saves_dir() / "bid_whist-20260101-120000-5.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "cardtable-record", "version": 1, "game": "bid', encoding="utf-8")
    return path


def press(app, button):
    """Click the centre of a pygame-gui button."""
    click(app, button.rect.center)


def scroll_to(app, scene, widget):
    """Turn the wheel over the option list until ``widget`` shows whole in it, as a player
    reaches an option below the list's edge."""
    scroller = next(el for el in scene.manager.ui_group.sprites() if isinstance(el, UIScrollingContainer))
    for _ in range(40):
        if scroller.rect.contains(widget.rect):
            return
        click_at = scroller.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=click_at, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        )
        run_frames(app, 2)
    raise AssertionError(f"{widget.rect} never scrolled into {scroller.rect}")


def label_texts(scene):
    """The text of every label in the scene's manager."""
    return [el.text for el in scene.manager.ui_group.sprites() if isinstance(el, TextLabel)]


def restart_title(app):
    """Show a fresh title screen (it reads the saves folder when built)."""
    app.replace(TitleScene(app))
    run_frames(app, 1)


# --- title ---------------------------------------------------------------------------------------
def test_title_continue_is_disabled_without_saves(app):
    title = app.top
    assert isinstance(title, TitleScene)
    assert not title.buttons["continue"].is_enabled
    assert {"continue", "new", "load", "quit"} <= set(title.buttons)
    press(app, title.buttons["continue"])
    assert app.top is title


def test_title_continue_names_the_game_it_resumes(app):
    write_bid_whist_save()
    restart_title(app)
    button = app.top.buttons["continue"]
    assert button.is_enabled
    assert button.text == "Continue: Bid Whist, hand 3"


@pytest.mark.parametrize("players", [3, 4])
def test_title_continue_names_the_player_count_of_a_game_that_has_several(app, players):
    """Can't Win is played by 3 or 4: helper-85 could not tell which game "Continue: Can't Win,
    round 1" would resume (Bid Whist, always 4, names none: the test above)."""
    names = ["You", "West", "North", "East"][:players]
    seats = [Seat(name) for name in names]
    record = GameRecord("cant_win", GAMES["cant_win"].variant().defaults(), seats, 5, [], "0.1.0")
    status = "Round 1 - You to bid"
    summary = dict(SUMMARY, title="Can't Win", players=names, scores=[0] * players, status=status)
    write_save(record, summary)
    restart_title(app)
    assert app.top.buttons["continue"].text == f"Continue: Can't Win, {players} players, round 1"


def test_finished_games_are_not_continued(app):
    write_bid_whist_save(summary=dict(SUMMARY, finished=True, status="Finished: North-South won"))
    restart_title(app)
    assert not app.top.buttons["continue"].is_enabled


def test_a_save_that_does_not_replay_is_not_offered_to_continue_and_load_says_why(app):
    path = write_bid_whist_save(actions=["play AS"])  # not a legal first action: the deal comes first
    restart_title(app)
    assert not app.top.buttons["continue"].is_enabled
    press(app, app.top.buttons["load"])
    scene = app.top
    assert isinstance(scene, LoadScene) and not scene.saves and [bad for bad, _ in scene.bad] == [path]
    name, reason = scene.row_lines(0)
    assert "its move 1 of 1 ('play AS') is not allowed there" in reason
    click(app, scene.rows[path].center)
    run_frames(app, 1)
    assert isinstance(app.top, MessageScene) and ".bad" in app.top.text
    assert not path.exists() and path.with_name(path.name + ".bad").exists()


def test_quit_ends_the_loop(app):
    app.running = True
    press(app, app.top.buttons["quit"])
    assert app.running is False


# --- theme ---------------------------------------------------------------------------------------
def test_every_widget_uses_the_bundled_font_sized_by_the_window(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    assert isinstance(scene, NewGameScene)
    fonts = assets.asset_root() / "fonts"
    theme = scene.manager.ui_theme
    for element in scene.manager.ui_group.sprites():
        info = theme.get_font_info(element.combined_element_ids)
        assert info["regular_path"] and str(fonts) in info["regular_path"], element.combined_element_ids
    start = scene.buttons["start"]
    assert theme.get_font_info(start.combined_element_ids)["size"] == style.text_px(720, "body")
    pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    app.resized()
    run_frames(app, 1)
    start = scene.buttons["start"]
    assert scene.manager.ui_theme.get_font_info(start.combined_element_ids)["size"] == style.text_px(
        1440, "body"
    )
    assert start.rect.right <= 2560 and start.rect.bottom <= 1440 and start.rect.width > 400


def test_posted_motion_hovers_a_button(app):
    button = app.top.buttons["new"]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    run_frames(app, 2)
    assert button.hovered


# --- new game ------------------------------------------------------------------------------------
def test_new_game_offers_only_playable_games(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert list(scene.game_buttons) == list(GAMES)
    assert scene.game == "bid_whist" and scene.game_buttons["bid_whist"].is_selected
    coming = [name for name in GAMES if not playable(name)]
    assert "bid_whist" not in coming and "grand_bid" not in coming
    for name, button in scene.game_buttons.items():
        assert button.is_enabled == playable(name)
        assert ("coming soon" in button.text.lower()) == (name in coming)
    for name in coming:
        press(app, scene.game_buttons[name])
        assert scene.game == "bid_whist"


def test_new_games_seats_stay_put_as_games_are_switched(app):
    """The Seats section jumped up or down as games were switched (a tester): the game's
    words under the list take the room of the longest game's, and a game of one player count
    gives its heading the height of the Players row (a second tester saw the seats move)."""
    from pygame_gui.elements import UILabel

    press(app, app.top.buttons["new"])
    tops = {}
    for name in [n for n in GAMES if playable(n)]:
        press(app, app.top.game_buttons[name])
        labels = [e for e in app.top.manager.ui_group.sprites() if isinstance(e, UILabel)]
        seats = [e.rect.top for e in labels if e.text.startswith("Seats")]
        tops[name] = (*seats, app.top.seat_entries[0].rect.top)  # (the heading and the first seat)
    assert all(len(t) == 2 for t in tops.values()) and len(set(tops.values())) == 1, tops


def test_a_game_whose_variant_file_is_damaged_is_marked_and_says_why(app, monkeypatch, tmp_path):
    import dataclasses

    bad = tmp_path / "coins.yaml"
    bad.write_text("game: coins\nplayers: 3\n", encoding="utf-8")
    monkeypatch.setitem(GAMES, "coins", dataclasses.replace(GAMES["coins"], variant_file=bad))
    press(app, app.top.buttons["new"])
    scene = app.top
    button = scene.game_buttons["coins"]
    assert button.is_enabled and "damaged" in button.text and not playable("coins")
    press(app, button)
    run_frames(app, 1)
    assert isinstance(app.top, MessageScene) and "coins.yaml: players must be a list" in app.top.text
    press(app, app.top.buttons["ok"])
    assert app.top is scene and scene.game == "bid_whist"


def test_new_game_shows_every_option_with_its_label_and_help(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    variant = GAMES["bid_whist"].variant()
    assert set(scene.option_widgets) == {spec.key for spec in variant.options}
    texts = " ".join(label_texts(scene))
    for spec in variant.options:
        assert scene.option_labels[spec.key].text == spec.label
        assert " ".join(spec.help.split()) in " ".join(texts.split()), spec.key
        if spec.kind == "choice":
            assert set(scene.option_widgets[spec.key]) == set(spec.choices)


def test_an_option_list_taller_than_its_box_says_it_scrolls_and_ends_above_the_buttons(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    assert scene.game == "bid_whist" and "scroll for more" in label_texts(scene)  # (nine options at 1280x720)
    scroller = next(el for el in scene.manager.ui_group.sprites() if isinstance(el, UIScrollingContainer))
    assert scroller.rect.bottom + 12 <= scene.buttons["start"].rect.top
    press(app, scene.game_buttons["coins"])
    assert "scroll for more" not in label_texts(scene)  # (its one option fits)


def test_new_game_seats_default_to_you_and_three_ai(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    assert [e.get_text() for e in scene.seat_entries] == ["You", "West", "North", "East"]
    assert [t.text for t in scene.seat_toggles] == ["Human", "AI", "AI", "AI"]


def test_a_game_with_several_player_counts_offers_them(app, monkeypatch):
    import game.scenes.new_game as new_game

    monkeypatch.setattr(new_game, "playable", lambda name: name in ("bid_whist", "cant_win"))
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.game_buttons["cant_win"])
    assert scene.game == "cant_win" and scene.game_buttons["cant_win"].is_selected
    assert set(scene.player_buttons) == {3, 4} and scene.player_buttons[4].is_selected
    assert set(scene.option_widgets) == {spec.key for spec in GAMES["cant_win"].variant().options}
    press(app, scene.player_buttons[3])
    assert scene.players == 3 and scene.player_buttons[3].is_selected
    assert [e.get_text() for e in scene.seat_entries] == ["You", "West", "East"]
    assert len(scene.seat_toggles) == 3 and scene.buttons["start"].text == "Start Can't Win"


def test_back_returns_to_the_title(app):
    press(app, app.top.buttons["new"])
    press(app, app.top.buttons["back"])
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_clicked_options_and_seats_start_that_game(app):
    from game.table.scene import TableScene

    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.option_widgets["sport_kitty"])
    press(app, scene.option_labels["boston"])  # the label toggles too
    press(app, scene.option_widgets["minimum_bid"][4])
    scroll_to(app, scene, scene.option_widgets["jokers"][1])  # (below the list's edge at first)
    press(app, scene.option_widgets["jokers"][1])
    press(app, scene.seat_toggles[2])
    press(app, scene.seat_toggles[1])
    press(app, scene.seat_toggles[1])  # and back to AI
    scene.seat_entries[0].set_text("Ann")
    scene.seat_entries[3].set_text("   ")
    assert scene.option_widgets["sport_kitty"].text == "\u2713"
    press(app, scene.buttons["start"])
    run_frames(app, 1)
    table = app.top
    assert isinstance(table, TableScene) and len(app.scenes) == 1
    record = table.session.record
    expected = dict(
        GAMES["bid_whist"].variant().defaults(), sport_kitty=True, boston=True, minimum_bid=4, jokers=1
    )
    assert record.options == expected
    assert [(s.name, s.kind) for s in record.seats] == [
        ("Ann", "human"),
        ("West", "ai"),
        ("North", "human"),
        ("East", "ai"),
    ]
    assert app.settings["last_names"] == ["Ann", "West", "North", "East"]
    from saves import load_settings

    assert load_settings()["last_names"] == ["Ann", "West", "North", "East"]


def test_new_game_remembers_the_names_typed_last_time(app):
    app.settings["last_names"] = ["Ann", "Bo", "Cy", "Di"]
    press(app, app.top.buttons["new"])
    assert [e.get_text() for e in app.top.seat_entries] == ["Ann", "Bo", "Cy", "Di"]


def test_new_game_keeps_choices_and_names_across_a_resize(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.option_widgets["two_sets"])
    scene.seat_entries[0].set_text("Zed")
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    app.resized()
    run_frames(app, 1)
    assert scene.options["two_sets"] is True and scene.option_widgets["two_sets"].is_selected
    assert scene.seat_entries[0].get_text() == "Zed"


def test_new_game_keeps_typed_names_and_human_seats_by_position_when_the_game_changes(app):
    """A name typed and a seat made Human stay at their place at the table when another game
    or player count is chosen before starting (Bottom, Left, Top, Right)."""
    press(app, app.top.buttons["new"])
    scene = app.top
    scene.seat_entries[0].set_text("Ann")
    scene.seat_entries[3].set_text("Di")  # Right with 4 players
    press(app, scene.seat_toggles[3])  # Di plays too
    press(app, scene.game_buttons["coins"])  # 3 players: Bottom, Left, Right
    assert [e.get_text() for e in scene.seat_entries] == ["Ann", "West", "Di"]
    assert [s.kind for s in scene.seats()] == ["human", "ai", "human"]
    press(app, scene.game_buttons["cant_win"])
    press(app, scene.player_buttons[4])  # Top comes back empty, Right is still Di
    assert [e.get_text() for e in scene.seat_entries] == ["Ann", "West", "North", "Di"]
    assert [s.kind for s in scene.seats()] == ["human", "ai", "ai", "human"]
    press(app, scene.game_buttons["bid_whist"])
    press(app, scene.seat_toggles[3])  # one human again
    scene.seat_entries[0].set_text("You")
    press(app, scene.seat_toggles[1])  # two: the default "You" takes its position's name
    press(app, scene.game_buttons["coins"])
    assert [e.get_text() for e in scene.seat_entries] == ["South", "West", "Di"]
    assert [s.kind for s in scene.seats()] == ["human", "human", "ai"]
    press(app, scene.seat_toggles[1])  # and back to "You" when solo
    assert scene.seat_entries[0].get_text() == "You"


def test_new_game_keeps_a_top_seat_and_the_levels_by_position_through_a_three_player_game(app):
    """A tester's finds: the Top seat's name and Human choice were lost after a 3-player
    layout, and the levels followed the seat numbers (Top's level went to the Right)."""
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.game_buttons["cant_win"])
    press(app, scene.player_buttons[4])
    scene.seat_entries[2].set_text("Tom")
    press(app, scene.seat_toggles[2])
    for seat, level in ((1, "normal"), (3, "easy")):
        while scene.rows.levels[seat] != level:
            press(app, scene.seat_levels[seat])
    scene.rows.levels[2] = "hard"  # (Tom's, kept for when Top is the computer again)
    press(app, scene.player_buttons[3])  # Bottom, Left, Right
    assert [s.level for s in scene.seats()][1:] == ["normal", "easy"]
    press(app, scene.game_buttons["coins"])
    press(app, scene.game_buttons["bid_whist"])
    assert [e.get_text() for e in scene.seat_entries] == ["South", "West", "Tom", "East"]
    assert [(s.kind, s.level) for s in scene.seats()][1:] == [
        ("ai", "normal"),
        ("human", "hard"),
        ("ai", "easy"),
    ]


def test_a_computer_player_at_the_bottom_is_never_called_you(app):
    """Seat 0 played by the computer takes its place's name, as at a shared table; a human
    seat alone is "You" (and sits at the bottom)."""
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.seat_toggles[3])  # Right plays too: Bottom is "South"
    assert scene.seat_entries[0].get_text() == "South"
    press(app, scene.seat_toggles[0])  # Bottom to the computer: Right, alone, is "You"
    assert [(s.name, s.kind) for s in scene.seats()][::3] == [("West", "ai"), ("You", "human")]
    press(app, scene.seat_toggles[0])
    press(app, scene.seat_toggles[3])  # Bottom alone is human again
    assert [e.get_text() for e in scene.seat_entries] == ["You", "West", "North", "East"]
    press(app, scene.seat_toggles[0])  # solo Bottom to the computer, no human left
    assert scene.seat_entries[0].get_text() == "South"


def test_the_rows_say_where_each_seat_will_sit_when_the_lone_human_is_not_at_the_bottom(app):
    """helper-32 set Left to the only human and found it at the bottom of the table with
    "East" on its left: the table turns to put the lone human at the bottom, so the rows'
    places and default names turn with it."""
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.game_buttons["cant_win"])
    press(app, scene.player_buttons[3])
    press(app, scene.seat_toggles[1])  # Left plays too
    scene.seat_entries[1].set_text("Bart")
    press(app, scene.seat_toggles[0])  # Bottom to the computer: Bart is the only human
    assert [label.text for label in scene.rows.place_labels] == ["Right", "Bottom", "Left"]
    assert [e.get_text() for e in scene.seat_entries] == ["East", "Bart", "West"]
    press(app, scene.buttons["start"])
    run_frames(app, 3)
    table = app.top
    assert isinstance(table, TableScene) and table.board.viewer == 1
    positions = POSITIONS[3]  # the table's, clockwise from the viewer at the bottom
    at = {positions[(seat - 1) % 3]: table.names[seat] for seat in range(3)}
    assert at == {"bottom": "Bart", "left": "West", "right": "East"}


def test_a_name_typed_for_the_lone_player_follows_them_to_another_seat(app):
    """helper-35 typed "Zed", moved the only human from Bottom to Left, and found the computer
    at Bottom called Zed and themself "You". The name goes with the player, whichever of the
    two seats is clicked first; a name typed for the new seat is not overwritten."""
    press(app, app.top.buttons["new"])
    scene = app.top
    for first, then in ((1, 0), (0, 1)):
        for seat, kind in enumerate(scene.rows.kinds):  # Bottom human, the others AI
            if (kind == "human") != (seat == 0):
                press(app, scene.seat_toggles[seat])
        scene.seat_entries[0].set_text("Zed")
        press(app, scene.seat_toggles[first])
        press(app, scene.seat_toggles[then])
        assert [e.get_text() for e in scene.seat_entries] == ["East", "Zed", "West", "North"]
        assert [s.name for s in scene.seats()][:2] == ["East", "Zed"]
        press(app, scene.seat_toggles[1])  # back to the AI, and Bottom human again
        press(app, scene.seat_toggles[0])
        assert [e.get_text() for e in scene.seat_entries][:2] == ["Zed", "West"]
    scene.seat_entries[1].set_text("Amy")
    press(app, scene.seat_toggles[1])
    press(app, scene.seat_toggles[0])
    assert [e.get_text() for e in scene.seat_entries][:2] == ["Zed", "Amy"]


# --- load ---------------------------------------------------------------------------------------
def test_load_screen_without_saves_says_so(app):
    press(app, app.top.buttons["load"])
    scene = app.top
    assert isinstance(scene, LoadScene)
    assert EMPTY_TEXT in label_texts(scene)
    assert not scene.buttons["load"].is_enabled and not scene.buttons["delete"].is_enabled


def test_load_lists_saves_and_bad_files_and_moves_a_chosen_bad_file_aside(app):
    good = write_bid_whist_save()
    bad = write_bad_file()
    press(app, app.top.buttons["load"])
    scene = app.top
    assert set(scene.rows) == {good, bad}
    assert any(t.startswith("1 saved game and 1 file that can't be read.") for t in label_texts(scene))
    title, _, players = scene.row_lines(0)
    assert title == "Bid Whist"
    assert "Hand 3, South to play" in players and "You, West, North, East" in players
    assert "Score 3 \u2013 1" in players
    name, reason = scene.row_lines(1)
    assert "ends too early" in reason and bad.name in name
    click(app, scene.rows[bad].center)
    run_frames(app, 1)
    message = app.top
    assert isinstance(message, MessageScene)
    assert "ends too early" in message.text
    assert not bad.exists() and bad.with_name(bad.name + ".bad").exists()
    press(app, message.buttons["ok"])
    assert app.top is scene
    assert set(scene.rows) == {good}
    assert any(t.startswith("1 saved game. Choose one") for t in label_texts(scene))


def test_a_save_row_pairs_per_seat_scores_with_names():
    from datetime import datetime, timezone
    from pathlib import Path

    from saves import SaveInfo

    info = SaveInfo(
        Path("x.json"),
        "bid_whist",
        "Bid Whist",
        datetime.now(timezone.utc),
        ("You", "West", "North", "East"),
        (3, 1, 3, 1),
        "Hand 2 - West to bid",
        False,
    )
    assert (
        describe(info)
        == "You 3  \u00b7  West 1  \u00b7  North 3  \u00b7  East 1  \u00b7  Hand 2 - West to bid"
    )
    sides = dataclasses.replace(info, sides=((0, 2), (1, 3)), humans=2)  # what a save now keeps
    assert describe(sides) == (
        "You & North 3  \u00b7  West & East 1  \u00b7  Hand 2 - West to bid  \u00b7  pass-and-play"
    )


def test_a_save_keeps_the_sides_and_the_human_seats(user_dirs):
    from game.session import Session
    from saves import read_save

    seats = [Seat("Ann", "human"), Seat("West", "ai"), Seat("Bo", "human"), Seat("East", "ai")]
    session = Session.new("bid_whist", seats, seed=3)
    session.advance_chance()
    session.close()
    info = read_save(session.save_path)
    assert info.sides == ((0, 2), (1, 3)) and info.humans == 2


def test_a_save_row_names_the_lone_humans_side_first(user_dirs):
    """helper-35, the human at Left: the Load row read "East & West 0 · You & North 0" where
    the table reads the player's side first (N-S, with that player at the bottom)."""
    from game.session import Session
    from saves import read_save

    seats = [Seat("East", "ai"), Seat("You", "human"), Seat("West", "ai"), Seat("North", "ai")]
    session = Session.new("bid_whist", seats, seed=3)
    session.advance_chance()
    session.close()
    info = read_save(session.save_path)
    assert info.sides == ((1, 3), (0, 2))
    assert describe(info).startswith("You & North 0  \u00b7  East & West 0  \u00b7  ")


def test_delete_asks_first(app):
    good = write_bid_whist_save()
    press(app, app.top.buttons["load"])
    scene = app.top
    click(app, scene.rows[good].center)
    assert scene.selected == good and scene.buttons["delete"].is_enabled
    press(app, scene.buttons["delete"])
    run_frames(app, 1)
    assert isinstance(app.top, MessageScene)
    press(app, app.top.buttons["cancel"])
    assert app.top is scene and good.exists()
    press(app, scene.buttons["delete"])
    run_frames(app, 1)
    press(app, app.top.buttons["ok"])
    run_frames(app, 1)
    assert app.top is scene and not good.exists()
    assert EMPTY_TEXT in label_texts(scene)


# --- message ------------------------------------------------------------------------------------
def test_message_is_a_modal_over_the_scene_below(app):
    title = app.top
    closed = []
    app.push(MessageScene(app, "Hello", "Some text.", on_ok=lambda: closed.append(True)))
    run_frames(app, 1)
    message = app.top
    assert not message.opaque
    quit_button = title.buttons["quit"]
    app.running = True
    if not message.box.collidepoint(quit_button.rect.center):
        press(app, quit_button)
        assert app.running and app.top is message  # the click did not reach the title
    press(app, message.buttons["ok"])
    assert app.top is title and closed == [True]


def test_a_second_human_renames_the_default_you_to_its_position(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.seat_toggles[1])
    assert [e.get_text() for e in scene.seat_entries] == ["South", "West", "North", "East"]
    assert [s.name for s in scene.seats()][0] == "South"
    press(app, scene.seat_toggles[1])  # solo again: "You" again
    assert scene.seat_entries[0].get_text() == "You"
    # a name the player typed is kept
    scene.seat_entries[0].set_text("Ann")
    press(app, scene.seat_toggles[2])
    assert scene.seat_entries[0].get_text() == "Ann"


def test_load_fits_a_long_reason_in_its_row_and_gives_the_whole_of_it_on_click():
    """A save from a newer version gives a long reason: the row shows what fits, ended with an
    ellipsis, inside the row; the message a click opens gives all of it."""
    import json

    from game.scenes.load import BAD_ROW_HINT
    from game.ui.text import fit

    app = App(size=(960, 600), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        path = write_bid_whist_save()
        data = json.loads(path.read_text(encoding="utf-8"))
        data["version"] = 99
        path.write_text(json.dumps(data), encoding="utf-8")
        app.push(TitleScene(app))
        run_frames(app, 1)
        press(app, app.top.buttons["load"])
        scene = app.top
        assert isinstance(scene, LoadScene) and len(scene.bad) == 1
        reason = scene.bad[0][1]
        assert "newer version" in reason
        row = scene.rows[scene.bad[0][0]]
        assert scene.row_lines(0)[1] == f"{reason} {BAD_ROW_HINT}"
        shown = fit(
            scene.row_lines(0)[1], assets.font(scene.px("small")), row.width - 2 * round(16 * scene.unit)
        )
        assert shown.endswith("\u2026") and len(shown) > 20
        click(app, row.center)
        run_frames(app, 2)
        assert isinstance(app.top, MessageScene) and reason in app.top.text
    finally:
        app.close()
        assets.clear_caches()


def test_title_says_when_a_save_could_not_be_read(app):
    write_bid_whist_save()
    restart_title(app)
    assert app.top.warning == ""
    write_bad_file()
    restart_title(app)
    title = app.top
    assert title.buttons["continue"].is_enabled  # Continue still offers the readable game...
    assert title.warning == "1 save could not be read - see Load"  # ...and says one was skipped


def test_new_game_remembers_the_options_chosen_last_time_per_game(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.option_widgets["minimum_bid"][4])
    press(app, scene.option_labels["boston"])
    press(app, scene.buttons["start"])
    run_frames(app, 1)
    assert app.settings["last_options"]["bid_whist"]["minimum_bid"] == 4
    from saves import load_settings

    assert load_settings()["last_options"]["bid_whist"]["boston"] is True
    restart_title(app)
    app.settings["last_options"]["bid_whist"]["jokers"] = 9  # a bad value keeps the default
    app.settings["last_options"]["bid_whist"]["defenders_score"] = 1  # (not true: a tester's 1 was)
    press(app, app.top.buttons["new"])
    scene = app.top
    assert (
        scene.options["minimum_bid"] == 4 and scene.options["boston"] is True and scene.options["jokers"] == 2
    )
    assert scene.options["defenders_score"] is scene.variant.defaults()["defenders_score"]
    assert scene.option_widgets["boston"].text == "\u2713"


def test_new_game_opens_on_the_game_and_player_count_started_last(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.game_buttons["bid_coin"])
    press(app, scene.player_buttons[3])
    press(app, scene.buttons["start"])
    run_frames(app, 1)
    from saves import load_settings

    saved = load_settings()
    assert saved["last_game"] == "bid_coin" and saved["last_players"] == {"bid_coin": 3}
    restart_title(app)
    press(app, app.top.buttons["new"])
    scene = app.top
    assert scene.game == "bid_coin" and scene.players == 3 and len(scene.seat_toggles) == 3
    press(app, scene.game_buttons["cant_win"])  # another game keeps its own default count
    assert scene.players == GAMES["cant_win"].variant().default_players
    app.settings["last_game"] = "no_such_game"
    restart_title(app)
    press(app, app.top.buttons["new"])
    assert app.top.game == next(iter(GAMES))


def test_a_game_that_cannot_start_says_why(app, monkeypatch):
    """A ConfigError from Session.new (e.g. a broken variant file) shows a message, not a crash."""
    from game.session import Session
    from rules.core.variants import ConfigError

    def broken(*args, **kwargs):
        raise ConfigError("bid_whist.yaml: unknown key 'colour'")

    monkeypatch.setattr(Session, "new", broken)
    press(app, app.top.buttons["new"])
    press(app, app.top.buttons["start"])
    run_frames(app, 2)
    assert isinstance(app.top, MessageScene)
    assert "unknown key 'colour'" in app.top.text


def test_names_from_a_three_player_game_stay_distinct_with_four():
    """A tester saw Top and Right both pre-filled "East" after a 3-player game (remembered
    "You, West, East" met the 4-player defaults): position names follow the count."""
    from game.scenes.choices import default_names

    assert default_names(4, ["You", "West", "East"]) == ["You", "West", "North", "East"]
    assert default_names(4, ["Ann", "Bob", "East"]) == ["Ann", "Bob", "North", "East"]
    assert default_names(3, ["Ann", "West", "North", "East"]) == ["Ann", "West", "East"]


def test_two_seats_with_one_name_do_not_start(app):
    press(app, app.top.buttons["new"])
    scene = app.top
    scene.seat_entries[3].set_text("west")
    press(app, scene.buttons["start"])
    run_frames(app, 2)
    assert isinstance(app.top, MessageScene) and "Left and Right are both called West" in app.top.text
    assert app.top.title == "Seats share a name"  # (whole at any size: "Two seats have the same na…")


def test_three_seats_with_one_name_are_all_called_it(app):
    """helper-78 gave every seat one name and read "... are both called ...": three or more
    are "all" called it."""
    press(app, app.top.buttons["new"])
    scene = app.top
    for entry in scene.seat_entries[:3]:
        entry.set_text("Zed")
    press(app, scene.buttons["start"])
    run_frames(app, 2)
    assert isinstance(app.top, MessageScene) and "Bottom, Left and Top are all called Zed." in app.top.text


def test_every_name_given_twice_is_told(app):
    """Two pairs of seats sharing names: both are told at once (helper-79 was told of the first
    pair only, the second after fixing it)."""
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.game_buttons["bid_whist"])
    for entry, name in zip(scene.seat_entries, ("Bob", "bob", "Al", "Al")):
        entry.set_text(name)
    press(app, scene.buttons["start"])
    run_frames(app, 2)
    assert isinstance(app.top, MessageScene)
    assert "Bottom and Left are both called Bob. Top and Right are both called Al." in app.top.text


def test_a_name_typed_twice_is_kept_through_a_game_switch_and_start_names_both_seats(app):
    """helper-32 saw the second "Zed" silently become "East" on switching games (but "zed"
    kept): what the player typed is kept, and Start says which seats share a name."""
    press(app, app.top.buttons["new"])
    scene = app.top
    press(app, scene.game_buttons["bid_coin"])
    press(app, scene.player_buttons[4])
    scene.seat_entries[0].set_text("Zed")
    scene.seat_entries[3].set_text("Zed")
    press(app, scene.game_buttons["cant_win"])
    assert [e.get_text() for e in scene.seat_entries][0::3] == ["Zed", "Zed"]
    press(app, scene.buttons["start"])
    run_frames(app, 2)
    assert isinstance(app.top, MessageScene) and "Bottom and Right are both called Zed" in app.top.text


def test_escape_goes_back_from_new_game_and_does_nothing_on_the_title(app):
    press(app, app.top.buttons["new"])
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_settings_from_the_title_take_effect_at_once_and_are_kept(app):
    from game.scenes.settings import SettingsScene

    press(app, app.top.buttons["settings"])
    run_frames(app, 2)
    dialog = app.top
    assert isinstance(dialog, SettingsScene)
    press(app, dialog.choices[("animation_speed", "slow")])
    press(app, dialog.choices[("sound", False)])
    run_frames(app, 2)
    from saves import load_settings

    saved = load_settings()
    assert saved["animation_speed"] == "slow" and saved["sound"] is False
    assert app.settings["animation_speed"] == "slow"
    assert "@primary" in dialog.choices[("animation_speed", "slow")].get_class_ids()
    assert "@primary" not in dialog.choices[("animation_speed", "normal")].get_class_ids()
    press(app, dialog.buttons["ok"])
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene)


@pytest.mark.parametrize("game", ["bid_whist", "coins", "cant_win", "bid_coin", "grand_bid"])
def test_a_saves_row_shows_each_score_once(user_dirs, game):
    """The status a save keeps says where the game stands, not the scores again: the Load row
    puts the scores first (Grand Bid's and Coins' rows said them twice and were cut off)."""
    from game.scenes.load import describe
    from game.session import Session
    from rules.games import GAMES
    from saves import read_save

    players = GAMES[game].variant().default_players
    seats = [
        Seat(name, "human" if i == 0 else "ai")
        for i, name in enumerate(["Ann", "West", "North", "East"][:players])
    ]
    session = Session.new(game, seats, seed=3)
    session.advance_chance()
    session.close()
    info = read_save(session.save_path)
    assert info.status and not any(char.isdigit() for char in info.status.split(" - ", 1)[1])
    row = describe(info)
    assert all(row.count(f"{seat.name} {score}") <= 1 for seat, score in zip(seats, info.scores))


def test_new_game_from_a_games_menu_or_its_game_over_opens_on_that_game(app):
    """A Coins game continued from a save (Bid Whist started last) opens New game on Coins,
    from the table's menu and from its game-over panel: the game on the table is the default."""
    from game.table.game_over import GameOverOverlay
    from tests.game.test_every_screen_can_be_left import game_over, menu_of

    app.settings["animation_speed"] = "fast"
    app.settings["last_game"], app.settings["last_players"] = "bid_whist", {"bid_whist": 4}
    table = push_table(app, "coins", ["You", "West", "East"], seed=4)
    menu = menu_of(app, table)
    click(app, menu.buttons["new game"].rect.center, frames=4)
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.game == "coins" and scene.players == 3
    assert [name for name, button in scene.game_buttons.items() if button.is_selected] == ["coins"]
    app.show("title")
    run_frames(app, 2)
    over = game_over(app)
    click(app, dict(over.targets())["new game"].center, frames=4)
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.game == "coins"
    assert scene.buttons["start"].text == "Start Coins"
    press(app, scene.buttons["back"])
    assert isinstance(app.top, GameOverOverlay)
    app.show("title")
    run_frames(app, 2)
    press(app, app.top.buttons["new"])  # from the title: the game started last, as before
    assert app.top.game == "bid_whist"


def type_text(app, text: str) -> None:
    """Type ``text`` a character at a time into the entry that has the keyboard."""
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        run_frames(app, 1)


def limit_notes(scene) -> list:
    """The labels on ``scene`` that say how long a name may be, shown or not."""
    return [
        el
        for el in scene.manager.ui_group.sprites()
        if isinstance(el, TextLabel) and el.text == "Names are at most 16 characters"
    ]


@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (1600, 900)])
def test_the_seats_say_how_to_pass_and_play(size):
    """helper-75 found nothing on the New game screen that said how to play with friends on
    one computer: a dim line under the seats says it, whole, at any window size."""
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.push(NewGameScene(app, "coins"))
        run_frames(app, 3)
        note = app.top.rows.limit_note
        assert note.visible and note.text in PASS_AND_PLAY_NOTES
        assert "or more" in note.text or "2+" in note.text  # (not two only: helper-78)
        font = app.top.manager.ui_theme.get_font(note.combined_element_ids)
        assert font.size(note.text)[0] <= note.rect.width
        assert note.rect.bottom <= app.top.buttons["back"].rect.top
    finally:
        app.close()


def test_a_name_typed_past_the_limit_is_refused_and_the_screen_says_so(app):
    """A tester typed a long name and found it cut to 16 characters without a word: the entry
    takes no more, and a dim line under the seats says names are at most 16 characters (shown
    only while a name is that long)."""
    press(app, app.top.buttons["new"])
    scene = app.top
    assert not any(note.visible for note in limit_notes(scene))
    entry = scene.seat_entries[1]
    press(app, entry)
    entry.select_range = [0, len(entry.get_text())]  # (what is typed replaces "West")
    type_text(app, "Bartholomew")
    assert entry.get_text() == "Bartholomew" and not any(note.visible for note in limit_notes(scene))
    type_text(app, " Fitzgerald")
    assert entry.get_text() == "Bartholomew Fitz"  # (16: the rest refused)
    (note,) = [note for note in limit_notes(scene) if note.visible]
    assert "@small" in note.combined_element_ids  # (dim, as the screen's other help lines)
    rows_bottom = max(e.rect.bottom for e in scene.seat_entries)
    assert rows_bottom <= note.rect.top and note.rect.bottom <= scene.buttons["back"].rect.top
    font = scene.manager.ui_theme.get_font(note.combined_element_ids)
    assert font.size(note.text)[0] <= note.rect.width  # (whole, not cut)
    backspace = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    pygame.event.post(backspace)
    run_frames(app, 2)
    assert entry.get_text() == "Bartholomew Fit" and note.text in PASS_AND_PLAY_NOTES  # (the usual line)
    entry.set_text("A" * 16)  # (as a paste, cut to the limit, leaves it)
    run_frames(app, 2)
    assert note.visible and note.text == "Names are at most 16 characters"
    app.settings["last_names"] = ["You", "Sixteen letters!", "North", "East"]
    press(app, scene.buttons["back"])
    press(app, app.top.buttons["new"])
    assert [note.visible for note in limit_notes(app.top)] == [True]  # a remembered name of 16 too


def test_a_name_with_characters_the_app_cannot_draw_leaves_them_out_and_says_so(app):
    """A tester's "Zoë 🃏🎉" showed an empty box at the table for the 🎉 (the bundled font has
    the joker card, not the party popper): while a name holds such characters a dim line says
    they are left out, and the game starts with the rest of the name."""
    from game.scenes.seat_rows import UNDRAWN_NOTE
    from game.table.scene import TableScene

    press(app, app.top.buttons["new"])
    scene = app.top
    entry = scene.seat_entries[1]
    press(app, entry)
    entry.select_range = [0, len(entry.get_text())]
    type_text(app, "Zoë 🃏🎉")
    assert entry.get_text() == "Zoë 🃏🎉"
    notes = [el for el in scene.manager.ui_group.sprites() if isinstance(el, TextLabel) and el.visible]
    (note,) = [el for el in notes if el.text == UNDRAWN_NOTE]
    font = scene.manager.ui_theme.get_font(note.combined_element_ids)
    assert font.size(note.text)[0] <= note.rect.width  # (whole, not cut)
    press(app, scene.buttons["start"])
    run_frames(app, 3)
    table = app.find(TableScene)
    assert table is not None and table.names[1] == "Zoë 🃏"
    from game.ui.text import drawable

    assert drawable("Li 李 ♠ ë") == "Li  ♠ ë"  # (the font has no Chinese)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_options_words_keep_clear_of_the_scroll_bar(app, game):
    """helper-82 saw "Two sets only"'s help touch the options' scroll bar: every option's
    label and help in the list ends short of the bar."""
    from pygame_gui.elements import UILabel

    from tests.game.driver import open_new_game

    scroller = open_new_game(app, game)._scrollers[0]
    bar = scroller.vert_scroll_bar  # (none where every option fits: then the list's own edge)
    edge = bar.rect.left - 8 if bar is not None and bar.visible else scroller.rect.right
    words = [e.rect.right for e in scroller.get_container().elements if isinstance(e, UILabel)]
    assert words and max(words) <= edge, (edge, max(words))
