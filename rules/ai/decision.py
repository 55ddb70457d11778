"""The search behind both the hint and the review of a decision (:mod:`rules.ai.hint`,
:mod:`rules.ai.review`): from the seat's view, over the moves worth a search, seeded by
:func:`decision_seed` (the game's seed and the decision's place in the record) with the hard
level's fixed budget, never the clock. So the move a hint outlines is the move the review
later calls the hard computer player's, whenever it is worked out (issue 24).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from rules.ai.endgame import solve_endgame
from rules.ai.game_ai import GameAI
from rules.ai.ismcts import Node, game_search
from rules.ai.rollouts import forward_moves
from rules.ai.values import Value
from rules.core.actions import Action
from rules.core.state import GameState


def decision_seed(game_seed: int, index: int) -> str:
    """The seed of the search at the decision ``index`` of a game of ``game_seed`` (``index``:
    the decision's place in the game's record, 0 = its first action): the hint asked there and
    the review of it search alike (a text: the same on every machine and every run)."""
    return f"decision {game_seed} {index}"


def search_decision(
    ai: GameAI,
    view: Any,
    legal: Sequence[Action],
    iterations: int,
    rng: random.Random,
    value: Callable[[GameState], Value] | None = None,
    exactly: bool = False,
    solve: Callable[..., tuple[Action, Node, GameState] | None] = solve_endgame,
) -> tuple[Action, Node | None, GameState | None]:
    """The search behind a hint and a review's verdict: ``(move, root, template)``, the
    template being the sampled states' (:class:`~rules.ai.determinize.Determinizer`).

    The moves searched are ``legal`` without take-backs, as
    :meth:`GameAI.moves_worth_searching` leaves them; one move left is the answer unsearched
    (``root`` and ``template`` ``None``). A round's last moves are solved exactly where the
    game solves them, as the hard level does (:func:`rules.ai.endgame.solve_endgame`, its
    figures in the same shape). With ``exactly`` the moves searched are ``legal``
    as given, even one (the review's search of a move of its own). ``value``, if given, makes
    the playouts' value function from the sampled states' template (the review counts every
    iteration's points through it; the search chooses as without it as long as it returns
    the game's values). ``solve`` solves the last moves (:func:`~rules.ai.endgame.solve_endgame`
    by default; the review's keeps each deal's figures).

    Raises:
        ValueError: no move to search; NotImplementedError: a position the game's
            determinizer does not handle.
    """
    det = ai.determinize(view)
    # the state's own actions for the moves given (they may come as texts from the app's
    # worker): a game's judgement of its moves may look them up by identity
    own = {str(a): a for a in det.template.legal_actions()}
    moves = [own.get(str(a), a) for a in legal]
    if not exactly:
        moves = ai.moves_worth_searching(view, forward_moves(moves, ai.take_backs))
    if not moves:
        raise ValueError("no legal move to search")
    if len(moves) == 1 and not exactly:
        return moves[0], None, None
    if ai.solve_endgames and not exactly:  # as the hard level decides (rules.ai.bots.ENDGAME_LEVELS)
        solved = solve(ai, view, moves, rng)
        if solved is not None:
            return solved
    searching = ai if value is None else replace(ai, value=value(det.template))
    move, root = game_search(searching, det, view.seat, moves, iterations, rng)
    return move, root, det.template


PLANNED = 0.3
"""A pick counts as planned when the search tried it on at least this share of the playouts
through the pick before it (its lead among the next picks, not a guess on a few playouts; at
half, two picks the search rated alike each fell short, and the hint named as worse a pick
it then had the player make: helper-79)."""


def planned_picks(ai: GameAI, root: Node | None, move: Action, seat: int) -> list[Action]:
    """The picks the search from ``root`` plans to make after ``move`` in the same run of
    ``seat``'s picks (:attr:`GameAI.set_picks`): each the most tried next pick of the same
    kind by the same seat, while it has :data:`PLANNED` of its parent's playouts. A hint named
    a pick's rival "about 2 points worse" and then named that rival as the next pick (helper-78):
    the two reach one choice, and a search's sums for two orders of it differ only by chance.
    Empty when ``move`` is no such pick or there is no tree (an only move, an endgame solved)."""
    if root is None or move.kind not in ai.set_picks or move not in root.children:
        return []
    node, plan = root.children[move], []
    while True:
        picks = [child for a, child in node.children.items() if child.seat == seat and a.kind == move.kind]
        best = max(picks, key=lambda child: child.visits, default=None)
        if best is None or best.visits < PLANNED * node.visits:
            return plan
        plan.append(best.action)
        node = best
