"""Claiming the rest of a hand (the table's *Claim the rest*): whether a seat's remaining cards
win every remaining book whatever the others hold, and the cards played while the claim is
played out (rulebook "Card ranking", "Playing the hand")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.core.tricks import sure_winners, trick_winner
from rules.games.bid_whist.parts import Phase

if TYPE_CHECKING:
    from rules.core.cards import Card
    from rules.games.bid_whist.state import BidWhistState


def claims(state: BidWhistState, seat: int) -> bool:
    """True when ``seat`` leads the next book and its cards win every remaining book against
    any card another seat may hold (every card not yet played, not in its hand, not removed
    (jokers out) and, for the bidder, not among its own discards): each card wins the book it
    leads, or, trumps led first, each trump does and they draw the others' trumps before the
    rest do (:func:`wins_drawing_trumps`). A joker in no trump never wins, so a hand holding
    one cannot claim."""
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

    if not hand:
        return False
    if sure_winners(hand, unseen, wins_led):
        return True
    if trump is None or state._reneges_allowed:  # (a renege may keep a trump back to ruff)
        return False
    return wins_drawing_trumps(hand, unseen, lambda card: suit_of(card) == trump, wins_led)


def wins_drawing_trumps(
    hand: list[Card],
    unseen: list[Card],
    is_trump: Callable[[Card], bool],
    wins_led: Callable[[Card, Card], bool],
) -> bool:
    """True when ``hand``, its trumps led first, wins every book against any card of
    ``unseen``: each trump of the hand beats every unseen card, the hand holds at least as
    many trumps as are unseen (a trump led takes one from every seat that holds any, which
    must follow suit, so after them no other seat holds a trump), and each other card beats
    every unseen card but the trumps (a tester held the top trumps and three aces, downtown,
    and was offered no claim until the other trumps had fallen)."""
    trumps = [c for c in hand if is_trump(c)]
    theirs = [c for c in unseen if is_trump(c)]
    if not trumps or len(trumps) < len(theirs) or not sure_winners(trumps, unseen, wins_led):
        return False
    rest = [c for c in unseen if not is_trump(c)]
    return sure_winners([c for c in hand if not is_trump(c)], rest, wins_led)


def claim_move(state: BidWhistState) -> Action:
    """The seat to act plays its first card that follows suit properly (never a renege under
    the house rule that allows them: a claim plays the hand out cleanly); the claimer, on
    lead, its trumps first (:func:`wins_drawing_trumps`)."""
    proper = state._proper_plays(state.hands[state.current_player])
    trump = state.contract.trump
    if not state.trick and trump is not None:
        proper = sorted(proper, key=lambda c: state._suit_of.get(c) != trump)  # (stable)
    card = proper[0]
    return next(a for a in state.legal_actions() if a.args and a.args[0] == card.text)
