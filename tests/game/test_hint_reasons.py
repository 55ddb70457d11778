"""The hint's reason: what a card does to the trick and where the player stands against a bid,
in facts the rules settle (:meth:`~game.presenters.base.TrickPresenter.move_reason`).

Checked against the engine: over seeded random games of every trick game, each card the seat
to act may play last to a trick is played on a copy of the state, and the reason must name
the seat the engine gives the trick to.
"""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game import assets
from game.presenters import presenter_for
from game.presenters.grand_bid.coaching import run_gain, run_length_after
from game.presenters.grand_bid.words import card_words as gw
from game.presenters.phrases import seat_names
from game.table import zones
from game.table.hint import hint_line, hint_ring
from game.table.protocol import YOU
from game.ui import style
from rules.core.events import TrickWon
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.cant_win import falls_under
from rules.games.grand_bid.parts import make_grand_bid_deck
from tests.game.driver import play_until, press, push_table, run_frames, run_until

GAMES = [("coins", 3), ("bid_whist", 4), ("cant_win", 3), ("cant_win", 4), ("bid_coin", 3), ("bid_coin", 4)]


def decisions(game: str, players: int, seed: int):
    """Each decision of a seeded random game of ``game``: ``(state, view, legal, names)``, the
    seat to act named :data:`YOU` (play a copy of ``state``: the game goes on from it)."""
    rng, state = random.Random(seed), new_game(game, players, seed=seed)
    while not state.is_terminal:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        seat = state.current_player
        view, legal = state.view(seat), state.legal_actions()
        yield state, view, legal, [YOU if s == seat else n for s, n in enumerate(seat_names(players))]
        state.apply(rng.choice(legal))


def last_to_play(game: str, players: int, seed: int):
    """The decisions of :func:`decisions` where the seat plays a trick's last card."""
    for state, view, legal, names in decisions(game, players, seed):
        if legal[0].kind == "play" and len(view.trick) == players - 1:
            yield state, view, legal, names


def winner_of(state, action) -> int:
    """The seat the engine gives the trick to when ``action`` ends it (on a copy)."""
    return next(e.seat for e in state.clone().apply(action) if isinstance(e, TrickWon))


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_card_played_last_is_said_to_take_the_trick_exactly_when_the_engine_gives_it(game, players):
    presenter, word, checked = presenter_for(game), presenter_for(game).trick_word, 0
    for seed in range(3):
        for state, view, legal, names in last_to_play(game, players, seed):
            for action in (a for a in legal if a.kind == "play"):
                reason = presenter.move_reason(view, str(action), legal, names)
                winner = winner_of(state, action)
                if winner == view.seat:
                    assert reason.startswith(f"it takes the {word}"), (action, reason)
                    two = game == "bid_coin" and action.args[0][1:] in ("4", "6")
                    assert reason.startswith(f"it takes the {word} for 2 wins") == two, reason
                elif game == "bid_whist" and winner == (view.seat + 2) % 4:
                    assert reason.startswith(f"it leaves the {word} to your partner"), (action, reason)
                else:
                    assert reason.startswith((f"it lets {names[winner]} take", "none of your cards")), reason
                checked += 1
    assert checked > 100


def test_a_card_that_does_not_beat_the_card_winning_so_far_is_said_so():
    """Not last to play, a card that leaves the trick to another seat's card "does not beat"
    it (a tester read "the pink 9 stays below East's card" of a purple 1: off the colour led,
    the 9 loses to the 1)."""
    presenter, said = presenter_for("cant_win"), 0
    for seed in range(3):
        for _, view, legal, names in decisions("cant_win", 4, seed):
            if view.phase.value != "play" or len(view.trick) != 1:
                continue
            leader = view.trick[0][0]
            for action in (a for a in legal if a.kind == "play"):
                card = next(c for c in view.hand if c.text == action.args[0])
                if presenter.winning_after(view, card) != leader:
                    continue
                reason = presenter.move_reason(view, str(action), legal, names)
                plays = {a.args[0] for a in legal if a.kind == "play"}
                takers = [
                    c for c in view.hand if c.text in plays and presenter.winning_after(view, c) == view.seat
                ]
                if takers:
                    assert reason.startswith(f"it does not beat {names[leader]}'s card"), reason
                    said += 1
    assert said > 10


def test_none_of_your_cards_is_said_only_when_no_playable_card_takes_it():
    presenter = presenter_for("cant_win")
    for seed in range(4):
        for state, view, legal, names in last_to_play("cant_win", 3, seed):
            takers = sum(winner_of(state, action) == view.seat for action in legal)
            for action in legal:
                reason = presenter.move_reason(view, str(action), legal, names)
                assert reason.startswith("none of your cards") == (takers == 0), (reason, takers)


def test_coins_counts_the_coins_a_trick_taken_last_brings():
    presenter, seen = presenter_for("coins"), 0
    for seed in range(3):
        for state, view, legal, names in last_to_play("coins", 3, seed):
            for action in legal:
                won = next(e for e in state.clone().apply(action) if isinstance(e, TrickWon))
                reason = presenter.move_reason(view, str(action), legal, names)
                if won.seat == view.seat:
                    coins = {0: "", 1: " and 1 coin"}.get(won.coins, f" and {won.coins} coins")
                    assert reason.startswith(f"it takes the trick{coins}; you have ")
                    seen += won.coins > 0
    assert seen


def test_the_second_card_of_a_coins_trick_gets_no_trick_fact():
    """In Coins the winning suit is known only once all three cards lie (rulebook TRICK CARD
    VALUES): the reason does not guess who takes the trick (it says only the coins it would
    hold, or that it puts none in, and the score)."""
    presenter = presenter_for("coins")
    second = [(v, legal, n) for _, v, legal, n in decisions("coins", 3, 1) if len(v.trick) == 1]
    said = [presenter.move_reason(v, str(legal[0]), legal, n) for v, legal, n in second]
    openings = ("it puts no coin in the trick; you have ", "the trick would hold ")
    assert said and all(reason.startswith(openings) for reason in said)
    assert not any("take" in reason.split(" for whoever takes it")[-1] for reason in said)


@pytest.mark.parametrize("players", [3, 4])
def test_cant_win_says_where_the_player_stands_against_the_bid(players):
    """Every lead of seeded random rounds: short of the bid, at it, over it, and a bid of 0
    ("4-2. Bids": only an exact match scores)."""
    presenter = presenter_for("cant_win")
    seen = set()
    for seed in range(8):
        for _, view, legal, names in decisions("cant_win", players, seed):
            if legal[0].kind != "play" or view.trick:
                continue
            reason = presenter.move_reason(view, str(legal[0]), legal, names)
            bid, won = view.bids[view.seat], view.tricks_won[view.seat]
            tricks = "trick" if bid == 1 else "tricks"
            if bid == 0:
                case, expected = "zero", f"you bid no tricks and have won {won or 'none'}"
            elif won < bid:
                case, expected = "short", f"you have won {won} of the {bid} {tricks} you bid"
            elif won == bid:
                case, expected = "exact", f"you have won exactly the {bid} {tricks} you bid"
            else:
                case, expected = "over", f"you have won {won}, {won - bid} more than the {bid} you bid"
            tile, led = view.tiles[view.seat], next(c for c in view.hand if c.text == legal[0].args[0])
            if tile is not None and falls_under(tile, led):
                sideways = "it falls under your tile: played sideways, it can't win unless every card is"
                expected = f"{sideways}; {expected}"
                seen.add("sideways")
            assert reason == expected
            seen.add(case)
    assert seen == {"zero", "short", "exact", "over", "sideways"}


def test_bid_whist_says_the_books_the_side_has_against_the_contract():
    """The side's books against what the contract needs or what sets it, until the bid is made
    or can no longer be made (13 books a hand, the discard one of them: rulebook "Bidding")."""
    presenter, seen = presenter_for("bid_whist"), set()
    for seed in range(3):
        for _, view, legal, names in decisions("bid_whist", 4, seed):
            if legal[0].kind != "play" or not view.trick:
                continue
            reason = presenter.move_reason(view, str(legal[0]), legal, names)
            contract, ours = view.contract, view.books[view.seat % 2]
            need, bidders = contract.books_needed, view.books[contract.side]
            if bidders >= need:
                case, told = "made", f"the bid is made: the bidders have {bidders} of the {need} books"
            elif bidders + 13 - sum(view.books) < need:
                case, told = "lost", f"the bid can no longer be made: the bidders have {bidders} of {need}"
            elif contract.side == view.seat % 2:
                case, told = "bidders", f"your side has {ours} so far of the {need} books it needs"
            else:
                sets = 14 - need
                case, told = "defenders", f"your side has {ours} so far of the {sets} books that set the bid"
            assert reason.endswith(f"; {told}"), reason
            seen.add(case)
            sample = view, legal, names
    assert seen == {"lost", "bidders", "defenders"}  # (random play makes no contract: made below)
    view, legal, names = sample
    need = view.contract.books_needed
    made = dataclasses.replace(view, books=(need, 1) if view.contract.side == 0 else (1, need))
    reason = presenter.move_reason(made, str(legal[0]), legal, names)
    assert reason.endswith(f"; the bid is made: the bidders have {need} of the {need} books")


def test_coins_says_the_coins_against_the_target():
    presenter = presenter_for("coins")
    for _, view, legal, names in decisions("coins", 3, 2):
        reason = presenter.move_reason(view, str(legal[0]), legal, names)
        assert reason.endswith(
            f"you have {view.scores[view.seat]} of the {view.target} coins you need to win"
        )


def test_bid_coin_says_the_wins_against_the_bid():
    """At every lead of seeded random rounds ("4.1": a bid succeeds when the wins match it)."""
    presenter = presenter_for("bid_coin")
    seen = set()
    for seed in range(6):
        for _, view, legal, names in decisions("bid_coin", 3, seed):
            if legal[0].kind != "play" or view.trick:
                continue
            reason = presenter.move_reason(view, str(legal[0]), legal, names)
            wins = view.wins[view.seat]
            said = {0: "no wins", 1: "1 win"}.get(wins, f"{wins} wins")
            led = next(c for c in view.hand if c.text == legal[0].args[0])
            two = f"a trick won with your {led.rank} counts 2 wins; " if led.rank in (4, 6) else ""
            if view.declared[view.seat]:
                assert reason == f"{two}you declared zero and have {said}"
            elif not view.pushed[view.seat]:  # (no coin pushed: said so, not "your bid of 0")
                assert reason == f"{two}you have {said} and no coin pushed yet: your current bid is 0"
                seen.add("none pushed")
            else:
                assert reason == f"{two}you have {said} against your bid of {view.bids[view.seat]}"
            seen.add(bool(two))
            seen.add((view.declared[view.seat], min(wins, 2)))
    assert {(False, 0), (False, 1), (False, 2), (True, 0), True, False, "none pushed"} <= seen


def test_the_hint_line_says_the_reason_after_the_move():
    line = hint_line(
        "the 5 of coins (outlined)",
        None,
        "the 2 of cups",
        "better",
        1.2,
        False,
        "hand",
        "point",
        "it takes the trick",
    )
    assert line.startswith(
        "Hint: the 5 of coins (outlined) - it takes the trick. Against the other players it usually leaves"
        " you about 1 point better"
    )
    only = hint_line("the 5 of coins (outlined)", "must follow suit (cups)", reason="it takes the trick")
    assert only == (
        "Hint: the 5 of coins (outlined) - it is the only move the rules allow, since you must follow"
        " suit (cups). It takes the trick."
    )


def test_the_tables_hint_gives_the_reason_of_a_card_played_last(app):
    """Can't Win on the real table, the viewer last to play a trick: the hint line names the
    card, then what it does to the trick and where the viewer stands against the bid."""
    table = push_table(app, "cant_win", ["You", "West", "East"], humans=1, seed=3)
    play_until(app, table, lambda: len(table.snapshot.view.trick) == 2 and len(table.snapshot.legal) > 1)
    view = table.snapshot.view
    press(app, pygame.K_h, frames=3)
    run_until(app, lambda: table.hinted is not None, 2000)
    named = table.presenter.decision_words(view, table.hinted, table.names)[1]
    reason = table.presenter.move_reason(view, str(table.hinted), table.snapshot.legal, table.names)
    assert reason.startswith(("it takes the trick", "it lets", "none of your cards")) and "; you " in reason
    assert table.notice.startswith(f"Hint: {named} (outlined) - {reason}. ")


def test_a_hint_too_long_for_its_room_leaves_out_its_comparison(app):
    """Large text, the history open at 1280x720: a hint's whole words came at 10 px, under
    the small type (helper-85). Where they would, the table shows the move and why alone
    (``hint_line(compare=False)``), at the small type or larger; with the history closed, the
    whole hint."""
    from game.ui.style import set_text_size

    set_text_size("large")
    try:
        table = push_table(app, "cant_win", ["You", "West", "North", "East"], humans=1, seed=2)
        for _ in range(12):  # (the first hint at a choice of cards that compares at length)
            play_until(app, table, lambda: table.snapshot.view.trick and len(table.snapshot.legal) > 2)
            press(app, pygame.K_h, frames=3)
            run_until(app, lambda: table.hinted is not None, 2000)
            if "Against the other players it usually leaves you" in table.notice:
                break
            table.input.click(table.hinted)
            run_until(app, lambda: not table.input_ready, 200)
        whole = table.notice
        assert "Against the other players it usually leaves you" in whole
        assert table.hud.prompt()[0] == whole
        press(app, pygame.K_i, frames=10)
        shorter = table.hud.prompt()[0]
        assert whole.startswith(shorter[:-1]) and shorter.endswith(".") and "Against" not in shorter
        rows = table.hud.prompt_rows(shorter, True)
        assert rows[0][1] >= style.text_px(table.board.layout.unit, "small")
    finally:
        set_text_size("normal")


def test_grand_bid_says_what_a_card_would_make_of_a_tableau():
    """The rulebook's Scoring example tableau, 2 3 4 7 8 9 10: a 5 makes 2-5, a 6 joins the
    two runs' sides into 6-10, a 7 is there already; and a lone card next to no number."""
    deck = {c.text: c for c in make_grand_bid_deck().cards}
    tableau = [deck[t] for t in ("2S", "3H", "4D", "7C", "8S", "9H", "10D")]
    assert run_gain(deck["5S"], tableau) == "a run of 4 (2-5)"
    assert run_gain(deck["6H"], tableau) == "a run of 5 (6-10)"
    assert run_gain(deck["7S"], tableau) == "nothing (a 7 is there already)"
    assert run_gain(deck["8C"], tableau) == "nothing (an 8 is there already)"
    assert run_gain(deck["AS"], [deck["3S"]]) == "an A on its own (no run yet)"


def test_grand_bid_hints_say_what_the_offer_gives_whom():
    """Over seeded random games: an offer names what the card would give each other seat that
    may bid on it (a tester read what it "would give" a seat with no cards left), or says
    nobody else may; a bid what the offer would give the viewer; a pass what passing does,
    then what the offer would have given; a keep what the kept card gives. Two bidders who
    would get the same are named together."""
    presenter = presenter_for("grand_bid")
    kinds = set()
    for seed in (2, 3):
        for _, view, legal, names in decisions("grand_bid", 3, seed):
            mine = view.tableaux[view.seat]
            for action in legal:
                reason = presenter.move_reason(view, str(action), legal, names)
                card = next((c for c in view.hand + view.keep_options if action.args == (c.text,)), None)
                if action.kind == "offer":
                    pair = [*view.offer, card]
                    numbers = {c.rank for c in pair}
                    may = [
                        s
                        for s in range(3)
                        if s != view.seat
                        and view.hand_counts[s]
                        and not numbers <= {c.rank for c in view.tableaux[s]}
                    ]
                    if not may:
                        assert reason == f"nobody else may bid on the {gw(card)}"
                    elif not view.offer:
                        gains = [(names[s], run_gain(card, view.tableaux[s])) for s in may]
                        assert reason == f"it would give {each(gains, kinds)} - paying you the cards bid"
                    else:  # a second card: each bidder's better card of the two
                        gains = []
                        for s in may:
                            best = max(pair, key=lambda c, t=view.tableaux[s]: run_length_after(c, t))
                            gain = run_gain(best, view.tableaux[s])
                            gains.append((names[s], f"{gain} with the {gw(best)}"))
                        shown = " + ".join(gw(c) for c in pair)
                        paid = "(the winner keeps one and pays you the cards bid)"
                        assert reason == f"the {shown} would give {each(gains, kinds)} {paid}"
                        kinds.add("second offer")
                    kinds.add("offer to nobody" if not may else "offer")
                elif action.kind == "keep":
                    others = "".join(
                        f"; the {gw(c)} would give you {run_gain(c, mine)}"
                        for c in view.keep_options
                        if c != card
                    )
                    assert reason == f"it gives you {run_gain(card, mine)}{others}"
                elif action.kind in ("bid", "confirm", "pass") and len(view.offer) == 1:
                    offer = view.offer[0]
                    gain = f"the {gw(offer)} would give you {run_gain(offer, mine)}"
                    alone = set(view.bidders) == {view.seat}
                    size = len(view.bid) + (action.kind == "bid")  # (one card wins it: said of one)
                    one = ", so one card wins it" if size <= 1 else ""
                    sure = f"nobody else may bid{one}; " if alone else ""
                    if action.kind == "bid":
                        more = "; lay it, then ask again: the hint names one card at a time"
                        if one and alone:  # (one card wins: nothing more to ask)
                            more = "; lay it, then confirm the bid of 1 card"
                        assert reason == f"{sure}if won, {gain}{more}"
                    elif action.kind == "confirm":
                        assert reason == f"{sure}if won, {gain}"
                    elif alone:
                        assert reason == (
                            "nobody else may bid, so a pass brings a second card (a Double Offer);"
                            f" a winning bid: {gain}"
                        )
                        kinds.add("pass alone")
                    else:
                        assert reason == f"you keep your cards for later; a winning bid: {gain}"
                elif action.kind in ("bid", "confirm"):
                    assert "if won, you would keep one: " in reason
                elif action.kind == "pass":
                    assert "; a winning bid: you would keep one: " in reason
                kinds.add(action.kind)
    assert {
        "offer",
        "second offer",
        "offer to nobody",
        "keep",
        "bid",
        "pass",
        "pass alone",
        "confirm",
        "the same for both",
    } <= kinds


def each(gains, kinds) -> str:
    """What an offer would give whichever bidder wins it: two getting the same said once
    ("West or East a lone 8"; testers read "West a lone 8 and East a lone 8", then "West and
    East each a lone 8" where only one can win it), else each with its own; "if won" for one
    bidder, "whoever wins it" for two."""
    if len(gains) == 2 and gains[0][1] == gains[1][1]:
        kinds.add("the same for both")
        return f"{gains[0][0]} or {gains[1][0]} {gains[0][1]}, whoever wins it"
    told = " or ".join(f"{who} {what}" for who, what in gains)
    return f"{told}, {'if won' if len(gains) == 1 else 'whoever wins it'}"


def names_but(names, seat, gains) -> str:
    others = [names[s] for s in range(len(names)) if s != seat]
    return " and ".join(f"{who} {gain}" for who, gain in zip(others, gains, strict=True))


@pytest.mark.parametrize(
    ("game", "players"), [("cant_win", 3), ("cant_win", 4), ("bid_coin", 3), ("bid_whist", 4)]
)
def test_a_tile_a_push_and_a_bid_are_told_by_what_they_make(game, players):
    """Can't Win's tile: the viewer's cards under it ("Can't Win Tile Effects"); Bid Coin's
    push: the bid it makes ("Your current bid is the total value of the Bid Coin you have pushed
    back"), a coin turned the zero it starts or adds to against the cards in hand, the zero
    declared what it asks ("Special bid: declaring a bid of 0"); Bid Whist's bid: the books the
    side would need (6 + the bid, "Bidding")."""
    presenter, told, kinds = presenter_for(game), 0, set()
    for seed in range(3):
        for _, view, legal, names in decisions(game, players, seed):
            for action in legal:
                reason = presenter.move_reason(view, str(action), legal, names)
                if action.kind == "tile":
                    under = sum(falls_under(action.args[0], c) for c in view.hand)
                    assert reason == (
                        f"{under} of your {len(view.hand)} cards would fall under it and can't win"
                        if under
                        else "none of your cards falls under it"
                    )
                elif action.kind == "push":
                    bid, wins = view.bids[view.seat] + int(action.args[0]), view.wins[view.seat]
                    said = f"{wins} win" if wins == 1 else f"{wins} wins"
                    assert reason == f"your bid becomes {bid}, against {said} so far"
                elif action.kind == "bid" and game == "bid_whist":
                    assert reason == f"your side would need {6 + int(action.args[0])} of the 13 books"
                elif action.kind == "zero":  # (a tester read "turn the 2" with no word of a zero)
                    turned = sum(view.turned[view.seat]) + int(action.args[0])
                    start = "" if view.phase.value == "declare" else "it starts a bid of zero: "
                    cards = len(view.hand)
                    added = f"your turned coins would add up to {turned} of the {cards} needed"
                    assert reason == f"{start}{added} (your cards in hand)"
                    kinds.add(start or "more")
                elif action.kind == "declare":
                    assert reason == "you bid zero: you must win no trick this round"
                    kinds.add("declare")
                else:
                    continue
                told += 1
    assert told > 20
    if game == "bid_coin":
        assert kinds == {"it starts a bid of zero: ", "more", "declare"}


def test_a_suit_named_trumps_is_told_by_the_trumps_held():
    """Bid Whist: naming a suit tells the cards of it held, the jokers with them ("Card
    ranking": in a trump hand the jokers are the highest trumps)."""
    presenter, told = presenter_for("bid_whist"), 0
    for seed in range(16):
        for _, view, legal, names in decisions("bid_whist", 4, seed):
            for action in (a for a in legal if a.kind == "trump"):
                held = sum(c.suit == action.args[0] for c in view.hand)
                jokers = sum(c.is_joker for c in view.hand)
                reason = presenter.move_reason(view, str(action), legal, names)
                assert reason.startswith("you would hold ") and reason.endswith(" as trumps")
                assert (f"{held} " in reason) if held > 1 else ({0: "no ", 1: "1 "}[held] in reason)
                assert ("joker" in reason) == (jokers > 0)
                told += 1
    assert told >= 8


@pytest.mark.parametrize(
    ("game", "seed", "zone", "repeats", "rows"),
    [("bid_coin", 2, "bid", 6, 2), ("grand_bid", 5, "tableau", 9, 3)],
)
def test_the_hint_rises_over_an_empty_bid_area_or_tableau(app, game, seed, zone, repeats, rows):
    """Bid Coin's bid area above the hand holds nothing until a coin is pushed, Grand Bid's
    tableau nothing until a card is won: the prompt's room reaches over them then, so a hint of
    two or three lines keeps the body type (a tester read it shrunk to small type under the
    empty bid area; this session's look, a long Grand Bid hint under the empty tableau)."""
    from game.table.words import prompt_band, prompt_lines

    table = push_table(app, game, ["You", "West", "East"], humans=1, seed=seed)
    run_until(app, lambda: table.input_ready, 6000)
    layout, board = table.board.layout, table.board
    assert not board.model.get(getattr(zones, zone)(board.viewer))
    area = getattr(layout.seat(0), zone)
    assert prompt_band(layout).top >= area.bottom  # (with the area counted as taken)
    assert table.hud.band().top < area.top
    text = "Hint: " + "a long line of advice " * repeats
    lines = prompt_lines(layout.prompt, layout.unit, text, True, table.hud.band())
    assert len(lines) == rows and {px for _, px, _ in lines} == {style.text_px(layout.unit, "body")}


def test_the_hint_rises_beside_a_card_laid_at_the_end_of_the_bid_area(app):
    """Grand Bid, one card laid towards a bid: it lies at the left end of the bid area, so the
    hint's lines rise beside it, in body type and centred over the hand, rather than shrink
    under the whole area (a tester read the hint at about 11 px, touching the "Hint" tag)."""
    from game.table.words import prompt_lines

    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=4)
    play_until(app, table, lambda: sum(a.startswith("bid ") for a in table.snapshot.legal) >= 3)
    table.input.click(next(a for a in table.snapshot.legal if a.startswith("bid ")))
    run_until(app, lambda: table.input_ready and not table.busy_with_overlay(), 2000)
    layout, board = table.board.layout, table.board
    area, laid = layout.seat(0).bid, board.taken(zones.bid(0))
    assert laid is not None and laid.width < area.width // 2
    band = table.hud.band()
    assert band.top < area.top and band.left > laid.right and band.width >= layout.prompt.width
    text = "Hint: " + "a long line of advice " * 9
    lines = prompt_lines(layout.prompt, layout.unit, text, True, band)
    assert len(lines) >= 3 and {px for _, px, _ in lines} == {style.text_px(layout.unit, "body")}
    assert {x for _, _, (x, _) in lines} == {layout.prompt.centerx}
    # a line that fits the prompt's own place stays centred there, though wider than the
    # band's room round the middle (the card above the row is no reason to move it)
    font = assets.font(style.text_px(layout.unit, "body"), True)
    line = next(
        t
        for n in range(20, 200)
        if 2 * (layout.prompt.centerx - band.left)
        < font.size(t := "Your turn " + "x" * n)[0]
        <= layout.prompt.width
    )
    assert prompt_lines(layout.prompt, layout.unit, line, True, band) == [
        (line, style.text_px(layout.unit, "body"), layout.prompt.center)
    ]


def test_the_hint_rises_beside_cards_in_the_bid_area_and_the_tableau_together(app):
    """Grand Bid, a card laid towards a bid and one won in the tableau, both left of the hand's
    middle: the hint's room steps past both and rises in body type (a tester read hints at
    about 11 px under one tableau card; the room must be nearly as wide as the prompt's)."""
    from game.table.board import OWN_BID, words_over
    from game.table.words import BESIDE_LEAST, own_row_label, prompt_lines

    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=2)
    play_until(app, table, lambda: len(table.session.state.view(0).tableaux[0]) >= 1)
    play_until(app, table, lambda: any(a.startswith("bid ") for a in table.snapshot.legal))
    table.input.click(next(a for a in table.snapshot.legal if a.startswith("bid ")))
    run_until(app, lambda: table.input_ready and not table.busy_with_overlay(), 2000)
    layout, board = table.board.layout, table.board
    laid, won = board.taken(zones.bid(0)), board.taken(zones.tableau(0))
    assert laid is not None and won is not None and max(laid.right, won.right) < layout.prompt.centerx
    band = table.hud.band()
    assert band.left > max(laid.right, won.right) and band.top < min(laid.top, won.top)
    assert band.width >= layout.prompt.width * BESIDE_LEAST
    lines = prompt_lines(layout.prompt, layout.unit, "Hint: " + "a long line of advice " * 9, True, band)
    assert {px for _, px, _ in lines} == {style.text_px(layout.unit, "body")}
    # nor over the words over them (a hint of five rows lay over "Your tableau")
    px = style.text_px(layout.unit, "small")
    words = [words_over(laid, OWN_BID, px), words_over(won, own_row_label("tableau"), px)]
    assert band.collidelist(words) < 0, (band, words)


def test_grand_bids_bid_of_three_laid_cards_is_told_as_the_only_move(app):
    """With three cards laid (the most, rulebook Step 2) only the bid is left, taking them back
    aside: a tester read "No other move comes close" where the hint must say why no other
    move is allowed."""
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=4)
    play_until(app, table, lambda: sum(a.startswith("bid ") for a in table.snapshot.legal) >= 3)
    for _ in range(3):
        table.input.click(next(a for a in table.snapshot.legal if a.startswith("bid ")))
        run_until(app, lambda: table.input_ready, 2000)
    assert set(table.snapshot.legal) == {"confirm", "clear"}
    press(app, pygame.K_h, frames=3)
    run_until(app, lambda: table.hinted is not None, 2000)
    assert table.hinted == "confirm"
    only = "it is the only move the rules allow besides taking back: a bid is at most 3 cards."
    assert only in table.notice, table.notice  # (a tester read "the only move" beside Take back)
    assert "rulebook" not in table.notice  # (the app's rules pages have no "Step 2": a tester looked)


def test_a_last_card_is_the_only_move_because_no_other_is_held(app):
    """The last card of a hand is the only move for the plainest of reasons: a tester read
    "it is the only move the rules allow." with no reason given."""
    table = push_table(app, "bid_coin", ["You", "West", "East"], humans=1, seed=3)  # (no claims)
    play_until(app, table, lambda: len([sp for sp in table.board.hand() if sp.key is not None]) == 1)
    press(app, pygame.K_h, frames=3)
    run_until(app, lambda: table.hinted is not None, 2000)
    assert "- it is the only move the rules allow: you hold no other card." in table.notice, table.notice


def test_the_hint_tag_keeps_off_the_panels_other_buttons(app):
    """Bid Whist's bidding, Pass hinted: the "Hint" tag on the ring's top edge would sit on the
    row of bids above it, so it goes where it covers no other button (a tester read "7
    downtown" half hidden under it)."""
    from tests.game.driver import run_frames

    table = push_table(app, "bid_whist", ["You", "West", "North", "East"], humans=1, seed=6)
    run_until(app, lambda: table.input_ready and "pass" in table.snapshot.legal, 6000)
    table.hinted = "pass"
    table.dirty = True
    run_frames(app, 2)
    placed = table.choice_panel()
    others = [r for choice, r in placed[1] if choice.action != "pass"]
    assert table.hud.hint_tag is not None and table.hud.hint_tag.collidelist(others) < 0
    # a bid in the middle of the grid: no place for the tag covers no label, so the ring alone
    # marks it (a tester read "4 do[Hint]town"), drawn in the hint's blue
    table.hinted = "bid 4 downtown"
    table.dirty = True
    run_frames(app, 2)
    assert table.hud.hint_tag is None
    button = next(r for choice, r in table.choice_panel()[1] if choice.action == "bid 4 downtown")
    ring, width = hint_ring(button, table.board.layout.unit)
    assert app.screen.get_at((ring.centerx, ring.top + width // 2))[:3] == style.HINT


def test_at_large_text_a_long_hint_reads_over_its_row_rather_than_shrink_beside_the_trick(app, text_size):
    """Can't Win, large cards and large text, the first tile: the room across the window is
    held down by the seats' pieces beside the (empty) trick, where a long hint shrank to 14 px
    (two testers read hints at about half their large type); over the prompt's row alone it
    rises past the empty trick in body type."""
    from game.table.words import prompt_lines

    text_size("large")
    app.settings["card_size"] = "large"
    table = push_table(app, "cant_win", ["You", "West", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    layout, body = table.board.layout, style.text_px(table.board.layout.unit, "body")
    text = "Hint: " + "a long line of advice " * 9
    wide = prompt_lines(layout.prompt, layout.unit, text, True, table.hud.band())
    assert wide[0][1] < style.text_px(layout.unit, "small")  # (the room across the window)
    rows = table.hud.prompt_rows(text, True)
    assert {px for _, px, _ in rows} == {body} and len(rows) > len(wide)
    assert {x for _, _, (x, _) in rows} == {layout.prompt.centerx}
    font = assets.font(body, True)
    lines = [pygame.Rect((0, 0), font.size(line)) for line, _, _ in rows]
    for line, (_, _, centre) in zip(lines, rows):
        line.center = centre
    supply = layout.supply  # (the tiles and tokens above the trick)
    assert all(supply.bottom < line.top and line.bottom <= layout.seat(0).hand.top for line in lines)


def test_an_empty_trick_spots_outline_is_left_out_where_the_hint_rises_over_it(app, text_size):
    """A tester saw a hint's rows crossed by the faint outline of the empty trick spot they
    rose over: that spot's outline is left out while the words lie over it, the others kept."""
    text_size("large")
    app.settings["card_size"] = "large"
    table = push_table(app, "cant_win", ["You", "West", "East"], humans=1, seed=3)
    play_until(
        app, table, lambda: table.snapshot.view.phase.value == "play" and not table.snapshot.view.trick
    )
    spots = [a.trick for a in table.board.layout.seats]
    colour = style.FELTS["green"][0]
    outline = tuple(min(255, c + 22) for c in colour)

    def edges() -> list[bool]:
        """Whether each spot's outline shows at the middle of its left edge."""
        run_frames(app, 2)
        return [tuple(app.screen.get_at((s.left, s.centery)))[:3] == outline for s in spots]

    assert edges() == [True, True, True]
    table.tell_notice("Hint: " + "a long line of advice " * 9, style.HINT)
    words = table.hud.prompt_rects()
    under = [s.collidelist(words) >= 0 for s in spots]
    assert any(under) and not all(under)
    assert edges() == [not u for u in under]


def test_a_hint_to_bid_two_cards_alone_does_not_say_one_card_wins_it():
    """helper-76 read "bid 2 cards - nobody else may bid, so one card wins it": said of a bid of
    one card only; a bid of more says only that nobody else may bid."""
    from dataclasses import replace

    from game.presenters.grand_bid.presenter import GrandBidPresenter
    from rules.games import new_game

    state = new_game("grand_bid", 3, {}, 5)
    while state.current_player < 0 or not any(a.kind == "bid" for a in state.legal_actions()):
        state.advance_chance() if state.current_player < 0 else state.apply(state.legal_actions()[0])
    view = state.view(state.current_player)
    alone = replace(view, bidders=(view.seat,))
    p, names = GrandBidPresenter(), ["You", "West", "East"]
    first = str(next(a for a in state.legal_actions() if a.kind == "bid"))
    one, neutral = "nobody else may bid, so one card wins it; ", "nobody else may bid; if won"
    assert p.move_reason(alone, first, [], names).startswith(one)  # (laying a first card)
    # (and then to confirm it, not to ask again: helper-80)
    assert p.move_reason(alone, first, [], names).endswith("; lay it, then confirm the bid of 1 card")
    laid_one, laid_two = replace(alone, bid=view.hand[:1]), replace(alone, bid=view.hand[:2])
    assert p.move_reason(laid_one, "confirm", [], names).startswith(one)  # (a bid of one card)
    assert p.move_reason(laid_one, first, [], names).startswith(neutral)  # (a second card laid)
    assert p.move_reason(laid_two, "confirm", [], names).startswith(neutral)  # (a bid of two)
