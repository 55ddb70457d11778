import json
import os
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

import saves.store
from rules.core.record import GameRecord, Seat
from saves import (
    SaveError,
    SaveInfo,
    SavesFolderError,
    delete_save,
    latest_unfinished,
    list_saves,
    quarantine,
    read_record,
    read_save,
    saves_dir,
    write_save,
)

NOT_A_SAVE = "This file is not a Card Table save."
ENDS_TOO_EARLY = "This save is damaged (it ends too early)."


@pytest.fixture
def clock(monkeypatch):
    """Set ``clock.now`` (an aware datetime) to fix what ``write_save`` sees as now."""

    class Clock(datetime):
        now_value = datetime(2026, 5, 9, 20, 15, 3, tzinfo=timezone(timedelta(hours=2)))

        @classmethod
        def now(cls, tz=None):
            return cls.now_value

    monkeypatch.setattr(saves.store, "datetime", Clock)
    return Clock


def message(path: Path, reader=read_record) -> str:
    with pytest.raises(SaveError) as err:
        reader(path)
    return str(err.value)


# --- writing and reading back -----------------------------------------------------------


def test_round_trip(record, summary):
    before = datetime.now().astimezone()
    path = write_save(record, summary())
    assert path.parent == saves_dir()
    assert re.fullmatch(r"bid_whist-\d{8}-\d{6}-42\.json", path.name)
    assert read_record(path) == record
    info = read_save(path)
    assert info == SaveInfo(
        path,
        "bid_whist",
        "Bid Whist",
        info.saved_at,
        ("Zoë", "West", "North", "East"),
        (2, -1),
        "Hand 1, South to play",
        False,
    )
    assert info.saved_at.tzinfo is not None
    assert before - timedelta(seconds=1) <= info.saved_at <= datetime.now().astimezone()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert {k: v for k, v in data.items() if k not in ("saved_at", "summary")} == record.to_dict()
    assert "Zoë" in path.read_text(encoding="utf-8")  # UTF-8 text, not \\u escapes


def test_atomic_write_leaves_only_the_save(record, summary):
    path = write_save(record, summary())
    write_save(record, summary("Hand 2, West to play"), path)
    assert [p.name for p in saves_dir().iterdir()] == [path.name]
    assert read_save(path).status == "Hand 2, West to play"


def test_failed_write_keeps_old_file_and_no_temp(record, summary, monkeypatch):
    path = write_save(record, summary())
    old = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_save(record, summary("Hand 9, East to play"), path)
    assert path.read_bytes() == old
    assert [p.name for p in saves_dir().iterdir()] == [path.name]


def test_new_names_are_unique_within_one_second(record, summary, clock):
    paths = [write_save(record, summary()) for _ in range(3)]
    stamp = f"{clock.now_value.astimezone():%Y%m%d-%H%M%S}"  # the file name uses local time
    assert [p.name for p in paths] == [
        f"bid_whist-{stamp}-42.json",
        f"bid_whist-{stamp}-42-2.json",
        f"bid_whist-{stamp}-42-3.json",
    ]
    assert all(read_record(p) == record for p in paths)


def test_explicit_path_creates_its_folder(record, summary, tmp_path):
    path = write_save(record, summary(), tmp_path / "elsewhere" / "mine.json")
    assert path == tmp_path / "elsewhere" / "mine.json"
    assert read_record(path) == record


def test_a_file_in_place_of_the_saves_folder_is_named_as_such(record, summary):
    saves_dir().parent.mkdir(parents=True, exist_ok=True)
    saves_dir().write_text("not a folder")
    with pytest.raises(NotADirectoryError) as caught:
        write_save(record, summary())
    assert caught.value.strerror == "not a folder"
    assert caught.value.filename == str(saves_dir())
    assert saves_dir().read_text() == "not a folder"
    with pytest.raises(SavesFolderError, match="a file is in its place or on its path"):
        list_saves()  # (the title and Load say it before a game is played)


@pytest.mark.parametrize(
    "key, value",
    [
        ("players", None),
        ("players", ["A", 1]),
        ("scores", [1, "2"]),
        ("scores", [True]),
        ("finished", "no"),
        ("title", None),
        ("status", 3),
    ],
)
def test_bad_summary_is_refused_before_writing(record, summary, key, value):
    with pytest.raises(ValueError, match=key):
        write_save(record, {**summary(), key: value})
    bare = {k: v for k, v in summary().items() if k != key}
    with pytest.raises(ValueError, match=key):
        write_save(record, bare)
    assert not saves_dir().exists()


# --- reading bad files ------------------------------------------------------------------


def test_missing_file(tmp_path):
    assert message(tmp_path / "nope.json") == "This save could not be found."
    assert message(tmp_path / "nope.json", read_save) == "This save could not be found."


def test_unreadable_folder_instead_of_file(tmp_path):
    folder = tmp_path / "dir.json"
    folder.mkdir()
    assert message(folder).startswith("This save could not be opened (")


@pytest.mark.parametrize(
    "content, expected",
    [
        (b"hello, world", NOT_A_SAVE),
        (b"\x89PNG\r\n\x1a\n\x00\x00", NOT_A_SAVE),
        (b"[1, 2, 3]", NOT_A_SAVE),
        (b'"cardtable-record"', NOT_A_SAVE),
        (b'{"format": "other-app", "version": 1}', NOT_A_SAVE),
        (b'{"version": 1, "game": "bid_whist"}', NOT_A_SAVE),
        (b"", "This save is damaged (it is empty)."),
        (b"  \n", "This save is damaged (it is empty)."),
        (
            b'{"format": "cardtable-record", "version": 3}',
            "This save was made by a newer version of Card Table (format 3);"
            " this version reads up to format 1.",
        ),
        (b'{"format": "cardtable-record"}', "This save is damaged (it has no format version)."),
        (
            b'{"format": "cardtable-record", "version": "1"}',
            "This save is damaged (it has no format version).",
        ),
        (
            b'{"format": "cardtable-record", "version": true}',
            "This save is damaged (it has no format version).",
        ),
        (
            b'{"format": "cardtable-record", "version": 1, "game": "bid_whist"}',
            "This save is damaged (its game options are missing).",
        ),
        (
            b'{"format": "cardtable-record", "version": 1, "game": "bid_whist", "options": {}, "seed": 1,'
            b' "actions": [],'
            b' "seats": [{"name": "A", "kind": "robot"}]}',
            "This save is damaged (a player's seat type is unreadable).",
        ),
        (
            b'{"format": "cardtable-record",\n "version": 1 "game": 2}',
            "This save is damaged (its text is broken at line 2).",
        ),
    ],
)
def test_bad_content(tmp_path, content, expected):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert message(path) == expected
    assert message(path, read_save) == expected
    assert path.read_bytes() == content  # reading never changes the file


FIELDS = {
    "game": "the name of its game is",
    "options": "its game options are",
    "seats": "its list of players is",
    "seed": "its deal number is",
    "actions": "its list of moves is",
    "app_version": "the version of Card Table that wrote it is",
}


@pytest.mark.parametrize("key", FIELDS)
@pytest.mark.parametrize("value", ["missing", None, 3.5, -1, [{"kind": "human"}]])
def test_a_bad_record_field_is_named_in_a_players_words(record, summary, key, value):
    """What is wrong is said as the player knows the save ("its deal number is out of
    range"), never in the file's keys and types ("the record's 'seed' ... valid int")."""
    path = write_save(record, summary())
    data = json.loads(path.read_text(encoding="utf-8"))
    if value == "missing":
        del data[key]
    else:
        data[key] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    if key == "app_version" and value == "missing":  # (an older save has none: it reads)
        assert read_record(path).actions == record.actions
        return
    words = message(path)
    if key == "seats" and isinstance(value, list):
        assert words == "This save is damaged (a player's name is missing)."
    else:
        wrong = (
            "missing"
            if value == "missing"
            else "out of range"
            if (key, value) == ("seed", -1)
            else "unreadable"
        )
        assert words == f"This save is damaged ({FIELDS[key]} {wrong})."
    assert not re.search(r"'\w+'|valid|dict|str\b|int\b|record", words), words


def test_every_truncation_ends_too_early(record, summary):
    raw = write_save(record, summary()).read_bytes()
    assert raw.endswith(b"}\n") and "Zoë".encode() in raw
    cut = saves_dir() / "cut.json"
    wrong = {}
    for length in range(1, len(raw) - 2):  # every prefix that lost at least the closing brace
        cut.write_bytes(raw[:length])
        got = message(cut)
        if got != ENDS_TOO_EARLY:
            wrong[length] = got
    assert wrong == {}


@pytest.mark.parametrize("change", [{"summary": None}, {"summary": {"title": "Bid Whist"}}])
def test_a_damaged_summary_is_rebuilt_from_the_sound_record(record, summary, change):
    """A save whose moves are sound but whose summary is damaged was refused whole (a
    tester's damaged-file trial): the summary is rebuilt from the record, all but the status
    the table words."""
    path = write_save(record, summary())
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, **change}), encoding="utf-8")
    info = read_save(path)
    assert (info.title, info.players, info.status, info.finished) == (
        "Bid Whist",
        ("Zoë", "West", "North", "East"),
        "",
        False,
    )
    assert info.sides == ((0, 2), (1, 3)) and info.humans == 1 and len(info.scores) == 4
    assert info.saved_at.isoformat() == data["saved_at"]
    assert read_record(path) == record


@pytest.mark.parametrize("saved_at", ["yesterday", "2026-05-09T20:15:03", 1746814503, None])
def test_a_damaged_save_time_is_read_as_the_files_last_change(record, summary, saved_at):
    path = write_save(record, summary())
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "saved_at": saved_at}), encoding="utf-8")
    os.utime(path, (1746814503, 1746814503))
    info = read_save(path)
    assert info.saved_at == datetime.fromtimestamp(1746814503).astimezone() and info.saved_at.tzinfo
    assert info.status == "Hand 1, South to play"


def test_bare_record_reads_as_record_not_save(record, tmp_path):
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    assert read_record(path) == record
    assert message(path, read_save) == "This save is damaged (its save time is missing or bad)."


# --- the committed v1 fixture -----------------------------------------------------------


def test_v1_fixture_reads_back_equal(fixtures):
    path = fixtures / "record_v1.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    record = read_record(path)
    assert record == GameRecord(
        game="bid_whist",
        options=data["options"],
        seats=[
            Seat("Zoë", "human", "baseline"),
            Seat("West", "ai", "normal"),
            Seat("North", "ai", "normal"),
            Seat("East", "ai", "normal"),
        ],
        seed=20260509,
        actions=data["actions"],
        app_version="0.1.0",
    )
    assert {k: v for k, v in data.items() if k not in ("saved_at", "summary")} == record.to_dict()
    deal = record.actions[0].split()
    assert deal[:2] == ["deal", "0"]
    assert [len(group.split(",")) for group in deal[2:]] == [12, 12, 12, 12, 6]
    assert len(set(",".join(deal[2:]).split(","))) == 54
    info = read_save(path)
    assert (info.game, info.title, info.players, info.scores, info.status, info.finished) == (
        "bid_whist",
        "Bid Whist",
        ("Zoë", "West", "North", "East"),
        (0, 0),
        "Hand 1, South to play",
        False,
    )
    assert info.saved_at == datetime(2026, 5, 9, 20, 15, 3, tzinfo=timezone(timedelta(hours=2)))


# --- quarantine -------------------------------------------------------------------------


def test_quarantine_keeps_bytes_and_never_overwrites(tmp_path):
    path = tmp_path / "broken.json"
    path.write_bytes(b"first")
    first = quarantine(path)
    assert first == tmp_path / "broken.json.bad"
    assert not path.exists() and first.read_bytes() == b"first"
    path.write_bytes(b"second")
    second = quarantine(path)
    assert second == tmp_path / "broken.json.bad-2"
    assert first.read_bytes() == b"first" and second.read_bytes() == b"second"
    path.write_bytes(b"third")
    assert quarantine(path).name == "broken.json.bad-3"
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "broken.json.bad",
        "broken.json.bad-2",
        "broken.json.bad-3",
    ]


def test_quarantine_missing_file(tmp_path):
    with pytest.raises(SaveError, match=r"^This save could not be found\.$"):
        quarantine(tmp_path / "gone.json")


# --- listing ----------------------------------------------------------------------------


def test_list_saves_without_folder_creates_nothing(user_dirs):
    assert list_saves() == ([], [])
    assert latest_unfinished() is None
    assert not user_dirs[0].exists()


def test_list_saves_order_and_bad_files(record, summary, clock):
    base = clock.now_value
    written = {}
    for minutes, status in [(5, "middle"), (10, "newest"), (0, "oldest")]:
        clock.now_value = base + timedelta(minutes=minutes)
        written[status] = write_save(record, summary(status))
    # a save stamped in another UTC offset sorts by its instant, not by its wall-clock text
    written["utc-5"] = write_save(record, summary("utc-5"))
    data = json.loads(written["utc-5"].read_text(encoding="utf-8"))
    data["saved_at"] = (base + timedelta(minutes=7)).astimezone(timezone(timedelta(hours=-5))).isoformat()
    written["utc-5"].write_text(json.dumps(data), encoding="utf-8")
    folder = saves_dir()
    (folder / "zz-junk.json").write_text("not json", encoding="utf-8")
    (folder / "aa-cut.json").write_bytes(written["newest"].read_bytes()[:40])
    (folder / "old.json.bad").write_text("already quarantined", encoding="utf-8")
    (folder / ".tmp123.json.tmp").write_text("{", encoding="utf-8")
    before = sorted(p.name for p in folder.iterdir())

    readable, unreadable = list_saves()
    assert [info.status for info in readable] == ["newest", "utc-5", "middle", "oldest"]
    assert [info.path for info in readable] == [written[s] for s in ("newest", "utc-5", "middle", "oldest")]
    assert unreadable == [(folder / "aa-cut.json", ENDS_TOO_EARLY), (folder / "zz-junk.json", NOT_A_SAVE)]
    assert sorted(p.name for p in folder.iterdir()) == before  # nothing moved


def test_latest_unfinished_skips_finished_games(record, summary, clock):
    base = clock.now_value
    clock.now_value = base
    older = write_save(record, summary("Hand 2, North to play"))
    clock.now_value = base + timedelta(hours=1)
    write_save(record, summary("Finished: North-South won", finished=True))
    assert latest_unfinished().path == older
    clock.now_value = base + timedelta(hours=2)
    newest = write_save(record, summary("Hand 1, South to play"))
    assert latest_unfinished().path == newest
    delete_save(newest)
    delete_save(older)
    assert latest_unfinished() is None
    assert len(list_saves()[0]) == 1


def test_delete_save_removes_only_that_file(record, summary):
    keep = write_save(record, summary())
    gone = write_save(record, summary())
    (saves_dir() / "bad.json").write_text("x", encoding="utf-8")
    delete_save(gone)
    assert sorted(p.name for p in saves_dir().iterdir()) == sorted(["bad.json", keep.name])
    delete_save(gone)  # already gone: not an error
    delete_save(saves_dir() / "bad.json")
    assert [p.name for p in saves_dir().iterdir()] == [keep.name]


@pytest.mark.parametrize(
    "change, expected",
    [
        ({"game": "poker"}, "This save is of a game this version does not have ('poker')."),
        ({"options": {"minimum_bid": 9}}, "This save's players or options are not ones this game allows ("),
        (
            {"actions": "last move twice"},
            "This save is damaged: its move 6 of 6 ('pass') is not allowed there.",
        ),
    ],
)
def test_a_save_that_does_not_replay_is_listed_among_the_files_that_cannot_be_read(
    record, summary, change, expected
):
    """A record is replayed when listed, so a save the game can't play is never offered as a
    save to load (where it would only then be refused)."""
    path = write_save(record, summary())
    data = json.loads(path.read_text(encoding="utf-8"))
    if change.get("actions") == "last move twice":  # a pass once the bidding is over
        change = {"actions": data["actions"] + [data["actions"][-1]]}
    path.write_text(json.dumps({**data, **change}), encoding="utf-8")
    assert message(path, read_save).startswith(expected)
    assert list_saves() == ([], [(path, message(path, read_save))])


def test_a_long_refused_move_is_named_by_its_verb(record, summary):
    """A deal names every card: the reason names it "a deal", so it fits the Load row."""
    path = write_save(record, summary())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"].append(data["actions"][0])  # the deal again, mid-bidding
    path.write_text(json.dumps(data), encoding="utf-8")
    assert message(path, read_save) == "This save is damaged: its move 6 of 6 (a deal) is not allowed there."


def test_a_finished_games_moves_are_not_replayed_when_listed(record, summary):
    """Listing a hundred finished games must not cost the title screen a second: their moves
    are replayed only when one is watched; its game and options are still checked."""
    path = write_save(record, summary(finished=True))
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "actions": data["actions"] + ["pass"]}), encoding="utf-8")
    assert read_save(path).finished
    path.write_text(json.dumps({**data, "game": "poker"}), encoding="utf-8")
    assert message(path, read_save).startswith("This save is of a game this version does not have")
