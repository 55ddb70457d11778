"""Bid Whist: what one seat sees, both ways: :func:`view` (:meth:`BidWhistState.view
<rules.games.bid_whist.state.BidWhistState.view>`, what a seat may know) and its inverse
:func:`from_view` (:meth:`BidWhistState.from_view
<rules.games.bid_whist.state.BidWhistState.from_view>`, the search bots' starting point,
:mod:`rules.ai.determinize`). Beside :mod:`rules.games.bid_whist.state`, which is the state."""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from rules.core.deals import deal_in_order, hands_around
from rules.core.tricks import suit_to_follow
from rules.games.bid_whist.parts import NUM_SEATS, RENEGE_BOOKS, BidWhistView, Phase

if TYPE_CHECKING:
    from rules.games.bid_whist.state import BidWhistState


def from_view(cls: type[BidWhistState], view: BidWhistView) -> BidWhistState:
    """The state as ``view.seat`` sees it, while a seat is to act: ``BidWhistState.from_view(view)``.

    Copied from the view: the dealer, the hand number, the scores, sets and finished hands,
    the bids and the contract, the kitty the seat has seen (sported, or its own pick-up as
    bidder), the discard count and the bidder's own discard, the jokers out, the book in
    progress, the last book and the books won, the cards played this hand, the phase and the
    seat to act; the seat's own hand is in place. The state works out again the highest bid
    to beat, how the cards rank under the contract and the suit to follow. A kitty the seat
    saw but did not pick up counts as sported; any other kitty as not.

    Hidden: the other hands, the kitty while it is face down, the discard of a seat that is
    not the bidder, and the other seats' reneges (none). The unseen cards (not in the seat's
    hand, played, out or in its own discard) go there in deck order: the other seats' hands,
    the lower seat first, then the kitty, then the discard. A caller replaces them by
    writing ``state.hands[s]`` (``view.hand_counts[s]`` cards) for each other seat ``s``,
    ``state.kitty`` (``view.kitty_count`` cards) and, when the seat is not the bidder,
    ``state.discards`` (``view.discarded`` cards); and ``state.reneges`` (seats, in order)
    for reneges it assumes. Such a deal may give a seat a suit it has shown it lacks, or a
    sported kitty card to a seat other than the bidder; a caller that cares deals around
    them (:attr:`~rules.games.bid_whist.state.BidWhistState.card_suits` gives each card's suit
    under the contract).

    Returns:
        A new state (generator seeded 0) whose ``view(view.seat)`` equals ``view`` and whose
        legal actions are the seat's when it is to act.

    Raises:
        ValueError: ``view`` has no seat to act (a deal or the jokers-out swap due, the game
            over), or its counts do not add up.
    """
    if view.current_player < 0:
        raise ValueError("a Bid Whist state is rebuilt from a view only while a seat is to act")
    state = cls(NUM_SEATS, view.options, 0)
    seat, contract, phase = view.seat, view.contract, view.phase
    state.dealer = view.dealer
    state.hand_number = view.hand_number
    state.scores_by_side = list(view.side_scores)
    state.sets = list(view.sets)
    state.last_hand = view.last_hand
    state.hand_results = view.hand_results
    state.bids = list(view.bids)
    state.high_bid = view.high_bid
    if view.high_bid is not None:
        state._high_key = state._bid_key(view.high_bid[1], view.high_bid[2])
    state.contract = contract
    state.discard_count = view.discard_count
    state.jokers_removed = view.jokers_out
    state.trick = list(view.trick)
    state.leader = view.leader
    state.last_trick = view.last_trick
    state.last_trick_winner = view.last_trick_winner
    state.books_by_seat = list(view.books_by_seat)
    state.played = list(view.played)
    state.phase = phase
    state._cur = view.current_player
    is_bidder = contract is not None and contract.bidder == seat
    state.kitty_sported = bool(view.kitty) and not is_bidder
    state.kitty_taken = view.kitty
    state.discards = list(view.discards)  # the bidder's own; empty for every other seat
    ranked = phase in (Phase.DISCARD, Phase.PLAY)
    if ranked:
        state._set_ranking()
    state._led_suit = suit_to_follow([c for _, c in view.trick], state._suit_of.get) if ranked else None

    others = [s for s in range(NUM_SEATS) if s != seat]
    discard_hidden = 0 if is_bidder else view.discarded
    sizes = [view.hand_counts[s] for s in others] + [view.kitty_count, discard_hidden]
    unseen = view.unseen()
    piles = deal_in_order(unseen, sizes, "the other hands, the kitty and the discard")
    state.hands = hands_around(seat, NUM_SEATS, view.hand, piles)
    state.kitty = piles[-2]
    if discard_hidden:
        state.discards = piles[-1]
    return state


def view(state: BidWhistState, seat: int) -> BidWhistView:
    """What ``seat`` may know of ``state``: its own hand, the public table, counts of the
    other hands, the kitty if sported (or the bidder's own pick-up), the bidder's own discard
    (rulebook "The kitty"; RULINGS "Bid Whist"). :func:`from_view` is its inverse."""
    c = state.contract
    is_bidder = c is not None and c.bidder == seat
    if state.kitty_sported or (is_bidder and state.kitty_taken):
        kitty = state.kitty_taken or tuple(state.kitty)
    else:
        kitty = ()
    return BidWhistView(
        seat=seat,
        dealer=state.dealer,
        current_player=state.current_player,
        phase=state.phase,
        hand=tuple(sorted(state.hands[seat], key=attrgetter("index"))),
        hand_counts=tuple(len(h) for h in state.hands),
        bids=tuple(state.bids),
        high_bid=state.high_bid,
        contract=c,
        kitty_count=len(state.kitty),
        kitty=tuple(kitty),
        discards=tuple(state.discards) if is_bidder else (),
        trick=tuple(state.trick),
        leader=state.leader,
        last_trick=state.last_trick,
        last_trick_winner=state.last_trick_winner,
        books=state.books,
        books_by_seat=tuple(state.books_by_seat),
        scores=tuple(state.scores()),
        side_scores=(state.scores_by_side[0], state.scores_by_side[1]),
        sets=(state.sets[0], state.sets[1]),
        played=tuple(state.played),
        hand_number=state.hand_number,
        options=dict(state.options),
        jokers=state.jokers,
        kitty_size=state.kitty_size,
        discard_count=state.discard_count,
        discarded=len(state.discards),
        jokers_out=state.jokers_removed,
        renege_books=RENEGE_BOOKS,
        last_hand=state.last_hand,
        hand_results=state.hand_results,
        winners=tuple(state.winners()),
        end_reason=state.end_reason,
    )
