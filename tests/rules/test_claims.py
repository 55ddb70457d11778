"""Claiming the rest: the rules say a seat may claim only when its remaining cards win every
remaining trick whatever the others hold (in Bid Whist, its trumps led first where that is
what makes them sure). Checked on many random hands: every claim is borne out by every way
the others play the rest against the claimer's play-out moves (and by any play of the
claimer's where each card is a sure winner alone), the answer depends only on what the seat
may know (the same on re-deals of the hidden cards consistent with its view), and the
play-out move is a proper one. Games without claims never offer one."""

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


def plays_out_won(state, seat: int, rng: random.Random, claimer: bool, others: bool) -> bool:
    """Play the hand out, the claimer by :meth:`claim_move` (``claimer``) or at random, the
    other seats likewise (``others``): True when ``seat`` won every trick of the rest."""
    s = state.clone()
    while True:
        if s.current_player < 0:
            return True
        by_rule = claimer if s.current_player == seat else others
        action = s.claim_move() if by_rule else rng.choice(s.legal_actions())
        for event in s.apply(action):
            if isinstance(event, TrickWon) and event.seat != seat:
                return False
            if isinstance(event, HandOver):
                return True


def any_order(state, seat: int) -> bool:
    """True unless the seat's claim is Bid Whist's with trumps led first (each card of it a
    sure winner alone)."""
    if state.__class__.__name__ != "BidWhistState":
        return True
    with_trumps_alone = state.clone()
    with_trumps_alone._reneges_allowed = True  # (the house rule that allows claims in any order only)
    return with_trumps_alone.claim(seat)


@pytest.mark.parametrize("game, players, options", CLAIMS)
def test_a_claim_is_never_wrong_and_needs_only_what_the_seat_knows(game, players, options):
    claimed = drawing = 0
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
            for _ in range(6):  # any way the others play, the claimer's play-out wins
                assert plays_out_won(state, seat, rng, claimer=True, others=False)
            assert plays_out_won(state, seat, rng, claimer=True, others=True)
            if any_order(state, seat):  # (its cards sure winners alone: in any order too)
                for _ in range(3):
                    assert plays_out_won(state, seat, rng, claimer=False, others=False)
            else:
                drawing += 1
    assert claimed >= 8, claimed
    assert drawing >= 1 or game != "bid_whist" or options, drawing  # (trumps first: some claims)


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


def test_trumps_led_first_make_a_claim_where_they_draw_every_other_trump():
    """A tester led downtown with the little joker, A♥ and 3♥ (hearts trump, the big joker
    gone) and the Aces of spades and clubs, and was offered no claim: led first, the trumps
    draw the others' (each seat holding one must follow), then the Aces are masters. Not so
    with fewer trumps than are out, a trump that can lose, or a side card that can."""
    from rules.games.bid_whist.claim import wins_drawing_trumps

    order = {"LJ": 0, "AH": 1, "2H": 2, "3H": 3, "4H": 4, "AS": 1, "2S": 2, "KS": 13, "AC": 1, "5C": 5}

    def suit(card: str) -> str:
        return "H" if card == "LJ" else card[-1]  # (a joker is a trump)

    def wins_led(card: str, other: str) -> bool:  # downtown (A, 2, 3... high), hearts trump
        if suit(other) == suit(card):
            return order[card] < order[other]
        return suit(other) != "H"  # (a card off the suit led wins only as a trump)

    def is_trump(card: str) -> bool:
        return suit(card) == "H"

    def claims(hand: list[str], unseen: list[str]) -> bool:
        return wins_drawing_trumps(hand, unseen, is_trump, wins_led)

    assert claims(["LJ", "AH", "2H", "AS", "AC"], ["3H", "4H", "KS", "5C", "2S"])
    assert not claims(["LJ", "AS", "AC"], ["3H", "4H", "KS"])  # one trump, two out
    assert not claims(["3H", "AH", "AS"], ["2H", "KS"])  # the 3 loses to the 2
    assert not claims(["LJ", "AH", "2S"], ["3H", "AS"])  # the 2 loses to the Ace
    assert not claims(["AS", "AC"], ["KS"])  # no trumps to lead
