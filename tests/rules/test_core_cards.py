"""rules.core.cards: interned cards, text forms, decks."""

import pickle

import pytest

from rules.core.cards import card_name, cards_text, lookup_card, make_french_deck


def test_french_deck_sizes_and_jokers():
    """Rulebook "Overview": 52 cards plus the big and little joker (54); one joker: 53."""
    assert len(make_french_deck(0)) == 52
    two = make_french_deck(2)
    assert len(two) == 54 and [c.text for c in two.cards[-2:]] == ["BJ", "LJ"]
    one = make_french_deck(1)
    assert len(one) == 53 and one.cards[-1].text == "BJ"
    with pytest.raises(ValueError):
        make_french_deck(3)


def test_cards_are_interned_and_parse_back():
    deck = make_french_deck(2)
    assert make_french_deck(2) is deck
    for card in deck.cards:
        assert deck.parse(card.text) is card
        assert deck.parse(card.text.lower()) is card
        assert deck.cards[card.index] is card
    assert deck.parse("10H").rank == 10 and deck.parse("AS").rank == 14
    assert deck.parse("BJ").is_joker and not deck.parse("2C").is_joker
    with pytest.raises(ValueError, match="not a card"):
        deck.parse("1Z")


def test_cards_survive_pickling_as_the_same_object():
    """Cards sent to a bot worker come back as the interned objects."""
    deck = make_french_deck(2)
    card = deck.parse("QS")
    assert pickle.loads(pickle.dumps(card)) is card
    assert lookup_card(deck.name, "LJ") is deck.parse("LJ")


def test_card_names_and_text_join():
    deck = make_french_deck(2)
    assert card_name(deck.parse("QS")) == "Queen of spades"
    assert card_name(deck.parse("10H")) == "10 of hearts"
    assert card_name(deck.parse("BJ")) == "big joker"
    assert cards_text(deck.parse_many(["AS", "10H", "BJ"])) == "AS,10H,BJ"


def test_a_card_of_every_deck_unpickles_in_a_fresh_process():
    """A bot worker is a fresh (spawned) process: a pickled card must rebuild its deck there
    and come back as that process's interned card (Card.__reduce__ / Deck.source)."""
    import subprocess
    import sys
    from pathlib import Path

    from rules.core.cards import make_spanish_deck
    from rules.games.cant_win import make_cant_win_deck

    cards = [
        make_french_deck(2).parse("LJ"),
        make_french_deck(1).parse("BJ"),
        make_spanish_deck().parse("AO"),
        make_cant_win_deck(3).parse("T9"),
        make_cant_win_deck(4).parse("Y12"),
    ]
    script = (
        "import pickle, sys\n"
        "cards = pickle.loads(sys.stdin.buffer.read())\n"
        "from rules.core.cards import lookup_card\n"
        "print(' '.join(f'{c.deck}:{c.text}:{lookup_card(c.deck, c.text) is c}' for c in cards))\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = (
        subprocess.run(
            [sys.executable, "-c", script],
            input=pickle.dumps(cards),
            cwd=root,
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .split()
    )
    assert out == [f"{c.deck}:{c.text}:True" for c in cards]
