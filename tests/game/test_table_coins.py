"""Coins at the table: the presenter's words for every event and trick kind, the legend, the
info panel, the summaries; and the table hooks (pieces, score sheet, sideways cards, piles)."""

import random

import pygame
import pytest

from game.presenters import has_presenter, presenter_for
from game.presenters.coins.presenter import CoinsPresenter, last_card_hint
from game.presenters.coins.words import why_words
from game.session import Session
from game.table.input import LAST_TRICK, MENU, SCORE_SHEET
from game.table.overlays import LastTrickOverlay
from game.table.protocol import Icon, ScoreSheet, Span
from game.table.scene import TableScene
from game.table.sheet import ScoreSheetOverlay
from game.table.zones import SUPPLY, TRICK, PieceItem, ZoneKind, pieces
from rules.core.cards import make_spanish_deck
from rules.core.events import CardPlayed, HandOver
from rules.core.record import Seat
from rules.games import new_game
from rules.games.coins import CoinsDealt, CoinsGameOver, CoinsTrickWon, Phase, decide_trick
from tests.game.driver import click, play_to_the_summary, press, push_table, run_until, sprites_in

NAMES = ["South", "West", "East"]
DECK = make_spanish_deck()


def card(text):
    return DECK.parse(text)


def cards(texts):
    return tuple(DECK.parse(t) for t in texts.split())


def test_coins_has_a_presenter_and_an_unknown_game_has_none():
    assert isinstance(presenter_for("coins"), CoinsPresenter) and has_presenter("coins")
    assert not has_presenter("no_such_game")


def test_every_event_kind_is_worded():
    p = CoinsPresenter()
    three = "cups beat coins and coins beat swords (clubs missing)"
    cases = {
        CoinsDealt(2, 1, 0): "East deals hand 1 - South leads",
        CardPlayed(1, card("RU")): "West plays the King of cups",
        CardPlayed(0, card("7E")): "South plays the 7 of swords",
        CoinsTrickWon(
            1, cards("AU 2O 5E"), "three_suits", "U", three, 1, (0, 3, 2)
        ): "Cups beat coins, coins beat swords - West wins 1 coin (3 in all)",
        CoinsTrickWon(
            2, cards("3E 9E AO"), "pair", "E", "", 1, (0, 3, 2)
        ): "Two swords: the higher sword wins - East wins 1 coin (2 in all)",
        CoinsTrickWon(
            0, cards("3B 9B AB"), "one_suit", "B", "", 0, (0, 3, 2)
        ): "All clubs: the highest wins - South wins the trick (no coins)",
        CoinsTrickWon(
            0, cards("3O 9O AO"), "one_suit", "O", "", 3, (7, 3, 2)
        ): "All coins: the highest wins - South wins 3 coins (7 in all)",
        HandOver(2, (4, 3, 2)): "Hand 2 is over - coins: South 4, West 3, East 2",
        CoinsGameOver(
            (1,), "target_reached", (3, 10, 2), 10, True
        ): "West reaches 10 coins and wins the game",
    }
    for event, words in cases.items():
        assert p.describe(event, NAMES) == words
    you = ["You", "West", "East"]
    assert p.describe(CardPlayed(0, card("AO")), you) == "You play the Ace of coins"
    assert p.describe(CoinsDealt(1, 1, 2), you) == "West deals hand 1 - East leads"
    assert (
        p.describe(CoinsGameOver((0,), "target_reached", (15, 3, 2), 15, False), you)
        == "You reach 15 coins and win the game"
    )


@pytest.mark.parametrize(
    "texts, words",
    [
        (("AU", "2O", "5E"), "Cups beat coins, coins beat swords"),  # clubs missing
        (("2O", "5E", "9B"), "Coins beat swords, swords beat clubs"),  # cups missing
        (("5E", "9B", "AU"), "Swords beat clubs, clubs beat cups"),  # coins missing
        (("9B", "AU", "2O"), "Clubs beat cups, cups beat coins"),  # swords missing
        (("3E", "AO", "9E"), "Two swords: the higher sword wins"),
        (("RU", "AU", "AB"), "Two cups: the higher cup wins"),
        (("3B", "9B", "AB"), "All clubs: the highest wins"),
    ],
)
def test_why_words_agree_with_the_engine(texts, words):
    state = new_game("coins", 3, {}, 1)
    cards = [state.deck.parse(t) for t in texts]
    result = decide_trick(cards)
    assert why_words(result.kind, result.suit) == words


@pytest.mark.parametrize(
    "trick, hand, words",
    [
        (
            ("2U", "5O"),
            ("3U", "7B", "6O", "4O", "9E"),
            "any cup or club, or a coin above the 5 takes it - the trick holds 1 coin",
        ),
        (("AO", "SO"), ("2O", "3E"), "none of your cards can take this trick - it holds 2 coins"),
        (("5E", "5B"), ("2O", "AB", "6E", "4E"), "any coin or club, or a sword above the 5 takes it"),
    ],
)
def test_the_last_player_is_told_which_cards_take_the_trick(trick, hand, words):
    state = new_game("coins", 3, {}, 1)
    p = CoinsPresenter()
    parse = state.deck.parse
    view = state.view(0)
    played = (parse(trick[0]), parse(trick[1]))
    own = tuple(parse(t) for t in hand)
    view = type(view)(
        **{
            **view.__dict__,
            "trick": ((1, played[0]), (2, played[1])),
            "hand": own,
            "phase": Phase.PLAY,
            "winning_cards": tuple(c for c in own if decide_trick((*played, c)).index == 2),
        }
    )
    assert last_card_hint(view) == words
    assert p.prompt(view, [], NAMES) == f"Last to play: {words}"
    for text in hand:  # the hint agrees with the engine card by card
        wins = decide_trick([parse(trick[0]), parse(trick[1]), parse(text)]).index == 2
        suit_word = {"U": "cup", "O": "coin", "E": "sword", "B": "club"}[text[-1]]
        if wins:
            assert suit_word in words


def _state_after(plays: int, seed: int = 7):
    state = new_game("coins", 3, {"target": 15}, seed)
    state.advance_chance()
    for _ in range(plays):
        state.apply(state.legal_actions()[0])
    return state


def test_info_badge_legend_prompt_and_status():
    p = CoinsPresenter()
    state = _state_after(9)
    v = state.view(0)
    rows = dict(p.info_lines(v, NAMES))
    assert rows["Goal"] == "first to 15 coins"
    for seat, name in enumerate(NAMES):
        assert rows[name] == f"{v.scores[seat]} / 15 coins"
        assert p.badge(v, seat, NAMES).startswith(f"{v.scores[seat]}/15 coins")
    assert p.badge(v, v.dealer, NAMES).endswith("dealer")
    played_coins = sum(1 for c in v.played if c.suit == "O")
    assert rows["Unplayed"] == f"{12 - played_coins} of 12 coins in hands"
    legend = p.legend(v, NAMES)
    cycle = legend[0]
    assert [s.text.strip() for s in cycle if isinstance(s, Span) and s.colour] == [
        "Cups",
        "Coins",
        "Swords",
        "Clubs",
        "Cups",
    ]
    assert [s.card for s in cycle if isinstance(s, Icon)] == ["AU", "AO", "AE", "AB", "AU"]
    assert any("first to 15" in line for line in legend[1:])
    # three suits: the suit no other beats ("the head of the chain" read as cryptic: helper-85),
    # its example as the engine decides it
    assert legend[1] == "Three suits: the unbeaten suit wins (cups > coins > swords: cups)"
    assert decide_trick([state.deck.parse(t) for t in ("2O", "AE", "3U")]).suit == "U"
    legal = state.legal_actions()
    assert "any card" in p.prompt(state.view(state.current_player), legal, NAMES)
    assert p.card_actions(v, legal) == {str(a.args[0]): str(a) for a in legal}
    assert p.status_text(v, NAMES) == f"Hand 1 - {NAMES[state.current_player]} to play"
    assert p.won_counts(v) == list(v.tricks_won)
    cur = state.current_player
    assert not v.trick and sum(v.tricks_won) == 3
    assert p.curtain_reason(state.view(cur), NAMES) == f"{NAMES[cur]} leads the next trick."
    you = list(NAMES)
    you[cur] = "You"
    assert p.curtain_reason(state.view(cur), you) == "You lead the next trick."
    first, second = _state_after(0), _state_after(1)
    assert p.curtain_reason(first.view(first.current_player), NAMES).endswith(" leads the first trick.")
    assert p.curtain_reason(second.view(second.current_player), NAMES).endswith(" plays to the trick.")
    trick = p.fill(v, [], NAMES).items(TRICK)
    assert [(t.owner, t.text) for t in trick] == [(seat, c.text) for seat, c in v.trick]


def test_hand_summary_counts_this_hands_coins_and_names_the_next_dealer():
    p = CoinsPresenter()
    state = new_game("coins", 3, {"target": 20}, 3)
    before = [0, 0, 0]
    while True:
        if state.current_player < 0:
            before = state.scores()
            events = state.apply(state.chance_action())
            continue
        events = state.apply(state.legal_actions()[-1])
        if any(e.kind == "hand_over" for e in events):
            break
    assert state.view(0).phase is Phase.DEAL  # nobody reached 20 in the first hand
    v = state.view(0)
    event = next(e for e in events if e.kind == "hand_over")
    summary = p.hand_summary(event, v, NAMES)
    won = [a - b for a, b in zip(state.scores(), before)]
    assert list(v.coins_won) == won and sum(won) == 12
    for seat in range(3):
        assert summary.lines[seat] == (
            f"{NAMES[seat]}: {won[seat]} coin{'s' if won[seat] != 1 else ''} this hand, "
            f"{v.scores[seat]} / 20 in all"
        ).replace(": 0 coins", ": no coins")
    winner = v.last_trick_winner
    nxt = (winner - 1) % 3
    assert (
        summary.lines[-1]
        == f"{NAMES[winner]} won the last trick, so {NAMES[nxt]} deals next (on {NAMES[winner]}'s right)."
    )
    assert "nobody at 20" in summary.title
    state.apply(state.chance_action())
    assert state.view(0).dealer == nxt


def test_game_over_names_the_winner_and_the_target():
    p = CoinsPresenter()
    state = new_game("coins", 3, {"target": 10}, 5)
    while not state.is_terminal:
        if state.current_player < 0:
            state.apply(state.chance_action())
        else:
            state.apply(state.legal_actions()[0])
    v = state.view(0)
    summary = p.game_over(v, NAMES)
    w = state.winners()[0]
    assert summary.title == f"{NAMES[w]} wins the game!"
    assert summary.lines[0].startswith(f"{NAMES[w]} reached the target of 10 coins")
    assert summary.lines[-1] == "Final coins: " + ", ".join(f"{n} {s}" for n, s in zip(NAMES, state.scores()))
    assert p.status_text(v, NAMES) == f"Game over - {NAMES[w]} won with {state.scores()[w]} coins"
    assert p.game_over(v, ["You", "West", "East"]).title in (
        "You win the game!",
        f"{NAMES[w]} wins the game!",
    )


# --- the table hooks -------------------------------------------------------------------------


class HookPresenter(CoinsPresenter):
    """Coins plus a clickable supply piece (the first legal card), a seat piece, a score sheet
    and a trick drawn sideways - what Can't Win needs of the table."""

    zones = CoinsPresenter.zones | {ZoneKind.PIECES, ZoneKind.SUPPLY}

    def fill(self, view, legal, names):
        contents = super().fill(view, legal, names)
        contents.put(
            SUPPLY, PieceItem("cantwin/bid_token", "Bid tokens", help="Tokens left in the supply", count=3)
        )
        contents.put(pieces(1), PieceItem("cantwin/start_marker", "start"))
        if legal:
            contents.put(SUPPLY, PieceItem("cantwin/tile_no_xp", "No XP", action=str(legal[0])))
        return contents

    def trick_card(self, seat, text, sideways):
        return super().trick_card(seat, text, True)

    def score_sheet(self, view, names):
        return ScoreSheet(
            "Score sheet", ("Player", "Coins"), tuple((n, str(p)) for n, p in zip(names, view.scores))
        )


def test_hooks_pieces_are_targets_score_sheet_opens_and_sideways_cards(app):
    seats = [Seat(n, "human" if i == 0 else "ai") for i, n in enumerate(NAMES)]
    session = Session.new("coins", seats, {}, seed=2, autosave=False)
    table = TableScene(app, session, HookPresenter())
    app.push(table)
    run_until(app, lambda: table.input_ready, 3000)
    state = table.session.state
    assert state.current_player == 0
    keys = [k for k, _ in table.input.targets()]
    assert keys[-1] == MENU and SCORE_SHEET in keys
    # every card is playable and raised (no suit to follow)
    assert table.board.lifted == frozenset(range(len(table.board.hand())))
    plays = [k for k in keys if k.startswith("play")]
    assert sorted(set(plays)) == sorted(str(a) for a in state.legal_actions())
    cells = table.board.placement.cells
    assert [c.zone.seat for c in cells].count(None) == 2
    assert all(table.board.layout.supply.contains(c.rect) for c in cells if c.zone.seat is None)
    west = table.board.layout.seat(table.board.position(1)).pieces
    assert all(west.contains(c.rect) for c in cells if c.zone.seat == 1)
    cell = next(c for c in cells if c.item.action)
    click(app, cell.rect.center, frames=1)
    assert str(state.history[-1]) == cell.item.action
    # the cards of the trick lie sideways, as the presenter describes them
    run_until(app, lambda: table.session.state.view(0).trick and table.animator.idle, 3000)
    trick = sprites_in(table, ZoneKind.TRICK)
    assert trick and all(sp.turned for sp in trick)
    run_until(app, lambda: table.input_ready or SCORE_SHEET in dict(table.input.targets()), 3000)
    click(app, dict(table.input.targets())[SCORE_SHEET].center, frames=2)
    assert isinstance(app.top, ScoreSheetOverlay) and app.top.sheet.columns == ("Player", "Coins")
    click(app, app.top.targets()[0][1].center, frames=2)
    assert app.top is table


def test_trick_piles_per_seat_and_last_trick(app):
    table = push_table(app, "coins", NAMES, seed=4)
    for _ in range(6):
        run_until(app, lambda: table.input_ready, 5000)
        click(app, table.input.targets()[0][1].center, frames=1)
    run_until(app, lambda: table.input_ready, 5000)
    v = table.snapshot.view
    won = [len(sprites_in(table, ZoneKind.WON, seat)) for seat in range(3)]
    assert won == list(v.tricks_won) and sum(v.tricks_won) >= 5
    click(app, dict(table.input.targets())[LAST_TRICK].center, frames=2)
    overlay = app.top
    assert (
        isinstance(overlay, LastTrickOverlay)
        and overlay.title == f"Last trick - won by {NAMES[v.last_trick_winner]}"
    )
    assert [(c.owner, c.text) for c in overlay.cards] == [(s, c.text) for s, c in v.last_trick]
    # the trick spots of three seats, the legend and the plates
    assert table.board.layout.players == 3 and [z.position for z in table.board.layout.seats] == [
        "bottom",
        "left",
        "right",
    ]
    assert table.presenter.legend(v, NAMES) and pygame.Rect(0, 0, 1280, 720).contains(
        table.board.layout.legend
    )


def test_the_key_that_opens_the_last_trick_or_the_score_sheet_closes_it(app):
    """A tester pressed L again and found the last trick still up, and S again the score
    sheet: each key closes what it opened, as Escape does."""
    table = push_table(app, "coins", NAMES, seed=4)
    for _ in range(4):
        run_until(app, lambda: table.input_ready, 5000)
        click(app, table.input.targets()[0][1].center, frames=1)
    run_until(app, lambda: table.input_ready, 5000)
    for key, kind in ((pygame.K_l, LastTrickOverlay), (pygame.K_s, ScoreSheetOverlay)):
        press(app, key)
        assert isinstance(app.top, kind)
        press(app, key)
        assert app.top is table, kind


def test_l_on_a_hands_summary_shows_its_last_trick_and_closes_it_again(app):
    """A tester pressed L on a hand's summary and nothing happened: it shows the hand's last
    trick over the summary, as at the table, and L (or Escape) brings the summary back."""
    table = push_table(app, "coins", NAMES, seed=4)
    summary = play_to_the_summary(app, table)
    cards, winner = table.snapshot.last_trick
    assert len(cards) == 3
    press(app, pygame.K_l)
    assert isinstance(app.top, LastTrickOverlay) and app.top.cards == list(cards) and app.top.winner == winner
    press(app, pygame.K_l)
    assert app.top is summary


def test_a_hint_for_a_lead_or_a_second_card_says_the_coins_the_trick_would_hold():
    """A tester read only the score in Coins' hint reasons: where who takes the trick is not
    known yet (a lead, a second card), the reason says the coins the trick would hold, or
    that the card puts none in (a second card's reason was the score alone)."""
    p = CoinsPresenter()
    state = new_game("coins", 3, {}, 5)
    state.apply(state.chance_action())
    for _ in range(2):  # the lead, then the second card
        view, legal = state.view(state.current_player), state.legal_actions()
        for action in legal:
            card = next(c for c in view.hand if c.text == action.args[0])
            coins = sum(c.suit == "O" for _, c in view.trick) + (card.suit == "O")
            reason = p.move_reason(view, str(action), legal, NAMES)
            said = f"the trick would hold {coins} coin{'s' * (coins != 1)} for whoever takes it; "
            assert reason.startswith(said if coins else "it puts no coin in the trick; "), reason
        state.apply(legal[0])


def test_a_count_past_the_target_is_said_bare():
    """The last trick can take the winner past the target: "11 / 10 coins" read wrong
    (helper-85), so a reached target shows the count alone, the others against the target."""
    p = CoinsPresenter()
    rng = random.Random(3)
    for seed in range(40):
        state = new_game("coins", 3, {"target": 10}, seed)
        while not state.is_terminal:
            legal = state.legal_actions()
            state.apply(rng.choice(legal)) if legal else state.apply(state.chance_action())
        view = state.view(0)
        if max(view.scores) > 10:
            break
    else:
        raise AssertionError("no game went past its target")
    rows = dict(p.info_lines(view, NAMES))
    for seat, name in enumerate(NAMES):
        score = view.scores[seat]
        against = f"{score} coins" if score >= 10 else f"{score} / 10 coins"
        assert rows[name] == against
        assert p.badge(view, seat, NAMES).startswith(against.replace(" / ", "/"))
