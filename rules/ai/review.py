"""The review of a hand: each decision of a seat next to the move the hard search makes from
the same view, and how many of the game's points the move made gave up on average.

* **Decisions** (:func:`decisions`): a seat's actions with a choice (two or more legal moves
  beyond the ones that only take back part of a move), replayed from the game's record; each
  keeps the seat's view as it decided, never more. A move the seat took back in the same turn
  is not one of them.
* **A verdict** (:func:`review_decision`): the hint's search from that view
  (:func:`rules.ai.decision.search_decision`: the moves worth a search, the hard level's fixed
  budget of iterations, a generator seeded by :func:`rules.ai.decision.decision_seed` from the
  game's seed and the decision's place in the record), so the best move is the one the hint
  outlined at that decision, and a review is the same every time it is worked out (a saved
  game watched later gets the same review; nothing is written down). The loss of the move
  made (:func:`paired_loss`): two searches of :data:`TOP_UP` of the budget, one with the
  best move forced at the root and one with the move made, drawing the same deals of the
  hidden cards in the same order; the mean of their iterations' differences, with a
  standard error. In a round's last tricks the deals the endgame solver solved are the
  judge instead (:func:`solved_loss`).
* **Marks**: a move the search cannot tell apart from the best (its loss within two standard
  errors) is never marked; otherwise the loss is marked ``"slip"``, ``"mistake"`` or
  ``"blunder"`` from the game's thresholds in its own points
  (:attr:`~rules.ai.game_ai.GameAI.review_marks`), or left unmarked below the first.
* **The all-seeing line** (:func:`seen_move`): once the hand is over, the same search on the
  true state (every card seen, :mod:`rules.ai.omniscient`'s way), labelled as such by the table.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from math import inf, sqrt
from statistics import fmean, pvariance
from typing import Any

from rules.ai.bots import game_ai
from rules.ai.decision import planned_picks, search_decision
from rules.ai.endgame import SolvedDeals, solve_deals, solve_endgame
from rules.ai.game_ai import GameAI
from rules.ai.ismcts import Node, game_search, points_per_reward, round_reward, win_bonus
from rules.ai.omniscient import OmniscientBot, TrueState
from rules.ai.rollouts import forward_moves
from rules.core.actions import Action, as_action
from rules.core.record import GameRecord
from rules.core.state import CHANCE, GameState
from rules.games import new_game

MARKS = ("slip", "mistake", "blunder")
"""The marks, mildest first, one per threshold of :attr:`GameAI.review_marks`."""
TOP_UP = 8
"""The best move and the move made each get a search of ``budget / TOP_UP`` iterations of
their own (:func:`paired_loss`)."""
TOLD_APART = 2.0
"""A move is told apart from the best when its loss is more than this many standard errors."""


@dataclass(frozen=True)
class Decision:
    """One decision of a seat, as it was made.

    Attributes:
        index: the action's place in the record (0 = the first action).
        seat: the seat that decided.
        hand: the hand (or round) it belongs to, 1-based.
        view: the seat's view when it decided.
        legal: its moves then (take-backs left out), as texts.
        made: the move made, as text.
        state: the true state before the move (for the all-seeing line only: a review of the
            decision itself reads :attr:`view` alone).
    """

    index: int
    seat: int
    hand: int
    view: Any
    legal: tuple[str, ...]
    made: str
    state: GameState


@dataclass(frozen=True)
class Verdict:
    """What the review says of one decision.

    Attributes:
        made: the move made; best: the hard search's move from the same view (the move
            made when the game takes the two for the same: :meth:`GameAI.same_move`).
        loss: the points of the game the move made gave up on average against ``best`` (0.0
            when they are the same move; never negative).
        error: the standard error of ``loss``.
        mark: ``""`` (not marked) or one of :data:`MARKS`.
    """

    made: str
    best: str
    loss: float
    error: float
    mark: str

    @property
    def told_apart(self) -> bool:
        """True when the search can tell the move made from the best (see :data:`TOLD_APART`)."""
        return self.made != self.best and self.loss > TOLD_APART * self.error

    def unclear(self, slip: float) -> bool:
        """True when the search cannot tell the move made from the best, though it came out
        ``slip`` (the game's least slip, in its points) or more behind (a tester found such
        moves counted as good); the review and the hint call it so."""
        return self.made != self.best and not self.told_apart and self.loss >= slip


def decisions(record: GameRecord, seats: Iterable[int], forced: Counter[int] | None = None) -> list[Decision]:
    """The decisions of ``seats`` in the game of ``record`` (see the module doc), but for the
    moves made for a claim (:attr:`~rules.core.record.GameRecord.claimed`): the table plays
    them out without asking anyone. ``forced``, if given, counts by hand the moves of
    ``seats`` left out as the only move the rules allowed (the review says how many it did
    not list: a tester thought moves were missing).

    Raises:
        ConfigError, IllegalAction: a record that does not replay.
    """
    wanted, claimed = set(seats), set(record.claimed)
    take_backs = game_ai(record.game).take_backs
    state = new_game(record.game, record.players, record.options, record.seed)
    found: list[Decision] = []
    hand, mover, turn = 0, None, 0  # turn: where the moving seat's run of moves begins in found
    for index, text in enumerate(record.actions):
        seat = state.current_player
        if seat != mover:
            mover, turn = seat, len(found)
        if seat == CHANCE and state.phase.name == "DEAL":
            hand += 1
        elif seat in wanted:
            legal = forward_moves(state.legal_actions(), take_backs)
            made = as_action(text)
            if made.kind in take_backs:
                _take_back(found, turn, made)
            elif len(legal) > 1 and index not in claimed:
                found.append(
                    Decision(
                        index, seat, hand, state.view(seat), tuple(map(str, legal)), str(made), state.clone()
                    )
                )
            elif forced is not None and index not in claimed:
                forced[hand] += 1
        state.apply(text)
    return found


def _take_back(found: list[Decision], turn: int, take_back: Action) -> None:
    """Drop from ``found[turn:]`` (the seat's moves of this turn) the decisions ``take_back``
    undoes, so a move taken back is not reviewed: the last one naming the same piece
    (``unzero 7`` undoes ``zero 7``), or every one when it names none (``clear`` picks up
    every card laid this turn)."""
    if not take_back.args:
        del found[turn:]
        return
    for i in range(len(found) - 1, turn - 1, -1):
        if as_action(found[i].made).args == take_back.args:
            del found[i]
            return


class _Tally:
    """A search's value function that also keeps every iteration's points for the searching
    seat, by the root move the iteration tried (read from the sample's history)."""

    def __init__(self, ai: GameAI, template: GameState, seat: int) -> None:
        self.ai, self.seat = ai, seat
        self.root = len(template.history)
        self.start = ai.value(template)
        self.per_point = points_per_reward(ai, template, seat)
        self.points: dict[Action, list[float]] = {}

    def __call__(self, state: GameState) -> list[float]:
        if len(state.history) > self.root:
            reward = round_reward(state, self.start, self.ai.reward_scale, self.ai.value)[self.seat]
            if state.is_terminal:  # points only: winning the game is not a point of it
                reward -= win_bonus(state)[self.seat]
            self.points.setdefault(state.history[self.root], []).append(reward * self.per_point)
        return self.ai.value(state)


def searched(
    ai: GameAI, view: Any, legal: Sequence[Action], iterations: int, rng: random.Random
) -> tuple[Action, Node | None, GameState | None, SolvedDeals | None]:
    """The hint's search from ``view`` (:func:`~rules.ai.decision.search_decision`: ``(move,
    root, template)``) and the deals solved exactly when the move was the endgame solver's
    (else ``None``)."""
    solved: list[SolvedDeals] = []
    move, root, template = search_decision(
        ai, view, legal, iterations, rng, solve=partial(solve_endgame, keep=solved)
    )
    return move, root, template, solved[-1] if solved else None


def judged_loss(
    ai: GameAI,
    view: Any,
    best: Action,
    made: Action,
    seed: str,
    iterations: int,
    rng: random.Random,
    solved: SolvedDeals | None,
) -> tuple[float, float]:
    """``(loss, error)`` of ``made`` against ``best``, the move :func:`searched` found from
    ``view`` with ``iterations`` and ``rng`` (used on from there) and the ``seed`` that made
    it: on the deals ``solved`` exactly if the endgame solver chose ``best``
    (:func:`solved_loss`), else by :func:`paired_loss` with :data:`TOP_UP` of the budget."""
    if solved is not None and made not in solved.moves:  # (a move not worth solving, solved now)
        solved = solve_deals(ai, view, [best, made], rng)
    if solved is not None:
        return solved_loss(ai, solved, best, made)
    search = partial(_view_points, ai, view)
    return paired_loss(search, best, made, max(2, iterations // TOP_UP), f"{seed} paired")


def solved_loss(ai: GameAI, solved: SolvedDeals, best: Action, made: Action) -> tuple[float, float]:
    """``(loss, error)`` of ``made`` against ``best`` (both among ``solved.moves``) in the
    game's points: the mean over the solved deals, as drawn, of best's points less made's
    (the part for a game won or lost left out), never negative, and the standard error of
    those differences."""
    per_point = points_per_reward(ai, solved.template, solved.seat)
    gaps = [
        ((rewards[best][0] - rewards[best][1]) - (rewards[made][0] - rewards[made][1])) * per_point
        for times, rewards in solved.deals
        for _ in range(times)
    ]
    return max(0.0, fmean(gaps)), sqrt(pvariance(gaps) / len(gaps))


def paired_loss(
    search: Callable[[Action, int, random.Random], list[float]],
    best: Action,
    made: Action,
    iterations: int,
    seed: str,
) -> tuple[float, float]:
    """``(loss, error)`` of ``made`` against ``best`` in the game's points, from two searches of
    ``iterations``, ``search(move, iterations, rng)`` giving each iteration's points with
    ``move`` forced at the root, both drawing from a generator seeded by ``seed``, so they
    play out the same deals of the hidden cards in the same order: the mean of the
    iterations' differences (never negative) and its standard error. The search that chose
    ``best`` is no fair judge: its tree grows deepest under the move it likes, whose playouts
    then play on better, so a move alike in all but name (a touching card: 7♣ for 8♣) came
    out behind and was marked a slip."""
    runs = [search(move, iterations, random.Random(seed)) for move in (best, made)]
    gaps = [theirs - mine for theirs, mine in zip(*runs)]
    return max(0.0, fmean(gaps)), sqrt(pvariance(gaps) / len(gaps))


def _view_points(ai: GameAI, view: Any, move: Action, iterations: int, rng: random.Random) -> list[float]:
    """Each iteration's points of a search from ``view`` with ``move`` forced at the root."""
    tallies: list[_Tally] = []

    def counting(template: GameState) -> _Tally:
        tallies.append(_Tally(ai, template, view.seat))
        return tallies[-1]

    search_decision(ai, view, [move], iterations, rng, value=counting, exactly=True)
    return tallies[-1].points.get(move, []) if tallies else []


def _seen_points(
    ai: GameAI, state: GameState, move: Action, iterations: int, rng: random.Random
) -> list[float]:
    """Each iteration's points of a search of the true ``state`` (every card seen) with
    ``move`` forced at the root."""
    tally = _Tally(ai, state, state.current_player)
    game_search(replace(ai, value=tally), TrueState(state), state.current_player, [move], iterations, rng)
    return tally.points.get(move, [])


def review_decision(
    game: str, view: Any, legal: Sequence[Action | str], made: Action | str, seed: str, iterations: int
) -> Verdict:
    """The verdict on ``made``, one of ``legal`` (the seat's moves when it decided, from
    ``view``), by the hint's search with ``iterations`` and ``seed`` (see the module doc).

    Raises:
        ValueError: a game without bots, or ``made`` not among ``legal``.
    """
    ai = game_ai(game)
    moves = [as_action(a) for a in legal]
    made = as_action(made)
    if made not in moves:
        raise ValueError(f"{made} was not a legal move")
    rng = random.Random(seed)
    best, root, _, solved = searched(ai, view, moves, iterations, rng)
    if ai.same_move(best, made):
        return Verdict(str(made), str(made), 0.0, 0.0, "")
    if made in planned_picks(ai, root, best, view.seat):  # (a pick of the same choice: as good)
        return Verdict(str(made), str(best), 0.0, 0.0, "")
    loss, error = judged_loss(ai, view, best, made, seed, iterations, rng, solved)
    verdict = Verdict(str(made), str(best), loss, error, "")
    return replace(verdict, mark=mark(ai, verdict))


def mark(ai: GameAI, verdict: Verdict) -> str:
    """The verdict's mark: ``""`` when the move cannot be told from the best or lost less than
    the game's first threshold, else the strongest of :data:`MARKS` whose threshold it reaches."""
    if not verdict.told_apart:
        return ""
    reached = [name for name, line in zip(MARKS, ai.review_marks) if verdict.loss >= line]
    return reached[-1] if reached else ""


def seen_move(record: GameRecord, index: int, seed: str, iterations: int) -> str:
    """What a player who saw every card would play at the decision ``index`` of ``record``:
    the search on the true state there (the all-seeing line of a finished hand; never shown
    while the hand is played). The state is rebuilt from the record (a task of the app's
    worker, pickle-friendly: states are not). The move made when it was as good, so the line
    does not name another as if it were better: in the last tricks, solved exactly, when it
    was as good as any; elsewhere when two searches of the true state alike but for the
    forced move cannot tell it from the search's and put it short by less than a slip
    (:func:`paired_loss`; a touching card).

    Raises:
        ConfigError, IllegalAction: a record that does not replay; ValueError: a game without
            bots.
    """
    ai = game_ai(record.game)
    state = new_game(record.game, record.players, record.options, record.seed)
    for text in record.actions[:index]:
        state.apply(text)
    legal = forward_moves(state.legal_actions(), ai.take_backs)
    made = next((a for a in legal if index < len(record.actions) and str(a) == record.actions[index]), None)
    bot = OmniscientBot(ai, iterations)
    seen = bot.choose_seeing(state, legal, random.Random(seed), None if made is None else str(made))
    if made is not None and ai.same_move(seen, made):
        return str(made)
    if made is None or bot.solved:
        return str(seen)
    search = partial(_seen_points, ai, state)
    loss, error = paired_loss(search, seen, made, max(2, iterations // TOP_UP), f"{seed} paired")
    alike = loss <= TOLD_APART * error and loss < ai.review_marks[0]  # (not even a slip)
    return str(made) if alike else str(seen)


def summary(verdicts: Sequence[Verdict], slip: float = inf) -> str:
    """One line for a hand: ``"1 blunder, 2 mistakes, 3 a little short of the best, 1
    unclear, 8 best or as good"`` (slips counted among the marks). An unmarked decision is "a
    little short" when the search tells it apart from its best move, though by less than a
    slip (``slip``, the game's least slip in its points); "unclear" when the search cannot
    tell them apart but it came out at least a slip behind (a tester found such moves counted
    as good); else it is the best or as good as far as the search can tell."""
    counts = Counter(v.mark for v in verdicts)
    parts = [f"{counts[m]} {m}{'s' if counts[m] != 1 else ''}" for m in reversed(MARKS) if counts[m]]
    short = sum(1 for v in verdicts if not v.mark and v.told_apart)
    unclear = sum(1 for v in verdicts if not v.mark and v.unclear(slip))
    if short:
        parts.append(f"{short} a little short of the best")
    if unclear:
        parts.append(f"{unclear} unclear")
    parts.append(f"{counts[''] - short - unclear} best or as good")
    return ", ".join(parts)


def review_answer(
    game: str, view: Any, legal: Sequence[str], made: str, seed: str, iterations: int
) -> tuple[str, str, float, float, str]:
    """:func:`review_decision` as plain values ``(made, best, loss, error, mark)``: the task
    the app's worker runs (module-level and pickle-friendly)."""
    v = review_decision(game, view, legal, made, seed, iterations)
    return v.made, v.best, v.loss, v.error, v.mark


def hard_iterations(game: str) -> int:
    """The hard level's budget of ``game``: the review's fixed number of iterations."""
    return game_ai(game).budgets["hard"]
