"""Fixtures shared by the table tests."""

import random

import pygame
import pytest

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.ui import style


@pytest.fixture(autouse=True)
def deal_seeds(monkeypatch):
    """Every game a test starts from the menus is dealt from the same seeds on every run (the
    app takes a new game's seed from the OS): a test that plays a whole game counts on its path,
    such as a Double Offer for the human to keep, and a fresh seed once in about seventy runs
    gave Grand Bid's bot-process game none. A test may set its own."""
    seeds = random.Random(1)
    monkeypatch.setattr("game.session.fresh_seed", lambda: seeds.randrange(1, 2**31))


@pytest.fixture
def app():
    """A headless 1280x720 app at fast animation with in-process bots (a test file may
    define its own ``app`` instead, e.g. the menus' one that starts at the title)."""
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    app.settings["animation_speed"] = "fast"
    yield app
    app.close()
    assets.clear_caches()


@pytest.fixture
def title_app():
    """A headless 1280x720 app with in-process bots showing the title screen (the menus'
    tests take it as their ``app``)."""
    from game.scenes.title import TitleScene
    from tests.game.driver import run_frames

    the_app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    the_app.push(TitleScene(the_app))
    run_frames(the_app, 2)
    yield the_app
    the_app.close()
    assets.clear_caches()


@pytest.fixture(scope="module")
def dummy_display():
    """pygame initialised with a 1x1 dummy display, as ``assets.image()`` requires (for the
    asset tests, which need no app)."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield
    assets.clear_caches()
    pygame.quit()


@pytest.fixture
def text_size():
    """Set the text size for a test (``normal`` again after it)."""
    yield style.set_text_size
    style.set_text_size("normal")
