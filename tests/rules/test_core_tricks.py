"""rules.core.tricks: following suit and the winner of a trick under a ranking."""

import pytest

from rules.core.cards import make_french_deck
from rules.core.tricks import cards_following, suit_to_follow, trick_winner
from rules.games.bid_whist import ranking

DECK = make_french_deck(2)


def cards(*texts):
    return DECK.parse_many(texts)


def test_cards_following_must_follow_if_possible():
    hand = cards("AS", "2H", "3H", "KC")
    suit_of = lambda c: c.suit  # noqa: E731
    assert cards_following(hand, "H", suit_of) == cards("2H", "3H")
    assert cards_following(hand, "D", suit_of) == hand
    assert cards_following(hand, None, suit_of) == hand


def test_suit_to_follow_skips_cards_without_suit():
    suit_of, _ = ranking(DECK, None, "uptown")  # no trump: jokers have no suit
    assert suit_to_follow(cards("BJ", "LJ", "5D", "2H"), suit_of.get) == "D"
    assert suit_to_follow(cards("BJ"), suit_of.get) is None


def test_trick_winner_trump_then_led_suit():
    suit_of, strength = ranking(DECK, "S", "uptown")
    assert trick_winner(cards("KH", "AH", "2S", "QH"), suit_of.get, strength.__getitem__, "S") == 2
    assert trick_winner(cards("KH", "AH", "AD", "QH"), suit_of.get, strength.__getitem__, "S") == 1
    assert trick_winner(cards("2S", "AS", "LJ", "BJ"), suit_of.get, strength.__getitem__, "S") == 3


def test_trick_winner_no_card_can_win():
    suit_of, strength = ranking(DECK, None, "uptown")
    with pytest.raises(ValueError):
        trick_winner(cards("BJ", "LJ"), suit_of.get, strength.__getitem__, None)
    assert trick_winner(cards("BJ", "3C", "LJ", "2C"), suit_of.get, strength.__getitem__, None) == 1
