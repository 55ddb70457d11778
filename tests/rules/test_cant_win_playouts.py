"""Random play-outs of Can't Win for 3 and 4 players, beginner rules on and off, with invariants.

In the style of OpenSpiel's ``games_sim_test.py`` (DESIGN.md "tests/"): cards are conserved,
legal actions exist until the end, clone and replay give the same state, scores stay within the
rules' bounds (rulebook "4. Scoring", "End of the Game"; RULINGS "Can't Win"), and views hide
the other hands.
"""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from rules.ai.evaluate import play_game
from rules.core.actions import Action
from rules.core.cards import Card
from rules.core.state import CHANCE, TERMINAL
from rules.games.cant_win import (
    BID_TOKENS,
    HAND_SIZE,
    SUPPORT_TOKENS,
    CantWinState,
    Phase,
    falls_under,
    make_cant_win_deck,
)

CASES = [(players, beginner) for players in (3, 4) for beginner in (False, True)]
GAMES_PER_CASE = 8
CLONE_EVERY = 7
"""Check clone independence every this many steps."""


def snapshot(state: CantWinState) -> tuple:
    """Everything that matters about a state: every seat's view, the full hands, the history."""
    return (
        tuple(state.view(seat) for seat in range(state.num_players)),
        tuple(tuple(h) for h in state.hands),
        tuple(map(str, state.history)),
        state.rng.getstate(),
    )


def cards_in(value) -> set:
    """Every :class:`Card` reachable from a view field."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list)):
        found = set()
        for item in value:
            found |= cards_in(item)
        return found
    if isinstance(value, dict):
        return cards_in(list(value.values()))
    return set()


def check_invariants(state: CantWinState) -> None:
    """The per-step invariants."""
    n = state.num_players
    deck = make_cant_win_deck(n)
    cur = state.current_player
    if state.phase in (Phase.CHOOSE, Phase.PLAY):
        # Cards conserved: hands plus cards played this round are the deck, each once.
        held = [c for h in state.hands for c in h]
        assert len(held) + len(state.played) == len(deck)
        assert set(held) | set(state.played) == set(deck.cards)
        assert len(state.played) == sum(state.tricks_won) * n + len(state.trick)
        counts = sorted(len(h) for h in state.hands)
        assert counts[-1] - counts[0] <= 1
    assert state.bid_tokens_left == BID_TOKENS - sum(b for b in state.bids if b is not None) >= 0
    if state.beginner:
        assert sum(state.support_tokens) + state.support_supply == SUPPORT_TOKENS
    else:
        assert state.support_tokens == [0] * n and state.support_supply == 0
    if state.phase is Phase.PLAY:
        # Sideways exactly under the player's own tile; follow the lead colour when able.
        for seat, card, sideways in state.trick:
            assert sideways == falls_under(state.tiles[seat], card)
        if state.trick:
            hand = state.hands[cur]
            follow = [c for c in hand if c.suit == state.trick[0][1].suit] or hand
            assert [a.args[0] for a in state.legal_actions()] == [c.text for c in follow]
    if cur >= 0:
        assert state.legal_actions(), "a seat to act must have a legal action"
    else:
        assert state.legal_actions() == []
    # Views hide the other hands: no card of another seat's hand appears in a seat's view.
    for seat in range(n):
        view = state.view(seat)
        assert view.hand == tuple(sorted(state.hands[seat], key=lambda c: c.index))
        seen = set()
        for f in fields(view):
            seen |= cards_in(getattr(view, f.name))
        for other in range(n):
            if other != seat:
                assert not seen & set(state.hands[other])


def check_scores(state: CantWinState) -> None:
    """Score bounds: 12 tricks a round, 0-2 points a round, final = tricks x points."""
    rounds = state.round_number
    for r in range(len(state.score_sheet[0])):
        assert sum(sheet[r][0] for sheet in state.score_sheet) == HAND_SIZE
        assert all(sheet[r][1] in (0, 1, 2) for sheet in state.score_sheet)
    for seat, score in enumerate(state.scores()):
        tricks = sum(t for t, _ in state.score_sheet[seat])
        points = sum(p for _, p in state.score_sheet[seat])
        assert score == tricks * points
        assert 0 <= score <= (HAND_SIZE * rounds) * (2 * rounds)


def play_out(players: int, beginner: bool, seed: int) -> CantWinState:
    """One random game with invariants checked after every action; returns the final state."""
    rng = random.Random(seed)
    state = CantWinState(players, {"beginner": beginner}, seed)
    step = 0
    while True:
        check_invariants(state)
        cur = state.current_player
        if cur == TERMINAL:
            break
        action = state.chance_action() if cur == CHANCE else rng.choice(state.legal_actions())
        if cur >= 0:
            # The text form applies as well as the interned object.
            assert Action.parse(str(action)) in state.legal_actions()
        if step % CLONE_EVERY == 0:
            twin = state.clone()
            before = snapshot(state)
            twin.apply(action)  # the clone moves; the original does not
            assert snapshot(state) == before
            state.apply(action)
            assert snapshot(twin) == snapshot(state)
        else:
            state.apply(action)
        step += 1
    check_scores(state)
    return state


@pytest.mark.parametrize("players, beginner", CASES)
def test_random_playouts_keep_the_invariants(players, beginner):
    """DESIGN.md "tests/": random play-outs of every option x player count with invariants."""
    for game in range(GAMES_PER_CASE):
        state = play_out(players, beginner, seed=1000 * players + 10 * game + beginner)
        assert state.is_terminal and state.phase is Phase.GAME_OVER
        assert state.round_number == state.rounds == players
        winners = state.winners()
        assert winners and set(winners) <= set(range(players))
        best = max(state.scores())
        assert all(state.scores()[w] == best for w in winners)
        # Replaying the history (deals included) from the seed rebuilds the same state.
        replayed = CantWinState(players, {"beginner": beginner}, state.seed)
        for action in state.history:
            replayed.apply(str(action))
        assert snapshot(replayed) == snapshot(state)
        assert replayed.scores() == state.scores() and replayed.winners() == winners


@pytest.mark.parametrize("players, beginner", CASES)
def test_same_seed_same_game(players, beginner):
    """RULINGS "All games": the same seed always gives the same game (chance included)."""

    def run(seed):
        state = play_game(["random"] * players, seed, {"beginner": beginner}, game="cant_win")
        return [str(a) for a in state.history], state.scores()

    assert run(7) == run(7)
    assert run(7)[0][0] != run(8)[0][0]


def test_replay_mid_game_draws_the_same_later_deals():
    """A state rebuilt from its record mid-game deals the same later rounds (saves resume)."""
    state = CantWinState(4, {}, 42)
    rng = random.Random(1)
    while state.round_number < 2 or state.phase is not Phase.PLAY:
        state.apply(
            state.chance_action() if state.current_player == CHANCE else rng.choice(state.legal_actions())
        )
    rebuilt = CantWinState(4, {}, 42)
    for action in state.history:
        rebuilt.apply(action)
    while state.phase is not Phase.DEAL:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        rebuilt.apply(action)
    assert state.chance_action() == rebuilt.chance_action()
