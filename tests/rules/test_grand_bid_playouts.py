"""Random play-outs of Grand Bid with invariants, in the style of OpenSpiel's
``games_sim_test.py`` (DESIGN.md "tests/").

After every action: the 40 cards are accounted for (hands + tableaux + discard pile + the
unseen card + the offer), each tableau holds one card per number, a secret bid is 0 to 3 cards
of its bidder's hand and shows in no other seat's view, a seat to act has a legal action;
clones are independent, replay gives the same state, and scores stay within the rules' bounds
(rulebook Scoring, Full Game; RULINGS "Grand Bid").
"""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from rules.core.actions import Action
from rules.core.state import CHANCE, TERMINAL
from rules.games.grand_bid import GrandBidState, Phase
from rules.games.grand_bid.parts import MAX_BID, ROUNDS, make_grand_bid_deck, run_score
from tests.rules.grand_bid_support import accounted, new_state
from tests.rules.test_cant_win_playouts import cards_in

DECK = make_grand_bid_deck()
CLONE_EVERY = 11


def snapshot(state: GrandBidState) -> tuple:
    """Every seat's view, the full hands and secret bids, the history and the generator."""
    return (
        tuple(state.view(seat) for seat in range(3)),
        tuple(tuple(h) for h in state.hands),
        tuple(tuple(b) for b in state.laid),
        tuple(map(str, state.history)),
        state.rng.getstate(),
    )


def check_invariants(state: GrandBidState, stats: dict) -> None:
    """The per-step invariants (see the module doc)."""
    if state.round_number:
        assert accounted(state) == 40
        everything = [c for h in state.hands for c in h] + [c for t in state.tableaux for c in t]
        everything += state.discard + state.unseen + state.offer
        assert set(everything) == set(DECK.cards)
    for seat, tableau in enumerate(state.tableaux):
        assert len({c.rank for c in tableau}) == len(tableau) <= 10
        assert set(state.laid[seat]) <= set(state.hands[seat]) and len(state.laid[seat]) <= MAX_BID
        assert set(state.known[seat]) <= set(state.hands[seat])
    cur = state.current_player
    assert bool(state.legal_actions()) == (cur >= 0)
    if state.phase is Phase.KEEP and sum(1 for h in state.hands if not h) >= 2:
        stats["keep with two empty hands"] += 1
    for seat in range(3):
        view = state.view(seat)
        seen = set()
        for f in fields(view):
            seen |= cards_in(getattr(view, f.name))
        for other in range(3):
            hidden = set(state.hands[other]) - set(state.known[other])
            if other != seat:
                assert not seen & hidden, "a seat sees a card of another's hand or secret bid"
                assert view.hand_counts[other] == len(state.hands[other])
        if state.laid[(seat + 1) % 3] or state.laid[(seat + 2) % 3]:
            stats["secret bids checked"] += 1


def play_out(seed: int, stats: dict) -> GrandBidState:
    """One random game with the invariants checked after every action."""
    rng = random.Random(seed)
    state = new_state(seed)
    step = 0
    while True:
        check_invariants(state, stats)
        cur = state.current_player
        if cur == TERMINAL:
            return state
        action = state.chance_action() if cur == CHANCE else rng.choice(state.legal_actions())
        if cur >= 0:
            assert Action.parse(str(action)) in state.legal_actions()
        if step % CLONE_EVERY == 0:
            twin = state.clone()
            before = snapshot(state)
            twin.apply(action)
            assert snapshot(state) == before
            state.apply(action)
            assert snapshot(twin) == snapshot(state)
        else:
            state.apply(action)
        step += 1


def test_random_playouts_keep_the_invariants():
    stats = {"keep with two empty hands": 0, "secret bids checked": 0}
    for game in range(12):
        state = play_out(700 + game, stats)
        assert state.phase is Phase.GAME_OVER and state.round_number == ROUNDS
        assert all(len(sheet) == ROUNDS for sheet in state.sheet)
        for seat, sheet in enumerate(state.sheet):
            assert all(points == run_score(run) and 0 <= points <= 18 for points, run in sheet)
            assert state.scores()[seat] == sum(points for points, _ in sheet) <= 18 * ROUNDS
        winners = state.winners()
        assert winners and all(state.scores()[w] == max(state.scores()) for w in winners)
        replayed = GrandBidState(3, {}, state.seed)
        for action in state.history:
            replayed.apply(str(action))
        assert snapshot(replayed) == snapshot(state)
    assert all(stats.values()), stats


@pytest.mark.parametrize("seed", [3, 4])
def test_same_seed_same_game(seed):
    """RULINGS "All games": the same seed always gives the same game."""

    def run(s):
        state = play_out(s, {"keep with two empty hands": 0, "secret bids checked": 0})
        return [str(a) for a in state.history]

    assert run(seed) == run(seed) and run(seed)[0] != run(seed + 10)[0]
