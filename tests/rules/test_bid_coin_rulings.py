"""Every Bid Coin ruling of ``shared/RULINGS.md`` as a test (scripted deals where a round is
played), with the rulebook sections they settle (``shared/rulebooks/bid_coin.txt``), and the
rules the rulebook and rulings leave open, as decided here."""

from __future__ import annotations

import pytest

from rules.core.actions import IllegalAction
from rules.core.state import CHANCE, TERMINAL
from rules.games import new_game
from rules.games.bid_coin import DECLARE, BidCoinState, Phase
from rules.games.bid_coin.events import (
    CoinPushed,
    RoundScored,
)
from rules.games.bid_coin.parts import (
    END_NO_COINS,
    WIN_SHARED,
    WON_ON_DISCARDS,
    WON_ON_TOTAL,
    final_result,
    make_bid_coin_deck,
    trick_winner,
    wins_for,
    zero_choices,
    zero_sets,
)
from tests.rules.bid_coin_support import A, B, C, D, deal, follow_low, trick
from tests.rules.test_bid_coin_examples import ROUND_HANDS, ROUND_TRICKS, scripted_round


def cards(players: int, texts: str):
    deck = make_bid_coin_deck(players)
    return tuple(deck.parse(t) for t in texts.split())


def fresh(coins: dict[int, list[int]] | None = None, supply: int | None = None) -> BidCoinState:
    """A 4-player game before its first deal, with some coins or the supply changed."""
    state = BidCoinState(4, {}, 0)
    for seat, values in (coins or {}).items():
        state.coins[seat] = values
    if supply is not None:
        state.supply = supply
    return state


# --- components and set-up ------------------------------------------------------------------------
@pytest.mark.parametrize("players, top, size, leftover, supply", [(3, 7, 40, 1, 6), (4, 10, 55, 3, 5)])
def test_deck_coins_and_supply_by_player_count(players, top, size, leftover, supply):
    """4 players: 5 suits x 0-10, 3 left over; 3 players: 0-7, 1 left over; the top leftover
    card is shown and its suit is trump. Coins 1 2 3 5 7 each; a supply of 9 minus the players."""
    deck = make_bid_coin_deck(players)
    assert len(deck) == size and {c.rank for c in deck.cards} == set(range(top + 1))
    assert {c.suit for c in deck.cards} == set("RYGBP")
    state = new_game("bid_coin", players, seed=3)
    state.advance_chance()
    assert [len(h) for h in state.hands] == [13] * players and len(state.stock) == leftover
    assert state.trump == state.stock[0].suit
    view = state.view(0)
    assert view.trump_card is state.stock[0] and view.stock_count == leftover
    assert view.coins == ((1, 2, 3, 5, 7),) * players and view.supply == supply


def test_first_lead_is_drawn_then_passes_left():
    """Round 1's first lead player comes from the seeded generator; each later round's is the
    left neighbour (next seat) of the previous round's; a deal naming another seat is refused."""
    leaders = set()
    for seed in range(12):
        state = BidCoinState(4, {}, seed)
        state.advance_chance()
        leaders.add(state.leader)
    assert leaders == {0, 1, 2, 3}
    state, _ = scripted_round()
    assert state.current_player == CHANCE and state.leader == A
    with pytest.raises(IllegalAction, match="seat 1 leads"):
        deal(state, C, ROUND_HANDS, "P1 P0 R0")
    deal(state, B, ROUND_HANDS, "P1 P0 R0")
    assert state.current_player == B and state.round_number == 2


def test_must_follow_the_lead_suit_if_possible():
    """Rulebook "Must-follow": a player holding the lead suit may play only that suit; one without it may
    play anything, trump included."""
    state = fresh()
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    state.apply("play R10")
    assert {a.args[0] for a in state.legal_actions() if a.kind == "play"} == {"R1", "R5"}
    with pytest.raises(IllegalAction, match="must follow the colour led \\(red\\)"):
        state.apply("play Y1")
    with pytest.raises(IllegalAction, match="play R1"):
        state.apply("play r1")  # the legal card in lower case: named, not played
    trick(state, "R1 R2 R3", (3,))
    for cards_, pushes in ROUND_TRICKS[1:8]:
        trick(state, cards_, pushes)
    state.apply("play R8")
    plays = {a.args[0] for a in state.legal_actions() if a.kind == "play"}
    assert plays == {"P10", "P9", "P8", "P7", "P5"}  # B has no red left: trumps are allowed


# --- the trick ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "players, plays, winner",
    [
        (4, "R0 R10 R5 R9", 0),  # the lead suit decides: its 0 beats its 10
        (4, "R0 R9 R5 R8", 1),  # no 10 in the trick: the 0 is the lowest
        (4, "R0 R10 Y1 R9", 2),  # a trump was played: it wins all the same
        (4, "R0 R10 Y0 R9", 2),  # even the trump 0 beats the lead suit's 0 over its 10
        (4, "R5 Y10 Y0 R9", 2),  # trump decides: its 0 beats its 10
        (4, "R5 G10 G0 R9", 3),  # green neither led nor trump: its 0 and 10 do nothing
        (3, "B0 B7 B5", 0),  # three players: the top rank is 7
        (3, "B0 B7 Y0", 2),  # and any trump beats it
        (3, "B3 B0 B6", 2),  # no 7 in the trick: the 0 is the lowest
    ],
)
def test_rank_zero_beats_the_top_rank_only_when_its_suit_decides(players, plays, winner):
    """Rulebook "Special winner (rank 0)"; RULINGS: rank 0 beats the top rank (10 with 4 players, 7 with
    3) of its suit only when both are in the trick and that suit decides it (trump yellow)."""
    top = 7 if players == 3 else 10
    assert trick_winner(cards(players, plays), "Y", top)[0] == winner


def test_only_the_winners_own_four_or_six_counts_twice():
    """Rulebook "2-win cards"; RULINGS: a trick won with one's own 4 or 6 is two wins; another player's 4
    or 6 in the trick does not split it."""
    assert [wins_for(c) for c in cards(4, "R4 R6 R5 R0 R10")] == [2, 2, 1, 1, 1]
    state = fresh()
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    events = trick(state, "R9 R5 R6 R7")  # C's 6 does not win: one win for A
    assert events[-1].double is False and state.wins[A] == 1


# --- pushing --------------------------------------------------------------------------------------
def test_push_exactly_one_coin_of_choice_when_wins_exceed_the_bid():
    """Rulebook "3.3"; RULINGS: after a trick whose winner's wins exceed their bid, with an unpushed coin
    and no zero declared, the winner pushes exactly one coin of their choice (an action)."""
    state = fresh()
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    trick(state, "R10 R1 R2 R3")
    assert state.phase is Phase.PUSH and state.current_player == A
    assert [str(a) for a in state.legal_actions()] == ["push 1", "push 2", "push 3", "push 5", "push 7"]
    with pytest.raises(IllegalAction, match="push back one coin"):
        state.apply("play R9")
    (pushed,) = state.apply("push 7")
    assert isinstance(pushed, CoinPushed) and (pushed.value, pushed.bid) == (7, 7)
    assert state.phase is Phase.PLAY and state.current_player == A


def test_no_push_once_every_coin_is_pushed():
    """Rulebook "3.3" Note: a player with every coin pushed pushes nothing more (and is sure to fail)."""
    state = fresh({A: [3]})
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    events = []
    for cards_, pushes in ROUND_TRICKS[:4]:
        events += trick(state, cards_, pushes if pushes == (3,) else ())
    assert [e.value for e in events if isinstance(e, CoinPushed)] == [3]
    assert state.wins[A] == 4 and state.pushed[A] == [3] and state.phase is Phase.PLAY


# --- declaring zero -------------------------------------------------------------------------------
def test_zero_coin_arithmetic():
    """RULINGS: the chosen coins (one or more, from those in front) sum to the cards in hand; a
    coin is offered only while a set with it can still make the sum."""
    assert zero_choices((1, 2, 3, 5, 7), (), 13) == (1, 2, 3, 5, 7)  # 7+5+1, 7+3+2+1
    assert zero_choices((1, 2, 3, 5, 7), (), 12) == (2, 3, 5, 7)  # 7+5, 7+3+2
    assert zero_choices((1, 2, 3, 5, 7), (7,), 9) == (2,)
    assert zero_choices((7,), (), 13) == () and zero_choices((1, 1, 5), (1,), 2) == (1,)
    assert zero_sets((1, 2, 3, 5, 7), 9) == [(7, 2), (5, 3, 1)]


def test_zero_is_offered_only_before_playing_with_no_win_and_a_matching_set():
    """RULINGS: declaring zero is an optional action on one's own turn before playing a card,
    only with no win so far this round and not yet declared; not offered when no set of coins
    sums to the cards in hand."""
    state = fresh({D: [7]})
    deal(state, A, ROUND_HANDS, "P1 P0 R0")

    def zeros() -> set[str]:
        return {str(a) for a in state.legal_actions() if a.kind == "zero"}

    assert zeros() == {"zero 1", "zero 2", "zero 3", "zero 5", "zero 7"}  # A, 13 cards
    for text in ("R10", "R1", "R2"):
        state.apply(f"play {text}")
    assert state.current_player == D and zeros() == set()  # D: a lone 7 cannot make 13
    state.apply("play R3")
    state.apply("push 3")
    assert state.wins[A] == 1 and zeros() == set()  # A has won a trick
    state.apply("play R9")
    assert zeros() == {"zero 2", "zero 3", "zero 5", "zero 7"}  # B, 12 cards: 7+5 or 7+3+2


def test_declaring_turns_coins_one_by_one_takes_back_and_confirms():
    """The declaration is a sequence of one-coin actions ending in ``declare``: a coin turned can
    be taken back (the last one taken back ends it unmade); ``declare`` only at the exact sum;
    a declared player does not declare again."""
    state = fresh()
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    state.apply("zero 7")
    assert state.phase is Phase.DECLARE
    assert [str(a) for a in state.legal_actions()] == ["zero 1", "zero 2", "zero 3", "zero 5", "unzero 7"]
    with pytest.raises(IllegalAction, match="add up to the 13 cards"):
        state.apply(DECLARE)
    with pytest.raises(IllegalAction, match="finish your zero declaration"):
        state.apply("play R10")
    state.apply("zero 5")
    assert [str(a) for a in state.legal_actions()] == ["zero 1", "unzero 5", "unzero 7"]
    state.apply("unzero 5")
    state.apply("unzero 7")
    assert state.phase is Phase.PLAY and state.turned[A] == [] and not state.declared[A]
    for value in (7, 5, 1):
        state.apply(f"zero {value}")
    (declared,) = state.apply("declare")
    assert declared.coins == (7, 5, 1) and declared.cards == 13 and state.declared[A]
    assert state.phase is Phase.PLAY and not any(a.kind == "zero" for a in state.legal_actions())


# A round where C declares zero and then wins one trick with its own 6: two wins.
DOUBLE_HANDS = [
    "R10 R9 Y10 Y9 G10 G9 B2 R8 Y4 Y8 G8 B8 B9",
    "R1 R5 Y1 Y5 G1 G5 B1 P10 P9 P8 P7 P5 B10",
    "R2 R6 Y2 Y6 G2 G6 B6 R4 P3 P2 Y0 G0 B7",
    "R3 R7 Y3 Y7 G3 G7 B3 G4 P6 P4 B0 B4 B5",
]
DOUBLE_TRICKS = ROUND_TRICKS[:6] + [
    ("B2 B1 B6 B3", ()),
    ("R4 G4 R8 P10", (3,)),
    ("P9 P3 P6 Y4", ()),
    ("P8 P2 P4 Y8", ()),
    ("P7 Y0 B0 G8", (7,)),
    ("P5 G0 B4 B8", ()),
    ("B10 B7 B5 B9", ()),
]


def test_declared_winner_does_not_push_and_a_failed_zero_records_the_shortfall():
    """Rulebook "Special bid" Note: a declared player who wins does not update their bid. RULINGS: a
    failed zero takes one value-1 coin per trick won (decided here: a trick won with one's own 4
    or 6 is the two tricks the rulebook says it is); if the supply runs out, the shortfall is
    recorded as coins all the same."""
    state = fresh(supply=1)
    deal(state, A, DOUBLE_HANDS, "P1 P0 R0")
    events = []
    for cards_, pushes in DOUBLE_TRICKS:
        events += trick(state, cards_, pushes)
    won = [e for e in events if e.kind == "trick_won" and e.seat == C]
    assert len(won) == 1 and won[0].double and won[0].wins == 2
    assert not any(isinstance(e, CoinPushed) and e.seat == C for e in events)
    scored = events[-1]
    assert isinstance(scored, RoundScored) and scored.taken == (0, 0, 2, 0) and scored.shortfall == 1
    view = state.view(C)
    assert view.supply == 0 and view.shortfall == 1
    assert view.coins[C] == (1, 1, 1, 2, 3, 5, 7) and view.turned[C] == ()


def test_discarded_ones_go_back_to_the_supply():
    """Rulebook "4.1": "put discarded value-1 coins into the supply" (the others go back to the box)."""
    tricks = list(ROUND_TRICKS)
    tricks[4] = ("G10 G1 zero:5+3+1 G2 G3", ())
    state, events = scripted_round(tricks)
    assert events[-1].discarded[C] == (5, 3, 1)
    assert state.supply == 6 and state.discarded[C] == [5, 3, 1]


def test_a_push_after_the_last_trick_comes_before_the_settlement():
    """Decided here: the push the 13th trick calls for ("3.3", after every trick) is made before
    the round ends ("4"), and counts: A's bid 14 (2 + 5 + 7) meets a 15th win, A pushes the 1
    and makes 15."""
    state = fresh()
    hands = [
        "R10 Y10 G10 P0 P2 P3 P4 P5 P6 P7 P8 P9 P10",
        "Y0 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 R1 R2 R3",
        "G0 G1 G2 G3 G4 G5 G6 G7 G8 G9 R4 R5 R6",
        "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 R7 R8 R9",
    ]
    deal(state, A, hands, "P1 R0 B0")
    pushes = {1: 2, 3: 5, 8: 7, 13: 1}
    leads = ["R10", "Y10", "G10", "P10", "P9", "P8", "P7", "P6", "P5", "P4", "P3", "P2", "P0"]
    for number, lead in enumerate(leads, 1):
        state.apply(f"play {lead}")
        while state.trick:
            state.apply(f"play {follow_low(state)}")
        assert (state.phase is Phase.PUSH) == (number in pushes), number
        if number in pushes:
            events = state.apply(f"push {pushes[number]}")
    assert state.hands[A] == [] and isinstance(events[-1], RoundScored)
    assert events[-1].wins[A] == 15 and events[-1].bids[A] == 15 and events[-1].success[A]
    assert state.coins[A] == [3] and state.discarded[A] == [2, 5, 7, 1]


# --- the end of the game --------------------------------------------------------------------------
def test_the_game_ends_when_somebody_has_no_coin_left():
    """Rulebook "4.3": the game ends after a round in which somebody is left with no coin in front, even
    before the last round; the lowest total (0 here) wins."""
    state = fresh({A: [3, 5]})
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    for cards_, pushes in ROUND_TRICKS:
        trick(state, cards_, pushes)
    assert state.current_player == TERMINAL and state.end_cause == END_NO_COINS
    assert state.round_number == 1 and state.scores()[A] == 0
    assert state.winners() == [A] and state.result().how == WON_ON_TOTAL


@pytest.mark.parametrize(
    "totals, discarded, winners, how, decided_by",
    [
        ([6, 6, 9], [(7, 5), (7,), ()], (0,), WON_ON_DISCARDS, 5),
        ([6, 6, 6], [(7, 2), (7, 5, 2), (5, 3, 2)], (1,), WON_ON_DISCARDS, 5),
        ([4, 4, 4], [(7, 3), (7, 2), (3, 2)], (0,), WON_ON_DISCARDS, 3),  # 7 drops the third
        ([5, 5], [(7, 3), (7, 3)], (0, 1), WIN_SHARED, None),  # tied after 2: shared
        ([0, 0, 8], [(7, 5, 3, 2, 1)] * 2 + [(7,)], (0, 1), WIN_SHARED, None),  # all discarded: all win
        ([3, 8], [(), (7, 5)], (0,), WON_ON_TOTAL, None),  # the lowest total, whatever was discarded
    ],
)
def test_ties_on_the_lowest_total_by_the_seven_five_three_two(totals, discarded, winners, how, decided_by):
    """RULINGS "Bid Coin": for each value 7, 5, 3, 2 in turn, if some but not all of the players
    still tied have discarded a coin of that value, only those who have stay tied; anyone tied
    after 2 shares the win ("4.3.2": several who discarded every coin are all winners)."""
    result = final_result(totals, discarded)
    assert (result.winners, result.how, result.decided_by) == (winners, how, decided_by)
