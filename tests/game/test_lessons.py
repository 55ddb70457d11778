"""Learn to play, by clicks: every lesson from the title to its closing panel, making varied
legal choices, with a coach line in the box before every decision of the learner; the
closing panel's "Play a real game" starts the same game with the same options."""

import random
import re

import pygame
import pytest

from game.scenes.learn import LearnScene, lessons
from game.scenes.new_game import NewGameScene
from game.scenes.title import TitleScene
from game.table import turn_row
from game.table.coach import coach_lines
from game.table.lesson import LessonEndOverlay, LessonScene
from game.table.scene import TableScene
from game.table.select import CLEAR
from game.table.zones import TRICK, ZoneKind
from game.ui import style
from rules.games import GAMES
from tests.game.driver import click, legal_targets, open_new_game, run_frames, run_until, sprites_in, step

TAKE_BACKS = {CLEAR, "clear"} | {f"unzero {v}" for v in (1, 2, 3, 5, 7)}
"""Targets that only take back part of a move (the test keeps going forward)."""


def open_lesson(app, game: str, players: int) -> LessonScene:
    """Title -> Learn to play -> the lesson's button; returns the lesson's table."""
    click(app, app.top.buttons["learn"].rect.center, frames=3)
    assert isinstance(app.top, LearnScene)
    click(app, app.top.buttons[f"{game}:{players}"].rect.center, frames=3)
    run_until(app, lambda: isinstance(app.top, LessonScene), 20)
    return app.top


def play_lesson(app, table: LessonScene, rng: random.Random) -> int:
    """Play the lesson by clicks to its closing panel, a random legal target each time (take
    backs left out), checking the coach spoke before each decision; returns the decisions."""
    decisions, said = 0, -1
    for _ in range(60000):
        step(app)
        if isinstance(app.top, LessonEndOverlay):
            return decisions
        if app.top is not table:
            continue
        box, layout = table.coach_box(), table.board.layout  # clear of the trick (a newcomer's own
        trick = table.board.taken(TRICK)  # card lying sideways, and its note, lay under the box)
        # where the words fit beside it, else over it, the words whole (cut short in the
        # history's narrow column, a tester read half a sentence)
        px, lines = coach_lines(box, layout.unit, table.coach_line)
        pad = max(4, style.text_px(layout.unit, "small") // 2)
        whole = len(lines) * round(px * 1.3) <= box.height - pad
        if table.history.open:  # (at the history's foot, beside the table: whole, a panel up or not)
            panel = table.history.rect()
            assert whole and box.top > panel.bottom and panel.left <= box.left, (box, panel, lines)
        elif table.choice_panel() is None and not table.board.busy():
            assert whole, (box, lines)
            assert trick is None or not box.colliderect(trick), (box, trick)
        if not table.history.open and not table.board.busy():  # (helper-82: over "East's tableau")
            assert box.collidelist(table.hud.zone_words) < 0, (box, table.hud.zone_words)
        if table.animator.held:
            click(app, (2, table.board.layout.height // 2), frames=1)  # felt, no target: go on
            continue
        targets = [t for t in legal_targets(table) if t[0] not in TAKE_BACKS]
        if not targets or not table.input_ready:
            continue
        if table.selection.active and table.selection.picked:
            assert said == len(table.coach_said)  # (one choice of several cards: one line)
        else:
            line, before = table.coach_said[-1]
            assert before and len(table.coach_said) > said, "no coach line before this decision"
            assert line == table.coach_line and "{" not in line and 10 <= len(line) <= 300
            said = len(table.coach_said)
            decisions += 1
        box, placed = table.coach_box(), table.choice_panel()
        px, lines = coach_lines(box, table.board.layout.unit, table.coach_line)
        assert lines and px >= 10
        assert placed is None or not any(box.colliderect(rect) for _, rect in placed[1])  # (clickable)
        click(app, rng.choice(targets)[1].center, frames=1)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize("game,players", lessons())
def test_each_lesson_plays_from_the_title_to_its_end_with_a_coach_line_before_each_decision(
    title_app, game, players
):
    app = title_app
    app.settings["animation_speed"] = "fast"
    table = open_lesson(app, game, players)
    assert table.session.save_path is None and not table.session.keeps_stats
    decisions = play_lesson(app, table, random.Random(f"{game}{players}"))
    assert decisions >= 8
    plan = GAMES[game].lesson
    assert str(table.session.record.actions[0]) == plan.deals[players]  # the fixed deal
    overlay = app.top
    assert overlay.title == "Lesson over" and len(overlay.lines) >= 2
    seen = plan.seen(table.events, 0)
    assert sum(line.startswith("Not this time") for line in overlay.lines) == len(plan.key_rules) - len(seen)
    options = dict(table.session.record.options)
    run_frames(app, 60)  # (past the closing panel's grace: Enter is still no answer to it)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    run_frames(app, 3)
    assert app.top is overlay and overlay.focus is None  # (a tester's key to go on with the coach
    # started a real game; no button has the keyboard's focus until Tab gives it one)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    run_frames(app, 2)
    assert app.top is overlay and overlay.buttons[overlay.focus][1] == "real"
    app.settings["last_game"] = "bid_whist" if game != "bid_whist" else "coins"
    click(app, dict(overlay.targets())["real"].center, frames=3)
    real = app.top
    assert isinstance(real, TableScene) and not isinstance(real, LessonScene)
    assert real.session.record.game == game and len(real.session.seats) == players
    assert app.settings["last_game"] == game and app.settings["last_players"][game] == players  # (New game
    # opens on it)
    assert real.session.record.options == options and real.session.save_path is not None
    # the next New game opens on the lesson's options (Can't Win's beginner rules were off
    # there: helper-85)
    new_game = open_new_game(app, game)
    assert new_game.game == game and new_game.options == options


@pytest.mark.parametrize("game,players", lessons())
def test_each_lesson_plays_with_the_history_open(title_app, game, players):
    """The table is narrower beside the history: the coach box lies at the history's foot, its
    words whole even while a choice panel is up (in the table's side column a tester read them
    cut)."""
    title_app.settings["animation_speed"], title_app.settings["history"] = "fast", True
    table = open_lesson(title_app, game, players)
    assert table.history.open and play_lesson(title_app, table, random.Random(f"{game}{players}h")) >= 8


@pytest.mark.parametrize("game,players", [("coins", 3), ("grand_bid", 3)])
def test_behind_the_closing_panel_the_turn_row_says_the_lesson_is_over(title_app, monkeypatch, game, players):
    """A tester read "Turn: dealing" behind the lesson's closing panel, as if a deal were
    coming: the row says the lesson is over, as drawn, and no plate is outlined as the one to
    act (Grand Bid's lesson ends within its round, where the row named the seat to bid)."""
    import game.table.hud as hud_module

    app = title_app
    app.settings["animation_speed"] = "fast"
    drawn, real = [], hud_module.draw_text
    monkeypatch.setattr(
        hud_module, "draw_text", lambda s, text, *a, **k: drawn.append(text) or real(s, text, *a, **k)
    )
    table = open_lesson(app, game, players)
    play_lesson(app, table, random.Random(game))
    drawn.clear()
    run_frames(app, 3)
    assert isinstance(app.top, LessonEndOverlay)
    rows = dict(table.hud.info_rows())
    assert rows["Turn"] == "lesson over" and "lesson over" in drawn and "dealing" not in drawn
    plates = pygame.Surface(app.screen.get_size())
    table.hud._draw_plates(plates)
    for seat in range(table.players):
        plate = table.board.layout.seat(table.board.position(seat)).plate
        assert plates.get_at((plate.centerx, plate.top + 1))[:3] != style.ACCENT, table.names[seat]


def test_i_opens_the_history_while_the_lesson_waits_for_a_key_and_another_key_goes_on(title_app):
    """A tester pressed I while the prompt said "press a key to go on": the lesson went on
    and the history stayed shut. A key with a job of its own does it; another goes on."""
    from tests.game.driver import press

    app = title_app
    table = open_lesson(app, "coins", 3)
    run_until(app, lambda: table.animator.held and table.coach_line, 3000)
    said = len(table.coach_said)
    press(app, pygame.K_i)
    assert table.history.open and table.animator.held
    press(app, pygame.K_i)
    assert not table.history.open and table.animator.held and len(table.coach_said) == said
    press(app, pygame.K_RETURN)
    assert not table.animator.held


def test_a_lesson_can_be_left_at_any_step_and_saves_nothing(title_app):
    from saves import list_saves

    app = title_app
    table = open_lesson(app, "coins", 3)
    run_until(app, lambda: table.animator.held and table.coach_line, 3000)  # the coach's first word
    click(app, dict(table.input.bar)["ui:menu"].center, frames=3)
    menu = app.top
    assert [name for name, _ in menu.entries()][-1] == "title"
    assert menu.buttons["title"].text == "Leave the lesson"
    click(app, menu.buttons["title"].rect.center, frames=3)
    assert isinstance(app.top, TitleScene) and app.find(TableScene) is None
    assert list_saves()[0] == []


def test_each_lessons_row_says_what_that_lesson_shows(title_app):
    """A tester read the same words beside Can't Win's (and Bid Coin's) three- and four-player
    lessons: each row's words are its own, and the four-player row names its cards."""
    from pygame_gui.elements import UILabel

    app = title_app
    click(app, app.top.buttons["learn"].rect.center, frames=3)
    scene = app.top
    labels = [e for e in scene.manager.ui_group.sprites() if isinstance(e, UILabel) and e.text]
    buttons = sorted(
        ((b.rect, name) for name, b in scene.buttons.items() if name != "back"), key=lambda r: r[0].top
    )
    rows = {}
    for (rect, name), (below, _) in zip(buttons, [*buttons[1:], (pygame.Rect(0, 10**6, 0, 0), "")]):
        beside = [e for e in labels if e.rect.left >= rect.right and rect.top <= e.rect.top < below.top]
        rows[name] = " ".join(e.text for e in sorted(beside, key=lambda e: e.rect.top))
    assert len(rows) == len(lessons()) and all(rows.values())
    assert len(set(rows.values())) == len(rows), rows
    assert "all 48 cards" in rows["cant_win:4"] and "all 55 cards" in rows["bid_coin:4"]


def test_the_new_game_screen_starts_the_chosen_games_lesson_with_its_options(title_app):
    app = title_app
    click(app, app.top.buttons["new"].rect.center, frames=3)
    new_game = app.top
    click(app, new_game.game_buttons["cant_win"].rect.center, frames=3)
    new_game = app.top
    click(app, new_game.player_buttons[4].rect.center, frames=3)
    new_game = app.top
    beginner = new_game.options["beginner"]
    click(app, new_game.buttons["learn"].rect.center, frames=3)
    run_frames(app, 2)
    table = app.top
    assert isinstance(table, LessonScene) and table.players == 4
    assert table.session.record.options["beginner"] == beginner


@pytest.mark.parametrize("game,players", [("grand_bid", 3), ("cant_win", 3)])
def test_new_game_from_a_lessons_menu_opens_on_the_lessons_game(title_app, game, players):
    """A tester in the Grand Bid lesson chose New game from the menu and got Bid Whist (the
    game started last, or the first): the screen opens on the game being learnt, at its
    player count (Can't Win's lesson of 3, though the game's usual count is 4)."""
    app = title_app
    app.settings["animation_speed"] = "fast"
    app.settings["last_game"], app.settings["last_players"] = "bid_whist", {game: 4}
    table = open_lesson(app, game, players)
    run_until(app, lambda: table.bar_ready and table.coach_line, 3000)
    click(app, dict(table.input.bar)["ui:menu"].center, frames=3)
    click(app, app.top.buttons["new game"].rect.center, frames=3)
    new_game = app.top
    assert isinstance(new_game, NewGameScene)
    assert new_game.game == game and new_game.players == players and len(new_game.seat_entries) == players
    assert [name for name, button in new_game.game_buttons.items() if button.is_selected] == [game]
    assert new_game.buttons["start"].text == f"Start {GAMES[game].title}"
    click(app, new_game.buttons["back"].rect.center, frames=3)
    assert app.top is table  # (Back comes back to the lesson)


def test_the_coachs_words_and_the_panels_agree(title_app):
    """A tester in the Bid Coin lesson read "you may declare zero" after playing, while the
    next seat played, and "Turn: East to play" and "won 7" beside the coach's "East has 9
    against a bid of 8": the coach's word on a decision goes once it is made, and while the
    coach speaks of what just happened the panels show it too."""
    app = title_app
    app.settings["animation_speed"] = "fast"
    table = open_lesson(app, "bid_coin", 3)
    rng, after, cleared = random.Random(3), 0, 0
    for _ in range(60000):
        step(app)
        if isinstance(app.top, LessonEndOverlay) or (after >= 3 and cleared >= 3):
            break
        if app.top is not table:
            continue
        said = table.coach_said[-1] if table.coach_said else ("", True)
        if table.coach_line == said[0] and not said[1] and table.animator.held:
            held = [(k, turn_row.HELD if k == "Turn" else v) for k, v in table.snapshot.info]
            assert table.shown is table.snapshot and table.hud.info_rows() == held  # (the table
            # waits for a click: the Turn row says so)
            after += 1
        if table.animator.held:
            click(app, (2, table.board.layout.height // 2), frames=1)
            continue
        targets = [t for t in legal_targets(table) if t[0] not in TAKE_BACKS]
        if targets and table.input_ready and not table.selection.picked:
            click(app, rng.choice(targets)[1].center, frames=1)
            if table.session.current_player != table.learner and table.coach_said[-1][1]:
                assert table.coach_line == ""  # (its word on the decision made has gone)
                cleared += 1
    assert after >= 3 and cleared >= 3, (after, cleared)


def test_the_won_piles_count_what_the_plates_count(title_app, monkeypatch):
    """A tester in a lesson read "9 wins" under a seat's piles while its plate already counted
    the held trick: the plates count the held trick once the coach names its winner, and so
    does the note under the piles, once a pile lies there (two testers read "1 trick" under
    an empty place, a seat's first trick still in the middle)."""
    import game.table.hud as hud_module

    app = title_app
    app.settings["animation_speed"] = "fast"
    table = open_lesson(app, "bid_coin", 3)
    words, real = [], hud_module.label
    monkeypatch.setattr(hud_module, "label", lambda text, *a, **k: words.append(text) or real(text, *a, **k))
    rng, checked, ahead = random.Random(3), 0, 0
    for _ in range(60000):
        step(app)
        if isinstance(app.top, LessonEndOverlay):
            break
        if app.top is not table:
            continue
        if table.animator.held and not table.board.busy():
            words.clear()
            notes = table.hud.pile_notes(12)
            for seat in range(table.players):
                won = int(re.search(r"won (\d+)", table.shown.badges[seat]).group(1))
                area = table.board.layout.seat(table.board.position(seat)).won
                under = [text for (box, _), text in zip(notes, words, strict=True) if area.contains(box)]
                lying = len(sprites_in(table, ZoneKind.WON, seat))
                assert under == ([table.presenter.pile_note(won)] if won and lying else []), table.names[seat]
                ahead += won > lying
            checked += 1
            click(app, (2, table.board.layout.height // 2), frames=1)
            continue
        targets = [t for t in legal_targets(table) if t[0] not in TAKE_BACKS]
        if targets and table.input_ready and not table.selection.picked:
            click(app, rng.choice(targets)[1].center, frames=1)
    assert checked >= 10 and ahead >= 3, (checked, ahead)
