"""Bid Whist's auction and kitty: the ``BID``, ``TRUMP`` and ``DISCARD`` phases of
:class:`rules.games.bid_whist.state.BidWhistState` (rulebook "Bidding", steps 1-3; RULINGS
"Bidding", "downtown first", "jokers out", "sporting the kitty").

Each phase has a quiet handler that changes the state and makes no event (the playout path,
:meth:`rules.core.state.GameState.advance`) and an eventful one (``apply``) that runs the
quiet one and then says what happened, so the two paths cannot drift apart. The state takes
these functions as its methods.
"""

from __future__ import annotations

from functools import cache
from operator import attrgetter
from typing import TYPE_CHECKING

from rules.core.actions import Action, IllegalAction
from rules.core.events import Event
from rules.core.state import CHANCE
from rules.games.bid_whist.actions import BID_ACTIONS, BID_OF, CARD_INDEX, NAMED_BY, PASS
from rules.games.bid_whist.parts import (
    KINDS,
    MAX_BID,
    NUM_SEATS,
    BidMade,
    Contract,
    ContractChosen,
    Discarded,
    JokersOut,
    KittyShown,
    KittyTaken,
    Passed,
    Phase,
    bid_text,
)

if TYPE_CHECKING:
    from rules.games.bid_whist.state import BidWhistState

KIND_RANKS = {
    False: {"uptown": 0, "downtown": 0, "notrump": 1},
    True: {"uptown": 0, "downtown": 1, "notrump": 2},
}
"""How a bid's kind ranks at one number, without and with "downtown first" (RULINGS
"Bidding")."""

deck_order = attrgetter("index")
"""Sort key of a card: its place in the deck (hands, the kitty and removed jokers are kept
in deck order)."""

_BID_TEXT = {id(a): bid_text(*nk) for nk, a in BID_ACTIONS.items()}
"""``id(bid action) -> "4 uptown"``, the text the bidding list keeps."""


@cache
def contract(bidder: int, number: int, kind: str, trump: str | None, direction: str | None) -> Contract:
    """The :class:`Contract` of these fields, made once and shared (it is frozen): a playout
    chooses a contract every hand, and a frozen dataclass is slow to build."""
    return Contract(bidder, number, kind, trump, direction)


@cache
def bids_above(minimum_bid: int, downtown_first: bool) -> dict[int, tuple[Action, ...]]:
    """The bids that beat each standing bid: ``{key: bids}`` for the key of every bid from
    ``minimum_bid`` up and for -1 (no bid yet), the bids in bidding order (a higher key
    beats a lower one; rulebook "Bidding", RULINGS "downtown first"). Made once per pair of
    options, so the legal bids are a lookup."""
    rank = KIND_RANKS[downtown_first]
    ladder = [
        (number * 3 + rank[kind], BID_ACTIONS[(number, kind)])
        for number in range(minimum_bid, MAX_BID + 1)
        for kind in KINDS
    ]
    return {high: tuple(a for key, a in ladder if key > high) for high in (-1, *(key for key, _ in ladder))}


# --- BID ----------------------------------------------------------------------------------
def dealer_forced(state: BidWhistState) -> bool:
    """RULINGS "Bidding": if the first three pass, the dealer must bid."""
    return state._cur == state.dealer and state.high_bid is None


def bid_key(state: BidWhistState, number: int, kind: str) -> int:
    """The bid's place on the ladder (a higher key beats a lower one)."""
    return number * 3 + state._kind_rank[kind]


def legal_bids(state: BidWhistState) -> list[Action]:
    """``pass`` (unless the dealer is forced) and every bid above the standing one."""
    above = state._bids_above[state._high_key]
    return list(above) if dealer_forced(state) else [PASS, *above]


def bid_quietly(state: BidWhistState, action: Action) -> bool:
    """``pass`` or ``bid N kind`` by the seat to act; True when it ends the bidding (the
    contract is then chosen and its bidder names trumps or the direction). Each seat bids
    once from the dealer's left, dealer last (rulebook "Bidding"); the bidding also ends once
    nobody can bid higher (7 no trump): the seats still to speak could only pass."""
    seat = state._cur
    if action is PASS:
        state.bids.append((seat, "pass"))
    else:
        number, kind = BID_OF[id(action)]
        state.bids.append((seat, _BID_TEXT[id(action)]))
        state.high_bid = (seat, number, kind)
        state._high_key = bid_key(state, number, kind)
    if len(state.bids) < NUM_SEATS and state._bids_above[state._high_key]:  # 7 no trump ends it
        state._cur = (seat + 1) % NUM_SEATS
        return False
    bidder, number, kind = state.high_bid
    state.contract = contract(bidder, number, kind, None, None if kind == "notrump" else kind)
    state.phase = Phase.TRUMP
    state._cur = bidder
    return True


def on_bid(state: BidWhistState, action: Action) -> list[Event]:
    """The ``BID`` phase with its events: :class:`Passed` or :class:`BidMade`, then
    :class:`ContractChosen` when the bidding ends."""
    seat = state._cur
    said: Event = Passed(seat) if action is PASS else BidMade(seat, *BID_OF[id(action)])
    if not bid_quietly(state, action):
        return [said]
    c = state.contract
    return [said, ContractChosen(c.bidder, c.number, c.kind)]


# --- TRUMP --------------------------------------------------------------------------------
def trump_quietly(state: BidWhistState, action: Action) -> None:
    """The bidder names trumps (a trump bid) or the direction (no trump), then takes the
    kitty, sported first if the house rule says so; under "jokers out" in no trump the
    jokers' swap (chance) comes first (rulebook "Bidding", steps 1-2)."""
    payload = NAMED_BY[id(action)]
    c = state.contract
    if c.notrump:
        state.contract = c = contract(c.bidder, c.number, c.kind, None, payload)
    else:
        state.contract = c = contract(c.bidder, c.number, c.kind, payload, c.kind)
    state._set_ranking()
    state.phase = Phase.DISCARD
    if c.notrump and state.options["jokers_out"]:
        state._cur = CHANCE
        return
    if not c.notrump and state.options["sport_kitty"]:
        state.kitty_sported = True
    take_kitty(state)


def on_trump(state: BidWhistState, action: Action) -> list[Event]:
    """The ``TRUMP`` phase with its events: :class:`ContractChosen` (trumps or direction),
    then :class:`KittyShown` (sported) and :class:`KittyTaken` unless the swap is due."""
    kitty = tuple(state.kitty)
    trump_quietly(state, action)
    c = state.contract
    if c.notrump:
        events: list[Event] = [ContractChosen(c.bidder, c.number, c.kind, direction=c.direction)]
    else:
        events = [ContractChosen(c.bidder, c.number, c.kind, trump=c.trump)]
    if state._cur == CHANCE:
        return events
    if state.kitty_sported:
        events.append(KittyShown(c.bidder, kitty))
    events.append(KittyTaken(c.bidder, state.discard_count, state.kitty_taken))
    return events


def take_kitty(state: BidWhistState) -> None:
    """The bidder adds the kitty to its hand, which stays in deck order (the discard is
    offered in that order), and is to discard as many cards."""
    bidder = state.contract.bidder
    state.kitty_taken = tuple(state.kitty)
    hand = state.hands[bidder]
    hand.extend(state.kitty)
    hand.sort(key=deck_order)
    state.discard_count = len(state.kitty)
    state.kitty = []
    state._cur = bidder


# --- DISCARD ------------------------------------------------------------------------------
def apply_swap(state: BidWhistState, action: Action) -> list[Event]:
    """Jokers out (RULINGS; a chance action, checked): kitty jokers leave, each held joker is
    swapped for a kitty card, then the bidder takes the kitty.

    Raises:
        IllegalAction: not a swap, or one that does not swap each held joker for a card of
            the kitty.
    """
    if action.kind != "swap":
        raise IllegalAction(f"a jokers-out swap is due, not {action}")
    holders = state._joker_holders()
    if len(action.args) != len(holders):
        raise IllegalAction(f"jokers out: {len(holders)} held joker(s) must be swapped")
    pool = [c for c in state.kitty if c.suit != "J"]
    swaps = []
    for (seat, joker), pair in zip(holders, action.args):
        jtext, _, ctext = pair.partition(":")
        try:
            card = state.deck.parse(ctext)
        except ValueError:
            card = None
        if jtext.upper() != joker.text or card not in pool:
            raise IllegalAction(f"jokers out: seat {seat} swaps {joker} for a card of the kitty")
        pool.remove(card)
        swaps.append((seat, joker, card))
    removed = [c for c in state.kitty if c.suit == "J"]
    for seat, joker, card in swaps:
        hand = state.hands[seat]
        hand[hand.index(joker)] = card
        removed.append(joker)
    state.kitty = pool
    state.jokers_removed = tuple(sorted(removed, key=deck_order))
    event = JokersOut(state.contract.bidder, state.jokers_removed, tuple(s for s, _, _ in swaps))
    take_kitty(state)
    return [event, KittyTaken(state.contract.bidder, state.discard_count, state.kitty_taken)]


def discard_quietly(state: BidWhistState, action: Action) -> None:
    """The bidder discards one card, face down; the full discard is the bidding side's first
    book, and the bidder leads the first book of play (rulebook "Bidding", 3). The swap, a
    chance action, goes through :func:`apply_swap`."""
    if state._cur == CHANCE:
        apply_swap(state, action)
        return
    card = state._cards[CARD_INDEX[id(action)]]
    seat = state._cur
    state.hands[seat].remove(card)
    state.discards.append(card)
    if len(state.discards) == state.discard_count:
        state.books_by_seat[seat] += 1
        state.phase = Phase.PLAY
        state.leader = state._cur = state.contract.bidder


def on_discard(state: BidWhistState, action: Action) -> list[Event]:
    """The ``DISCARD`` phase with its events: the swap's, or :class:`Discarded`."""
    if state._cur == CHANCE:
        return apply_swap(state, action)
    seat, card = state._cur, state._cards[CARD_INDEX[id(action)]]
    discard_quietly(state, action)
    return [Discarded(seat, card, state.phase is Phase.PLAY)]
