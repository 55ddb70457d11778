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
from typing import Any, NamedTuple

from rules.ai.bots import choose_action_text, game_ai, search_budgets
from rules.ai.decision import planned_picks
from rules.ai.ismcts import Node
from rules.ai.review import Verdict, judged_loss, searched
from rules.ai.rollouts import forward_moves
from rules.core.actions import Action, as_action

BETTER, AS_GOOD, UNSURE = "better", "as good", "unsure"
"""How the hint's move compares with the next best (:attr:`Hint.call`), as the review would
call the next best were it played: told apart (:data:`rules.ai.review.TOLD_APART`); not
told apart and behind by less than the game's first mark (a slip); not told apart, though
behind by a slip's points or more (the review's "unclear")."""


@dataclass(frozen=True)
class Hint:
    """A suggested move, with how far it beat the next best (the table words them).

    Attributes:
        action: one of the seat's legal actions.
        partners: the seat scores with a partner (its side is more than the seat).
        rival: the next best move, or ``None`` (no other move searched).
        lead: the points of the game this round that ``rival`` gives up against ``action``
            on average, as the review would count them were ``rival`` played
            (:func:`rules.ai.review.judged_loss`; never negative), or ``None`` with no rival.
        call: :data:`BETTER`, :data:`AS_GOOD` or :data:`UNSURE`; ``""`` with no rival.
        only: ``action`` is the only legal move (moves that only take back part of a move
            left out: :attr:`GameAI.take_backs`), so the rules allow no other.
        twins: the other legal moves the game takes for ``action`` (:meth:`GameAI.same_move`:
            cards of the same number where suits do not matter), in the order given.
        rival_twins: the same for ``rival`` (a tester read the next best named by one card
            with another of its number in hand).
    """

    action: Action
    partners: bool = False
    rival: Action | None = None
    lead: float | None = None
    call: str = ""
    only: bool = False
    twins: tuple[Action, ...] = ()
    rival_twins: tuple[Action, ...] = ()


class HintAnswer(NamedTuple):
    """:class:`Hint` as plain values, actions as texts (what the app's worker hands back)."""

    action: str
    partners: bool
    rival: str | None
    lead: float | None
    call: str
    only: bool
    twins: tuple[str, ...]
    rival_twins: tuple[str, ...]


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
    :data:`RIVAL_SHARE` of its playouts, the one with the best average score; failing that,
    the other move tried most; ``None`` if no other was tried. A move that is the ``same``
    as ``move`` (:meth:`GameAI.same_move`) is no rival. Raises ``KeyError`` if ``move`` is
    not a child."""
    least = RIVAL_SHARE * root.children[move].visits
    others = {m: child for m, child in root.children.items() if not same(m, move) and child.visits}
    rivals = {m: child for m, child in others.items() if child.visits >= least}
    if rivals:
        return max(rivals, key=lambda other: _score_mean(rivals[other]))
    return max(others, key=lambda other: others[other].visits) if others else None


def hint(
    game: str, view: Any, legal_actions: Sequence[Action], seed: int | str, iterations: int = 400
) -> Hint:
    """The search's move for the seat of ``view`` (its view only: the same honesty as a bot),
    by :func:`rules.ai.decision.search_decision` with ``iterations`` (the app gives the
    ``hard`` level's) and a generator seeded by ``seed`` (the app gives
    :func:`rules.ai.decision.decision_seed`), and how it compares with the next best move.

    Raises:
        ValueError: no legal action, or a game without bots.
    """
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to suggest")
    if len(legal) == 1:
        return Hint(legal[0], only=True)
    ai = game_ai(game)
    rng = random.Random(seed)
    move, root, template, solved = searched(ai, view, legal, iterations, rng)
    forward = forward_moves(legal, ai.take_backs)
    only = len(forward) == 1

    def twins_of(found: Action) -> tuple[Action, ...]:
        return tuple(m for m in forward if str(m) != str(found) and ai.same_move(m, found))

    twins = twins_of(move)
    if root is None or template is None:
        return Hint(move, only=only, twins=twins)
    partners = any(len(side) > 1 and view.seat in side for side in template.sides())
    if solved is not None:  # every move solved on every deal: the best of the others
        others = [m for m in solved.moves if not ai.same_move(m, move)]
        rival = max(others, key=lambda m: solved.mean(m) - solved.mean(m, part=1), default=None)
    else:  # (a pick the search makes next in the same run is part of its move: no rival)
        planned = planned_picks(ai, root, move, view.seat)
        rival = best_rival(root, move, lambda m, found: ai.same_move(m, found) or m in planned)
    if rival is None:
        return Hint(move, partners, only=only, twins=twins)
    loss, error = judged_loss(ai, view, move, rival, str(seed), iterations, rng, solved)
    judged = Verdict(str(rival), str(move), loss, error, "")  # (the review's, were rival played)
    call = BETTER if judged.told_apart else UNSURE if judged.unclear(ai.review_marks[0]) else AS_GOOD
    return Hint(move, partners, rival, loss, call, only, twins, twins_of(rival))


def hint_answer(
    game: str,
    level: str,
    view: Any,
    legal_actions: Sequence[Action | str],
    seed: int | str,
) -> HintAnswer:
    """The hint as plain values (:class:`HintAnswer`, the task the app's worker runs:
    module-level and pickle-friendly, like :func:`rules.ai.bots.choose_action_text`); the
    table words them.

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
        action = choose_action_text(game, "random", view, legal_actions, seed)
        return HintAnswer(action, False, None, None, "", len(legal_actions) == 1, (), ())
    if level not in budgets:
        raise ValueError(f"unknown search level {level!r}; levels: {', '.join(budgets)}")
    found = hint(game, view, [as_action(a) for a in legal_actions], seed, budgets[level])

    rival = None if found.rival is None else str(found.rival)
    twins, rival_twins = (tuple(map(str, moves)) for moves in (found.twins, found.rival_twins))
    return HintAnswer(
        str(found.action), found.partners, rival, found.lead, found.call, found.only, twins, rival_twins
    )
