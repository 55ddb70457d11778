"""The shared deal action: text form and its checks (DESIGN.md "Randomness")."""

import pytest

from rules.core.actions import Action, IllegalAction
from rules.core.cards import make_french_deck
from rules.core.deals import deal_action, parse_deal

DECK = make_french_deck(0)
SIZES = [13, 13, 13, 13]


def piles():
    cards = list(DECK.cards)
    return [cards[i * 13 : (i + 1) * 13] for i in range(4)]


def test_a_deal_round_trips_through_its_text():
    action = deal_action(2, piles())
    assert Action.parse(str(action)) == action
    dealer, parsed = parse_deal(Action.parse(str(action)), DECK, SIZES, "four hands")
    assert dealer == 2 and parsed == piles()


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda p: p[:3], "names the dealer and four hands"),
        (lambda p: [p[0][:12], p[1] + p[0][12:], p[2], p[3]], "of 13, 13, 13, 13 cards"),
        (lambda p: [p[0], p[0], p[2], p[3]], "exactly once"),
    ],
)
def test_a_bad_deal_names_what_is_wrong(change, message):
    with pytest.raises(IllegalAction, match=message):
        parse_deal(deal_action(0, change(piles())), DECK, SIZES, "four hands")


def test_an_unknown_card_is_a_bad_deal():
    with pytest.raises(IllegalAction, match="bad deal"):
        parse_deal(Action("deal", ("0", "ZZ", "AS", "KS", "QS")), DECK, [1, 1, 1, 1], "four hands")


def test_the_cards_a_seat_cannot_locate_are_dealt_in_order_around_its_own_hand():
    from rules.core.deals import deal_in_order, hands_around, unseen_cards

    deck = list(DECK.cards[:10])
    own, played = deck[:3], [deck[5]]
    unseen = unseen_cards(deck, own, played)
    assert unseen == deck[3:5] + deck[6:]
    piles = deal_in_order(unseen, [2, 3, 1], "the other hands and the kitty")
    assert piles == [deck[3:5], deck[6:9], [deck[9]]]
    assert hands_around(1, 3, own, piles) == [deck[3:5], own, deck[6:9]]  # the kitty is the caller's
    with pytest.raises(ValueError, match="do not fill"):
        deal_in_order(unseen, [2, 2], "the other hands")
    with pytest.raises(ValueError, match="cannot fill the 2 other hands"):
        hands_around(0, 3, own, piles[:1])
