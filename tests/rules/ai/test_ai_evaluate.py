"""Baseline against random, and that bots are driven with views only."""

import random

from rules.ai.evaluate import baseline_vs_random, bots_rng, play_game, play_match
from rules.core.state import GameState
from rules.games.bid_whist import BidWhistView
from rules.games.bid_whist.ai.baseline import BidWhistBaselineBot


def test_baseline_beats_random_in_a_clear_majority():
    rate = baseline_vs_random(games=20, seed=0, game="bid_whist")
    print(f"baseline vs random over 20 games: win rate {rate:.2f}")
    assert rate >= 0.75


def test_match_alternates_sides_and_records_decisions():
    result = play_match("random", "random", games=4, seed=11, game="bid_whist")
    assert result.games == 4 and 0 <= result.wins <= 4
    assert result.decision_ms and result.decision_ms_p95 >= 0.0


def test_bots_receive_views_never_states(monkeypatch):
    seen = []
    original = BidWhistBaselineBot._choose

    def spy(self, view, legal_actions, rng):
        seen.append(view)
        return original(self, view, legal_actions, rng)

    monkeypatch.setattr(BidWhistBaselineBot, "_choose", spy)
    state = play_game(["baseline"] * 4, seed=3, game="bid_whist")
    assert state.is_terminal
    assert seen and all(isinstance(v, BidWhistView) and not isinstance(v, GameState) for v in seen)


def test_the_bots_generator_is_not_the_deals(monkeypatch):
    """Issue 23: seeded with the deal's own seed, a bot's first sampled deal leaned towards the
    true one. The bots draw from a generator unrelated to the state's, yet reproducible."""
    first_draws = []
    original = BidWhistBaselineBot._choose

    def spy(self, view, legal_actions, rng):
        if not first_draws:
            first_draws.append(rng.getstate())
        return original(self, view, legal_actions, rng)

    monkeypatch.setattr(BidWhistBaselineBot, "_choose", spy)
    play_game(["baseline"] * 4, seed=5, game="bid_whist", rounds=1)
    assert first_draws[0] == bots_rng(5).getstate()
    assert bots_rng(5).getstate() != random.Random(5).getstate()
    deal, bots = random.Random(5), bots_rng(5)
    assert [deal.random() for _ in range(5)] != [bots.random() for _ in range(5)]
