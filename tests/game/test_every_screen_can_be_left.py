"""Every screen can be left: each scene, opened from every place that opens it, is left by its
Back (or Close, Resume, OK) button and by Escape, to somewhere sensible: the screen it was
opened from, or the title where it replaced the whole stack. The pass-and-play curtain's
Escape opens the game menu with the hands still hidden, and a take-back that is not allowed
says why."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.scenes.load import LoadScene
from game.scenes.message import MessageScene
from game.scenes.new_game import NewGameScene
from game.scenes.rules_page import RulesScene
from game.scenes.settings import SettingsScene
from game.scenes.statistics import StatisticsScene
from game.scenes.title import TitleScene
from game.session import Session
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.menu import TableMenuScene
from game.table.overlays import HandSummaryOverlay, LastTrickOverlay
from game.table.replay import ReplayScene
from game.table.review_screen import ReviewOverlay
from game.table.scene import TableScene
from game.table.sheet import ScoreSheetOverlay
from rules.core.record import Seat
from rules.games import replay
from tests.game.driver import click, legal_targets, press, push_table, run_frames, run_until
from tests.game.test_replay import finished_save, open_load


@pytest.fixture
def app(title_app):
    """The app at the title screen, with fast animations."""
    title_app.settings["animation_speed"] = "fast"
    return title_app


def top_is(app, kind: type) -> Callable[[], bool]:
    return lambda: isinstance(app.top, kind)


def opened(app, kind: type, frames: int = 400):
    """Run until a scene of ``kind`` is on top; return it."""
    run_until(app, top_is(app, kind), frames)
    return app.top


def from_title(app, button: str, kind: type):
    click(app, app.top.buttons[button].rect.center, frames=3)
    return opened(app, kind)


def at_table(app, humans: int = 1) -> TableScene:
    """A Coins table (the title below it) once the viewer may act."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=humans, seed=4)
    if humans == 1:
        run_until(app, lambda: table.input_ready, 20000)
    return table


def menu_of(app, table) -> TableMenuScene:
    run_until(app, lambda: table.bar_ready, 200)
    click(app, dict(table.input.bar)["ui:menu"].center, frames=3)
    return opened(app, TableMenuScene)


def from_menu(app, table, button: str, kind: type):
    menu = menu_of(app, table)
    click(app, menu.buttons[button].rect.center, frames=4)
    return opened(app, kind)


def near_the_end(app) -> TableScene:
    """A Coins table one action before the end of a game (played by random legal moves)."""
    seats = [Seat("You", "human"), Seat("West"), Seat("East")]
    whole = Session.new("coins", seats, seed=3, autosave=False)
    rng = random.Random(3)
    while not whole.is_terminal:
        whole.advance_chance() or whole.apply(rng.choice(whole.legal_actions()))
    record = whole.record
    record.actions[:] = record.actions[:-1]
    return app.open("table", Session(record, replay(record), autosave=False))


def game_over(app) -> GameOverOverlay:
    table = near_the_end(app)
    for _ in range(20000):
        run_frames(app, 1)
        if isinstance(app.top, GameOverOverlay):
            return app.top
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        elif app.top is table and legal_targets(table):
            click(app, legal_targets(table)[0][1].center, frames=1)
    raise AssertionError("no game over")


def overlay_button(app, key: str) -> tuple[int, int]:
    return dict(app.top.targets())[key].center


# Each route: how to open the scene from the title, how to press its way back (a point to
# click, from the scene), and the kind of scene that must be on top after it.
ROUTES = {
    "title > new game": (
        lambda app: from_title(app, "new", NewGameScene),
        lambda s: s.buttons["back"].rect.center,
        TitleScene,
    ),
    "title > load": (
        lambda app: from_title(app, "load", LoadScene),
        lambda s: s.buttons["back"].rect.center,
        TitleScene,
    ),
    "title > rules": (
        lambda app: from_title(app, "rules", RulesScene),
        lambda s: s.buttons["back"].rect.center,
        TitleScene,
    ),
    "title > statistics": (
        lambda app: from_title(app, "statistics", StatisticsScene),
        lambda s: s.buttons["back"].rect.center,
        TitleScene,
    ),
    "title > settings": (
        lambda app: from_title(app, "settings", SettingsScene),
        lambda s: s.buttons["ok"].rect.center,
        TitleScene,
    ),
    "new game > rules": (
        lambda app: (from_title(app, "new", NewGameScene), from_title(app, "rules", RulesScene))[1],
        lambda s: s.buttons["back"].rect.center,
        NewGameScene,
    ),
    "new game > message": (
        lambda app: same_names(app),
        lambda s: s.buttons["ok"].rect.center,
        NewGameScene,
    ),
    "load > watch": (lambda app: watching(app), lambda s: dict(s.input.bar)["ui:menu"].center, LoadScene),
    "table > menu": (
        lambda app: menu_of(app, at_table(app)),
        lambda s: s.buttons["resume"].rect.center,
        TableScene,
    ),
    "table menu > settings": (
        lambda app: from_menu(app, at_table(app), "settings", SettingsScene),
        lambda s: s.buttons["ok"].rect.center,
        TableScene,
    ),
    "table menu > rules": (
        lambda app: from_menu(app, at_table(app), "rules", RulesScene),
        lambda s: s.buttons["back"].rect.center,
        TableScene,
    ),
    "table menu > new game": (
        lambda app: from_menu(app, at_table(app), "new game", NewGameScene),
        lambda s: s.buttons["back"].rect.center,
        TableScene,
    ),
    "table menu > score sheet": (
        lambda app: from_menu(app, at_table(app), "score sheet", ScoreSheetOverlay),
        lambda s: dict(s.targets())["close"].center,
        TableScene,
    ),
    "table > last trick": (
        lambda app: last_trick(app),
        lambda s: dict(s.targets())["close"].center,
        TableScene,
    ),
    "table > hand summary": (
        lambda app: hand_summary(app),
        lambda s: dict(s.targets())["next hand"].center,
        TableScene,
    ),
    "game over > new game": (
        lambda app: over_then(app, "new game", NewGameScene),
        lambda s: s.buttons["back"].rect.center,
        GameOverOverlay,
    ),
    "game over > score sheet": (
        lambda app: over_then(app, "score sheet", ScoreSheetOverlay),
        lambda s: dict(s.targets())["close"].center,
        GameOverOverlay,
    ),
    "game over > review": (
        lambda app: over_then(app, "review", ReviewOverlay),
        lambda s: dict(s.targets())["close"].center,
        GameOverOverlay,
    ),
    "game over": (lambda app: game_over(app), lambda s: dict(s.targets())["title"].center, TitleScene),
}
ESCAPE_TO = {"game over": TitleScene, "table > menu": TableScene, "table > hand summary": TableMenuScene}
"""Where Escape goes when it is not where Back goes (on a hand's summary, the game menu over
it, as at the table: two testers pressed Escape there and found the next hand dealt)."""


def over_then(app, key: str, kind: type):
    overlay = game_over(app)
    click(app, overlay_button(app, key), frames=3)
    assert overlay in app.scenes
    return opened(app, kind)


def same_names(app) -> MessageScene:
    new_game = from_title(app, "new", NewGameScene)
    for entry in new_game.seat_entries:
        entry.set_text("Ann")
    click(app, new_game.buttons["start"].rect.center, frames=3)
    return opened(app, MessageScene)


def watching(app) -> ReplayScene:
    finished_save("coins", ["You", "West", "East"])
    load = open_load(app)
    click(app, next(iter(load.rows.values())).center, frames=3)
    click(app, load.buttons["watch"].rect.center, frames=4)
    replay_scene = opened(app, ReplayScene)
    run_until(app, lambda: replay_scene.bar_ready, 200)
    return replay_scene


def hand_summary(app) -> HandSummaryOverlay:
    table = at_table(app)
    for _ in range(20000):
        run_frames(app, 1)
        if isinstance(app.top, HandSummaryOverlay):
            return app.top
        if table.input_ready:
            click(app, legal_targets(table)[0][1].center, frames=1)
    raise AssertionError("no hand summary")


def last_trick(app) -> LastTrickOverlay:
    table = at_table(app)
    for _ in range(40):
        if table.snapshot.last_trick[0]:
            break
        click(app, legal_targets(table)[0][1].center, frames=1)
        run_until(app, lambda: table.input_ready, 20000)
    click(app, dict(table.input.bar)["ui:last_trick"].center, frames=3)
    return opened(app, LastTrickOverlay)


@pytest.mark.parametrize("how", ["back", "escape"])
@pytest.mark.parametrize("route", list(ROUTES))
def test_every_screen_is_left_by_back_and_by_escape(app, user_dirs, route, how):
    open_it, back, after = ROUTES[route]
    scene = open_it(app)
    below = app.scenes[app.scenes.index(scene) - 1] if app.scenes.index(scene) else None
    if how == "back":
        click(app, back(scene), frames=4)
    else:
        press(app, pygame.K_ESCAPE, frames=4)
        after = ESCAPE_TO.get(route, after)
    run_frames(app, 2)
    assert scene not in app.scenes or isinstance(app.top, TableMenuScene), (route, app.scenes)
    assert isinstance(app.top, after), (route, how, app.top)
    if after is not TitleScene and below is not None and not isinstance(below, TableMenuScene):
        assert app.top is below or isinstance(app.top, TableMenuScene)  # the very screen it came from


def test_a_screen_alone_on_the_stack_goes_back_to_the_title(app):
    """A screen that replaced the whole stack (nothing below it) leads to the title."""
    app.show("new_game")
    run_frames(app, 2)
    press(app, pygame.K_ESCAPE, frames=4)
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1


def test_escape_on_the_curtain_opens_the_game_menu_with_the_hands_hidden(app):
    table = push_table(app, "coins", ["South", "West", "East"], humans=2, seed=4)
    curtain = opened(app, CurtainScene, 4000)
    press(app, pygame.K_ESCAPE, frames=4)
    assert isinstance(app.top, TableMenuScene) and curtain in app.scenes
    assert not table.board.revealed
    assert [s for s in app.scenes if s.opaque][-1] is curtain  # the menu is drawn over it, not the table
    click(app, app.top.buttons["resume"].rect.center, frames=4)
    assert app.top is curtain and not table.board.revealed


@pytest.mark.parametrize("humans", [2, 0])
def test_take_back_where_it_is_not_allowed_says_why(app, humans):
    table = push_table(app, "coins", ["South", "West", "East"], humans=humans, seed=4)
    if humans:
        curtain = opened(app, CurtainScene, 4000)
        click(app, curtain.targets()[0][1].center, frames=3)
    run_until(app, lambda: table.bar_ready and (table.input_ready or not humans), 20000)
    moves = len(table.session.record.actions)
    press(app, pygame.K_u, frames=1)
    assert len(table.session.record.actions) >= moves
    assert "taken back" in table.notice and table.notice == table.hud.prompt()[0]
