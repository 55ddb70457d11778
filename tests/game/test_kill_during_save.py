"""SIGKILL at random moments while a demo game autosaves: every save left behind loads and
replays, the next listing leaves no temporary file, and no process of the app outlives it.

``CARDTABLE_KILL_RUNS`` sets how many kills (default 12; a soak run uses hundreds)."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules.core.record import read_record
from rules.games import replay
from saves import list_saves
from saves.paths import saves_dir

REPO = Path(__file__).resolve().parents[2]
RUNS = int(os.environ.get("CARDTABLE_KILL_RUNS", "12"))


def session_processes(session_id: int) -> list[int]:
    """Pids of live (not zombie) processes in the session ``session_id`` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        state, session = fields[0], int(fields[3])
        if session == session_id and state != "Z":
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from Linux /proc")
def test_kills_at_random_moments_lose_no_save_and_leave_nothing_behind(user_dirs):
    _, config = user_dirs
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation_speed": "fast"}), encoding="utf-8")
    rng = random.Random(2026)
    saved_before = temps_removed = 0
    for run in range(RUNS):
        # its own session, so whatever it starts can be found after it is killed
        app = subprocess.Popen(
            [sys.executable, "-m", "game", "--demo", "coins", "--headless", "--seed", str(run)],
            cwd=REPO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        time.sleep(rng.uniform(0.4, 3.0))
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        deadline = time.monotonic() + 10
        while session_processes(app.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert session_processes(app.pid) == [], f"run {run}: a process of the killed app lives on"

        temps_removed += len(list(saves_dir().glob(".*.tmp")))
        readable, unreadable = list_saves()
        assert unreadable == [], f"run {run}: {unreadable}"
        assert not [p.name for p in saves_dir().glob(".*")], f"run {run}: a temporary file is left"
        for info in readable:  # (a new game's file is claimed before its deal: it may hold none)
            record = read_record(info.path)
            assert len(replay(record).history) == len(record.actions)
        saved_before = len(readable)
    assert saved_before >= RUNS // 2, "most runs lived long enough to save at least once"
    print(f"{RUNS} kills, {saved_before} saves all replayed, {temps_removed} temporary files removed")
