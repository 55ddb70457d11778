"""The per-hand history the rules publish for the score sheet: Bid Whist's
``view.hand_results`` and Coins' ``view.hands``, checked against the events of whole games."""

from __future__ import annotations

import random

import pytest

from rules.games import new_game


def play_out(game: str, players: int, seed: int, low_bids: bool = False):
    """A random game to its end; returns the state and every event, in order. With
    ``low_bids`` a bid is a pass half the time, so a Bid Whist game runs to several hands."""
    state = new_game(game, players, {}, seed)
    rng = random.Random(seed)
    events = []
    while not state.is_terminal:
        if state.current_player < 0:
            events += state.apply(state.chance_action())
            continue
        legal = state.legal_actions()
        passes = [a for a in legal if a.kind == "pass"]
        action = passes[0] if low_bids and passes and rng.random() < 0.6 else rng.choice(legal)
        events += state.apply(action)
    return state, events


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_bid_whist_hand_results_match_each_scored_hand(seed):
    """One result per ``hand_scored`` event, in order, with its dealer (the ``dealt`` event's
    seat), contract, books, points and the running scores; every seat sees the same."""
    state, events = play_out("bid_whist", 4, seed, low_bids=True)
    scored = [e for e in events if e.kind == "hand_scored"]
    dealers = [e.seat for e in events if e.kind == "dealt"]
    results = state.view(0).hand_results
    assert len(results) == len(scored) == len(dealers) >= 1
    total = [0, 0]
    for n, (result, event, dealer) in enumerate(zip(results, scored, dealers), start=1):
        assert result.hand_number == event.number == n
        assert result.dealer == dealer
        assert result.contract.bidder == event.bidder and result.contract.number == event.bid
        assert result.contract.kind == event.bid_kind
        assert result.books == event.books and sum(result.books) == 13
        assert result.points == event.points and result.made == event.made
        total = [total[0] + result.points[0], total[1] + result.points[1]]
        assert list(result.scores) == total
        assert result.contract.trump is not None or result.contract.direction is not None
    assert tuple(total) == state.view(0).side_scores
    assert all(state.view(seat).hand_results == results for seat in range(4))


def test_bid_whist_clone_keeps_its_own_history():
    """A clone's later hands do not reach the original's history (the tuple is replaced, not
    changed in place)."""
    state, _ = play_out("bid_whist", 4, 7, low_bids=True)
    assert state.view(0).hand_results
    fresh = new_game("bid_whist", 4, {}, 7)
    copy = fresh.clone()
    rng = random.Random(0)
    while not copy.hand_results:
        copy.apply(copy.chance_action() if copy.current_player < 0 else rng.choice(copy.legal_actions()))
    assert fresh.view(0).hand_results == ()


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_coins_hands_match_tricks_and_scores(seed):
    """One record per hand dealt: its dealer, the tricks and coins each seat won in it (the
    ``trick_won`` events), the points after it; only the last may be cut short, and then
    exactly when the game ended before the hand's 16th trick."""
    state, events = play_out("coins", 3, seed)
    hands = state.view(1).hands
    dealt = [e for e in events if e.kind == "dealt"]
    assert len(hands) == len(dealt) >= 1
    tricks, coins, number = [0, 0, 0], [0, 0, 0], 0
    per_hand = []
    for event in events:
        if event.kind == "dealt":
            if number:
                per_hand.append((tuple(tricks), tuple(coins)))
            tricks, coins, number = [0, 0, 0], [0, 0, 0], number + 1
        elif event.kind == "trick_won":
            tricks[event.seat] += 1
            coins[event.seat] += event.coins
    per_hand.append((tuple(tricks), tuple(coins)))
    running = [0, 0, 0]
    for record, event, (t, c) in zip(hands, dealt, per_hand):
        assert record.number == event.number and record.dealer == event.seat
        assert (record.tricks, record.coins) == (t, c)
        running = [a + b for a, b in zip(running, c)]
        assert list(record.scores) == running
    assert all(record.complete for record in hands[:-1])
    over = [e for e in events if e.kind == "game_over"][0]
    assert hands[-1].complete is (not over.mid_hand)
    assert list(hands[-1].scores) == state.scores()
