"""Bid Whist's play of the books: the ``PLAY`` phase of
:class:`rules.games.bid_whist.state.BidWhistState` (rulebook "Playing the hand"; RULINGS
"Renege", "No trump").

As in :mod:`rules.games.bid_whist.auction`, the quiet handler (:func:`play_quietly`, the
playout path) changes the state and makes no event of its own, and the eventful one
(:func:`on_play`) runs it and then says what happened. The state takes them as its methods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.core.cards import Card
from rules.core.events import Event
from rules.core.tricks import suit_to_follow
from rules.games.bid_whist import scoring
from rules.games.bid_whist.actions import CARD_INDEX
from rules.games.bid_whist.parts import (
    NUM_SEATS,
    WHY_HIGH_TRUMP,
    WHY_JOKER,
    WHY_LEAD,
    WHY_TRUMPED,
    BookWon,
)

if TYPE_CHECKING:
    from rules.games.bid_whist.state import BidWhistState


_NEXT_SEAT = tuple((seat + 1) % NUM_SEATS for seat in range(NUM_SEATS))
"""The seat after each, clockwise (a lookup: cheaper than the sum and the modulo in a playout)."""


def on_play(state: BidWhistState, action: Action) -> list[Event]:
    """Play one card to the book (rulebook "Playing the hand"); reneges (house rule) are
    noted to be settled when the hand ends. Returns the card's event, then the book's and
    the scoring's when it closes the book."""
    seat = state._cur
    event = state._play_events[seat][CARD_INDEX[id(action)]]
    if not play_quietly(state, action):
        return [event]
    trick, winner = state.last_trick, state.last_trick_winner
    cards = tuple([c for _, c in trick])
    best = next(c for s, c in trick if s == winner)
    why = why_won(state, cards, best)
    downtown = state.contract.direction == "downtown"
    won = BookWon(winner, cards, winner % 2, state.books, why, best, downtown)
    if state.hands[seat]:
        return [event, won]
    return [event, won, *scoring.scored_events(state)]


def play_quietly(state: BidWhistState, action: Action) -> bool:
    """Play the card of ``action`` (:func:`on_play` without its events, for
    :meth:`~rules.core.state.GameState.advance`). When it closes the book, the book is
    won (``last_trick``, ``last_trick_winner``) and, after the last book, the hand scored
    (:func:`~rules.games.bid_whist.scoring.score_quietly`). Returns whether it closed the
    book."""
    card = state._card_of[id(action)]
    seat = state._cur
    hand = state.hands[seat]
    if state._reneges_allowed and card not in state._proper_plays(hand):
        state.reneges.append(seat)
    hand.remove(card)
    trick = state.trick
    trick.append((seat, card))
    if state._led_suit is None:
        state._led_suit = state._suit_of.get(card)
    state.played.append(card)
    if len(trick) < NUM_SEATS:
        state._cur = _NEXT_SEAT[seat]
        return False
    # the highest trump, else the highest card of the suit to follow (rulebook "Playing
    # the hand"), by keys made once per contract; a book always has a suit to follow (at
    # most two of its four cards are jokers, the only cards of no suit)
    keys = state._book_keys[state._led_suit]
    winner, top = -1, -1
    for s, c in trick:
        key = keys[c]
        if key > top:
            winner, top = s, key
    state.books_by_seat[winner] += 1
    state.last_trick = tuple(trick)
    state.last_trick_winner = winner
    state.trick = []
    state._led_suit = None
    if hand:
        state.leader = state._cur = winner
    else:
        scoring.score_quietly(state)
    return True


def why_won(state: BidWhistState, cards: tuple[Card, ...], best: Card) -> str:
    """What made ``best`` win the book of ``cards`` (see :attr:`BookWon.why`)."""
    trump, led = state.contract.trump, suit_to_follow(list(cards), state._suit_of.get)
    if best.is_joker:
        return WHY_JOKER
    if trump is not None and state._suit_of.get(best) == trump:
        return WHY_HIGH_TRUMP if led == trump else WHY_TRUMPED
    return WHY_LEAD
