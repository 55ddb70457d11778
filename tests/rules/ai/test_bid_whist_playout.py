"""Bid Whist's fast playout (rules/games/bid_whist/ai/playout.py) plays exactly the moves of
its playout policy through the state: from the same sample and generator both paths leave the
same state and the same generator, under every option, from every phase of a hand."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rules.ai.ismcts import game_search
from rules.ai.rollouts import play_out, random_policy
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_whist import GAME, Phase
from rules.games.bid_whist.ai.playout import bid_whist_playout
from rules.games.bid_whist.ai.rollout import bid_whist_policy

OPTIONS = [
    {},
    {"jokers_any_time": True},
    {"reneges_allowed": True},
    {"jokers_any_time": True, "reneges_allowed": True, "jokers": 1},
    {"jokers_out": True, "sport_kitty": True, "downtown_first": True},
    {"defenders_score": True, "boston": True, "two_sets": True, "minimum_bid": 4},
]


def samples(options: dict, seed: int, count: int):
    """``count`` states of random games with ``options`` at random points of a hand (every
    phase, mid-book included), reached by random moves so that reneges happen too."""
    rng = random.Random(seed)
    found = []
    game = 0
    while len(found) < count:
        state = new_game("bid_whist", 4, options, seed * 1000 + game)
        game += 1
        while not state.is_terminal and len(found) < count:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            if rng.random() < 0.08:
                found.append(state.clone())
            state.advance(random_policy(state, rng))
    return found


def outcome(state) -> tuple:
    """What a playout leaves in ``state`` that anything may read afterwards."""
    return (
        state.phase,
        state.current_player,
        state.scores_by_side,
        state.sets,
        state.books_by_seat,
        state.hands,
        state.trick,
        state.played,
        state.history,
        state.last_trick,
        state.last_trick_winner,
        state.leader,
        state.reneges,
        state.hand_results,
        state.winner_side,
        state.end_reason,
        state.legal_actions(),
    )


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(o) or "default")
def test_the_fast_playout_plays_the_policys_moves(options):
    phases = set()
    for i, sample in enumerate(samples(options, 7 + len(options), 60)):
        phases.add(sample.phase)
        slow, fast = sample.clone(), sample.clone()
        slow_rng, fast_rng = random.Random(i), random.Random(i)
        play_out(slow, bid_whist_policy, slow_rng)
        bid_whist_playout(fast, fast_rng)
        assert outcome(fast) == outcome(slow), (options, i, sample.phase)
        assert fast_rng.getstate() == slow_rng.getstate()
        assert fast.phase in (Phase.DEAL, Phase.GAME_OVER)
    assert {Phase.BID, Phase.PLAY} <= phases


def test_the_search_decides_the_same_with_and_without_the_fast_path():
    """The hard search with Bid Whist's playout and with the search's own loop over the
    policy: the same move and the same statistics at the root, at a bid and at a card."""
    slow_ai = dataclasses.replace(GAME.ai, playout=None)
    assert GAME.ai.search_settings()["playout"] is bid_whist_playout
    looked = set()
    for sample in samples({}, 3, 40):
        if sample.phase in looked or sample.phase not in (Phase.BID, Phase.PLAY):
            continue
        looked.add(sample.phase)
        seat, legal = sample.current_player, sample.legal_actions()
        view = sample.view(seat)
        results = []
        for ai in (GAME.ai, slow_ai):
            move, root = game_search(ai, ai.determinize(view), seat, legal, 300, random.Random(5))
            stats = {str(m): (c.visits, round(c.total, 9)) for m, c in root.children.items()}
            results.append((move, stats))
        assert results[0] == results[1]
    assert looked == {Phase.BID, Phase.PLAY}
