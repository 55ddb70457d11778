"""The table's player features: the pass-and-play curtain only between humans, the in-game
menu and settings, the turn chime, the hint, an only move made for the player, and taking a
move back (issue 11); a click out of turn says whose turn it is."""

import random
import re

import pygame
import pytest

from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.status_log import LOG_LINES
from game.ui import style
from rules.core.state import CHANCE
from tests.game.driver import (
    click,
    legal_targets,
    play_to_the_summary,
    press,
    push_table,
    run_frames,
    run_until,
    step,
)

NAMES = ["South", "West", "North", "East"]


def escape_on_the_summary(app, table):
    """Play the viewer's first target at each turn until the hand's summary is up, post Escape
    over it (the frames that answer it are the caller's), and return the summary."""
    summary = play_to_the_summary(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    return summary


def test_a_click_out_of_turn_says_whose_turn_it_is_and_escape_on_a_summary_opens_the_menu(app):
    """Escape on a hand's summary opens the game menu over it, as at the table (it used to
    leave for the title, then to deal the next hand: two testers' findings); Resume comes back
    to the summary, whose button goes on."""
    from game.table.menu import TableMenuScene

    table = push_table(app, "coins", ["South", "West", "East"], humans=1, seed=5)
    run_until(app, lambda: table.input_ready, 3000)
    text, rect = next(t for t in table.input.targets() if t[0].startswith("play"))
    click(app, rect.center, frames=1)  # South plays; West is to play next
    run_until(app, lambda: table.session.current_player == 1 and table.animator.idle, 600)
    card = table.board.placement.hand_parts[0]
    click(app, card.center, frames=1)
    assert table.notice.startswith("Not your turn yet.")
    assert table.hud.prompt()[:2] == (table.notice, style.WARNING)
    assert not any("Not your turn" in line for line in [table.log.status, *table.log.older])
    summary = escape_on_the_summary(app, table)
    hands = table.session.state.view(0).hand_number
    run_frames(app, 3)
    assert isinstance(app.top, TableMenuScene) and summary in app.scenes
    click(app, app.top.buttons["resume"].rect.center, frames=3)
    assert app.top is summary and table.session.state.view(0).hand_number == hands
    click(app, dict(table.input.bar)["ui:menu"].center, frames=3)  # the table's Menu button too
    assert isinstance(app.top, TableMenuScene) and summary in app.scenes  # (a tester clicked it)
    click(app, app.top.buttons["resume"].rect.center, frames=3)
    assert app.top is summary
    click(app, summary.targets()[0][1].center, frames=3)
    assert app.top is table
    for _ in range(20000):
        app.step()
        if table.session.state.view(0).hand_number > hands:
            break
        if app.top is table and table.input_ready:
            click(app, legal_targets(table)[0][1].center, frames=1)
    assert table.session.state.view(0).hand_number > hands


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (900, 500), (1920, 1080), (800, 1300)])
def test_the_bid_panel_shows_its_whole_note_at_every_size(app, size):
    """ "To beat: North's 4 uptown. A bid of N promises ..." in full above the bids (a fresh
    user missed it at 2560x1440 and 900x500; at 1280x720 half of it was squeezed in)."""
    from game.table.panel import note_lines

    table = push_table(app, "bid_whist", NAMES, humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    table.on_resize(size)
    panel, placed = table.panel(), table.choice_panel()
    assert panel.note.startswith("To beat: ")
    shown = note_lines(panel, placed, table.board.layout)
    assert " ".join(line for line, _ in shown) == panel.note
    assert shown[-1][1] + 1 < placed[1][0][1].top  # above the first row of bids


def test_pass_and_play_calls_a_player_back_only_after_another_human_played(app):
    """You and West human, North and East computer players: after West plays, North and East
    play and then South's turn needs a curtain; but a player whose next turn comes after only
    computer players' turns keeps its hand in sight (the Grand Bid trial saw "Pass to West"
    twice running)."""
    table = push_table(app, "bid_whist", NAMES, humans=2, seed=3)
    state = table.session.state
    last_human, curtains, kept = None, 0, 0
    for _ in range(40000):
        app.step()
        top = app.top
        if isinstance(top, CurtainScene):
            assert top.seat != last_human  # called back only after the other human played
            curtains += 1
            click(app, top.targets()[0][1].center, frames=1)
        elif top is table and table.input_ready:
            seat = state.current_player
            kept += seat == last_human
            targets = legal_targets(table)
            click(app, targets[0][1].center, frames=1)
            if state.current_player != seat:
                last_human = seat
        elif isinstance(top, GameOverOverlay):
            break
        elif top is not table:
            click(app, top.targets()[0][1].center, frames=1)  # a hand's summary
        if len(state.history) > 60:
            break
    assert curtains >= 4 and kept >= 1


def test_escape_opens_the_menu_and_its_settings_change_the_pace_at_once(app):
    from game.scenes.settings import SettingsScene
    from game.table.menu import TableMenuScene

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    assert table.speed == 0.5  # the test app plays fast
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 3)
    menu = app.top
    assert isinstance(menu, TableMenuScene) and ("score sheet" in menu.buttons) == table.snapshot.has_sheet
    click(app, menu.buttons["settings"].rect.center, frames=3)
    dialog = app.top
    assert isinstance(dialog, SettingsScene) and app.find(TableMenuScene) is None
    click(app, dialog.choices[("animation_speed", "slow")].rect.center, frames=3)
    click(app, app.top.buttons["ok"].rect.center, frames=3)
    assert app.top is table and table.speed == table.animator.speed == 1.6
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 3)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 3)
    assert app.top is table  # Escape in the menu resumes


def test_a_chime_when_the_turn_comes_back_and_not_with_sound_off(app, monkeypatch):
    """The turn sound plays when the viewer's turn comes after someone else's move (not
    when the viewer moves twice running), and never with sound off (settings)."""
    played: list[str] = []

    class Sound:
        def __init__(self, name):
            self.name = name

        def set_volume(self, volume):
            self.volume = volume

        def play(self):
            played.append(self.name)

    monkeypatch.setattr("game.table.scene.assets.sound", Sound)
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=3)
    history = table.session.state.history
    expected, mine = 0, -1
    for _ in range(6):
        run_until(app, lambda: table.input_ready, 20000)
        expected += len(history) > mine + 1  # someone else moved since the viewer's last move
        assert played.count("turn") == expected
        mine = len(history)
        click(app, legal_targets(table)[0][1].center, frames=1)
    assert expected >= 4
    app.settings["sound"] = False
    run_until(app, lambda: table.input_ready, 20000)
    assert played.count("turn") == expected


@pytest.mark.parametrize("game", ["coins", "grand_bid", "bid_coin"])
def test_a_hint_outlines_the_search_move_says_why_and_a_click_there_plays_it(app, game):
    from game.table.hint import hint_ring, where
    from game.table.input import HINT

    table = push_table(app, game, ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready and HINT in dict(table.input.targets()), 20000)
    click(app, dict(table.input.targets())[HINT].center, frames=2)
    action = table.hinted
    assert action in {str(a) for a in table.session.state.legal_actions()}
    rect, words = where(table, action)
    named = table.presenter.decision_words(table.snapshot.view, action, table.names)[1]
    assert words == f"{named} (outlined)" and rect is not None
    assert named.startswith("offer the " if game == "grand_bid" else "the ")  # (an offer says so)
    parts = table.board.placement.hand_parts
    owner = [part for part in parts if part.contains(rect)]  # a card of the hand (at these seeds):
    assert len(owner) == 1  # the ring goes round the part of it in sight, on the card itself
    assert not any(rect.colliderect(other) for other in parts if other != owner[0])
    card = next(sp for sp in table.board.hand() if sp.item.action == action)
    assert card.int_rect().contains(rect)
    reason = table.presenter.move_reason(table.snapshot.view, action, table.snapshot.legal, table.names)
    assert table.notice.startswith(f"Hint: {words} - {reason}. " if reason else f"Hint: {words}. ")
    assert table.hud.prompt()[1] == style.HINT  # the outline's blue: advice, not a warning
    table.draw(app.screen)  # the outline is the hint's blue, apart from the gold of a picked card
    ring, width = hint_ring(rect, table.board.layout.unit)
    assert width >= 3 and app.screen.get_at((ring.left + 1, ring.centery))[:3] == style.HINT
    target = next(r for t, r in table.input.targets() if t == action)
    before = len(table.session.state.history)
    click(app, target.center, frames=1)
    assert str(table.session.state.history[before]) == action and table.hinted is None


def test_h_pressed_before_the_players_turn_is_kept_for_it(app):
    """Testers pressed H as the cards moved, and while the seat before theirs played, and saw
    it ignored or refused: pressed while another seat is to move, or once the turn is the
    player's but before it is offered (the cards still moving), the hint line says it is
    coming (again after each move between) and the hint comes when the turn is offered,
    without another press. At a table of computer players H says nothing."""
    from game.table.hint import HINT_COMING

    table = push_table(app, "coins", ["West", "You", "East"], humans=0, seed=4)  # (Watch: no word)
    run_until(app, lambda: table.bar_ready, 2000)
    press(app, pygame.K_h)
    assert not table.notice.startswith("Hint")
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    session = table.session
    run_until(app, lambda: table.bar_ready and session.current_player not in (0, CHANCE), 2000)
    before = len(session.record.actions)
    press(app, pygame.K_h, frames=1)
    assert table.notice == HINT_COMING and table.hinted is None
    assert HINT_COMING in table.hud.prompt()[0]
    run_until(app, lambda: len(session.record.actions) > before, 20000)
    run_frames(app, 2)
    assert table.notice.startswith("Hint: ")  # (the promise, or the hint once the turn came)
    run_until(app, lambda: table.hinted is not None, 40000)
    assert table.offering and table.notice.startswith("Hint: ") and session.current_player == 0
    run_until(app, lambda: table.input_ready, 600)
    click(app, legal_targets(table)[0][1].center, frames=1)
    run_until(app, lambda: session.current_player == 0 and not table.offering, 20000)
    press(app, pygame.K_h, frames=1)
    assert table.notice == HINT_COMING
    run_until(app, lambda: table.hinted is not None, 20000)
    assert table.offering and table.notice.startswith("Hint: ")


def test_h_with_the_players_cards_all_played_says_no_hint_comes_this_hand(app):
    """H pressed with the player's cards all played and other seats still to play says no
    hint comes this hand, and none is kept waiting (a promise of one stood to the hand's end:
    helper-80)."""
    from game.table.hint import HINT_COMING, NO_MOVE_LEFT

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=5)
    session = table.session
    for _ in range(20000):
        app.step()
        if not session.view(0).hand and session.current_player not in (0, CHANCE):
            break
        if not session.view(0).hand:  # (played last to the hand's last trick: the next hand)
            if isinstance(app.top, HandSummaryOverlay):
                click(app, app.top.targets()[0][1].center, frames=1)
            continue
        targets = [t for t in table.input.targets() if not t[0].startswith("ui:")]
        if targets:
            click(app, targets[0][1].center, frames=1)
    else:
        raise AssertionError("the player never played out before the others")
    press(app, pygame.K_h, frames=1)
    assert table.hints.wanted is None and table.notice == NO_MOVE_LEFT
    assert NO_MOVE_LEFT in table.hud.prompt()[0]
    # a hint kept from before the last card went (H pressed with the card clicked early, its
    # play still to come; or a Grand Bid bid of the last cards, paid away: helper-83) is
    # dropped once the cards are gone, not promised to the hand's end
    table.hints.wanted, table.notice = 0, HINT_COMING
    run_frames(app, 2)
    assert table.hints.wanted is None and table.notice == NO_MOVE_LEFT
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay | GameOverOverlay), 20000)
    assert table.notice != HINT_COMING


def test_a_waiting_hint_is_dropped_by_the_summary_and_h_just_after_it_is_kept(app):
    """A hint waiting for the player's turn is dropped when the hand's summary comes up first;
    H pressed just after the summary's button, as the next hand is dealt, is kept for the
    player's turn and says so through the deal (its words went with the deal's first move: a
    tester saw nothing happen), and the hint comes then."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    for _ in range(20000):
        app.step()
        if not table.session.state.view(0).hand:
            break
        targets = [t for t in table.input.targets() if not t[0].startswith("ui:")]
        if targets:
            click(app, targets[0][1].center, frames=1)
    press(app, pygame.K_h, frames=1)
    assert table.hints.wanted == 0
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay), 20000)
    run_frames(app, 1)
    assert table.hints.wanted is None
    summary = app.top
    click(app, summary.targets()[0][1].center, frames=1)
    assert app.top is table and not table.offering
    press(app, pygame.K_h, frames=1)
    assert table.hints.wanted == 0
    moves = len(table.session.record.actions)
    run_until(app, lambda: len(table.session.record.actions) > moves, 20000)
    run_frames(app, 1)
    assert table.notice.startswith("Hint: ")
    run_until(app, lambda: table.hinted is not None, 40000)
    assert table.offering and table.notice.startswith("Hint: ")


def test_menu_keeps_its_place_when_the_hint_leaves_the_bar(app):
    """A click meant for Hint just after the turn passed lands on nothing, not on a Menu
    widened into Hint's place (a fresh user's finding)."""
    from game.table.input import HINT, MENU
    from game.table.menu import TableMenuScene

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready and HINT in dict(table.input.bar), 20000)
    bar = dict(table.input.bar)
    hint, menu = bar[HINT], bar[MENU]
    assert hint.right < menu.left
    click(app, legal_targets(table)[0][1].center, frames=1)
    run_until(app, lambda: table.session.current_player != 0, 600)
    assert HINT not in dict(table.input.bar) and dict(table.input.bar)[MENU] == menu
    click(app, hint.center, frames=2)
    assert not isinstance(app.top, TableMenuScene)


@pytest.mark.parametrize("auto", [True, False])
def test_an_only_legal_move_is_made_for_the_player_when_the_setting_says_so(app, auto):
    app.settings["auto_play"] = auto
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    history = table.session.state.history
    for _ in range(16):  # the last card of the first hand is an only move
        run_until(app, lambda: table.input_ready, 20000)
        if len(table.snapshot.legal) == 1:
            only, before = table.snapshot.legal[0], len(history)
            step(app)  # (while the only move waits to be made, the window keeps polling: a
            assert table.busy() == auto  # tester's waited 3-8 s as the app slept between events)
            run_frames(app, 30 if auto else 120)  # past the pause (0.25 s at the test's pace)
            assert (len(history) > before) == auto
            assert not auto or str(history[before]) == only
            return
        click(app, legal_targets(table)[0][1].center, frames=1)
    raise AssertionError("no turn with a single legal move")


def test_take_back_the_last_move_replays_to_it_and_the_save_drops_it(app):
    """One human seat: "Take back my last move" in the menu returns to that decision; the
    record (and so the save) no longer holds it or anything after it."""
    from game.table.menu import TableMenuScene

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    session, history = table.session, table.session.state.history
    for _ in range(3):
        run_until(app, lambda: table.input_ready, 20000)
        told = [*table.log.older, table.log.status]  # the log as the last decision came
        click(app, legal_targets(table)[0][1].center, frames=1)
    run_until(app, lambda: table.input_ready, 20000)
    assert [*table.log.older, table.log.status] != told
    before = list(session.record.actions)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 3)
    assert isinstance(app.top, TableMenuScene)
    click(app, app.top.buttons["undo"].rect.center, frames=3)
    assert app.top is table and session.current_player == 0
    # the log is back as it was at that decision: the lines of the moves taken back are gone
    assert [*table.log.older, table.log.status] == [*told, "You took back your last move."][
        -(LOG_LINES + 1) :
    ]
    actions = session.record.actions
    assert len(actions) < len(before) and actions == before[: len(actions)]
    assert before[len(actions)] in {str(a) for a in session.state.legal_actions()}  # that very decision
    assert [str(a) for a in history] == before and [str(a) for a in session.state.history] == actions
    run_until(app, lambda: table.input_ready, 2000)
    assert len(table.board.hand()) == len(session.state.view(0).hand)


@pytest.mark.parametrize(
    "game, players", [("coins", 3), ("bid_whist", 4), ("cant_win", 4), ("bid_coin", 3), ("grand_bid", 3)]
)
def test_a_taken_back_move_leaves_the_save(user_dirs, game, players):
    """The position after a take-back is the one a replay of what stands gives, seen from
    every seat; the save holds only what stands."""
    from game.session import Session
    from rules.core.record import Seat
    from rules.games import replay
    from saves import read_record

    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai") for i in range(1, players)]
    session = Session.new(game, seats, seed=4)
    rng = random.Random(1)
    while len(session.record.actions) < 40:
        session.advance_chance() or session.apply(rng.choice(session.legal_actions()))
    assert session.undo()
    kept = list(session.record.actions)
    fresh = replay(session.record)
    assert session.state.current_player == 0 == fresh.current_player
    assert all(session.state.view(s) == fresh.view(s) for s in range(players))
    assert session.state.legal_actions() == fresh.legal_actions()
    session.close()
    assert read_record(session.save_path).actions == kept and len(kept) < 40


def test_no_take_back_in_pass_and_play(app):
    from game.table.menu import TableMenuScene

    table = push_table(app, "coins", ["South", "West", "East"], humans=2, seed=4)
    assert table.session.undo() is False
    run_until(app, lambda: table.bar_ready, 2000)
    _key(app, pygame.K_u)  # the reason by the hand, not in the log: a tester's pushed a trick's
    assert table.notice.startswith("Moves can't be taken back")  # result out of it
    assert not any("taken back" in line for line in [table.log.status, *table.log.older])
    table.input.click("ui:menu")
    run_frames(app, 3)
    assert isinstance(app.top, TableMenuScene) and "undo" not in app.top.buttons


def test_before_the_players_first_decision_take_back_is_greyed_and_cuts_nothing_short(app):
    """A tester's find: with the human at the Right, before its first move, *Take back* did
    nothing and said nothing (and cleared the moves still to show). It is greyed in the menu,
    and the U key says there is nothing to take back, the computer players' moves going on."""
    from game.session import Session
    from game.table.menu import TableMenuScene
    from game.table.takeback import NOTHING_YET
    from rules.core.record import Seat

    seats = [Seat("West"), Seat("East"), Seat("You", "human")]
    table = app.open("table", Session.new("coins", seats, {}, seed=4, autosave=False))
    assert table.session.last_decision() is None
    table.input.click("ui:menu")
    run_frames(app, 3)
    assert isinstance(app.top, TableMenuScene) and not app.top.buttons["undo"].is_enabled
    _key(app, pygame.K_ESCAPE, frames=3)
    assert app.top is table
    run_until(app, lambda: table.bar_ready, 2000)
    played = len(table.session.record.actions)
    _key(app, pygame.K_u)
    assert NOTHING_YET in [*table.log.older, table.log.status] and len(table.session.record.actions) >= played
    run_until(app, lambda: table.input_ready, 20000)
    assert NOTHING_YET in [*table.log.older, table.log.status]
    assert table.session.current_player == 2 and table.session.last_decision() is None
    click(app, legal_targets(table)[0][1].center)  # a move, taken back: the refusal is gone
    run_until(app, lambda: table.bar_ready and table.session.last_decision() is not None, 2000)
    _key(app, pygame.K_u)
    assert table.log.status == "You took back your last move." and NOTHING_YET not in table.log.older


def _key(app, key, mod=0, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, frames)


def test_the_keyboard_moves_a_focus_over_the_choices_and_plays_without_the_mouse(app):
    """Arrows move the focus over the hand (drawn), Enter plays the focused card, a digit
    takes the bid of that number, H gives the hint, U takes the move back."""
    table = push_table(app, "bid_whist", NAMES, humans=1, seed=3)
    state = table.session.state
    run_until(app, lambda: table.input_ready, 20000)
    assert state.phase.value == "bid"
    digit = next(c.label[0] for c, _ in table.choice_panel()[1] if c.action and c.label[0].isdigit())
    before = len(state.history)
    _key(app, getattr(pygame, f"K_{digit}"))
    assert str(state.history[before]).startswith(f"bid {digit}")
    for _ in range(200):  # on to a card to play
        run_until(app, lambda: table.input_ready, 20000)
        if state.phase.value == "play":
            break
        click(app, legal_targets(table)[0][1].center, frames=1)
    choices = table.keys.choices()
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_RIGHT)
    assert table.keys.focus == choices[1] and table.keys.focused_rect() is not None
    _key(app, pygame.K_LEFT)
    assert table.keys.focus == choices[0]
    _key(app, pygame.K_h)
    assert table.notice.startswith("Hint: ") and table.keys.focus == table.hinted  # (the focus follows it)
    away = (table.board.layout.info.centerx, table.board.layout.info.centery)  # the pointer off the hand
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0)))
    before, hinted = len(state.history), table.hinted
    _key(app, pygame.K_RETURN, frames=1)
    assert str(state.history[before]) == hinted
    assert table.board.held is None  # a key's play closes the hand up: no gap waits for the pointer
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    closed = [sp.int_rect() for sp in table.board.hand()]
    assert len({b.x - a.x for a, b in zip(closed, closed[1:])}) == 1
    _key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(table.session.record.actions) == before and table.session.current_player == 0


def _to_the_discard(app, seed=3):
    """A Bid Whist table whose human (South) bids 7 and so takes the kitty: run to the discard."""
    table = push_table(app, "bid_whist", NAMES, humans=1, seed=seed)
    state = table.session.state
    for _ in range(200):
        run_until(app, lambda: table.input_ready, 20000)
        if state.phase.value == "discard":
            return table
        targets = legal_targets(table)
        bids = [t for t in targets if t[0].startswith("bid 7")]
        click(app, (bids or targets)[-1][1].center, frames=1)
    raise AssertionError("South never came to discard")


def test_a_hint_in_the_discard_names_a_card_not_yet_picked(app):
    """A fresh user asked for a hint after following one in the discard and got the card
    already picked again (clicking it put it back): the hint is for the next card, as if the
    picked ones were discarded, and a pick clears the outline of the last hint."""
    from game.table.hint import placed_at
    from game.table.input import HINT
    from game.table.select import CONFIRM

    table = _to_the_discard(app)
    click(app, dict(table.input.targets())[HINT].center, frames=2)
    first = table.hinted
    assert first is not None and first.startswith("discard ")
    table.input.click(first)  # picked, as the hint said
    assert table.selection.picked == [first] and table.hinted is None
    click(app, dict(table.input.targets())[HINT].center, frames=2)
    second = table.hinted
    assert second is not None and second.startswith("discard ") and second != first
    legal = {str(a) for a in table.session.legal_actions()}
    assert second in legal and second not in table.selection.picked
    while not table.selection.complete:  # the rest picked: the hint outlines the confirm button
        table.input.click(
            next(a for a in sorted(table.selection.choice.actions) if a not in table.selection.picked)
        )
    click(app, dict(table.input.targets())[HINT].center, frames=2)
    confirm = table.selection.choice.confirm
    assert table.notice.startswith(f"Hint: all 6 cards are chosen - press {confirm} (outlined)")
    assert table.hinted == CONFIRM and placed_at(table, CONFIRM) == dict(table.input.targets())[CONFIRM]


def test_the_discard_is_picked_card_by_card_then_confirmed_and_taken_back_whole(app):
    """Clicks pick cards (raised, outlined; again puts one back) without acting or moving
    the hand sideways; the panel counts them; Discard is live only with all six picked and
    then applies six discards in the order picked; taking back undoes all six."""
    from game.table.select import CLEAR, CONFIRM

    table = _to_the_discard(app)
    state, session = table.session.state, table.session
    before, actions = len(state.history), list(session.record.actions)
    assert table.snapshot.multi.count == 6 and len(table.board.hand()) == 18

    def panel():
        area, buttons = table.choice_panel()
        return {c.label: c.action for c, _ in buttons}, dict(table.input.targets())

    assert panel()[0] == {"Discard": None, "Clear": None}
    xs = [sp.target[0] for sp in table.board.hand()]
    keys = [sp.key for sp in table.board.hand()]
    click(app, table.board.placement.hand_parts[0].center)
    run_frames(app, 20)
    assert table.selection.picked == [f"discard {keys[0]}"] and table.board.hand()[0].picked
    assert table.hud._moving == []  # the frame where the card came to rest was drawn
    assert table.board.hand()[0].target[1] < table.board.hand()[1].target[1]  # raised
    click(app, table.board.placement.hand_parts[0].center)  # put back
    assert table.selection.picked == [] and not table.board.hand()[0].picked
    chosen = [3, 0, 7, 12, 15, 17]
    for i in chosen:
        click(app, table.board.placement.hand_parts[i].center)
    run_frames(app, 20)
    assert [sp.target[0] for sp in table.board.hand()] == xs and len(state.history) == before
    labels, targets = panel()
    assert labels == {"Discard": CONFIRM, "Clear": CLEAR} and table.panel().note.startswith("6 of 6 chosen")
    assert table.hud.prompt()[0] == "6 chosen: press Discard, or click one to put it back"  # (helper-75
    click(app, table.board.placement.hand_parts[chosen[-1]].center)  # read "Click 6 cards" here)
    assert table.hud.prompt()[0].startswith("Click 6 cards")  # one put back: the game's own words
    click(app, table.board.placement.hand_parts[chosen[-1]].center)
    click(app, table.board.placement.hand_parts[5].center)  # a seventh is refused
    assert len(table.selection.picked) == 6 and table.notice.startswith("You have chosen 6")
    click(app, targets[CONFIRM].center, frames=1)
    assert [str(a) for a in state.history[before:]] == [f"discard {keys[i]}" for i in chosen]
    assert state.phase.value == "play"
    run_until(app, lambda: table.input_ready, 20000)
    assert len(table.board.hand()) == 12
    _key(app, pygame.K_u)
    assert session.record.actions == actions and table.snapshot.multi.count == 6
    run_until(app, lambda: table.input_ready, 20000)
    assert len(table.board.hand()) == 18 and table.selection.picked == []


def test_the_keyboard_picks_and_confirms_a_discard(app):
    from game.table.select import CONFIRM

    table = _to_the_discard(app)
    before = len(table.session.state.history)
    for _ in range(6):
        _key(app, pygame.K_RIGHT)
        _key(app, pygame.K_RETURN)
    assert len(table.selection.picked) == 6
    _key(app, pygame.K_UP)  # from the hand up to the panel's buttons
    for _ in range(3):
        if table.keys.focus == CONFIRM:
            break
        _key(app, pygame.K_LEFT)
    assert table.keys.focus == CONFIRM
    _key(app, pygame.K_SPACE, frames=1)
    assert len(table.session.state.history) == before + 6


def test_the_arrows_move_the_focus_on_the_screen_and_tab_steps_through_the_choices(app):
    """In the grid of bids, Down goes to the button below (same column), Right to the one
    beside it; Tab and Shift+Tab step through every choice in order."""
    table = push_table(app, "bid_whist", NAMES, humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    places = dict(table.input.actions)
    choices = table.keys.choices()
    _key(app, pygame.K_TAB)
    assert table.keys.focus == choices[0]
    _key(app, pygame.K_TAB)
    assert table.keys.focus == choices[1]
    _key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert table.keys.focus == choices[0]
    start = places[table.keys.focus]
    _key(app, pygame.K_DOWN)
    below = places[table.keys.focus]
    assert below.top > start.top and abs(below.centerx - start.centerx) < start.width // 2
    row = [r for r in places.values() if abs(r.centery - below.centery) < below.height // 2 and r != below]
    left = [r for r in row if r.left < below.left]
    _key(app, pygame.K_LEFT if left else pygame.K_RIGHT)
    expected = max(left, key=lambda r: r.left) if left else min(row, key=lambda r: r.left)
    assert places[table.keys.focus] == expected


def test_enter_takes_the_curtain_away_in_pass_and_play(app):
    table = push_table(app, "coins", ["Ana", "Bo", "East"], humans=2, seed=4)
    for _ in range(20000):
        app.step()
        if isinstance(app.top, CurtainScene):
            break
    curtain = app.top
    assert isinstance(curtain, CurtainScene)
    _key(app, pygame.K_RETURN, frames=3)
    assert app.top is not curtain and table.board.revealed


def test_a_hint_on_a_button_or_a_piece_names_the_move_as_the_review_does(app):
    """Can't Win's first choice, a tile or a bid: whichever the hint advises (a bid button or
    a tile piece), the hint line names the move in the review's words with its verb ("bid 2",
    "take the Spell Ban tile"), not a bare label or the piece's help text."""
    from game.table.hint import where
    from game.table.input import HINT

    table = push_table(app, "cant_win", ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready and HINT in dict(table.input.targets()), 20000)
    click(app, dict(table.input.targets())[HINT].center, frames=2)
    action = table.hinted
    named = table.presenter.decision_words(table.snapshot.view, action, table.names)[1]
    assert re.fullmatch(r"bid \d+|take the .+ tile", named), named
    rect, words = where(table, action)
    assert rect is not None and words == f"{named} (outlined)"
    reason = table.presenter.move_reason(table.snapshot.view, action, table.snapshot.legal, table.names)
    told = f" - {reason}" if reason else ""
    assert table.notice.startswith(f"Hint: {named} (outlined){told}. ")


def test_taking_back_the_last_move_from_the_menu_over_a_summary_closes_the_summary(app):
    """Escape on a hand's summary opens the menu; its Take back undoes the hand's last move,
    so the summary of a hand no longer over goes with it (seen on this session's own look: the
    summary stayed up over the hand taken back)."""
    from game.table.menu import TableMenuScene

    table = push_table(app, "coins", ["South", "West", "East"], humans=1, seed=5)
    summary = escape_on_the_summary(app, table)
    run_frames(app, 3)
    assert isinstance(app.top, TableMenuScene)
    click(app, app.top.buttons["undo"].rect.center, frames=4)
    assert summary not in app.scenes and app.top is table
    run_until(app, lambda: table.input_ready, 2000)  # the hand goes on, the viewer to move
    assert table.session.state.view(0).hand and app.top is table
