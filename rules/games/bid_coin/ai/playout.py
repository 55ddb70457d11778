"""Bid Coin's playouts played fast (:attr:`rules.ai.game_ai.GameAI.playout`): the same moves
as :func:`~rules.games.bid_coin.ai.rollout.bid_coin_policy` through the state's playout path,
with the same draws of the generator, but the rest of the round worked out on card numbers in
one loop.

Through the state each card costs a call of the policy, of ``legal_view`` and of
``advance``, on :class:`~rules.core.cards.Card` objects and interned actions; here a card is
its deck index (:attr:`~rules.core.cards.Card.index`), the hands are lists of numbers, the
trick is won by :func:`~rules.games.bid_coin.parts.winning_position` and the habit reads its
tables by number (:func:`~rules.games.bid_coin.ai.rollout.habit_tables`,
:func:`~rules.games.bid_coin.ai.rollout.habit_position`). The coins in front, pushed and
turned, the declarations and the wins are the state's own lists, changed in place as the
state's handlers change them; the rare zero declaration a random move begins is played by
the policy's own rule (:func:`~rules.games.bid_coin.ai.rollout.declare_move`) on the state's
own legal actions (:func:`~rules.games.bid_coin.state.declaring_actions`). At the end the
cards played and the last trick are written back and the round is scored by the rules' own
settlement (:func:`rules.games.bid_coin.scoring.score_round`), so the state is the one the
slow path leaves.
``tests/rules/ai/test_bid_coin_playout.py`` plays both paths from the same samples and
compares the states and the generators.
"""

from __future__ import annotations

import random

from rules.ai.rollouts import PLAY_NOISE
from rules.games.bid_coin.ai.rollout import declare_move, habit_position, habit_tables
from rules.games.bid_coin.parts import (
    SUIT_NUMBERS,
    TWO_WIN_RANKS,
    trick_winner,
    winning_position,
    zero_choices,
)
from rules.games.bid_coin.scoring import score_round
from rules.games.bid_coin.state import (
    DECLARE,
    PUSH_ACTIONS,
    ZERO_ACTIONS,
    BidCoinState,
    Phase,
    declaring_actions,
)


def bid_coin_playout(state: BidCoinState, rng: random.Random) -> None:
    """Play ``state`` (a sample) out to the end of its round as the search's playout loop
    would with :func:`~rules.games.bid_coin.ai.rollout.bid_coin_policy`: every card, push and
    declaration move the policy would make, each chosen with the same draws of ``rng``, then
    the round scored. Stops at once at a deal due or the end of the game (nothing to play)."""
    seat = state.current_player
    if seat < 0:
        return
    n, top, trump = state.num_players, state.top, state.trump
    width, trump_number = top + 1, SUIT_NUMBERS[trump]
    weakness, takes = habit_tables(n, trump)
    play_actions = state._play_actions
    hands = [[card.index for card in hand] for hand in state.hands]
    trick = [card.index for _, card in state.trick]  # played by ``first`` and the seats after it
    first = state.trick[0][0] if trick else seat
    coins, pushed, turned = state.coins, state.pushed, state.turned
    declared, wins = state.declared, state.wins
    history = state.history
    played: list[int] = []
    last: list[int] | None = None  # the last trick played here, led by last_first
    last_first = first
    phase = state.phase
    chance, randrange = rng.random, rng.randrange
    while True:
        if phase is Phase.PLAY:
            hand = hands[seat]
            cards = hand
            if trick:
                led = trick[0] // width
                cards = [card for card in hand if card // width == led] or hand
            # the state's legal actions: the cards, then each coin that begins a zero declaration
            zeros = zero_choices(coins[seat], (), len(hand)) if state.may_declare(seat) else ()
            count = len(cards) + len(zeros)
            if count == 1 or chance() < PLAY_NOISE:
                k = randrange(count)
                if k >= len(cards):
                    value = zeros[k - len(cards)]
                    turned[seat].append(value)
                    history.append(ZERO_ACTIONS[value])
                    phase = Phase.DECLARE
                    continue
                card = cards[k]
            else:
                bid = sum(pushed[seat])
                want = not declared[seat] and (bid == 0 or wins[seat] < bid)
                best = None
                if trick:
                    best = takes[trick[winning_position(trick, trump_number, top)]]
                card = cards[habit_position(cards, weakness, best, want)]
            hand.remove(card)
            if not trick:
                first = seat
            trick.append(card)
            played.append(card)
            history.append(play_actions[card])
            if len(trick) < n:
                seat = (seat + 1) % n
                continue
            position = winning_position(trick, trump_number, top)
            seat = (first + position) % n
            wins[seat] += 2 if trick[position] % width in TWO_WIN_RANKS else 1
            last, last_first, trick = trick, first, []
            if not declared[seat] and wins[seat] > sum(pushed[seat]) and coins[seat]:
                phase = Phase.PUSH  # "3.3. Update your bid"
            elif not hands[seat]:
                break
        elif phase is Phase.PUSH:
            values = sorted(set(coins[seat]))
            value = values[randrange(len(values)) if len(values) == 1 or chance() < PLAY_NOISE else 0]
            coins[seat].remove(value)
            pushed[seat].append(value)
            history.append(PUSH_ACTIONS[value])
            if not hands[seat]:
                break
            phase = Phase.PLAY
        else:  # DECLARE
            picked = turned[seat]
            action = declare_move(declaring_actions(coins[seat], picked, len(hands[seat])), rng)
            history.append(action)
            if action is DECLARE:
                declared[seat] = True
                phase = Phase.PLAY
            elif action.kind == "zero":
                picked.append(int(action.args[0]))
            else:  # a coin turned back, only when nothing else is left
                picked.remove(int(action.args[0]))
                if not picked:
                    phase = Phase.PLAY
    deck = state.deck.cards
    for hand in state.hands:
        hand.clear()
    state.trick = []
    state.played.extend(deck[card] for card in played)
    if last is not None:
        last_cards = [deck[card] for card in last]
        state.last_trick = tuple(((last_first + i) % n, card) for i, card in enumerate(last_cards))
        state.last_trick_winner = seat  # the round ends with the last trick, or its winner's push
        state.last_trick_why = trick_winner(last_cards, trump, top)[1]
    state._legal = None
    score_round(state)
