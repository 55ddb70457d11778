"""rules.core.events: typed, frozen events with a stable text form."""

import dataclasses

import pytest

from rules.core.cards import make_french_deck
from rules.core.events import CardPlayed, Dealt, Event, GameOver, HandOver, TrickWon
from rules.games.bid_whist import BookWon, ContractChosen, HandScored

DECK = make_french_deck(2)


def cards(texts):
    return tuple(DECK.parse(t) for t in texts.split())


def test_event_text_puts_the_seat_first_and_joins_cards():
    event = BookWon(2, cards("AS KS 2S QS"), 0, (3, 1))
    assert str(event) == "book_won 2 cards=AS,KS,2S,QS side=0 books=(3, 1)"
    assert str(CardPlayed(0, DECK.parse("10H"))) == "play 0 card=10H"
    assert str(Dealt(3, 1)) == "dealt 3 number=1"
    assert str(GameOver((0, 2), "reached_7", (7, 3, 7, 3))) == (
        "game_over winners=(0, 2) reason=reached_7 scores=(7, 3, 7, 3)"
    )


def test_a_field_at_its_default_is_left_out_of_the_text():
    assert str(CardPlayed(1, DECK.parse("BJ"), sideways=True)) == "play 1 card=BJ sideways=True"
    assert str(ContractChosen(1, 4, "uptown")) == "contract 1 number=4 bid_kind=uptown"
    assert str(ContractChosen(1, 4, "uptown", trump="H")) == "contract 1 number=4 bid_kind=uptown trump=H"


def test_kind_is_a_class_level_name_and_subclasses_match_their_base():
    won = BookWon(1, cards("2H 3H 4H 5H"), 1, (0, 1))
    assert won.kind == BookWon.kind == "book_won" and TrickWon.kind == "trick_won"
    assert isinstance(won, TrickWon) and isinstance(won, Event)
    assert "kind" not in {f.name for f in dataclasses.fields(won)}
    scored = HandScored(1, (5, 0, 5, 0), 0, 4, "uptown", (11, 2), 10, True, (5, 0))
    assert isinstance(scored, HandOver) and scored.kind == "hand_scored"
    match won:
        case TrickWon(seat=seat, cards=played):
            assert seat == 1 and played[0].text == "2H"
        case _:
            pytest.fail("a BookWon matches the TrickWon pattern")


def test_events_are_frozen_values():
    event = CardPlayed(0, DECK.parse("AS"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        event.seat = 1  # type: ignore[misc]
    assert event == CardPlayed(0, DECK.parse("AS")) and hash(event) == hash(CardPlayed(0, DECK.parse("AS")))
