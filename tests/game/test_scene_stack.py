"""The scene stack: a scene that asks to close goes, even when another was opened above it in
the same frame (the monkey test's seed 3 once left the score sheet on the stack with its
Close spent, so neither Close nor Escape could take it away again)."""

import weakref

import pygame
import pytest

from game.table.sheet import ScoreSheetOverlay
from tests.game.driver import click, push_table, run_frames


def score_sheet_over_a_table(app):
    """(table, its score sheet open over it)."""
    table = push_table(app, "coins", ["You", "West", "East"])
    run_frames(app, 5)
    table.input.click("ui:score_sheet")
    run_frames(app, 2)
    assert isinstance(app.top, ScoreSheetOverlay)
    return table, app.top


def test_an_overlay_closed_as_another_scene_opens_above_it_is_gone_when_that_one_closes(app):
    table, sheet = score_sheet_over_a_table(app)
    table.show_rules()  # the table menu's Rules, its opening due at the end of the next frame
    click(app, dict(sheet.targets())["close"].center, frames=1)  # Close, in that same frame
    rules = app.top
    assert type(rules).__name__ == "RulesScene" and sheet not in app.scenes
    rules.back()
    run_frames(app, 2)
    assert app.top is table


def test_removing_a_scene_under_the_top_leaves_the_top_in_charge(app):
    table, sheet = score_sheet_over_a_table(app)
    rules = app.open("rules", "coins", {}, playing=True)
    app.remove(sheet)
    assert app.scenes == [table, rules] and app.top is rules
    app.remove(sheet)  # (no longer there: nothing happens)
    assert app.scenes == [table, rules]


def test_a_closed_screen_is_freed_when_the_app_next_waits_for_input(title_app):
    """Its widgets hold one another in cycles, and the cycle collector runs by the count of
    objects made, not by the memory their pictures hold: the app grew by some 20 MB per
    New game opened and closed until it collects when a screen closes (game/memory.py)."""
    app = title_app
    scene = app.open("new_game")
    run_frames(app, 2)
    gone = weakref.ref(scene)
    scene.back()
    del scene
    run_frames(app, 2)  # (it closes at the end of the first)
    app.idle()  # the app waits for input: what the screen held is released
    assert gone() is None and type(app.top).__name__ == "TitleScene"


def test_the_bar_takes_a_click_at_once_after_a_pop_up_closes(app):
    """helper-33 closed the score sheet with Escape and clicked Menu 0.3 s later: the click
    was lost to the grace that keeps a double-click's second click off the table, and the
    next, meant for the menu, made a bid. The grace holds the bar only when the table first
    shows (a double-click on Start lands on Menu); the moves keep it every time."""
    table = push_table(app, "coins", ["You", "West", "East"])
    run_frames(app, 60)  # (the grace of the table's first showing long past)
    table.input.click("ui:score_sheet")
    run_frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    run_frames(app, 2)
    assert app.top is table and not table.input_ready  # the moves wait out the grace
    click(app, dict(table.input.targets())["ui:menu"].center, frames=2)
    assert type(app.top).__name__ == "TableMenuScene"


def test_a_click_in_the_same_frame_as_the_escape_that_closes_a_pop_up_reaches_the_table(app):
    """helper-34 pressed Escape on the score sheet and clicked Menu at once (xdotool, one
    batch of events): the sheet, still on top until the frame's end, swallowed the click.
    The events after one that changes the stack now wait for the scenes on top then."""
    table = push_table(app, "coins", ["You", "West", "East"])
    run_frames(app, 60)
    menu = dict(table.input.targets())["ui:menu"].center
    table.input.click("ui:score_sheet")
    run_frames(app, 2)
    assert isinstance(app.top, ScoreSheetOverlay)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    click(app, menu, frames=1)
    assert app.top is table  # the sheet closed at the end of that frame, the click held
    run_frames(app, 2)
    assert type(app.top).__name__ == "TableMenuScene"


def test_s_and_escape_in_one_frame_open_the_score_sheet_and_close_it_again(app):
    """helper-33 pressed S and Escape within some 12 ms: the Escape reached the table in the
    same frame, so the menu opened over the score sheet. It now waits for the sheet."""
    table = push_table(app, "coins", ["You", "West", "East"])
    run_frames(app, 60)
    for key in (pygame.K_s, pygame.K_ESCAPE):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    run_frames(app, 4)
    assert app.top is table and len(app.scenes) == 1


def test_closing_stops_the_sounds_before_pygame_quits(app, monkeypatch):
    """A CI run hung for good in ``pygame.quit`` as a sound ended on the audio thread: the
    mixer's quit held the interpreter's lock the ending sound waited for. Closing now stops
    every sound first (pygame frees the lock while it stops them), so none is left to end."""
    from game import assets

    sound = assets.sound("round_end")
    if sound is None:
        pytest.skip("no mixer here (no audio driver)")
    busy_at_quit = []
    real_quit = pygame.quit
    monkeypatch.setattr(pygame, "quit", lambda: (busy_at_quit.append(pygame.mixer.get_busy()), real_quit()))
    sound.play()
    assert pygame.mixer.get_busy()
    app.close()
    assert busy_at_quit == [False]
