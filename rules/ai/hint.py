"""The hint call: the search's suggested move for a human seat, from that seat's view only.

Issue 9, item 7: the table asks for a hint on the viewer's turn; the answer is what the
search would play at the given level, with how far it beat the next best move; the table
puts them in words.

The hint and the review of a hand (:mod:`rules.ai.review`) are one search
(:func:`rules.ai.decision.search_decision`), so the move a hint outlines is the move the
review later calls the hard computer player's (issue 24); and the hint weighs its move
against the next best as the review would weigh that next best if it were played
(:func:`rules.ai.review.judged_loss`, same seed), so a hint never calls a move "about 1
point worse" that the review of it then calls as good.
"""

from __future__ import annotations

import operator
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.ai.bots import choose_action_text, game_ai, search_budgets
from rules.ai.ismcts import Node
from rules.ai.review import TOLD_APART, judged_loss, searched
from rules.core.actions import Action, as_action


@dataclass(frozen=True)
class Hint:
    """A suggested move, with how far it beat the next best (the table words them).

    Attributes:
        action: one of the seat's legal actions.
        partners: the seat scores with a partner (its side is more than the seat).
        rival: the next best move (:func:`best_rival`), or ``None`` (no other move was
            tried often enough to compare, or nothing was searched).
        lead: the points of the game this round that ``rival`` gives up against ``action``
            on average, as the review would count them were ``rival`` played
            (:func:`rules.ai.review.judged_loss`; never negative), or ``None`` with no rival.
        clear: the search tells ``rival`` apart from ``action`` (its loss is more than
            :data:`rules.ai.review.TOLD_APART` standard errors); else the two are as good
            as far as it can tell.
    """

    action: Action
    partners: bool = False
    rival: Action | None = None
    lead: float | None = None
    clear: bool = False


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


def hint(
    game: str, view: Any, legal_actions: Sequence[Action], seed: int | str, iterations: int = 400
) -> Hint:
    """The search's move for the seat of ``view`` (its view only: the same honesty as a bot),
    by :func:`rules.ai.decision.search_decision` with ``iterations`` (the app gives the
    ``hard`` level's) and a generator seeded by ``seed`` (the app gives
    :func:`rules.ai.decision.decision_seed`), and its lead over the next best move.

    Raises:
        ValueError: no legal action, or a game without bots.
    """
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to suggest")
    if len(legal) == 1:
        return Hint(legal[0])
    ai = game_ai(game)
    rng = random.Random(seed)
    move, root, template, solved = searched(ai, view, legal, iterations, rng)
    if root is None or template is None:
        return Hint(move)
    partners = any(len(side) > 1 and view.seat in side for side in template.sides())
    if solved is not None:  # every move solved on every deal: the best of the others
        others = [m for m in solved.moves if not ai.same_move(m, move)]
        rival = max(others, key=lambda m: solved.mean(m) - solved.mean(m, part=1), default=None)
    else:
        rival = best_rival(root, move, ai.same_move)
    if rival is None:
        return Hint(move, partners)
    loss, error = judged_loss(ai, view, move, rival, str(seed), iterations, rng, solved)
    return Hint(move, partners, rival, loss, loss > TOLD_APART * error)


def hint_answer(
    game: str,
    level: str,
    view: Any,
    legal_actions: Sequence[Action | str],
    seed: int | str,
) -> tuple[str, bool, str | None, float | None, bool]:
    """The hint as plain values, ``(action text, partners, rival text, lead, clear)`` of
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
        return choose_action_text(game, "random", view, legal_actions, seed), False, None, None, False
    if level not in budgets:
        raise ValueError(f"unknown search level {level!r}; levels: {', '.join(budgets)}")
    found = hint(game, view, [as_action(a) for a in legal_actions], seed, budgets[level])
    rival = None if found.rival is None else str(found.rival)
    return str(found.action), found.partners, rival, found.lead, found.clear
