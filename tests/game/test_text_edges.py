"""Text from anywhere reaches no font unclean (issue 20 item 2): hypothesis over arbitrary
Unicode at every place text enters the app - typed into a seat's name (keys, an input
method, a paste), a save's summary and seat names, a file's name in the saves folder, the
statistics' names, the settings' remembered names, a variant file's menu texts - and the
screens that show it are drawn with every font call watched: no control, format, surrogate,
private-use or unassigned character is ever measured or drawn, and nothing raises."""

import dataclasses
import json
import os
import unicodedata
from pathlib import Path

import pygame
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pygame_gui.core import gui_font_pygame

import rules.games as registry
from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.table.scene import TableScene
from rules.core.record import GameRecord, Seat
from rules.core.text import DROPPED, NOT_TEXT, is_clean
from rules.games import GAMES
from saves import load_settings, write_save
from saves.stats import stats_path
from tests import hostile
from tests.game.driver import click, run_frames, run_until

EXAMPLES = settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
seen: list[str] = []
"""Every text given to a font since the spy was set, that was not printable."""


def printable(text: object) -> bool:
    return isinstance(text, str) and not any(
        unicodedata.category(ch) in DROPPED or ch in NOT_TEXT for ch in text if ch != " "
    )


class SpyFont(pygame.font.Font):
    """pygame's font, noting every unprintable text it is asked to measure or draw."""

    def _watch(self, text):
        if not printable(text):
            seen.append(text)

    def render(self, text, *args, **kwargs):
        self._watch(text)
        return super().render(text, *args, **kwargs)

    def size(self, text):
        self._watch(text)
        return super().size(text)

    def metrics(self, text):
        self._watch(text)
        return super().metrics(text)


@pytest.fixture(scope="module")
def app(module_user_dirs):
    real = pygame.font.Font
    pygame.font.Font = gui_font_pygame.Font = SpyFont  # the app's fonts and pygame-gui's
    assets.clear_caches()
    the_app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    the_app.settings["animation_speed"] = "fast"
    the_app.settings["last_levels"] = ["easy"] * 4
    yield the_app
    the_app.close()
    pygame.font.Font = gui_font_pygame.Font = real
    assets.clear_caches()


@pytest.fixture
def fresh(app, tmp_path_factory, monkeypatch):
    """``fresh()``: new empty data and config folders, the title on screen, no text seen yet."""

    def make() -> Path:
        root = tmp_path_factory.mktemp("dirs")
        monkeypatch.setenv("CARDTABLE_DATA_DIR", str(root / "data"))
        monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(root / "config"))
        app.show("title")
        run_frames(app, 1)
        seen.clear()
        return root

    return make


def shown(app, frames: int = 3) -> None:
    """Draw ``frames`` frames of whatever is on screen, every scene marked for drawing."""
    for _ in range(frames):
        for scene in app.scenes:
            scene.dirty = True
        app.step()
    assert seen == [], f"unprintable text reached a font: {seen[:3]!r}"


def test_the_spy_watches_the_apps_fonts_and_pygame_guis(app, fresh):
    fresh()
    app.open("new_game")
    run_frames(app, 2)
    fonts = app.top.manager.get_theme().get_font_dictionary().loaded_fonts.values()
    inner = [getattr(f.loaded_font, "_GUIFontPygame__internal_font", None) for f in fonts if f.loaded_font]
    assert inner and all(isinstance(font, SpyFont) for font in inner)
    assert isinstance(assets.font(17), SpyFont)
    assets.font(17).size("a\u200bb")
    assert seen == ["a\u200bb"]
    seen.clear()


def type_into(app, entry, pieces: list[str]) -> None:
    click(app, entry.rect.center)
    for piece in pieces:
        for kind in (pygame.TEXTEDITING, pygame.TEXTINPUT):
            extra = {"start": 0, "length": len(piece)} if kind == pygame.TEXTEDITING else {}
            pygame.event.post(pygame.event.Event(kind, text=piece, **extra))
        app.step()


@settings(EXAMPLES, max_examples=15)
@given(st.lists(hostile.text(max_size=20), min_size=1, max_size=4), hostile.text(max_size=40))
def test_typed_and_pasted_names_are_clean_to_the_table(app, fresh, pieces, pasted):
    fresh()
    app.open("new_game")
    run_frames(app, 2)
    new_game = app.top
    entry = new_game.seat_entries[0]
    entry.set_text("")
    type_into(app, entry, pieces)
    try:
        pygame.scrap.put_text(pasted.encode("utf-8", "ignore").decode().replace("\0", ""))  # what SDL holds
        paste = pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_CTRL, unicode="", scancode=0
        )
        pygame.event.post(paste)
        app.step()
    except pygame.error:
        pass  # no clipboard on this video driver: the typing is tested all the same
    shown(app)
    assert printable(entry.get_text())
    seats = new_game.seats()
    assert all(is_clean(seat.name) and seat.name for seat in seats)
    click(app, new_game.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 20)
    shown(app, 10)


def file_name(text: str) -> str:
    """A name a file may have on this system, made from ``text`` (no NUL nor slash; bytes that
    are not UTF-8 kept as the surrogate escapes a listing gives back), ending in ``.json``."""
    raw = text.encode("utf-8", "surrogatepass").replace(b"\0", b"").replace(b"/", b"")[:180]
    return os.fsdecode(raw or b"x") + ".json"


@EXAMPLES
@given(hostile.text(), hostile.text(), hostile.text(), hostile.text(max_size=30), hostile.text(max_size=30))
def test_saves_and_file_names_are_clean_on_the_load_screen(app, fresh, title, player, status, seat, name):
    fresh()
    record = GameRecord("coins", {"target": 10}, [Seat("Ann", "human"), Seat("B"), Seat("C")], 2, [], "0.1.0")
    summary = {
        "title": "Coins",
        "players": ["Ann", "B", "C"],
        "scores": [1, 2, 3],
        "status": "",
        "finished": True,
    }
    path = write_save(record, summary)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["summary"].update(title=title, players=[player, "B", "C"], status=status)
    data["seats"][0]["name"] = seat[:64] or "x"
    path.write_text(json.dumps(data), encoding="utf-8")
    try:
        (path.parent / file_name(name)).write_bytes(b"not a save")
    except OSError:
        pass  # a name this file system refuses
    load = app.open("load")
    shown(app)
    if load.saves:
        load.select(load.saves[0].path)
        load.watch()  # the replay shows the seat names of the record
        run_frames(app, 3)
        shown(app, 5)


@EXAMPLES
@given(st.lists(hostile.text(max_size=30), min_size=1, max_size=3), hostile.text(max_size=30))
def test_statistics_names_are_clean_on_the_statistics_screen(app, fresh, names, game):
    fresh()
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"played": 2, "won": 1, "best": 5, "total": 7}
    games = {"coins": {name[:64]: dict(entry) for name in names}, game[:64]: {"Ann": dict(entry)}}
    path.write_text(json.dumps({"format": "cardtable-stats", "version": 1, "games": games, "counted": []}))
    app.open("statistics")
    shown(app)


@EXAMPLES
@given(st.lists(hostile.text(max_size=30), max_size=4))
def test_remembered_names_are_clean_on_the_new_game_screen(app, fresh, names):
    root = fresh()
    (root / "config").mkdir()
    (root / "config" / "settings.json").write_text(json.dumps({"last_names": names}))
    app.settings = load_settings() | {"animation_speed": "fast"}
    app.open("new_game")
    shown(app)


@EXAMPLES
@given(hostile.text(), hostile.text(), hostile.text(), hostile.text())
def test_a_variant_files_texts_are_clean_on_the_new_game_and_rules_screens(
    app, fresh, monkeypatch, title, summary, label, help_text
):
    root = fresh()
    data = yaml.safe_load(GAMES["coins"].variant_file.read_text(encoding="utf-8"))
    data.update(title=title or "x", summary=summary)
    data["options"][0].update(label=label or "x", help=help_text)
    path = root / "variants.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=False), encoding="utf-8")
    monkeypatch.setitem(registry.GAMES, "coins", dataclasses.replace(GAMES["coins"], variant_file=path))
    app.settings["last_game"] = "coins"
    app.open("new_game")
    shown(app)
    app.open("rules", "coins")
    shown(app)
