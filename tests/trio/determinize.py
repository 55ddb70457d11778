"""Trio's determinizer: a full state from one seat's view, for the shared search.

What the seat knows: its own hand and bid card, every card played (the trick, the tableaux),
the scores, the dealer and the round; a seat that did not follow the suit led (in the trick
under way or the last one) holds none of that suit in its hand (its bid card was laid before
the play, so it may be of any suit). Hidden
places: each other seat's hand and, until the round's end turns them up, its bid card.
"""

from __future__ import annotations

import random

from rules.ai.determinize import Allowed, Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from tests.trio.state import PLAYERS, TrioState, TrioView


def _shown_voids(view: TrioView) -> dict[int, set[str]]:
    """The suits each seat has shown it lacks, by playing off the suit led in the trick under
    way or the last one (the view keeps no older tricks' players)."""
    voids: dict[int, set[str]] = {seat: set() for seat in range(PLAYERS)}
    for trick in (view.last_trick, view.trick):
        if trick:
            lead = trick[0][1].suit
            for seat, card in trick[1:]:
                if card.suit != lead:
                    voids[seat].add(lead)
    return voids


def build_trio(view: TrioView) -> tuple[TrioState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Trio state is determinized only while a seat is to act")
    state = TrioState(PLAYERS, {}, 0)
    state.phase, state._cur = view.phase, view.current_player
    state.dealer, state.round, state.points = view.dealer, view.round, list(view.scores)
    state.trick = list(view.trick)
    state.tableau = [list(t) for t in view.tableau]
    state.last_trick, state.last_winner = view.last_trick, view.last_trick_winner
    state.bids = list(view.bids)
    state.hands[view.seat] = list(view.hand)
    seat = view.seat
    others = [s for s in range(PLAYERS) if s != seat]
    secret = [s for s in others if view.placed[s] and view.bids[s] is None]
    known = [c for c in view.bids if c is not None]
    played = [c for _, c in view.trick] + [c for t in view.tableau for c in t]
    unseen = unseen_cards(state.deck.cards, view.hand, played, known)
    voids = _shown_voids(view)

    def allowed_for(s: int) -> Allowed:
        return (lambda c: c.suit not in voids[s]) if voids[s] else None

    sizes = [view.hand_counts[s] for s in others] + [1] * len(secret)
    allowed = [allowed_for(s) for s in others] + [None] * len(secret)

    def place(target: TrioState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            target.hands[s] = sorted(pile, key=lambda c: c.index)
        for s, pile in zip(secret, piles[len(others) :]):
            target.bids[s] = pile[0]

    return state, Hidden(unseen, sizes, allowed, place)
