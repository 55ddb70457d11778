"""The keyboard in every menu (issue 11), by posted key events: Tab and the arrows move a
focus drawn around one button, Enter or Space presses it, Escape goes back - on the title,
the settings, the new game screen, the load screen, the table's menu and a message box."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.load import LoadScene
from game.scenes.message import MessageScene
from game.scenes.new_game import NewGameScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.table.menu import TableMenuScene
from game.ui import style
from tests.game.driver import click, push_table, run_frames, run_until
from tests.game.test_menus import write_bid_whist_save


@pytest.fixture
def app(title_app):
    """The app at the title screen (conftest's ``title_app``)."""
    return title_app


def key(app, key, mod=0, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    run_frames(app, frames)


def focused(scene):
    return scene.focus.focused(scene._focusable)


def focus_on(app, scene, button, key_to_press=pygame.K_TAB):
    """Press ``key_to_press`` until ``button`` has the focus (at most once round)."""
    for _ in range(len(scene._focusable) + 1):
        if focused(scene) is button:
            return
        key(app, key_to_press)
    raise AssertionError(f"the focus never came to {button.text!r}")


def test_the_title_by_keyboard_a_drawn_focus_and_enter_opens_new_game(app):
    title = app.top
    assert focused(title) is None  # no focus until a key moves it
    key(app, pygame.K_DOWN)
    first = focused(title)
    assert first is title.buttons["new"]  # (Continue is disabled without a save)
    app.draw()
    above = [app.screen.get_at((first.rect.centerx, first.rect.top - dy))[:3] for dy in range(1, 12)]
    assert style.TEXT in above and style.PANEL in above  # drawn: a light ring over a dark one
    key(app, pygame.K_DOWN)
    assert focused(title) is title.buttons["load"]
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused(title) is title.buttons["learn"]
    key(app, pygame.K_LEFT)
    assert focused(title) is title.buttons["new"]
    key(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.top, NewGameScene)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top is title


def test_settings_by_keyboard_the_focus_stays_on_its_button_when_the_dialog_is_built_again(app):
    title = app.top
    focus_on(app, title, title.buttons["settings"])
    key(app, pygame.K_SPACE, frames=3)
    dialog = app.top
    assert isinstance(dialog, SettingsScene)
    slow = dialog.choices[("animation_speed", "slow")]
    focus_on(app, dialog, slow)
    key(app, pygame.K_DOWN)
    assert focused(dialog).rect.top > slow.rect.top  # the next row
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)
    normal = dialog.choices[("animation_speed", "normal")]
    assert focused(dialog) is normal
    key(app, pygame.K_RETURN, frames=3)
    assert app.settings["animation_speed"] == "normal" and app.top is dialog
    assert focused(dialog) is dialog.choices[("animation_speed", "normal")]  # a new widget, same place
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top is title


def test_new_game_tab_leaves_a_name_being_typed_and_the_arrows_stay_in_it(app):
    title = app.top
    focus_on(app, title, title.buttons["new"])
    key(app, pygame.K_RETURN, frames=3)
    scene = app.top
    entry = scene.seat_entries[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=entry.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=entry.rect.center, button=1))
    run_frames(app, 2)
    assert scene._typing()
    key(app, pygame.K_LEFT)
    assert scene._typing() and focused(scene) is None  # the arrow moved the text cursor
    key(app, pygame.K_TAB)
    assert not scene._typing() and focused(scene) is scene.seat_toggles[0]  # on along its row
    entry = scene.seat_entries[1]  # (helper-32: Tab from a name went to the first game button)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=entry.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=entry.rect.center, button=1))
    run_frames(app, 2)
    key(app, pygame.K_TAB)
    assert not scene._typing() and focused(scene) is scene.seat_toggles[1]
    focus_on(app, scene, scene.buttons["start"])
    key(app, pygame.K_RETURN, frames=3)
    assert app.find(TableMenuScene) is None and app.top is not scene  # the game started


def test_load_arrows_choose_a_save_and_tab_reaches_its_buttons(app):
    save = write_bid_whist_save()
    app.replace(TitleScene(app))  # (it lists the saves when built)
    run_frames(app, 2)
    title = app.top
    focus_on(app, title, title.buttons["load"])
    key(app, pygame.K_RETURN, frames=3)
    scene = app.top
    assert isinstance(scene, LoadScene)
    key(app, pygame.K_DOWN)
    assert scene.selected == save and focused(scene) is None  # the list's own keys
    focus_on(app, scene, scene.buttons["delete"])
    key(app, pygame.K_SPACE, frames=3)
    box = app.top
    assert isinstance(box, MessageScene) and box.cancel_text
    focus_on(app, box, box.buttons["cancel"], pygame.K_LEFT)
    key(app, pygame.K_RETURN, frames=3)
    assert app.top is scene and save.exists()
    focus_on(app, scene, scene.buttons["back"])
    key(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.top, TitleScene)


def test_the_table_menu_by_keyboard(app):
    app.settings["animation_speed"] = "fast"
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    key(app, pygame.K_ESCAPE, frames=3)
    menu = app.top
    assert isinstance(menu, TableMenuScene)
    key(app, pygame.K_DOWN)
    assert focused(menu) is menu.buttons["resume"]
    focus_on(app, menu, menu.buttons["settings"], pygame.K_DOWN)
    key(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.top, SettingsScene)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top is table


def test_new_game_tab_reads_down_each_part_types_in_names_and_scrolls_the_options_to_its_stop(app):
    """helper-34: Tab went row by row across the screen, between a seat and the option beside
    it; each option took two stops (its box and its label); it came to options scrolled out
    of the list, its ring drawn over Start; and it never came to a name. Tab now goes in the
    order the parts read: games, seats (name, then kind and level), options column by column,
    the bottom row."""
    focus_on(app, app.top, app.top.buttons["new"])
    key(app, pygame.K_RETURN, frames=3)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused(scene) is scene.buttons["start"]  # Shift+Tab from nothing: the last stop
    stops, options_seen = [], []
    for _ in range(len(scene._focusable) + 1):
        key(app, pygame.K_TAB, frames=1)
        stops.append(focused(scene))
        if scene._typing():
            assert scene._typing() is stops[-1]  # a name it comes to takes the typing
        below = scene._below.get(id(stops[-1]))
        if below is not None:  # an option: in sight with its help (helper-35 found it cut off)
            box, rect = scene._scrollers[0].rect, stops[-1].rect
            assert box.top <= rect.top and rect.bottom + below <= box.bottom
            options_seen.append(stops[-1])
        if stops[-1] is scene.buttons["start"]:
            break
    games = list(scene.game_buttons.values())
    seats = [w for row in zip(scene.seat_entries, scene.seat_toggles, scene.rows.level_buttons) for w in row]
    seats = [w for w in seats if w.visible]  # (a human seat has no level)
    assert stops[: len(games) + len(seats)] == games + seats
    labels = [w for w in scene.option_labels.values() if hasattr(w, "on_self_event")]
    assert labels and not set(labels) & set(stops)  # the box is the stop, not its label too
    assert len(options_seen) == len(scene._below) > len(labels)  # every box and value button
    assert stops[-4:] == [scene.buttons[name] for name in ("back", "rules", "learn", "start")]
    assert not scene._typing()
    focus_on(app, scene, scene.seat_entries[1])  # what is typed replaces the name (helper-35: "ZedWest")
    for char in "Zed":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    run_frames(app, 2)
    assert scene.seat_entries[1].get_text() == "Zed"


def test_the_focus_ring_on_an_options_box_takes_in_its_label(app, monkeypatch):
    """helper-35: the ring went round the small box only, its label outside it."""
    import game.ui.focus as focus

    focus_on(app, app.top, app.top.buttons["new"])
    key(app, pygame.K_RETURN, frames=3)
    scene = app.top
    name, label = next((k, w) for k, w in scene.option_labels.items() if hasattr(w, "on_self_event"))
    focus_on(app, scene, scene.option_widgets[name])
    rings = []
    monkeypatch.setattr(focus, "draw_ring", lambda surface, rect, unit: rings.append(rect))
    scene.draw_focus(app.screen)
    assert (
        len(rings) == 1
        and rings[0].contains(label.rect)
        and rings[0].contains(scene.option_widgets[name].rect)
    )


def test_a_click_takes_a_shown_focus_to_what_it_clicks(app):
    """helper-36 Tabbed to Bid Coin, clicked Grand Bid, and the ring stayed on Bid Coin."""
    focus_on(app, app.top, app.top.buttons["new"])
    key(app, pygame.K_RETURN, frames=3)
    scene = app.top
    focus_on(app, scene, scene.game_buttons["bid_coin"])
    click(app, scene.game_buttons["grand_bid"].rect.center, frames=3)
    scene = app.top
    assert focused(scene) is scene.game_buttons["grand_bid"]
    key(app, pygame.K_TAB)
    assert focused(scene) is scene.seat_entries[0]  # Tab goes on from the clicked game


def test_enter_on_a_panel_over_the_table_waits_out_the_grace(app):
    """A key pressed to hurry the moves as a hand's summary came up was taken as its answer:
    Enter takes a panel's first button only once it has been up for the input grace."""
    from game.table.overlay import Overlay

    overlay = Overlay(app, "Hand over", ["Books: N-S 9 / E-W 4"], [("Next hand", "next")])
    app.push(overlay)
    key(app, pygame.K_RETURN, frames=1)
    assert app.top is overlay
    run_frames(app, 30)
    key(app, pygame.K_RETURN)
    assert app.top is not overlay


def test_the_arrows_move_a_panels_focus_and_enter_or_space_takes_it(app):
    """A tester could not reach "Lesson again" on the lesson's closing panel by keyboard: Tab
    and the arrow keys move the outline along a panel's buttons, Enter or Space takes it."""
    from game.table.overlay import Overlay

    chosen = []
    overlay = Overlay(
        app, "Lesson over", ["Done"], [("Play", "real"), ("Again", "again"), ("Title", "title")]
    )
    overlay.choose = chosen.append
    app.push(overlay)
    run_frames(app, 30)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_LEFT)
    assert overlay.focus == 1
    key(app, pygame.K_SPACE)
    assert chosen == ["again"]
