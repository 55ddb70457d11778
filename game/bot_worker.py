"""Bot decisions and hints off the window's thread: one worker process started once, at launch.

The table asks :meth:`BotWorker.request` when an AI seat is to act and calls the
non-blocking :meth:`BotWorker.poll` once per frame until the chosen action's text comes
back, so the window never stalls while a bot thinks (DESIGN.md, rules/ai). A hint for a
human seat goes the same way (:meth:`BotWorker.request_hint`, :meth:`BotWorker.poll_hint`):
the search behind it thinks as long as a bot does.

The worker runs :func:`rules.ai.bots.choose_action_text` and :func:`rules.ai.hint.hint_answer`
(module-level, so they survive the ``spawn`` start method used on Windows and macOS, and
used here everywhere for one behaviour on every platform). Views hold
:class:`~rules.core.cards.Card` objects; they pickle through ``Card.__reduce__`` and come
back as the worker's interned cards (the deck is built there on first use).

A worker that dies (killed, out of memory) is replaced by a new one and the question asked
again, so the game goes on from the same position. A worker that keeps dying is replaced
after a growing delay (:data:`RESTART_DELAYS`), its questions waiting meanwhile: the window
never computes a search itself, which would stall it. Only when no process can start at
launch does the worker compute in this process. The worker watches its parent and exits the
moment the app is gone, killed or not, so it never outlives the app.

Frozen builds: the app's ``main()`` must call ``multiprocessing.freeze_support()`` as its
very first statement, or every worker start re-launches the app.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any

from rules.ai.bots import choose_action_text, make_bot
from rules.ai.hint import HintAnswer, hint_answer
from rules.core.actions import Action
from rules.games import GAMES

log = logging.getLogger(__name__)

RESTART_DELAYS = (0.0, 0.0, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 30.0)
"""Seconds before a dead worker is replaced, by how many deaths came in a row (the last for
every death after): the first two at once, then longer each time, so a worker that dies on
every question does not take the machine with it."""
STABLE_SECONDS = 60.0
"""A worker that lived this long since its start ends the row of deaths: the next death is
replaced at once again."""
MOVE, HINT, REVIEW = "move", "hint", "review"
"""The kinds of question: a bot's decision, a human seat's hint, and one step of a hand's
review (one of each may be pending; a new question of a kind drops the previous one of that
kind)."""


@dataclass
class _Job:
    """One question for the worker: the task and its arguments, the running future (None
    when answered or to be computed in-process) and the answer once there."""

    task: Callable[..., Any]
    args: tuple
    future: Future | None = None
    answer: Any = None


def _exit_with_parent() -> None:
    """In the worker: end this process the moment its parent (the app) ends, whatever the
    way (a kill leaves no chance to shut the worker down)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


class BotWorker:
    """Runs bot decisions and hints in one worker process (or inline).

    Args:
        inline: compute synchronously in this process (unit tests; also the fallback when
            processes cannot start).
        timed: the bots think against the clock (:data:`rules.ai.bots.THINKING_SECONDS`,
            their level's budget the cap), so a slow or busy machine plays a little weaker,
            not slower; ``False`` (the demo, tests): the fixed budgets, so a seed gives one
            game. A hint always runs its fixed budget: it is the review's search of the
            decision (:mod:`rules.ai.hint`).

    One decision and one hint may be pending at a time: a new :meth:`request` drops the
    previous decision, a new :meth:`request_hint` the previous hint.
    """

    def __init__(self, inline: bool = False, timed: bool = True) -> None:
        self.timed = timed
        self._pool: ProcessPoolExecutor | None = None
        self._jobs: dict[str, _Job] = {}
        self._inline = inline
        self.restarts = 0
        self.deaths_in_a_row = 0
        self._started_at = 0.0
        self._restart_at: float | None = None  # a replacement is due then (monotonic seconds)
        if not inline:
            trouble = self._start()
            if trouble is not None:
                self._fall_back(f"bot worker process could not start ({trouble}); bots run in-process")

    def _start(self) -> Exception | None:
        """Start a worker process and load the bots in it now, not on the first move; the
        error when no process could start."""
        try:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=_exit_with_parent
            )
            self._pool.submit(make_bot, next(iter(GAMES)), "random")
        except (OSError, RuntimeError, NotImplementedError, ImportError) as exc:
            self._pool = None
            return exc
        self._started_at = time.monotonic()
        return None

    @property
    def inline(self) -> bool:
        """True when decisions are computed in this process."""
        return self._inline

    @property
    def restart_in(self) -> float | None:
        """Seconds until a dead worker is replaced, or ``None`` when none is waiting."""
        return None if self._restart_at is None else max(0.0, self._restart_at - time.monotonic())

    def request(
        self, game: str, level: str, view: Any, legal_actions: Sequence[Action | str], seed: int
    ) -> None:
        """Ask for a decision; any decision still pending is dropped.

        Args:
            game, level: which bot (see :func:`rules.ai.bots.make_bot`).
            view: the acting seat's view (never the state).
            legal_actions: that seat's legal actions (objects or texts).
            seed: seed of the bot's random generator, so a decision is reproducible.

        Raises:
            Exception: inline only, whatever the bot raised (in process mode :meth:`poll`
                raises it).
        """
        self._ask(
            MOVE, choose_action_text, (game, level, view, [str(a) for a in legal_actions], seed, self.timed)
        )

    def request_hint(
        self, game: str, level: str, view: Any, legal_actions: Sequence[Action | str], seed: int | str
    ) -> None:
        """Ask for a hint for the seat of ``view`` (:func:`rules.ai.hint.hint_answer`, the
        search at ``level``'s whole budget); any hint still pending is dropped.

        Raises:
            Exception: inline only, whatever the search raised (else :meth:`poll_hint` does).
        """
        legal = [str(a) for a in legal_actions]
        self._ask(HINT, hint_answer, (game, level, view, legal, seed))

    def request_review(self, task: Callable[..., Any], args: tuple) -> None:
        """Ask for one step of a hand's review: ``task(*args)``, a module-level function of
        :mod:`rules.ai.review` (a verdict, or the all-seeing move); any review step still
        pending is dropped. The table asks for the next once the last is in and no bot
        decision waits, so a review never holds up a computer player for more than a step.

        Raises:
            Exception: inline only, whatever the task raised (else :meth:`poll_review` does).
        """
        self._ask(REVIEW, task, args)

    def poll_review(self) -> Any:
        """The review step's answer once ready (returned once), else ``None``; never blocks.

        Raises:
            Exception: whatever the task raised, re-raised here.
        """
        return self._collect(REVIEW)

    @property
    def review_pending(self) -> bool:
        """True while a requested review step has not been collected by :meth:`poll_review`."""
        return REVIEW in self._jobs

    def _ask(self, kind: str, task: Callable[..., Any], args: tuple) -> None:
        self._drop(kind)
        job = self._jobs[kind] = _Job(task, args)
        if self._inline:
            self._answer_here(kind, job)
        elif self._pool is not None:
            self._submit(job)  # (else it waits for the worker's replacement)

    def _answer_here(self, kind: str, job: _Job) -> None:
        """Compute ``job`` in this process (it is forgotten if the task raises)."""
        try:
            job.answer = job.task(*job.args)
        except BaseException:
            self._jobs.pop(kind, None)
            raise

    def _submit(self, job: _Job) -> None:
        try:
            job.future = self._pool.submit(job.task, *job.args)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            self._replace(f"bot worker process failed ({exc})")

    def _replace(self, why: str) -> None:
        """The worker died: a new one is started after :data:`RESTART_DELAYS` for this many
        deaths in a row (at once for the first two), and every pending question is asked
        again then; they wait meanwhile."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        for job in self._jobs.values():
            job.future = None
        if time.monotonic() - self._started_at >= STABLE_SECONDS:
            self.deaths_in_a_row = 0
        delay = RESTART_DELAYS[min(self.deaths_in_a_row, len(RESTART_DELAYS) - 1)]
        self.deaths_in_a_row += 1
        log.warning("%s; a new worker starts in %.1f s", why, delay)
        self._restart_at = time.monotonic() + delay
        self._restart_if_due()

    def _restart_if_due(self) -> None:
        """Start the replacement worker once its delay is over and ask it the pending
        questions; a start that fails waits the next delay."""
        if self._restart_at is None or time.monotonic() < self._restart_at:
            return
        self._restart_at = None
        self.restarts += 1
        trouble = self._start()
        if trouble is not None:
            self._replace(f"the new bot worker process could not start ({trouble})")
            return
        for job in list(self._jobs.values()):
            if job.answer is None and job.future is None and self._pool is not None:
                self._submit(job)

    def poll(self) -> str | None:
        """The chosen action's text once ready (returned once), else ``None``; never blocks
        (except in-process, where the answer is computed).

        Raises:
            Exception: whatever the bot raised (a bot bug), re-raised here.
        """
        return self._collect(MOVE)

    def poll_hint(self) -> HintAnswer | None:
        """The hint once ready (:class:`rules.ai.hint.HintAnswer`, from
        :func:`rules.ai.hint.hint_answer`; returned once), else ``None``; never blocks.

        Raises:
            Exception: whatever the search raised, re-raised here.
        """
        return self._collect(HINT)

    def _collect(self, kind: str) -> Any:
        job = self._jobs.get(kind)
        if job is None:
            return None
        self._restart_if_due()
        if job.answer is None and job.future is None:
            if not self._inline:
                return None  # the worker is being replaced: the question waits for it
            self._answer_here(kind, job)
        if job.answer is None:
            if not job.future.done():
                return None
            try:
                job.answer = job.future.result()
            except BrokenProcessPool as exc:
                self._replace(f"bot worker process died ({exc})")  # asks the same question again
                return self._collect(kind)
            except BaseException:
                self._jobs.pop(kind, None)
                raise
        del self._jobs[kind]
        return job.answer

    @property
    def pending(self) -> bool:
        """True while a requested decision has not been collected by :meth:`poll`."""
        return MOVE in self._jobs

    @property
    def hint_pending(self) -> bool:
        """True while a requested hint has not been collected by :meth:`poll_hint`."""
        return HINT in self._jobs

    def _drop(self, kind: str) -> None:
        job = self._jobs.pop(kind, None)
        if job is not None and job.future is not None:
            job.future.cancel()  # a question already being answered finishes and is ignored

    def cancel_hint(self) -> None:
        """Drop the pending hint (the viewer moved before it came)."""
        self._drop(HINT)

    def cancel(self) -> None:
        """Drop every pending answer, decision and hint (e.g. the game was abandoned or undone)."""
        for kind in list(self._jobs):
            self._drop(kind)

    def shutdown(self) -> None:
        """Stop the worker process (at app exit); later requests are computed inline."""
        self.cancel()
        self._fall_back()

    def _fall_back(self, message: str = "") -> None:
        """Compute in this process from now on (no worker process can start, or the app ends)."""
        if message:
            log.warning(message)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool, self._inline, self._restart_at = None, True, None
