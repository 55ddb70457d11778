import json

import pytest

from rules.core.record import RECORD_VERSION, GameRecord
from saves import SaveError, read_record
from saves.migrations import MIGRATIONS, migrate


def test_every_older_version_has_a_migration():
    # When RECORD_VERSION goes up, MIGRATIONS[old] and a fixture test for it must come too.
    assert [v for v in range(1, RECORD_VERSION) if v not in MIGRATIONS] == []


def test_v1_fixture_migrates_to_current(fixtures):
    data = json.loads((fixtures / "record_v1.json").read_text(encoding="utf-8"))
    assert data["version"] == 1
    current = migrate(data)
    assert current["version"] == RECORD_VERSION
    assert GameRecord.from_dict(current).game == "bid_whist"


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


def test_store_reads_old_format_through_the_table(fixtures, tmp_path, monkeypatch):
    data = json.loads((fixtures / "record_v1.json").read_text(encoding="utf-8"))
    old = {**data, "version": 0, "players_were_called": "hands"}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        read_record(path)
    assert str(err.value) == "This save uses format 0, which this version of Card Table can't read."

    def v0_to_v1(d):
        d = {k: v for k, v in d.items() if k != "players_were_called"}
        return {**d, "version": 1}

    monkeypatch.setitem(MIGRATIONS, 0, v0_to_v1)
    assert read_record(path) == GameRecord.from_dict(data)
