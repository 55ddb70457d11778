"""Bid Coin: the state as one seat sees it, :meth:`BidCoinState.from_view
<rules.games.bid_coin.state.BidCoinState.from_view>` (the search bots' starting point,
:mod:`rules.ai.determinize`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.deals import deal_in_order, hands_around, unseen_cards
from rules.games.bid_coin.events import BidCoinView

if TYPE_CHECKING:
    from rules.games.bid_coin.state import BidCoinState


def from_view(cls: type[BidCoinState], view: BidCoinView) -> BidCoinState:
    """The state as ``view.seat`` sees it, while a seat is to act: ``BidCoinState.from_view(view)``.

    Copied from the view: the round and its first lead player, the coins in front, pushed,
    turned and discarded, the supply and the shortfall, the finished rounds, the trump, the
    declarations and wins, the trick, the last trick and why it was won, the cards played
    this round, the options, the phase and the seat to act; the seat's own hand is in place
    and the revealed card on top of the leftover cards. Hidden: the other hands and the
    leftover cards under the revealed one ("2.2.2"). They hold the unseen cards (neither in
    the seat's hand, nor played, nor revealed) in deck order: the other seats' hands, the
    lower seat first, then the leftover. A caller replaces them by writing
    ``state.hands[s]`` (``view.hand_counts[s]`` cards sorted by
    :attr:`~rules.core.cards.Card.index`) for each other seat ``s`` and ``state.stock`` (the
    revealed card first, then ``view.stock_count - 1`` cards). Such a deal may give a seat a
    colour it has shown it lacks ("Must-follow"); a caller that cares deals around the voids.

    Returns:
        A new state (generator seeded 0) whose ``view(view.seat)`` equals ``view`` and whose
        legal actions are the seat's when it is to act.

    Raises:
        ValueError: ``view`` has no seat to act (a deal due, the game over), or its counts
            do not add up.
    """
    if view.current_player < 0:
        raise ValueError("a Bid Coin state is rebuilt from a view only while a seat is to act")
    n = len(view.hand_counts)
    state = cls(n, view.options, 0)
    seat = view.seat
    others = [s for s in range(n) if s != seat]
    unseen = unseen_cards(state.deck.cards, view.hand, view.played, [view.trump_card])
    sizes = [view.hand_counts[s] for s in others] + [view.stock_count - 1]
    piles = deal_in_order(unseen, sizes, "the other hands and the leftover")
    state.leader = view.leader
    state.round_number = view.round_number
    state.coins = [list(c) for c in view.coins]
    state.supply = view.supply
    state.shortfall = view.shortfall
    state.discarded = [list(d) for d in view.discarded]
    state.results = list(view.results)
    state.trump = view.trump
    state.pushed = [list(p) for p in view.pushed]
    state.turned = [list(t) for t in view.turned]
    state.declared = list(view.declared)
    state.wins = list(view.wins)
    state.trick = list(view.trick)
    state.last_trick = view.last_trick
    state.last_trick_winner = view.last_trick_winner
    state.last_trick_why = view.last_trick_why
    state.played = list(view.played)
    state.phase = view.phase
    state._cur = view.current_player
    state.hands = hands_around(seat, n, view.hand, piles)
    state.stock = [view.trump_card, *piles[-1]]
    return state
