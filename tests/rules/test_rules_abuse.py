"""The rules API under abuse: every game, driven by random sequences of legal actions, illegal
ones and junk of every type. An illegal action always raises ``IllegalAction`` naming the
rule and leaves the state as it was; nothing else is ever raised (RULINGS "All games": the
rules engine rejects an illegal action with an error that names the rule broken)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.actions import Action, IllegalAction
from rules.core.state import CHANCE
from rules.games import GAMES, new_game

SETUPS = [
    (name, players) for name, info in GAMES.items() if info.available for players in info.variant().players
]
JUNK = st.one_of(
    st.none(),
    st.integers(),
    st.floats(allow_nan=True),
    st.binary(max_size=8),
    st.lists(st.text(max_size=3), max_size=2),
    st.text(max_size=12),
    st.sampled_from(["", " ", "play", "play as", "play 10H 10H", "bid", "bid -1", "bid 99 uptown", "pass now",
                     "deal", "deal 0", "deal x,y", "swap", "trump Z", "direction sideways", "discard", "tile",
                     "tile nothing", "confirm", "push 9", "offer", "\x00", "play \u00e9"]),
    st.builds(Action, st.text(max_size=6), st.tuples(st.text(max_size=4))),
)  # fmt: skip


def fingerprint(state) -> tuple:
    """What a change of state would change: the history, whose turn, and every seat's view."""
    return (
        len(state.history),
        state.current_player,
        tuple(repr(state.view(s)) for s in range(state.num_players)),
    )


@pytest.mark.parametrize("game, players", SETUPS)
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_junk_and_illegal_actions_raise_illegal_action_and_change_nothing(game, players, data, seed):
    state = new_game(game, players, {}, seed)
    for _ in range(60):
        if state.is_terminal:
            break
        if state.current_player == CHANCE and data.draw(st.booleans()):
            state.apply(state.chance_action())
            continue
        if data.draw(st.integers(0, 2)) == 0 and state.current_player >= 0:
            state.apply(data.draw(st.sampled_from(state.legal_actions())))
            continue
        junk = data.draw(JUNK)
        legal = {str(a) for a in state.legal_actions()}
        if isinstance(junk, (str, Action)) and str(junk).strip() in legal:
            continue
        before = fingerprint(state)
        with pytest.raises(IllegalAction) as caught:
            state.apply(junk)
        assert str(caught.value)  # it names what is wrong
        assert fingerprint(state) == before
