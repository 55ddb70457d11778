"""Coins' words for its suits and why a trick was won (rulebook SUITS, TRICK CARD VALUES),
shared by the presenter and its coach."""

from __future__ import annotations

from collections.abc import Iterable

from rules.core.cards import SPANISH_SUIT_NAMES, Card
from rules.games.coins import BEATS, COINS, ONE_SUIT, PAIR, THREE_SUITS


def suit_word(suit: str, capital: bool = False) -> str:
    """``"cups"`` / ``"Cups"``."""
    word = SPANISH_SUIT_NAMES[suit]
    return word.capitalize() if capital else word


def coins_in(cards: Iterable[Card]) -> int:
    """The coins a trick of ``cards`` brings its winner: one for each card of the coins suit."""
    return sum(1 for card in cards if card.suit == COINS)


def singular(suit: str) -> str:
    """``"cup"``, ``"coin"``, ``"sword"``, ``"club"``."""
    return SPANISH_SUIT_NAMES[suit][:-1]


def chain_words(suit: str) -> str:
    """Why ``suit`` wins a trick of three suits, from the suit cycle (rulebook TRICK CARD
    VALUES 1: suit A beats suit B and suit B beats suit C, so suit A wins): ``"cups beat
    coins, coins beat swords"`` (the suit missing from the trick is the one the last beats)."""
    second = BEATS[suit]
    third = BEATS[second]
    return f"{suit_word(suit)} beat {suit_word(second)}, {suit_word(second)} beat {suit_word(third)}"


def why_words(kind: str, suit: str) -> str:
    """Why a trick of ``kind`` was won by a card of ``suit`` (rulebook TRICK CARD VALUES):

    * three suits: ``"Cups beat coins, coins beat swords"`` (:func:`chain_words`);
    * two of a suit: ``"Two swords: the higher sword wins"``;
    * one suit: ``"All clubs: the highest wins"``.
    """
    if kind == THREE_SUITS:
        chain = chain_words(suit)
        return chain[0].upper() + chain[1:]
    if kind == PAIR:
        return f"Two {suit_word(suit)}: the higher {singular(suit)} wins"
    if kind == ONE_SUIT:
        return f"All {suit_word(suit)}: the highest wins"
    return ""
