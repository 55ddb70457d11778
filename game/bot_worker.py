"""Bot decisions off the window's thread: one worker process started once, at launch.

The table asks :meth:`BotWorker.request` when an AI seat is to act and calls the
non-blocking :meth:`BotWorker.poll` once per frame until the chosen action's text comes
back, so the window never stalls while a bot thinks (DESIGN.md, rules/ai).

The worker runs :func:`rules.ai.choose_action_text` (module-level, so it survives the
``spawn`` start method used on Windows and macOS, and used here everywhere for one
behaviour on every platform). Views hold :class:`~rules.core.cards.Card` objects; they
pickle through ``Card.__reduce__`` and come back as the worker's interned cards (the
deck is built there on first use).

A worker that dies (killed, out of memory) is replaced by a new one and the question asked
again, so the game goes on from the same position; only when no process can start at all
does the worker compute in this process. The worker watches its parent and exits the moment
the app is gone, killed or not, so it never outlives the app.

Frozen builds: the app's ``main()`` must call ``multiprocessing.freeze_support()`` as its
very first statement, or every worker start re-launches the app.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from typing import Any

from rules.ai import choose_action_text, make_bot
from rules.core.actions import Action

log = logging.getLogger(__name__)

RESTARTS = 3
"""How many times a dead worker is replaced before decisions are computed in-process."""


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
    """Runs bot decisions in one worker process (or inline).

    Args:
        inline: compute synchronously in this process (unit tests; also the fallback when
            processes cannot start).

    Only one request is pending at a time: a new :meth:`request` drops the previous answer.
    """

    def __init__(self, inline: bool = False) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self._future: Future | None = None
        self._args: tuple | None = None
        self._answer: str | None = None
        self.restarts = 0
        if not inline:
            self._start()

    def _start(self) -> None:
        """Start a worker process and load the bots in it now, not on the first move."""
        try:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=_exit_with_parent
            )
            self._pool.submit(make_bot, "bid_whist", "random")
        except (OSError, RuntimeError, NotImplementedError, ImportError) as exc:
            self._fall_back(f"bot worker process could not start ({exc}); bots run in-process")

    @property
    def inline(self) -> bool:
        """True when decisions are computed in this process."""
        return self._pool is None

    def request(
        self, game: str, level: str, view: Any, legal_actions: Sequence[Action | str], seed: int
    ) -> None:
        """Ask for a decision; any answer still pending is dropped.

        Args:
            game, level: which bot (see :func:`rules.ai.make_bot`).
            view: the acting seat's view (never the state).
            legal_actions: that seat's legal actions (objects or texts).
            seed: seed of the bot's random generator, so a decision is reproducible.

        Raises:
            Exception: inline only, whatever the bot raised (in process mode :meth:`poll`
                raises it).
        """
        self.cancel()
        self._args = (game, level, view, [str(a) for a in legal_actions], seed)
        if self._pool is None:
            self._answer = choose_action_text(*self._args)
            return
        self._submit()

    def _submit(self) -> None:
        try:
            self._future = self._pool.submit(choose_action_text, *self._args)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            self._replace(f"bot worker process failed ({exc})")

    def _replace(self, why: str) -> None:
        """The worker died: start a new one and ask it again (or, after :data:`RESTARTS`
        replacements, answer in-process)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self._future = None
        if self.restarts < RESTARTS:
            self.restarts += 1
            log.warning("%s; starting a new worker", why)
            self._start()
        if self._pool is None:
            self._fall_back(f"{why}; bots run in-process")
            self._answer = choose_action_text(*self._args)
        else:
            self._submit()

    def poll(self) -> str | None:
        """The chosen action's text once ready (returned once), else ``None``; never blocks.

        Raises:
            Exception: whatever the bot raised (a bot bug), re-raised here.
        """
        if self._answer is not None:
            answer, self._answer = self._answer, None
            self._args = None
            return answer
        future = self._future
        if future is None or not future.done():
            return None
        args, self._future, self._args = self._args, None, None
        try:
            return future.result()
        except BrokenProcessPool as exc:
            self._args = args  # ask the new worker the same question
            self._replace(f"bot worker process died ({exc})")
            return self.poll()

    @property
    def pending(self) -> bool:
        """True while a requested answer has not been collected by :meth:`poll`."""
        return self._args is not None

    def cancel(self) -> None:
        """Drop any pending answer (e.g. the game was abandoned or undone)."""
        if self._future is not None:
            self._future.cancel()  # a decision already running finishes and is ignored
        self._future = None
        self._answer = None
        self._args = None

    def shutdown(self) -> None:
        """Stop the worker process (at app exit); later requests are computed inline."""
        self.cancel()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _fall_back(self, message: str) -> None:
        log.warning(message)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None
