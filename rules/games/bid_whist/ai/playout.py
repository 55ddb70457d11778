"""Bid Whist's playouts played fast (:attr:`rules.ai.game_ai.GameAI.playout`): the same moves
as :func:`~rules.games.bid_whist.ai.rollout.bid_whist_policy` through the state's playout
path, with the same draws of the generator, but the books of play worked out on card numbers
in one loop.

A playout spends most of its moves in the twelve books. Through the state each card costs a
call of the policy (the proper plays, the habit's sort), of ``legal_view`` and of
``advance``, on :class:`~rules.core.cards.Card` objects; here a card is its deck index and the
contract's tables are lists read by index (:func:`_tables`, made once per contract). The
bidding, trumps and discard still go through the state (a few moves, and the jokers-out swap
is a chance action), the discard's cards chosen at once
(:func:`~rules.games.bid_whist.ai.rollout.discard_order`). At the end the cards played, the
books and the last book are written back to the state and the hand is scored by the rules'
own scoring (:func:`rules.games.bid_whist.scoring.score_quietly`), so the state is the one the
slow path leaves. ``tests/rules/ai/test_bid_whist_playout.py`` plays both paths from the same
samples under every option and compares the states and the generators.
"""

from __future__ import annotations

import random
from functools import cache

from rules.ai.rollouts import PLAY_NOISE
from rules.core.cards import FRENCH_SUITS, make_french_deck
from rules.core.state import CHANCE
from rules.games.bid_whist import scoring
from rules.games.bid_whist.actions import PLAY_ACTIONS
from rules.games.bid_whist.ai.rollout import bid_whist_policy, discard_order, habit_values
from rules.games.bid_whist.parts import NUM_SEATS, Phase
from rules.games.bid_whist.ranking import book_keys, ranking
from rules.games.bid_whist.state import BidWhistState

_NO_SUIT = -1
"""A card's suit number when it has none (a joker in no trump), and the suit to follow while
no card of a suit has been played."""


@cache
def _tables(jokers: int, trump: str | None, direction: str) -> tuple[list, list, list, list]:
    """The contract's tables by card index: suit number (0..3 in ``FRENCH_SUITS`` order, or
    :data:`_NO_SUIT`), the habit's value (:func:`habit_values`), the book keys per suit
    number led (:func:`book_keys`) and whether the card is a joker. Shared: read-only."""
    deck = make_french_deck(jokers)
    suit_of, _ = ranking(deck, trump, direction)
    number = {suit: i for i, suit in enumerate(FRENCH_SUITS)}
    suits = [number[suit_of[c]] if c in suit_of else _NO_SUIT for c in deck.cards]
    values = habit_values(jokers, trump, direction)
    keys = [book_keys(jokers, trump, direction, led) for led in FRENCH_SUITS]
    return (
        suits,
        [values[c] for c in deck.cards],
        [[by_card[c] for c in deck.cards] for by_card in keys],
        [c.is_joker for c in deck.cards],
    )


def _winning(trick: list[tuple[int, int]], keys: list[int]) -> tuple[int, int]:
    """``(seat, key)`` of the card winning ``trick`` (``(seat, card number)`` pairs) so far, by
    the book ``keys`` of the suit led (rulebook "Playing the hand"; the state's own rule in
    :func:`~rules.games.bid_whist.book_play.play_quietly`)."""
    best, top = -1, -1
    for seat, card in trick:
        if keys[card] > top:
            best, top = seat, keys[card]
    return best, top


def bid_whist_playout(state: BidWhistState, rng: random.Random) -> None:
    """Play ``state`` (a sample) out to the end of its hand as the search's playout loop would
    with :func:`bid_whist_policy`: the auction through the state, the books by
    :func:`_play_books`. Stops at the next deal or the end of the game."""
    while state.phase is not Phase.PLAY:
        player, phase = state.current_player, state.phase
        if player >= 0 and phase is Phase.DISCARD:
            for action in discard_order(state)[: state.discard_count - len(state.discards)]:
                state.advance(action)
        elif player >= 0:
            state.advance(bid_whist_policy(state, rng))
        elif player == CHANCE and state.phase is not Phase.DEAL:
            state.apply(state.chance_action())  # the jokers-out swap
        else:
            return
    _play_books(state, rng)


def _play_books(state: BidWhistState, rng: random.Random) -> None:
    """The books left in ``state`` (in the play phase, a seat to act), each card chosen as
    :func:`bid_whist_policy` chooses it (a proper play: a playout never reneges), then the
    state brought to the end of the hand and scored."""
    contract = state.contract
    suits, values, keys_by_led, is_joker = _tables(state.jokers, contract.trump, contract.direction)
    deck = state._cards
    # RULINGS "Jokers any time": in no trump a joker may be played instead of following suit
    jokers_free = state._jokers_any_time and contract.trump is None
    hands = [[card.index for card in hand] for hand in state.hands]
    trick = [(seat, card.index) for seat, card in state.trick]
    led = _NO_SUIT if state._led_suit is None else FRENCH_SUITS.index(state._led_suit)
    seat, leader = state._cur, state.leader
    books = state.books_by_seat
    played: list[int] = []
    value_of = values.__getitem__
    chance, randrange = rng.random, rng.randrange
    keys = keys_by_led[led] if led != _NO_SUIT else None
    best, top = _winning(trick, keys) if keys is not None else (-1, -1)
    while True:
        hand = hands[seat]
        # the proper plays (the state's _proper_plays), in hand order
        legal = hand
        if keys is not None:
            following = [x for x in hand if suits[x] == led]
            if following:
                legal = following + [x for x in hand if is_joker[x]] if jokers_free else following
        # the policy: at random one time in PLAY_NOISE (or with one choice), else the habit;
        # min() keeps the first of equals in hand order, as the policy's stable sort does
        count = len(legal)
        if count == 1 or chance() < PLAY_NOISE:
            card = legal[randrange(count)]
        elif not trick:
            card = max(legal, key=value_of)  # lead the strongest card (the first of equals)
        elif keys is None:  # only jokers so far (no trump): a card of a suit takes the lead
            card = min([x for x in legal if suits[x] != _NO_SUIT] or legal, key=value_of)
        elif best % 2 == seat % 2:  # the partner is winning: the weakest card
            card = min(legal, key=value_of)
        else:  # the weakest card that takes the lead, else the weakest
            card = min([x for x in legal if keys[x] > top] or legal, key=value_of)
        hand.remove(card)
        trick.append((seat, card))
        played.append(card)
        if keys is None:
            led = suits[card]
            if led != _NO_SUIT:  # the first card of a suit: the book's keys are known now
                keys = keys_by_led[led]
                best, top = _winning(trick, keys)
        elif keys[card] > top:
            best, top = seat, keys[card]
        if len(trick) < NUM_SEATS:
            seat = (seat + 1) % NUM_SEATS
            continue
        winner = best
        books[winner] += 1
        last = trick
        trick, led, keys, best, top = [], _NO_SUIT, None, -1, -1
        if not hand:
            break
        seat = leader = winner
    for hand in state.hands:
        hand.clear()
    state.played.extend(map(deck.__getitem__, played))
    state.history.extend(map(PLAY_ACTIONS.__getitem__, played))
    state.trick = []
    state._led_suit = None
    state.last_trick = tuple((s, deck[x]) for s, x in last)
    state.last_trick_winner = winner
    state.leader = leader
    state._legal = None
    scoring.score_quietly(state)
