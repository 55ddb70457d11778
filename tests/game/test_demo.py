"""``python -m game --demo GAME --headless --seed 3`` (Bid Whist, Coins, Grand Bid): one JSON
line, equal to a replay."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.ai.bots import choose_action_text
from rules.core.state import CHANCE
from rules.games import new_game

REPO = Path(__file__).resolve().parents[2]
KEYS = {"game", "players", "options", "seed", "winners", "scores", "actions", "frame_ms", "startup_ms"}


def replay_demo(game: str, players: int, seed: int, levels: list[str] | None = None):
    """The demo's game without the window: the same deals, the same bots (``baseline`` in
    every seat, or ``levels``) and the same bot seeds."""
    levels = levels or ["baseline"] * players
    state = new_game(game, players, {}, seed)
    while not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        seat = state.current_player
        text = choose_action_text(
            game, levels[seat], state.view(seat), state.legal_actions(), seed * 1_000_003 + len(state.history)
        )
        state.apply(text)
    return state


@pytest.mark.parametrize(
    "game, players, seats",
    [("bid_whist", 4, None), ("coins", 3, None), ("bid_coin", 4, None), ("grand_bid", 3, None),
     ("coins", 3, "easy,random,normal")],
)  # fmt: skip
def test_demo_prints_one_json_line_equal_to_a_replay(user_dirs, game, players, seats):
    """The last case: the search levels in the seats named by ``--seats``, run in the bot
    worker, play the very moves the search makes in this process."""
    _, config = user_dirs
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation_speed": "fast"}), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "game", "--demo", game, "--headless", "--seed", "3"]
        + (["--seats", seats] if seats else []),
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert run.returncode == 0, run.stderr
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert len(lines) == 1
    result = json.loads(lines[0])
    assert set(result) == KEYS
    assert result["game"] == game and result["players"] == players and result["seed"] == 3
    assert set(result["frame_ms"]) == {"p50", "p95", "max"}
    state = replay_demo(game, players, 3, seats.split(",") if seats else None)
    assert result["options"] == dict(state.options)
    assert result["winners"] == state.winners()
    assert result["scores"] == state.scores()
    assert result["actions"] == len(state.history)
    # the demo autosaved like any game: its save replays to the same end
    data, _ = user_dirs
    saved = list((data / "saves").glob(f"{game}-*.json"))
    assert len(saved) == 1
    from rules.core.record import read_record
    from rules.games import replay

    assert replay(read_record(saved[0])).scores() == state.scores()
    print(
        game,
        "demo figures:",
        result["frame_ms"],
        "startup_ms",
        result["startup_ms"],
        "actions",
        result["actions"],
    )


@pytest.mark.parametrize(
    "args",
    [["--size", "100000x100000"], ["--size", "99999999999999999999x700"], ["--size", "700x400"],
     ["--size", "wide"], ["--demo", ""], ["--demo", "no_such_game"], ["--seed", "1.5"], ["--seed", "-1"],
     ["--players", "x"], ["--bogus"], ["--demo", "coins", "--seats", "baseline"],
     ["--demo", "coins", "--seats", ""], ["--seats", "hard,hard,hard"], ["--while-thinking"],
     ["--option", "target=15"], ["--seed", "3"],
     ["--players", "4"], ["--demo", "coins", "--players", "0"]],
)  # fmt: skip
def test_a_bad_command_line_is_one_line_on_stderr_and_status_2(args):
    run = subprocess.run(
        [sys.executable, "-m", "game", "--headless", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert len(run.stderr.strip().splitlines()) == 1 and run.stderr.startswith("cardtable: ")


def test_a_negative_size_is_told_by_the_sizes_own_check():
    """``--size -5x100`` read as an option gave argparse's "expected one argument": the value
    reaches the size's check, which says what sizes are allowed."""
    run = subprocess.run(
        [sys.executable, "-m", "game", "--headless", "--size", "-5x100"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    from game.__main__ import MAX_SIZE
    from game.window import MIN_SIZE

    allowed = f"from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIZE}x{MAX_SIZE}"
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.strip() == f"cardtable: argument --size: size must be {allowed}, not '-5x100'"


def test_frame_stats_split_off_the_frames_drawn_while_a_bot_thinks():
    from game.frame_stats import FrameStats

    stats = FrameStats(0.0, 1.0, [1.0, 2.0, 3.0, 10.0], [16.0, 17.0, 16.5, 40.0], [False, True, True, False])
    assert stats.while_thinking() == {
        "frames": 2,
        "work_ms": {"p50": 3.0, "p95": 3.0, "max": 3.0},
        "interval_ms": {"p50": 17.0, "p95": 17.0, "max": 17.0},
    }
    assert stats.summary() == {"p50": 3.0, "p95": 10.0, "max": 10.0}
    assert FrameStats(0.0).while_thinking()["frames"] == 0


def test_the_demo_reports_the_frames_drawn_while_a_bot_thinks(user_dirs):
    """``--while-thinking``: the search bots run in the worker while frames go on; each frame's
    interval holds its own work, so every percentile of the intervals is at least the work's."""
    run = subprocess.run(
        [sys.executable, "-m", "game", "--demo", "coins", "--headless", "--seed", "2", "--seats",
         "normal,easy,easy", "--while-thinking"],
        cwd=REPO, capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert set(result) == KEYS | {"while_thinking"}
    thinking = result["while_thinking"]
    assert thinking["frames"] > 0
    for key in ("p50", "p95", "max"):
        assert thinking["interval_ms"][key] >= thinking["work_ms"][key] > 0
    print("coins demo, frames while a bot thinks:", thinking)
