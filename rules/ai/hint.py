"""The hint call: the search's suggested move for a human seat, from that seat's view only.

Issue 9, item 7: the table asks for a hint on the viewer's turn; the answer is what the
search would play at the given level, with a short reason taken from the search's own
statistics (how often the move was chosen among the sampled deals and how it scored).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.ai.bots import choose_action_text, game_ai, search_budgets
from rules.ai.ismcts import game_search
from rules.core.actions import Action, as_action


@dataclass(frozen=True)
class Hint:
    """A suggested move.

    Attributes:
        action: one of the seat's legal actions.
        why: why, in one short clause for the table, e.g. ``"chosen in 312 of 500 sampled
            deals; on average it leaves you 1.4 points ahead of the others this round"`` (the
            score alone: the search's bonus for winning the game is left out); ``""`` when
            there was no choice.
        share: the share of the search's iterations spent on the move (0.0 .. 1.0; 1.0 with
            one legal action).
    """

    action: Action
    why: str
    share: float

    @property
    def reason(self) -> str:
        """The move and why, e.g. ``"play AS: chosen in 312 of 500 sampled deals; ..."``
        (``""`` when there was no choice)."""
        return f"{self.action}: {self.why}" if self.why else ""


def hint(game: str, view: Any, legal_actions: Sequence[Action], seed: int, iterations: int = 400) -> Hint:
    """The search's move for the seat of ``view`` (its view only: the same honesty as a bot).

    Args:
        game: registry name (one with bots, :attr:`rules.games.info.GameInfo.ai`).
        view: the seat's view; ``legal_actions``: its legal actions now (non-empty).
        seed: seeds the search, so the same position gives the same hint.
        iterations: the search budget (the app gives the ``hard`` level's).

    Raises:
        ValueError: no legal action, or a game without bots.
    """
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to suggest")
    if len(legal) == 1:
        return Hint(legal[0], "", 1.0)
    ai = game_ai(game)
    det = ai.determinize(view)
    move, root = game_search(ai, det, view.seat, legal, iterations, random.Random(seed))
    node = root.children.get(move)
    visits = node.visits if node else 0
    # points only: a game won inside a playout adds a bonus to the reward, not to the score
    points = (node.total - node.bonus) / node.visits if node and node.visits else 0.0
    gain = points * abs(ai.reward_scale)
    n = det.template.num_players
    side = next(s for s in det.template.sides() if view.seat in s)
    if len(side) > 1:  # partners: the reward is (n - k)/(n - 1) of the side's lead gained
        gain *= (n - 1) / (n - len(side))
        you, them = "your side", "the other side"
    else:
        you, them = "you", "the others"
    where = "ahead of" if gain >= 0 else "behind"
    why = (
        f"the search chose it in {visits} of {iterations} sampled deals; on average it leaves {you} "
        f"{abs(gain):.1f} points {where} {them} this round"
    )
    return Hint(move, why, visits / iterations)


def hint_text(
    game: str, level: str, view: Any, legal_actions: Sequence[Action | str], seed: int
) -> tuple[str, str]:
    """The hint as texts, ``(action, why)`` (the task the app's worker runs: module-level
    and pickle-friendly, like :func:`rules.ai.bots.choose_action_text`).

    Args:
        game: registry name; level: a search level of the game
            (:attr:`rules.ai.game_ai.GameAI.budgets`), whose budget the search gets.
        view, legal_actions, seed: as for :func:`hint` (actions may be texts).

    A game without bots gets a ``random`` choice and no reason.

    Raises:
        ValueError: no legal action, or an unknown level or game.
    """
    budgets = search_budgets(game)
    if not budgets:
        return choose_action_text(game, "random", view, legal_actions, seed), ""
    if level not in budgets:
        raise ValueError(f"unknown search level {level!r}; levels: {', '.join(budgets)}")
    found = hint(game, view, [as_action(a) for a in legal_actions], seed, budgets[level])
    return str(found.action), found.why
