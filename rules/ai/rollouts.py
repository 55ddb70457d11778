"""Playout policies that are better than random where random play distorts the value of a
decision, chosen per game by :func:`policy_for`.

A playout runs on a determinized sample (never the real state), so a policy may read the
sample's hands. They are deliberately cheap (no views, no events read): a playout policy is
called tens of thousands of times per decision.

Bid Whist: in a random playout the later seats bid at random (often 7, then set) and the
bidder names a random trump and discards at random, which hides what a bid is worth. Here the
later seats pass (the dealer, forced, bids the minimum), the bidder names its longest suit
(or, in no trump, the direction its cards favour) and discards its weakest cards outside
trumps; no playout seat reneges under "reneges allowed" (a renege costs 3 books, RULINGS
"Renege"); the cards are then played by a plain habit (:func:`_bid_whist_card`), one in
:data:`PLAY_NOISE` at random.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.core.actions import Action
from rules.core.state import GameState
from rules.core.tricks import trick_winner
from rules.games.bid_coin import Phase as BidCoinPhase
from rules.games.bid_coin.parts import trick_winner as bid_coin_trick_winner
from rules.games.bid_whist import PASS, Phase
from rules.games.grand_bid.ai.baseline import GrandBidBaselineBot

FORWARD_GAMES = frozenset({"grand_bid", "bid_coin"})
"""Games with take-back moves (:data:`TAKE_BACK`)."""

TAKE_BACK = frozenset({"clear", "unzero"})
"""Action kinds that only take back a move of the same turn (Grand Bid's ``clear`` of laid bid
cards, Bid Coin's ``unzero`` of a turned coin): the search never uses them, since every
outcome they lead to is reached without them, and a random walk through them makes playouts
long."""

RolloutPolicy = Callable[[GameState, random.Random], Action]
"""``policy(state, rng) -> action`` for the seat to act in a playout (a full state: playouts
run on samples, never on the real state)."""


def random_policy(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action (the default playout policy)."""
    legal = state.legal_actions()
    return legal[rng.randrange(len(legal))]


def forward_policy(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action other than a take-back (:data:`TAKE_BACK`)."""
    legal = forward_moves(state.legal_actions())
    return legal[rng.randrange(len(legal))]


def forward_moves(moves: list[Action]) -> list[Action]:
    """``moves`` without the take-backs (all of them if nothing else is left)."""
    kept = [m for m in moves if m.kind not in TAKE_BACK]
    return kept or moves


def bid_whist_policy(state: GameState, rng: random.Random) -> Action:
    """The Bid Whist playout move (see the module doc)."""
    phase = state.phase
    if phase is Phase.PLAY:
        legal = state.proper_play_actions()  # a renege costs 3 books: no habit of play makes one
        if len(legal) == 1 or rng.random() < PLAY_NOISE:
            return legal[rng.randrange(len(legal))]
        return _bid_whist_card(state, legal)
    legal = state.legal_actions()
    if phase is Phase.BID:
        return PASS if PASS in legal else legal[0]
    hand = state.hands[state.current_player]
    if phase is Phase.TRUMP:
        if state.contract.notrump:
            high = sum(1 for c in hand if c.rank >= 10)
            low = sum(1 for c in hand if 2 <= c.rank <= 5 or c.rank == 14)
            want = "uptown" if high >= low else "downtown"
            return next(a for a in legal if a.args[0] == want)
        counts = {a.args[0]: sum(1 for c in hand if c.suit == a.args[0]) for a in legal}
        return max(legal, key=lambda a: counts[a.args[0]])
    suit_of, strength = state.card_suits, state.card_strengths
    trump = state.contract.trump

    def keep(action: Action) -> tuple[int, int]:
        card = next(c for c in hand if c.text == action.args[0])
        suit = suit_of.get(card)
        return (1 if suit is not None and suit == trump else 0, strength.get(card, 0))

    return min(legal, key=keep)


PLAY_NOISE = 0.1
"""Share of Bid Whist playout cards played at random instead of by :func:`_bid_whist_card`."""


def _bid_whist_card(state: GameState, legal: list[Action]) -> Action:
    """A plain card-play habit: lead the strongest card; second hand and later, if the
    partner is winning the book play the weakest card, else the weakest card that takes the
    lead, else the weakest card (trumps count above every other suit)."""
    suit_of, strength, trump = state.card_suits.get, state.card_strengths, state.contract.trump
    hand = {c.text: c for c in state.hands[state.current_player]}
    cards = [hand[a.args[0]] for a in legal]

    def value(card) -> int:
        return strength.get(card, 0) + (100 if trump is not None and suit_of(card) == trump else 0)

    trick = state.trick
    if not trick:
        return legal[max(range(len(cards)), key=lambda i: value(cards[i]))]
    played = [c for _, c in trick]
    try:
        best = trick_winner(played, suit_of, lambda c: strength.get(c, 0), trump)
    except ValueError:  # only jokers in no trump so far
        best = -1
    order = sorted(range(len(cards)), key=lambda i: value(cards[i]))
    if best >= 0 and trick[best][0] % 2 == state.current_player % 2:
        return legal[order[0]]
    for i in order:
        try:
            if trick_winner([*played, cards[i]], suit_of, lambda c: strength.get(c, 0), trump) == len(played):
                return legal[i]
        except ValueError:
            continue
    return legal[order[0]]


class _GrandBidLens:
    """The few view fields the Grand Bid baseline reads, taken straight from a sample (no view
    is built: this runs at every playout move)."""

    __slots__ = ("seat", "phase", "tableaux", "hand_counts", "offer", "bidders", "hand", "bid")

    def __init__(self, state: GameState) -> None:
        seat = state.current_player
        self.seat, self.phase, self.tableaux = seat, state.phase, state.tableaux
        self.hand_counts = [len(h) for h in state.hands]
        self.offer, self.bidders = state.offer, state.bidders
        self.hand, self.bid = state.hands[seat], state.laid[seat]


_GRAND_BID_HABIT = GrandBidBaselineBot()


def grand_bid_policy(state: GameState, rng: random.Random) -> Action:
    """Grand Bid playouts: the baseline's valuation of offers, bids and keeps (random play pays
    cards away for nothing and offers what rivals need), with 10% random moves."""
    legal = forward_moves(state.legal_actions())
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    return _GRAND_BID_HABIT._choose(_GrandBidLens(state), legal, rng)


def bid_coin_policy(state: GameState, rng: random.Random) -> Action:
    """Bid Coin playouts: each seat plays to its bid ("4.1 A successful bid") instead of at
    random, which hits a bid by luck and so hides what a push or a zero is worth. A seat
    short of its bid, or with no coin pushed yet, takes the trick with its weakest card that
    does, else throws its weakest; a seat at its bid or declared zero throws its strongest
    card that does not take the trick, else its weakest. A push is the smallest coin (the bid
    that asks least); no zero is declared in a playout (one begun is finished). 10% of the
    moves are random."""
    legal = forward_moves(state.legal_actions())
    if len(legal) == 1 or rng.random() < PLAY_NOISE:
        return legal[rng.randrange(len(legal))]
    phase = state.phase
    if phase is BidCoinPhase.PUSH:
        return min(legal, key=lambda a: int(a.args[0]))
    if phase is BidCoinPhase.DECLARE:
        return next((a for a in legal if a.kind == "declare"), legal[0])
    seat, trump = state.current_player, state.trump
    card_of = state.card_of
    plays = [(card_of(a), a) for a in legal if a.kind == "play"]
    plays.sort(key=lambda p: (p[0].suit == trump, p[0].rank))  # weakest first
    bid = sum(state.pushed[seat])
    want = not state.declared[seat] and (bid == 0 or state.wins[seat] < bid)
    trick = state.trick
    if not trick:
        return plays[-1][1] if want else plays[0][1]
    best = bid_coin_trick_winner([c for _, c in trick], trump, state.top)[0]
    best_card = trick[best][1]

    def takes(card) -> bool:  # the rank-0 special winner is left out: a habit, not the rules
        if card.suit == best_card.suit:
            return card.rank > best_card.rank
        return card.suit == trump

    if want:
        return next((a for c, a in plays if takes(c)), plays[0][1])
    return next((a for c, a in reversed(plays) if not takes(c)), plays[0][1])


_POLICIES: dict[str, RolloutPolicy] = {
    "bid_whist": bid_whist_policy,
    "grand_bid": grand_bid_policy,
    "bid_coin": bid_coin_policy,
}


def policy_for(game: str) -> Callable[[GameState, random.Random], Action]:
    """The playout policy of ``game``: its own (above), else random without take-backs for
    games that have them (:data:`rules.ai.ismcts.FORWARD_GAMES`), else random."""
    if game in _POLICIES:
        return _POLICIES[game]
    return forward_policy if game in FORWARD_GAMES else random_policy
