"""Trio's baseline bot: a plain heuristic, the search's yardstick and its ``baseline`` level.

Bid: lay the card whose number less one is nearest the tricks the rest of the hand looks
good for (a card counts as a likely trick when it is a 4 or a 5). Play: lead the highest card;
later, take the trick with the lowest card that does, else throw the lowest card.
"""

from __future__ import annotations

import random
from typing import Any

from rules.ai.base import Bot
from rules.core.actions import Action
from tests.trio.state import Phase


class TrioBaselineBot(Bot):
    """The heuristic above; it reads only the seat's view."""

    def _choose(self, view: Any, legal_actions: list[Action], rng: random.Random) -> Action:
        rank = {c.text: c.rank for c in view.hand}
        by_rank = sorted(legal_actions, key=lambda a: rank[a.args[0]])
        if view.phase is Phase.BID:

            def miss(action: Action) -> int:
                tricks = sum(1 for c in view.hand if c.text != action.args[0] and c.rank >= 4)
                return abs(rank[action.args[0]] - 1 - tricks)

            return min(by_rank, key=miss)
        if not view.trick:
            return by_rank[-1]
        lead = view.trick[0][1]
        best = max(c.rank for _, c in view.trick if c.suit == lead.suit)
        suit = {c.text: c.suit for c in view.hand}
        winners = [a for a in by_rank if suit[a.args[0]] == lead.suit and rank[a.args[0]] > best]
        return winners[0] if winners else by_rank[0]
