"""Grand Bid offers, secret bids, reveals and every branch of the Double Offer, with scripted
deals.

Sources: ``shared/rulebooks/grand_bid.txt`` (Setup; Steps 1-5; Tableau Rules; Key Details)
and the Grand Bid rulings of ``shared/RULINGS.md`` (who may bid, 1 to 3 cards, the tie, the
remembered bid cards, the Self-take of two held numbers, the round-end check).
"""

from __future__ import annotations

import dataclasses

import pytest

from rules.core.actions import IllegalAction
from rules.core.state import CHANCE
from rules.games.grand_bid import CLEAR, CONFIRM, PASS, Phase
from rules.games.grand_bid.events import Offered, RoundScored
from tests.rules.grand_bid_support import (
    accounted,
    bid_round,
    deal,
    default_turn,
    kinds,
    new_state,
    numbers,
    play_round,
    texts,
    turn,
)

HANDS = (
    "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S AH 2H 3H",
    "4H 5H 6H 7H 8H 9H 10H AD 2D 3D 4D 5D 6D",
    "7D 8D 9D 10D AC 2C 3C 4C 5C 6C 7C 8C 9C",
)
"""South offers first; the 10 of clubs is set aside."""


def dealt(first: int = 0, hands=HANDS, unseen: str = "10C"):
    state = new_state()
    deal(state, first, hands, unseen)
    return state


def test_the_deal_thirteen_each_and_one_unseen():
    """Setup: 13 cards each, one set aside face down, seen by nobody; round 1's first offerer
    is drawn by the game's generator (RULINGS "Grand Bid", "All games")."""
    firsts = set()
    for seed in range(30):
        state = new_state(seed)
        action = state.chance_action()
        firsts.add(int(action.args[0]))
        state.apply(action)
        assert [len(h) for h in state.hands] == [13, 13, 13] and len(state.unseen) == 1
        (unseen,) = state.unseen
        for seat in range(3):
            view = state.view(seat)
            assert view.unseen == 1 and unseen not in view.hand and view.tableaux == ((), (), ())
    assert firsts == {0, 1, 2}
    state = new_state()
    with pytest.raises(IllegalAction, match="three hands and the card set aside"):
        deal(state, 0, (HANDS[0], HANDS[1], HANDS[2] + " 10C"), "AS")
    with pytest.raises(IllegalAction, match="first offerer is a seat"):
        deal(state, 3, HANDS)


def test_an_offer_opens_the_bidding_to_the_others_in_clockwise_order():
    """Step 1: any card may be offered; Step 2: the other two bid, the offerer may not."""
    state = dealt()
    assert len(state.legal_actions()) == 13
    (event,) = state.apply("offer 5S")
    assert event == Offered(0, event.card, False, (1, 2)) and state.offer[0].text == "5S"
    assert state.phase is Phase.BID and state.current_player == 1
    legal = state.legal_actions()
    assert PASS in legal and CONFIRM not in legal and len(legal) == 14


def test_a_bid_is_one_to_three_cards_laid_one_at_a_time():
    """Step 2: "place up to 3 cards from your hand face down"; a bid of cards ends with
    confirm, no card is a pass; clear takes the laid cards back (RULINGS: 1 to 3 cards)."""
    state = dealt()
    state.apply("offer 5S")
    for text in ("4H", "5H", "6H"):
        state.apply(f"bid {text}")
    assert state.legal_actions() == [CONFIRM, CLEAR]
    with pytest.raises(IllegalAction, match="at most 3 cards"):
        state.apply("bid 7H")
    with pytest.raises(IllegalAction, match="you have laid cards"):
        state.apply("pass")
    state.apply("clear")
    assert state.laid[1] == [] and PASS in state.legal_actions()
    with pytest.raises(IllegalAction, match="you have laid no card"):
        state.apply("confirm")
    state.apply("bid 4H")
    with pytest.raises(IllegalAction, match="already in your bid"):
        state.apply("bid 4H")
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply("bid 7D")


def test_the_most_cards_win_and_a_tie_goes_to_the_offerers_nearer_left():
    """Step 3: the most cards win; "Tie - the tied player to the offerer's immediate left
    wins" (RULINGS: the tied bidder nearer clockwise after the offerer)."""
    state = dealt()
    events = turn(state, "5S", {1: ["4H"], 2: ["7D", "8D"]})
    (reveal,) = [e for e in events if e.kind == "reveal"]
    assert reveal.winner == 2 and numbers(state.tableaux[2]) == [5]
    state = dealt()
    events = turn(state, "5S", {1: ["4H", "5H"], 2: ["7D", "8D"]})
    assert kinds(events) == [
        "offer",
        "lay",
        "lay",
        "bid_in",
        "lay",
        "lay",
        "bid_in",
        "reveal",
        "paid",
        "keep",
    ]
    assert events[7].winner == 1 and numbers(state.tableaux[1]) == [5]
    # West offers next: East is on its left, so East wins a tie of three
    assert state.current_player == 1
    events = turn(state, "6H", {2: ["9D", "10D", "AC"], 0: ["AS", "2S", "3S"]})
    assert state.view(0).bidders == () and events[-1].seat == 2 and numbers(state.tableaux[2]) == [6]


def test_the_winner_pays_the_offerer_and_everyone_remembers_the_bid_cards():
    """Step 3: the winner's bid cards go to the offerer's hand, the loser takes its cards back;
    after a reveal every player has seen them and the table remembers where they went, for
    players and AI alike (RULINGS "Grand Bid")."""
    state = dealt()
    turn(state, "5S", {1: ["4H"], 2: ["7D", "8D"]})
    assert (
        "7D" in texts(state.hands[0]) and "8D" in texts(state.hands[0]) and "5S" not in texts(state.hands[0])
    )
    assert len(state.hands[0]) == 14 and len(state.hands[1]) == 13 and len(state.hands[2]) == 11
    for seat in range(3):
        view = state.view(seat)
        assert [texts(k) for k in view.known] == [["7D", "8D"], ["4H"], []]
        bids = view.last_auction.bids
        assert bids[0] is None and texts(bids[1]) == ["4H"] and texts(bids[2]) == ["7D", "8D"]
        assert view.last_auction.winner == 2 and texts(view.last_auction.offer) == ["5S"]
    state.apply("offer 4H")  # West offers the card everyone saw: it is no longer in its hand
    bid_round(state, {})
    assert state.phase is Phase.SECOND_OFFER and state.view(2).known[1] == ()


def test_every_other_seats_view_is_the_same_whatever_a_bidder_lays():
    """DESIGN.md: simultaneous secret bids are taken one seat after the other, each hidden
    from the others' views until the reveal - neither the cards nor how many, nor a pass."""
    base = dealt()
    base.apply("offer 5S")
    bids = {"pass": [], "one": ["4H"], "three": ["4H", "AD", "6D"]}
    views = {}
    for name, cards in bids.items():
        state = base.clone()
        for text in cards:
            state.apply(f"bid {text}")
        own = state.view(1)
        assert texts(own.bid) == cards and len(own.hand) == 13
        state.apply("confirm" if cards else "pass")
        views[name] = [state.view(seat) for seat in (0, 2)]
        assert views[name][1].decided == (False, True, False) and views[name][1].hand_counts == (12, 13, 13)
    assert views["pass"] == views["one"] == views["three"]


def test_who_may_bid_a_card_in_hand_and_a_number_not_in_the_tableau():
    """Step 2: "You may not bid on a number already in your tableau"; RULINGS: a player may
    bid only if they hold a card, and on a Double Offer if at least one of the two numbers is
    not in their tableau. A Double Offer's second card is of another number (Step 4)."""
    state = dealt()
    turn(state, "4S", {2: ["7D"]})  # East wins a 4
    events = state.apply("offer 4D") + bid_round(state, {})
    assert events[0].bidders == (0,) and kinds(events) == ["offer", "bid_in", "reveal", "no_bid"]
    assert all(a.args[0][0] != "4" for a in state.legal_actions()) and len(state.legal_actions()) == 11
    with pytest.raises(IllegalAction, match="different number"):
        state.apply("offer 4H")
    events = state.apply("offer 2D")
    assert events[0] == Offered(1, events[0].card, True, (2, 0))  # East holds a 4, not a 2
    events = bid_round(state, {2: ["8D"]})
    # East already holds a 4: it must keep the 2 and discard the 4 (Step 4), no choice asked
    assert kinds(events)[-3:] == ["paid", "keep", "discard"] and state.phase is Phase.OFFER
    assert numbers(state.tableaux[2]) == [2, 4] and texts(state.discard) == ["4D"]


def test_a_won_double_offer_lets_the_winner_choose_which_card_to_keep():
    """Step 4: "The winner takes both offered cards. Place one in your tableau and discard the
    other face up ... Pay your bid cards to the offerer as normal." """
    state = dealt()
    events = state.apply("offer AS") + bid_round(state, {})
    events += state.apply("offer 2S") + bid_round(state, {2: ["7D"]})
    assert kinds(events)[-3:] == ["bid_in", "reveal", "paid"] and state.phase is Phase.KEEP
    assert state.current_player == 2 and texts(state.view(0).keep_options) == ["AS", "2S"]
    assert "7D" in texts(state.hands[0])  # paid before the choice
    events = state.apply("keep 2S")
    assert kinds(events) == ["keep", "discard"] and numbers(state.tableaux[2]) == [2]
    assert texts(state.discard) == ["AS"] and state.current_player == 1


SELF_TAKE_HANDS = (
    "AS AH AD 2S 2H 2D 3S 4S 5S 6S 9S 9H 9D",
    "AC 2C 3H 3D 4H 4D 5H 6H 7S 7H 8S 8H 10H",
    "3C 4C 5D 5C 6D 6C 7D 7C 8D 8C 9C 10D 10S",
)


def test_self_takes_and_lone_offers_when_nobody_bids():
    """Step 4: nobody bids on the Double Offer - the offerer takes one of the two, the unique
    number rule applies (a choice only when both would do; a held number forces the other;
    RULINGS: both held, both are discarded); an offerer who cannot offer a second card (all
    left of the same number, or none left) discards the first."""
    state = dealt(0, SELF_TAKE_HANDS, "10C")
    steps = [
        ("AS", "2S", "AS", ["keep", "discard"]),  # a choice: the offerer keeps the Ace
        ("AH", "2H", None, ["keep", "discard"]),  # 1 held: the 2 is kept
        ("AD", "2D", None, ["discard", "discard"]),  # 1 and 2 held: both discarded
        ("3S", "4S", "4S", ["keep", "discard"]),
        ("5S", "6S", "6S", ["keep", "discard"]),
    ]
    for first, second, keep, end in steps:
        events = turn(state, first, second=second, keep=keep)
        assert kinds(events)[-2:] == end and all(e.how == "self_take" for e in events if e.kind == "keep")
        default_turn(state, {})
        default_turn(state, {})
    assert numbers(state.tableaux[0]) == [1, 2, 4, 6] and texts(state.hands[0]) == ["9S", "9H", "9D"]
    for left in (["9H", "9D"], ["9D"]):  # only 9s left: no second card, the 9 is discarded
        events = turn(state, left and "9S" if len(left) == 2 else "9H")
        assert kinds(events)[-2:] == ["no_bid", "discard"] and events[-1].why == "lone"
        assert texts(state.hands[0]) == left
        default_turn(state, {})
        events = default_turn(state, {})
    # East's seventh turn: its last card, no second card at all: discarded, and the round ends
    assert kinds(events)[-3:] == ["no_bid", "discard", "round_scored"] and events[-2].seat == 2
    assert texts(events[-1].leftover) == ["9D"] and accounted(state) == 40


SHORT_HANDS = (
    "AS 7S 2S 7H 3S 8S 4S 8H 5S 9S 6S 9H 7D",
    "AH 8D 2H 8C 3H 9D 4H 9C 5H 10S 6H 10H 10D",
    "10C 7C AD AC 2D 2C 3D 3C 4D 4C 5D 5C 6D",
)
SHORT_TURNS = {
    0: [("AS", "7S", "AS"), ("2S", "7H", "2S"), ("3S", "8S", "3S"), ("4S", "8H", "4S"), ("5S", "9S", "5S"),
        ("6S", "9H", "6S")],
    1: [("AH", "8D", "AH"), ("2H", "8C", "2H"), ("3H", "9D", "3H"), ("4H", "9C", "4H"), ("5H", "10S", "5H")],
    2: [("10C", None, None), ("7C", None, None)],
}  # fmt: skip
"""South and West each pay one card for East's first two offers, then everyone Self-takes:
South's hand empties on its sixth turn, West's on its sixth with a choice still to make."""


def test_a_bid_is_at_most_the_hand_and_an_empty_hand_neither_bids_nor_offers():
    """RULINGS: a bid is at most the hand size, and a player with no card may not bid; Step
    5: an empty hand is skipped as offerer."""
    state = dealt(0, SHORT_HANDS, "6C")
    bids = {"10C": {0: ["7D"]}, "7C": {1: ["10D"]}}
    play_round(state, SHORT_TURNS, bids, until=lambda s: len(s.hands[0]) == 2 and s.current_player == 1)
    assert texts(state.hands[0]) == ["6S", "9H"]
    state.apply("offer 6H")
    state.apply("pass")  # East
    state.apply("bid 6S")
    state.apply("bid 9H")
    assert state.legal_actions() == [CONFIRM, CLEAR]
    state.apply("clear")
    state.apply("pass")
    assert state.phase is Phase.SECOND_OFFER


def test_the_round_ends_only_once_the_offer_is_resolved():
    """RULINGS: the round-end check is made after each offer has been fully resolved. West's
    last two cards are a Double Offer nobody bids on; South's hand is already empty, yet the
    round waits for West to choose its card (Round End: "two or more players have no cards")."""
    state = dealt(0, SHORT_HANDS, "6C")
    bids = {"10C": {0: ["7D"]}, "7C": {1: ["10D"]}}
    events, offerers = play_round(
        state, SHORT_TURNS, bids, until=lambda s: not s.hands[0] and s.current_player == 1
    )
    assert offerers[-3:] == [1, 2, 0] and texts(state.hands[1]) == ["6H", "10H"]
    events = state.apply("offer 6H")
    assert events[0].bidders == (2,)  # South has no card: it cannot bid
    events += bid_round(state, {}) + state.apply("offer 10H") + bid_round(state, {})
    assert state.phase is Phase.KEEP and not state.hands[0] and not state.hands[1]
    assert not any(isinstance(e, RoundScored) for e in events)
    events = state.apply("keep 10H")
    assert kinds(events) == ["keep", "discard", "round_scored"] and numbers(state.tableaux[1]) == [
        1,
        2,
        3,
        4,
        5,
        7,
        10,
    ]
    assert state.phase is Phase.DEAL and state.current_player == CHANCE
    assert events[-1].points == (6, 5, 3) and len(events[-1].leftover) == len(state.hands[2])


def test_views_are_frozen_and_carry_no_trick():
    """The base view's trick fields are empty (Grand Bid has no tricks)."""
    view = dealt().view(0)
    assert view.last_trick == () and view.last_trick_winner is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1
