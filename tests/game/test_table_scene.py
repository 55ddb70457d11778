"""The table scene: legal targets only, hidden cards stay hidden, the pass-and-play curtain."""

import pygame
import pytest

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.table import words
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.input import MENU
from game.table.overlays import HandSummaryOverlay
from game.table.plates import plate_texts, plate_type
from game.table.scene import TableScene
from game.table.zones import ZoneKind
from game.ui import style
from tests.game.driver import click, hands, legal_targets, panel_rects, push_table, run_until, sprites_in

NAMES = ["South", "West", "North", "East"]


@pytest.fixture
def faces(monkeypatch):
    """Every card face scaled for drawing, per frame (reset by the test)."""
    drawn: list[str] = []
    real = assets.card_face

    def recording(deck, text, height):
        drawn.append(text)
        return real(deck, text, height)

    monkeypatch.setattr(assets, "card_face", recording)
    return drawn


def game_targets(table):
    """The game's targets (not the button bar); during a choice of several cards, the cards
    not picked yet, then its Confirm (see :func:`tests.game.driver.legal_targets`)."""
    if table.selection.active:
        return legal_targets(table)
    return [(t, r) for t, r in table.input.targets() if not t.startswith("ui:")]


def test_bidding_targets_are_exactly_the_legal_bids_and_clicks_go_by_position(app):
    table = push_table(app, "bid_whist", NAMES, humans=1)
    run_until(app, lambda: table.input_ready, 3000)
    state = table.session.state
    assert state.current_player == 0 and state.view(0).phase.value == "bid"
    texts = [t for t, _ in game_targets(table)]
    assert sorted(texts) == sorted(str(a) for a in state.legal_actions())
    assert [t for t, _ in table.input.targets()][-1] == MENU
    rects = [r for _, r in table.input.targets()]
    assert all(pygame.Rect(0, 0, 1280, 720).contains(r) for r in rects)
    target, rect = next((t, r) for t, r in game_targets(table) if t != "pass")
    click(app, rect.center, frames=1)
    assert str(state.history[-1]) == target
    assert table.log.status.startswith("South bids")


def test_one_human_sees_only_their_own_hand_face_up(app):
    table = push_table(app, "bid_whist", NAMES, humans=1, seed=4)
    seen_hands = 0
    for _ in range(2500):
        app.step()
        faces = table.drawn_faces
        state = table.session.state
        public = {c.text for c in state.view(0).played} | {c.text for _, c in state.view(0).trick}
        own = {c.text for c in state.view(0).hand}
        if isinstance(app.top, HandSummaryOverlay):
            break
        others = set()
        claimer = table.claims.active.seat if table.claims.active else None  # (its cards face up)
        for seat in (1, 2, 3):
            others |= {c.text for c in state.view(seat).hand} if seat != claimer else set()
        assert not (set(faces) - public - own - {c.text for c in state.view(0).kitty}) & others
        if own & set(faces):
            seen_hands += 1
        if table.input_ready:
            click(app, game_targets(table)[0][1].center, frames=1)
    assert seen_hands > 100


def test_four_humans_curtain_hides_every_hand_between_turns(app, faces):
    table = push_table(app, "bid_whist", NAMES, humans=4, seed=9)
    curtains = 0
    actions = 0
    hands_done = 0
    for _ in range(12000):
        faces.clear()
        covered = isinstance(app.top, CurtainScene)
        app.step()
        state = table.session.state
        top = app.top
        if covered:
            # the curtain is opaque: nothing of the table is drawn, so no card face at all
            assert faces == []
        if isinstance(top, CurtainScene):
            assert top.seat == state.current_player
            curtains += 1
            click(app, top.targets()[0][1].center, frames=1)
            assert table.board.viewer == top.seat and table.board.revealed
            continue
        if isinstance(top, (HandSummaryOverlay, GameOverOverlay)):
            hands_done += 1
            if hands_done == 1:
                break
            click(app, top.targets()[0][1].center)
            continue
        actor = state.current_player
        public = {c.text for c in state.view(0).played} | {c.text for _, c in state.view(0).trick}
        for seat in range(4):
            hand = {c.text for c in state.view(seat).hand}
            if seat != actor or not table.board.revealed or table.board.viewer != seat:
                assert not (set(faces) & hand) - public, (seat, actor, faces)
        if table.input_ready:
            assert table.board.viewer == actor and table.board.revealed
            text, rect = game_targets(table)[0]
            click(app, rect.center, frames=1)
            actions += 1
            if state.current_player != actor and state.current_player >= 0:
                assert not table.board.revealed  # the hand turned face down at once
    assert hands_done == 1, (curtains, actions, len(table.session.state.history))
    assert actions >= 48 + 4
    # a curtain before each change of human: at least one per book and per bid
    assert curtains >= 40


def test_sported_kitty_is_shown_to_all_then_last_book_and_menu(app):
    table = push_table(app, "bid_whist", NAMES, options={"sport_kitty": "true"}, seed=12)
    shown = []
    for _ in range(20000):
        app.step()
        stock = sprites_in(table, ZoneKind.STOCK)
        if stock and all(sp.face_up for sp in stock):  # turned up for everyone to see
            shown.append([sp.text for sp in stock])
        if isinstance(app.top, HandSummaryOverlay) or table.session.state.is_terminal:
            break
        if shown and not stock and table.input_ready and table.session.state.view(0).last_trick:
            break
        if table.input_ready:
            bids = [t for t, _ in game_targets(table) if t.startswith("bid ") and "notrump" not in t]
            text = bids[0] if bids else game_targets(table)[0][0]
            click(app, dict(game_targets(table))[text].center, frames=1)
    assert shown, "no trump hand with a sported kitty was played"
    texts = shown[0]
    assert all(texts) and len(texts) == 6
    # Last book: the previous book face up, then Close; Menu goes back to the title
    targets = dict(table.input.targets())
    click(app, targets["ui:last_trick"].center, frames=2)
    from game.table.overlays import LastTrickOverlay

    overlay = app.top
    assert isinstance(overlay, LastTrickOverlay) and len(overlay.cards) == 4
    assert {c.text for c in overlay.cards} == {c.text for _, c in table.session.state.view(0).last_trick}
    click(app, overlay.targets()[0][1].center, frames=2)
    assert app.top is table and MENU in dict(table.input.targets())  # the bar at once (the moves wait)
    click(app, dict(table.input.targets())[MENU].center, frames=2)
    from game.scenes.title import TitleScene
    from game.table.menu import TableMenuScene

    menu = app.top
    assert isinstance(menu, TableMenuScene) and list(menu.buttons) == [
        "resume",
        "undo",
        "settings",
        "score sheet",
        "rules",
        "new game",
        "title",
    ]
    click(app, menu.buttons["resume"].rect.center, frames=3)
    assert app.top is table
    run_until(app, lambda: MENU in dict(table.input.targets()), 60)
    click(app, dict(table.input.targets())[MENU].center, frames=2)
    click(app, app.top.buttons["title"].rect.center, frames=3)
    assert isinstance(app.top, TitleScene) and app.find(TableScene) is None


def _at_the_discard(app, options: dict[str, str]) -> TableScene:
    """A Bid Whist table where the viewer bids first, bids 7 no trump uptown and is to discard."""
    from rules.games import new_game

    seed = next(
        s
        for s in range(1, 200)
        if (lambda st: (st.advance_chance(), st.current_player)[1])(
            new_game("bid_whist", 4, {k: v == "true" for k, v in options.items()}, s)
        )
        == 0
    )
    table = push_table(app, "bid_whist", NAMES, options=options, seed=seed)
    for text in ("bid 7 notrump", "direction uptown"):
        run_until(app, lambda: table.input_ready, 3000)
        click(app, dict(table.input.targets())[text].center, frames=1)
    run_until(app, lambda: table.input_ready, 3000)
    return table


def test_jokers_out_and_resize_keep_the_table_true_to_the_view(app):
    table = _at_the_discard(app, {"jokers_out": "true"})
    view = table.session.state.view(0)
    assert view.phase.value == "discard" and not any(c.is_joker for c in view.hand)
    assert [sp.text for sp in table.board.hand()] == [c.text for c in view.hand]
    assert [len(h) for h in hands(table)] == list(view.hand_counts)
    assert "Jokers out" in " ".join([table.log.status, *table.log.older])
    table.on_resize((1920, 1080))
    run_until(app, lambda: table.input_ready, 100)
    window = pygame.Rect(0, 0, 1920, 1080)
    assert all(window.contains(sp.int_rect()) for sp in table.board.sprites())
    assert table.board.layout.width == 1920


def test_the_discard_panel_names_the_kittys_cards_while_a_hint_takes_the_prompts_place(app):
    """The bidder is told which of the 18 cards came from the kitty on the discard's panel,
    and it stays there when the hint takes the prompt's
    place (the hint hid it when the prompt said it: a tester's finding)."""
    from game.presenters.bid_whist.words import card_symbol
    from game.table.panel import note_lines

    table = _at_the_discard(app, {})
    kitty = ", ".join(card_symbol(c.text) for c in table.session.state.view(0).kitty)

    def note() -> list[str]:
        return [line for line, _ in note_lines(table.panel(), table.choice_panel(), table.board.layout)]

    said = f"0 of 6 chosen: click 6 more. From the kitty: {kitty}."
    assert " ".join(note()) == said
    table.show_hint()
    run_until(app, lambda: table.hinted is not None, 20000)
    assert table.notice.startswith("Hint: ") and " ".join(note()) == said
    assert kitty not in table.hud.prompt()[0]


def _post(kind, pos):
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))


def test_a_double_click_on_the_curtain_does_not_act_on_the_hand_below(app):
    """You and West human: the second click of a double-click on "I'm West - show my hand"
    lands on West's Pass button during the grace time and is ignored; so is a press made
    during the grace time and released after it; a fresh click then passes."""
    table = push_table(app, "bid_whist", NAMES, humans=2, seed=3)
    for _ in range(6000):
        app.step()
        top = app.top
        if (
            isinstance(top, CurtainScene)
            and top.seat == 1
            and table.session.state.view(1).phase.value == "bid"
        ):
            break
        if isinstance(top, CurtainScene):
            click(app, top.targets()[0][1].center, frames=1)
        elif table.input_ready:
            click(app, dict(game_targets(table))["pass"].center, frames=1)
    curtain = app.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    before = len(table.session.state.history)
    click(app, curtain.targets()[0][1].center, frames=1)  # first click: the curtain lifts
    assert app.top is table and table.board.viewer == 1 and table.board.revealed
    run_until(app, lambda: table.offering, 30)
    _, buttons = panel_rects(table)
    pass_rect = next(r for c, r in buttons if c.action == "pass")
    click(app, pass_rect.center, frames=2)  # the second click, a few frames later
    assert len(table.session.state.history) == before and not table.input_ready
    _post(pygame.MOUSEBUTTONDOWN, pass_rect.center)  # pressed during the grace time...
    run_until(app, lambda: table.input_ready, 60)
    _post(pygame.MOUSEBUTTONUP, pass_rect.center)  # ...and released after it
    app.step()
    assert len(table.session.state.history) == before
    click(app, pass_rect.center, frames=1)  # a real click once the hand has been seen
    assert len(table.session.state.history) == before + 1 and str(table.session.state.history[-1]) == "pass"


LONG = ["Bartholomew Sout", "West&Bartholomew", "Alexandra Northy", "Maximilian Eastw"]


def _long_name_views():
    """Views of a game with 16-character names and two house rules: the bidding (a high
    bid), a contract in play, and the same as a no-trump contract with sets on the board."""
    from dataclasses import replace

    from rules.games import new_game

    state = new_game("bid_whist", 4, {"minimum_bid": 4, "boston": True}, 5)
    views = {}
    while "play" not in views:
        if state.current_player < 0:
            state.advance_chance()
            continue
        view = state.view(0)
        if view.high_bid is not None and view.contract is None:
            views.setdefault("bidding", view)
        if view.phase.value == "play":
            views["play"] = view
        state.apply(state.legal_actions()[1 if view.phase.value == "bid" and view.high_bid is None else 0])
    play = views["play"]
    contract = replace(play.contract, kind="notrump", trump=None, direction="downtown")
    views["notrump, sets"] = replace(play, contract=contract, sets=(1, 2), books=(10, 3))
    return views


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_info_panel_and_plates_fit_with_16_character_names(size):
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = push_table(app, "bid_whist", LONG, options={"minimum_bid": 4, "boston": True}, seed=5)
        rect = table.board.layout.info
        views = _long_name_views()
        assert set(views) == {"bidding", "play", "notrump, sets"}
        layout = table.board.layout

        def info(view):
            rows = table.presenter.info_lines(view, table.names)
            return words.info_lines(layout.info, layout.unit, table.snapshot.title, rows)

        for name, view in views.items():
            lines = info(view)
            labels = [text for text, _, _, colour, _ in lines if colour == style.TEXT_DIM]
            expected = [key for key, _ in table.presenter.info_lines(view, table.names)]
            assert labels == expected, (name, labels)  # every row is there, the score and rules too
            assert "Score" in labels and "Rules" in labels
            for text, px, bold, _, (x, y) in lines:
                w, _ = assets.font(px, bold).size(text)
                assert rect.x < x and x + w <= rect.right, (name, text)
                assert rect.top < y and y + px <= rect.bottom, (name, text)
            assert min(px for _, px, _, _, _ in lines) >= 11
            score = next(v for k, v in table.presenter.info_lines(view, table.names) if k == "Score")
            score = score.replace("\u00a0", " ")  # (each side's pair joined by a non-breaking space)
            assert score.startswith("N-S ") and "/ E-W " in score
        # name plates: a 16-character name shows whole, its marker and the longest badge (side,
        # dealer and bidder) under it, their words whole
        for seat in range(4):
            plate = layout.seat(table.board.position(seat)).plate
            name, npx, second, spx = plate_texts(
                plate, layout.unit, table.names[seat], table.hud.marker(seat), "E-W · dealer · bidder"
            )
            assert second.endswith("E-W · dealer · bidder") and "…" not in second, (seat, second)
            assert name == table.names[seat] and spx >= 10
            pad = plate_type(layout.unit)[2]
            assert assets.font(npx, True).size(name)[0] <= plate.width - 4 * pad
        # the books needed sit on a line of their own, never broken inside "(need 10)"
        play = views["play"]
        lines = [text for text, *_ in info(play)]
        need = next(v for k, v in table.presenter.info_lines(play, table.names) if k == "Books").split("\n")[
            1
        ]
        assert need.startswith("(need ") and need in lines
        app.step()
    finally:
        app.close()
        assets.clear_caches()


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_log_and_prompt_lines_wrap_instead_of_being_cut(size):
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = push_table(app, "bid_whist", NAMES, humans=1)
        long = "Jokers out: the jokers leave the game and are swapped for kitty cards"
        for line in ["South bids 4 uptown", "West wins the bid with 5 uptown", long]:
            table.log.say(line)
        table.log.say("The kitty is turned face up for everyone: 7♦, big joker, 5♣, Q♦, 4♠, 7♣")
        layout = table.board.layout
        px, lines = words.log_lines(layout.log, layout.unit, table.log.status, table.log.older)
        width = table.board.layout.log.width - 2 * max(6, px // 2)
        assert all(assets.font(px, bold).size(text)[0] <= width for text, bold, _ in lines)
        assert not any(text.endswith("…") for text, _, _ in lines[:-1])  # (the oldest in sight may be)
        assert " ".join(t for t, bold, _ in lines if bold) == table.log.status
        assert long in " ".join(t for t, bold, _ in lines if not bold)  # the newest older line in full
        prompt = (
            "Your turn: choose a card to play (follow suit if you can) - hearts were led, and you hold two"
        )
        rows = words.prompt_lines(layout.prompt, layout.unit, prompt, False)
        assert " ".join(t for t, _, _ in rows) == prompt
        assert all(
            assets.font(px_, False).size(t)[0] <= table.board.layout.prompt.width for t, px_, _ in rows
        )
    finally:
        app.close()
        assets.clear_caches()


def test_a_dimmed_card_says_why_and_the_last_book_pop_up_keeps_the_prompt(app):
    from game.table.input import LAST_TRICK
    from game.table.overlays import LastTrickOverlay

    table = push_table(app, "bid_whist", NAMES, humans=1, seed=6)
    for _ in range(20000):
        app.step()
        if (
            table.input_ready
            and any(sp.dim for sp in table.board.hand())
            and table.session.state.view(0).last_trick
        ):
            break
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        elif table.input_ready:
            targets = dict(game_targets(table))
            click(app, (targets.get("pass") or next(iter(targets.values()))).center, frames=1)
    view = table.session.state.view(0)
    assert view.phase.value == "play" and view.trick
    hand = table.board.hand()
    i = next(i for i, sp in enumerate(hand) if sp.dim)
    strip = table.board.placement.hand_parts[i]
    before = len(table.session.state.history)
    click(app, strip.center, frames=1)
    assert len(table.session.state.history) == before  # nothing is played...
    assert table.notice.startswith("You must follow suit: ")  # ...and the rules' reason is shown
    assert table.hud.prompt()[0] == table.notice  # by the hand, not in the log (it keeps moves)
    assert not any("must follow" in line for line in [table.log.status, *table.log.older])
    # the Last book pop-up on the player's turn: the prompt still says what to do
    click(app, dict(table.input.targets())[LAST_TRICK].center, frames=2)
    assert isinstance(app.top, LastTrickOverlay)
    prompt = table.hud.prompt()[0]
    assert prompt == table.snapshot.prompt and prompt.startswith("Your turn")


def test_a_refused_card_says_the_rule_without_the_rulebooks_section(app):
    """Grand Bid, the viewer's second offer: a card of the first card's number is refused with
    the rule in words and without " (rulebook Step 4)", a section the app's Rules pages do not
    have (a tester looked for it)."""
    from game.presenters.grand_bid.words import card_words
    from tests.game.driver import play_until

    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=1)

    def second_offer_with_a_twin() -> bool:
        view = table.session.state.view(0)
        offering = any(a.startswith("offer ") for a in table.snapshot.legal)
        return bool(offering and view.offer and any(c.rank == view.offer[0].rank for c in view.hand))

    play_until(app, table, second_offer_with_a_twin)
    first = table.session.state.view(0).offer[0]
    hand = table.board.hand()
    i = next(i for i, sp in enumerate(hand) if sp.key is not None and sp.item.action is None)
    before = len(table.session.state.history)
    click(app, table.board.placement.hand_parts[i].center, frames=1)
    assert len(table.session.state.history) == before
    assert (
        table.notice == f"The second card must be a different number than the first, the {card_words(first)}"
    )


def test_a_card_clicked_when_no_card_is_a_move_says_what_to_do_instead(app):
    """Bid Coin, turning coins for a bid of zero: no card of the hand is a move, so a click on
    one says so and what to do (a tester clicked a card then and saw nothing happen)."""
    from tests.game.driver import play_until, press

    table = push_table(app, "bid_coin", ["You", "West", "East"], humans=1, seed=3)
    play_until(app, table, lambda: any(a.startswith("zero ") for a in table.snapshot.legal))
    table.input.click(next(a for a in table.snapshot.legal if a.startswith("zero ")))
    run_until(app, lambda: table.input_ready, 2000)
    assert table.snapshot.prompt.startswith("Turn coins adding up to ")
    press(app, pygame.K_h, frames=3)
    run_until(app, lambda: table.hinted is not None, 4000)
    hand = table.board.hand()
    assert hand and all(sp.item.action is None for sp in hand)
    before = len(table.session.state.history)
    click(app, table.board.placement.hand_parts[0].center, frames=1)
    assert len(table.session.state.history) == before
    assert table.notice == f"No card to play now. {table.snapshot.prompt}"
    assert table.hinted is None  # (the hint's ring goes with its words: a tester saw it stay)


def test_the_only_move_left_after_turning_coins_for_a_zero_gives_no_cards_reason(app):
    """Bid Coin, coins turned to the cards in hand: Declare zero is the only move besides
    taking coins back, and the hint gave a card's reason in the engine's words ("unzero R3 is
    not one of your turned coins"): a move naming a coin says nothing of cards."""
    from game.table.hint import only_why
    from tests.game.driver import play_until

    table = push_table(app, "bid_coin", ["You", "West", "East"], humans=1, seed=3)
    play_until(app, table, lambda: any(a.startswith("zero ") for a in table.snapshot.legal))
    while "declare" not in table.snapshot.legal:
        table.input.click(next(a for a in table.snapshot.legal if a.startswith("zero ")))
        run_until(app, lambda: table.input_ready, 2000)
    assert only_why(table) == ""


def test_a_panel_moved_by_a_long_hint_takes_clicks_where_its_buttons_are_drawn(app):
    """A long hint rises over the prompt's place and moves the bid panel: a tester's clicks
    on the moved buttons went to their old places (one entered another bid)."""
    table = push_table(app, "bid_whist", NAMES, humans=1, seed=3)
    run_until(app, lambda: table.input_ready and table.choice_panel() is not None, 20000)
    before = dict((c.action, r) for c, r in table.choice_panel()[1])
    assert table.input.target_at(before["pass"].center) == "pass"
    table.tell_notice("Hint: " + "a long line of advice " * 12, style.HINT)
    buttons = [(c.action, r) for c, r in table.choice_panel()[1] if c.action]
    assert any(r != before[action] for action, r in buttons)  # (the panel moved)
    assert all(table.input.target_at(r.center) == action for action, r in buttons)
    assert all(dict(table.input.targets())[action] == r for action, r in buttons)


def test_a_fourth_card_clicked_for_a_bid_says_a_bid_is_at_most_three_cards(app):
    """Grand Bid, three cards laid towards a bid: a click on a fourth says the rule, not "No
    card to play now" (a tester read that and did not know why)."""
    from tests.game.driver import play_until

    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=4)
    play_until(app, table, lambda: sum(a.startswith("bid ") for a in table.snapshot.legal) >= 4)
    for _ in range(3):
        table.input.click(next(a for a in table.snapshot.legal if a.startswith("bid ")))
        run_until(app, lambda: table.input_ready, 2000)
    assert not any(a.startswith("bid ") for a in table.snapshot.legal)
    before = len(table.session.state.history)
    click(app, table.board.placement.hand_parts[0].center, frames=1)
    assert len(table.session.state.history) == before
    assert table.notice == f"A bid is at most 3 cards. {table.snapshot.prompt}"


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_coins_info_panel_fits_with_16_character_names(size):
    """Coins labels rows with player names: a long one is cut, its value keeps its room."""
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = push_table(app, "coins", LONG[:3], seed=2)
        layout = table.board.layout
        rect = layout.info
        rows = table.presenter.info_lines(table.snapshot.view, table.names)
        lines = words.info_lines(rect, layout.unit, table.snapshot.title, rows)
        assert len([c for _, _, _, c, _ in lines if c == style.TEXT_DIM]) == len(rows)
        for text, px, bold, _, (x, y) in lines:
            assert x + assets.font(px, bold).size(text)[0] <= rect.right and y + px <= rect.bottom, text
        values = [text for text, _, _, colour, _ in lines if colour == style.TEXT]
        assert "first to 10 coins" in values  # not broken over lines by a wide label column
    finally:
        app.close()
        assets.clear_caches()


def test_counts_change_only_when_the_cards_have_moved(app):
    """While a won book is still shown on the table, the words on show (info panel, plates)
    are those of the table as it looks, not yet the rules' new count; they catch up once the
    book has been collected."""
    table = push_table(app, "bid_whist", NAMES, humans=0, seed=8)
    caught = False
    for _ in range(20000):
        app.step()
        trick = sprites_in(table, ZoneKind.TRICK)
        if len(trick) == 4 and any(sp.highlight for sp in trick):  # the book is shown
            books = dict(table.shown.info)["Books"]
            assert books != dict(table.snapshot.info)["Books"]  # the rules have counted it...
            piles = sum(len(sprites_in(table, ZoneKind.WON, seat)) for seat in range(4))
            assert piles == sum(table.presenter.won_counts(table.shown.view))  # ...the words not yet
            run_until(app, lambda: table.animator.idle, 600)
            assert table.shown is table.snapshot and dict(table.shown.info)["Books"] != books
            caught = True
            break
    assert caught
