"""Grand Bid: the rules (:mod:`.state` and its parts), the variant file and the computer players
(:mod:`.ai`). The names other packages use are importable from here."""

from rules.games.grand_bid.parts import CLEAR, CONFIRM, PASS
from rules.games.grand_bid.state import VARIANT_FILE, GrandBidState, Phase

__all__ = ["CLEAR", "CONFIRM", "GrandBidState", "PASS", "Phase", "VARIANT_FILE"]
