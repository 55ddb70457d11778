"""The rules command line (DESIGN.md "Command-line contract"): simulate and replay."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.cli import main
from rules.core.record import RECORD_VERSION, GameRecord, Seat
from rules.core.state import CHANCE
from rules.games import new_game

SIMULATE_KEYS = {
    "game",
    "players",
    "options",
    "games",
    "rounds",
    "seconds",
    "games_per_second",
    "rounds_per_second",
}
REPLAY_KEYS = {"game", "players", "options", "seed", "winners", "scores", "actions"}
ROOT = Path(__file__).resolve().parents[2]


def test_simulate_prints_one_json_line(capsys):
    assert (
        main(
            [
                "simulate",
                "bid_whist",
                "--option",
                "jokers=1",
                "--option",
                "boston=true",
                "--games",
                "5",
                "--seed",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert set(data) == SIMULATE_KEYS
    assert data["game"] == "bid_whist" and data["players"] == 4 and data["games"] == 5
    assert data["options"]["jokers"] == 1 and data["options"]["boston"] is True
    assert data["rounds"] >= 5 and data["rounds_per_second"] > 0


@pytest.mark.parametrize("players", [3, 4])
def test_simulate_and_replay_bid_coin(capsys, tmp_path, players):
    """DESIGN.md: ``simulate bid_coin --players N`` counts rounds (one deal each: at most N a
    game); ``replay`` of a Bid Coin record prints its result."""
    assert main(["simulate", "bid_coin", "--players", str(players), "--games", "6", "--seed", "2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "bid_coin" and data["players"] == players and data["options"] == {}
    assert 6 <= data["rounds"] <= 6 * players and data["rounds_per_second"] > 0
    state = new_game("bid_coin", players, seed=9)
    while not state.is_terminal:
        state.apply(state.chance_action() if state.current_player == CHANCE else state.legal_actions()[0])
    seats = [Seat(f"P{i}") for i in range(players)]
    record = GameRecord("bid_coin", state.options, seats, 9, [str(a) for a in state.history])
    path = tmp_path / "bid_coin.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["winners"], data["scores"]) == (state.winners(), state.scores())
    assert data["actions"] == len(state.history) and data["players"] == players


def test_simulate_is_deterministic_per_seed(capsys):
    rounds = []
    for _ in range(2):
        main(["simulate", "bid_whist", "--games", "8", "--seed", "4"])
        rounds.append(json.loads(capsys.readouterr().out)["rounds"])
    assert rounds[0] == rounds[1]


@pytest.mark.parametrize(
    "argv,needle",
    [
        (["simulate", "bid_whist", "--option", "colour=red", "--games", "1", "--seed", "1"], "colour"),
        (
            ["simulate", "bid_whist", "--option", "minimum_bid=9", "--games", "1", "--seed", "1"],
            "minimum_bid",
        ),
        (["simulate", "bid_whist", "--players", "3", "--games", "1", "--seed", "1"], "players"),
        (["simulate", "chess", "--games", "1", "--seed", "1"], "unknown game"),
        (["simulate", "bid_whist", "--games", "1"], "--seed"),
        (["simulate", "bid_whist", "--option", "boston", "--games", "1", "--seed", "1"], "KEY=VALUE"),
        (["fly"], "invalid choice"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(capsys, argv, needle):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1 and needle in captured.err


def played_record(seed: int = 5) -> GameRecord:
    state = new_game("bid_whist", seed=seed)
    while not state.is_terminal:
        state.apply(state.chance_action() if state.current_player == CHANCE else state.legal_actions()[0])
    return GameRecord(
        "bid_whist", state.options, [Seat(f"P{i}") for i in range(4)], seed, [str(a) for a in state.history]
    ), state


def test_replay_prints_the_result(tmp_path, capsys):
    record, state = played_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == REPLAY_KEYS
    assert data["winners"] == state.winners() and data["scores"] == state.scores()
    assert data["actions"] == len(record.actions) and data["seed"] == 5


def bad_files():
    record, _ = played_record()
    good = json.dumps(record.to_dict())
    newer = dict(record.to_dict(), version=RECORD_VERSION + 1)
    illegal = dict(record.to_dict(), actions=record.actions[:3] + ["play ZZ"])
    return {
        "not_json": "hello, world",
        "truncated": good[: len(good) // 2],
        "not_a_record": json.dumps({"hello": 1}),
        "newer": json.dumps(newer),
        "illegal_action": json.dumps(illegal),
        "empty": "",
    }


@pytest.mark.parametrize("name", sorted(bad_files()))
def test_replay_of_a_bad_file_exits_2_with_one_line(tmp_path, capsys, name):
    path = tmp_path / f"{name}.json"
    path.write_text(bad_files()[name], encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1
    assert "Traceback" not in captured.err


def test_python_dash_m_rules(tmp_path):
    """The real command line: ``python -m rules``; a missing file exits 2 with one line."""
    run = subprocess.run(
        [sys.executable, "-m", "rules", "simulate", "bid_whist", "--games", "3", "--seed", "2"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert run.returncode == 0 and set(json.loads(run.stdout)) == SIMULATE_KEYS
    run = subprocess.run(
        [sys.executable, "-m", "rules", "replay", str(tmp_path / "none.json")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert run.returncode == 2 and len(run.stderr.splitlines()) == 1 and run.stdout == ""


@pytest.mark.parametrize(
    "game, seats",
    [
        ("bid_whist", "baseline,random,baseline,random"),
        ("coins", "baseline,random,random"),
        ("cant_win", "random,baseline,random,random"),
        ("bid_coin", "baseline,random,random,random"),
        ("bid_coin", "random,random,baseline"),
    ],
)
def test_tournament_prints_each_levels_figures(capsys, game, seats):
    """DESIGN.md: tournament GAME --seats ... prints {game, games, levels: {LEVEL: figures}}."""
    assert main(["tournament", game, "--seats", seats, "--games", "6", "--seed", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert data["game"] == game and data["games"] == 6
    assert set(data["levels"]) == {"baseline", "random"}
    for figures in data["levels"].values():
        assert set(figures) == {"mean_score", "ci95", "win_rate", "decision_ms_p95"}
        low, high = figures["ci95"]
        assert low <= figures["mean_score"] <= high
        assert 0.0 <= figures["win_rate"] <= 1.0
    assert data["levels"]["baseline"]["win_rate"] > data["levels"]["random"]["win_rate"]


def test_tournament_with_an_unknown_level_exits_2(capsys):
    assert (
        main(["tournament", "coins", "--seats", "baseline,wizard,random", "--games", "2", "--seed", "1"]) == 2
    )
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "wizard" in err[0]


def test_replay_of_a_folder_or_an_oversized_file_exits_2(tmp_path, capsys, monkeypatch):
    import rules.core.record

    assert main(["replay", str(tmp_path)]) == 2
    assert "not a regular file" in capsys.readouterr().err
    record, _ = played_record()
    path = tmp_path / "big.json"
    path.write_text(json.dumps(record.to_dict()), encoding="utf-8")
    monkeypatch.setattr(rules.core.record, "MAX_RECORD_BYTES", 10)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "too large" in err
