"""Claiming the rest of a hand (the table's *Claim the rest*): whether a seat's remaining cards
win every remaining book whatever the others hold, and the cards played while the claim is
played out (rulebook "Card ranking", "Playing the hand")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.core.tricks import sure_winners, trick_winner
from rules.games.bid_whist.parts import Phase

if TYPE_CHECKING:
    from rules.games.bid_whist.state import BidWhistState


def claims(state: BidWhistState, seat: int) -> bool:
    """True when ``seat`` leads the next book and each of its cards wins the book it leads
    against any card another seat may hold: every card not yet played, not in its hand, not
    removed (jokers out) and, for the bidder, not among its own discards. A joker in no trump
    never wins, so a hand holding one cannot claim."""
    if state.phase is not Phase.PLAY or state.current_player != seat or state.trick:
        return False
    hand = state.hands[seat]
    known = {*state.played, *hand, *state.jokers_removed}
    if state.contract.bidder == seat:
        known.update(state.discards)
    unseen = [c for c in state.deck.cards if c not in known]
    suit_of, strength, trump = state._suit_of.get, state._strength.__getitem__, state.contract.trump

    def wins_led(card, other) -> bool:
        try:
            return trick_winner((card, other), suit_of, strength, trump) == 0
        except ValueError:  # neither can win (jokers in no trump)
            return False

    return bool(hand) and sure_winners(hand, unseen, wins_led)


def claim_move(state: BidWhistState) -> Action:
    """The seat to act plays its first card that follows suit properly (never a renege under
    the house rule that allows them: a claim plays the hand out cleanly)."""
    card = state._proper_plays(state.hands[state.current_player])[0]
    return next(a for a in state.legal_actions() if a.args and a.args[0] == card.text)
