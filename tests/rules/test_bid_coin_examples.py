"""Every worked example of the Bid Coin rulebook as a scenario with a scripted deal.

Source: ``shared/rulebooks/bid_coin.txt``: the tricks (a)-(c) of "3.2", the bid updates (a)
and (b) of "3.3", the zero declaration with 9 cards in hand ("Special bid"), the success and
failure examples of "4.1" and "4.2", and the end-of-game example of "4.3.2" where C wins.
The rulebook's players A, B, C, D sit in seats 0-3; the examples' cards are independent
illustrations (the same card appears in two of them), so each gets its own deal.
"""

from __future__ import annotations

from rules.core.state import TERMINAL
from rules.games.bid_coin import BidCoinState, Phase
from rules.games.bid_coin.events import (
    BidCoinTrickWon,
    CoinPushed,
    RoundScored,
    ZeroDeclared,
)
from rules.games.bid_coin.parts import (
    END_LAST_ROUND,
    WHY_LEAD,
    WHY_TRUMP,
    WHY_ZERO,
    WON_ON_DISCARDS,
)
from tests.rules.bid_coin_support import A, B, C, D, deal, follow_low, trick

# --- 3.2: the three tricks (trump yellow) ---------------------------------------------------------
# Each deal gives the four cards of one example to A..D and keeps must-follow true: a player who
# does not follow holds no card of the lead suit.
TRICK_DEALS = {
    "a": (A, "G1", "G8", "G6", "R10"),
    "b": (B, "Y4", "G9", "G0", "Y1"),
    "c": (A, "R0", "G8", "R10", "G9"),
}


LEFTOVER = "Y5 P9 P10"
"""The leftover of the trick examples: the yellow 5 is shown, so yellow is trump."""


def trick_example(name: str) -> tuple[BidCoinState, BidCoinTrickWon]:
    """Deal A..D the example's cards (a player who does not follow gets no card of the lead
    suit, so must-follow holds; the rest of the deck goes to whoever has fewest), show a
    yellow card, and play the trick."""
    leader, *cards = TRICK_DEALS[name]
    state = BidCoinState(4, {}, 0)
    lead = cards[leader][0]
    hands = [[text] for text in cards]
    used = set(cards) | set(LEFTOVER.split())
    for card in state.deck.cards:
        if card.text not in used:
            takers = [
                s for s in range(4) if len(hands[s]) < 13 and (card.suit != lead or cards[s][0] == lead)
            ]
            hands[min(takers, key=lambda s: len(hands[s]))].append(card.text)
    deal(state, leader, [" ".join(h) for h in hands], LEFTOVER)
    assert state.trump == "Y"
    events = trick(state, " ".join(cards[(leader + k) % 4] for k in range(4)))
    return state, next(e for e in events if isinstance(e, BidCoinTrickWon))


def test_trick_a_highest_of_the_lead_suit_wins():
    """(a) A green 1, B green 8, C green 6, D red 10: B wins with the highest green."""
    state, won = trick_example("a")
    assert (won.seat, won.why, won.double, won.wins) == (B, WHY_LEAD, False, 1)
    assert state.view(A).wins == (0, 1, 0, 0)


def test_trick_b_a_trump_wins_and_a_four_counts_twice():
    """(b) B green 9, C green 0, D yellow 1, A yellow 4: A wins with the highest trump, and as
    A won with a 4, A has won two tricks (two piles)."""
    state, won = trick_example("b")
    assert (won.seat, won.why, won.double, won.wins) == (A, WHY_TRUMP, True, 2)
    assert state.view(C).wins == (2, 0, 0, 0)
    assert state.phase is Phase.PUSH and state.current_player == A  # 2 wins > bid 0


def test_trick_c_the_zero_beats_the_ten_of_its_suit():
    """(c) A red 0, B green 8, C red 10, D green 9: the 0 and the 10 of the lead suit are both
    in the trick, so A's red 0 wins."""
    _, won = trick_example("c")
    assert (won.seat, won.why, won.double) == (A, WHY_ZERO, False)


# --- one scripted round for 3.3, the zero declaration, 4.1 and 4.2 ---------------------------------
# Trump purple. A wins tricks 1-8 (pushing 3, then 5), C declares zero with 9 cards in hand, B
# trumps trick 9 and wins the rest with purples (pushing 3, then 7); D never wins.
ROUND_HANDS = [
    "R10 R9 Y10 Y9 G10 G9 B10 B9 R8 Y4 Y8 G8 B8",
    "R1 R5 Y1 Y5 G1 G5 B1 B5 P10 P9 P8 P7 P5",
    "R2 R6 Y2 Y6 G2 G6 B2 B6 R4 P3 P2 Y0 G0",
    "R3 R7 Y3 Y7 G3 G7 B3 B7 P6 P4 G4 B0 B4",
]
ROUND_TRICKS = [
    ("R10 R1 R2 R3", (3,)),
    ("R9 R5 R6 R7", ()),
    ("Y10 Y1 Y2 Y3", ()),
    ("Y9 Y5 Y6 Y7", (5,)),
    ("G10 G1 zero:7+2 G2 G3", ()),
    ("G9 G5 G6 G7", ()),
    ("B10 B1 B2 B3", ()),
    ("B9 B5 B6 B7", ()),
    ("R8 P10 R4 G4", (3,)),
    ("P9 P3 P6 Y4", ()),
    ("P8 P2 P4 Y8", ()),
    ("P7 Y0 B0 G8", (7,)),
    ("P5 G0 B4 B8", ()),
]


def scripted_round(tricks=ROUND_TRICKS, hands=ROUND_HANDS) -> tuple[BidCoinState, list]:
    """A fresh 4-player game, the scripted deal (leftover P1 shown, trump purple) and tricks."""
    state = BidCoinState(4, {}, 0)
    deal(state, A, hands, "P1 P0 R0")
    events = []
    for cards, pushes in tricks:
        events += trick(state, cards, pushes)
    return state, events


def test_bid_updates_a_and_b():
    """3.3 (a): A's first win exceeds bid 0, A pushes the 3 (bid 3). (b): three more wins make 4,
    which exceeds 3, so A pushes one more coin, the 5 (bid 8); wins equal to the bid push none."""
    state, events = scripted_round(ROUND_TRICKS[:4])
    pushes = [e for e in events if isinstance(e, CoinPushed)]
    assert [(e.seat, e.value, e.bid) for e in pushes] == [(A, 3, 3), (A, 5, 8)]
    view = state.view(B)
    assert view.pushed[A] == (3, 5) and view.bids[A] == 8 and view.wins[A] == 4
    assert view.coins[A] == (1, 2, 7)


def test_zero_declaration_with_nine_cards_turns_the_seven_and_the_two():
    """Rulebook "Special bid": C, with no win and 9 cards in hand before playing, turns the 7 and the 2."""
    state, events = scripted_round(ROUND_TRICKS[:5])
    declared = next(e for e in events if isinstance(e, ZeroDeclared))
    assert (declared.seat, declared.coins, declared.cards) == (C, (7, 2), 9)
    view = state.view(A)
    assert view.declared[C] and view.turned[C] == (7, 2) and view.coins[C] == (1, 2, 3, 5, 7)


def test_success_and_failure_at_the_end_of_the_round():
    """4.1: A won 8 with bid 8 (5 + 3): success, A discards the 5 and the 3. C made its zero:
    its turned 7 and 2 are discarded. 4.2: B won 5 with bid 10 (7 + 3): failure, B returns both
    coins, no further penalty. D bid nothing and won nothing: a success that discards nothing."""
    state, events = scripted_round()
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.wins == (8, 5, 0, 0) and scored.bids == (8, 10, 0, 0)
    assert scored.pushed == ((3, 5), (3, 7), (), ()) and scored.zero == ((), (), (7, 2), ())
    assert scored.success == (True, False, True, True)
    assert scored.discarded == ((3, 5), (), (7, 2), ()) and scored.taken == (0, 0, 0, 0)
    view = state.view(D)
    assert view.coins == ((1, 2, 7), (1, 2, 3, 5, 7), (1, 3, 5), (1, 2, 3, 5, 7))
    assert view.pushed == ((),) * 4 and view.turned == ((),) * 4
    assert view.scores == (10, 18, 9, 18) and view.supply == 5
    assert state.phase is Phase.DEAL  # no end condition yet


def test_failed_zero_takes_one_coin_per_trick_won():
    """4.2: C declared zero but won 2 tricks: the turned coins go back and C takes two value-1
    coins from the supply. (Blues changed hands so that C wins tricks 7 and 8.)"""
    hands = [
        "R10 R9 Y10 Y9 G10 G9 B2 B6 R8 Y4 Y8 G8 B8",
        "R1 R5 Y1 Y5 G1 G5 B1 B5 P10 P9 P8 P7 P5",
        "R2 R6 Y2 Y6 G2 G6 B10 B9 R4 P3 P2 Y0 G0",
        "R3 R7 Y3 Y7 G3 G7 B3 B7 P6 P4 G4 B0 B4",
    ]
    tricks = ROUND_TRICKS[:6] + [
        ("B2 B1 B10 B3", ()),
        ("B9 B7 B6 B5", ()),
        ("R4 G4 R8 P10", (3,)),
    ]
    tricks += ROUND_TRICKS[9:]
    state, events = scripted_round(tricks, hands)
    scored = next(e for e in events if isinstance(e, RoundScored))
    assert scored.wins == (6, 5, 2, 0) and scored.zero[C] == (7, 2)
    assert scored.success == (False, False, False, True)
    assert scored.taken == (0, 0, 2, 0) and scored.discarded[C] == ()
    view = state.view(C)
    assert view.coins[C] == (1, 1, 1, 2, 3, 5, 7) and view.scores[C] == 20
    assert view.supply == 3 and view.shortfall == 0


# --- 4.3.2: the end-of-game example ---------------------------------------------------------------
def end_of_game_example() -> tuple[BidCoinState, list]:
    """The position of "4.3.2" before the last round (coins in front and discards of rounds
    1-3 set up), then round 4 dealt and played: A wins every trick (pushing its 7 at the first
    win) and fails, so the coins in front stay as in the example. Returns (state, events)."""
    state = BidCoinState(4, {}, 0)
    state.round_number, state.leader = 3, D
    state.coins = [[7], [1, 5], [1, 2, 3], [3, 5]]
    state.discarded = [[1, 2, 3, 5], [7, 3, 2], [7, 5], [1, 2, 7]]
    state.supply = 8
    hands = [
        "R10 Y10 G10 P0 P2 P3 P4 P5 P6 P7 P8 P9 P10",
        "Y0 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 R1 R2 R3",
        "G0 G1 G2 G3 G4 G5 G6 G7 G8 G9 R4 R5 R6",
        "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 R7 R8 R9",
    ]
    deal(state, A, hands, "P1 R0 B0")
    leads = ["R10", "Y10", "G10", "P10", "P9", "P8", "P7", "P6", "P5", "P4", "P3", "P2", "P0"]
    events = []
    for lead in leads:
        events += state.apply(f"play {lead}")
        while state.trick:
            events += state.apply(f"play {follow_low(state)}")
        if state.phase is Phase.PUSH:
            events += state.apply("push 7")
        assert state.last_trick_winner == A
    return state, events


def test_end_of_game_example_c_wins_on_the_discarded_five():
    """4.3.2: at the end A holds 7; B 1 and 5; C 1, 2 and 3; D 3 and 5. B and C tie on 6; both
    discarded the 7, only C the 5, so C wins (see :func:`end_of_game_example`)."""
    state, events = end_of_game_example()
    assert state.current_player == TERMINAL and state.end_cause == END_LAST_ROUND
    assert state.scores() == [7, 6, 6, 8]
    result = state.result()
    assert result.tied == (B, C) and result.winners == (C,)
    assert result.how == WON_ON_DISCARDS and result.decided_by == 5
    over = events[-1]
    assert over.kind == "game_over" and over.winners == (C,) and over.reason == END_LAST_ROUND
