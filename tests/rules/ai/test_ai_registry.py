"""The bot interface, the registry, and every bot's legality over real play of every game."""

import random

import pytest

from rules.ai.base import Bot, RandomBot
from rules.ai.bots import (
    DEFAULT_LEVEL,
    LEVEL_ORDER,
    LEVELS,
    choose_action_text,
    make_bot,
    nearest_level,
    search_budgets,
)
from rules.ai.ismcts import ISMCTSBot
from rules.core.actions import Action
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_coin.events import (
    BidCoinView,
)
from rules.games.bid_whist import BidWhistView
from rules.games.bid_whist.ai.baseline import BidWhistBaselineBot
from rules.games.cant_win import CantWinView
from rules.games.coins import CoinsView
from rules.games.grand_bid.events import GrandBidView

OPTION_SETS = [
    {},
    {"jokers": 1},
    {"downtown_first": True, "minimum_bid": 4},
    {"jokers_out": True, "sport_kitty": True},
    {"jokers_any_time": True, "defenders_score": True, "boston": True},
    {"reneges_allowed": True, "two_sets": True},
]


def test_levels_and_registry():
    assert LEVELS == ("easy", "normal", "hard") and DEFAULT_LEVEL == "normal"
    assert [level for level in LEVEL_ORDER if level in LEVELS] == list(LEVELS)  # weakest first
    for game in ("bid_whist", "coins", "cant_win", "bid_coin", "grand_bid"):
        assert set(search_budgets(game)) == set(LEVELS)
        assert all(isinstance(make_bot(game, level), ISMCTSBot) for level in LEVELS)
        assert all(make_bot(game, level) for level in LEVEL_ORDER)
    assert isinstance(make_bot("bid_whist", "random"), RandomBot)
    assert isinstance(make_bot("bid_whist", "baseline"), BidWhistBaselineBot)
    with pytest.raises(ValueError, match="level"):
        make_bot("bid_whist", "grandmaster")
    with pytest.raises(ValueError, match="game"):
        make_bot("chess", "random")


def test_a_saved_level_plays_as_saved_unless_this_version_lacks_it():
    """Older saves name ``baseline`` or ``random`` (the app's levels before the search): they
    still play; a level this version lacks (a newer version's, or ``omniscient``, which sees
    every hand) becomes the strongest offered one."""
    assert [nearest_level(level) for level in LEVEL_ORDER] == list(LEVEL_ORDER)
    assert nearest_level("grandmaster") == nearest_level("omniscient") == "hard"


def test_bot_refuses_a_state_and_an_empty_choice():
    state = new_game("bid_whist", 4, {}, 1)
    state.advance_chance()
    bot = make_bot("bid_whist", "baseline")
    with pytest.raises(TypeError):
        bot.choose(state, state.legal_actions(), random.Random(0))
    with pytest.raises(ValueError):
        bot.choose(state.view(state.current_player), [], random.Random(0))


def test_choose_rejects_an_illegal_answer():
    class Cheat(Bot):
        def _choose(self, view, legal_actions, rng):
            return Action("pass")

    with pytest.raises(ValueError, match="not legal"):
        Cheat().choose(object(), [Action("bid", ("3", "uptown"))], random.Random(0))


CASES = (
    [("bid_whist", 4, options) for options in OPTION_SETS]
    + [("coins", 3, {"target": 10}), ("coins", 3, {"target": 20})]
    + [("cant_win", players, {"beginner": beginner}) for players in (3, 4) for beginner in (False, True)]
    + [("bid_coin", players, {}) for players in (3, 4)]
    + [("grand_bid", 3, {})]
)
VIEWS = {
    "bid_whist": BidWhistView,
    "coins": CoinsView,
    "cant_win": CantWinView,
    "bid_coin": BidCoinView,
    "grand_bid": GrandBidView,
}


@pytest.mark.parametrize(
    "game, players, options",
    CASES,
    ids=lambda v: (
        v
        if isinstance(v, str)
        else ",".join(f"{k}={x}" for k, x in v.items())
        if isinstance(v, dict)
        else str(v)
    ),
)
def test_every_bot_always_chooses_a_legal_action(game, players, options):
    """At every decision of whole games, every bot level answers one of the legal actions and
    gets a view (never the state); the baseline plays one seat (side), random the others. (The
    search levels' own test is tests/rules/ai/test_ismcts.py: they are too slow for this.)"""
    bots = {level: make_bot(game, level) for level in ("random", "baseline")}
    decisions = 0
    for seed in range(3):
        state = new_game(game, players, options, seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            seat = state.current_player
            view, legal = state.view(seat), state.legal_actions()
            assert isinstance(view, VIEWS[game])
            answers = {level: bot.choose(view, legal, rng) for level, bot in bots.items()}
            assert all(answer in legal for answer in answers.values())
            state.apply(answers["baseline" if seat % 2 == seed % 2 else "random"])
            decisions += 1
    assert decisions > 100


def test_worker_entry_point_returns_legal_text():
    state = new_game("bid_whist", 4, {}, 3)
    state.advance_chance()
    legal = state.legal_actions()
    view = state.view(state.current_player)
    text = choose_action_text("bid_whist", "baseline", view, [str(a) for a in legal], 5)
    assert text in {str(a) for a in legal}
    assert choose_action_text("bid_whist", "random", view, legal, 5) == choose_action_text(
        "bid_whist", "random", view, legal, 5
    )
