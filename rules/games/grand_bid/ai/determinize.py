"""Grand Bid: a full state from one seat's :class:`~rules.games.grand_bid.events.GrandBidView`.

Public: every tableau, the offer, the discard pile, the scores, and the cards everyone has
seen go into a hand (revealed bids kept by their bidder or paid to the offerer; RULINGS
"Grand Bid"): those stay in their owner's hand in every sample. Hidden: the rest of the
other hands, the card set aside (Setup), and the secret bids of the seats that have already
bid on the offer on the table (Step 2: only whether a bid is in shows): each is sampled as
0 (a pass) to 3 cards of that seat's sampled hand, uniformly. The template is
:meth:`GrandBidState.from_view <rules.games.grand_bid.state.GrandBidState.from_view>`.
"""

from __future__ import annotations

import random

from rules.ai.determinize import Hidden
from rules.core.cards import Card
from rules.core.deals import unseen_cards
from rules.games.grand_bid.events import GrandBidView
from rules.games.grand_bid.parts import DECK, MAX_BID, PLAYERS
from rules.games.grand_bid.state import GrandBidState


def build_grand_bid(view: GrandBidView) -> tuple[GrandBidState, Hidden]:
    """The template state and hidden places for ``view`` (see :mod:`rules.ai.determinize`).

    Raises:
        NotImplementedError: for a view taken while no seat is to act (deal due, game over).
        ValueError: a view whose counts do not add up (:meth:`GrandBidState.from_view`).
    """
    if view.current_player < 0:
        raise NotImplementedError("a Grand Bid state is determinized only while a seat is to act")
    state = GrandBidState.from_view(view)
    seat = view.seat
    others = [s for s in range(PLAYERS) if s != seat]
    known = [c for s in others for c in view.known[s]]
    unseen = unseen_cards(DECK.cards, view.hand, known, view.discard, view.offer, *view.tableaux)
    sizes = [view.hand_counts[s] - len(view.known[s]) for s in others] + [view.unseen]
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
