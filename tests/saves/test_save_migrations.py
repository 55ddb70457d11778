"""Older save formats are read through the record migrations (rules.core.record)."""

import json

import pytest

from rules.core.record import MIGRATIONS, RECORD_VERSION, GameRecord, migrate
from saves import SaveError, read_record


def test_v1_fixture_migrates_to_current(fixtures):
    data = json.loads((fixtures / "record_v1.json").read_text(encoding="utf-8"))
    assert data["version"] == 1
    current = migrate(data)
    assert current["version"] == RECORD_VERSION
    assert GameRecord.from_dict(current).game == "bid_whist"


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
