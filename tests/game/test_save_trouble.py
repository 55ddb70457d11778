"""Disk trouble while playing: a full disk, a folder that cannot be made. The table says which
folder could not be written, play goes on, no temporary file is left, and the first save after
the trouble holds the whole game."""

import errno
import os

import pytest

import saves.files
from game.session import Session
from rules.core.record import Seat, read_record
from rules.games import replay
from tests.game.driver import legal_targets, play_target, run_until


def play(app, table, moves: int) -> None:
    """Play ``moves`` of the human's moves (the AI seats answer in between)."""
    for _ in range(moves):
        run_until(app, lambda: table.input_ready, 5000)
        play_target(app, table, *legal_targets(table)[0])


def coins_table(app):
    seats = [Seat("South", "human"), Seat("West"), Seat("East")]
    return app.open("table", Session.new("coins", seats, {}, seed=9))


def log_of(table) -> str:
    return " ".join([table.log.status, *table.log.older])


def test_a_full_disk_is_reported_by_folder_play_goes_on_and_the_next_save_is_whole(app, monkeypatch):
    real = {"replace": os.replace, "link": os.link}
    full = {"on": True}

    def failing(name):
        def call(src, dst):
            if full["on"]:
                raise OSError(errno.ENOSPC, "No space left on device", str(src))
            return real[name](src, dst)

        return call

    for name in real:  # a new save is linked into place, a later one replaces it
        monkeypatch.setattr(saves.files.os, name, failing(name))
    table = coins_table(app)
    path = table.session.save_path
    play(app, table, 3)
    table.session._autosaver.flush()
    play(app, table, 1)
    run_until(app, lambda: table.animator.idle, 600)
    table.session._autosaver.flush()  # no write under way while the folder is looked at
    words = log_of(table)
    assert f"Could not save the game in {path.parent} (No space left on device)" in words
    assert ".tmp" not in words and not path.exists()
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    full["on"] = False  # space again
    play(app, table, 1)
    table.session.close()
    record = read_record(path)
    assert record.actions == table.session.record.actions
    assert replay(record).scores() == table.session.state.scores()


def test_a_data_folder_that_cannot_be_made_is_named_and_play_goes_on(app, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(blocker / "data"))
    table = coins_table(app)
    play(app, table, 2)
    table.session._autosaver.flush()
    play(app, table, 1)
    run_until(app, lambda: table.animator.idle, 600)
    assert f"Could not save the game in {blocker / 'data' / 'saves'}" in log_of(table)
    assert table.session.turn > 4 and not table.session.is_terminal


@pytest.mark.parametrize("error", [errno.EROFS, errno.EACCES, errno.EIO])
def test_every_write_error_is_told_the_same_way(app, monkeypatch, error):
    def refuse(*args, **kwargs):
        raise OSError(error, os.strerror(error))

    monkeypatch.setattr(saves.files.tempfile, "mkstemp", refuse)
    table = coins_table(app)
    play(app, table, 1)
    table.session._autosaver.flush()
    play(app, table, 1)
    run_until(app, lambda: table.animator.idle, 600)
    assert f"Could not save the game in {table.session.save_path.parent} ({os.strerror(error)})" in log_of(
        table
    )
