"""Grand Bid: a full state from one seat's :class:`~rules.games.grand_bid_events.GrandBidView`.

Public: every tableau, the offer, the discard pile, the scores, and the cards everyone has
seen go into a hand (revealed bids kept by their bidder or paid to the offerer; RULINGS
"Grand Bid"): those stay in their owner's hand in every sample. Hidden: the rest of the
other hands, the card set aside (Setup), and the secret bids of the seats that have already
bid on the offer on the table (Step 2: only whether a bid is in shows): each is sampled as
0 (a pass) to 3 cards of that seat's sampled hand, uniformly.
"""

from __future__ import annotations

import random

from rules.ai.determinize import Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.grand_bid import GrandBidState, Phase
from rules.games.grand_bid_events import GrandBidView
from rules.games.grand_bid_parts import DECK, MAX_BID, PLAYERS


def build_grand_bid(view: GrandBidView) -> tuple[GrandBidState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Grand Bid state is determinized only while a seat is to act")
    state = GrandBidState(PLAYERS, {}, 0)  # Grand Bid has no options (rules/variants/grand_bid.yaml)
    seat = view.seat
    state.round_number = view.round_number
    state.first = view.first_offerer
    state.totals = list(view.scores)
    state.sheet = [list(s) for s in view.sheet]
    state.tableaux = [list(t) for t in view.tableaux]
    state.discard = list(view.discard)
    state.known = [list(k) for k in view.known]
    state.last_auction = view.last_auction
    state.offerer = view.offerer
    state.offer = list(view.offer)
    state.keep_options = list(view.keep_options)
    auction = view.last_auction
    won = auction is not None and auction.winner == view.current_player and tuple(auction.offer) == view.offer
    state.keep_how = ("won" if won else "self_take") if view.phase is Phase.KEEP else ""
    state.bidders = list(view.bidders)
    state.decided = list(view.decided)
    state.laid = [list(view.bid) if s == seat else [] for s in range(PLAYERS)]
    state.phase = view.phase
    state._cur = view.current_player
    state.hands = [list(view.hand) if s == seat else [] for s in range(PLAYERS)]

    others = [s for s in range(PLAYERS) if s != seat]
    known = [c for s in others for c in view.known[s]]
    unseen = unseen_cards(DECK.cards, view.hand, known, view.discard, view.offer, *view.tableaux)
    sizes = [view.hand_counts[s] - len(view.known[s]) for s in others] + [view.unseen]
    if len(unseen) != sum(sizes) or min(sizes) < 0:
        raise NotImplementedError(f"Grand Bid: {len(unseen)} unseen cards for {sum(sizes)} hidden places")
    secret = [s for s in others if view.decided[s]]

    def place(target: GrandBidState, piles: list[list[Card]], rng: random.Random) -> None:
        for s, pile in zip(others, piles):
            hand = pile + list(view.known[s])
            if s in secret:
                target.laid[s] = rng.sample(hand, rng.randint(0, min(MAX_BID, len(hand))))
            hand.sort(key=lambda c: c.index)
            target.hands[s] = hand
        target.unseen = piles[-1]

    return state, Hidden(unseen, sizes, [None] * len(sizes), place)
