"""Random play-outs of Bid Whist with invariants, in the style of OpenSpiel's games_sim_test.py.

Every option on its own and a few combinations; at every step the invariants of DESIGN.md
"tests/" are checked: cards conserved, legal actions until the end, every legal action applies,
clone and replay give the same state, scores within the rules' bounds, views hide other hands.
"""

from __future__ import annotations

import random

import pytest
from bid_whist_support import new_state, snapshot

from rules.core.record import GameRecord, Seat
from rules.core.state import CHANCE, TERMINAL
from rules.games import replay
from rules.games.bid_whist import Phase

CONFIGS = [
    {},
    {"minimum_bid": 4},
    {"downtown_first": True},
    {"sport_kitty": True},
    {"jokers_any_time": True},
    {"jokers_out": True},
    {"defenders_score": True},
    {"boston": True},
    {"two_sets": True},
    {"reneges_allowed": True},
    {"jokers": 1},
    {"jokers": 1, "jokers_out": True},
    {"jokers": 1, "jokers_out": True, "reneges_allowed": True, "jokers_any_time": True},
    {"reneges_allowed": True, "defenders_score": True, "boston": True, "two_sets": True},
    {"downtown_first": True, "sport_kitty": True, "minimum_bid": 4, "jokers_out": True},
]
GAMES = 12


def choose(state, rng: random.Random):
    """Uniform over legal actions, except that bids stay low half the time so that games
    run to several hands (and reach +7, -7, sets and Boston) as well as ending at once."""
    legal = state.legal_actions()
    if state.phase is Phase.BID and rng.random() < 0.5:
        quiet = [a for a in legal if a.kind == "pass"] or legal[:1]
        return quiet[0]
    return rng.choice(legal)


def check_cards(state) -> None:
    deck = state.deck
    held = [c for h in state.hands for c in h]
    every = held + state.kitty + state.discards + state.played + list(state.jokers_removed)
    assert len(every) == len(set(every)) == len(deck), "cards not conserved"
    assert set(every) == set(deck.cards)


def check_views(state) -> None:
    contract = state.contract
    for seat in range(4):
        view = state.view(seat)
        assert sorted(c.text for c in view.hand) == sorted(c.text for c in state.hands[seat])
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        others = {c for s in range(4) if s != seat for c in state.hands[s]}
        seen = set(view.hand) | set(view.kitty) | set(view.discards) | set(view.played)
        # anything of another hand that this seat sees must have been shown to it
        leaked = (seen & others) - set(view.kitty) - set(view.played) - set(view.discards)
        assert not leaked
        if view.discards:
            assert contract is not None and contract.bidder == seat
        if view.kitty:
            assert state.kitty_sported or contract.bidder == seat
        assert view.current_player == state.current_player and view.phase is state.phase
        # each book is counted once, in front of the seat that won it (the discard: bidder's)
        assert tuple(sum(view.books_by_seat[s] for s in (side, side + 2)) for side in (0, 1)) == view.books


def check_scores(state) -> None:
    lo, hi = -7 - 14, 7 + 14
    assert all(lo <= s <= hi for s in state.scores_by_side)
    if not state.is_terminal:
        assert all(-7 < s < 7 for s in state.scores_by_side)
    if state.last_hand is not None:
        assert sum(state.last_hand.books) == 13
        assert all(abs(p) <= 14 for p in state.last_hand.points)
    assert state.scores() == [state.scores_by_side[i % 2] for i in range(4)]


def play_game(options: dict, seed: int) -> None:
    rng = random.Random(seed)
    state = new_state(seed=seed, **options)
    mid_clone, mid_at = None, rng.randrange(5, 60)
    steps = 0
    while not state.is_terminal:
        player = state.current_player
        if player == CHANCE:
            assert state.legal_actions() == []
            state.apply(state.chance_action())
        else:
            legal = state.legal_actions()
            assert legal, "no legal action before the end"
            assert 0 <= player < 4
            if steps % 7 == 0:
                for action in legal:
                    state.clone().apply(action)
            state.apply(choose(state, rng))
        steps += 1
        if steps == mid_at:
            mid_clone, mid_len = state.clone(), len(state.history)
            assert snapshot(mid_clone) == snapshot(state)
        check_cards(state)
        check_scores(state)
        if steps % 5 == 0:
            check_views(state)
    assert state.current_player == TERMINAL and state.legal_actions() == []
    assert state.winners() in ([0, 2], [1, 3])
    assert state.phase is Phase.GAME_OVER
    winner_side = state.winners()[0] % 2
    s = state.scores_by_side
    assert (
        s[winner_side] >= 7
        or s[1 - winner_side] <= -7
        or state.end_reason in ("boston_made", "boston_set", "third_set")
    )
    # clone, then the same actions: the same state (the generator is copied too)
    if mid_clone is not None:
        for action in state.history[mid_len:]:
            mid_clone.apply(action)
        assert snapshot(mid_clone, False) == snapshot(state, False)
    # replay of the history through a record gives the same state
    record = GameRecord(
        "bid_whist", state.options, [Seat(f"P{i}") for i in range(4)], seed, [str(a) for a in state.history]
    )
    again = replay(GameRecord.from_dict(record.to_dict()))
    assert snapshot(again, False) == snapshot(state, False)


@pytest.mark.parametrize(
    "options", CONFIGS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "defaults"
)
def test_random_playouts_keep_invariants(options):
    """DESIGN.md "tests/": random play-outs of every option with invariants."""
    for game in range(GAMES):
        play_game(options, seed=1000 * len(options) + game)


def test_same_seed_same_game():
    """RULINGS "All games": the same seed always gives the same game."""
    histories = []
    for _ in range(2):
        rng = random.Random(3)
        state = new_state(seed=42)
        while not state.is_terminal:
            state.apply(state.chance_action() if state.current_player == CHANCE else choose(state, rng))
        histories.append([str(a) for a in state.history])
    assert histories[0] == histories[1]


def test_clone_is_independent_and_copies_the_generator():
    """GameState.clone: an independent copy, random generator included."""
    state = new_state(seed=9)
    state.apply(state.chance_action())
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    assert len(copy.history) == len(state.history) + 1 and state.bids == []
    assert copy.rng.getstate() == state.rng.getstate()
