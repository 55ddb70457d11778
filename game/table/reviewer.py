"""The review of each finished hand, worked out in a worker process of its own (beside the
computer players') while the table stays live.

When a hand ends the table hands its record to the :class:`Reviewer`, which lists the human
seats' decisions of every finished hand not reviewed yet (:func:`rules.ai.review.decisions`)
and asks the worker for their verdicts one at a time (:func:`rules.ai.review.review_answer`),
the next only once the last is in and no computer player's decision waits; when every verdict
is in it asks, the same way, what a player who saw every card would have played
(:func:`rules.ai.review.seen_move`). Each step is seeded by the game's seed and the
decision's place in the record (as the hint at that decision was,
:func:`rules.ai.decision.decision_seed`), with the hard level's fixed budget, so the review is the
same whenever it is worked out and its best move is the move the hint outlined; it lives only
here, nothing is written to the save.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from rules.ai.bots import game_ai
from rules.ai.decision import decision_seed
from rules.ai.review import (
    Decision,
    Verdict,
    decisions,
    review_answer,
    seen_move,
    summary,
)
from rules.core.record import GameRecord
from rules.core.state import CHANCE


@dataclass
class HandReview:
    """One hand's review as far as it is worked out.

    Attributes:
        hand: the hand (or round) number.
        decisions: the reviewed seats' decisions in it, in order.
        verdicts: one per decision, ``None`` until it comes.
        seen: the all-seeing move per decision, ``None`` until it comes.
        failed: why a step could not be worked out, if one could not (the rest go on).
        slip: the game's least slip, in its points (a move the search cannot tell from its
            own but at least this far behind is unclear, :func:`~rules.ai.review.summary`).
        forced: the reviewed seats' moves in the hand that were the only ones the rules
            allowed (not listed).
    """

    hand: int
    decisions: list[Decision]
    verdicts: list[Verdict | None] = field(default_factory=list)
    seen: list[str | None] = field(default_factory=list)
    failed: str = ""
    slip: float = math.inf
    forced: int = 0

    def __post_init__(self) -> None:
        self.verdicts = [None] * len(self.decisions)
        self.seen = [None] * len(self.decisions)

    @property
    def done(self) -> int:
        """How many verdicts are in."""
        return sum(v is not None for v in self.verdicts)

    def summary(self) -> str:
        """The one-line summary once every verdict is in, else how far it has come."""
        if self.done < len(self.decisions):
            return f"Working it out: {self.done} of {len(self.decisions)} decisions so far\u2026"
        return summary([v for v in self.verdicts if v is not None], self.slip)


class Reviewer:
    """Reviews the finished hands of one game, a step at a time in a worker.

    Args:
        bots: the app's :class:`~game.bot_worker.BotWorker` of the computer players: no step
            is asked for while one of their decisions waits.
        game: the registry name.
        seats: the seats whose decisions are reviewed (the human seats).
        worker: gives the worker the steps are worked out in
            (:attr:`game.app.App.review_worker`), asked for at the first step, so a table with
            no finished hand starts no process; ``bots`` when ``None``.

    Attributes:
        hands: hand number -> its :class:`HandReview`, in the order the hands ended.
        iterations: the search budget of a step (the hard level's; a test may lower it).
        marks: the game's thresholds of a slip, a mistake and a blunder, in its points.
        available: the game has computer players to review with (else nothing is queued).
        following: a live table's reviewer queues each hand as it ends (:meth:`follow`); a
            replay's is given the whole record instead (:meth:`hands_over`).
        on_request: a table of computer players only: its hands are queued as they end, but
            worked out only while a review screen is open (no player to teach, no work spent
            unasked; helper-78 read "No round has ended yet" where they were not queued).
        focus: the hand a screen shows, whose steps come first, or ``None``.
        version: grows whenever a step comes in (a screen showing the review redraws).
    """

    def __init__(
        self, bots: Any, game: str, seats: Iterable[int], worker: Callable[[], Any] | None = None
    ) -> None:
        self.bots = bots
        self._worker = worker
        self.game = game
        self.seats = list(seats)
        self.hands: dict[int, HandReview] = {}
        try:
            ai = game_ai(game)
        except ValueError:  # a game without computer players: nothing to review with
            ai = None
        self.available = ai is not None
        self.iterations = ai.budgets["hard"] if ai else 0
        self.marks = ai.review_marks if ai else (0.0, 0.0, 0.0)
        self.focus: int | None = None
        self.following = True
        self.on_request = False
        self.version = 0
        self._seed = 0
        self._record: GameRecord | None = None
        self._asked: tuple[HandReview, int, str] | None = None
        self._followed = 0  # the record's length when its finished hands were last queued

    @property
    def worker(self) -> Any:
        """The worker the steps are worked out in (see ``worker`` above)."""
        return self.bots if self._worker is None else self._worker()

    def hands_over(self, record: GameRecord, upto: int | None = None) -> None:
        """Queue the review of every hand of ``record`` up to hand ``upto`` (all of them when
        ``None``) not queued yet. The record is replayed now; its later moves change nothing.

        Raises:
            ConfigError, IllegalAction: a record that does not replay.
        """
        self._seed, self._record = record.seed, record.copy()
        forced: Counter[int] = Counter()
        found = decisions(record, self.seats, forced)
        for hand in sorted({d.hand for d in found}):
            if hand not in self.hands and (upto is None or hand <= upto):
                mine = [d for d in found if d.hand == hand]
                self.hands[hand] = HandReview(hand, mine, slip=self.marks[0], forced=forced[hand])
        self.version += 1

    def next_step(self) -> tuple[HandReview, int, str] | None:
        """The next step to ask for: the first missing verdict of the hand in focus, then of
        the earliest hand, and once those are in, the first missing all-seeing move so."""
        hands = sorted(self.hands.values(), key=lambda review: review.hand != self.focus)
        for kind in ("verdict", "seen"):
            for review in hands:
                missing = review.verdicts if kind == "verdict" else review.seen
                for i, got in enumerate(missing):
                    if got is None:
                        return review, i, kind
        return None

    @property
    def working(self) -> bool:
        """True while a step is being worked out or waits to be asked for."""
        return self._asked is not None or self.next_step() is not None

    def follow(self, session: Any) -> None:
        """A live table's game (a :class:`~game.session.Session`): the moment a hand ends (the
        next deal is due, or the game is over), queue its review; a move taken back into a
        reviewed hand drops the reviews, worked out again when the hand ends anew."""
        actions = len(session.record.actions)
        if not self.available or not self.following:
            return
        if actions < self._followed:
            self.hands.clear()
            self._asked, self._followed = None, 0
        state = session.state
        if (state.is_terminal or (state.current_player == CHANCE and state.phase.name == "DEAL")) and (
            actions > self._followed
        ):
            self._followed = actions
            self.hands_over(session.record)

    def update(self, session: Any = None) -> None:
        """Follow ``session`` when given (:meth:`follow`), collect a step that has come in and
        ask for the next when nothing is pending and no computer player's decision waits.
        Never blocks; an in-process worker works a step out when asked, so there steps are
        asked for only while a review screen is open (:attr:`focus` set)."""
        if session is not None:
            self.follow(session)
        if self._asked is not None:
            try:
                answer = self.worker.poll_review()
            except Exception as exc:  # a failing step must not end the game: the rest go on
                answer = exc
            if answer is None:
                if not self.worker.review_pending:  # dropped (the table took a move back, say)
                    self._asked = None
                return
            self._store(answer)
        # in-process (the tests' worker, or the fallback when no process starts) a step holds
        # the frame it is asked in: there steps are asked for only while a review screen is open
        if self._asked is None and not self.bots.pending:
            step = self.next_step()  # (the worker only then: a table with nothing to review starts none)
            if step is not None and (self.focus is not None or not (self.worker.inline or self.on_request)):
                self._ask(step)

    def _ask(self, step: tuple[HandReview, int, str]) -> None:
        review, i, kind = self._asked = step
        d = review.decisions[i]
        if kind == "verdict":
            args = (
                self.game,
                d.view,
                list(d.legal),
                d.made,
                decision_seed(self._seed, d.index),
                self.iterations,
            )
            task = review_answer
        else:
            args = (self._record, d.index, f"seen {self._seed} {d.index}", self.iterations)
            task = seen_move
        try:
            self.worker.request_review(task, args)
        except Exception as exc:  # in-process: the step failed when asked
            self._store(exc)

    def _store(self, answer: Any) -> None:
        review, i, kind = self._asked
        self._asked = None
        if isinstance(answer, Exception):
            review.failed = f"{answer.__class__.__name__}: {answer}"
            answer = ("", "", 0.0, 0.0, "") if kind == "verdict" else ""
        if kind == "verdict":
            made, best, loss, error, mark = answer
            review.verdicts[i] = Verdict(made or review.decisions[i].made, best, loss, error, mark)
        else:
            review.seen[i] = answer
        self.version += 1
