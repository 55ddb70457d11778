"""Determinization is honest: a sample from one seat's view shows that seat the same view
and the same legal actions as the real state, and plays on under the real rules."""

import dataclasses
import random

import pytest

from rules.ai.base import RandomBot
from rules.ai.bots import determinizer
from rules.ai.ismcts import ISMCTSBot
from rules.core.state import CHANCE
from rules.games import GAMES, new_game

CASES = [
    ("bid_whist", 4, {}),
    ("bid_whist", 4, {"sport_kitty": True}),
    ("bid_whist", 4, {"jokers": 1, "downtown_first": True}),
    ("bid_whist", 4, {"reneges_allowed": True}),
    ("bid_whist", 4, {"jokers_any_time": True}),
    ("bid_whist", 4, {"jokers_out": True, "jokers": 1}),
    ("coins", 3, {}),
    ("cant_win", 3, {}),
    ("cant_win", 4, {"beginner": True}),
    ("bid_coin", 3, {}),
    ("bid_coin", 4, {}),
    ("grand_bid", 3, {}),
]


def random_positions(game, players, options, seed, count):
    """``count`` states of one random game at random moments where a seat is to act."""
    rng = random.Random(seed)
    state = new_game(game, players, options, seed)
    states = []
    while not state.is_terminal and len(states) < count:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        if rng.random() < 0.15:
            states.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return states


def round_of(state):
    return getattr(state, "hand_number", None) or getattr(state, "round_number", None)


def key(actions):
    return sorted(map(str, actions))


@pytest.mark.parametrize("game,players,options", CASES)
def test_samples_keep_the_view_and_the_legal_actions(game, players, options):
    rng = random.Random(1)
    for seed in range(3):
        for real in random_positions(game, players, options, seed, 12):
            for seat in range(players):
                view = real.view(seat)
                det = determinizer(game, view)
                for _ in range(3):
                    sample = det.sample(rng)
                    assert sample.view(seat) == view
                    if seat == real.current_player:
                        assert key(sample.legal_actions()) == key(real.legal_actions())
                    # the sample plays on under the real rules to the end of the game
                    while not sample.is_terminal and round_of(sample) == round_of(real):
                        if sample.current_player == CHANCE:
                            sample.apply(sample.chance_action())
                        else:
                            sample.apply(rng.choice(sample.legal_actions()))


@pytest.mark.parametrize("game,players,options", CASES)
def test_the_state_from_a_view_gives_back_the_view_and_the_legal_actions(game, players, options):
    """``<State>.from_view(view)``, the determinizers' template: the public table and the
    seat's own cards come back as they were, the hidden places hold as many cards as shown."""
    for seed in range(3):
        for real in random_positions(game, players, options, seed, 8):
            for seat in range(players):
                view = real.view(seat)
                state = type(real).from_view(view)
                assert state.view(seat) == view
                if seat == real.current_player:
                    assert key(state.legal_actions()) == key(real.legal_actions())


@pytest.mark.parametrize(
    "game,players", [("bid_whist", 4), ("coins", 3), ("cant_win", 3), ("bid_coin", 4), ("grand_bid", 3)]
)
def test_the_state_from_a_view_refuses_a_view_with_no_seat_to_act_or_wrong_counts(game, players):
    state = new_game(game, players, {}, 3)
    with pytest.raises(ValueError, match="only while a seat is to act"):
        type(state).from_view(state.view(0))  # a deal is due
    state.apply(state.chance_action())
    view = state.view(state.current_player)
    counts = list(view.hand_counts)
    counts[(view.seat + 1) % players] += 1  # one card more than there is
    with pytest.raises(ValueError, match="unseen cards do not fill"):
        type(state).from_view(dataclasses.replace(view, hand_counts=tuple(counts)))


def test_samples_differ_in_the_hidden_cards():
    real = random_positions("bid_whist", 4, {}, 5, 3)[0]
    det = determinizer("bid_whist", real.view(0))
    rng = random.Random(2)
    hands = {tuple(det.sample(rng).hands[1]) for _ in range(5)}
    assert len(hands) > 1


HONESTY = [
    CASES[0],
    CASES[1],
    ("coins", 3, {}),
    ("cant_win", 3, {}),
    ("bid_coin", 4, {}),
    ("grand_bid", 3, {}),
]


@pytest.mark.parametrize("game,players,options", HONESTY)
def test_search_decision_unchanged_when_hidden_cards_are_redealt(game, players, options):
    """The issue's honesty test: re-deal the hidden cards of a real mid-game state in a way
    consistent with the seat's view; the bot's input and its decision (fixed rng) stay."""
    bot = ISMCTSBot(GAMES[game].ai, iterations=60)
    redeal_rng = random.Random(9)
    changed = 0
    for real in random_positions(game, players, options, 4, 4):
        seat = real.current_player
        redealt = determinizer(game, real.view(seat)).sample(redeal_rng)
        changed += [sorted(h, key=str) for h in redealt.hands] != [sorted(h, key=str) for h in real.hands]
        assert redealt.view(seat) == real.view(seat)
        first = bot.choose(real.view(seat), real.legal_actions(), random.Random(7))
        again = bot.choose(redealt.view(seat), redealt.legal_actions(), random.Random(7))
        assert first == again
    assert changed


@pytest.mark.parametrize(
    "game,players",
    [("bid_whist", 4), ("coins", 3), ("cant_win", 3), ("bid_coin", 4), ("grand_bid", 3)],
)
def test_search_plays_a_whole_game(game, players):
    """A small budget (the levels differ only by budget) plays a whole game against random
    seats: every decision legal, the game ends."""
    bots = [ISMCTSBot(GAMES[game].ai, iterations=8)] + [RandomBot()] * (players - 1)
    state = new_game(game, players, {}, 2)
    rng = random.Random(2)
    while not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions(), rng))


def test_redeal_finds_the_tight_deals_and_refuses_impossible_ones():
    from rules.ai.determinize import DealImpossible, Hidden, redeal
    from rules.core.cards import make_french_deck

    cards = [c for c in make_french_deck(0).cards if c.rank >= 9]  # 24 cards, 6 per suit
    allowed = [lambda c: c.suit in "DC", lambda c: c.suit in "SH", None]
    hidden = Hidden(cards, [8, 8, 8], allowed, None)
    rng = random.Random(0)
    for tries in (0, 20):
        piles = redeal(hidden, rng, tries=tries)
        assert [len(p) for p in piles] == [8, 8, 8]
        assert all(c.suit in "DC" for c in piles[0]) and all(c.suit in "SH" for c in piles[1])
    impossible = Hidden(cards, [13, 3, 8], allowed, None)  # only 12 diamonds and clubs
    with pytest.raises(DealImpossible):
        redeal(impossible, rng, tries=3)
