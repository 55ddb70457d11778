"""Bid Whist: a full state from one seat's :class:`~rules.games.bid_whist.state.BidWhistView`.

What the seat knows and the sample keeps (rulebook "Playing the hand"; RULINGS "Bid Whist"):

* its own hand, every card played this hand (in order, so who played each card and who won
  each book follow from the contract's ranking), the bids and the contract;
* shown voids: a seat that did not follow the suit led holds none of it (jokers count as
  trumps in a trump hand; in no trump a joker played to a led suit shows a void unless
  "jokers any time"); with "reneges allowed" nothing is shown, anyone may have reneged;
* a sported kitty: its cards not yet played are in the bidder's hand or discard;
* its own pick-up and discard when it is the bidder; the jokers removed ("jokers out").

The bids weigh the re-deals (:mod:`rules.games.bid_whist.ai.bid_readings`): a hand that bid high is
likelier strong, one that passed early likelier weak; no hand is ruled out.

Hidden places: each other seat's hand, the kitty while it is face down, and the discard for a
seat that is not the bidder. Other seats' reneges are not known and are sampled as none; the
seat's own reneges are found from its own plays. The template is
:meth:`BidWhistState.from_view <rules.games.bid_whist.state.BidWhistState.from_view>`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from rules.ai.determinize import Allowed, Hidden, weights_product
from rules.core.cards import Card
from rules.core.tricks import suit_to_follow, trick_winner
from rules.games.bid_whist.ai.bid_readings import deal_weight as bid_weight
from rules.games.bid_whist.ai.bid_readings import readings as bid_readings
from rules.games.bid_whist.ai.play_readings import deal_weight as play_weight
from rules.games.bid_whist.ai.play_readings import readings as play_readings
from rules.games.bid_whist.parts import NUM_SEATS, BidWhistView, Phase
from rules.games.bid_whist.state import BidWhistState


def _who_played(
    view: BidWhistView, suit_of: Mapping[Card, str], strength: Mapping[Card, int]
) -> list[tuple[int, Card, str | None]]:
    """``(seat, card, suit to follow when played)`` for every card played this hand, in order;
    the first leader is the bidder and each book's winner leads the next (rulebook "Playing
    the hand")."""
    contract = view.contract
    out = []
    leader = contract.bidder
    played = view.played
    for start in range(0, len(played), NUM_SEATS):
        cards = played[start : start + NUM_SEATS]
        for i, card in enumerate(cards):
            out.append(((leader + i) % NUM_SEATS, card, suit_to_follow(cards[:i], suit_of.get)))
        if len(cards) == NUM_SEATS:
            won = trick_winner(cards, suit_of.get, strength.__getitem__, contract.trump)
            leader = (leader + won) % NUM_SEATS
    return out


def build_bid_whist(view: BidWhistView) -> tuple[BidWhistState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal or swap due,
            game over).
        ValueError: a view whose counts do not add up (:meth:`BidWhistState.from_view`).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Bid Whist state is determinized only while a seat is to act")
    state = BidWhistState.from_view(view)
    seat, contract, phase = view.seat, view.contract, view.phase
    bidder = contract.bidder if contract is not None else None
    is_bidder = bidder == seat
    sported = bool(view.kitty) and not is_bidder
    ranked = phase in (Phase.DISCARD, Phase.PLAY)
    suit_of = state.card_suits

    voids: dict[int, set[str]] = {s: set() for s in range(NUM_SEATS)}
    played_by: dict[int, list[Card]] = {s: [] for s in range(NUM_SEATS)}
    plays: list[tuple[int, Card, str | None]] = []
    reneges_allowed = bool(view.options["reneges_allowed"])
    if phase is Phase.PLAY:
        any_time = bool(view.options["jokers_any_time"]) and contract.trump is None
        plays = _who_played(view, suit_of, state.card_strengths)
        own_later = list(view.hand)
        for who, card, _ in plays:
            played_by[who].append(card)
        for who, card, led in reversed(plays):  # the seat's own hand grows back in reverse
            if who == seat:
                own_later.append(card)
            if led is None or suit_of.get(card) == led:
                continue
            if who == seat and reneges_allowed:
                if any(suit_of.get(c) == led for c in own_later if c is not card):
                    state.reneges.insert(0, seat)
            elif not reneges_allowed and not (any_time and card.suit == "J"):
                voids[who].add(led)

    others = [s for s in range(NUM_SEATS) if s != seat]
    sizes = [view.hand_counts[s] for s in others]

    def allowed_for(s: int) -> Allowed:
        shown, barred = voids[s], (set(view.kitty) if sported and s != bidder else set())
        if not shown and not barred:
            return None
        return lambda c: c not in barred and (suit_of.get(c) if ranked else c.suit) not in shown

    allowed = [allowed_for(s) for s in others]
    kitty_place = view.kitty_count > 0
    if kitty_place:
        sizes.append(view.kitty_count)
        allowed.append(None)
    discard_place = not is_bidder and view.discarded > 0
    if discard_place:
        sizes.append(view.discarded)
        allowed.append(None)
    unseen = view.unseen()

    def place(target: BidWhistState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            target.hands[s] = pile
        rest = piles[len(others) :]
        if kitty_place:
            target.kitty = rest.pop(0)
        if discard_place:
            target.discards = rest.pop(0)

    bids = bid_readings(view.bids, int(view.options["minimum_bid"]), view.dealer)
    weights = [bid_weight(bids, others, played_by)]
    if plays:
        ducks = play_readings(plays, suit_of, state.card_strengths, contract.trump, not reneges_allowed)
        weights.append(play_weight(ducks, others, suit_of, state.card_strengths))
    weight = weights_product([w for w in weights if w is not None])
    return state, Hidden(unseen, sizes, allowed, place, weight)
