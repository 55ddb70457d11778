"""Bid Coin: the rules (:mod:`.state` and its parts), the variant file and the computer players
(:mod:`.ai`). The names other packages use are importable from here."""

from rules.games.bid_coin.state import DECLARE, VARIANT_FILE, BidCoinState, Phase

__all__ = ["BidCoinState", "DECLARE", "Phase", "VARIANT_FILE"]
