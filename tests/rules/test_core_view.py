"""rules.core.view: every game's view extends View, and its shared fields mean the same in
every game."""

import dataclasses
import random

import pytest

from rules.core.events import TrickWon
from rules.core.state import CHANCE
from rules.core.view import View
from rules.games import new_game


def test_view_is_frozen_and_keyword_only():
    names = [f.name for f in dataclasses.fields(View)]
    assert names == [
        "seat",
        "phase",
        "current_player",
        "hand",
        "hand_counts",
        "scores",
        "last_trick",
        "last_trick_winner",
    ]
    assert all(f.kw_only for f in dataclasses.fields(View))
    assert View.__dataclass_params__.frozen


@pytest.mark.parametrize(
    "game, players", [("bid_whist", 4), ("coins", 3), ("cant_win", 3), ("cant_win", 4), ("grand_bid", 3)]
)
def test_shared_view_fields_follow_the_state_and_the_events(game, players):
    state = new_game(game, players, {}, 8)
    rng = random.Random(8)
    last_won = None
    while not state.is_terminal:
        if state.current_player == CHANCE:
            events = state.apply(state.chance_action())
        else:
            events = state.apply(rng.choice(state.legal_actions()))
        for event in events:
            if isinstance(event, TrickWon):
                last_won = event
            elif event.kind == "dealt":
                last_won = None
        for seat in range(players):
            view = state.view(seat)
            assert isinstance(view, View) and view.seat == seat
            assert view.phase is state.phase and view.current_player == state.current_player
            assert view.scores == tuple(state.scores())
            assert sorted(c.index for c in view.hand) == sorted(c.index for c in state.hands[seat])
            assert view.hand_counts == tuple(len(h) for h in state.hands)
            if last_won is None:
                assert view.last_trick == () and view.last_trick_winner is None
            else:
                assert view.last_trick_winner == last_won.seat
                assert tuple(t[1] for t in view.last_trick) == last_won.cards
