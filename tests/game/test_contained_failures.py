"""Failures are contained and said as what they are (issue 20 items 3 and 9): any failure
while counting the statistics or writing the settings costs neither the game nor its save;
an unreadable saves folder is a line on the Load screen, never a row that renames it, and a
new game still starts; the recovery message names a game only when one was open; a human's
move is on disk before the table shows it."""

import os
from pathlib import Path

import pytest

import saves.store
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.load import LoadScene
from game.scenes.message import MessageScene
from game.session import Session
from game.table.scene import TableScene
from rules.core.record import Seat
from saves import read_record, saves_dir
from tests.game.driver import click, open_new_game, play_to_the_end, run_frames, start_game

FAILURES = [
    OSError(28, "No space left on device"),
    RuntimeError("a bug"),
    TimeoutError("busy"),
    ValueError("x"),
]


@pytest.mark.parametrize("failure", FAILURES, ids=lambda e: type(e).__name__)
def test_a_failure_while_counting_statistics_costs_nothing_and_says_what_it_is(app, monkeypatch, failure):
    def broken(*args, **kwargs):
        raise failure

    monkeypatch.setattr("saves.stats.record_game", broken)
    table = start_game(app, open_new_game(app, "coins"), humans=1)
    play_to_the_end(app, table)
    session = table.session
    session.close()
    assert session.is_terminal and app.find(TableScene) is table  # no "the rules could not go on"
    words = " ".join([table.log.status, *table.log.older])
    assert "could not be counted in the statistics" in words and "The game itself is saved" in words
    assert read_record(session.save_path).actions == session.record.actions  # the save is whole
    assert not list(session.save_path.parent.glob("*.bad*"))


def test_a_statistics_refusal_is_told_in_its_own_whole_words(app, monkeypatch):
    from saves.stats import StatsError

    words = "Part of your statistics file " + "/very/long/folder" * 20 + " was damaged: ... left as it is."

    def refused(*args, **kwargs):
        raise StatsError(f"{words} This game is not counted.")

    monkeypatch.setattr("saves.stats.record_game", refused)
    table = start_game(app, open_new_game(app, "coins"), humans=1)
    play_to_the_end(app, table)
    table.session.close()
    said = " ".join([table.log.status, *table.log.older])
    assert f"{words} This game is not counted. The game itself is saved." in said  # whole, not cut at 300


@pytest.mark.parametrize("failure", [OSError(30, "Read-only file system"), TypeError("not JSON")])
def test_a_failure_while_remembering_settings_is_said_once_and_play_goes_on(app, monkeypatch, failure):
    def broken(settings):
        raise failure

    monkeypatch.setattr("saves.settings.save_settings", broken)
    new_game = open_new_game(app, "coins")
    table = start_game(app, new_game, humans=1)
    run_frames(app, 3)
    assert isinstance(app.top, MessageScene) and app.top.title == "Settings not saved"
    assert app.find(TableScene) is table
    app.pop()
    app.remember("volume", 40)  # a second failure in the same run says nothing more
    run_frames(app, 3)
    assert app.top is table and app.settings["volume"] == 40


def test_an_unreadable_saves_folder_is_a_line_never_renamed_and_a_new_game_still_starts(app, monkeypatch):
    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "a.json").write_text("{}")
    real_scandir, real_exists = os.scandir, Path.exists

    def scandir(where):
        if Path(where) == folder:
            raise PermissionError(13, "Permission denied", str(where))
        return real_scandir(where)

    def exists(path):
        if path.parent == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real_exists(path)

    monkeypatch.setattr(saves.store.os, "scandir", scandir)
    monkeypatch.setattr(Path, "exists", exists)
    app.show("title")
    run_frames(app, 2)
    assert app.top.warning == "The saves folder could not be read - see Load"
    load = app.open("load")
    run_frames(app, 2)
    assert isinstance(load, LoadScene) and load.list is None and "could not be read" in load.folder_problem
    for y in range(100, 700, 40):  # anywhere on the screen: nothing to choose, nothing moved
        click(app, (640, y))
    assert folder.is_dir() and real_exists(folder / "a.json") and not list(folder.parent.glob("*.bad*"))
    table = start_game(app, open_new_game(app, "coins"), humans=1)  # (its name can't be checked)
    assert table is not None and table.session.save_path.parent == folder


def recovered_text(app) -> str:
    def draw(surface):
        raise ZeroDivisionError("a bug in a drawing")

    app.top.draw = draw
    app.top.dirty = True
    app.running = True
    try:
        app.step()
    except ZeroDivisionError as error:
        app.recover(error)
    run_frames(app, 2)
    assert isinstance(app.top, MessageScene) and app.top.title == "Sorry - that went wrong"
    return app.top.text


def test_the_recovery_message_names_the_game_only_when_one_was_open():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.show("statistics")
        run_frames(app, 2)
        text = recovered_text(app)
        assert "a bug in a drawing" in text and "saved" not in text and "Continue" not in text
        seats = [Seat("Ann", "human"), Seat("B"), Seat("C")]
        app.show("table", Session.new("coins", seats, seed=3))
        run_frames(app, 2)
        text = recovered_text(app)
        assert "Your game of Coins was saved up to its last move" in text
    finally:
        app.close()


def test_a_humans_move_is_on_disk_when_apply_returns():
    """No flush, no wait: the file holds the human's move the moment the table could show it
    (a computer player's move may still be on its way)."""
    seats = [Seat("Ann", "human"), Seat("B"), Seat("C")]
    session = Session.new("coins", seats, seed=8)
    assert read_record(session.save_path).actions == []  # the file is claimed at once
    humans = 0
    while not session.is_terminal and humans < 25:
        if session.current_player < 0:
            session.advance_chance()
            continue
        human = session.current_player == 0
        session.apply(session.legal_actions()[-1])
        if human:
            humans += 1
            assert read_record(session.save_path).actions == session.record.actions
    session.close()
    assert humans == 25
