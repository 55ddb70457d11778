"""Bid Whist's card ranking: how the cards count under a contract (rulebook "Card ranking";
RULINGS "Ranking with trumps"). The state (:mod:`rules.games.bid_whist.state`) keeps the ranking of
the hand in play; the baseline bot reads the rank order.
"""

from __future__ import annotations

from functools import cache

from rules.core.actions import Action
from rules.core.cards import FRENCH_SUITS, Card, Deck, make_french_deck
from rules.games.bid_whist.actions import PLAY_OF


def rank_strengths(direction: str) -> dict[int, int]:
    """Strength of each rank 2..14 (Ace = 14) in ``direction``; larger wins.

    Uptown: A K Q ... 2. Downtown: A 2 3 ... K - the Ace is always highest
    (rulebook "Card ranking"; RULINGS "Ranking with trumps").
    """
    if direction == "uptown":
        return {r: r for r in range(2, 15)}
    return {r: (14 if r == 14 else 15 - r) for r in range(2, 15)}


def ranking(deck: Deck, trump: str | None, direction: str) -> tuple[dict[Card, str], dict[Card, int]]:
    """How the cards of ``deck`` count in a hand (rulebook "Card ranking"; RULINGS "Ranking").

    Args:
        deck: the hand's deck (one or two jokers).
        trump: the trump suit code, or ``None`` in no trump.
        direction: ``"uptown"`` or ``"downtown"``.

    Returns:
        ``(suit_of, strength)``: the suit each card counts as (jokers count as the trump
        suit in a trump hand and are missing - no suit - in no trump) and its strength, larger
        winning (big joker > little joker > every suit card; jokers have no strength in no trump).
    """
    ranks = rank_strengths(direction)
    suit_of: dict[Card, str] = {}
    strength: dict[Card, int] = {}
    for card in deck.cards:
        if card.suit == "J":
            if trump is not None:
                suit_of[card] = trump
                strength[card] = 100 + card.rank
        else:
            suit_of[card] = card.suit
            strength[card] = ranks[card.rank]
    return suit_of, strength


@cache
def book_keys(jokers: int, trump: str | None, direction: str, led: str) -> dict[Card, int]:
    """How each card of the deck with ``jokers`` jokers ranks in a book whose suit to follow is
    ``led``, under a contract: the highest key wins the book (rulebook "Playing the hand": the
    highest trump, else the highest card of the suit led), -1 for a card that cannot win it
    (another suit, a joker in no trump). Cached and shared: read-only."""
    suit_of, strength = ranking(make_french_deck(jokers), trump, direction)
    keys = {}
    for card in make_french_deck(jokers).cards:
        suit = suit_of.get(card)
        if suit is not None and suit == trump:
            keys[card] = 1000 + strength[card]
        else:
            keys[card] = strength[card] if suit == led else -1
    return keys


@cache
def contract_tables(jokers: int, trump: str | None, direction: str) -> tuple[dict, dict, dict, dict]:
    """What the state reads at each play under a contract: the deck's :func:`ranking`
    (``suit_of``, ``strength``), per suit the play of each of its cards (suit -> card ->
    action) and per suit led the cards' keys in the book (:func:`book_keys`). Made once per
    contract and shared by every state (read-only), since a playout names trumps every
    hand."""
    deck = make_french_deck(jokers)
    suit_of, strength = ranking(deck, trump, direction)
    plays: dict[str, dict[Card, Action]] = {s: {} for s in FRENCH_SUITS}
    for card, suit in suit_of.items():
        plays[suit][card] = PLAY_OF[card]
    keys = {led: book_keys(jokers, trump, direction, led) for led in FRENCH_SUITS}
    return suit_of, strength, plays, keys
