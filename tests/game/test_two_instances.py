"""Two copies of the app on one data folder, each finishing games at the same moment, lose
nothing: every game of both is counted in the statistics (under a lock) and has its own save
(two saves started in the same second never share a file). Two real processes, with the same
seeds and names, through build_scripts/bench_two_instances.py."""

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "build_scripts" / "bench_two_instances.py"


def test_two_processes_finishing_games_at_once_lose_no_game():
    games = 15
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", str(games)], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    print(result)
    assert result["exit_codes"] == [0, 0] and result["messages"] == []
    assert result["played"] == result["counted"] == result["saves"] == 2 * games
    assert result["unreadable"] == 0
