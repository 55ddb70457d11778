"""The hint call: the search's suggested move for a human seat, from that seat's view only.

Issue 9, item 7: the table asks for a hint on the viewer's turn; the answer is what the
search would play at the given level, with the search's own figures behind it (how often the
move was chosen among the sampled deals and how it scored); the table puts them in words.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from time import perf_counter
from typing import Any

from rules.ai.bots import THINKING_SECONDS, choose_action_text, game_ai, search_budgets
from rules.ai.ismcts import game_search, points_per_reward
from rules.core.actions import Action, as_action


@dataclass(frozen=True)
class Hint:
    """A suggested move, with the search's figures behind it (the table words them).

    Attributes:
        action: one of the seat's legal actions.
        share: the share of the search's iterations spent on the move (0.0 .. 1.0; 1.0 with
            one legal action): how clear a choice it was.
        points: on average over the sampled deals, how many points of the game this round the
            move leaves the seat's side ahead of the others (negative: behind); the score
            alone, the search's bonus for winning the game left out. ``None`` when there was
            no choice (one legal action: nothing was searched).
        partners: the seat scores with a partner (its side is more than the seat).
    """

    action: Action
    share: float
    points: float | None
    partners: bool = False


def hint(
    game: str,
    view: Any,
    legal_actions: Sequence[Action],
    seed: int,
    iterations: int = 400,
    seconds: float | None = None,
) -> Hint:
    """The search's move for the seat of ``view`` (its view only: the same honesty as a bot).

    Args:
        game: registry name (one with bots, :attr:`rules.games.info.GameInfo.ai`).
        view: the seat's view; ``legal_actions``: its legal actions now (non-empty).
        seed: seeds the search, so the same position gives the same hint.
        iterations: the search budget (the app gives the ``hard`` level's).
        seconds: if given, the search stops this many seconds after it began (its budget
            the cap; see :class:`~rules.ai.ismcts.ISMCTSBot`).

    Raises:
        ValueError: no legal action, or a game without bots.
    """
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to suggest")
    if len(legal) == 1:
        return Hint(legal[0], 1.0, None)
    deadline = None if seconds is None else perf_counter() + seconds
    ai = game_ai(game)
    legal = ai.moves_worth_searching(view, legal)
    if len(legal) == 1:
        return Hint(legal[0], 1.0, None)
    det = ai.determinize(view)
    move, root = game_search(ai, det, view.seat, legal, iterations, random.Random(seed), deadline=deadline)
    searched = root.visits
    node = root.children.get(move)
    visits = node.visits if node else 0
    # points only: a game won inside a playout adds a bonus to the reward, not to the score
    points = (node.total - node.bonus) / node.visits if node and node.visits else 0.0
    gain = points * points_per_reward(ai, det.template, view.seat)
    partners = any(len(side) > 1 and view.seat in side for side in det.template.sides())
    return Hint(move, visits / searched, gain, partners)


def hint_answer(
    game: str,
    level: str,
    view: Any,
    legal_actions: Sequence[Action | str],
    seed: int,
    timed: bool = False,
) -> tuple[str, float, float | None, bool]:
    """The hint as plain values, ``(action text, share, points, partners)`` of :class:`Hint`
    (the task the app's worker runs: module-level and pickle-friendly, like
    :func:`rules.ai.bots.choose_action_text`); the table words them.

    Args:
        game: registry name; level: a search level of the game
            (:attr:`rules.ai.game_ai.GameAI.budgets`), whose budget the search gets.
        view, legal_actions, seed: as for :func:`hint` (actions may be texts).
        timed: the search also stops at the level's
            :data:`~rules.ai.bots.THINKING_SECONDS` (the app's worker).

    A game without bots gets a ``random`` choice, with no figures (``points`` ``None``).

    Raises:
        ValueError: no legal action, or an unknown level or game.
    """
    budgets = search_budgets(game)
    if not budgets:
        return choose_action_text(game, "random", view, legal_actions, seed), 1.0, None, False
    if level not in budgets:
        raise ValueError(f"unknown search level {level!r}; levels: {', '.join(budgets)}")
    seconds = THINKING_SECONDS.get(level) if timed else None
    found = hint(game, view, [as_action(a) for a in legal_actions], seed, budgets[level], seconds)
    return str(found.action), found.share, found.points, found.partners
