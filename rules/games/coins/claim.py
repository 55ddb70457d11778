"""Claiming the rest of a hand (the table's *Claim the rest*): whether a seat's remaining cards
win every remaining trick whatever the others hold (rulebook TRICK CARD VALUES, PLAY).

Coins has no suit to follow, and a trick is decided by all three cards together: two cards of
one suit from the other seats beat a leader of another suit however high it is. So a lead is
sure only against every *pair* of cards the other two seats may play, not against each card
alone as in a game with one ranking (:func:`rules.core.tricks.sure_winners`).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from rules.games.coins.parts import Phase, decide_trick

if TYPE_CHECKING:
    from rules.core.cards import Card
    from rules.games.coins.state import CoinsState


def sure_lead(card: Card, unseen: list[Card]) -> bool:
    """True when ``card``, led, wins the trick whichever two of ``unseen`` the other seats
    play (the order of play does not change a Coins trick: :func:`decide_trick` looks only at
    the suits and ranks)."""
    return all(decide_trick((card, a, b)).index == 0 for a, b in combinations(unseen, 2))


def claims(state: CoinsState, seat: int) -> bool:
    """True when ``seat`` leads the next trick and each of its cards wins the trick it leads
    against any two cards the others may hold: every card not yet played and not in its hand
    (nothing else is known in Coins: any card may be played, so a play shows no void). Each
    of its cards then still wins when it leads later, the unseen cards being fewer; and
    winning, it leads again, so it takes every remaining trick in any order."""
    if state.phase is not Phase.PLAY or state.current_player != seat or state.trick:
        return False
    hand = state.hands[seat]
    known = {*state.played, *hand}
    unseen = [c for c in state.deck.cards if c not in known]
    return bool(hand) and all(sure_lead(card, unseen) for card in hand)
