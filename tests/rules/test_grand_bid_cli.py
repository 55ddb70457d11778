"""Grand Bid through the rules command line (DESIGN.md "Command-line contract"): simulate,
replay and tournament; Grand Bid has no options and 3 players."""

from __future__ import annotations

import json

import pytest

from rules.cli import main
from rules.core.record import GameRecord, Seat
from rules.games import replay
from tests.rules.test_grand_bid_playouts import play_out
from tests.rules.test_rules_cli import REPLAY_KEYS, SIMULATE_KEYS


def test_simulate_counts_four_rounds_a_game(capsys):
    assert main(["simulate", "grand_bid", "--games", "5", "--seed", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == SIMULATE_KEYS and data["game"] == "grand_bid"
    assert data["players"] == 3 and data["options"] == {} and data["rounds"] == 20


@pytest.mark.parametrize("args", [["--players", "4"], ["--option", "target=10"]])
def test_no_options_and_three_players_only(capsys, args):
    assert main(["simulate", "grand_bid", *args, "--games", "1", "--seed", "1"]) == 2
    assert len(capsys.readouterr().err.splitlines()) == 1


def test_replay_of_a_whole_game(tmp_path, capsys):
    state = play_out(9, {"keep with two empty hands": 0, "secret bids checked": 0})
    record = GameRecord(
        "grand_bid", {}, [Seat(f"P{i}") for i in range(3)], 9, [str(a) for a in state.history]
    )
    assert replay(record).scores() == state.scores()
    path = tmp_path / "grand_bid.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (
        set(data) == REPLAY_KEYS and data["winners"] == state.winners() and data["scores"] == state.scores()
    )
    assert data["actions"] == len(state.history)


def test_tournament_baseline_against_random(capsys):
    assert (
        main(["tournament", "grand_bid", "--seats", "baseline,random,random", "--games", "9", "--seed", "2"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    levels = data["levels"]
    assert data["game"] == "grand_bid" and set(levels) == {"baseline", "random"}
    assert levels["baseline"]["win_rate"] > levels["random"]["win_rate"]
