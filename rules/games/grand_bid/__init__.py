"""Grand Bid: the rules (:mod:`.state` and its parts), the variant file and the computer players
(:mod:`.ai`), registered by :data:`GAME`. The names other packages use are importable from here."""

from rules.ai.game_ai import GameAI
from rules.games.grand_bid.ai.baseline import GrandBidBaselineBot
from rules.games.grand_bid.ai.determinize import build_grand_bid
from rules.games.grand_bid.ai.rollout import TAKE_BACKS, grand_bid_policy
from rules.games.grand_bid.lesson import LESSON
from rules.games.grand_bid.parts import CLEAR, CONFIRM, PASS, Phase, same_move
from rules.games.grand_bid.state import VARIANT_FILE, GrandBidState
from rules.games.info import GameInfo

GAME = GameInfo(
    name="grand_bid",
    title="Grand Bid",
    state_class=GrandBidState,
    variant_file=VARIANT_FILE,
    ai=GameAI(
        baseline=GrandBidBaselineBot,
        determinizer=build_grand_bid,
        # its playouts value every move with the baseline's valuation (on bit masks since
        # issue 23, half again as fast): dearer iterations than the other games'
        # normal against the baseline: 40 iterations -0.60 [-1.40, +0.20] over 100 deal sets
        # of seed 92000; 125 iterations +6.18 [+5.28, +7.08] over 50 of the development seed 1000
        budgets={"easy": 10, "normal": 125, "hard": 500},
        # easy pulled towards the baseline's move, as in every game, so that its mistakes are
        # a beginner's: it passed on a card making a run of seven at 6 of 40 seeds, 1 pulled
        anchors={"easy": 3.0},
        reward_scale=6.0,
        policy=grand_bid_policy,
        take_backs=TAKE_BACKS,
        set_picks=frozenset({"bid"}),  # (the cards laid for a bid)
        # in run points; the search has 500 iterations here, so the lines sit wider
        review_marks=(1.0, 2.0, 4.0),
        same_as=same_move,  # suits do not matter: the hint's rival is another number
    ),
    lesson=LESSON,
)
"""Everything the registry (:mod:`rules.games`) and the shared search need of Grand Bid."""

__all__ = ["GAME", "CLEAR", "CONFIRM", "GrandBidState", "PASS", "Phase", "VARIANT_FILE"]
