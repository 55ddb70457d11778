"""rules.core.record: game records round-trip and reject what they cannot read."""

import json

import pytest

from rules.core.record import RECORD_VERSION, GameRecord, RecordError, Seat
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
