"""Bid Whist's playout policy (:attr:`rules.ai.game_ai.GameAI.policy`).

In a random playout the later seats bid at random (often 7, then set) and the bidder names a
random trump and discards at random, which hides what a bid is worth. Here the later seats
pass (the dealer, forced, bids the minimum), the bidder names its longest suit (or, in no
trump, the direction its cards favour) and discards its weakest cards outside trumps; no
playout seat reneges under "reneges allowed" (a renege costs 3 books, RULINGS "Renege"); the
cards are then played by a plain habit (:func:`_bid_whist_card`), one in
:data:`~rules.ai.rollouts.PLAY_NOISE` at random. Cheap on purpose: it reads the sample's
hands directly and is called tens of thousands of times per decision.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

from rules.ai.rollouts import PLAY_NOISE
from rules.core.actions import Action
from rules.core.cards import Card, make_french_deck
from rules.core.state import GameState
from rules.games.bid_whist.actions import DISCARD_OF, PASS, cards_played
from rules.games.bid_whist.auction import dealer_forced
from rules.games.bid_whist.parts import Phase
from rules.games.bid_whist.ranking import ranking


def bid_whist_policy(state: GameState, rng: random.Random) -> Action:
    """The Bid Whist playout move (see the module doc)."""
    phase = state.phase
    if phase is Phase.PLAY:
        legal = state.proper_play_actions()  # a renege costs 3 books: no habit of play makes one
        if len(legal) == 1 or rng.random() < PLAY_NOISE:
            return legal[rng.randrange(len(legal))]
        return _bid_whist_card(state, legal)
    if phase is Phase.BID:  # pass, unless the dealer must bid (then the lowest bid)
        return state.legal_view()[0] if dealer_forced(state) else PASS
    legal = state.legal_view()
    if phase is Phase.TRUMP:
        hand = state.hands[state.current_player]
        if state.contract.notrump:
            high = sum(1 for c in hand if c.rank >= 10)
            low = sum(1 for c in hand if 2 <= c.rank <= 5 or c.rank == 14)
            want = "uptown" if high >= low else "downtown"
            return next(a for a in legal if a.args[0] == want)
        counts = Counter(c.suit for c in hand)
        return max(legal, key=lambda a: counts[a.args[0]])
    return discard_order(state)[0]


def discard_order(state: GameState) -> list[Action]:
    """The bidder's discards in the order the playout policy makes them: the weakest cards by
    :func:`habit_values` first (every card outside trumps before a trump; the first of equals
    in hand order). The policy discards the first; the fast playout
    (:mod:`rules.games.bid_whist.ai.playout`) all it needs at once, which is the same, since
    taking the first out leaves the others in order."""
    contract = state.contract
    values = habit_values(state.jokers, contract.trump, contract.direction)
    return [DISCARD_OF[card] for card in sorted(state.hands[state.current_player], key=values.__getitem__)]


def _bid_whist_card(state: GameState, legal: list[Action]) -> Action:
    """A plain card-play habit: lead the strongest card; second hand and later, if the
    partner is winning the book play the weakest card, else the weakest card that takes the
    lead, else the weakest card (trumps count above every other suit)."""
    values = habit_values(state.jokers, state.contract.trump, state.contract.direction)
    card_of = cards_played(state.deck)
    cards = [card_of[id(a)] for a in legal]
    trick = state.trick
    if not trick:
        return legal[max(range(len(cards)), key=lambda i: values[cards[i]])]
    order = sorted(range(len(cards)), key=lambda i: values[cards[i]])
    keys = state.book_keys()
    if keys is None:  # only jokers so far (no trump): any card of a suit takes the lead
        return next((legal[i] for i in order if state.card_suits.get(cards[i]) is not None), legal[order[0]])
    best, top = -1, -1
    for seat, card in trick:
        if keys[card] > top:
            best, top = seat, keys[card]
    if best % 2 == state.current_player % 2:
        return legal[order[0]]
    return next((legal[i] for i in order if keys[cards[i]] > top), legal[order[0]])


@cache
def habit_values(jokers: int, trump: str | None, direction: str) -> dict[Card, int]:
    """How much the habit of :func:`_bid_whist_card` values each card under a contract:
    its strength, trumps 100 above every other suit, a joker in no trump 0."""
    suit_of, strength = ranking(make_french_deck(jokers), trump, direction)
    return {
        card: strength.get(card, 0) + (100 if trump is not None and suit_of.get(card) == trump else 0)
        for card in make_french_deck(jokers).cards
    }
