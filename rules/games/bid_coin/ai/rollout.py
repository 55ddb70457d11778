"""Bid Coin's playout policy (:attr:`rules.ai.game_ai.GameAI.policy`): each seat plays to
its bid instead of at random. Its habit works on card numbers (:func:`habit_tables`,
:func:`habit_position`, :func:`declare_move`), which the fast playout
(:mod:`rules.games.bid_coin.ai.playout`) shares."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from rules.ai.rollouts import PLAY_NOISE
from rules.core.actions import Action
from rules.core.state import GameState
from rules.games.bid_coin.parts import SUIT_NUMBERS, Phase, make_bid_coin_deck, winning_position

TAKE_BACKS = frozenset({"unzero"})
"""Bid Coin's take-back: ``unzero`` turns a coin back up during a zero declaration (the
search never tries it, :attr:`rules.ai.game_ai.GameAI.take_backs`)."""


@cache
def habit_tables(players: int, trump: str) -> tuple[list[int], list[list[bool]]]:
    """The habit's tables by :attr:`~rules.core.cards.Card.index` for the deck of ``players``
    with ``trump``: each card's weakness (higher is stronger: the other colours by rank, then
    the trumps by rank; cards of equal weakness are told apart by their order in the hand),
    and ``takes[best][card]``: whether ``card`` takes a trick whose winning card so far is
    ``best`` as the habit counts it (higher in ``best``'s colour, or a trump over another
    colour; the rank-0 special winner is left out: a habit, not the rules). Shared: read-only."""
    deck = make_bid_coin_deck(players).cards
    weakness = [(len(deck) if c.suit == trump else 0) + c.rank for c in deck]
    takes = [
        [(c.rank > best.rank) if c.suit == best.suit else c.suit == trump for c in deck] for best in deck
    ]
    return weakness, takes


def habit_position(
    cards: Sequence[int], weakness: Sequence[int], takes: Sequence[bool] | None, want: bool
) -> int:
    """The position in ``cards`` (card numbers in hand order, at most 16) of the habit's card.

    Leading (``takes`` is ``None``): the strongest card (the last of equals) when the seat
    wants tricks (``want``), else the weakest (the first of equals). Following (``takes`` is
    the row of :func:`habit_tables` for the trick's winning card so far): the weakest card
    that takes the trick when the seat wants tricks, else the strongest that does not;
    failing that, the weakest card. Ties go as in a stable sort of ``cards`` by weakness
    read from either end: each card's key is its weakness times 16 plus its position.
    """
    keys = [weakness[card] * 16 + position for position, card in enumerate(cards)]
    if takes is None:
        return (max(keys) if want else min(keys)) & 15
    if want:
        chosen = [key for key, card in zip(keys, cards) if takes[card]]
        return (min(chosen) if chosen else min(keys)) & 15
    chosen = [key for key, card in zip(keys, cards) if not takes[card]]
    return (max(chosen) if chosen else min(keys)) & 15


def declare_move(legal: Sequence[Action], rng: random.Random) -> Action:
    """The policy's move in the middle of a zero declaration, from its ``legal`` actions:
    never a coin turned back unless nothing else is left; at random one time in
    :data:`PLAY_NOISE` (or with one choice), else the declaration as soon as it can be made,
    else the first (smallest) coin to turn."""
    legal = [a for a in legal if a.kind != "unzero"] or legal
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    return next((a for a in legal if a.kind == "declare"), legal[0])


def bid_coin_policy(state: GameState, rng: random.Random) -> Action:
    """Bid Coin playouts: each seat plays to its bid ("4.1 A successful bid") instead of at
    random, which hits a bid by luck and so hides what a push or a zero is worth. A seat
    short of its bid, or with no coin pushed yet, takes the trick with its weakest card that
    does, else throws its weakest; a seat at its bid or declared zero throws its strongest
    card that does not take the trick, else its weakest (:func:`habit_position`). A push is
    the smallest coin (the bid that asks least); no zero is declared in a playout (one begun
    is finished, :func:`declare_move`). 10% of the moves are random."""
    phase = state.phase
    legal = state.legal_view()
    if phase is Phase.DECLARE:
        return declare_move(legal, rng)
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    if phase is Phase.PUSH:
        return legal[0]  # the smallest coin: the pushes are offered in ascending order
    seat, trump = state.current_player, state.trump
    card_of = state.card_of
    plays = [a for a in legal if a.kind == "play"]
    cards = [card_of(a).index for a in plays]
    weakness, takes = habit_tables(state.num_players, trump)
    bid = sum(state.pushed[seat])
    want = not state.declared[seat] and (bid == 0 or state.wins[seat] < bid)
    trick = [c.index for _, c in state.trick]
    best = takes[trick[winning_position(trick, SUIT_NUMBERS[trump], state.top)]] if trick else None
    return plays[habit_position(cards, weakness, best, want)]
