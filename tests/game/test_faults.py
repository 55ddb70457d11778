"""Faults during play become messages, never an exit: a save naming a bot level this version
lacks, a bot that raises or answers an illegal move, a worker process that dies mid-think or
outlives its app, the rules failing, and any error in a scene."""

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
import pytest

import game.bot_worker as bot_worker
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.message import MessageScene
from game.scenes.title import TitleScene
from game.session import Session
from game.table.scene import TableScene
from saves.paths import saves_dir
from tests.game.driver import legal_targets, play_target, push_table, run_until

FIXTURE = Path(__file__).resolve().parent.parent / "saves" / "fixtures" / "record_v1.json"


def _play_ai_moves(app, table, moves: int) -> int:
    """Step the table (the human seat clicks its first legal target) until ``moves`` AI
    moves were made; returns how many were."""
    session, ai_moves = table.session, 0
    for _ in range(5000):
        if ai_moves >= moves:
            break
        seat = session.current_player
        if table.input_ready:
            play_target(app, table, *legal_targets(table)[0])
            continue
        turn = session.turn
        app.step()
        if session.turn > turn and seat >= 0 and not session.seats[seat].is_human:
            ai_moves += 1
    return ai_moves


def test_a_save_naming_a_level_this_version_lacks_plays_on_with_a_notice(app):
    """A save naming a level this version does not have plays it at the strongest offered
    level and says so (this crashed the app on every start); the levels older versions
    offered (``baseline``, ``random``) still play as saved, without a notice."""
    path = saves_dir() / "old.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    for seat, level in zip(data["seats"][1:], ("grandmaster", "baseline", "random")):
        seat["level"] = level
    path.write_text(json.dumps(data), encoding="utf-8")
    session = Session.resume(path)
    assert [s.level for s in session.seats if not s.is_human] == ["hard", "baseline", "random"]
    table = app.open("table", session)
    lines = " ".join((table.log.status, *table.log.older))
    assert "'grandmaster'" in lines and "'hard'" in lines
    assert "'baseline'" not in lines and "'random'" not in lines
    assert _play_ai_moves(app, table, 3) >= 3


def test_a_save_of_the_search_levels_plays_at_them_without_a_notice(app):
    """``record_v1.json`` names the level ``normal`` (written before the app offered it):
    its computer players now play at ``normal``, and nothing is said."""
    path = saves_dir() / "old.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(FIXTURE, path)
    session = Session.resume(path)
    assert [s.level for s in session.seats if not s.is_human] == ["normal"] * 3 and not session.notices
    table = app.open("table", session)
    assert "level" not in " ".join((table.log.status, *table.log.older))
    asked = []
    real = app.bots.request
    app.bots.request = lambda game, level, *rest: asked.append(level) or real(game, level, *rest)
    assert _play_ai_moves(app, table, 2) >= 2 and set(asked) == {"normal"}


def test_a_bot_that_raises_or_answers_nonsense_gives_way_to_a_random_legal_move(app, monkeypatch):
    import game.bot_worker as worker

    table = push_table(app, "coins", ["South", "West", "East"], humans=0, seed=3)
    calls = []

    def broken(game, level, view, legal, seed, timed=False):
        calls.append(level)
        if len(calls) % 2:
            raise RuntimeError("the bot broke")
        return "play XX"  # not a legal move

    monkeypatch.setattr(worker, "choose_action_text", broken)
    run_until(app, lambda: table.session.turn >= 5, 5000)
    lines = " ".join([table.log.status, *table.log.older])
    assert "failed (the bot broke)" in lines and "which is not legal" in lines
    assert len(calls) >= 3 and not table.session.is_terminal


def test_a_worker_killed_mid_think_is_replaced_and_asked_again():
    worker = BotWorker()
    try:
        from tests.game.test_bot_worker import decision_points

        view, legal = decision_points(5, 1)[0]
        worker.request("bid_whist", "baseline", view, legal, 7)
        pid = next(iter(worker._pool._processes))
        os.kill(pid, signal.SIGKILL)
        started = time.monotonic()
        answer = noticed = None
        while answer is None and time.monotonic() - started < 30:
            answer = worker.poll()
            if noticed is None and worker.restarts:
                noticed = time.monotonic() - started
            time.sleep(0.01)
        answered = time.monotonic() - started
        print(f"worker killed: noticed after {noticed:.3f} s, answered after {answered:.3f} s")
        assert noticed < 1.0  # the table's next poll sees it (it polls every frame)
        assert answer in {str(a) for a in legal} and worker.restarts == 1 and not worker.inline
    finally:
        worker.shutdown()


def test_a_worker_that_keeps_dying_is_replaced_after_growing_delays_never_in_process(monkeypatch):
    """Six deaths in a row: every question is still answered by a worker process (never the
    window's own), after the delay that death earned, and a question asked while the worker
    waits for its replacement waits with it (poll answers None)."""
    monkeypatch.setattr(bot_worker, "RESTART_DELAYS", (0.0, 0.0, 0.2, 0.4, 0.8))
    worker = BotWorker()
    try:
        from tests.game.test_bot_worker import decision_points

        view, legal = decision_points(5, 1)[0]
        waited = []
        for death in range(6):
            process = next(iter(worker._pool._processes.values()))  # (the last answer's worker)
            os.kill(process.pid, signal.SIGKILL)
            deadline = time.monotonic() + 10
            while process.is_alive() and time.monotonic() < deadline:  # dead before the question
                time.sleep(0.01)
            worker.request("bid_whist", "baseline", view, legal, death)
            answer, delays = None, {0.0}
            deadline = time.monotonic() + 30
            while answer is None and time.monotonic() < deadline:
                answer = worker.poll()
                if worker.restart_in is not None:
                    delays.add(round(worker.restart_in, 1))
                assert not worker.inline
                time.sleep(0.01)
            assert answer in {str(a) for a in legal}
            waited.append(max(delays))
        print(f"delays before each replacement: {waited}")
        assert worker.restarts == 6 and worker.deaths_in_a_row == 6
        assert waited[:2] == [0.0, 0.0] and waited[2:] == sorted(waited[2:]) and 0.7 <= waited[-1] <= 0.8
    finally:
        worker.shutdown()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and /proc are POSIX things")
def test_the_worker_exits_when_its_app_is_killed(tmp_path):
    script = tmp_path / "app.py"
    script.write_text(
        textwrap.dedent(
            """
            import sys, time
            from game.bot_worker import BotWorker

            if __name__ == "__main__":
                worker = BotWorker()
                worker._pool.submit(int, 1).result()
                print(next(iter(worker._pool._processes)), flush=True)
                time.sleep(60)
            """
        ),
        encoding="utf-8",
    )
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        worker_pid = int(app.stdout.readline())
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        deadline = time.monotonic() + 10
        while Path(f"/proc/{worker_pid}").exists() and time.monotonic() < deadline:
            status = (
                Path(f"/proc/{worker_pid}/status").read_text() if Path(f"/proc/{worker_pid}").exists() else ""
            )
            if "zombie" in status:
                break
            time.sleep(0.1)
        alive = (
            Path(f"/proc/{worker_pid}").exists()
            and "zombie" not in Path(f"/proc/{worker_pid}/status").read_text()
        )
        assert not alive, "the bot worker outlived its app"
    finally:
        app.kill()


def test_when_the_rules_fail_the_game_is_set_aside_and_the_title_says_why(app, monkeypatch):
    seats_names = ["South", "West", "East"]
    table = push_table(app, "coins", seats_names, humans=1, seed=4)
    table.session.save_path = saves_dir() / "broken.json"
    table.session.save_path.parent.mkdir(parents=True, exist_ok=True)
    table.session.save_path.write_text("{}", encoding="utf-8")
    run_until(app, lambda: table.input_ready, 3000)

    def broken(action):
        raise KeyError("a bug in the rules")

    monkeypatch.setattr(table.session.state, "apply", broken)
    text, rect = next(t for t in table.input.targets() if t[0].startswith("play"))
    table.input.click(text)
    for _ in range(4):
        app.step()
    assert isinstance(app.top, MessageScene) and app.top.title == "This game can't go on"
    assert "a bug in the rules" in app.top.text and "renamed" in app.top.text
    assert isinstance(app.scenes[0], TitleScene) and app.find(TableScene) is None
    assert not (saves_dir() / "broken.json").exists() and (saves_dir() / "broken.json.bad").exists()


def test_an_error_in_a_scene_brings_the_title_back_with_a_message(monkeypatch):
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    table = push_table(app, "coins", ["South", "West", "East"], humans=1, seed=4)
    failing = {"left": 1}

    def draw(surface):
        if failing["left"]:
            failing["left"] -= 1
            raise ZeroDivisionError("a bug in a drawing")

    monkeypatch.setattr(table.hud, "draw", draw)
    seen = []
    real_step = app.step

    def step():
        real_step()
        seen.append(type(app.top).__name__)
        if isinstance(app.top, MessageScene):
            seen.append(app.top.text)
            app.quit()

    app.step = step
    app.run()
    assert "MessageScene" in seen and any("a bug in a drawing" in s for s in seen)
    pygame.init()  # app.run closed pygame; later tests start their own
