"""How the cards look at the table: the four-colour deck and the card backs the player chose
(the *Four-colour deck* and *Card backs* settings; the felt is :mod:`game.ui.felt`'s).

A presenter names its game's own art (:attr:`~game.table.protocol.Presenter.deck_art`,
:attr:`~game.table.protocol.Presenter.back_style`); the table draws the art these settings
choose instead, for every card on it, in the history and in the pop-ups alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

FOUR_COLOUR_ART = {"french": "french4"}
"""Decks drawn in four colours when the setting is on (spades black, hearts red, diamonds blue,
clubs green). The other decks already give each suit a colour of its own (the Spanish deck's
red cups, gold coins, blue swords and green clubs; Can't Win's and Bid Coin's colours are
their suits), so they stay as they are."""
BACKS = ("game", "navy", "burgundy")
"""The *Card backs* choices: each game's own back, or one of two backs for every game."""


def deck_art(game_art: str, settings: Mapping[str, Any]) -> str:
    """The card art to draw a game's ``game_art`` deck with, under ``settings``."""
    return FOUR_COLOUR_ART.get(game_art, game_art) if settings.get("four_colour") else game_art


def back_style(game_back: str, settings: Mapping[str, Any]) -> str:
    """The card back to draw for a game whose own is ``game_back``, under ``settings``."""
    chosen = settings.get("card_back", "game")
    return game_back if chosen not in BACKS or chosen == "game" else str(chosen)
