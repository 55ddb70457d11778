"""The Coins baseline bot: go for the coins, counting the cards played.

It reads only the seat's :class:`~rules.games.coins.state.CoinsView` (``hand``, ``trick``,
``played``, ``hand_counts``, ``scores``, ``target``) and the legal actions. Every trick it
considers is decided by the engine's own :func:`~rules.games.coins.state.decide_trick`
(rulebook TRICK CARD VALUES: three suits -> the cycle cups > coins > swords > clubs > cups,
the missing suit decides; a pair -> the higher of the pair; one suit -> the highest), so the
bot never re-implements the rules. Each coins card won is one point (rulebook OBJECT OF THE
GAME); there is no duty to follow suit (RULINGS "Coins"), so every card in hand is a
candidate.

Every candidate card gets a value in points: the coins it is expected to win for this seat,
less :data:`OPPONENT_WEIGHT` per coin expected to go to an opponent (plus
:data:`TARGET_BONUS` when a trick would end the game, either way), less a small cost for
spending a card that could win a later trick (:func:`card_power`). The best value is played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from math import comb

from rules.ai.base import Bot
from rules.core.actions import Action
from rules.core.cards import Card, make_spanish_deck
from rules.games.coins.parts import COINS, NUM_SEATS, decide_trick

OPPONENT_WEIGHT = 0.7
"""Value lost per coin an opponent wins (less than one: only one of the two opponents gains)."""
TARGET_BONUS = 10.0
"""Extra value when a trick brings its winner to the target: the game ends at once
(RULINGS "Coins")."""
CARD_COST = 0.25
"""Value of keeping the strongest possible card for later tricks (see :func:`card_power`)."""
LEAD_SAMPLES = 48
"""Random pairs of answering cards drawn to estimate how often a lead holds the trick."""
LEAD_WIN_VALUE = 0.3
"""Value of holding a trick one leads: the opponents' coins thrown into it."""
LEAD_HOLD_FACTOR = 0.5
"""Opponents answer a lead better than at random: the sampled chance of holding is scaled
by this."""


@cache
def winning_position(first: Card, second: Card, third: Card) -> int:
    """Play-order position (0, 1, 2) of the card that wins the trick ``first, second, third``.

    A cached call of :func:`rules.games.coins.state.decide_trick` (its wording of the reason is
    costly and a bot asks about the same triples over and over).
    """
    return decide_trick((first, second, third)).index


def coins_in(cards: Sequence[Card]) -> int:
    """Coins cards among ``cards`` (one point each, rulebook OBJECT OF THE GAME)."""
    return sum(1 for c in cards if c.suit == COINS)


def card_power(card: Card, unknown: Sequence[Card]) -> float:
    """How well ``card`` could still win a later trick, 0.0 .. 1.0.

    Within a suit only the rank matters (pair and one-suit tricks), so the power is
    ``1 - higher / (same + 1)``: ``higher`` counts the cards of its suit not yet seen
    (neither held nor played) that outrank it, ``same`` all unseen cards of its suit. The
    best card of its suit still out has power 1.
    """
    same = higher = 0
    for other in unknown:
        if other.suit == card.suit:
            same += 1
            if other.rank > card.rank:
                higher += 1
    return 1.0 - higher / (same + 1)


def chance_none_held(special: int, unknown: int, held: int) -> float:
    """Probability that a hand of ``held`` cards drawn from ``unknown`` cards holds none of
    ``special`` of them (hypergeometric; 1.0 when ``held`` is 0)."""
    if held <= 0 or special <= 0:
        return 1.0
    if special > unknown - held:
        return 0.0
    return comb(unknown - special, held) / comb(unknown, held)


class CoinsBaselineBot(Bot):
    """Level ``"baseline"`` for Coins: one-look evaluation of each card, no search.

    * Last to play: the trick is decided exactly for each card; win tricks holding coins
      with the cheapest card that does, never throw a coins card into a lost trick when
      another card will do.
    * Second to play: for each card, every unseen card the third player might answer with
      is decided; the third player is assumed to take the trick whenever one of its cards
      can (the chance that it holds one is hypergeometric in its hand size), and otherwise
      to throw a card that is not a coin.
    * Leading: how often the lead holds against two random answers (sampled with ``rng``)
      weighs the lead's own coin; low cards and cards that keep coins safe are preferred.
    """

    def _choose(self, view, legal_actions: list[Action], rng: random.Random) -> Action:
        deck = make_spanish_deck()
        cards = {deck.parse(a.args[0]): a for a in legal_actions}
        known = set(view.hand) | set(view.played)
        unknown = [c for c in deck.cards if c not in known]
        trick = list(view.trick)
        if len(trick) == NUM_SEATS - 1:
            value = self._last_values(view, trick)
        elif len(trick) == 1:
            value = self._second_values(view, trick[0], unknown)
        else:
            value = self._lead_values(view, unknown, rng)
        best = max(cards, key=lambda c: (value(c) - CARD_COST * card_power(c, unknown), -c.index))
        return cards[best]

    # values ---------------------------------------------------------------------------
    def gain(self, view, seat: int, coins: int) -> float:
        """Value for the viewing seat of ``seat`` winning a trick worth ``coins`` points."""
        if coins == 0:
            return 0.0
        ends = view.scores[seat] + coins >= view.target
        if seat == view.seat:
            return coins + (TARGET_BONUS if ends else 0.0)
        return -(OPPONENT_WEIGHT * coins + (TARGET_BONUS if ends else 0.0))

    def _last_values(self, view, trick: list[tuple[int, Card]]):
        """Exact: the trick is complete with the candidate card."""
        (s0, a), (s1, b) = trick
        seats = (s0, s1, view.seat)

        def value(card: Card) -> float:
            winner = seats[winning_position(a, b, card)]
            return self.gain(view, winner, coins_in((a, b, card)))

        return value

    def _second_values(self, view, lead: tuple[int, Card], unknown: list[Card]):
        """Expected value over the third player's possible answers (see the class doc)."""
        leader, a = lead
        third = (view.seat + 1) % NUM_SEATS
        held = view.hand_counts[third]
        total = len(unknown)

        def value(card: Card) -> float:
            stake = coins_in((a, card))
            third_wins: list[Card] = []
            me = other = 0
            for answer in unknown:
                position = winning_position(a, card, answer)
                if position == 2:
                    third_wins.append(answer)
                elif answer.suit != COINS:
                    if position == 1:
                        me += 1
                    else:
                        other += 1
            coin_wins = coins_in(third_wins)
            p_third = 1.0 - chance_none_held(len(third_wins), total, held)
            p_third_coin = 1.0 - chance_none_held(coin_wins, total, held)
            share_me = me / (me + other) if me + other else 0.0
            rest = 1.0 - p_third
            return (
                p_third_coin * self.gain(view, third, stake + 1)
                + (p_third - p_third_coin) * self.gain(view, third, stake)
                + rest * share_me * self.gain(view, view.seat, stake)
                + rest * (1.0 - share_me) * self.gain(view, leader, stake)
            )

        return value

    def _lead_values(self, view, unknown: list[Card], rng: random.Random):
        """How often the lead holds against random answers, times what holding is worth."""
        pairs = [tuple(rng.sample(unknown, 2)) for _ in range(LEAD_SAMPLES)] if len(unknown) >= 2 else []
        others = [(view.seat + 1) % NUM_SEATS, (view.seat + 2) % NUM_SEATS]
        rival = max(others, key=lambda s: view.scores[s])

        def value(card: Card) -> float:
            if not pairs:
                return 0.0
            held = (
                LEAD_HOLD_FACTOR * sum(1 for u, v in pairs if winning_position(card, u, v) == 0) / len(pairs)
            )
            own = coins_in((card,))
            return held * (self.gain(view, view.seat, own) + LEAD_WIN_VALUE) + (1.0 - held) * self.gain(
                view, rival, own
            )

        return value
