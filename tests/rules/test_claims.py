"""Claiming the rest: the rules say a seat may claim only when its remaining cards win every
remaining trick whatever the others hold. Checked on many random hands: every claim is borne
out by every way of playing the rest, the answer depends only on what the seat may know (the
same on re-deals of the hidden cards consistent with its view), and the play-out move is a
proper one. Games without claims never offer one."""

from __future__ import annotations

import random

import pytest

from rules.ai.bots import game_ai
from rules.core.events import HandOver, TrickWon
from rules.games import new_game

CLAIMS = [
    ("bid_whist", 4, {}),
    ("bid_whist", 4, {"reneges_allowed": True}),
    ("cant_win", 3, {}),
    ("cant_win", 4, {}),
    ("coins", 3, {"target": 20}),  # longer games: more hands reach their last tricks
]


def positions(game: str, players: int, options: dict, seed: int):
    """Every position of a random game where the seat to act leads a trick (or the state
    after, to the game's end), yielding ``(state, seat)``."""
    state, rng = new_game(game, players, options, seed), random.Random(seed)
    while not state.is_terminal and len(state.history) < 500:
        if state.current_player < 0:
            state.apply(state.chance_action())
            continue
        yield state, state.current_player
        legal = state.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]
        state.apply(passes[0] if passes and rng.random() < 0.5 else rng.choice(legal))


def plays_out_won(state, seat: int, rng: random.Random, claimer_moves: bool) -> bool:
    """Play the hand out at random (the claimer by :meth:`claim_move` or at random too):
    True when ``seat`` won every trick of the rest."""
    s = state.clone()
    while True:
        if s.current_player < 0:
            return True
        action = (
            s.claim_move() if claimer_moves and s.current_player != seat else rng.choice(s.legal_actions())
        )
        for event in s.apply(action):
            if isinstance(event, TrickWon) and event.seat != seat:
                return False
            if isinstance(event, HandOver):
                return True


@pytest.mark.parametrize("game, players, options", CLAIMS)
def test_a_claim_is_never_wrong_and_needs_only_what_the_seat_knows(game, players, options):
    claimed = 0
    rng = random.Random(7)
    for seed in range(20):
        for state, seat in positions(game, players, options, seed):
            claim = state.claim(seat)
            if state.phase.value != "play" or state.trick:
                assert not claim  # only on the lead of a trick
                continue
            det = game_ai(game).determinize(state.view(seat))
            assert det.sample(rng).claim(seat) == claim  # the same on hidden cards dealt otherwise
            if not claim:
                continue
            claimed += 1
            for _ in range(6):  # any way the others (and the claimer) play, the claimer wins
                assert plays_out_won(state, seat, rng, claimer_moves=False)
            assert plays_out_won(state, seat, rng, claimer_moves=True)
    assert claimed >= 8, claimed


@pytest.mark.parametrize("game, players", [("bid_coin", 3), ("grand_bid", 3)])
def test_games_without_claims_never_offer_one(game, players):
    for state, seat in positions(game, players, {}, 3):
        assert state.claim(seat) is False
        legal = state.legal_actions()
        assert state.claim_move() == legal[0]


def test_a_claim_move_never_reneges_under_the_house_rule():
    """With reneges allowed every card is legal; a claim's play-out still follows suit."""
    for state, seat in positions("bid_whist", 4, {"reneges_allowed": True}, 2):
        if state.phase.value != "play" or not state.trick:
            continue
        move = state.claim_move()
        proper = {c.text for c in state._proper_plays(state.hands[seat])}
        assert move.args[0] in proper
