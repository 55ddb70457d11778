"""Bid Coin's fast playout (rules/games/bid_coin/ai/playout.py) plays exactly the moves of its
playout policy through the state: from the same sample and generator both paths leave the
same state and the same generator, with 3 and 4 players, from every phase of a round (a lead,
mid-trick, a push due, a zero declaration under way, a deal due, the game over), on states of
the game and on the determinizer's samples of them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rules.ai.ismcts import game_search
from rules.ai.rollouts import play_out, random_policy
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_coin import GAME, Phase
from rules.games.bid_coin.ai.playout import bid_coin_playout
from rules.games.bid_coin.ai.rollout import bid_coin_policy


def samples(players: int, seed: int, count: int) -> list:
    """``count`` states of random games at random points (every phase, chance and the end of
    the game included), reached by random moves (zero declarations begun, turned back and
    made among them); after each state where a seat is to act, a determinized sample of it
    from that seat's view, as the search plays out."""
    rng = random.Random(seed)
    found = []
    game = 0
    while len(found) < count:
        state = new_game("bid_coin", players, {}, seed * 1000 + game)
        game += 1
        while len(found) < count:
            if state.current_player < 0 or rng.random() < 0.08:  # every deal due, and the end
                found.append(state.clone())
                if state.current_player >= 0:
                    found.append(GAME.ai.determinize(state.view(state.current_player)).sample(rng))
            if state.is_terminal:
                break
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
            else:
                state.advance(random_policy(state, rng))
    return found


def outcome(state) -> dict:
    """Everything a playout leaves in ``state`` (every attribute; the state's own generator by
    its draws), and the legal actions there."""
    found = {key: value for key, value in vars(state).items() if key != "_rng"}
    found["rng"] = None if state._rng is None else state._rng.getstate()
    found["legal"] = state.legal_actions()
    return found


@pytest.mark.parametrize("players", [3, 4])
def test_the_fast_playout_plays_the_policys_moves(players):
    phases, mid_trick, moves = set(), 0, set()
    for i, sample in enumerate(samples(players, 11 + players, 300)):
        phases.add(sample.phase)
        mid_trick += bool(sample.trick)
        slow, fast = sample.clone(), sample.clone()
        slow_rng, fast_rng = random.Random(i), random.Random(i)
        play_out(slow, bid_coin_policy, slow_rng)
        bid_coin_playout(fast, fast_rng)
        assert outcome(fast) == outcome(slow), (players, i, sample.phase)
        assert fast_rng.getstate() == slow_rng.getstate(), (players, i, sample.phase)
        assert fast.phase in (Phase.DEAL, Phase.GAME_OVER)
        moves.update(a.kind for a in slow.history[len(sample.history) :])
    assert phases == set(Phase)
    assert mid_trick > 50
    # the playouts pushed, and began and made zero declarations (by their random moves)
    assert {"play", "push", "zero", "declare"} <= moves


@pytest.mark.parametrize("players", [3, 4])
def test_the_search_decides_the_same_with_and_without_the_fast_path(players):
    """The search with Bid Coin's playout and with the search's own loop over the policy: the
    same move and the same statistics at the root, at a lead, mid-trick, at a push and in a
    zero declaration."""
    slow_ai = dataclasses.replace(GAME.ai, playout=None)
    assert GAME.ai.search_settings()["playout"] is bid_coin_playout
    looked = set()
    for sample in samples(players, 5, 200):
        seat = sample.current_player
        kind = "follow" if sample.phase is Phase.PLAY and sample.trick else sample.phase
        if seat < 0 or kind in looked or len(sample.legal_actions()) < 2:
            continue
        looked.add(kind)
        legal, view = sample.legal_actions(), sample.view(seat)
        results = []
        for ai in (GAME.ai, slow_ai):
            move, root = game_search(ai, ai.determinize(view), seat, legal, 200, random.Random(5))
            stats = {str(m): (c.visits, round(c.total, 9)) for m, c in root.children.items()}
            results.append((move, stats))
        assert results[0] == results[1], kind
    assert looked == {Phase.PLAY, "follow", Phase.PUSH, Phase.DECLARE}
