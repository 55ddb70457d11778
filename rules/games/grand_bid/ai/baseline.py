"""The Grand Bid baseline bot: it values cards by how much they grow its runs.

It reads only the seat's :class:`~rules.games.grand_bid.events.GrandBidView` (its hand and
secret bid, the tableaux, the offer, hand sizes) and the legal actions. Only the longest run
scores (rulebook Scoring), so a number is worth what it adds to :func:`run_worth`, a sum over
the tableau's runs of their squared lengths: extending or joining runs is worth far more than
a lone card, and a number already in the tableau is worth nothing (Tableau Rules).

* Offer: the card least worth to the players who could win it, sparing its own runs' numbers;
  a number both others hold cannot be bid on (RULINGS "Grand Bid"), which opens the Double
  Offer and its Self-take (Step 4).
* Second offer: the card that makes the best Self-take for itself, less what an eligible
  rival could gain by winning the pair.
* Bid: 0 to 3 cards by the offer's worth to itself (plus some of its worth to the rival
  bidder, to deny it), scaled by how many cards it holds; it pays with the cards least worth
  to itself, numbers already in its tableau first. A bid of several cards is laid one card
  per decision and confirmed once the count is reached (the count comes from the view alone,
  so every decision of one bid agrees).
* Keep: the card worth more to it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cache

from rules.ai.base import Bot
from rules.core.actions import Action
from rules.games.grand_bid.parts import MAX_BID, PLAYERS, Phase, runs

DENY = 0.5
"""Share of the rival bidder's gain counted when bidding (taking the card denies it)."""
BID_STEPS = (1.0, 4.0, 8.0)
"""Worth (for a full hand) at or above which the bot bids 1, 2 and 3 cards."""
FULL_HAND = 13
"""A hand this big bids at the :data:`BID_STEPS`; a smaller one needs proportionally more."""
OWN_SHARE = 0.4
"""Share of its own worth of a card the offerer gives up by offering it."""


def run_worth(numbers: Iterable[int]) -> int:
    """The sum of the squared lengths of the runs of ``numbers`` (rulebook Glossary "Run")."""
    return sum((high - low + 1) ** 2 for low, high in runs(numbers))


@cache
def gain(numbers: frozenset[int], number: int) -> int:
    """What ``number`` adds to a tableau of ``numbers`` (0 when already in it: one copy of each
    number only, Tableau Rules). Cached: there are only 2**10 tableaux of numbers (the search's
    playouts ask it very often)."""
    if number in numbers:
        return 0
    return run_worth(numbers | {number}) - run_worth(numbers)


def keep_worth(numbers: frozenset[int], offer: Iterable) -> int:
    """The best of the offered cards for a tableau of ``numbers`` (one is kept, Step 4)."""
    return max((gain(numbers, c.rank) for c in offer), default=0)


class GrandBidBaselineBot(Bot):
    """Level ``"baseline"`` for Grand Bid: one-look valuation, no search (see the module doc)."""

    def _choose(self, view, legal_actions: list[Action], rng: random.Random) -> Action:
        mine = frozenset(c.rank for c in view.tableaux[view.seat])
        if view.phase is Phase.KEEP:
            return max(legal_actions, key=lambda a: (gain(mine, _number(a)), -len(a.args[0])))
        if view.phase is Phase.OFFER:
            return max(legal_actions, key=lambda a: self._offer_score(view, _number(a)))
        if view.phase is Phase.SECOND_OFFER:
            return max(legal_actions, key=lambda a: self._second_score(view, _number(a)))
        return self._bid(view, mine, legal_actions)

    def _others(self, view) -> list[int]:
        return [(view.seat + k) % PLAYERS for k in range(1, PLAYERS)]

    def _tableau(self, view, seat: int) -> frozenset[int]:
        return frozenset(c.rank for c in view.tableaux[seat])

    def _offer_score(self, view, number: int) -> float:
        """Higher is better: little worth to any other player who may bid (has cards and lacks
        the number), and to itself."""
        threat = max(
            (gain(self._tableau(view, s), number) for s in self._others(view) if view.hand_counts[s]),
            default=0,
        )
        return -threat - OWN_SHARE * gain(self._tableau(view, view.seat), number)

    def _second_score(self, view, number: int) -> float:
        """The Self-take it would get, less what a rival who may bid on the pair could gain."""
        first = view.offer[0].rank
        pair = (first, number)
        mine = self._tableau(view, view.seat)
        threat = 0
        for s in self._others(view):
            theirs = self._tableau(view, s)
            if view.hand_counts[s] and not set(pair) <= theirs:
                threat = max(threat, max(gain(theirs, n) for n in pair))
        return max(gain(mine, n) for n in pair) - threat

    def _bid(self, view, mine: frozenset[int], legal: list[Action]) -> Action:
        """Lay the next card of the bid, confirm it, or pass (see the module doc)."""
        worth = keep_worth(mine, view.offer)
        rival = [s for s in view.bidders if s != view.seat]
        if rival:
            worth += DENY * keep_worth(self._tableau(view, rival[0]), view.offer)
        scale = FULL_HAND / max(1, len(view.hand))
        want = min(MAX_BID, len(view.hand), sum(1 for step in BID_STEPS if worth >= step * scale))
        laid = set(view.bid)
        if len(laid) < want:
            spare = sorted(
                (c for c in view.hand if c not in laid),
                key=lambda c: (c.rank not in mine, gain(mine, c.rank), c.index),
            )
            by_text = {a.args[0]: a for a in legal if a.kind == "bid"}
            return by_text[spare[0].text]
        kind = "confirm" if laid else "pass"
        return next(a for a in legal if a.kind == kind)


def _number(action: Action) -> int:
    """The number of the card an ``offer`` or ``keep`` action names (``"10H"`` -> 10, ``"AS"``
    -> 1)."""
    text = action.args[0][:-1]
    return 1 if text == "A" else int(text)
