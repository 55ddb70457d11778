"""Can't Win: a full state from one seat's :class:`~rules.games.cant_win.state.CantWinView`.

Every card is dealt ("Setting Up": 12 each, 36 or 48 cards), so the unseen cards are exactly
the other hands. Tiles, bids, tokens and the score sheet are public ("All tiles and bids are
public", RULINGS "Can't Win"). A seat that did not follow the lead colour holds none of it
("3-1. Start the Trick": follow the lead colour if able); who played each card follows from
the start marker and the trick winners (:func:`rules.games.cant_win.state.trick_winner`). The
template is :meth:`CantWinState.from_view <rules.games.cant_win.state.CantWinState.from_view>`.
"""

from __future__ import annotations

import random

from rules.ai.determinize import Allowed, Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.cant_win.parts import CantWinView, Phase, sideways_cards, trick_winner
from rules.games.cant_win.state import CantWinState


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
        ValueError: a view whose counts do not add up (:meth:`CantWinState.from_view`).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Can't Win state is determinized only while a seat is to act")
    n = len(view.hand_counts)
    state = CantWinState.from_view(view)
    seat = view.seat
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
    return state, Hidden(unseen, sizes, [allowed_for(s) for s in others], place)
