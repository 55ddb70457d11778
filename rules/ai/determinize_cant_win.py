"""Can't Win: a full state from one seat's :class:`~rules.games.cant_win.CantWinView`.

Every card is dealt ("Setting Up": 12 each, 36 or 48 cards), so the unseen cards are exactly
the other hands. Tiles, bids, tokens and the score sheet are public ("All tiles and bids are
public", RULINGS "Can't Win"). A seat that did not follow the lead colour holds none of it
("3-1. Start the Trick": follow the lead colour if able); who played each card follows from
the start marker and the trick winners (:func:`rules.games.cant_win.trick_winner`).
"""

from __future__ import annotations

import random

from rules.ai.determinize import Allowed, Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.cant_win import CantWinState, CantWinView, Phase, sideways_cards, trick_winner


def _voids(view: CantWinView) -> dict[int, set[str]]:
    """Colours each seat has shown it does not hold, from the cards played this round."""
    n = len(view.hand_counts)
    sideways = [sideways_cards(n, t) if t is not None else frozenset() for t in view.tiles]
    voids: dict[int, set[str]] = {s: set() for s in range(n)}
    if view.phase is not Phase.PLAY:
        return voids
    leader = view.start_marker
    played = view.played
    for start in range(0, len(played), n):
        cards = played[start : start + n]
        plays = [((leader + i) % n, c, c in sideways[(leader + i) % n]) for i, c in enumerate(cards)]
        lead = cards[0].suit
        for who, card, _ in plays[1:]:
            if card.suit != lead:
                voids[who].add(lead)
        if len(cards) == n:
            leader = plays[trick_winner(plays)[0]][0]
    return voids


def build_cant_win(view: CantWinView) -> tuple[CantWinState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Can't Win state is determinized only while a seat is to act")
    n = len(view.hand_counts)
    state = CantWinState(n, view.options, 0)
    seat = view.seat
    state.dealer = view.dealer
    state.round_number = view.round_number
    state.score_sheet = [list(s) for s in view.score_sheet]
    state.support_tokens = list(view.support_tokens)
    state.support_supply = view.support_supply
    state.tiles = list(view.tiles)
    state.bids = list(view.bids)
    state.bid_tokens_left = view.bid_tokens_left
    state.start_marker = view.start_marker
    state._choices = sum(t is not None for t in view.tiles) + sum(b is not None for b in view.bids)
    state._sideways = [sideways_cards(n, t) if t is not None else frozenset() for t in view.tiles]
    state.trick = list(view.trick)
    state.leader = view.leader
    state.last_trick = view.last_trick
    state.last_trick_winner = view.last_trick_winner
    state.last_trick_why = view.last_trick_why
    state.tricks_won = list(view.tricks_won)
    state.played = list(view.played)
    state.phase = view.phase
    state._cur = view.current_player
    state.hands = [list(view.hand) if s == seat else [] for s in range(n)]

    voids = _voids(view)
    others = [s for s in range(n) if s != seat]

    def allowed_for(s: int) -> Allowed:
        shown = voids[s]
        return (lambda c: c.suit not in shown) if shown else None

    def place(target: CantWinState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            pile.sort(key=lambda c: c.index)
            target.hands[s] = pile

    unseen = unseen_cards(state.deck.cards, view.hand, view.played)
    sizes = [view.hand_counts[s] for s in others]
    if len(unseen) != sum(sizes):
        raise NotImplementedError(f"Can't Win: {len(unseen)} unseen cards for {sum(sizes)} hidden places")
    return state, Hidden(unseen, sizes, [allowed_for(s) for s in others], place)
