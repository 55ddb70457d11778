"""Bot decisions off the window's thread: one worker process started once, at launch.

The table asks :meth:`BotWorker.request` when an AI seat is to act and calls the
non-blocking :meth:`BotWorker.poll` once per frame until the chosen action's text comes
back, so the window never stalls while a bot thinks (DESIGN.md, rules/ai).

The worker runs :func:`rules.ai.choose_action_text` (module-level, so it survives the
``spawn`` start method used on Windows and macOS, and used here everywhere for one
behaviour on every platform). Views hold :class:`~rules.core.cards.Card` objects; they
pickle through ``Card.__reduce__`` and come back as the worker's interned cards (the
deck is built there on first use).

Frozen builds: the app's ``main()`` must call ``multiprocessing.freeze_support()`` as its
very first statement, or every worker start re-launches the app. If worker processes cannot
start (or the worker dies), :class:`BotWorker` logs one line and computes in-process
instead.
"""

from __future__ import annotations

import logging
import multiprocessing
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from rules.ai import choose_action_text, make_bot
from rules.core.actions import Action

log = logging.getLogger(__name__)


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
        if not inline:
            try:
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn")
                )
                # Start the process and import the bots now, not on the first move.
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
            ValueError: inline only, for an unknown game or level (in process mode the error
                is raised by :meth:`poll`).
        """
        self.cancel()
        args = (game, level, view, [str(a) for a in legal_actions], seed)
        if self._pool is None:
            self._answer = choose_action_text(*args)
            self._args = args
            return
        self._args = args
        try:
            self._future = self._pool.submit(choose_action_text, *self._args)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            self._fall_back(f"bot worker process failed ({exc}); bots run in-process")
            self._answer = choose_action_text(*self._args)

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
            self._fall_back(f"bot worker process died ({exc}); bots run in-process")
            return choose_action_text(*args)

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
