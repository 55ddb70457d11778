"""Random play-outs of Bid Coin for 3 and 4 players with invariants, and the baseline bot's.

In the style of OpenSpiel's ``games_sim_test.py`` (DESIGN.md "tests/"): cards conserved (13 per
hand at each deal; hands, played cards and the leftover make the deck), coins conserved (in
front + pushed + discarded + supply, the recorded shortfall added), wins counted once per trick
(two for the winner's own 4 or 6), legal actions until the end, clone and replay give the same
state, and views hide the other hands and the leftover's hidden cards. Sources: rulebook
``bid_coin.txt`` and RULINGS "Bid Coin".
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import fields

import pytest

from rules.ai.bots import make_bot
from rules.core.actions import Action
from rules.core.cards import Card
from rules.core.state import CHANCE, TERMINAL
from rules.games.bid_coin import BidCoinState, Phase
from rules.games.bid_coin.events import (
    BidCoinTrickWon,
    RoundDealt,
    RoundScored,
)
from rules.games.bid_coin.parts import (
    COIN_VALUES,
    HAND_SIZE,
    ONES,
    wins_for,
)

GAMES = 10
CLONE_EVERY = 11


def snapshot(state: BidCoinState) -> tuple:
    """Everything that matters: every seat's view, the hands, the leftover, the history."""
    views = tuple(state.view(s) for s in range(state.num_players))
    return views, tuple(map(tuple, state.hands)), tuple(state.stock), tuple(map(str, state.history))


def cards_in(value) -> set:
    """Every :class:`Card` reachable from a view field."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return cards_in(list(value.values()))
    return set()


def check_coins(state: BidCoinState) -> None:
    """Coins conserved: each value 2, 3, 5, 7 is in front, pushed or discarded, once per player;
    the value-1 coins in front, pushed and in the supply are the box's nine plus the shortfall
    (discarded 1s go back to the supply)."""
    n = state.num_players
    held = Counter(v for s in range(n) for v in state.coins[s] + state.pushed[s])
    gone = Counter(v for s in range(n) for v in state.discarded[s])
    for value in COIN_VALUES[1:]:
        assert held[value] + gone[value] == n, value
    assert held[1] + state.supply == ONES + state.shortfall and state.supply >= 0
    for s in range(n):
        assert all(Counter(state.coins[s])[v] >= k for v, k in Counter(state.turned[s]).items())
        assert not (state.declared[s] and state.pushed[s])


def check_position(state: BidCoinState) -> None:
    """Per-step invariants of cards, legal actions and views."""
    n = state.num_players
    check_coins(state)
    if state.phase in (Phase.PLAY, Phase.DECLARE, Phase.PUSH):
        held = [c for h in state.hands for c in h]
        assert len(held) + len(state.played) + len(state.stock) == len(state.deck)
        assert set(held) | set(state.played) | set(state.stock) == set(state.deck.cards)
        assert len(state.played) % n == len(state.trick)
    if state.current_player >= 0:
        assert state.legal_actions()
    else:
        assert state.legal_actions() == []
    for seat in range(n):
        view = state.view(seat)
        seen = set().union(*(cards_in(getattr(view, f.name)) for f in fields(view)))
        hidden = set(state.stock[1:]).union(*(state.hands[o] for o in range(n) if o != seat))
        assert not seen & hidden


def play_out(players: int, seed: int, levels: list[str] | None = None) -> BidCoinState:
    """One game (random seats, or bots of ``levels``), checking the invariants after every
    action; returns the final state."""
    rng = random.Random(seed)
    bots = [make_bot("bid_coin", level) for level in levels] if levels else None
    state = BidCoinState(players, {}, seed)
    doubles = 0
    for step in range(100_000):
        check_position(state)
        cur = state.current_player
        if cur == TERMINAL:
            return state
        if cur == CHANCE:
            action = state.chance_action()
        elif bots:
            action = bots[cur].choose(state.view(cur), state.legal_actions(), rng)
        else:
            action = rng.choice(state.legal_actions())
            assert Action.parse(str(action)) in state.legal_actions()
        wins_before = list(state.wins)
        if step % CLONE_EVERY == 0:
            twin, before = state.clone(), snapshot(state)
            twin.apply(action)
            assert snapshot(state) == before
            events = state.apply(action)
            assert snapshot(twin) == snapshot(state)
        else:
            events = state.apply(action)
        for event in events:
            if isinstance(event, RoundDealt):
                doubles = 0
                assert [len(h) for h in state.hands] == [HAND_SIZE] * players
            elif isinstance(event, BidCoinTrickWon):
                # wins counted once: the winner's count grows by 1, or 2 for its own 4 or 6
                mine = dict(state.last_trick)[event.seat]
                assert event.double == (wins_for(mine) == 2)
                wins_before[event.seat] += wins_for(mine)
                assert state.wins == wins_before and event.wins == state.wins[event.seat]
                doubles += event.double
            elif isinstance(event, RoundScored):
                assert sum(event.wins) == HAND_SIZE + doubles
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts_keep_the_invariants(players):
    """DESIGN.md "tests/": random play-outs of every player count with invariants; replaying the
    history rebuilds the same state."""
    for game in range(GAMES):
        state = play_out(players, seed=100 * players + game)
        assert state.phase is Phase.GAME_OVER and 1 <= state.round_number <= players
        assert state.end_cause in ("no_coins", "last_round")
        best = min(state.scores())
        assert state.winners() and all(state.scores()[w] == best for w in state.winners())
        replayed = BidCoinState(players, {}, state.seed)
        for action in state.history:
            replayed.apply(str(action))
        assert snapshot(replayed) == snapshot(state)


@pytest.mark.parametrize("players", [3, 4])
def test_the_baseline_bot_is_never_illegal(players):
    """The baseline bot (``Bot.choose`` refuses an illegal answer) plays whole games against
    random seats and against itself, invariants checked throughout."""
    for game in range(4):
        levels = ["baseline"] * players if game % 2 else ["baseline"] + ["random"] * (players - 1)
        state = play_out(players, seed=7000 + 10 * players + game, levels=levels)
        assert state.is_terminal
