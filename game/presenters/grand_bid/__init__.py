"""Grand Bid at the table: its presenter (:mod:`.presenter`) and its words (:mod:`.words`)."""

from game.presenters.grand_bid.presenter import GrandBidPresenter

GAME = "grand_bid"
"""The game's registry name (:data:`rules.games.GAMES`)."""

PRESENTER = GrandBidPresenter
"""What the table registry builds for this game."""
