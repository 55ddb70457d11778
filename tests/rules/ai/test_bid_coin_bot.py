"""The Bid Coin baseline bot: it pushes the coin nearest its expected wins, declares zero with a
weak hand (coin by coin, then ``declare``), plays to its bid (the cheapest winner short of it, a
loser at it, a 4 or 6 only when two wins are welcome), answers through the worker entry point,
and beats random play."""

import pickle
import random
from dataclasses import replace

import pytest

from rules.ai.bots import choose_action_text
from rules.ai.evaluate import play_match
from rules.core.actions import Action
from rules.games.bid_coin import BidCoinState, Phase
from rules.games.bid_coin.ai.baseline import BidCoinBaselineBot
from rules.games.bid_coin.parts import make_bid_coin_deck
from tests.rules.bid_coin_support import A, B, C, D, deal, trick
from tests.rules.test_bid_coin_examples import ROUND_HANDS

BOT = BidCoinBaselineBot()
DECK = make_bid_coin_deck(4)


def choose(state: BidCoinState) -> str:
    seat = state.current_player
    return str(BOT.choose(state.view(seat), state.legal_actions(), random.Random(0)))


def dealt() -> BidCoinState:
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    return state


def test_a_strong_hand_pushes_a_big_coin_after_its_first_win():
    """A holds the tens and nines (about 6.5 more wins expected): after its first win it pushes
    the 7, the coin that brings its bid nearest 1 + 6.5."""
    state = dealt()
    trick(state, "R10 R1 R2 R3")
    assert state.phase is Phase.PUSH and choose(state) == "push 7"


def test_a_weak_hand_declares_zero_with_the_highest_coins():
    """C (twos and sixes, no trump) turns 7, 5 and 1 (13 cards), declares, then follows low."""
    state = dealt()
    for text in ("R10", "R1"):
        state.apply(f"play {text}")
    assert state.current_player == C
    made = []
    while not made or made[-1] != "declare":
        made.append(choose(state))
        state.apply(made[-1])
    assert made == ["zero 7", "zero 5", "zero 1", "declare"]
    assert choose(state).startswith("play R")  # a red that loses to the 10


def play_view(hand: str, trick_cards: str, wins: int, pushed: tuple[int, ...]):
    """D last to play to ``trick_cards`` (A, B, C) with ``hand``, its wins and pushed coins."""
    state = dealt()
    view = state.view(D)
    cards = tuple(DECK.parse(t) for t in hand.split())
    played = tuple(DECK.parse(t) for t in trick_cards.split())
    return replace(
        view,
        hand=cards,
        trick=tuple(zip((A, B, C), played)),
        lead_suit=played[0].suit,
        played=played,
        current_player=D,
        wins=(0, 0, 0, wins),
        pushed=((), (), (), pushed),
        bids=(0, 0, 0, sum(pushed)),
    ), [Action("play", (t,)) for t in hand.split()]


@pytest.mark.parametrize(
    "wins, pushed, expected",
    [
        (2, (2,), "play R1"),  # at its bid: the highest card that loses
        (2, (3,), "play R7"),  # one short: the cheapest winner, not the 6 (two wins would overshoot)
        (1, (3,), "play R6"),  # two short: the 6 wins twice
    ],
)
def test_play_to_the_bid(wins, pushed, expected):
    view, legal = play_view("R0 R1 R6 R7 R9", "R5 R3 R2", wins, pushed)
    assert str(BOT.choose(view, legal, random.Random(0))) == expected


def test_worker_entry_point_answers_after_a_pickled_view():
    state = dealt()
    view = pickle.loads(pickle.dumps(state.view(A)))
    text = choose_action_text("bid_coin", "baseline", view, [str(a) for a in state.legal_actions()], 1)
    assert text in {str(a) for a in state.legal_actions()}


@pytest.mark.parametrize("players", [3, 4])
def test_baseline_beats_random_in_a_clear_majority(players):
    result = play_match("baseline", "random", games=40, seed=0, game="bid_coin", players=players)
    print(f"bid_coin {players}p baseline vs random, 40 games: win rate {result.win_rate:.2f}")
    assert result.win_rate >= 0.5  # one seat of three or four
    assert result.mean_score < result.opponent_mean_score  # fewer coins left
