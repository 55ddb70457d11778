"""Bid Coin: a full state from one seat's :class:`~rules.games.bid_coin.events.BidCoinView`.

Hidden: the other hands and the leftover cards under the revealed one ("2.2.2": only the top
leftover card is shown). Coins in front, pushed, turned and discarded, the supply and the
wins are public. A seat that did not follow the lead suit holds none of it ("Must-follow");
who played each card follows from the round's first lead player and the trick winners
(:func:`rules.games.bid_coin.parts.trick_winner`). The template is
:meth:`BidCoinState.from_view <rules.games.bid_coin.state.BidCoinState.from_view>`.
"""

from __future__ import annotations

import random

from rules.ai.determinize import Allowed, Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.bid_coin.events import BidCoinView
from rules.games.bid_coin.parts import trick_winner
from rules.games.bid_coin.state import BidCoinState


def _voids(view: BidCoinView, top: int) -> dict[int, set[str]]:
    """Suits each seat has shown it does not hold, from the cards played this round."""
    n = len(view.hand_counts)
    voids: dict[int, set[str]] = {s: set() for s in range(n)}
    leader = view.leader
    played = view.played
    for start in range(0, len(played), n):
        cards = played[start : start + n]
        lead = cards[0].suit
        for i, card in enumerate(cards[1:], 1):
            if card.suit != lead:
                voids[(leader + i) % n].add(lead)
        if len(cards) == n:
            leader = (leader + trick_winner(tuple(cards), view.trump, top)[0]) % n
    return voids


def build_bid_coin(view: BidCoinView) -> tuple[BidCoinState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
        ValueError: a view whose counts do not add up (:meth:`BidCoinState.from_view`).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Bid Coin state is determinized only while a seat is to act")
    n = len(view.hand_counts)
    state = BidCoinState.from_view(view)
    seat = view.seat
    voids = _voids(view, state.top)
    others = [s for s in range(n) if s != seat]

    def allowed_for(s: int) -> Allowed:
        shown = voids[s]
        return (lambda c: c.suit not in shown) if shown else None

    def place(target: BidCoinState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            pile.sort(key=lambda c: c.index)
            target.hands[s] = pile
        target.stock = [view.trump_card, *piles[-1]]

    unseen = unseen_cards(state.deck.cards, view.hand, view.played, [view.trump_card])
    sizes = [view.hand_counts[s] for s in others] + [view.stock_count - 1]
    return state, Hidden(unseen, sizes, [allowed_for(s) for s in others] + [None], place)
