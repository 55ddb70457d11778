"""Coins: the state as one seat sees it, :meth:`CoinsState.from_view
<rules.games.coins.state.CoinsState.from_view>` (the search bots' starting point,
:mod:`rules.ai.determinize`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.deals import deal_in_order, hands_around, unseen_cards
from rules.games.coins.parts import NUM_SEATS, CoinsView

if TYPE_CHECKING:
    from rules.games.coins.state import CoinsState


def from_view(cls: type[CoinsState], view: CoinsView) -> CoinsState:
    """The state as ``view.seat`` sees it, while a seat is to act: ``CoinsState.from_view(view)``.

    Copied from the view: the dealers, the hand number and the hands over, the scores, the
    trick, the last trick and how it was decided, the tricks and coins won, the cards played
    this hand, the phase and the seat to act; the seat's own hand is in place. Hidden: the
    other two hands. They hold the unseen cards (neither in the seat's hand nor played) in
    deck order, the lower seat first; a caller replaces them by writing ``state.hands[s]``
    (``view.hand_counts[s]`` cards sorted by :attr:`~rules.core.cards.Card.index`) for each
    other seat ``s``. There is no duty to follow suit in Coins (rulebook PLAY), so any such
    split fits the view.

    Returns:
        A new state (generator seeded 0) whose ``view(view.seat)`` equals ``view`` and whose
        legal actions are the seat's when it is to act.

    Raises:
        ValueError: ``view`` has no seat to act (a deal due, the game over), or its counts
            do not add up.
    """
    if view.current_player < 0:
        raise ValueError("a Coins state is rebuilt from a view only while a seat is to act")
    state = cls(NUM_SEATS, {"target": view.target}, 0)
    seat = view.seat
    others = [s for s in range(NUM_SEATS) if s != seat]
    unseen = unseen_cards(state.deck.cards, view.hand, view.played)
    piles = deal_in_order(unseen, [view.hand_counts[s] for s in others], "the other two hands")
    state.dealer = view.dealer
    state.next_dealer = view.next_dealer
    state.hand_number = view.hand_number
    state.hands_over = view.hands
    state.points = list(view.scores)
    state.hands = hands_around(seat, NUM_SEATS, view.hand, piles)
    state.trick = list(view.trick)
    state.leader = view.leader
    state.last_trick = view.last_trick
    state.last_trick_winner = view.last_trick_winner
    state.last_result = view.last_trick_result
    state.tricks_won = list(view.tricks_won)
    state.coins_won = list(view.coins_won)
    state.played = list(view.played)
    state.phase = view.phase
    state._cur = view.current_player
    return state
