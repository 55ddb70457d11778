"""The Bid Coin presenter: the coins and the shown card it lays out (clickable exactly for the
legal actions), the moves of its events (a coin pushed, a two-win trick as two piles, the coins
moving before a round's summary), the zero panel, and the words of the rulebook's examples."""

import random
from dataclasses import replace

import pytest

from game.presenters.bid_coin.presenter import BidCoinPresenter, coin_image
from game.presenters.bid_coin.words import card_words, round_line
from game.table.moves import Collect, Move, ShowSummary, Sync
from game.table.protocol import Icon
from game.table.zones import STOCK, SUPPLY, TRICK, PieceItem, bid, pieces
from game.table.zones import won as won_zone
from game.ui.text import NBSP
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_coin import BidCoinState
from rules.games.bid_coin.events import RoundDealt
from tests.game.panel_shapes import assert_one_shape
from tests.rules.bid_coin_support import A, B, deal, trick
from tests.rules.test_bid_coin_examples import (
    ROUND_HANDS,
    ROUND_TRICKS,
    end_of_game_example,
    scripted_round,
    trick_example,
)

NAMES = ["You", "West", "North", "East"]
P = BidCoinPresenter()


def coins_in(contents, zone) -> list[tuple[int, bool, str | None]]:
    """``(value, turned, action)`` of every coin in ``zone``, one per coin."""
    return [
        (int(item.image.rsplit("_", 1)[1]), item.turned, item.action)
        for item in contents.expanded(zone)
        if isinstance(item, PieceItem)
    ]


def look(state: BidCoinState, seat: int = A):
    view = state.view(seat)
    legal = state.legal_actions() if state.current_player == seat else []
    return view, legal, P.fill(view, legal, NAMES)


def test_stock_supply_and_coins_in_front_at_the_deal():
    """The leftover lies in the stock with the shown card face up on top; the supply holds its
    value-1 coins; every seat has its five coins in front; the viewer's coins may be turned
    toward a zero (the legal ``zero`` actions), nobody else's."""
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    _, legal, contents = look(state)
    stock = contents.items(STOCK)
    assert [(c.text, c.face_up) for c in stock] == [(None, False), (None, False), ("P1", True)]
    (supply,) = contents.items(SUPPLY)
    assert supply.image == coin_image(1) and supply.count == 5
    assert coins_in(contents, pieces(A)) == [(v, False, f"zero {v}") for v in (1, 2, 3, 5, 7)]
    assert coins_in(contents, pieces(B)) == [(v, False, None) for v in (1, 2, 3, 5, 7)]
    assert {str(a) for a in legal if a.kind == "zero"} == {f"zero {v}" for v in (1, 2, 3, 5, 7)}
    _, _, west = look(state, B)  # not West's turn: nothing to click
    assert all(action is None for _, _, action in coins_in(west, pieces(B)))


def test_push_offers_exactly_the_coins_in_front_and_the_move_slides_it_to_the_bid_area():
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    trick(state, "R10 R1 R2 R3")
    _, legal, contents = look(state)
    assert coins_in(contents, pieces(A)) == [(v, False, f"push {v}") for v in (1, 2, 3, 5, 7)]
    events = state.apply("push 3")
    view, _, contents = look(state)
    assert coins_in(contents, pieces(A)) == [(v, False, None) for v in (1, 2, 5, 7)]
    assert coins_in(contents, bid(A)) == [(3, False, None)]
    assert [i.help for i in contents.items(bid(A))] == ["You pushed the 3: bid 3"]
    assert contents.items(pieces(A))[0].help == "Your 1 - in front"
    assert look(state, B)[2].items(pieces(A))[0].help == "Your 1 - in front"
    steps = P.moves(events, view, NAMES)
    assert Move(pieces(A), bid(A), key=coin_image(3)) in steps
    assert "You push the 3: bid 3" in [getattr(s, "text", "") for s in steps]
    assert P.badge(view, A, NAMES) == "bid 3 · won 1"


def test_zero_declaration_turns_coins_sideways_with_the_panel_live_at_the_sum():
    """The coins turned for a zero lie sideways in their places (clickable to take back: a coin
    never moves under the pointer); the others stay clickable only while they can complete the
    sum; "Declare zero" is live at the sum only."""
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    state.apply("zero 7")
    view, legal, contents = look(state)
    assert coins_in(contents, pieces(A)) == [
        (1, False, "zero 1"),
        (2, False, "zero 2"),
        (3, False, "zero 3"),
        (5, False, "zero 5"),
        (7, True, "unzero 7"),
    ]
    # a turned coin's number reads sideways (a tester read the 3 as "m"): its caption says it
    assert [item.label for item in contents.items(pieces(A))] == ["", "", "", "", "7"]
    panel = P.panel(view, legal, NAMES)
    (button,) = panel.rows[0]
    assert button.label == "Declare zero" and button.action is None
    assert panel.note.replace(NBSP, " ") == "Turned 7 of 13: 6 to go"
    assert f"7{NBSP}of{NBSP}13" in panel.note and f"6{NBSP}to{NBSP}go" in panel.note  # (kept whole)
    assert P.prompt(view, legal, NAMES) == (  # (how to take one back: no button does it, helper-85)
        "Turn coins adding up to 13, then Declare zero (click one again to turn it back)"
    )
    state.apply("zero 5")
    state.apply("zero 1")
    view, legal, contents = look(state)
    done = P.panel(view, legal, NAMES)  # (at the sum the words point to the button, a tester
    assert done.rows[0][0].action == "declare"  # read "click your coins to turn" still)
    assert done.note.replace(NBSP, " ") == "Turned 13 of 13: ready to declare"
    assert (
        P.prompt(view, legal, NAMES)
        == "Your turned coins add up to 13: click Declare zero (or a coin to turn it back)"
    )
    assert [(v, t) for v, t, _ in coins_in(contents, pieces(A))] == [
        (1, True),
        (2, False),
        (3, False),
        (5, True),
        (7, True),
    ]
    state.apply("declare")
    view, legal, contents = look(state)
    assert P.panel(view, legal, NAMES) is None and P.badge(view, A, NAMES) == "zero · won 0"
    assert P.prompt(view, legal, NAMES).endswith("(zero · won 0)")
    # once it wins, the prompt says the zero failed and what that costs (rulebook 4.2; a
    # tester read "zero · won 2" and no more)
    won = replace(view, wins=(2, *view.wins[1:]))
    failed = "(your zero has failed: at the round's end you take a coin from the supply per win, 2 so far)"
    assert P.prompt(won, legal, NAMES).endswith(failed)
    assert all(action is None for _, _, action in coins_in(contents, pieces(A)))
    assert [t for _, t, _ in coins_in(contents, pieces(A))] == [True, False, False, True, True]


def test_a_two_win_trick_is_collected_as_two_piles():
    """Rulebook "2-win cards", trick (b): A wins with its yellow 4 and lays the trick as two piles."""
    state, won = trick_example("b")
    view = state.view(A)
    collect = [s for s in P.moves([won], view, NAMES) if isinstance(s, Collect)]
    assert collect == [Collect(TRICK, won_zone(A), piles=2)]
    assert len(P.fill(view, [], NAMES).items(won_zone(A))) == 2
    assert P.pile_note(2) == "2 wins" and P.pile_note(1) == "1 win"


def test_the_round_example_is_summed_up_in_words_after_the_coins_move():
    """Rulebook 4.1 and 4.2 in the round summary: A (here "You") made 8 with 5 + 3, B missed
    10 with 5 wins, C made its zero of 7 + 2; the coins move (a Sync) before the overlay."""
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    for cards_, pushes in ROUND_TRICKS[:-1]:
        trick(state, cards_, pushes)
    events = trick(state, *ROUND_TRICKS[-1])
    view = state.view(A)
    steps = P.moves(events, view, NAMES)
    kinds = [type(s) for s in steps]
    assert kinds.index(Sync) < kinds.index(ShowSummary)
    summary = next(s for s in steps if isinstance(s, ShowSummary)).summary
    assert summary.title == "Round 1 over" and summary.good is True
    assert summary.lines[:4] == (
        "You: bid 8 (3 + 5), won 8 - made: discard 3, 5",
        "West: bid 10 (3 + 7), won 5 - missed: takes back 3, 7",
        "North: zero (7 + 2), won 0 - made: discards 7, 2",
        "East: no bid, won 0 - made: nothing to discard",
    )
    # a discarded 1 goes back to the supply, and the line says so (a tester saw the supply
    # grow unexplained)
    scored = next(e for e in events if e.kind == "round_scored")
    ones = replace(scored, discarded=((1, 3, 4), (), (1, 1), ()))
    assert round_line(ones, A, "You").endswith("made: discard 1, 3, 4 (the 1 goes back to the supply)")
    assert round_line(ones, 2, "North").endswith("made: discards 1, 1 (the 1s go back to the supply)")
    sheet = P.score_sheet(view, NAMES)
    assert (
        sheet.rows[0][1] == "8/8 \u2713"
        and sheet.rows[1][1] == "5/10 \u2717"
        and sheet.rows[2][1] == "0/zero \u2713"
    )
    assert sheet.columns[1 : view.rounds + 1] == tuple(f"R{r}" for r in range(1, view.rounds + 1))
    # a game over in this round has its column only (helper-78 saw an empty R3 after round 2)
    over = P.score_sheet(replace(view, result=object()), NAMES)
    assert over.columns[1:3] == ("R1", "In front") and all(len(row) == len(over.columns) for row in over.rows)


def test_every_event_kind_but_a_turned_coin_is_worded_and_the_legend_shows_trump():
    state, events = scripted_round()
    lines = [P.describe(e, NAMES) for e in events]
    turns = [line for e, line in zip(events, lines) if e.kind == "turn"]
    assert turns and not any(turns)  # the declaration names the coins once
    assert all(line for e, line in zip(events, lines) if e.kind != "turn")
    assert (
        "You declare" not in " ".join(filter(None, lines))
        and "North declares a bid of zero with 7 + 2 (9 cards in hand)" in lines
    )
    assert "West wins the trick (highest trump)" in lines
    assert not any(e.kind == "trick_won" and e.double for e in events)
    trump = next(e for e in events if e.kind == "play").card
    assert P.describe(RoundDealt(seat=0, number=1, trump=trump), NAMES).endswith(" is trump. You lead")
    view = state.view(A)
    legend = P.legend(view, NAMES)
    assert Icon("P1") in legend[0] and legend[1] == "0 beats the 10 of its colour"
    info = dict(P.info_lines(view, NAMES))
    assert info["Trump"] == "purple"
    assert info["Coins"].replace(NBSP, " ") == "You 10, West 18, North 9, East 18"
    assert info["Coins"].split(", ")[1] == f"West{NBSP}18"  # (a name and its coins kept on one row)


def test_game_over_explains_the_tie_break_of_the_rulebook_example():
    """Rulebook 4.3.2: B (West) and C (North) tie on 6; both discarded the 7, only C the 5."""
    state, _ = end_of_game_example()
    view = state.view(A)
    over = P.game_over(view, NAMES)
    assert over.title == "North wins the game!" and over.good is False
    assert "All 4 rounds played." in over.lines and "The lowest total wins." in over.lines
    assert "Round 4 - made: West, North, East; missed: You." in over.lines  # the last round
    assert "West: 1, 5 in front = 6 (discarded 7, 3, 2)" in over.lines
    assert over.lines[-3:] == (
        "West and North tie on 6.",
        "The 7: each of them discarded it.",
        "The 5: only North discarded it.",
    )
    assert P.status_text(view, NAMES) == "Game over - North won"


def test_a_trick_won_with_a_4_or_a_6_names_the_card_that_counts_two_wins():
    """The log said "won with a 4 or 6, it counts two wins" without saying which card (a
    tester looked for it among the trick's four)."""
    rng, doubled = random.Random(3), []
    state = new_game("bid_coin", 4, {}, 3)
    while not doubled:
        assert not state.is_terminal
        action = (
            state.chance_action() if state.current_player == CHANCE else rng.choice(state.legal_actions())
        )
        doubled = [e for e in state.apply(action) if e.kind == "trick_won" and e.double]
    event = doubled[0]
    assert event.card in event.cards and event.card.rank in (4, 6)
    line = P.describe(event, NAMES)
    assert line.endswith(f") - the {card_words(event.card.text)} counts two wins")
    assert line.count("two wins") == 1


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (960, 600), (800, 450)])
def test_the_zero_panel_keeps_its_shape_as_coins_turn(size, text_size, app):
    """The zero panel's area and button stay put from the first coin turned to the sum (at
    the sum its note took another line and moved the button as it came live: a tester saw
    it)."""
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    panels = []
    for coin in ("7", "5", "1"):
        state.apply(f"zero {coin}")
        view, legal, _ = look(state)
        panels.append(P.panel(view, legal, NAMES))
    assert panels[-1].rows[0][0].action == "declare"
    assert_one_shape(panels, size, 4, P, text_size)
