"""Claiming the rest of a round (the table's *Claim the rest*): whether a seat's remaining cards
win every remaining trick whatever the others hold ("3-2. Determining the Winner")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.tricks import sure_winners
from rules.games.cant_win.parts import Phase, trick_winner

if TYPE_CHECKING:
    from rules.games.cant_win.state import CantWinState


def claims(state: CantWinState, seat: int) -> bool:
    """True when ``seat`` leads the next trick and each of its cards wins the trick it leads,
    upright, against any card another seat may hold (every card not yet played and not in its
    hand, taken as played upright: a card played sideways never beats an upright one). A card
    under the seat's own tile (played sideways) cannot win, so a hand holding one cannot
    claim."""
    if state.phase is not Phase.PLAY or state.current_player != seat or state.trick:
        return False
    hand = state.hands[seat]
    known = {*state.played, *hand}
    unseen = [c for c in state.deck.cards if c not in known]
    sideways = state._sideways[seat]
    other = (seat + 1) % state.num_players

    def wins_led(card, card_other) -> bool:
        return (
            card not in sideways and trick_winner([(seat, card, False), (other, card_other, False)])[0] == 0
        )

    return bool(hand) and sure_winners(hand, unseen, wins_led)
