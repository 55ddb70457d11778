"""The playout path (``legal_view`` and ``advance``, no events) plays every game exactly as
``legal_actions`` and ``apply`` do: the same choices lead to the same views, scores and
winners, for every game, player count and a few options."""

import random

import pytest

from rules.core.state import CHANCE
from rules.games import new_game

SETUPS = [
    ("bid_whist", 4, {}),
    ("bid_whist", 4, {"reneges_allowed": True, "jokers_any_time": True}),
    ("bid_whist", 4, {"jokers_out": True, "jokers": 1}),
    ("bid_whist", 4, {"sport_kitty": True, "downtown_first": True, "minimum_bid": 4}),
    ("coins", 3, {}),
    ("cant_win", 3, {}),
    ("cant_win", 4, {"beginner": True}),
    ("bid_coin", 3, {}),
    ("bid_coin", 4, {}),
    ("grand_bid", 3, {}),
]


def _public(state):
    return [state.view(seat) for seat in range(state.num_players)], state.scores(), state.winners()


@pytest.mark.parametrize("game, players, options", SETUPS)
def test_advance_plays_as_apply(game, players, options):
    for seed in range(6):
        loud, quiet = new_game(game, players, options, seed), new_game(game, players, options, seed)
        rng = random.Random(seed)
        moves = 0
        while not loud.is_terminal and moves < 400:
            if loud.current_player == CHANCE:
                action = loud.chance_action()
                loud.apply(action)
                quiet.apply(action)
                continue
            legal = loud.legal_actions()
            assert quiet.legal_view() == legal
            action = legal[rng.randrange(len(legal))]
            loud.apply(action)
            quiet.advance(quiet.legal_view()[legal.index(action)])
            moves += 1
            assert _public(quiet) == _public(loud)
        assert quiet.history == loud.history
