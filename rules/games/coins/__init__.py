"""Coins: the rules (:mod:`.state` and its parts), the variant file and the computer players
(:mod:`.ai`), registered by :data:`GAME`. The names other packages use are importable from here."""

from rules.ai.game_ai import GameAI
from rules.games.coins.ai.baseline import CoinsBaselineBot
from rules.games.coins.ai.determinize import build_coins
from rules.games.coins.lesson import LESSON
from rules.games.coins.parts import (
    BEATS,
    COINS,
    COINS_CARDS,
    NUM_SEATS,
    ONE_SUIT,
    PAIR,
    SUITS_IN_CYCLE,
    THREE_SUITS,
    CoinsDealt,
    CoinsGameOver,
    CoinsTrickWon,
    CoinsView,
    Phase,
    decide_trick,
)
from rules.games.coins.state import VARIANT_FILE, CoinsState
from rules.games.info import GameInfo

GAME = GameInfo(
    name="coins",
    title="Coins",
    state_class=CoinsState,
    variant_file=VARIANT_FILE,
    ai=GameAI(
        baseline=CoinsBaselineBot,
        determinizer=build_coins,
        # normal against the baseline over 20 deal sets of the development seed 1000: 250
        # iterations -0.01 [-0.86, +0.84], 350 +0.57 [-0.53, +1.67], 500 +2.08 [+0.94, +3.23]
        # (1,000: +2.01); the pull towards the baseline's move made no difference at 500
        budgets={"easy": 25, "normal": 500, "hard": 2000},
        anchors={"easy": 3.0},
        reward_scale=6.0,
        # in coins won against the others
        review_marks=(0.5, 1.0, 2.0),
        solve_endgames=True,  # the last tricks solved on sampled deals (rules.ai.endgame)
    ),
    lesson=LESSON,
)
"""Everything the registry (:mod:`rules.games`) and the shared search need of Coins."""

__all__ = [
    "GAME",
    "BEATS",
    "COINS",
    "COINS_CARDS",
    "CoinsDealt",
    "CoinsGameOver",
    "CoinsState",
    "CoinsTrickWon",
    "CoinsView",
    "NUM_SEATS",
    "ONE_SUIT",
    "PAIR",
    "Phase",
    "SUITS_IN_CYCLE",
    "THREE_SUITS",
    "VARIANT_FILE",
    "decide_trick",
]
