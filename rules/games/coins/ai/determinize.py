"""Coins: a full state from one seat's :class:`~rules.games.coins.state.CoinsView`.

There is no duty to follow suit in Coins (rulebook PLAY), so play shows no voids: the other
two hands are any split of the unseen cards with the right counts. Everything else (the
trick, the scores, the dealer, the cards played this hand) is public: the template is
:meth:`CoinsState.from_view <rules.games.coins.state.CoinsState.from_view>`.
"""

from __future__ import annotations

import random

from rules.ai.determinize import Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.coins.parts import CoinsView
from rules.games.coins.state import CoinsState


def build_coins(view: CoinsView) -> tuple[CoinsState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
        ValueError: a view whose counts do not add up (:meth:`CoinsState.from_view`).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Coins state is determinized only while a seat is to act")
    state = CoinsState.from_view(view)
    seat = view.seat
    others = [s for s in range(3) if s != seat]
    unseen = unseen_cards(state.deck.cards, view.hand, view.played)

    def place(target: CoinsState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            pile.sort(key=lambda c: c.index)
            target.hands[s] = pile

    hidden = Hidden(unseen, [view.hand_counts[s] for s in others], [None, None], place)
    return state, hidden
