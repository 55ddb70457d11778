"""Files from outside, by kind: every text read from a save, the statistics or the settings
comes out cleaned (hypothesis over arbitrary Unicode); every number is range-checked, however
long (generated numbers); a file that may not be read is reported, never renamed nor written
over; temporary files of killed writes are removed beside every file the app writes, a
future-dated one too; two saves started in the same second never share a file."""

import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import saves.files
from rules.core.files import FileTrouble
from rules.core.numbers import MAX_DIGITS
from rules.core.record import GameRecord, Seat
from rules.core.text import is_clean
from saves import SaveError, SavesFolderError, list_saves, load_settings, read_save, save_settings, write_save
from saves.files import STALE_SECONDS
from saves.settings import settings_path
from saves.stats import MAX_PLAYED, MAX_SCORE, StatsError, load_stats, record_game, stats_path
from tests import hostile

FIXTURE_WIDE = settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture
def fresh(tmp_path_factory, monkeypatch):
    """``fresh()``: point the data and config folders at new empty ones (one per example)."""

    def make() -> tuple[Path, Path]:
        root = tmp_path_factory.mktemp("dirs")
        monkeypatch.setenv("CARDTABLE_DATA_DIR", str(root / "data"))
        monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(root / "config"))
        return root / "data", root / "config"

    return make


def a_record() -> GameRecord:
    return GameRecord("coins", {"target": 10}, [Seat("Ann", "human"), Seat("B"), Seat("C")], 5, [], "0.1.0")


def summary(**changes) -> dict:
    return {
        "title": "Coins",
        "players": ["Ann", "B", "C"],
        "scores": [0, 0, 0],
        "status": "",
        "finished": False,
    } | changes


@FIXTURE_WIDE
@given(hostile.text(), hostile.text(), hostile.text(), hostile.text())
def test_a_saves_texts_are_read_cleaned(fresh, title, name, status, seat_name):
    fresh()
    path = write_save(a_record(), summary())
    data = json.loads(path.read_text(encoding="utf-8"))
    data["summary"].update(title=title, players=[name, "B", "C"], status=status)
    data["seats"][0]["name"] = seat_name[:64] or "x"
    path.write_text(json.dumps(data), encoding="utf-8")  # (lone surrogates as \\ud800 escapes)
    readable, unreadable = list_saves()
    assert unreadable == [] and len(readable) == 1
    info = readable[0]
    assert all(is_clean(t) for t in (info.title, info.status, *info.players))
    from saves import read_record

    assert all(is_clean(seat.name) and seat.name for seat in read_record(path).seats)


@FIXTURE_WIDE
@given(hostile.number_text, st.sampled_from(["scores", "sides", "humans", "seed"]))
def test_a_saves_numbers_are_checked_by_range_however_long(fresh, number, where):
    fresh()
    path = write_save(a_record(), summary())
    text = path.read_text(encoding="utf-8")
    text = {
        "scores": lambda: text.replace('"scores": [\n   0,', f'"scores": [\n   {number},'),
        "sides": lambda: text.replace('"finished": false', f'"finished": false, "sides": [[{number}]]'),
        "humans": lambda: text.replace('"finished": false', f'"finished": false, "humans": {number}'),
        "seed": lambda: text.replace('"seed": 5', f'"seed": {number}'),
    }[where]()
    path.write_text(text, encoding="utf-8")
    readable, unreadable = list_saves()  # never raises, whatever the number
    value = int(number) if len(number) <= MAX_DIGITS else None
    fits = (
        value is not None
        and {
            "scores": lambda: abs(value) <= 10**6,
            "sides": lambda: 0 <= value <= 7,
            "humans": lambda: 0 <= value <= 8,
            "seed": lambda: 0 <= value < 2**63,
        }[where]()
    )
    if where == "seed":  # (the record's: a save with a bad one is refused)
        assert (len(readable), len(unreadable)) == ((1, 0) if fits else (0, 1))
        return
    assert (len(readable), len(unreadable)) == (1, 0)  # (a bad summary is rebuilt from the record)
    info = readable[0]
    assert all(abs(n) <= 10**6 for n in info.scores) and 0 <= info.humans <= 8
    assert all(0 <= seat <= 7 for side in info.sides for seat in side)
    kept = {"scores": info.scores[0], "humans": info.humans, "sides": (info.sides or [[None]])[0][0]}
    assert (kept[where] == value) == fits, (kept, value)  # (the number kept where it fits)


@FIXTURE_WIDE
@given(st.lists(hostile.text(), min_size=1, max_size=4))
def test_statistics_names_are_read_cleaned_and_merged(fresh, names):
    fresh()
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"played": 1, "won": 0, "best": 3, "total": 3}
    games = {"coins": {name[:64]: dict(entry) for name in names}, names[0][:64]: {"Ann": dict(entry)}}
    path.write_text(json.dumps({"format": "cardtable-stats", "version": 1, "games": games, "counted": []}))
    stats = load_stats()
    tables = stats["games"]
    assert all(is_clean(game) and game for game in tables)
    assert all(is_clean(name) and name for players in tables.values() for name in players)
    assert sum(e["played"] for players in tables.values() for e in players.values()) == sum(
        len(players) for players in games.values()
    )  # names that clean to one name are added up, not lost


@FIXTURE_WIDE
@given(st.sampled_from(["played", "won", "best", "total"]), hostile.number_text)
def test_statistics_numbers_are_checked_by_range_and_never_overflow_a_division(fresh, key, number):
    fresh()
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = '{"format": "cardtable-stats", "version": 1, "counted": [], "games": {"coins": {"Ann": %s}}}'
    entry = {"played": "5", "won": "2", "best": "7", "total": "20"} | {key: number}
    path.write_text(text % ("{" + ", ".join(f'"{k}": {v}' for k, v in entry.items()) + "}"))
    notices: list[str] = []
    stats = load_stats(notices)
    ann = stats["games"].get("coins", {}).get("Ann")
    value = int(number) if len(number) <= MAX_DIGITS else None
    fits = (
        value is not None
        and {
            "played": lambda: 2 <= value <= MAX_PLAYED,  # (won is 2)
            "won": lambda: 0 <= value <= 5,
            "best": lambda: abs(value) <= MAX_SCORE,
            "total": lambda: abs(value) <= 5 * MAX_SCORE,
        }[key]()
    )
    assert (ann is not None) == fits
    if ann is None:  # that entry alone is left out, and the file as it was kept aside
        assert notices and "\u201cAnn\u201d in Coins (a number was out of range) was left out" in notices[0]
        assert stats["games"] == {"coins": {}} and path.with_name("statistics.json.bad").exists()
    else:
        assert 1 <= ann["played"] <= MAX_PLAYED and 0 <= ann["won"] <= ann["played"]
        assert (
            abs(ann["best"]) <= MAX_SCORE
            and float(ann["total"]) / ann["played"] == ann["total"] / ann["played"]
        )


def test_counting_keeps_every_total_in_range(fresh):
    fresh()
    record_game("coins", "a", [("Ann", 10**12, True)])
    record_game("coins", "b", [("Ann", -(10**12), False)])
    ann = load_stats()["games"]["coins"]["Ann"]
    assert ann["played"] == 2 and abs(ann["best"]) <= MAX_SCORE and abs(ann["total"]) <= 2 * MAX_SCORE


@FIXTURE_WIDE
@given(st.lists(hostile.text(), max_size=9), hostile.number_text, hostile.text())
def test_settings_texts_are_cleaned_and_numbers_checked(fresh, names, number, game):
    _, config = fresh()
    config.mkdir(parents=True)
    settings_path().write_text(
        f'{{"last_names": {json.dumps(names)}, "volume": {number}, "window_size": [{number}, 700],'
        f' "last_game": {json.dumps(game)}}}'
    )
    loaded = load_settings()
    assert all(is_clean(name) for name in loaded["last_names"]) and is_clean(loaded["last_game"])
    assert 0 <= loaded["volume"] <= 100
    assert loaded["window_size"] == [] or 1 <= loaded["window_size"][0] <= 16384


def unreadable(monkeypatch, path: Path) -> None:
    """Make ``path`` a file that exists but may not be read (as root, permissions don't stop
    reading, so the refusal is simulated where files are opened)."""
    real_read, real_open = saves.files.read_bounded, saves.files.os.open

    def read_bounded(where, limit):
        if Path(where) == path:
            raise FileTrouble("unreadable", "Permission denied")
        return real_read(where, limit)

    def open_(where, flags, *args):
        if Path(where) == path:
            raise PermissionError(13, "Permission denied", str(where))
        return real_open(where, flags, *args)

    monkeypatch.setattr(saves.files, "read_bounded", read_bounded)
    monkeypatch.setattr(saves.files.os, "open", open_)


def test_a_settings_file_that_may_not_be_read_is_reported_left_alone_and_never_written_over(monkeypatch):
    save_settings({"volume": 30})
    before = settings_path().read_bytes()
    unreadable(monkeypatch, settings_path())
    notices: list[str] = []
    assert load_settings(notices)["volume"] == 80
    assert len(notices) == 1 and "could not be read" in notices[0] and "left as it is" in notices[0]
    with pytest.raises(OSError, match="not replaced"):
        save_settings({"volume": 55})
    assert settings_path().read_bytes() == before and not list(settings_path().parent.glob("*.bad*"))


def test_a_statistics_file_that_may_not_be_read_is_reported_and_no_game_is_counted_in_it(monkeypatch):
    record_game("coins", "a", [("Ann", 3, True)])
    before = stats_path().read_bytes()
    unreadable(monkeypatch, stats_path())
    notices: list[str] = []
    load_stats(notices)
    assert len(notices) == 1 and "could not be read" in notices[0]
    with pytest.raises(StatsError, match="could not be read"):
        record_game("coins", "b", [("Ann", 5, True)])
    assert stats_path().read_bytes() == before and not list(stats_path().parent.glob("*.bad*"))


def test_an_unreadable_saves_folder_is_one_error_and_nothing_in_it_moves(monkeypatch):
    path = write_save(a_record(), summary())
    real = os.scandir

    def scandir(where):
        if Path(where) == path.parent:
            raise PermissionError(13, "Permission denied", str(where))
        return real(where)

    monkeypatch.setattr("saves.store.os.scandir", scandir)
    with pytest.raises(SavesFolderError, match="The saves folder .* could not be read"):
        list_saves()
    assert isinstance(SavesFolderError("x"), SaveError) and read_save(path).title == "Coins"


def killed_write_litter(folder: Path, name: str, age: float) -> Path:
    """A temporary file as a write killed before its rename leaves, dated ``age`` seconds ago
    (negative: in the future), by a process that is gone (pid 1 is never ours, so a dead pid)."""
    folder.mkdir(parents=True, exist_ok=True)
    litter = folder / f".{name}.999999999.abc123.tmp"
    litter.write_text("{")
    when = time.time() - age
    os.utime(litter, (when, when))
    return litter


@pytest.mark.parametrize("age", [1.0, STALE_SECONDS * 2, -STALE_SECONDS * 3, -5.0])
def test_temporary_files_beside_settings_and_statistics_are_removed_at_start(age):
    settings_litter = killed_write_litter(settings_path().parent, "settings.json", age)
    stats_litter = killed_write_litter(stats_path().parent, "statistics.json", age)
    other = settings_path().parent / ".someone-else.tmp"
    other.write_text("not ours")
    load_settings()
    load_stats()
    assert not settings_litter.exists() and not stats_litter.exists() and other.exists()


def test_a_future_dated_temp_file_of_a_live_writer_goes_once_its_time_is_far_off():
    folder = settings_path().parent
    live = killed_write_litter(folder, "settings.json", -STALE_SECONDS * 5)
    live.rename(folder / f".settings.json.{os.getpid()}.abc.tmp")  # our own pid: a writer alive
    assert saves.files.remove_stale_temps(folder, of="settings.json") == 1


def test_two_saves_started_in_the_same_second_never_share_a_file():
    from datetime import datetime

    from saves import new_save_path

    now = datetime.now().astimezone()
    paths = [write_save(a_record(), summary(), new_save_path("coins", 5, now), new=True) for _ in range(5)]
    assert len(set(paths)) == 5 and all(read_save(p).title == "Coins" for p in paths)
