"""Coins: the rules (:mod:`.state` and its parts), the variant file and the computer players
(:mod:`.ai`). The names other packages use are importable from here."""

from rules.games.coins.parts import (
    BEATS,
    COINS,
    COINS_CARDS,
    NUM_SEATS,
    ONE_SUIT,
    PAIR,
    SUITS_IN_CYCLE,
    THREE_SUITS,
    CoinsDealt,
    CoinsGameOver,
    CoinsTrickWon,
    CoinsView,
    Phase,
    decide_trick,
)
from rules.games.coins.state import VARIANT_FILE, CoinsState

__all__ = [
    "BEATS",
    "COINS",
    "COINS_CARDS",
    "CoinsDealt",
    "CoinsGameOver",
    "CoinsState",
    "CoinsTrickWon",
    "CoinsView",
    "NUM_SEATS",
    "ONE_SUIT",
    "PAIR",
    "Phase",
    "SUITS_IN_CYCLE",
    "THREE_SUITS",
    "VARIANT_FILE",
    "decide_trick",
]
