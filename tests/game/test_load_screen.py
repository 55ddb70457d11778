"""The Load screen with a long list: only the rows in view are drawn, and the wheel, the
scroll bar and the keys move through all of them; a double-click loads; an unreadable
file's row shows its name and reason whole."""

import json
from contextlib import contextmanager

import pygame
import pytest

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.load import LoadScene
from game.scenes.title import TitleScene
from game.table.scene import TableScene
from game.ui import style
from game.ui.gui import scale_height
from rules.core.record import GameRecord, Seat
from rules.games import GAMES
from saves import saves_dir, write_save
from tests.game.driver import click, run_frames

COUNT = 60


def write_saves(count: int) -> list:
    """``count`` Coins saves with no moves yet, named so the newest-first order is known."""
    seats = [Seat("You", "human"), Seat("West"), Seat("East")]
    paths = []
    for n in range(count):
        record = GameRecord("coins", GAMES["coins"].variant().defaults(), seats, n + 1, [], "0.1.0")
        summary = {
            "title": f"Coins game {n}",
            "players": ["You", "West", "East"],
            "scores": [0, 0, 0],
            "status": "Round 1",
            "finished": False,
        }
        paths.append(write_save(record, summary, saves_dir() / f"coins-{n:03}.json"))
    return paths


@pytest.fixture
def load():
    """A headless app at 1280x720 on the Load screen with :data:`COUNT` saves."""
    write_saves(COUNT)
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    app.push(TitleScene(app))
    run_frames(app, 1)
    app.open("load")
    run_frames(app, 1)
    yield app
    app.close()
    assets.clear_caches()


@contextmanager
def load_screen(size: tuple[int, int]):
    """A headless app of ``size`` on the Load screen, as ``(app, screen)``; closed after."""
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.push(TitleScene(app))
        run_frames(app, 1)
        screen = app.open("load")
        run_frames(app, 2)
        yield app, screen
    finally:
        app.close()
        assets.clear_caches()


def key(app, name: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode="", scancode=0))
    run_frames(app, 1)


def test_only_the_rows_in_view_are_drawn_and_the_wheel_scrolls(load):
    scene = load.top
    assert isinstance(scene, LoadScene) and len(scene.saves) == COUNT
    in_view = scene.list.visible
    assert 4 <= in_view < COUNT and len(scene.rows) == in_view and scene.list.bar is not None
    first = [scene.path_at(i) for i in range(in_view)]
    assert list(scene.rows) == first
    inside = scene.list.row_rect(0).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    run_frames(load, 1)
    assert scene.list.first == 3
    assert list(scene.rows) == [scene.path_at(i) for i in range(3, 3 + in_view)]
    # a click lands on the row drawn there now, not the one there before scrolling
    click(load, scene.list.row_rect(3).center)
    assert scene.selected == scene.path_at(3)


def test_dragging_the_bar_to_its_end_shows_the_last_save(load):
    scene = load.top
    scene.list.bar.set_scroll_from_start_percentage(1.0)
    run_frames(load, 1)
    assert scene.list.first == COUNT - scene.list.visible
    assert scene.path_at(COUNT - 1) in scene.rows


def test_the_keys_choose_a_save_and_keep_it_in_view(load):
    scene = load.top
    key(load, pygame.K_DOWN)
    assert scene.selected == scene.saves[0].path and scene.buttons["load"].is_enabled
    key(load, pygame.K_END)
    assert scene.selected == scene.saves[-1].path and scene.selected in scene.rows
    key(load, pygame.K_PAGEUP)
    assert scene.selected == scene.saves[-1 - scene.list.visible].path and scene.selected in scene.rows
    key(load, pygame.K_HOME)
    assert scene.selected == scene.saves[0].path and scene.list.first == 0


def test_a_double_click_loads_a_save_and_two_slow_clicks_do_not(load, monkeypatch):
    import game.scenes.load as load_screen

    scene = load.top
    row = scene.list.row_rect(1).center
    clock = iter([100.0, 101.0, 101.2])
    monkeypatch.setattr(load_screen.time, "monotonic", lambda: next(clock))
    click(load, row)
    click(load, row)  # a second later: still only chosen
    assert load.top is scene and scene.selected == scene.path_at(1)
    click(load, row, frames=3)  # 0.2 s after the last: loads
    assert isinstance(load.top, TableScene)
    assert load.top.session.save_path == scene.path_at(1)


@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (1024, 768), (2560, 1440)])
def test_an_unreadable_files_row_shows_its_name_and_reason_whole(size, monkeypatch):
    """Each line of an unreadable file's row is drawn whole inside its row, never cut with an
    ellipsis: a long file name and a long reason wrap (in smaller type, or a taller row)."""
    import game.scenes.load as load_module
    import game.ui.text

    good = write_saves(1)[0]
    data = json.loads(good.read_text(encoding="utf-8"))
    long_name = saves_dir() / ("a-save-with-a-name-as-long-as-a-sentence-" * 3 + ".json")
    long_name.write_text(json.dumps({**data, "options": {"target": 13}}), encoding="utf-8")  # a long reason
    (saves_dir() / "cut.json").write_text(good.read_text(encoding="utf-8")[:99], encoding="utf-8")
    drawn, shown = [], []  # (the text as drawn: draw_text renders it with text.label, after any cut)
    real_draw, real_label = load_module.draw_text, game.ui.text.label

    def recording(surface, text, px, pos, *args, **kwargs):
        rect = real_draw(surface, text, px, pos, *args, **kwargs)
        drawn.append((shown[-1], px, rect))
        return rect

    monkeypatch.setattr(load_module, "draw_text", recording)
    monkeypatch.setattr(
        game.ui.text, "label", lambda text, *args: shown.append(text) or real_label(text, *args)
    )
    with load_screen(size) as (_, screen):
        assert len(screen.bad) == 2 and "not ones this game allows" in screen.bad[0][1] + screen.bad[1][1]
        least = style.floor_px(scale_height(size))
        for index in range(len(screen.saves), len(screen.saves) + len(screen.bad)):
            row = screen.list.row_rect(index)
            assert index in screen.list.in_view()
            inside = [(text, px) for text, px, rect in drawn if row.contains(rect)]
            whole = "".join(screen.row_lines(index)).replace(" ", "")
            assert "".join(text for text, _ in inside).replace(" ", "") == whole  # every word, in order
            assert all("\u2026" not in text and px >= least for text, px in inside)
            assert not [text for text, _, rect in drawn if rect.colliderect(row) and not row.contains(rect)]


@pytest.mark.parametrize("size", [(800, 450), (1280, 720)])
def test_the_line_over_the_list_fits_its_window_and_a_label_too_long_ends_in_an_ellipsis(size):
    """At 800x450 the line counting the saves and the unreadable files ran past its label and
    pygame-gui cut it mid-word: a narrow window gets the short instruction, whole. Any label's
    text too wide for it ends in an ellipsis, inside it."""
    from game.ui.gui import TextLabel

    good = write_saves(1)[0]
    for name in ("cut.json", "cut-2.json"):
        (saves_dir() / name).write_text(good.read_text(encoding="utf-8")[:99], encoding="utf-8")
    with load_screen(size) as (_, screen):
        labels = [e for e in screen.manager.ui_group.sprites() if isinstance(e, TextLabel)]
        head = next(e for e in labels if e.text.startswith("1 saved game and 2 files that can't be read."))
        font = assets.font(screen.px("small"))
        assert font.size(head.text)[0] <= head.rect.width
        narrow = size[0] < 1000
        assert head.text.endswith("Load it.") == narrow and ("double-click" in head.text) != narrow
        long = screen.label(pygame.Rect(0, 0, 120, 30), "0" * 40, "body")
        assert long.text.endswith("\u2026") and screen.role_font("body").size(long.text)[0] <= 120
