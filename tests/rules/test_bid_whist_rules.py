"""Scenario tests of Bid Whist: every rulebook example and every Bid Whist ruling.

Sources: ``shared/rulebooks/bid_whist.txt`` ("rulebook", by section) and the Bid Whist part of
``shared/RULINGS.md`` ("RULINGS"). Deals are scripted with :func:`deal_text`.
"""

from __future__ import annotations

import pytest
import yaml
from bid_whist_support import (
    deal_text,
    new_state,
    play_book,
    play_highest_index,
    run,
    scripted_hand,
    setup_hand,
)

from rules.core.actions import Action, IllegalAction
from rules.core.cards import make_french_deck
from rules.core.state import CHANCE, TERMINAL
from rules.games import GAMES
from rules.games.bid_whist import Phase, Renege, ranking

ALL_PASS_BUT_FIRST = ["bid 4 uptown", "pass", "pass", "pass"]


def texts(actions):
    return [str(a) for a in actions]


def order(suit_of, strength, suit):
    """Cards counting as ``suit``, strongest first, as texts."""
    cards = [c for c, s in suit_of.items() if s == suit]
    return [c.text for c in sorted(cards, key=strength.__getitem__, reverse=True)]


# --- rulebook examples -------------------------------------------------------------------


def test_rulebook_example_4_downtown_clubs_ranking():
    """Rulebook "Bidding", example: West bids 4 downtown and names clubs: BJ, LJ, A C, 2 C,
    3 C ... K C; in the other suits Ace, then 2, 3 ... King lowest."""
    suit_of, strength = ranking(make_french_deck(2), "C", "downtown")
    assert order(suit_of, strength, "C") == [
        "BJ",
        "LJ",
        "AC",
        "2C",
        "3C",
        "4C",
        "5C",
        "6C",
        "7C",
        "8C",
        "9C",
        "10C",
        "JC",
        "QC",
        "KC",
    ]
    for suit in "SHD":
        assert order(suit_of, strength, suit) == [
            f"{r}{suit}" for r in ["A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"]
        ]
    # and in play: West (seat 3) bids 4 downtown, names clubs, takes and discards the kitty
    state = new_state()
    deal = deal_text(
        2, {3: ["KC", "3D", "LJ"], 0: ["2C", "KD", "AC"], 1: ["3C", "2D", "BJ"], 2: ["4C", "AD", "5C"]}
    )
    setup_hand(state, deal, ["bid 4 downtown", "pass", "pass", "pass"], "trump C")
    events = play_book(state, "KC", "2C", "3C", "4C")
    assert events[-1].kind == "book_won" and events[-1].seat == 0  # the 2 beats the King
    events = play_book(state, "KD", "2D", "AD", "3D")
    assert events[-1].seat == 2  # Ace highest, then the 2
    events = play_book(state, "5C", "LJ", "AC", "BJ")
    assert events[-1].seat == 1  # big joker over little joker over the Ace of trumps


def test_rulebook_example_4_uptown_11_books_scores_5():
    """Rulebook "Scoring", example: 4 uptown, 11 books with the discard: 5 points."""
    state = new_state()
    events = scripted_hand(state, 0, 4, "uptown", 10)
    result = state.last_hand
    assert result.books == (11, 2) and result.made and result.points == (5, 0)
    scored = [e for e in events if e.kind == "hand_scored"][0]
    assert scored.made is True and scored.points == (5, 0) and scored.bid == 4


def test_rulebook_example_4_notrump_11_books_scores_10():
    """Rulebook "Scoring", example: the same 11 books in 4 no trump score 10 (doubled)."""
    state = new_state()
    scripted_hand(state, 0, 4, "notrump", 10)
    assert state.last_hand.books == (11, 2) and state.last_hand.points == (10, 0)
    assert state.scores() == [10, 0, 10, 0] and state.is_terminal


def test_rulebook_example_4_uptown_9_books_set_minus_4():
    """Rulebook "Scoring", example: only 9 books in 4 uptown: set, minus 4."""
    state = new_state()
    scripted_hand(state, 0, 4, "uptown", 8)
    assert state.last_hand.books == (9, 4) and not state.last_hand.made
    assert state.last_hand.points == (-4, 0) and state.sets == [1, 0]


# --- setup ---------------------------------------------------------------------------------


def test_sides_are_seats_0_and_2_against_1_and_3():
    """RULINGS: seats 0 and 2 are one side, 1 and 3 the other (books, scores, winners)."""
    state = new_state()
    scripted_hand(state, 2, 3, "uptown", 9)  # seat 2 bids; its side gets 10 books
    assert state.last_hand.books == (10, 3)
    assert state.scores() == [4, 0, 4, 0]
    state = new_state()
    scripted_hand(state, 3, 3, "uptown", 12)
    assert state.scores() == [0, 7, 0, 7] and state.winners() == [1, 3]


def test_deck_54_cards_12_each_kitty_6():
    """RULINGS: 52 cards + BJ + LJ; 12 cards each, 6 in the kitty."""
    state = new_state(seed=5)
    deal = state.chance_action()
    parts = [p.split(",") for p in deal.args[1:]]
    assert [len(p) for p in parts] == [12, 12, 12, 12, 6]
    assert len({c for p in parts for c in p}) == 54 and {"BJ", "LJ"} <= {c for p in parts for c in p}
    state.apply(deal)
    view = state.view(0)
    assert view.hand_counts == (12, 12, 12, 12) and view.kitty_count == 6 and view.kitty == ()


def test_one_joker_five_card_kitty_and_five_discards():
    """RULINGS "One joker": only the big joker, a five-card kitty, the bidder discards five."""
    state = new_state(jokers=1)
    deal = state.chance_action()
    parts = [p.split(",") for p in deal.args[1:]]
    assert [len(p) for p in parts] == [12, 12, 12, 12, 5]
    assert "LJ" not in {c for p in parts for c in p}
    dealer = int(deal.args[0])
    run(state, [str(deal)] + ["bid 3 uptown", "pass", "pass", "pass", "trump H"])
    bidder = (dealer + 1) % 4
    assert state.phase is Phase.DISCARD and len(state.hands[bidder]) == 17
    assert state.view(bidder).discard_count == 5
    for card in list(state.kitty_taken):
        state.apply(f"discard {card}")
    assert state.phase is Phase.PLAY and len(state.hands[bidder]) == 12 and state.books[bidder % 2] == 1


def test_first_dealer_drawn_by_the_seeded_generator():
    """RULINGS "All games": the first dealer ("first diamond") comes from the seeded generator."""
    dealers = {int(new_state(seed=s).chance_action().args[0]) for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert new_state(seed=11).chance_action() == new_state(seed=11).chance_action()


def test_deal_passes_left_after_every_hand():
    """RULINGS: the deal passes left (to the next seat clockwise) after every hand."""
    state = new_state()
    scripted_hand(state, 1, 3, "uptown", 6)  # dealer 0; side 1 sets
    assert state.phase is Phase.DEAL and state.current_player == CHANCE
    assert state.chance_action().args[0] == "1"
    with pytest.raises(IllegalAction, match="the deal passes left"):
        state.apply(deal_text(3, {}))
    scripted_hand(state, 1, 3, "uptown", 6)
    assert state.dealer == 1 and state.hand_number == 2


def test_deal_must_use_every_card_once():
    """Rulebook "Setup": 12 x 4 + 6 = 54, every card in play; a bad deal text is rejected."""
    state = new_state()
    good = deal_text(0, {}).split()
    bad = good[:2] + [good[3]] + good[3:]
    with pytest.raises(IllegalAction, match="every card"):
        state.apply(" ".join(bad))
    with pytest.raises(IllegalAction, match="a chance action is due"):
        state.apply("pass")


# --- bidding -------------------------------------------------------------------------------


def test_bidding_starts_left_of_dealer_one_chance_each_dealer_last():
    """RULINGS "Bidding": one chance each, starting left of the dealer, dealer last."""
    state = new_state()
    state.apply(deal_text(2, {}))
    seen = []
    for bid in ["pass", "bid 3 uptown", "pass", "bid 4 downtown"]:
        seen.append(state.current_player)
        state.apply(bid)
    assert seen == [3, 0, 1, 2]
    assert state.phase is Phase.TRUMP and state.current_player == 2
    assert state.view(1).bids == ((3, "pass"), (0, "3 uptown"), (1, "pass"), (2, "4 downtown"))
    assert state.contract.bidder == 2 and state.contract.number == 4


def test_bid_must_beat_the_high_bid():
    """Rulebook "Bidding" / RULINGS: each bid must beat the highest; a higher number always
    beats a lower; at one number no trump beats uptown and downtown, which are equal."""
    state = new_state()
    run(state, [deal_text(3, {}), "bid 4 uptown"])
    for bad in ["bid 4 downtown", "bid 4 uptown", "bid 3 notrump"]:
        with pytest.raises(IllegalAction, match="bid must beat 4 uptown"):
            state.apply(bad)
    assert texts(state.legal_actions())[:3] == ["pass", "bid 4 notrump", "bid 5 uptown"]
    state.apply("bid 4 notrump")
    assert "bid 5 uptown" in texts(state.legal_actions())
    state.apply("bid 5 downtown")
    assert state.view(0).high_bid == (2, 5, "downtown")


def test_uptown_and_downtown_of_one_number_are_equal():
    """Rulebook "Bidding": uptown and downtown of the same number - neither overcalls the other."""
    state = new_state()
    run(state, [deal_text(3, {}), "bid 3 downtown"])
    with pytest.raises(IllegalAction, match="bid must beat 3 downtown"):
        state.apply("bid 3 uptown")


def test_downtown_first_lets_downtown_overcall_uptown():
    """RULINGS "Bidding", house rule "downtown first": uptown < downtown < no trump."""
    state = new_state(downtown_first=True)
    run(state, [deal_text(3, {}), "bid 4 uptown", "bid 4 downtown"])
    with pytest.raises(IllegalAction, match="bid must beat 4 downtown"):
        state.apply("bid 4 uptown")
    state.apply("bid 4 notrump")
    assert state.high_bid == (2, 4, "notrump")


def test_minimum_bid_four():
    """Rulebook "Variants", Minimum 4: bids of 3 are not allowed."""
    state = new_state(minimum_bid=4)
    state.apply(deal_text(3, {}))
    assert texts(state.legal_actions())[:2] == ["pass", "bid 4 uptown"]
    with pytest.raises(IllegalAction, match="the minimum bid is 4"):
        state.apply("bid 3 notrump")


def test_dealer_must_bid_when_first_three_pass():
    """RULINGS "Bidding": if the first three pass the dealer must bid, at or above the minimum;
    no trump included."""
    state = new_state()
    run(state, [deal_text(1, {}), "pass", "pass", "pass"])
    assert state.current_player == 1
    legal = texts(state.legal_actions())
    assert "pass" not in legal and legal[0] == "bid 3 uptown" and "bid 3 notrump" in legal
    with pytest.raises(IllegalAction, match="the dealer must bid when the first three pass"):
        state.apply("pass")
    state.apply("bid 3 notrump")
    assert state.contract.bidder == 1 and state.contract.kind == "notrump"
    state = new_state(minimum_bid=4)
    run(state, [deal_text(1, {}), "pass", "pass", "pass"])
    assert texts(state.legal_actions())[0] == "bid 4 uptown"


def test_bidding_ends_when_nobody_can_bid_higher():
    """Designer's decision (rulebook silent): after 7 no trump nobody can bid higher, so the
    seats still to speak are not asked to pass; the bidding ends at once."""
    state = new_state()
    events = run(state, [deal_text(0, {}), "bid 7 notrump"])
    assert state.phase is Phase.TRUMP and state.current_player == 1
    assert events[-1].kind == "contract" and events[-1].number == 7


# --- naming, kitty, discard -----------------------------------------------------------------


def test_name_trump_then_take_kitty_then_discard_one_at_a_time():
    """RULINGS: after winning the bid, name trumps, then take the kitty, then discard as many
    cards as the kitty held; any card may be discarded, jokers included."""
    state = new_state()
    run(state, [deal_text(3, {0: ["BJ", "LJ"]}, ["2S", "3S", "4S", "5S", "6S", "7S"]), *ALL_PASS_BUT_FIRST])
    assert state.phase is Phase.TRUMP and len(state.hands[0]) == 12 and len(state.kitty) == 6
    assert texts(state.legal_actions()) == ["trump S", "trump H", "trump D", "trump C"]
    with pytest.raises(IllegalAction, match="names a trump suit, not a direction"):
        state.apply("direction uptown")
    events = state.apply("trump H")
    assert [e.kind for e in events] == ["contract", "kitty_taken"]
    assert events[0].trump == "H"
    assert state.phase is Phase.DISCARD and len(state.hands[0]) == 18 and state.view(0).kitty_count == 0
    assert [c.text for c in state.view(0).kitty] == ["2S", "3S", "4S", "5S", "6S", "7S"]
    assert state.view(1).kitty == () and state.view(2).kitty == ()
    assert "discard BJ" in texts(state.legal_actions())
    with pytest.raises(IllegalAction, match="you do not hold AH"):
        state.apply("discard AH")
    for n, card in enumerate(["BJ", "LJ", "2S", "3S", "4S", "5S"], 1):
        state.apply(f"discard {card}")
        assert len(state.discards) == n
    assert state.phase is Phase.PLAY and len(state.hands[0]) == 12 and state.current_player == 0
    assert [c.text for c in state.view(0).discards] == ["BJ", "LJ", "2S", "3S", "4S", "5S"]
    assert state.view(1).discards == ()


def test_notrump_bidder_names_direction():
    """Rulebook "Bidding" step 1: for no trump the bidder says uptown or downtown."""
    state = new_state()
    run(state, [deal_text(3, {}), "bid 3 notrump", "pass", "pass", "pass"])
    assert texts(state.legal_actions()) == ["direction uptown", "direction downtown"]
    with pytest.raises(IllegalAction, match="names a direction"):
        state.apply("trump S")
    state.apply("direction downtown")
    assert state.contract.direction == "downtown" and state.contract.trump is None


def test_discard_counts_as_one_book_for_the_bidding_side():
    """RULINGS: the discard is one book for the bidding side (rulebook: the first book)."""
    state = new_state()
    setup_hand(state, deal_text(0, {}), ["bid 3 uptown", "pass", "pass", "pass"], "trump S")
    assert state.contract.bidder == 1
    assert state.view(0).books == (0, 1) and state.view(1).books == (0, 1)


# --- ranking and jokers ---------------------------------------------------------------------


def test_ranking_uptown_with_trumps():
    """RULINGS "Ranking with trumps": BJ > LJ > trump A K Q J 10 ... 2; other suits Ace high."""
    suit_of, strength = ranking(make_french_deck(2), "S", "uptown")
    assert order(suit_of, strength, "S") == [
        "BJ",
        "LJ",
        "AS",
        "KS",
        "QS",
        "JS",
        "10S",
        "9S",
        "8S",
        "7S",
        "6S",
        "5S",
        "4S",
        "3S",
        "2S",
    ]
    assert order(suit_of, strength, "H")[:3] == ["AH", "KH", "QH"]


def test_ace_always_highest_in_no_trump_downtown():
    """Rulebook "Card ranking": the Ace is always highest, even downtown; no trump has no
    joker in any suit."""
    suit_of, strength = ranking(make_french_deck(2), None, "downtown")
    assert order(suit_of, strength, "H")[:3] == ["AH", "2H", "3H"]
    assert make_french_deck(2).parse("BJ") not in suit_of


def trump_deal():
    # seat 0 bids 4 uptown in spades; seat 1 holds 2S and hearts; seat 2 holds LJ and no
    # spades; seat 3 no spades.
    return deal_text(
        3,
        {
            0: ["BJ", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S"],
            1: ["2S", "AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H"],
            2: ["LJ", "AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D", "4D"],
        },
        ["3S", "2H", "3H", "2D", "3D", "AC"],
    )


def test_led_joker_calls_for_trumps():
    """RULINGS: in a trump hand the jokers are trumps: a led joker calls for trumps."""
    state = new_state()
    setup_hand(state, trump_deal(), ALL_PASS_BUT_FIRST, "trump S")
    state.apply("play BJ")
    assert texts(state.legal_actions()) == ["play 2S"]
    with pytest.raises(IllegalAction, match="a joker was led, which calls for trumps"):
        state.apply("play AH")


def test_only_trumps_jokers_must_play_joker():
    """RULINGS: a player whose only trumps are jokers must play one when trumps are led."""
    state = new_state()
    setup_hand(state, trump_deal(), ALL_PASS_BUT_FIRST, "trump S")
    run(state, ["play AS", "play 2S"])
    assert texts(state.legal_actions()) == ["play LJ"]
    with pytest.raises(IllegalAction, match="must follow suit: spades were led and you hold spades"):
        state.apply("play AD")
    events = run(state, ["play LJ", "play 2C"])
    assert events[-1].kind == "book_won" and events[-1].seat == 2  # LJ beats the Ace of trumps


def notrump_deal():
    # seat 0 bids no trump; seat 1 holds BJ and hearts; seat 2 holds LJ and hearts.
    return deal_text(
        3,
        {
            0: ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "2H"],
            1: ["BJ", "AH", "KH", "QH", "JH", "10H", "AD", "KD", "QD", "JD", "10D", "9D"],
            2: ["LJ", "9H", "8H", "7H", "6H", "5H", "AC", "KC", "QC", "JC", "10C", "9C"],
        },
        ["3S", "2S", "3H", "2D", "3D", "2C"],
    )


def test_notrump_joker_only_when_unable_to_follow():
    """RULINGS "No trump": a joker may be played only when the player cannot follow suit."""
    state = new_state()
    setup_hand(state, notrump_deal(), ["bid 3 notrump", "pass", "pass", "pass"], "direction uptown")
    state.apply("play 2H")
    assert "play BJ" not in texts(state.legal_actions())
    with pytest.raises(IllegalAction, match="a joker may be played only when you cannot follow suit"):
        state.apply("play BJ")
    state.apply("play AH")
    assert "play LJ" not in texts(state.legal_actions())  # seat 2 holds hearts too


def test_notrump_jokers_never_win_and_void_player_may_play_one():
    """RULINGS "No trump": jokers belong to no suit and never win; a player who cannot follow
    may play one."""
    state = new_state()
    setup_hand(state, notrump_deal(), ["bid 3 notrump", "pass", "pass", "pass"], "direction uptown")
    state.apply("play 4S")  # spades led; seat 1 has none
    assert "play BJ" in texts(state.legal_actions())
    events = run(state, ["play BJ", "play LJ", "play 3C"])
    assert events[-1].kind == "book_won" and events[-1].seat == 0  # 4S wins over both jokers


def test_notrump_led_joker_leaves_suit_open():
    """RULINGS "No trump" / rulebook "Card ranking": after a led joker any card may be played;
    the first non-joker sets the suit; a led joker never wins."""
    state = new_state()
    deal = deal_text(
        3,
        {
            0: ["5D", "6D", "7D", "8D"],
            1: ["BJ", "AH", "KH", "QH", "JH", "10H", "AD", "KD", "QD", "JD", "10D", "9D"],
            2: ["LJ", "9H", "8H", "7H", "6H", "5H", "AC", "KC", "QC", "JC", "10C", "9C"],
            3: ["4H", "3H", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "2D", "3D", "4D"],
        },
    )
    # seat 1 wins the bid and leads the big joker
    setup_hand(state, deal, ["pass", "bid 3 notrump", "pass", "pass"], "direction uptown")
    state.apply("play BJ")
    assert len(state.legal_actions()) == 12  # seat 2: suit not yet set, anything goes
    state.apply("play LJ")
    assert len(state.legal_actions()) == 12  # still only jokers: seat 3 may play anything
    state.apply("play 2D")  # the first non-joker sets diamonds
    legal = texts(state.legal_actions())
    assert legal and all(a.endswith("D") for a in legal)  # seat 0 holds diamonds
    events = state.apply(max(state.legal_actions(), key=lambda a: state.deck.parse(a.args[0]).rank))
    assert events[-1].kind == "book_won" and events[-1].seat == 0


def test_jokers_any_time_in_no_trump_still_never_win():
    """Rulebook "Variants", Jokers any time: a joker may be played even when able to follow
    suit, and it still never wins."""
    state = new_state(jokers_any_time=True)
    setup_hand(state, notrump_deal(), ["bid 3 notrump", "pass", "pass", "pass"], "direction uptown")
    state.apply("play 2H")
    assert "play BJ" in texts(state.legal_actions())
    events = run(state, ["play BJ", "play LJ", "play 4H"])
    assert events[-1].kind == "book_won" and events[-1].seat == 3  # 4H beats 2H; jokers never win


def test_jokers_any_time_does_not_change_trump_hands():
    """RULINGS: "jokers any time" is a no-trump rule; in a trump hand jokers are trumps and
    follow the trump rules."""
    state = new_state(jokers_any_time=True)
    setup_hand(state, trump_deal(), ALL_PASS_BUT_FIRST, "trump S")
    run(state, ["play AS", "play 2S"])
    assert texts(state.legal_actions()) == ["play LJ"]


# --- renege -----------------------------------------------------------------------------


def renege_deal():
    from bid_whist_support import winning_deal

    return winning_deal(3, 0, 6)


def test_renege_impossible_by_default():
    """RULINGS "Renege": by default the table enforces following suit."""
    state = new_state()
    setup_hand(state, renege_deal(), ["bid 3 uptown", "pass", "pass", "pass"], "trump C")
    run(state, ["play 2H", "play 9H", "play 2S"])
    assert all(a.args[0].endswith("H") for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="must follow suit: hearts were led and you hold hearts"):
        state.apply("play 2D")


def test_reneges_allowed_costs_three_books():
    """RULINGS "Renege" with "reneges allowed": any card may be played; each renege is found
    at the end of the hand and costs the reneging side 3 books to the other side."""
    state = new_state(reneges_allowed=True)
    setup_hand(state, renege_deal(), ["bid 3 uptown", "pass", "pass", "pass"], "trump C")
    run(state, ["play 2H", "play 9H", "play 2S"])
    assert len(state.legal_actions()) == 12  # seat 3 may play anything
    events = state.apply("play 2D")  # renege: seat 3 holds 8H
    assert not [e for e in events if e.kind == "renege"]  # not found until the hand ends
    events = play_highest_index(state)
    raw = tuple(state.books)
    assert raw[1] >= 3
    reneges = [e for e in events if e.kind == "renege"]
    assert len(reneges) == 1 and reneges[0].seat == 3
    assert reneges[0].penalty == "books" and reneges[0].side_books == raw[1]
    assert state.last_hand.books == (raw[0] + 3, raw[1] - 3)
    assert state.last_hand.reneges == (Renege(3, raw[1], "books"),)
    assert state.last_hand.all_thirteen is None


def test_reneges_allowed_fewer_than_three_books_loses_all_thirteen():
    """RULINGS "Renege": a reneging side with fewer than 3 books loses the hand as if the other
    side had won all 13."""
    from bid_whist_support import winning_deal

    state = new_state(reneges_allowed=True)
    setup_hand(state, winning_deal(3, 0, 11), ["bid 3 uptown", "pass", "pass", "pass"], "trump C")
    run(state, ["play 2H", "play AD"])  # seat 1 holds AH: a renege
    state.apply(state.legal_actions()[0])
    state.apply(next(a for a in state.legal_actions() if a.args[0].endswith("H")))
    play_highest_index(state)
    assert state.books[1] < 3
    assert state.last_hand.all_thirteen == 0 and state.last_hand.books == (13, 0)
    assert state.last_hand.points == (7, 0)


# --- scoring and game end -----------------------------------------------------------------------


def defenders_deal():
    # seat 0 bids but holds only low hearts; seat 1 holds AH and the top clubs.
    return deal_text(
        3,
        {
            0: ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"],
            1: ["AH", "AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C"],
        },
        ["BJ", "LJ", "3C", "2C", "2S", "3S"],
    )


@pytest.mark.parametrize(
    "kind,naming,points", [("uptown", "trump C", 6), ("notrump", "direction uptown", 12)]
)
def test_defenders_score_books_over_six(kind, naming, points):
    """RULINGS "Scoring" with "defenders score": defenders over six books score 1 per book over
    six (2 in no trump); the bidders are set (no trump doubled)."""
    for option in (False, True):
        state = new_state(defenders_score=option)
        setup_hand(state, defenders_deal(), [f"bid 3 {kind}", "pass", "pass", "pass"], naming)
        play_highest_index(state)
        mult = 2 if kind == "notrump" else 1
        assert state.last_hand.books == (1, 12)
        assert state.last_hand.points == (-3 * mult, points if option else 0)


def test_game_ends_at_plus_seven():
    """Rulebook "Winning the game": a side reaching 7 or more wins."""
    state = new_state()
    scripted_hand(state, 0, 3, "uptown", 10)  # +5
    assert not state.is_terminal
    events = scripted_hand(state, 1, 3, "uptown", 8)  # side 1: +3
    assert not state.is_terminal
    events = scripted_hand(state, 2, 3, "uptown", 8)  # side 0: +3 -> 8
    assert state.is_terminal and state.current_player == TERMINAL and state.phase is Phase.GAME_OVER
    assert state.winners() == [0, 2] and state.end_reason == "reached_7" and state.scores() == [8, 3, 8, 3]
    assert events[-1].kind == "game_over" and events[-1].winners == (0, 2)
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply("pass")


def test_game_ends_at_minus_seven():
    """Rulebook "Winning the game": a side falling to -7 or below loses."""
    state = new_state()
    scripted_hand(state, 1, 4, "uptown", 8)  # side 1 set: -4
    scripted_hand(state, 3, 3, "uptown", 6)  # side 1 set: -7
    assert state.is_terminal and state.winners() == [0, 2] and state.end_reason == "fell_to_minus_7"


@pytest.mark.parametrize("boston", [False, True])
def test_boston_made_wins_at_once(boston):
    """Rulebook "Variants" / RULINGS "Boston": a bid of 7 made wins the game at once."""
    state = new_state(boston=boston)
    scripted_hand(state, 0, 5, "uptown", 6)  # side 0: -5
    scripted_hand(state, 2, 7, "uptown", 12)  # 7 made: +7 -> 2
    assert state.scores_by_side == [2, 0]
    assert state.is_terminal is boston
    if boston:
        assert state.winners() == [0, 2] and state.end_reason == "boston_made"


@pytest.mark.parametrize("boston", [False, True])
def test_boston_set_loses_at_once(boston):
    """Rulebook "Variants" / RULINGS "Boston": a bid of 7 set loses the game at once."""
    state = new_state(boston=boston)
    scripted_hand(state, 0, 3, "uptown", 10)  # side 0: +5
    scripted_hand(state, 2, 7, "uptown", 11)  # 12 books: set, -7 -> -2
    assert state.scores_by_side == [-2, 0]
    assert state.is_terminal is boston
    if boston:
        assert state.winners() == [1, 3] and state.end_reason == "boston_set"


@pytest.mark.parametrize("two_sets", [False, True])
def test_two_sets_third_set_loses(two_sets):
    """Rulebook "Variants" / RULINGS "Two sets only": the third set of a side loses the game."""
    state = new_state(two_sets=two_sets)
    scripted_hand(state, 0, 3, "uptown", 7)  # set: -3
    scripted_hand(state, 2, 3, "uptown", 12)  # +7 -> 4
    scripted_hand(state, 0, 3, "uptown", 7)  # set: 1
    assert not state.is_terminal
    scripted_hand(state, 2, 3, "uptown", 7)  # third set: -2
    assert state.sets == [3, 0] and state.scores_by_side == [-2, 0]
    assert state.is_terminal is two_sets
    if two_sets:
        assert state.winners() == [1, 3] and state.end_reason == "third_set"


def test_notrump_set_is_doubled():
    """Rulebook "Scoring": in no trump the score is doubled, a loss too."""
    state = new_state()
    scripted_hand(state, 0, 3, "notrump", 7)  # 8 books of 9: set
    assert state.last_hand.points == (-6, 0)


# --- kitty variants ----------------------------------------------------------------------


def test_sporting_the_kitty_visible_in_every_view():
    """RULINGS "Sporting the kitty": in trump hands the kitty is shown to every player before
    the bidder takes it."""
    state = new_state(sport_kitty=True)
    kitty = ["2S", "3S", "4S", "5S", "6S", "7S"]
    run(state, [deal_text(3, {}, kitty), *ALL_PASS_BUT_FIRST])
    assert all(state.view(s).kitty == () for s in range(4))
    events = state.apply("trump H")
    assert [e.kind for e in events] == ["contract", "kitty_shown", "kitty_taken"]
    assert [c.text for c in events[1].cards] == list(kitty)
    for seat in range(4):
        assert [c.text for c in state.view(seat).kitty] == kitty


def test_sporting_the_kitty_not_in_no_trump():
    """RULINGS "Sporting the kitty" is for trump hands only."""
    state = new_state(sport_kitty=True)
    events = run(state, [deal_text(3, {}), "bid 3 notrump", "pass", "pass", "pass", "direction uptown"])
    assert "kitty_shown" not in [e.kind for e in events]
    assert state.view(1).kitty == () and len(state.view(0).kitty) == 6


def test_jokers_out_swaps_from_left_of_bidder():
    """RULINGS "Jokers out" (no trump): each joker holder, from the bidder's left, swaps each
    joker for a random kitty card; the bidder takes the rest and discards that many."""
    state = new_state(jokers_out=True)
    deal = deal_text(3, {1: ["LJ"], 3: ["BJ"]}, ["2S", "3S", "4S", "5S", "6S", "7S"])
    events = run(state, [deal, "bid 3 notrump", "pass", "pass", "pass", "direction downtown"])
    assert state.current_player == CHANCE and state.phase is Phase.DISCARD
    swap = state.chance_action()
    assert swap.kind == "swap" and [p.split(":")[0] for p in swap.args] == ["LJ", "BJ"]
    drawn = [p.split(":")[1] for p in swap.args]
    assert set(drawn) <= {"2S", "3S", "4S", "5S", "6S", "7S"}
    with pytest.raises(IllegalAction, match="jokers out"):
        state.apply(Action("swap", ("LJ:AH", "BJ:2S")))
    events = state.apply(swap)
    assert [e.kind for e in events] == ["jokers_out", "kitty_taken"]
    assert drawn[0] in [c.text for c in state.hands[1]] and drawn[1] in [c.text for c in state.hands[3]]
    assert [len(h) for h in state.hands] == [16, 12, 12, 12]
    assert state.view(0).discard_count == 4 and {c.text for c in state.view(2).jokers_out} == {"BJ", "LJ"}
    for card in state.kitty_taken:
        state.apply(f"discard {card}")
    assert [len(h) for h in state.hands] == [12, 12, 12, 12] and state.phase is Phase.PLAY
    assert not any(c.is_joker for h in state.hands for c in h)


def test_jokers_out_leaves_jokers_any_time_nothing_and_the_menu_says_so():
    """Both house rules on, in no trump: "Jokers out" takes every joker from the hands before
    the play (RULINGS "Jokers out"), so "Jokers any time" never has one to play; each rule's
    help in the menu names the other and says which wins."""
    state = new_state(jokers_out=True, jokers_any_time=True)
    deal = deal_text(3, {1: ["LJ"], 3: ["BJ"]}, ["2S", "3S", "4S", "5S", "6S", "7S"])
    run(state, [deal, "bid 3 notrump", "pass", "pass", "pass", "direction uptown"])
    state.apply(state.chance_action())
    for card in state.kitty_taken:
        state.apply(f"discard {card}")
    assert state.phase is Phase.PLAY
    assert not any(c.is_joker for hand in state.hands for c in hand)
    options = yaml.safe_load(GAMES["bid_whist"].variant_file.read_text(encoding="utf-8"))["options"]
    helps = {option["key"]: option["help"] for option in options}
    assert "With Jokers out on too, no joker is left in no trump" in helps["jokers_any_time"]
    assert "Jokers any time then has no joker to act on" in helps["jokers_out"]


def test_jokers_out_kitty_joker_removed_bidder_swaps_last():
    """RULINGS "Jokers out": kitty jokers are removed; the bidder, holding one, swaps last."""
    state = new_state(jokers_out=True)
    deal = deal_text(3, {0: ["LJ"]}, ["BJ", "3S", "4S", "5S", "6S", "7S"])
    run(state, [deal, "bid 3 notrump", "pass", "pass", "pass", "direction uptown"])
    swap = state.chance_action()
    assert [p.split(":")[0] for p in swap.args] == ["LJ"]
    state.apply(swap)
    assert len(state.kitty_taken) == 4 and len(state.hands[0]) == 16


def test_jokers_out_with_one_joker():
    """RULINGS "One joker" with "Jokers out": five-card kitty, one swap, four discards."""
    state = new_state(jokers_out=True, jokers=1)
    deal = deal_text(3, {2: ["BJ"]}, jokers=1)
    run(state, [deal, "bid 3 notrump", "pass", "pass", "pass", "direction uptown"])
    state.apply(state.chance_action())
    assert state.discard_count == 4 and all(len(h) == 12 for h in state.hands[1:])


def test_jokers_out_only_in_no_trump():
    """RULINGS "Jokers out" (no trump only): a trump hand keeps its jokers."""
    state = new_state(jokers_out=True)
    run(state, [deal_text(3, {1: ["LJ"]}), *ALL_PASS_BUT_FIRST, "trump S"])
    assert state.phase is Phase.DISCARD and state.current_player == 0
    assert any(c.text == "LJ" for c in state.hands[1])


# --- errors and views ---------------------------------------------------------------------


def test_wrong_phase_actions_name_the_rule():
    """RULINGS "All games": the engine rejects an illegal action with an error naming the rule."""
    state = new_state()
    state.apply(deal_text(3, {}))
    with pytest.raises(IllegalAction, match="it is the bidding: bid or pass"):
        state.apply("play AS")
    with pytest.raises(IllegalAction, match="a bid is a number 3 to 7"):
        state.apply("bid 8 uptown")
    with pytest.raises(IllegalAction, match="a deal is a chance action"):
        state.apply(deal_text(0, {}))


def test_view_shows_own_hand_and_only_counts_of_others():
    """DESIGN "rules/": hidden information leaves the engine only through view(seat)."""
    state = new_state()
    setup_hand(state, trump_deal(), ALL_PASS_BUT_FIRST, "trump S")
    state.apply("play BJ")
    for seat in range(4):
        view = state.view(seat)
        assert sorted(c.text for c in view.hand) == sorted(c.text for c in state.hands[seat])
        assert view.hand_counts == (11, 12, 12, 12)
        assert view.trick[0][1].text == "BJ" and view.leader == 0
        assert view.contract.trump == "S" and view.phase is Phase.PLAY
        assert [c.text for c in view.played] == ["BJ"]
        assert view.current_player == 1


def test_renege_by_joker_in_no_trump_when_able_to_follow():
    """Designer's decision: with "reneges allowed", a joker played in no trump while the player
    could follow suit (without "jokers any time") is a renege - it breaks the same rule."""
    state = new_state(reneges_allowed=True)
    setup_hand(state, notrump_deal(), ["bid 3 notrump", "pass", "pass", "pass"], "direction uptown")
    run(state, ["play 2H", "play BJ"])  # seat 1 holds hearts
    assert state.reneges == [1]
    state = new_state(reneges_allowed=True, jokers_any_time=True)
    setup_hand(state, notrump_deal(), ["bid 3 notrump", "pass", "pass", "pass"], "direction uptown")
    run(state, ["play 2H", "play BJ"])
    assert state.reneges == []


def test_reneges_are_settled_in_play_order_three_books_each():
    """RULINGS "Renege": each renege costs 3 books; designer's decision: several reneges are
    settled in play order, so a side brought below 3 books by the first loses all 13 at the
    second."""
    state = new_state(reneges_allowed=True)
    setup_hand(state, renege_deal(), ["bid 3 uptown", "pass", "pass", "pass"], "trump C")
    run(state, ["play 2H", "play 9D", "play 2S", "play 2D"])  # seats 1 and 3 both renege
    events = play_highest_index(state)
    assert tuple(state.books) == (8, 5)  # as played: 5 -> 2 -> fewer than 3
    assert [(e.seat, e.penalty) for e in events if e.kind == "renege"] == [(1, "books"), (3, "all_thirteen")]
    assert state.last_hand.reneges == (Renege(1, 5, "books"), Renege(3, 2, "all_thirteen"))
    assert state.last_hand.all_thirteen == 0
    assert state.last_hand.books == (13, 0) and state.last_hand.points == (7, 0)


def test_every_renege_is_settled_in_play_order_and_published():
    """RULINGS "Renege": in play order each renege costs 3 books, or all 13 when the side has
    fewer; once the hand is settled as 13-0 a later renege costs nothing more. The hand's
    result and the renege events publish each settlement (random hands, reneges allowed)."""
    import random

    from rules.core.state import CHANCE

    seen = set()
    for seed in range(40):
        state = new_state(reneges_allowed=True, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal and state.hand_number < 4:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            events = state.apply(rng.choice(state.legal_actions()))
            if not any(e.kind == "hand_scored" for e in events):
                continue
            result = state.last_hand
            assert [r.seat for r in result.reneges] == [e.seat for e in events if e.kind == "renege"]
            assert [(e.penalty, e.side_books) for e in events if e.kind == "renege"] == [
                (r.penalty, r.side_books) for r in result.reneges
            ]
            settled = False
            for renege in result.reneges:
                if settled:
                    expected = "none"
                elif renege.side_books < 3:
                    expected, settled = "all_thirteen", True
                else:
                    expected = "books"
                assert renege.penalty == expected
                seen.add(expected)
            assert (result.all_thirteen is not None) == settled
    assert seen == {"books", "all_thirteen", "none"}


def test_last_hand_summary_in_every_view():
    """common.md: the view carries the last hand's result for the table's hand summary."""
    state = new_state()
    scripted_hand(state, 1, 3, "uptown", 9)
    for seat in range(4):
        result = state.view(seat).last_hand
        assert result.hand_number == 1 and result.contract.bidder == 1
        assert result.books == (3, 10) and result.made and result.points == (0, 4)
        assert state.view(seat).side_scores == (0, 4) and state.view(seat).scores == (0, 4, 0, 4)


def test_bid_whist_is_for_four_players_and_checks_options():
    """Rulebook "Overview": 4 players; options come from bid_whist.yaml (ConfigError otherwise)."""
    from rules.core.variants import ConfigError
    from rules.games.bid_whist import BidWhistState

    with pytest.raises(ConfigError, match="not 3"):
        BidWhistState(3, {}, 0)
    with pytest.raises(ConfigError, match="jokers"):
        BidWhistState(4, {"jokers": 3}, 0)
    assert BidWhistState(4, {"boston": "yes"}, 0).options["boston"] is True


def test_a_legal_card_in_lower_case_is_refused_by_naming_how_it_is_written():
    """A card written in lower case is not the legal action's text: the engine says how it is
    written (it once fell through to the follow-suit message and raised KeyError at a lead,
    found by tests/rules/test_rules_abuse.py)."""
    import random

    from rules.core.actions import IllegalAction
    from rules.core.state import CHANCE
    from rules.games import new_game

    state = new_game("bid_whist", 4, {}, 104)
    rng = random.Random(0)
    while not (state.phase.name == "PLAY" and not state.trick):
        state.apply(
            state.chance_action() if state.current_player == CHANCE else rng.choice(state.legal_actions())
        )
    card = state.legal_actions()[0].args[0]
    with pytest.raises(IllegalAction, match=f"play {card}"):
        state.apply(f"play {card.lower()}")
