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

from rules.ai.determinize import determinizer
from rules.ai.ismcts import REWARD_SCALE, game_search
from rules.core.actions import Action


@dataclass(frozen=True)
class Hint:
    """A suggested move.

    Attributes:
        action: one of the seat's legal actions.
        reason: one short sentence for the table, e.g. ``"play AS: best in 312 of 500
            sampled deals; on average it leaves you 1.4 points ahead of the others this
            round"`` (a win inside the round counts extra); ``""`` when there was no choice.
        share: the share of the search's iterations spent on the move (0.0 .. 1.0; 1.0 with
            one legal action).
    """

    action: Action
    reason: str
    share: float


def hint(game: str, view: Any, legal_actions: Sequence[Action], seed: int, iterations: int = 400) -> Hint:
    """The search's move for the seat of ``view`` (its view only: the same honesty as a bot).

    Args:
        game: registry name (one with a determinizer, :mod:`rules.ai.determinize`).
        view: the seat's view; ``legal_actions``: its legal actions now (non-empty).
        seed: seeds the search, so the same position gives the same hint.
        iterations: the search budget (the ``normal`` level's by default).

    Raises:
        ValueError: no legal action; NotImplementedError: a game without a determinizer.
    """
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to suggest")
    if len(legal) == 1:
        return Hint(legal[0], "", 1.0)
    det = determinizer(game, view)
    move, root = game_search(game, det, view.seat, legal, iterations, random.Random(seed))
    node = root.children.get(move)
    visits = node.visits if node else 0
    gain = (node.total / node.visits) * abs(REWARD_SCALE.get(game, 6.0)) if node and node.visits else 0.0
    where = "ahead of" if gain >= 0 else "behind"
    reason = (
        f"{move}: best in {visits} of {iterations} sampled deals; on average it leaves you "
        f"{abs(gain):.1f} points {where} the others this round"
    )
    return Hint(move, reason, visits / iterations)
