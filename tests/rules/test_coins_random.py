"""Random play-outs of Coins for every target, with invariants checked after every move
(in the style of OpenSpiel's games_sim_test.py; DESIGN.md "tests/")."""

import random

import pytest

from rules.core.actions import Action
from rules.core.cards import make_spanish_deck
from rules.core.state import CHANCE
from rules.games.coins import COINS, CoinsState, Phase

DECK = make_spanish_deck()
GAMES_PER_TARGET = 80


def fingerprint(state):
    """Everything that makes up a position, for comparing two states."""
    return (
        [str(a) for a in state.history],
        state.phase,
        state.current_player,
        state.dealer,
        state.next_dealer,
        state.hand_number,
        list(state.points),
        list(state.tricks_won),
        [[c.text for c in h] for h in state.hands],
        [(s, c.text) for s, c in state.trick],
        [c.text for c in state.played],
        state.winners(),
        [a for a in state.legal_actions()],
        [state.view(seat) for seat in range(3)],
    )


def check_position(state, coins_won):
    """The invariants of any position (RULINGS "Coins"; DESIGN.md hidden information)."""
    target = state.target
    points = state.points
    assert all(0 <= p <= target + 2 for p in points)  # at most 3 coins in the winning trick
    assert sum(points) == coins_won
    if state.is_terminal:
        assert state.phase is Phase.GAME_OVER
        (winner,) = state.winners()
        assert points[winner] >= target
        assert all(p < target for s, p in enumerate(points) if s != winner)
        assert state.legal_actions() == []
    else:
        assert max(points) < target and state.winners() == []
    if state.hand_number == 0:
        assert state.current_player == CHANCE and state.phase is Phase.DEAL
        return
    # cards conserved: hands + played this hand = the whole deck, each card once
    held = [c for h in state.hands for c in h]
    assert len(held) + len(state.played) == 48
    assert set(held) | set(state.played) == set(DECK.cards)
    assert len(state.trick) == len(state.played) % 3
    assert sum(state.tricks_won) == len(state.played) // 3
    if state.current_player >= 0:
        assert state.phase is Phase.PLAY
        legal = state.legal_actions()
        assert legal  # legal actions exist until the end
        assert [a.args[0] for a in legal] == [c.text for c in state.hands[state.current_player]]
    for seat in range(3):
        view = state.view(seat)
        assert view.hand == tuple(state.hands[seat])
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        hidden = {c for s, h in enumerate(state.hands) if s != seat for c in h}
        shown = set(view.hand) | set(view.played) | {c for _, c in view.trick}
        shown |= {c for _, c in view.last_trick}
        assert not hidden & shown
        assert not any(isinstance(v, list) for v in vars(view).values())


def play_out(state, rng, clone_at):
    """Play ``state`` to the end at random, checking every position. Returns the clone taken
    after ``clone_at`` moves and the number of hands dealt."""
    coins_won = 0
    clone = None
    while not state.is_terminal:
        if state.current_player == CHANCE:
            events = state.apply(state.chance_action())
        else:
            events = state.apply(rng.choice(state.legal_actions()))
        for event in events:
            if event.kind == "trick_won":
                assert event.coins == sum(1 for c in event.cards if c.suit == COINS)
                coins_won += event.coins
                assert event.scores == tuple(state.points)
        check_position(state, coins_won)
        if len(state.history) == clone_at:
            clone = state.clone()
    return clone


@pytest.mark.parametrize("target", [10, 15, 20])
def test_random_playouts_keep_the_invariants(target):
    """Random games to the end for each target (RULINGS "Coins"): cards conserved, legal
    actions until terminal, points within 0..target+2 summing to the coins won, views hide the
    other hands, and clone and replay give the same state."""
    rng = random.Random(target)
    hands_seen = set()
    for _ in range(GAMES_PER_TARGET):
        seed = rng.getrandbits(32)
        state = CoinsState(3, {"target": target}, seed)
        clone_at = rng.randrange(1, 100)
        clone = play_out(state, rng, clone_at)
        hands_seen.add(state.hand_number)
        assert state.hand_number == sum(1 for a in state.history if a.kind == "deal")

        # Replay from the record: the same seed and the same action texts.
        replayed = CoinsState(3, {"target": target}, seed)
        for action in state.history:
            replayed.apply(str(action))
        assert fingerprint(replayed) == fingerprint(state)

        # The clone was not touched by the later moves, and continues exactly alike: its own
        # generator draws the same deals, the players' moves are copied.
        if clone is not None:
            assert len(clone.history) == clone_at
            for action in state.history[clone_at:]:
                if clone.current_player == CHANCE:
                    assert clone.chance_action() == action
                clone.apply(action)
            assert fingerprint(clone) == fingerprint(state)
    assert max(hands_seen) >= 2  # the games went past the first hand


def test_same_seed_same_game():
    """RULINGS "All games": the same seed always gives the same game (deals included)."""

    def run(seed):
        state = CoinsState(3, {"target": 15}, seed)
        rng = random.Random(99)
        play_out(state, rng, clone_at=-1)
        return [str(a) for a in state.history]

    assert run(7) == run(7)
    assert run(7) != run(8)


def test_clone_is_independent():
    """A clone shares no mutable part with its original (bots search on clones)."""
    state = CoinsState(3, {"target": 10}, 11)
    state.apply(state.chance_action())
    state.apply(state.legal_actions()[0])
    before = fingerprint(state)
    copy = state.clone()
    copy.apply(copy.legal_actions()[0])
    copy.apply(copy.legal_actions()[0])
    assert fingerprint(state) == before
    assert copy.points is not state.points and copy.hands[0] is not state.hands[0]
    assert isinstance(copy.legal_actions()[0], Action)
