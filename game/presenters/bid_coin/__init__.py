"""Bid Coin at the table: its presenter (:mod:`.presenter`) and its words (:mod:`.words`)."""

from game.presenters.bid_coin.presenter import BidCoinPresenter

GAME = "bid_coin"
"""The game's registry name (:data:`rules.games.GAMES`)."""

PRESENTER = BidCoinPresenter
"""What the table registry builds for this game."""
