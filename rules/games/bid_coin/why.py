"""Bid Coin: the rule an illegal action breaks, in the rulebook's words
(:meth:`BidCoinState.why_illegal <rules.games.bid_coin.state.BidCoinState.why_illegal>`).
Beside :mod:`rules.games.bid_coin.state`: explaining a refusal to a player is a job of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.games.bid_coin.parts import SUIT_NAMES, Phase

if TYPE_CHECKING:
    from rules.games.bid_coin.state import BidCoinState


def why_illegal(state: BidCoinState, action: Action) -> str:
    """The rule that ``action`` breaks in ``state`` (only called for an illegal action): the
    push owed ("3.3. Update your bid"), a bid of 0's moment and coins ("Special bid: declaring
    a bid of 0"), holding the card, following the colour led ("3.1. Play a card",
    "Must-follow")."""
    kind, args, seat, phase = action.kind, action.args, state._cur, state.phase
    if phase is Phase.PUSH:
        if kind != "push":
            return "your wins exceed your bid: first push back one coin in front of you"
        return f"{action} is not a coin in front of you; push one of {sorted(set(state.coins[seat]))}"
    if kind == "push":
        return "you push a coin only when a trick you won takes your wins above your bid"
    if phase is Phase.DECLARE:
        if kind == "play":
            return "finish your zero declaration first (or take your turned coins back)"
        if kind == "declare":
            return f"the turned coins must add up to the {len(state.hands[seat])} cards in your hand"
    if kind in ("zero", "unzero", "declare"):
        if phase is Phase.PLAY and not state.may_declare(seat):
            return "you can declare a bid of 0 only before winning any trick, and only once a round"
        if kind == "unzero":
            return f"{action} is not one of your turned coins"
        return f"no set of your coins with {args[0] if args else 'it'} adds up to {len(state.hands[seat])}"
    if kind != "play" or phase is not Phase.PLAY:
        return f"{action} is not a move of Bid Coin now"
    card = state.deck.named_by(args)
    if card is None:
        return f"{action} does not name a card of this game (colours R Y G B P, ranks 0 to {state.top})"
    if card not in state.hands[seat]:
        return f"you do not hold {card}"
    if state._play_actions[card.index] in state.legal_actions():
        return f"{action} is not how a card is written: play {card.text}"
    return f"must follow the colour led ({SUIT_NAMES[state.lead_suit]})"
