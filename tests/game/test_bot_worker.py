"""BotWorker: decisions in a worker process (cards pickled across) or inline; poll never blocks."""

import logging
import time
from concurrent.futures import Future

import pytest

import game.bot_worker as bot_worker
from game.bot_worker import BotWorker
from rules.core.state import CHANCE
from rules.games import new_game


def decision_points(seed, count):
    """``count`` (view, legal actions) pairs from one game, bidding and card play alike."""
    state = new_game("bid_whist", 4, {}, seed)
    points = []
    while len(points) < count and not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        legal = state.legal_actions()
        points.append((state.view(state.current_player), legal))
        state.apply(legal[-1])
    return points


def wait_for(worker, limit=60.0):
    """Poll until an answer arrives; a guard against hanging, not a timing assertion."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.005)
    pytest.fail("the bot worker gave no answer")


@pytest.fixture(scope="module")
def process_worker():
    worker = BotWorker()
    yield worker
    worker.shutdown()


def test_process_mode_answers_legal_actions(process_worker):
    assert not process_worker.inline
    points = decision_points(4, 40)
    assert any(a.kind == "play" for _, legal in points for a in legal)
    for i, (view, legal) in enumerate(points[::4]):
        process_worker.request("bid_whist", "baseline", view, legal, i)
        assert process_worker.pending
        answer = wait_for(process_worker)
        assert answer in {str(a) for a in legal}
        assert process_worker.poll() is None  # each answer is returned once


def test_process_mode_matches_inline_decision(process_worker):
    view, legal = decision_points(9, 30)[-1]
    process_worker.request("bid_whist", "random", view, legal, 77)
    remote = wait_for(process_worker)
    inline = BotWorker(inline=True)
    inline.request("bid_whist", "random", view, legal, 77)
    assert inline.poll() == remote


def test_a_hint_from_the_worker_process_is_the_inline_hint(process_worker):
    """The hint comes back from the worker process whole (a :class:`HintAnswer`: the move,
    the next best with its call, whether it is the only move), as worked out in process."""
    view, legal = decision_points(9, 30)[-1]
    process_worker.request_hint("bid_whist", "easy", view, legal, "hint 9")
    deadline = time.monotonic() + 60.0
    while (remote := process_worker.poll_hint()) is None and time.monotonic() < deadline:
        time.sleep(0.005)
    inline = BotWorker(inline=True)
    inline.request_hint("bid_whist", "easy", view, legal, "hint 9")
    assert remote is not None and remote == inline.poll_hint()
    assert remote.action in {str(a) for a in legal} and remote.call in ("", "better", "as good", "unsure")


def test_inline_mode_answers_at_once():
    worker = BotWorker(inline=True)
    assert worker.inline
    for view, legal in decision_points(2, 30):
        worker.request("bid_whist", "baseline", view, legal, 1)
        answer = worker.poll()
        assert answer in {str(a) for a in legal}
        assert worker.poll() is None


def test_poll_does_not_block_on_an_unfinished_decision():
    worker = BotWorker(inline=True)
    for kind in (bot_worker.MOVE, bot_worker.HINT):  # never completes: a blocking poll would hang here
        worker._jobs[kind] = bot_worker._Job(print, (), future=Future())
    assert worker.poll() is None and worker.poll_hint() is None
    assert worker.pending and worker.hint_pending


def test_cancel_drops_the_pending_answer(process_worker):
    view, legal = decision_points(5, 3)[-1]
    process_worker.request("bid_whist", "baseline", view, legal, 0)
    process_worker.cancel()
    assert not process_worker.pending
    assert process_worker.poll() is None
    process_worker.request("bid_whist", "random", view, legal, 0)  # still usable afterwards
    assert wait_for(process_worker) in {str(a) for a in legal}


def test_unknown_level_is_reported(process_worker):
    view, legal = decision_points(5, 1)[0]
    with pytest.raises(ValueError):
        BotWorker(inline=True).request("bid_whist", "wizard", view, legal, 0)
    process_worker.request("bid_whist", "wizard", view, legal, 0)
    with pytest.raises(ValueError):
        wait_for(process_worker)
    assert not process_worker.pending


def test_falls_back_inline_when_processes_cannot_start(monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise OSError("no processes here")

    monkeypatch.setattr(bot_worker, "ProcessPoolExecutor", refuse)
    with caplog.at_level(logging.WARNING, logger="game.bot_worker"):
        worker = BotWorker()
    assert worker.inline
    assert len(caplog.records) == 1
    view, legal = decision_points(1, 1)[0]
    worker.request("bid_whist", "baseline", view, legal, 0)
    assert worker.poll() in {str(a) for a in legal}


def test_the_apps_worker_thinks_against_the_clock_and_a_demos_does_not(monkeypatch):
    import game.bot_worker as worker_module

    asked = []
    monkeypatch.setattr(worker_module, "choose_action_text", lambda *args: asked.append(args[-1]) or "pass")
    view, legal = decision_points(5, 1)[0]
    BotWorker(inline=True).request("bid_whist", "hard", view, legal, 1)
    BotWorker(inline=True, timed=False).request("bid_whist", "hard", view, legal, 1)
    assert asked == [True, False]


def test_a_computer_player_does_not_wait_for_a_review_step():
    """A review step ran in the bots' one worker, so the next round's computer players each
    waited for it (a Grand Bid step takes about a second): the app works reviews out in a
    second worker process, and a decision asked for while a step runs comes first."""
    from game.app import App

    app = App(size=(640, 480), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        reviews = app.review_worker
        assert reviews is not app.bots and not reviews.inline and app.review_worker is reviews
        view, legal = decision_points(3, 1)[0]
        app.bots.request("bid_whist", "random", view, legal, 0)
        wait_for(app.bots)  # (both processes are up from here)
        reviews.request_review(time.sleep, (5.0,))  # a step that takes its time
        app.bots.request("bid_whist", "random", view, legal, 1)
        assert wait_for(app.bots) in {str(a) for a in legal}
        assert reviews.review_pending and reviews.poll_review() is None  # the step still runs
    finally:
        app.close()
    inline = BotWorker(inline=True)  # in-process (the tests', or no process): the one worker
    app = App(size=(640, 480), headless=True, fixed_dt=1 / 60, bots=inline)
    try:
        assert app.review_worker is inline
    finally:
        app.close()
