"""Reading Bid Whist plays: a seat that let the other side's card win the book likely held
nothing that would have beaten it."""

import random

from rules.ai.bots import determinizer
from rules.games.bid_whist.ai.determinize import _who_played
from rules.games.bid_whist.ai.play_readings import DUCK_WEIGHT, readings
from tests.rules.bid_whist_support import deal_text, new_state, play_book, setup_hand

HANDS = {1: ["KH", "BJ", "LJ", "AS", "KS"], 2: ["2H"], 3: ["3H", "AH"], 0: ["4H"]}


def hand_after_one_book():
    """Seat 1 bids and names spades, leads the King of hearts and wins the book: seat 2
    (second) and seat 0 (last) follow low under it; seat 3, its partner, holds the Ace."""
    state = new_state(0)
    setup_hand(state, deal_text(0, HANDS), ["bid 4 uptown", "pass", "pass", "pass"], "trump S")
    play_book(state, "KH", "2H", "3H", "4H")
    return state


def test_a_seat_that_followed_low_under_the_other_sides_card_is_read():
    state = hand_after_one_book()
    view = state.view(1)
    plays = _who_played(view, state.card_suits, state.card_strengths)
    reads = readings(plays, state.card_suits, state.card_strengths, "S", True)
    king = state.card_strengths[state.deck.parse("KH")]
    # seat 3 played under its partner's winning King: nothing to read
    assert reads == [(2, "H", king, DUCK_WEIGHT[1]), (0, "H", king, DUCK_WEIGHT[3])]


def test_samples_rarely_give_the_ace_to_the_seat_that_let_the_king_win():
    state = hand_after_one_book()
    det = determinizer("bid_whist", state.view(1))
    ace = state.deck.parse("AH")
    rng = random.Random(2)

    def share_with(seat, samples):
        return sum(ace in s.hands[seat] for s in samples) / len(samples)

    weighted = [det.sample(rng) for _ in range(600)]
    det.hidden.weight = None
    plain = [det.sample(rng) for _ in range(600)]
    assert share_with(0, plain) > 0.25 > 0.2 > share_with(0, weighted)
    assert share_with(3, weighted) > share_with(3, plain) + 0.1


def test_a_void_seat_that_threw_off_under_the_other_sides_card_is_read_unless_reneges_are_allowed():
    state = hand_after_one_book()
    card = state.deck.parse
    plays = [(1, card("KH"), None), (2, card("5C"), "H"), (3, card("3H"), "H"), (0, card("4H"), "H")]
    king = state.card_strengths[card("KH")]
    shown = readings(plays, state.card_suits, state.card_strengths, "S", True)
    assert shown == [(2, "S", -1, DUCK_WEIGHT[1]), (0, "H", king, DUCK_WEIGHT[3])]
    hidden = readings(plays, state.card_suits, state.card_strengths, "S", False)
    assert hidden == [(0, "H", king, DUCK_WEIGHT[3])]
