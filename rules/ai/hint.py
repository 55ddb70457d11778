"""The hint call: the search's suggested move for a human seat, from that seat's view only.

Issue 9, item 7: the table asks for a hint on the viewer's turn; the answer is what the
search would play at the given level, with the search's own figures behind it (how clear a
choice it was and how far it beat the next move); the table puts them in words.

The hint and the review of a hand (:mod:`rules.ai.review`) are one search
(:func:`search_decision`): from the seat's view, over the moves worth a search, seeded by
:func:`decision_seed` (the game's seed and the decision's place in the record) with the hard
level's fixed budget, never the clock. So the move a hint outlines is the move the review
later calls the hard computer player's, whenever it is worked out (issue 24).
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.ai.bots import choose_action_text, game_ai, search_budgets
from rules.ai.endgame import solve_endgame
from rules.ai.game_ai import GameAI
from rules.ai.ismcts import Node, game_search, points_per_reward
from rules.ai.rollouts import forward_moves
from rules.ai.values import Value
from rules.core.actions import Action, as_action
from rules.core.state import GameState


@dataclass(frozen=True)
class Hint:
    """A suggested move, with the search's figures behind it (the table words them).

    Attributes:
        action: one of the seat's legal actions.
        margin: how clear a choice it was: how far the move's average reward beat the best
            rival's (:func:`lead_margin`, in the search's reward: the game's points over
            :func:`rules.ai.ismcts.points_per_reward`; 1.0 with one legal action or no
            rival, 0.0 for a tie, below 0 where a rival averaged more on fewer playouts).
        partners: the seat scores with a partner (its side is more than the seat).
        rival: the next best move (:func:`best_rival`), or ``None`` (no other move was
            tried often enough to compare, or nothing was searched).
        lead: the points of the game this round by which the move beat ``rival`` on
            average (``margin`` in points), or ``None`` with no rival.
    """

    action: Action
    margin: float
    partners: bool = False
    rival: Action | None = None
    lead: float | None = None


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


RIVAL_SHARE = 0.1
"""A move is the hint's rival when it had at least this share of the hint move's playouts:
the search plays the moves it rates low seldom, so their averages are too rough to compare."""


def _score_mean(node: Node) -> float:
    """A node's average playout score (the bonus for a game won left out)."""
    return (node.total - node.bonus) / node.visits


def best_rival(
    root: Node, move: Action, same: Callable[[Action, Action], bool] = operator.eq
) -> Action | None:
    """The move after ``move`` by the search from ``root``: of the others with at least
    :data:`RIVAL_SHARE` of its playouts, the one with the best average score; ``None`` if
    there is none. A move that is the ``same`` as ``move`` (:meth:`GameAI.same_move`) is no
    rival. Raises ``KeyError`` if ``move`` is not a child."""
    least = RIVAL_SHARE * root.children[move].visits
    rivals = {
        m: child
        for m, child in root.children.items()
        if not same(m, move) and child.visits and child.visits >= least
    }
    return max(rivals, key=lambda other: _score_mean(rivals[other])) if rivals else None


def lead_margin(root: Node, move: Action) -> float:
    """How far ``move`` led the search from ``root``, in the search's reward: its average
    score less that of :func:`best_rival` (the playouts' scores, the bonus for a game won
    left out: the score alone). 0.0 for moves tied on every deal solved
    (:func:`rules.ai.endgame.solve_endgame`); 1.0 when no move is a rival; below 0 where a
    rival averaged more on fewer playouts. Raises ``KeyError`` if ``move`` is not a child."""
    return _lead(root, move, best_rival(root, move))


def _lead(root: Node, move: Action, rival: Action | None) -> float:
    """:func:`lead_margin` with the rival already found."""
    chosen = root.children[move]
    if rival is None or not chosen.visits:
        return 1.0
    return _score_mean(chosen) - _score_mean(root.children[rival])


def hint(
    game: str, view: Any, legal_actions: Sequence[Action], seed: int | str, iterations: int = 400
) -> Hint:
    """The search's move for the seat of ``view`` (its view only: the same honesty as a bot),
    by :func:`search_decision` with ``iterations`` (the app gives the ``hard`` level's) and a
    generator seeded by ``seed`` (the app gives :func:`decision_seed`).

    Raises:
        ValueError: no legal action, or a game without bots.
    """
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to suggest")
    if len(legal) == 1:
        return Hint(legal[0], 1.0)
    ai = game_ai(game)
    move, root, template = search_decision(ai, view, legal, iterations, random.Random(seed))
    if root is None or template is None:
        return Hint(move, 1.0)
    per_reward = points_per_reward(ai, template, view.seat)
    partners = any(len(side) > 1 and view.seat in side for side in template.sides())
    rival = best_rival(root, move, ai.same_move)
    margin = _lead(root, move, rival)
    lead = None if rival is None else margin * per_reward
    return Hint(move, margin, partners, rival, lead)


def hint_answer(
    game: str,
    level: str,
    view: Any,
    legal_actions: Sequence[Action | str],
    seed: int | str,
) -> tuple[str, float, bool, str | None, float | None]:
    """The hint as plain values, ``(action text, margin, partners, rival text, lead)`` of
    :class:`Hint` (the task the app's worker runs: module-level and
    pickle-friendly, like :func:`rules.ai.bots.choose_action_text`); the table words them.

    Args:
        game: registry name; level: a search level of the game
            (:attr:`rules.ai.game_ai.GameAI.budgets`), whose budget the search gets.
        view, legal_actions, seed: as for :func:`hint` (actions may be texts).

    The search runs its whole budget, never against the clock (unlike the app's bots,
    :data:`~rules.ai.bots.THINKING_SECONDS`): the hint must be the move the review of the
    decision later calls the best, on any machine and however busy it is.

    A game without bots gets a ``random`` choice, with no rival.

    Raises:
        ValueError: no legal action, or an unknown level or game.
    """
    budgets = search_budgets(game)
    if not budgets:
        return choose_action_text(game, "random", view, legal_actions, seed), 1.0, False, None, None
    if level not in budgets:
        raise ValueError(f"unknown search level {level!r}; levels: {', '.join(budgets)}")
    found = hint(game, view, [as_action(a) for a in legal_actions], seed, budgets[level])
    rival = None if found.rival is None else str(found.rival)
    return str(found.action), found.margin, found.partners, rival, found.lead
