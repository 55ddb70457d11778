"""Baseline against random, and that bots are driven with views only."""

from rules.ai.evaluate import baseline_vs_random, play_game, play_match
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
