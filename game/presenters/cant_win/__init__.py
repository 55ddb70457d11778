"""Can't Win at the table: its presenter (:mod:`.presenter`)."""

from game.presenters.cant_win.presenter import CantWinPresenter

GAME = "cant_win"
"""The game's registry name (:data:`rules.games.GAMES`)."""

PRESENTER = CantWinPresenter
"""What the table registry builds for this game."""
