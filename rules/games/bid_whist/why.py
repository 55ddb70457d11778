"""Bid Whist: the rule an illegal action breaks, in the rulebook's words
(:meth:`BidWhistState.why_illegal <rules.games.bid_whist.state.BidWhistState.why_illegal>`).
Beside :mod:`rules.games.bid_whist.state`: explaining a refusal to a player is a job of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.core.cards import SUIT_NAMES
from rules.core.tricks import suit_to_follow
from rules.games.bid_whist.parts import KINDS, MAX_BID, Phase, bid_text

if TYPE_CHECKING:
    from rules.games.bid_whist.state import BidWhistState


def why_illegal(state: BidWhistState, action: Action) -> str:
    """The rule that ``action`` breaks in ``state`` (only called for an illegal action): the
    phase's kind of move (rulebook "Bidding", "Naming trumps", "The kitty", "Play"), a bid's
    form, the minimum and the bid to beat, holding the card, following suit (a led joker
    calls for trumps; in no trump a joker only when void, RULINGS "Bid Whist")."""
    phase = state.phase
    kind = action.kind
    expected = {
        Phase.BID: "it is the bidding: bid or pass",
        Phase.TRUMP: (
            "the bidder must name the direction (uptown or downtown)"
            if state.contract and state.contract.notrump
            else "the bidder must name the trump suit"
        ),
        Phase.DISCARD: "the bidder must discard",
        Phase.PLAY: "it is time to play a card",
    }
    wanted = {
        Phase.BID: ("bid", "pass"),
        Phase.TRUMP: ("trump", "direction"),
        Phase.DISCARD: ("discard",),
        Phase.PLAY: ("play",),
    }
    if kind not in wanted.get(phase, ()):
        return f"{action} is not allowed now: {expected.get(phase, 'no move is due')}"
    if kind == "pass":
        return "the dealer must bid when the first three pass"
    if kind == "bid":
        try:
            number, bid_kind = int(action.args[0]), action.args[1]
        except (IndexError, ValueError):
            return "a bid is a number 3 to 7 and uptown, downtown or notrump, e.g. 'bid 4 uptown'"
        if bid_kind not in KINDS or not 3 <= number <= MAX_BID or len(action.args) != 2:
            return "a bid is a number 3 to 7 and uptown, downtown or notrump, e.g. 'bid 4 uptown'"
        if number < state.minimum_bid:
            return f"the minimum bid is {state.minimum_bid}"
        _, hn, hk = state.high_bid
        return f"bid must beat {bid_text(hn, hk)}"
    if kind == "trump":
        if state.contract.notrump:
            return "a no-trump bidder names a direction (uptown or downtown), not a trump suit"
        return "the trump suit must be one of S, H, D, C"
    if kind == "direction":
        if not state.contract.notrump:
            return "an uptown or downtown bidder names a trump suit, not a direction"
        return "the direction must be uptown or downtown"
    # discard / play: a card
    card = state.deck.named_by(action.args)
    if card is None:
        return f"{action} does not name one card of this deck"
    hand = state.hands[state.current_player]
    if card not in hand:
        return f"you do not hold {card}"
    if Action(kind, (card.text,)) in state.legal_actions():
        return f"{action} is not how the card is written: {kind} {card.text}"
    suit = suit_to_follow([c for _, c in state.trick], state.card_suits.get)
    name = SUIT_NAMES[suit]
    led = state.trick[0][1]
    if led.suit == "J" and not state.contract.notrump:
        return f"must follow suit: a joker was led, which calls for trumps, and you hold {name}"
    if card.suit == "J" and state.contract.notrump:
        return (
            f"in no trump a joker may be played only when you cannot follow suit: "
            f"{name} were led and you hold {name}"
        )
    return f"must follow suit: {name} were led and you hold {name}"
