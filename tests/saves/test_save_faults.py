"""Bad files and leftovers in the saves folder: each is refused with one clear message or
cleaned up, and listing the saves never raises, never hangs and reads each file once."""

import json
import os
import subprocess
import sys
import threading
import time

import pytest

import saves.files
import saves.store as store
from rules.core.record import GameRecord, Seat
from saves import list_saves, read_record, write_save
from saves.paths import saves_dir

SUMMARY = {"title": "Coins", "players": ["A", "B", "C"], "scores": [0, 0, 0], "status": "", "finished": False}


def a_save(name: str = "game.json"):
    record = GameRecord("coins", {"target": 10}, [Seat("A", "human"), Seat("B"), Seat("C")], 5, [], "0.1.0")
    return write_save(record, SUMMARY, saves_dir() / name)


@pytest.mark.parametrize(
    "seed, word",
    [("Infinity", "its deal number is unreadable"), ("1e309", "its deal number is unreadable"),
     ("1.5", "its deal number is unreadable"), ("-1", "its deal number is out of range"),
     ('"7"', "its deal number is unreadable"), ("true", "its deal number is unreadable"),
     ("null", "its deal number is unreadable"), ("18446744073709551616", "its deal number is out of range")],
)  # fmt: skip
def test_a_seed_of_the_wrong_type_or_range_is_refused_by_name(seed, word):
    path = a_save()
    text = path.read_text(encoding="utf-8").replace('"seed": 5', f'"seed": {seed}')
    path.write_text(text, encoding="utf-8")
    readable, unreadable = list_saves()
    assert readable == [] and len(unreadable) == 1
    message = unreadable[0][1]
    assert message == f"This save is damaged ({word})."  # (the seed, as a player knows it)
    with pytest.raises(store.SaveError):
        read_record(path)


@pytest.mark.parametrize(
    "field, value, named",
    [("game", "7", "the name of its game is"), ("options", '{"target": [1]}', "its game options are"),
     ("seats", "[]", "its list of players is"),
     ("seats", '[{"name": 3, "kind": "ai"}]', "a player's name is"),
     ("actions", "[1, 2]", "its list of moves is"),
     ("app_version", "12", "the version of Card Table that wrote it is")],
)  # fmt: skip
def test_every_record_field_is_checked(field, value, named):
    path = a_save()
    data = json.loads(path.read_text(encoding="utf-8"))
    data[field] = json.loads(value)
    path.write_text(json.dumps(data), encoding="utf-8")
    _, unreadable = list_saves()
    assert len(unreadable) == 1 and unreadable[0][1] == f"This save is damaged ({named} unreadable)."


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX thing")
def test_a_pipe_named_like_a_save_is_listed_as_unreadable_without_opening_it():
    a_save()
    os.mkfifo(saves_dir() / "x.json")
    result = []
    worker = threading.Thread(target=lambda: result.append(list_saves()), daemon=True)
    worker.start()
    worker.join(5)
    assert result, "listing the saves hung on a pipe"
    readable, unreadable = result[0]
    assert len(readable) == 1 and [p.name for p, _ in unreadable] == ["x.json"]
    assert "not a regular file" in unreadable[0][1]
    out = subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(saves_dir() / "x.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1


def test_replay_refuses_an_infinite_seed_in_one_line():
    path = a_save()
    path.write_text(
        path.read_text(encoding="utf-8").replace('"seed": 5', '"seed": Infinity'), encoding="utf-8"
    )
    out = subprocess.run([sys.executable, "-m", "rules", "replay", str(path)], capture_output=True, text=True)
    assert out.returncode == 2 and out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1 and "its deal number is unreadable" in out.stderr


def test_stale_temporary_files_of_a_killed_write_are_removed_live_ones_kept():
    a_save()
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True)
    dead_pid = int(finished.stdout)
    folder = saves_dir()
    old_file = folder / f".game.json.{os.getpid()}.abc123.tmp"
    dead_writer = folder / f".game.json.{dead_pid}.def456.tmp"
    live_writer = folder / f".game.json.{os.getpid()}.ghi789.tmp"
    for path in (old_file, dead_writer, live_writer):
        path.write_text("{", encoding="utf-8")
    old = time.time() - saves.files.STALE_SECONDS - 5
    os.utime(old_file, (old, old))
    readable, unreadable = list_saves()
    assert len(readable) == 1 and unreadable == []
    assert not old_file.exists() and live_writer.exists()
    if os.name == "posix":
        assert not dead_writer.exists()


def test_each_save_is_read_once_until_it_changes(monkeypatch):
    for n in range(3):
        a_save(f"g{n}.json")
    calls = []
    real = store.read_save
    monkeypatch.setattr(store, "read_save", lambda path: (calls.append(path), real(path))[1])
    assert len(list_saves()[0]) == 3 and len(calls) == 3
    assert len(list_saves()[0]) == 3 and len(calls) == 3  # nothing read again
    time.sleep(0.01)
    changed = saves_dir() / "g1.json"
    changed.write_text(changed.read_text(encoding="utf-8").replace('"status": ""', '"status": "Hand 2"'),
                       encoding="utf-8")  # fmt: skip
    infos = list_saves()[0]
    assert len(calls) == 4 and calls[-1] == changed
    assert next(i for i in infos if i.path == changed).status == "Hand 2"
    (saves_dir() / "g2.json").unlink()
    assert len(list_saves()[0]) == 2
