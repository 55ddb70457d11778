"""Bid Whist at the table: its presenter (:mod:`.presenter`) and its words (:mod:`.words`)."""

from game.presenters.bid_whist.presenter import BidWhistPresenter

GAME = "bid_whist"
"""The game's registry name (:data:`rules.games.GAMES`)."""

PRESENTER = BidWhistPresenter
"""What the table registry builds for this game."""
