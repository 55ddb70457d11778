"""Can't Win: the rules (:mod:`.state` and its parts), the variant file and the computer players
(:mod:`.ai`), registered by :data:`GAME`. The names other packages use are importable from here."""

from rules.ai.game_ai import GameAI
from rules.games.cant_win.ai.baseline import CantWinBaselineBot
from rules.games.cant_win.ai.determinize import build_cant_win
from rules.games.cant_win.ai.value import cant_win_value
from rules.games.cant_win.lesson import LESSON
from rules.games.cant_win.parts import (
    BID_TOKENS,
    COLOUR_NAMES,
    HAND_SIZE,
    SUPPORT_TOKENS,
    TILE_NAMES,
    TILES,
    WHY_LEAD,
    WHY_SIDEWAYS,
    WHY_TRUMP,
    WHY_UPRIGHT,
    WIN_SHARED,
    WON_ON_POINTS,
    CantWinTrickWon,
    CantWinView,
    Phase,
    RoundScored,
    TileTaken,
    TricksBid,
    falls_under,
    final_result,
    final_score,
    make_cant_win_deck,
    round_points,
    trick_winner,
)
from rules.games.cant_win.state import BID_ACTIONS, TILE_ACTIONS, VARIANT_FILE, CantWinState
from rules.games.info import GameInfo

GAME = GameInfo(
    name="cant_win",
    title="Can't Win",
    state_class=CantWinState,
    variant_file=VARIANT_FILE,
    ai=GameAI(
        baseline=CantWinBaselineBot,
        determinizer=build_cant_win,
        # normal at a sixteenth of hard, pulled towards the baseline's move (3 players, whole
        # games, seeds used only to measure): against the baseline +4.00 [+2.59, +5.41] over
        # 100 deal sets (seed 98000), and hard against it +5.55 [+3.41, +7.69] over 60 (seed
        # 98100); at 400 iterations normal was no weaker than hard (-0.92 [-3.54, +1.69] over
        # 40, seed 95000). On the development seed 1000 (20 sets), 400 iterations unpulled
        # scored +5.22 [+1.70, +8.73] against the baseline, pulled +8.16 [+5.11, +11.21].
        budgets={"easy": 25, "normal": 100, "hard": 1600},
        anchors={"easy": 3.0, "normal": 2.0},
        reward_scale=10.0,
        value=cant_win_value,
        # in final score (tricks x points): a point of bid is worth about 12 of it
        review_marks=(1.5, 4.0, 8.0),
        solve_endgames=True,  # the last tricks solved on sampled deals (rules.ai.endgame)
    ),
    lesson=LESSON,
)
"""Everything the registry (:mod:`rules.games`) and the shared search need of Can't Win."""

__all__ = [
    "GAME",
    "BID_ACTIONS",
    "BID_TOKENS",
    "COLOUR_NAMES",
    "CantWinState",
    "CantWinTrickWon",
    "CantWinView",
    "HAND_SIZE",
    "Phase",
    "RoundScored",
    "SUPPORT_TOKENS",
    "TILES",
    "TILE_ACTIONS",
    "TILE_NAMES",
    "TileTaken",
    "TricksBid",
    "VARIANT_FILE",
    "WHY_LEAD",
    "WHY_SIDEWAYS",
    "WHY_TRUMP",
    "WHY_UPRIGHT",
    "WIN_SHARED",
    "WON_ON_POINTS",
    "falls_under",
    "final_result",
    "final_score",
    "make_cant_win_deck",
    "round_points",
    "trick_winner",
]
