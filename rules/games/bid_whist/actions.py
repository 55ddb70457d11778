"""Bid Whist's moves as interned actions: one :class:`Action` object per possible move, so
the state's phase handlers decode an action by identity and legal actions are built from
ready objects (speed: random play-outs and bot search). Used by
:class:`rules.games.bid_whist.state.BidWhistState`; the package exports the public names."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.core.actions import Action
from rules.core.cards import FRENCH_SUITS, Card, Deck, make_french_deck
from rules.core.events import CardPlayed
from rules.games.bid_whist.parts import DIRECTIONS, KINDS, MAX_BID, NUM_SEATS

FULL_DECK = make_french_deck(2)
PASS = Action("pass")
BID_ACTIONS = {(n, k): Action("bid", (str(n), k)) for n in range(3, MAX_BID + 1) for k in KINDS}
TRUMP_ACTIONS = {s: Action("trump", (s,)) for s in FRENCH_SUITS}
DIRECTION_ACTIONS = {d: Action("direction", (d,)) for d in DIRECTIONS}
PLAY_ACTIONS = tuple(Action("play", (c.text,)) for c in FULL_DECK.cards)
"""Indexed by :attr:`Card.index` (the same index in the one- and two-joker decks)."""
DISCARD_ACTIONS = tuple(Action("discard", (c.text,)) for c in FULL_DECK.cards)

BID_OF = {id(a): nk for nk, a in BID_ACTIONS.items()}
"""``id(bid action) -> (number, kind)``."""
NAMED_BY = {id(a): s for s, a in TRUMP_ACTIONS.items()} | {id(a): d for d, a in DIRECTION_ACTIONS.items()}
"""``id(trump or direction action) -> suit code or direction``."""
CARD_INDEX = {id(a): card.index for card, a in zip(FULL_DECK.cards, PLAY_ACTIONS)}
CARD_INDEX.update({id(a): card.index for card, a in zip(FULL_DECK.cards, DISCARD_ACTIONS)})
"""``id(play or discard action) -> Card.index``."""
INTERNED: dict[Action, Action] = {
    a: a for a in (PASS, *BID_ACTIONS.values(), *TRUMP_ACTIONS.values(), *DIRECTION_ACTIONS.values())
} | {a: a for a in (*PLAY_ACTIONS, *DISCARD_ACTIONS)}
"""Every move's interned object by value (a move parsed from its text is equal to it, not it)."""


def interned(actions: Sequence[Action]) -> list[Action]:
    """``actions`` as the interned objects the lookups by identity above know (an action
    that is not a Bid Whist move is kept as it is)."""
    return [INTERNED.get(a, a) for a in actions]


PLAY_OF: dict[Card, Action] = {}
DISCARD_OF: dict[Card, Action] = {}
for _jokers in (1, 2):
    for _card in make_french_deck(_jokers).cards:
        PLAY_OF[_card] = PLAY_ACTIONS[_card.index]
        DISCARD_OF[_card] = DISCARD_ACTIONS[_card.index]


@cache
def play_events(deck: Deck) -> tuple[tuple[CardPlayed, ...], ...]:
    """The interned play events of ``deck``, indexed ``[seat][card.index]``."""
    return tuple(tuple(CardPlayed(s, c) for c in deck.cards) for s in range(NUM_SEATS))


@cache
def cards_played(deck: Deck) -> dict[int, Card]:
    """``id(play action) -> card`` of ``deck`` (one lookup where the play phase would take
    two through :data:`CARD_INDEX`)."""
    return {id(PLAY_ACTIONS[card.index]): card for card in deck.cards}
