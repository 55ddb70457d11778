"""Grand Bid: no level passes on an offered card that joins its own runs when bidding is plainly
right (issue 23: testers saw normal "pass three times in Grand Bid on an offered card that
extended its own run"). The card joins 3-4 and 6-7 into a run of 5 (0 points to 5), it is the
last of its number, and the seat holds nine cards it can only bid with; hard's search forced on
each move (2,000 iterations, 3 seeds) rates the pass about 6 points worse than laying a card.
Scripted rounds played through the rules engine, so each level's determinizer sees the seat's
own view; fixed budgets and seeded generators, as the tournaments run them. A bid starts with a
card laid: once one is laid a pass is no longer legal and the search never takes the cards back
(``clear`` is a take-back), so the first decision is the one that bids or passes."""

import random

import pytest

from rules.ai.bots import make_bot
from rules.games.grand_bid.parts import tableau_score
from tests.rules.grand_bid_support import deal, new_state, numbers, turn

LEVELS = ("easy", "normal", "hard")

# Seat 1 collects 3, 4, 6 and 7 while every 5 but one goes elsewhere: seat 0
# self-takes the 5 of clubs, and the 5 of hearts and of diamonds are discarded from Double
# Offers nobody bid on. Seat 1 pays with cards it does not need and is paid in cards of its
# own numbers, so its hand ends as nine cards of 3, 4, 6 and 7, which can never go into its
# tableau.
HANDS = (
    "AS 2S 4S 5S 7S 9S 2D 4C 5C 6C 8C 10C 5H",
    "AH 3H 4H 6H 7H 9H 10H 3D 4D 6D 7D 9D 10S",
    "AD AC 2H 2C 3S 3C 5D 6S 7C 8S 8H 8D 10D",
)
SET_ASIDE = "9C"


def joining():
    """Seat 0 offers the 5 of spades, the last 5 in play; seat 1 bids first (the tie is its),
    seat 2 after it."""
    state = new_state()
    deal(state, 0, HANDS, SET_ASIDE)
    turn(state, "5C", second="AS", keep="5C")
    turn(state, "9H", {2: ["3C"]})
    turn(state, "3S", {1: ["10S"]})
    turn(state, "5H", second="2S")  # seat 0 holds a 5: it must keep the 2
    turn(state, "9D", {0: ["4C"]})
    turn(state, "5D", second="10D", keep="10D")
    turn(state, "4S", {1: ["3H"]})
    turn(state, "10H", {0: ["6C"]})
    turn(state, "6S", {1: ["4H"]})
    turn(state, "7S", {1: ["6H"]})
    turn(state, "AH", {2: ["7C"]})
    turn(state, "8S", {0: ["2D"]})
    state.apply("offer 5S")
    return state


def test_the_position_is_as_described():
    state = joining()
    view = state.view(1)
    assert numbers(view.tableaux[1]) == [3, 4, 6, 7] and view.bidders == (1, 2)
    assert sorted(numbers(view.hand)) == [3, 3, 4, 4, 6, 6, 7, 7, 7]
    fives = [c for c in (*state.discard, *state.tableaux[0], *state.offer) if c.rank == 5]
    assert len(fives) == 4  # the offered 5 is the last
    assert tableau_score(numbers(view.tableaux[1])) == 0
    assert tableau_score([*numbers(view.tableaux[1]), 5]) == 5


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_passes_on_the_last_card_that_joins_its_runs(level):
    state = joining()
    view, legal = state.view(1), state.legal_actions()
    assert state.current_player == 1 and "pass" in [str(a) for a in legal]
    for seed in range(8):
        move = make_bot("grand_bid", level).choose(view, legal, random.Random(seed))
        assert move.kind == "bid", f"{level} {move} (seed {seed})"
