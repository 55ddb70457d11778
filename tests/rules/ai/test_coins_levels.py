"""Coins: no level gives a coin away (issue 23: testers saw normal "play a coin second into a
trick the last player could take"). Second to a trick led with a card that is not a coin, a
coin is the last player's for the taking when every card the seat cannot see takes it, while
a card that is not a coin puts none of the seat's points in the trick. Scripted deals played
through the rules engine, so each level's determinizer sees the seat's own view; fixed budgets
and seeded generators, as the tournaments run them."""

import random

import pytest

from rules.ai.bots import make_bot
from rules.core.actions import Action
from rules.core.cards import make_spanish_deck
from rules.core.deals import unseen_cards
from rules.games import new_game
from rules.games.coins import COINS, decide_trick

DECK = make_spanish_deck()
LEVELS = ("easy", "normal", "hard")


def deal_and_play(hands, plays, target):
    """A game to ``target``, seat 2 dealing ``hands`` (seat 0 leads), after ``plays`` (card
    texts in play order)."""
    state = new_game("coins", 3, {"target": target}, 0)
    state.apply(Action("deal", ("2", *(",".join(h) for h in hands))))
    for text in plays:
        state.apply(f"play {text}")
    return state


def takes_every_coin(view):
    """True when every card the seat cannot see would win the trick for the last player over
    each coin the seat could play second (so the last player, whatever it holds, can take it)."""
    ((_, lead),) = view.trick
    unseen = unseen_cards(DECK.cards, view.hand, view.played)
    coins = [c for c in view.hand if c.suit == COINS]
    return bool(coins) and all(decide_trick((lead, c, d)).index == 2 for c in coins for d in unseen)


# Late in the hand: seat 0 has won the first 13 tricks; with three left it leads the 5 of
# swords. Seat 1 holds the 2 and 3 of coins and the 9 of swords; the five cards it cannot see
# are the 4 to 8 of coins, so the last player holds only higher coins: a coin played second
# is taken with its own, and the whole hand after it goes the same way (nothing to the seat).
# The 9 of swords wins the trick over the 5 with the coin the last player must add, then the
# seat's two coins are lost in the last two tricks: 1 coin against none.
LATE_TRICKS = (
    "AU 2U 3U", "RU 4U 5U", "CU 6U 7U", "SU 8U 9U", "AB 2B 3B", "RB 4B 5B", "CB 6B 7B",
    "SB 8B 9B", "AE 3E 4E", "RE 6E 7E", "CE 8E SE", "AO 9O SO", "RO CO 2E",
)  # fmt: skip
LATE_LAST = ("5E 4O 8O", "2O 3O 9E", "5O 6O 7O")


def late_position():
    hands = [[t.split()[s] for t in LATE_TRICKS] + LATE_LAST[s].split() for s in range(3)]
    plays = [text for trick in LATE_TRICKS for text in trick.split()] + ["5E"]
    return deal_and_play(hands, plays, target=20)


# Mid-hand, one coin from the target: seat 2 took nine coins in the first three tricks (the target is 10);
# seat 0 won the fourth and leads the 2 of cups. Seat 1 holds the 8, 9 and Knave of coins and
# nine swords; every card it cannot see is a cup or a club, each of which takes a coin played
# second (a higher cup; a club, since swords are missing), and that coin is seat 2's tenth: the
# game. A sword puts no coin in the trick.
TARGET_HANDS = (
    "2O 4O 6O AE 2U 3U 4U 5U 6U 7U 8U 9U SU CU RU AU",
    "3O 5O 7O 3E 8O 9O SO 4E 5E 6E 7E 8E 9E SE CE RE",
    "AO RO CO 2E 2B 3B 4B 5B 6B 7B 8B 9B SB CB RB AB",
)
TARGET_PLAYS = "2O 3O AO RO 4O 5O CO 6O 7O 2E AE 3E 2U".split()


def target_position():
    return deal_and_play([h.split() for h in TARGET_HANDS], TARGET_PLAYS, target=10)


POSITIONS = {"late": late_position, "one_from_target": target_position}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("position", POSITIONS)
def test_no_level_plays_a_coin_second_into_a_trick_the_last_player_can_take(position, level):
    state = POSITIONS[position]()
    view, legal = state.view(1), state.legal_actions()
    assert state.current_player == 1 and len(view.trick) == 1 and view.trick[0][1].suit != COINS
    assert takes_every_coin(view)
    assert any(c.suit != COINS for c in view.hand)
    for seed in range(4):
        move = make_bot("coins", level).choose(view, legal, random.Random(seed))
        assert DECK.parse(move.args[0]).suit != COINS, f"{level} gave a coin away with {move} (seed {seed})"


def test_the_positions_are_as_described():
    late = late_position()
    assert late.points == [5, 0, 0] and [len(h) for h in late.hands] == [2, 3, 3]
    assert {c.text for c in late.hands[2]} <= {"4O", "5O", "6O", "7O", "8O"}
    target = target_position()
    assert target.points == [0, 0, 9] and target.target == 10
    assert all(c.suit in "UB" for s in (0, 2) for c in target.hands[s])
