"""Coins at the table: its presenter (:mod:`.presenter`)."""

from game.presenters.coins.presenter import CoinsPresenter

GAME = "coins"
"""The game's registry name (:data:`rules.games.GAMES`)."""

PRESENTER = CoinsPresenter
"""What the table registry builds for this game."""
