"""rules.core.state: GameState.apply is the one apply; games give one handler per phase."""

import pytest

from rules.core.actions import Action, IllegalAction
from rules.core.state import GamePhase, GameState
from rules.games import GAMES, new_game

STATES = [info.state_class for info in GAMES.values() if info.available]


@pytest.mark.parametrize("cls", STATES, ids=lambda c: c.game)
def test_games_give_handlers_and_do_not_override_apply(cls):
    assert cls.apply is GameState.apply
    phase = type(new_game(cls.game).phase)
    assert issubclass(phase, GamePhase)
    assert set(cls._handlers) == {p for p in phase if p.name != "GAME_OVER"}


@pytest.mark.parametrize("cls", STATES, ids=lambda c: c.game)
def test_a_parsed_text_is_applied_as_the_interned_legal_action(cls):
    state = new_game(cls.game, seed=4)
    state.advance_chance()
    interned = state.legal_actions()[-1]
    parsed = Action.parse(str(interned))
    assert parsed == interned and parsed is not interned
    state.apply(str(interned))
    assert state.history[-1] is interned


def test_a_chance_action_while_a_seat_is_to_act_names_the_rule():
    state = new_game("coins", seed=4)
    deal = state.chance_action()
    state.apply(deal)
    with pytest.raises(IllegalAction, match="a deal is a chance action; no deal is due now"):
        state.apply(deal)


def test_phase_members_hash_by_identity():
    phase = type(new_game("bid_whist").phase)
    assert all(hash(p) == object.__hash__(p) for p in phase)
