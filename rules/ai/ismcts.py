"""Information Set Monte Carlo Tree Search over the real rules engine.

Single-observer ISMCTS (SO-ISMCTS; Cowling, Powley and Whitehouse, "Information Set Monte
Carlo Tree Search", IEEE TCIAIG 4(2), 2012, Algorithm 3): one tree of the searching seat's
information set. Each iteration

1. determinizes: samples a full state consistent with the seat's view
   (:mod:`rules.ai.determinize`);
2. selects down the tree among the children whose action is legal in that sample, by UCB1
   with *availability* counts (a child's exploration term counts the iterations in which it
   was available, not its parent's visits);
3. expands one untried legal action;
4. plays out with the rollout policy to the end of the round (the next deal) or of the
   game, and scores the outcome for every seat (:func:`round_reward`);
5. backs up, each node adding the reward of the seat that made its move.

Every kind of decision is searched the same way (bids, discards, plays, ...): they are
all legal actions of the engine. Chance actions inside a round (a random draw that is not a
deal) are drawn from the sample's own generator and are not tree nodes. What is particular
to a game (reward scale, playout policy, take-backs, playout value) comes from its
:class:`~rules.ai.game_ai.GameAI` (:func:`game_search`). All randomness comes from
the ``rng`` passed in; nothing is global.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from time import perf_counter
from typing import Any

from rules.ai.base import Bot
from rules.ai.determinize import Determinizer
from rules.ai.game_ai import GameAI
from rules.ai.rollouts import Playout, RolloutPolicy, deal_due, forward_moves, play_out, random_policy
from rules.ai.values import Value, scores
from rules.core.actions import Action
from rules.core.state import CHANCE, GameState

WIN_BONUS = 1.0
"""Reward added for a seat that wins the game inside a playout (and taken from the others)."""


def round_reward(
    state: GameState, start: Sequence[float], scale: float, value: Value = scores
) -> list[float]:
    """Each seat's reward for a playout that ended in ``state``.

    A seat's reward is its ``value`` change since the search's root (``start``: the value
    there; by default the score, :mod:`rules.ai.values`) minus the mean change of the
    other seats, divided by ``scale``; in a partnership game (every seat shows its side's
    score) this is the side's lead gained. A seat that has won the game gains
    :data:`WIN_BONUS`; the others lose it shared.
    """
    now = value(state)
    n = len(now)
    delta = [now[i] - start[i] for i in range(n)]
    total = sum(delta)
    reward = [(delta[i] - (total - delta[i]) / (n - 1)) / scale for i in range(n)]
    if state.is_terminal:
        bonus = win_bonus(state)
        return [reward[i] + bonus[i] for i in range(n)]
    return reward


def win_bonus(state: GameState) -> list[float]:
    """The part of :func:`round_reward` that is for winning: each seat's :data:`WIN_BONUS`
    (won) or share of its loss, for a ``state`` where the game is over; all 0.0 when every
    seat or none won."""
    n = state.num_players
    winners = set(state.winners())
    if not winners or len(winners) == n:
        return [0.0] * n
    lost = -WIN_BONUS * len(winners) / (n - len(winners))
    return [WIN_BONUS if i in winners else lost for i in range(n)]


class Node:
    """One node of the information-set tree: the move that led to it and its statistics:
    ``total`` sums the rewards of the playouts through it (:func:`round_reward`), ``bonus``
    the part of them for a game won or lost (:func:`win_bonus`)."""

    __slots__ = ("action", "seat", "children", "visits", "available", "total", "bonus")

    def __init__(self, action: Action | None, seat: int) -> None:
        self.action = action
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.bonus = 0.0


def search(
    det: Determinizer,
    seat: int,
    legal: Sequence[Action],
    iterations: int,
    rng: random.Random,
    scale: float = 6.0,
    exploration: float = 0.7,
    policy: RolloutPolicy = random_policy,
    playout: Playout | None = None,
    take_backs: frozenset[str] = frozenset(),
    others_by_policy: bool = False,
    value: Value = scores,
    deadline: float | None = None,
    trace: list[float] | None = None,
    root_bias: Mapping[Action, float] | None = None,
) -> tuple[Action, Node]:
    """Run ``iterations`` ISMCTS iterations for ``seat`` (fewer if ``deadline`` comes first)
    and return the most visited root move among ``legal`` (ties to the first in text order)
    and the root node.

    Args:
        det: samples states consistent with the seat's view.
        seat: the searching seat (to act in every sample).
        legal: the seat's legal actions (the root's moves).
        iterations: at least 1.
        rng: the only source of randomness.
        scale: see :func:`round_reward`.
        exploration: the UCB1 constant.
        policy: the playout policy.
        playout: plays a sample out as ``policy`` would, faster (:attr:`GameAI.playout`);
            ``None``: the loop over ``policy``.
        take_backs: action kinds left out of the tree (:attr:`GameAI.take_backs`).
        others_by_policy: the other seats move in the tree by ``policy`` (which sees their
            sampled cards) instead of by UCB1 over statistics shared by every sample, where
            they play as if they did not know their own hands (SO-ISMCTS's weak opponents);
            only the searching seat's own moves are searched.
        value: what a playout's end is worth per seat (:mod:`rules.ai.values`).
        deadline: a :func:`time.perf_counter` time after which no new iteration starts
            (at least one runs); ``None``: exactly ``iterations`` (reproducible: the
            tournaments and tests).
        trace: if given, the searching seat's reward of each iteration, the part for a game
            won or lost left out, is appended to it (measurement: :mod:`rules.ai.blunders`).
        root_bias: progressive bias (Chaslot et al., "Progressive strategies for Monte-Carlo
            tree search", 2008) at the root: a move's UCB value there gains ``bias / (visits
            + 1)``, so a move a heuristic favours is tried more at first and keeps its lead
            unless the playouts show better; the pull fades as the visits grow.

    Raises:
        DealImpossible: a determinizer bug (see :func:`rules.ai.determinize.redeal`).
    """
    root = Node(None, seat)
    bias = root_bias or {}
    start = value(det.template)
    allowed = set(legal)
    log, sqrt = math.log, math.sqrt
    for done in range(iterations):
        if deadline is not None and done and perf_counter() > deadline:
            break
        state = det.sample(rng)
        node = root
        path = [root]
        expanded = False
        while not state.is_terminal:
            player = state.current_player
            if player == CHANCE:
                if deal_due(state):
                    break
                state.apply(state.chance_action())
                continue
            if others_by_policy and player != seat:
                move = policy(state, rng)
                child = node.children.get(move)
                if child is None:
                    child = node.children[move] = Node(move, player)
                state.advance(move)
                node = child
                path.append(child)
                continue
            moves = forward_moves(state.legal_view(), take_backs)
            if node is root:
                moves = [m for m in moves if m in allowed]
            children = node.children
            untried = [m for m in moves if m not in children]
            if untried:
                move = untried[rng.randrange(len(untried))]
                for m in moves:
                    if m in children:
                        children[m].available += 1
                child = children[move] = Node(move, player)
                child.available = 1
                state.advance(move)
                path.append(child)
                expanded = True
                break
            best, best_move, best_value = None, None, -math.inf
            for m in moves:
                child = children[m]
                child.available += 1
                ucb = child.total / child.visits + exploration * sqrt(log(child.available) / child.visits)
                if node is root and m in bias:
                    ucb += bias[m] / (child.visits + 1)
                if ucb > best_value:
                    best, best_move, best_value = child, m, ucb
            state.advance(best_move)  # this sample's own action object, as advance needs
            node = best
            path.append(best)
        if expanded or not state.is_terminal:
            if playout is not None:
                playout(state, rng)
            else:
                play_out(state, policy, rng)
        reward = round_reward(state, start, scale, value)
        bonus = win_bonus(state) if state.is_terminal else None
        if trace is not None:
            trace.append(reward[seat] - (bonus[seat] if bonus is not None else 0.0))
        for n in path:
            n.visits += 1
            if n.action is not None:
                n.total += reward[n.seat]
                if bonus is not None:
                    n.bonus += bonus[n.seat]
    ordered = sorted(forward_moves(list(legal), take_backs), key=str)
    best_move = max(ordered, key=lambda m: root.children[m].visits if m in root.children else -1)
    return best_move, root


def game_search(
    ai: GameAI,
    det: Determinizer,
    seat: int,
    legal: Sequence[Action],
    iterations: int,
    rng: random.Random,
    exploration: float = 0.7,
    deadline: float | None = None,
    trace: list[float] | None = None,
    root_bias: Mapping[Action, float] | None = None,
) -> tuple[Action, Node]:
    """:func:`search` with a game's own settings (``ai``: its reward scale, playout policy,
    take-backs, other seats by policy and playout value, :class:`GameAI`). The search bot,
    the omniscient one, the hint and the blunder measurement all search through it."""
    settings = ai.search_settings()
    return search(
        det,
        seat,
        legal,
        iterations,
        rng,
        exploration=exploration,
        deadline=deadline,
        trace=trace,
        root_bias=root_bias,
        **settings,
    )


Endgame = Callable[[GameAI, Any, Sequence[Action], random.Random], Action | None]
"""``endgame(ai, view, legal, rng)``: a decision settled otherwise than by the tree search
(:func:`rules.ai.endgame.endgame_move`: the round's last moves solved exactly), or ``None``
where the tree search decides."""


def points_per_reward(ai: GameAI, state: GameState, seat: int) -> float:
    """The game's points that one unit of ``seat``'s reward stands for: the points it gains on
    the others (its side on the other side, in a partnership game), :func:`round_reward`
    undone (for ``k`` partners of ``n`` seats the reward is ``(n - k) / (n - 1)`` of the
    side's lead, divided by the reward scale)."""
    n = state.num_players
    side = next(s for s in state.sides() if seat in s)
    return abs(ai.reward_scale) * ((n - 1) / (n - len(side)) if len(side) > 1 else 1.0)


class ISMCTSBot(Bot):
    """A search bot for any game with a :class:`GameAI`: SO-ISMCTS with a fixed budget, or a
    time limit with the budget as its cap.

    Args:
        ai: the game's computer-player parts (its determinizer and search settings).
        iterations: ISMCTS iterations per decision (the level's budget; with ``seconds``,
            the most it runs).
        exploration: the UCB1 constant.
        seconds: if given, a decision stops starting iterations this many seconds (wall
            clock) after it began, sampling the hidden cards included: a slow or busy
            machine plays a little weaker rather than slower (issue 23). The app's bot worker
            gives it; tournaments and tests leave it out, so that a seed gives one game.
        anchor: if above 0, the baseline's move gets this :func:`search` ``root_bias``: a
            small search then plays the baseline's move unless its playouts show a better
            one (the baseline's judgement where a few hundred playouts cannot tell).
        endgame: asked first at each decision (see :data:`Endgame`); ``None``: the tree
            search decides every one.
    """

    def __init__(
        self,
        ai: GameAI,
        iterations: int,
        exploration: float = 0.7,
        seconds: float | None = None,
        anchor: float = 0.0,
        endgame: Endgame | None = None,
    ) -> None:
        self.ai = ai
        self.endgame = endgame
        self.iterations = iterations
        self.exploration = exploration
        self.seconds = seconds
        self.anchor = anchor
        self.searched = 0
        """Iterations the last searched decision ran (fewer than the budget when the time
        ran out)."""

    def _choose(self, view: Any, legal_actions: list[Action], rng: random.Random) -> Action:
        legal_actions = self.ai.moves_worth_searching(view, legal_actions)
        if len(legal_actions) == 1:
            self.searched = 0
            return legal_actions[0]
        deadline = None if self.seconds is None else perf_counter() + self.seconds
        if self.endgame is not None:
            settled = self.endgame(self.ai, view, legal_actions, rng)
            if settled is not None:
                self.searched = 0
                return settled
        bias = None
        if self.anchor:
            favoured = self.ai.baseline().choose(view, legal_actions, rng)
            bias = {favoured: self.anchor}
        det = self.ai.determinize(view)
        iterations, exploration = self.iterations, self.exploration
        move, root = game_search(
            self.ai, det, view.seat, legal_actions, iterations, rng, exploration, deadline, root_bias=bias
        )
        self.searched = root.visits
        return move
