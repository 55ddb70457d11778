"""The Grand Bid baseline bot: it values cards that extend its runs, offers, bids and
self-takes on real views of scripted deals, is never illegal, and beats random play."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.ai.bots import make_bot
from rules.ai.evaluate import play_match
from rules.core.state import CHANCE
from rules.games.grand_bid import Phase
from rules.games.grand_bid.ai.baseline import GrandBidBaselineBot, gain, run_worth
from tests.rules.grand_bid_support import DECK, bid_round, deal, new_state

BOT = GrandBidBaselineBot()
HANDS = (
    "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S AH 2H 3H",
    "4H 5H 6H 7H 8H 9H 10H AD 2D 3D 4D 5D 6D",
    "7D 8D 9D 10D AC 2C 3C 4C 5C 6C 7C 8C 9C",
)


def tableau(*numbers: int) -> tuple:
    """Cards (spades, then clubs for a repeat) of ``numbers`` for a hand-set tableau."""
    return tuple(DECK.cards[(n - 1) * 4] for n in numbers)


def decide(state, **changes) -> str:
    """The bot's choice for the seat to act, on its view with ``changes`` made."""
    view = replace(state.view(state.current_player), **changes)
    return str(BOT.choose(view, state.legal_actions(), random.Random(0)))


def bid_count(state, **changes) -> int:
    """How many cards the bot lays on the offer before confirming (0: a pass)."""
    state = state.clone()
    seat = state.current_player
    laid = 0
    while True:
        view = replace(state.view(seat), **changes)
        action = BOT.choose(view, state.legal_actions(), random.Random(0))
        state.apply(action)
        if action.kind != "bid":
            return laid
        laid += 1


def started(first: int = 0):
    state = new_state()
    deal(state, first, HANDS, "10C")
    return state


def test_run_worth_favours_long_and_joined_runs():
    assert run_worth([]) == 0 and run_worth([5]) == 1 and run_worth([3, 4, 5]) == 9
    assert gain(frozenset({3, 4, 6, 7}), 5) == 17  # joins two runs of 2 into 5
    assert gain(frozenset({3, 4, 5}), 6) == 7 and gain(frozenset({3, 4, 5}), 8) == 1
    assert gain(frozenset({3, 4, 5}), 4) == 0  # one copy of each number only


def test_it_bids_more_for_a_card_that_joins_its_runs():
    state = started()
    state.apply("offer 5S")  # West bids first
    assert bid_count(state, tableaux=((), tableau(3, 4, 6, 7), ())) == 3
    assert bid_count(state, tableaux=((), tableau(9, 10), ())) == 1
    # denying East a card that would join East's runs is worth a bid too
    lone = bid_count(state, tableaux=((), (), ()))
    assert bid_count(state, tableaux=((), (), tableau(3, 4, 6, 7))) > lone


def test_it_pays_with_numbers_already_in_its_tableau():
    state = started()
    state.apply("offer 5S")
    assert decide(state, tableaux=((), tableau(9), ())) == "bid 9H"  # not the lowest card, AD


def test_it_offers_a_number_nobody_can_bid_on_and_self_takes_the_best():
    state = started()
    # both others hold a 10: offering the 10 opens the Double Offer for nothing
    assert decide(state, tableaux=((), tableau(10), tableau(10))) == "offer 10S"
    state.apply("offer 10S")
    bid_round(state, {})
    # the second card: the 6 joins South's 4 5 _ 7 8; the others cannot use it
    views = {"tableaux": (tableau(4, 5, 7, 8), tableau(6, 10), tableau(6, 10))}
    assert decide(state, **views) == "offer 6S"
    state.apply("offer 6S")
    bid_round(state, {})
    assert state.phase is Phase.KEEP and state.current_player == 0
    assert decide(state, tableaux=(tableau(4, 5, 7, 8), (), ())) == "keep 6S"


def test_it_keeps_the_card_that_extends_its_run():
    state = started()
    state.apply("offer AS")
    bid_round(state, {})
    state.apply("offer 7S")
    bid_round(state, {1: ["4H"]})
    assert state.phase is Phase.KEEP and state.current_player == 1
    assert decide(state, tableaux=((), tableau(5, 6), ())) == "keep 7S"
    assert decide(state, tableaux=((), tableau(2, 3), ())) == "keep AS"


def test_it_is_never_illegal_and_lays_each_bid_to_a_confirm():
    """Whole games, the baseline in every seat: every answer is legal, and a bid it starts
    always ends with a confirm (its count comes from the view alone)."""
    bot = make_bot("grand_bid", "baseline")
    for seed in range(3):
        state = new_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            action = bot.choose(state.view(state.current_player), state.legal_actions(), rng)
            assert action in state.legal_actions()
            assert action.kind != "clear"
            state.apply(action)


def test_it_beats_random_play():
    result = play_match("baseline", "random", games=60, seed=0, game="grand_bid")
    assert result.win_rate > 0.6, result.win_rate
    assert result.mean_score > result.opponent_mean_score
