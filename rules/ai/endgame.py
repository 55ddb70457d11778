"""Exact search of a round's last moves: each sampled deal solved to the round's end.

Late in a round few cards are hidden and few moves are left, and there the tree search's
shared statistics decide worst: a handful of playouts per move, and the other seats choosing
by statistics shared across deals instead of by their own cards (with two cards left, a seat
kept the one an opponent could take the last trick from, every time, where the other won
it twice over; tests/rules/ai/test_endgame.py). What the literature
does there (Ginsberg's GIB for bridge; Long, Sturtevant, Buro and Furtak, "Understanding the
success of perfect information Monte Carlo sampling in game tree search", AAAI 2010) is
perfect-information Monte Carlo: sample the hidden cards as the seat's view allows, solve each
sampled deal exactly, and play the move best on average over the samples.

Each sample is solved by max^n (Luckhardt and Irani, 1986): every seat picks the move best for
itself by the same reward the tree search backs up (:func:`rules.ai.ismcts.round_reward`: its
points gained on the others over the round, a side's in a partnership game), to the end of the
round (the next deal) or of the game; ties go to the first move in the engine's order. The
other seats are taken to slip now and then (:data:`SLIP`), so that between moves equal under
best play the seat picks the one that gives them a chance to go wrong. A chance action inside
the round (a random draw) is drawn from the sample's own generator. The solver assumes that
every seat sees every card, which is close to true late in a round.

Only a seat's decisions with at most :data:`ENDGAME_CARDS` cards left in all hands are solved,
and a decision whose deals would take more than :data:`NODE_LIMIT` positions in all is given
back to the tree search (:func:`endgame_move` returns ``None``): a decision costs at most about
a quarter of a second, most a few tens of milliseconds (docs/ai.md).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.ai.game_ai import GameAI
from rules.ai.ismcts import Node, round_reward, win_bonus
from rules.ai.rollouts import deal_due, forward_moves
from rules.core.actions import Action
from rules.core.state import CHANCE, GameState

ENDGAME_CARDS = 12
"""Most cards left in all hands (the view's ``hand_counts``) for a decision to be solved."""
SAMPLES = 24
"""Deals drawn per decision; the same deal drawn twice is solved once and counts twice."""
NODE_LIMIT = 12_000
"""Most positions visited over all of a decision's deals (about a quarter of a second here)."""
MIN_DEALS = 8
"""Fewest deals worth deciding by: when the first deal solved takes more than its share of
:data:`NODE_LIMIT` for this many, the tree search decides instead (the attempt costs at most
that share)."""
SLIP = 0.1
"""The share of another seat's decisions taken as made at random rather than best: of two
moves equal under best play, the one that leaves the others more ways to go wrong scores
higher (no opponent plays perfectly: a seat that can only lose if an opponent finds the one
right card should make it find it)."""


class _TooBig(Exception):
    """The decision's deals need more than :data:`NODE_LIMIT` positions."""


def endgame_move(ai: GameAI, view: Any, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """The move of :func:`solve_endgame`, or ``None`` where it gives the decision back (the
    hard level's :data:`rules.ai.ismcts.Endgame`)."""
    solved = solve_endgame(ai, view, legal, rng)
    return None if solved is None else solved[0]


def solve_endgame(
    ai: GameAI, view: Any, legal: Sequence[Action], rng: random.Random, keep: list | None = None
) -> tuple[Action, Node, GameState] | None:
    """The move with the best mean reward for the view's seat over up to :data:`SAMPLES`
    sampled deals each solved exactly (:func:`solve_deals`), or ``None`` when the decision is
    not an endgame (more than :data:`ENDGAME_CARDS` cards in hands) or too big to solve.
    The :class:`SolvedDeals` behind a move are appended to ``keep`` if given (the review
    weighs a move made by them).

    Returns:
        ``(move, root, template)`` in the tree search's own shape (as
        :func:`rules.ai.decision.search_decision` gives them; :meth:`SolvedDeals.root`), so that
        a hint words it alike.

    Raises:
        DealImpossible: a determinizer bug (see :func:`rules.ai.determinize.redeal`).
    """
    solved = solve_deals(ai, view, legal, rng)
    if solved is None:
        return None
    if keep is not None:
        keep.append(solved)
    return solved.best(), solved.root(), solved.template


@dataclass(frozen=True)
class SolvedDeals:
    """One endgame decision's sampled deals, each solved exactly (:func:`solve_deals`).

    Attributes:
        seat: the deciding seat.
        moves: the moves solved (the legal ones less take-backs), in the order given.
        deals: per distinct deal solved, in the order drawn: ``(times, rewards)``, how often
            it was drawn and per move ``(reward, bonus)``: the seat's reward (the tree
            search's, :func:`rules.ai.ismcts.round_reward`) after the move with every seat
            playing best for itself, and the part of it for a game won or lost.
        template: the sampled states' template (the determinizer's).
    """

    seat: int
    moves: tuple[Action, ...]
    deals: tuple[tuple[int, dict[Action, tuple[float, float]]], ...]
    template: GameState

    @property
    def weight(self) -> int:
        """The deals solved, each counted as often as it was drawn."""
        return sum(times for times, _ in self.deals)

    def mean(self, move: Action, part: int = 0) -> float:
        """``move``'s reward (``part`` 1: the part of it for a game won or lost) averaged over
        the deals as drawn."""
        return sum(times * rewards[move][part] for times, rewards in self.deals) / self.weight

    def best(self) -> Action:
        """The move of best :meth:`mean` (of equals, the first by name)."""
        return _best(self.moves, self.mean)

    def root(self) -> Node:
        """The tree search's shape: the root's child of each move counts as its visits the
        deals where it was best (ties shared) and as its total (and bonus) their share of the
        move's mean reward (and of the part of it for a game won or lost); the root's visits
        are the deals solved."""
        best_in = dict.fromkeys(self.moves, 0.0)
        for times, rewards in self.deals:
            top = max(reward for reward, _ in rewards.values())
            winners = [m for m in self.moves if rewards[m][0] == top]
            for move in winners:
                best_in[move] += times / len(winners)
        root = Node(None, self.seat)
        root.visits = self.weight
        for move in self.moves:
            child = root.children[move] = Node(move, self.seat)
            child.visits = child.available = best_in[move]
            child.total = best_in[move] * self.mean(move)
            child.bonus = best_in[move] * self.mean(move, part=1)
        return root


def solve_deals(ai: GameAI, view: Any, legal: Sequence[Action], rng: random.Random) -> SolvedDeals | None:
    """Up to :data:`SAMPLES` deals sampled from ``view`` and each solved exactly (see the
    module doc), or ``None`` when the decision is not an endgame (more than
    :data:`ENDGAME_CARDS` cards in hands) or too big to solve.

    The deals are solved in the order drawn, each counted as often as it was drawn, until
    :data:`NODE_LIMIT` positions are used; if fewer than :data:`MIN_DEALS` fit (judged from
    the first), ``None``.

    Args:
        ai: the game's computer-player parts (its determinizer, reward scale, value and
            take-backs).
        view: the deciding seat's view (``state.view(seat)``); its ``hand_counts`` say how
            many cards are left.
        legal: the moves to choose among (legal now; take-backs are left out).
        rng: the only source of randomness (the samples).

    Raises:
        DealImpossible: a determinizer bug (see :func:`rules.ai.determinize.redeal`).
    """
    moves = _moves_to_solve(ai, view.hand_counts, legal)
    if moves is None:
        return None
    det = ai.determinize(view)
    drawn: dict[tuple, list] = {}
    for _ in range(SAMPLES):
        state = det.sample(rng)
        key = tuple(state.view(s).hand for s in range(state.num_players))
        drawn.setdefault(key, [state, 0])[1] += 1
    solver = _Solver(ai, ai.value(det.template), view.seat)
    deals = []
    needed = min(MIN_DEALS, len(drawn))
    for solved, (state, times) in enumerate(drawn.values()):
        solver.limit = NODE_LIMIT // needed if solved == 0 else NODE_LIMIT
        try:
            deals.append((times, solver.root(state, moves)))
        except _TooBig:
            if solved < needed:
                return None
            break
    return SolvedDeals(view.seat, tuple(moves), tuple(deals), det.template)


def solve_seen(
    ai: GameAI, state: GameState, legal: Sequence[Action], rng: random.Random, prefer: str | None = None
) -> Action | None:
    """The all-seeing measurement bot's endgame (:class:`rules.ai.omniscient.OmniscientBot`):
    the true ``state`` solved exactly as one deal is above, its chance draws inside the round
    re-seeded from ``rng`` (seen cards, not a seen future); ``None`` when it is not an
    endgame or too big (:data:`NODE_LIMIT`). The ceiling hard is measured against then plays
    the last tricks as well as they can be played (issue 23: in one game the tree search
    alone did no better than hard, so it was no ceiling). Of moves equal under best play,
    the one whose text is ``prefer`` if any (a review names the move made when it was as
    good), else the first by name."""
    moves = _moves_to_solve(ai, state.view(state.current_player).hand_counts, legal)
    if moves is None:
        return None
    seen = state.clone()
    seen.reseed(rng.getrandbits(64))
    try:
        rewards = _Solver(ai, ai.value(state), state.current_player).root(seen, moves)
    except _TooBig:
        return None
    return _best(moves, lambda move: (rewards[move][0], str(move) == prefer))


def _moves_to_solve(ai: GameAI, hand_counts: Sequence[int], legal: Sequence[Action]) -> list[Action] | None:
    """The moves worth solving (``legal`` less take-backs), or ``None`` when the decision is
    no endgame (more than :data:`ENDGAME_CARDS` cards in hands) or not a choice."""
    moves = forward_moves(list(legal), ai.take_backs)
    return moves if sum(hand_counts) <= ENDGAME_CARDS and len(moves) >= 2 else None


def _best(moves: Sequence[Action], score: Callable[[Action], Any]) -> Action:
    """The move of highest ``score``; of equals, the first by name (the same on every run)."""
    return max(sorted(moves, key=str), key=score)


class _Solver:
    """max^n to the round's end on full states, counting the positions it visits."""

    def __init__(self, ai: GameAI, start: list[float], seat: int) -> None:
        self.ai = ai
        self.start = start
        self.seat = seat
        self.nodes = 0
        self.limit = NODE_LIMIT

    def root(self, state: GameState, moves: Sequence[Action]) -> dict[Action, tuple[float, float]]:
        """The seat's reward after each of ``moves`` (legal in ``state``, the seat to act) and
        the part of it for a game won or lost (:func:`rules.ai.ismcts.win_bonus`)."""
        legal = {str(m): m for m in state.legal_view()}
        out = {}
        for move in moves:
            child = state.clone()
            child.advance(legal[str(move)])
            reward = self.value(child)
            out[move] = (reward[self.seat], reward[-1])
        return out

    def value(self, state: GameState) -> list[float]:
        """Every seat's reward when each plays best for itself from ``state`` on, and last
        the searching seat's part of its reward for a game won or lost."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise _TooBig
        while state.current_player == CHANCE and not deal_due(state):  # a draw inside the round
            state.apply(state.chance_action())
        if state.is_terminal or state.current_player == CHANCE:
            reward = round_reward(state, self.start, self.ai.reward_scale, self.ai.value)
            reward.append(win_bonus(state)[self.seat] if state.is_terminal else 0.0)
            return reward
        player = state.current_player
        best: list[float] | None = None
        replies = []
        for move in forward_moves(state.legal_view(), self.ai.take_backs):
            child = state.clone()
            child.advance(move)
            reward = self.value(child)
            replies.append(reward)
            if best is None or reward[player] > best[player]:
                best = reward
        if player == self.seat or len(replies) == 1:
            return best
        n = len(replies)
        return [(1.0 - SLIP) * best[i] + SLIP * sum(r[i] for r in replies) / n for i in range(len(best))]
