"""rules.core.record: game records round-trip and reject what they cannot read."""

import json
import os
import sys

import pytest

import rules.core.record
from rules.core.actions import Action
from rules.core.record import (
    MIGRATIONS,
    RECORD_VERSION,
    GameRecord,
    RecordError,
    Seat,
    migrate,
    read_record,
    read_record_file,
)
from rules.games import replay


def sample() -> GameRecord:
    seats = [Seat("Ann", "human"), Seat("Bot 1"), Seat("Bot 2", level="random"), Seat("Bot 3")]
    return GameRecord("bid_whist", {"boston": True}, seats, 7, ["deal 0 a b c d e"], "0.1.0")


def test_record_round_trips_through_json():
    record = sample()
    again = GameRecord.from_dict(json.loads(json.dumps(record.to_dict())))
    assert again == record and again.players == 4 and again.seats[0].is_human


def test_newer_version_is_rejected():
    data = sample().to_dict()
    data["version"] = RECORD_VERSION + 1
    with pytest.raises(RecordError, match="newer"):
        GameRecord.from_dict(data)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format="other"),
        lambda d: d.pop("version"),
        lambda d: d.pop("seats"),
        lambda d: d.update(seed="x"),
        lambda d: d["seats"].append({"name": "X", "kind": "robot"}),
    ],
)
def test_damaged_records_are_rejected(mutate):
    data = sample().to_dict()
    mutate(data)
    with pytest.raises(RecordError):
        GameRecord.from_dict(data)


def test_record_of_a_played_game_replays():
    from rules.games import new_game

    state = new_game("bid_whist", seed=3)
    record = GameRecord("bid_whist", state.options, [Seat(f"P{i}") for i in range(4)], 3)
    state.apply(state.chance_action())
    for action in state.history:
        record.append(action)
    record.append(state.legal_actions()[-1])
    state.apply(state.legal_actions()[-1])
    again = replay(record)
    assert [str(a) for a in again.history] == record.actions and again.bids == state.bids


# --- format migrations ------------------------------------------------------------------


def test_every_older_version_has_a_migration():
    # When RECORD_VERSION goes up, MIGRATIONS[old] and a fixture test for it must come too.
    assert [v for v in range(1, RECORD_VERSION) if v not in MIGRATIONS] == []


def test_steps_are_chained():
    steps = {
        1: lambda d: {**d, "version": 2, "extra": [1]},
        2: lambda d: {**d, "version": 3, "extra": d["extra"] + [2]},
    }
    assert migrate({"version": 1}, steps, target=3) == {"version": 3, "extra": [1, 2]}
    assert migrate({"version": 2, "extra": []}, steps, target=3) == {"version": 3, "extra": [2]}
    same = {"version": 3}
    assert migrate(same, steps, target=3) is same


def test_missing_or_wrong_step_is_an_error():
    with pytest.raises(ValueError, match="no migration from format 1"):
        migrate({"version": 1}, {}, target=2)
    with pytest.raises(ValueError, match="did not produce format 2"):
        migrate({"version": 1}, {1: lambda d: d}, target=2)


# --- reading a file -------------------------------------------------------------------------


def test_a_record_file_reads_back_with_its_other_keys(tmp_path):
    path = tmp_path / "game.json"
    data = {**sample().to_dict(), "summary": {"title": "Bid Whist"}}
    path.write_text(json.dumps(data), encoding="utf-8")
    record, raw = read_record_file(path)
    assert record == sample() == read_record(str(path))
    assert raw["summary"] == {"title": "Bid Whist"}


def test_a_file_that_is_missing_or_not_a_regular_file_is_refused(tmp_path):
    with pytest.raises(RecordError, match=r"^This save could not be found\.$"):
        read_record(tmp_path / "none.json")
    with pytest.raises(RecordError, match=r"not a regular file"):
        read_record(tmp_path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_being_opened(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # opening it for reading would block until a writer came
    with pytest.raises(RecordError, match=r"not a regular file"):
        read_record(fifo)


def test_reading_is_bounded(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    text = json.dumps(sample().to_dict())
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(rules.core.record, "MAX_RECORD_BYTES", len(text) - 1)
    with pytest.raises(RecordError, match=r"^This file is too large to be a Card Table save\.$"):
        read_record(path)
    monkeypatch.setattr(rules.core.record, "MAX_RECORD_BYTES", len(text))
    assert read_record(path) == sample()


def test_an_older_format_is_migrated_on_reading(tmp_path, monkeypatch):
    path = tmp_path / "old.json"
    path.write_text(json.dumps({**sample().to_dict(), "version": 0, "old": True}), encoding="utf-8")
    with pytest.raises(RecordError, match="uses format 0"):
        read_record(path)
    monkeypatch.setitem(MIGRATIONS, 0, lambda d: {**{k: v for k, v in d.items() if k != "old"}, "version": 1})
    assert read_record(path) == sample()
    assert sys.modules["rules.core.record"] is rules.core.record


def test_a_copy_is_the_record_as_it_stands_and_grows_apart():
    record = GameRecord("coins", {"target": 10}, [Seat("You", "human")], 7, ["deal 1"], "1.0")
    copy = record.copy()
    assert copy.to_dict() == record.to_dict()
    record.append(Action("play", ("1O",)))
    record.options["target"] = 15
    record.seats.append(Seat("Ana", "ai", "easy"))
    assert copy.actions == ["deal 1"] and copy.options == {"target": 10} and len(copy.seats) == 1
