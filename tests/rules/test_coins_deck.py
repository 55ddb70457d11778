"""The Spanish deck used by Coins (rules.core.cards.make_spanish_deck)."""

import pickle

import pytest

from rules.core.cards import SPANISH_SUITS, lookup_card, make_spanish_deck, spanish_card_name


def test_spanish_deck_has_48_cards_12_per_suit():
    """Rulebook INTRODUCTION / RULINGS "Coins": a 48-card Spanish deck, four suits of 12."""
    deck = make_spanish_deck()
    assert len(deck) == 48
    assert len({c.text for c in deck.cards}) == 48
    assert SPANISH_SUITS == ("U", "O", "E", "B")
    for suit in SPANISH_SUITS:
        ranks = sorted(c.rank for c in deck.cards if c.suit == suit)
        assert ranks == list(range(2, 14))
    assert [c.index for c in deck.cards] == list(range(48))
    assert all(c.deck == "spanish" for c in deck.cards)


def test_rank_letters_and_order_follow_the_rulebook():
    """Rulebook RANKS: Ace, King (Rey), Knight (Caballo), Knave (Sota), 9 to 2 - high to low."""
    deck = make_spanish_deck()
    high_to_low = ["AO", "RO", "CO", "SO", "9O", "8O", "7O", "6O", "5O", "4O", "3O", "2O"]
    ranks = [deck.parse(t).rank for t in high_to_low]
    assert ranks == sorted(ranks, reverse=True)
    assert len(set(ranks)) == 12


@pytest.mark.parametrize(
    "text,name",
    [
        ("RU", "King of cups"),
        ("AO", "Ace of coins"),
        ("CE", "Knight of swords"),
        ("SB", "Knave of clubs"),
        ("7E", "7 of swords"),
        ("2U", "2 of cups"),
    ],
)
def test_card_names(text, name):
    """Card wording for the table: rank name then suit name."""
    assert spanish_card_name(make_spanish_deck().parse(text)) == name


def test_cards_are_interned_and_survive_pickling():
    """Cards compare by identity; the cached deck and a pickled copy give the same objects."""
    deck = make_spanish_deck()
    assert make_spanish_deck() is deck
    card = deck.parse("ae")
    assert card is deck.parse("AE")
    assert lookup_card("spanish", "AE") is card
    assert pickle.loads(pickle.dumps(card)) is card


def test_unknown_card_text_is_rejected():
    """A French card text is not a Spanish card (no 10, no Q, no hearts)."""
    deck = make_spanish_deck()
    for text in ("10O", "QU", "AH", "1O", "AC"):
        with pytest.raises(ValueError):
            deck.parse(text)
