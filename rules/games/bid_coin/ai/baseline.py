"""The Bid Coin baseline bot: push the coin that makes the bid its expected wins, declare zero
with a weak hand, then play to win exactly as many tricks as it bid.

It reads only the seat's :class:`~rules.games.bid_coin.events.BidCoinView` (``hand``, ``trick``,
``trump``, ``trump_card``, ``played``, ``wins``, ``coins``, ``turned``, ``pushed``, ``declared``)
and the legal actions. Tricks are judged by the engine's own
:func:`~rules.games.bid_coin.parts.trick_winner` and
:func:`~rules.games.bid_coin.parts.wins_for` ("3.2", "Special winner", "2-win cards"), never by
a copy of the rules.

Coins leave the table only through an exact bid ("4.1"): a success discards every coin pushed
(their total is the wins), a made zero the coins turned (their total is the cards then in
hand). So the bot aims for a bid it can hit, or for a zero when it expects no win.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.ai.base import Bot
from rules.core.actions import Action
from rules.core.cards import Card
from rules.games.bid_coin.parts import Phase, make_bid_coin_deck, top_rank, trick_winner, wins_for, zero_sets

TRUMP_VALUES = (0.95, 0.6, 0.3, 0.1)
"""Wins a trump is worth with 0, 1, 2, 3 better trumps unseen (more: nothing)."""
SIDE_VALUES = (0.7, 0.3, 0.1)
"""Wins a card of another suit is worth with 0, 1, 2 better cards of its suit unseen."""
ZERO_BELOW = 0.45
"""Declare zero when the hand's expected wins are below this (and a set of coins fits)."""
SAFE_RISK = 0.15
"""A card beaten by a later player with less than this share of the unseen cards is a sure win."""


def unseen(view, deck: Sequence[Card]) -> list[Card]:
    """The cards the seat has not seen: not in its hand, not played this round, not the shown
    leftover card (the leftover's other cards are among them: the seat cannot tell)."""
    seen = set(view.hand) | set(view.played) | {view.trump_card}
    return [c for c in deck if c not in seen]


def expected_wins(hand: Sequence[Card], others: Sequence[Card], trump: str, top: int) -> float:
    """Wins ``hand`` should still take: each card counts by how many better cards of its suit are
    unseen (:data:`TRUMP_VALUES`, :data:`SIDE_VALUES`), twice for a 4 or a 6 ("2-win cards"). A 0
    counts as better than the top rank while its suit's top is unseen ("Special winner")."""
    total = 0.0
    for card in hand:
        values = TRUMP_VALUES if card.suit == trump else SIDE_VALUES
        better = sum(1 for c in others if c.suit == card.suit and _beats(c, card, top))
        if better < len(values):
            total += values[better] * wins_for(card)
    return total


def _beats(a: Card, b: Card, top: int) -> bool:
    """True if ``a`` beats ``b`` of the same suit, both deciding ("3.2", "Special winner")."""
    if a.rank == 0 and b.rank == top:
        return True
    if b.rank == 0 and a.rank == top:
        return False
    return a.rank > b.rank


class BidCoinBaselineBot(Bot):
    """Level ``"baseline"`` for Bid Coin: one-look heuristics, no search.

    * Push: the coin that brings the bid nearest its wins so far plus
      :func:`expected_wins` of the hand, the larger coin on a tie.
    * Zero: declared with the coins that discard the highest values
      (:func:`~rules.games.bid_coin.parts.zero_sets`) when the hand's expected wins are below
      :data:`ZERO_BELOW`; once declared, it plays to lose every trick.
    * Play: short of its goal (its bid once it has pushed, else its expected wins rounded), the
      cheapest card that wins now and is least likely to be beaten, a 4 or a 6 only when two wins
      are welcome; at its goal, the highest card that loses now and cannot win later.
    """

    def _choose(self, view, legal_actions: list[Action], rng: random.Random) -> Action:
        players = len(view.hand_counts)
        deck = make_bid_coin_deck(players).cards
        top = top_rank(players)
        others = unseen(view, deck)
        if view.phase is Phase.PUSH:
            return self._push(view, legal_actions, expected_wins(view.hand, others, view.trump, top))
        zero = self._zero(view, legal_actions, expected_wins(view.hand, others, view.trump, top))
        if zero is not None:
            return zero
        return self._play(view, [a for a in legal_actions if a.kind == "play"], others, top)

    # coins -----------------------------------------------------------------------------------------
    def _push(self, view, legal: list[Action], future: float) -> Action:
        """The coin that makes the bid nearest the wins so far plus ``future``."""
        seat = view.seat
        target = view.wins[seat] + future
        bid = view.bids[seat]
        return min(legal, key=lambda a: (abs(bid + int(a.args[0]) - target), -int(a.args[0])))

    def _zero(self, view, legal: list[Action], future: float) -> Action | None:
        """The next step of a zero declaration, or ``None`` to play a card instead."""
        seat = view.seat
        texts = {str(a): a for a in legal}
        picked = list(view.turned[seat]) if view.phase is Phase.DECLARE else []
        if view.phase is not Phase.DECLARE and (
            not any(a.kind == "zero" for a in legal) or future >= ZERO_BELOW
        ):
            return None
        if "declare" in texts:
            return texts["declare"]
        for values in zero_sets(view.coins[seat], len(view.hand)):
            rest = list(values)
            if all(v in rest and not rest.remove(v) for v in picked):
                return texts[f"zero {rest[0]}"]
        return texts[f"unzero {picked[-1]}"] if picked else None

    # cards -----------------------------------------------------------------------------------------
    def _play(self, view, legal: list[Action], others: list[Card], top: int) -> Action:
        seat = view.seat
        n = len(view.hand_counts)
        cards = {a.args[0]: a for a in legal}
        playable = [c for c in view.hand if c.text in cards]
        trick = [c for _, c in view.trick]
        later = n - len(trick) - 1
        trump = view.trump

        def wins_now(card: Card) -> bool:
            return trick_winner(trick + [card], trump, top)[0] == len(trick)

        def risk(card: Card) -> float:
            """Share of the unseen cards that would beat ``card`` if a later player played it."""
            if not later or not others:
                return 0.0
            plays = trick + [card]
            beaten = sum(1 for u in others if trick_winner(plays + [u], trump, top)[0] != len(trick))
            return min(1.0, beaten * later / len(others))

        def strength(card: Card) -> int:
            return card.rank + (top + 2 if card.suit == trump else 0)

        bid, wins = view.bids[seat], view.wins[seat]
        if view.declared[seat]:
            goal = 0
        elif bid or not view.coins[seat]:
            goal = bid
        else:
            goal = round(wins + expected_wins(view.hand, others, trump, top))
        need = goal - wins
        if need > 0:
            winners = [c for c in playable if wins_now(c) and risk(c) < 1.0]
            if winners:
                choice = min(
                    winners, key=lambda c: (risk(c) >= SAFE_RISK, wins_for(c) > need, risk(c), strength(c))
                )
            else:
                choice = min(playable, key=lambda c: (wins_for(c), strength(c)))
            return cards[choice.text]
        losers = [
            c
            for c in playable
            if trick and not wins_now(c) and not self._zero_danger(c, trick, others, trump, top)
        ]
        if losers:
            choice = max(losers, key=lambda c: (strength(c), -c.index))
        else:
            choice = max(playable, key=lambda c: (risk(c), -wins_for(c), -strength(c)))
        return cards[choice.text]

    @staticmethod
    def _zero_danger(card: Card, trick: list[Card], others: list[Card], trump: str | None, top: int) -> bool:
        """True for a 0 that a later top card of its suit would make the winner ("Special
        winner")."""
        if card.rank != 0:
            return False
        tops = [u for u in others if u.suit == card.suit and u.rank == top]
        return any(trick_winner(trick + [card, u], trump, top)[0] == len(trick) for u in tops)
