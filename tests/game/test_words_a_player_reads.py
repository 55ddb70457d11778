"""Words a player reads: what won a Bid Whist book follows the direction of play, the rules
pages say which card is best (the Ace downtown, the 0 against the 10 or the 7 in Bid Coin),
and the hint speaks plainly (no search jargon), with a reason even for an only legal move."""

from __future__ import annotations

import random

import pygame
import pytest

from game.presenters import presenter_for
from game.presenters.bid_whist.presenter import BidWhistPresenter
from game.scenes.rules_page import read_rules
from game.table.hint import hint_line
from game.table.overlays import HandSummaryOverlay
from rules.ai.bots import make_bot
from rules.ai.hint import AS_GOOD, BETTER, UNSURE
from rules.core.state import CHANCE
from rules.games import new_game
from tests.game.driver import click, legal_targets, play_until, press, push_table, run_until, step

JARGON = ("search", "sampled", "deals", "iteration", "visits", "of 1600")
ACE = 14


def test_what_won_a_book_is_true_to_its_cards_uptown_and_downtown():
    """Over many random hands: a book won among several trumps says "the highest trump" only
    uptown, where the winner is the highest of them; downtown "the lowest trump", the lowest,
    or, for an Ace, that the Ace is the best card downtown too (rulebook "Card ranking")."""
    presenter, names = BidWhistPresenter(), ["You", "West", "North", "East"]
    seen = set()
    for seed in range(40):
        state, rng = new_game("bid_whist", 4, {}, seed), random.Random(seed)
        while not state.is_terminal and len(state.history) < 300:
            action = state.chance_action() if state.current_player < 0 else rng.choice(state.legal_actions())
            for event in state.apply(action):
                if event.kind != "book_won":
                    continue
                line = presenter.describe(event, names)
                assert event.downtown == (state.contract.direction == "downtown")
                trumps = [c for c in event.cards if c.suit == state.contract.trump]
                ranks = [c.rank for c in trumps]
                if "highest trump" in line:
                    assert not event.downtown and event.best.rank == max(ranks) and len(trumps) > 1
                    seen.add("highest")
                if "lowest trump" in line:
                    assert event.downtown and event.best.rank == min(ranks) and ACE not in ranks
                    seen.add("lowest")
                if "Ace is the best card downtown" in line:
                    assert event.downtown and event.best.rank == ACE
                    seen.add("ace")
    assert seen == {"highest", "lowest", "ace"}


def test_the_rules_pages_say_which_card_is_best():
    whist = read_rules("bid_whist")
    assert "Ace still highest" not in whist and "the Ace is the best card of its suit downtown too" in whist
    coin = read_rules("bid_coin")
    assert "the 10, or the 7 with three players" in coin and "top card" not in coin


@pytest.mark.parametrize("lead", [0.2, 0.6, 1.0, 2.4, 11.7])
@pytest.mark.parametrize("call", [BETTER, AS_GOOD, UNSURE])
@pytest.mark.parametrize("partners", [True, False])
def test_a_hint_speaks_plainly(lead, call, partners):
    line = hint_line("the card outlined", None, "the 7 of cups", call, lead, partners, "hand")
    assert line.startswith("Hint: the card outlined. ")
    assert not any(word in line.lower() for word in JARGON)
    assert ("your side" in line) == (partners and call == BETTER)
    assert ("The 7 of cups is about as good" in line) == (call == AS_GOOD)
    assert ("The 7 of cups did" in line and "too much to be sure" in line) == (call == UNSURE)
    assert (
        "about " not in line or "." not in line.split("about ")[-1][:-1]
    )  # whole points: "about 2 points", not "2.4"
    assert ("a little better off" in line) == (call == BETTER and lead < 0.5)


def test_a_hint_says_how_it_beats_the_next_best_move_never_a_forecast_of_the_hand():
    """A fresh user read "at best, you usually lose about 3 points" as a forecast and saw
    the hand end otherwise: a search's average score is a poor forecast, the difference
    between two moves under the same playouts is what it measures. The search weighs a move
    by the seat's gain less the others', so the line says "against the other players" (a
    tester read "better off" as their own score and found a move that scored them less)."""
    clear = hint_line("the 5 of coins (outlined)", None, "the Knight of swords", BETTER, 2.2, False, "round")
    assert clear.endswith(
        "(outlined). Against the other players it usually leaves you about 2 points better off this"
        " round than the Knight of swords would."
    )
    close = hint_line("the 5 of coins (outlined)", None, "the Knight of swords", AS_GOOD, 0.1, True, "hand")
    assert close.endswith("(outlined). The Knight of swords is about as good.")
    small = hint_line("the 5 of coins (outlined)", None, "the 2 of cups", BETTER, 0.3, True, "hand")
    assert "Against the other side it usually leaves your side a little better off this hand" in small
    same = hint_line("lay the 6\u2666 (outlined)", None, "lay the 10\u2663", AS_GOOD, 0.1, False, "round")
    assert same.endswith("(outlined). The 10\u2663 is about as good.")  # (the same verb: its card)
    other = hint_line("lay the 6\u2666 (outlined)", None, "bid 2 cards", AS_GOOD, 0.1, False, "round")
    assert other.endswith("(outlined). The next best move (bid 2 cards) is about as good.")
    discard = hint_line(
        "discard the 8 of hearts (outlined)", None, "discard the Queen of spades", AS_GOOD, 0.1
    )
    assert discard.startswith("Hint: discard the 8 of hearts (outlined).")
    assert discard.endswith("(outlined). The Queen of spades is about as good.")
    word = hint_line("diamonds (outlined)", None, "spades", BETTER, 1.2, True, "hand")
    assert word.endswith(
        "leaves your side about 1 point better off this hand than the next best move (spades) would."
    )
    alone = hint_line("the 5 of coins (outlined)", None)
    assert alone == "Hint: the 5 of coins (outlined). No other move comes close."
    # Grand Bid: a card of the same number does just the same (a tester read "No other move
    # comes close" while holding the 4♥ beside the hinted 4♦)
    twin = hint_line(
        "offer the 4\u2666 (outlined)",
        None,
        "offer the 9\u2663",
        AS_GOOD,
        0.1,
        twins=["offer the 4\u2665", "offer the 4\u2663"],
    )
    assert twin == (
        "Hint: offer the 4\u2666 (outlined). The 4\u2665 and the 4\u2663 would do just the same."
        " The 9\u2663 is about as good."
    )
    # three twins are listed, and the next best is named with its own twins (a tester read
    # "The 6♠ and the 6♥ and the 6♦", and "The 9♠ did about 1 point worse" holding the 9♥)
    twins = hint_line(
        "offer the 6\u2663 (outlined)",
        None,
        "offer the 9\u2660",
        BETTER,
        1.2,
        twins=["offer the 6\u2660", "offer the 6\u2665", "offer the 6\u2666"],
        hand_word="round",
        rival_twins=["offer the 9\u2665"],
    )
    assert twins == (
        "Hint: offer the 6\u2663 (outlined). The 6\u2660, the 6\u2665 and the 6\u2666 would do just"
        " the same. Against the other players it usually leaves you about 1 point better off this round"
        " than the 9\u2660 or the 9\u2665 would."
    )
    # a next best of another kind is named once with its twins (a tester read "the next best
    # move (lay the 9♣), the next best move (lay the 9♠) or the next best move (lay the 9♥)")
    other = hint_line(
        "pass (outlined)",
        None,
        "lay the 9\u2663",
        UNSURE,
        2.2,
        hand_word="round",
        rival_twins=["lay the 9\u2660", "lay the 9\u2665"],
    )
    assert other.endswith(
        "The next best move (lay the 9\u2663, the 9\u2660 or the 9\u2665) did about 2 points worse"
        " on average, but it varied too much to be sure."
    )
    unsure = hint_line("pass (outlined)", None, "lay the 8\u2666", UNSURE, 1.9, reason="you keep your cards")
    assert unsure.endswith(
        "you keep your cards. The next best move (lay the 8\u2666) did about 2 points worse on average,"
        " but it varied too much to be sure."
    )
    forced = hint_line("the 5 of coins (outlined)", "must follow suit: spades were led and you hold spades")
    assert forced.endswith("allow, since you must follow suit: spades were led and you hold spades.")
    assert forced.count(":") == 2  # "Hint:" and the rule's own


def test_a_hint_for_an_only_legal_move_says_why(app):
    """Bid Coin, following a colour with one card of it: the hint says it is the only move the
    rules allow, and why, in the rules' words."""
    table = push_table(app, "bid_coin", ["You", "West", "East"], humans=1, seed=4)
    play_until(
        app,
        table,
        lambda: len(table.snapshot.legal) == 1 and any(sp.item.action is None for sp in table.board.hand()),
    )
    press(app, pygame.K_h, frames=3)
    run_until(app, lambda: table.hinted is not None, 2000)
    named = table.presenter.decision_words(table.snapshot.view, table.hinted, table.names)[1]
    only = "it is the only move the rules allow, since you must"
    assert table.notice.startswith(f"Hint: {named} (outlined) - {only}")
    assert not any(word in table.notice.lower() for word in JARGON), table.notice


def test_a_hint_counts_in_the_games_own_unit():
    """Bid Coin counts coin values, not points (its presenter's ``point_word``)."""
    from game.presenters.bid_coin.presenter import BidCoinPresenter

    line = hint_line(
        "the green 8 (outlined)", None, "the red 3", BETTER, 2.2, False, "round", BidCoinPresenter.point_word
    )
    assert "about 2 coin values better off this round" in line and "point" not in line


def test_the_status_line_is_not_drawn_under_a_summary_panel(app, monkeypatch):
    """The hand's summary says what the status line says; drawn under its veil the line showed
    through, cut by the panel's edge. It comes back once the summary closes."""
    import game.table.hud as hud

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    rng = random.Random(4)
    for _ in range(60000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            break
        if app.top is table and table.input_ready:
            click(app, rng.choice(legal_targets(table))[1].center, frames=1)
    else:
        raise AssertionError("no hand summary")
    drawn = []
    real = hud.draw_text
    monkeypatch.setattr(
        hud, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    )

    def status_lines():
        text, _, bold = table.hud.prompt()
        return [line for line, _, _ in table.hud.prompt_rows(text, bold)]

    under = status_lines()
    assert under
    table.dirty = True
    step(app)
    assert drawn and not set(under) & set(drawn)
    click(app, app.top.targets()[0][1].center, frames=3)
    run_until(app, lambda: app.top is table, 100)
    drawn.clear()
    table.dirty = True
    step(app)
    assert set(status_lines()) <= set(drawn)


def test_bid_whists_prompt_names_the_suit_to_follow_or_says_the_seat_has_none():
    """Playing to a book, the prompt names the suit to follow when the seat holds it, and says
    any card will do when it holds none (a tester read "follow suit if you can" with none of
    the suit led in hand); over seeded random games, jokers and no trump included."""
    from rules.core.cards import SUIT_NAMES
    from tests.game.test_hint_reasons import decisions

    presenter, seen = BidWhistPresenter(), set()
    for seed in range(6):
        for _, view, legal, names in decisions("bid_whist", 4, seed):
            if view.phase.value != "play" or not view.trick:
                continue
            prompt = presenter.prompt(view, legal, names)
            trump = view.contract.trump
            suits = [trump if c.is_joker else c.suit for c in view.hand]
            led = next(
                (trump if c.is_joker else c.suit for _, c in view.trick if not c.is_joker or trump), None
            )
            any_card = "play your last card" if len(view.hand) == 1 else "play any card"
            if led is None:
                assert prompt == f"Your turn: {any_card}"
                seen.add("open")
            elif led in suits:
                assert prompt == f"Your turn: play {SUIT_NAMES[led]} (follow suit)"
                seen.add("follow")
            else:
                assert prompt == f"Your turn: no {SUIT_NAMES[led]} - {any_card}"
                assert len(legal) == len(view.hand)  # (every card may be played)
                seen.add("void")
    assert {"follow", "void"} <= seen


def test_bid_whists_legend_says_how_the_cards_rank_this_hand():
    """The legend corner says each direction's order before trumps are named; then the trump
    suit with its symbol, that its cards are outlined green in the viewer's hand (a tester saw
    the outline unexplained, and the outlined cards are exactly the trumps and jokers), the
    jokers' place and the direction's order; in no trump, that the suit led wins."""
    from game.table.protocol import Icon
    from rules.core.cards import SUIT_NAMES
    from tests.game.test_hint_reasons import decisions

    presenter, seen = BidWhistPresenter(), set()
    for seed in range(8):
        for _, view, _, names in decisions("bid_whist", 4, seed):
            lines = presenter.legend(view, names)
            contract = view.contract
            if contract is None:
                assert lines[:2] == ["Uptown: A K Q \u2026 2", "Downtown: A 2 3 \u2026 K"]
                seen.add("bidding")
                continue
            orders = {"uptown": "Uptown: A K Q \u2026 2", "downtown": "Downtown: A 2 3 \u2026 K"}
            if contract.kind == "notrump":  # (the direction named after the bid)
                order = orders.get(contract.direction, "Uptown or downtown: not named yet")
                assert lines == ["No trump: suit led wins", order, "Jokers never win"]
                seen.add("no trump")
                continue
            order = orders[contract.kind]  # (a trump hand: uptown or downtown from the bid)
            if contract.trump is None:  # (a tester saw "No trump" while trumps were yet to be named)
                assert lines == ["Trump: not named yet", "Top trumps: the jokers", order]
                seen.add("naming")
                continue
            head, *rest = lines
            assert Icon(f"A{contract.trump}") in head and SUIT_NAMES[contract.trump] in head[-1].text
            assert rest == ["Outlined green in your hand", "Top trumps: the jokers", order]
            outlined = {c.text for c, marked in presenter.hand_order(view) if marked}
            assert outlined == {c.text for c in view.hand if c.suit == contract.trump or c.is_joker}
            seen.add("trump")
        if seen == {"bidding", "no trump", "naming", "trump"}:
            break
    assert seen == {"bidding", "no trump", "naming", "trump"}


@pytest.mark.parametrize(
    "game, players, unit, dealing",
    [
        ("coins", 3, "hand", "dealing"),
        ("bid_whist", 4, "hand", None),  # (no Turn row: the plates and the prompt say whose turn)
        ("cant_win", 4, "round", "dealing"),
        ("bid_coin", 3, "round", "dealing"),
        ("grand_bid", 3, "round", "dealing"),
    ],
)
def test_between_hands_the_turn_row_and_status_say_the_hand_is_over_not_dealing(game, players, unit, dealing):
    """A tester read "Turn: dealing" in the info panel while a hand's summary waited for them;
    nothing is dealt until they go on. Before the first deal the table is dealing."""
    presenter = presenter_for(game)
    names = [f"Seat {s}" for s in range(players)]

    def turn_and_status(state):
        view = state.view(0)
        rows = dict(presenter.info_lines(view, names))
        return rows.get("Turn"), presenter.status_text(view, names)

    bot = make_bot(game, "baseline")  # (random bids in Bid Whist end the game in one hand)
    state = new_game(game, players, {}, 5)
    assert turn_and_status(state) == (dealing, f"{unit.capitalize()} 1 - dealing")
    rng = random.Random(5)
    state.apply(state.chance_action())
    while state.current_player != CHANCE:
        assert not state.is_terminal
        state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    assert turn_and_status(state) == (dealing and f"{unit} 1 over", f"{unit.capitalize()} 1 over")


@pytest.mark.parametrize("game, players", [("coins", 3), ("bid_whist", 4), ("cant_win", 3), ("bid_coin", 3)])
def test_with_one_card_left_the_prompt_says_play_your_last_card(game, players):
    """A tester read "Your lead: play any card" over a single card."""
    presenter = presenter_for(game)
    bot = make_bot(game, "baseline")
    names = [f"Seat {s}" for s in range(players)]
    state, rng, said = new_game(game, players, {}, 5), random.Random(5), []
    while not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        view, legal = state.view(state.current_player), state.legal_actions()
        if view.phase.name == "PLAY" and len(view.hand) == 1:
            said.append(presenter.prompt(view, legal, names))
        state.apply(bot.choose(view, legal, rng))
    assert said and not any("any card" in line or "choose a card" in line for line in said), said
    assert any("play your last card" in line for line in said), said
