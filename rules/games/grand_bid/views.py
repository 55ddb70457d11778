"""Grand Bid: the state as one seat sees it, :meth:`GrandBidState.from_view
<rules.games.grand_bid.state.GrandBidState.from_view>` (the search bots' starting point,
:mod:`rules.ai.determinize`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.deals import deal_in_order, unseen_cards
from rules.games.grand_bid.events import GrandBidView
from rules.games.grand_bid.parts import PLAYERS

if TYPE_CHECKING:
    from rules.games.grand_bid.state import GrandBidState


def from_view(cls: type[GrandBidState], view: GrandBidView) -> GrandBidState:
    """The state as ``view.seat`` sees it, while a seat is to act: ``GrandBidState.from_view(view)``.

    Copied from the view: the round and its first offerer, the scores and the score sheet,
    every tableau, the discard pile, the cards everyone has seen go into a hand (revealed
    bids kept or paid, RULINGS "Grand Bid"), the last reveal, the offer, its bidders and who
    has decided, what a Double Offer's keeper may keep, the phase and the seat to act; the
    seat's own hand and its own secret bid are in place. Hidden: the rest of the other hands,
    the card set aside (Setup), and the secret bids of the other seats that have decided
    (Step 2: only that a bid is in shows). The unseen cards (in no hand shown, tableau, offer
    or discard) go in deck order to the other seats, the lower first, each holding its seen
    cards too, then the last to the card set aside; each hidden secret bid is empty (a pass).
    A caller replaces them by writing, for each other seat ``s``, ``state.hands[s]``
    (``view.hand_counts[s]`` cards sorted by :attr:`~rules.core.cards.Card.index`, holding
    ``view.known[s]``), ``state.laid[s]`` (0 to 3 cards of that hand, when
    ``view.decided[s]``), and ``state.unseen`` (``view.unseen`` cards).

    Returns:
        A new state (generator seeded 0) whose ``view(view.seat)`` equals ``view`` and whose
        legal actions are the seat's when it is to act.

    Raises:
        ValueError: ``view`` has no seat to act (a deal due, the game over), or its counts
            do not add up.
    """
    if view.current_player < 0:
        raise ValueError("a Grand Bid state is rebuilt from a view only while a seat is to act")
    state = cls(PLAYERS, {}, 0)  # Grand Bid has no options (rules/games/grand_bid/variants.yaml)
    seat = view.seat
    others = [s for s in range(PLAYERS) if s != seat]
    known = [c for s in others for c in view.known[s]]
    unseen = unseen_cards(state.deck.cards, view.hand, known, view.discard, view.offer, *view.tableaux)
    sizes = [view.hand_counts[s] - len(view.known[s]) for s in others] + [view.unseen]
    piles = deal_in_order(unseen, sizes, "the other hands and the card set aside")
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
    keeping = (
        view.phase is type(view.phase).KEEP
    )  # Phase is in rules.games.grand_bid.state, which imports this
    state.keep_how = ("won" if won else "self_take") if keeping else ""
    state.bidders = list(view.bidders)
    state.decided = list(view.decided)
    state.laid = [list(view.bid) if s == seat else [] for s in range(PLAYERS)]
    state.phase = view.phase
    state._cur = view.current_player
    state.hands = [list(view.hand) if s == seat else [] for s in range(PLAYERS)]
    for s, pile in zip(others, piles):
        state.hands[s] = sorted(pile + list(view.known[s]), key=lambda c: c.index)
    state.unseen = piles[-1]
    return state
