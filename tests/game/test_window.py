"""The window: a first start opens at 80% of the desktop, a resized window is remembered for the
next start, and F11 twice returns to the size before full screen."""

import pygame

from game.app import App
from game.bot_worker import BotWorker
from game.window import MIN_SIZE, first_size, within_desktop
from saves.settings import load_settings


def test_first_size_is_most_of_the_desktop_or_the_remembered_size():
    assert first_size({"window_size": []}, (2560, 1440)) == (2048, 1152)
    assert first_size({"window_size": [1500, 900]}, (2560, 1440)) == (1500, 900)
    assert first_size({"window_size": ["wide", 2]}, (1920, 1080)) == (1536, 864)
    assert first_size({"window_size": [100, 100]}, (1920, 1080)) == MIN_SIZE
    assert first_size({}, (800, 500)) == MIN_SIZE  # a small screen still gets the smallest table
    assert first_size({"window_size": [9000, 9000]}, (1920, 1080)) == (1920, 1080)  # from a bigger screen


def test_a_size_asked_for_is_cut_to_the_desktop(monkeypatch):
    """``--size 16384x16384`` on a 1600x900 screen opened a window whose buttons lay off the
    screen (helper-78): a size asked for is cut to the desktop (not under the least size)."""
    assert within_desktop((16384, 16384), (1600, 900)) == (1600, 900)
    assert within_desktop((1280, 2000), (1600, 900)) == (1280, 900)
    assert within_desktop((1280, 720), (1024, 600)) == (1024, 600)
    assert within_desktop((1280, 720), (640, 400)) == MIN_SIZE  # (the table's least size still)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")  # (a real screen's driver)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    app = App(size=(16384, 16384), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        assert app.screen.get_size() == (1600, 900)
    finally:
        app.close()


def test_the_first_window_fits_the_desktop_and_a_resize_is_remembered():
    app = App(headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        assert app.screen.get_size() == first_size({}, desktop)
        app.show("title")
        app.step()
        pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
        app.resized()
        app.step()
        assert app.top.size == (1000, 700)  # the title was built again for the new size
    finally:
        app.close()
    assert load_settings()["window_size"] == [1000, 700]
    again = App(headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        assert again.screen.get_size() == (1000, 700)
    finally:
        again.close()


def test_f11_twice_returns_to_the_window_size_before_full_screen():
    app = App(size=(1100, 650), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.show("title")
        app.step()
        f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
        app.dispatch(f11)
        assert app.screen.get_flags() & pygame.FULLSCREEN
        app.dispatch(f11)
        assert not app.screen.get_flags() & pygame.FULLSCREEN
        assert app.screen.get_size() == (1100, 650) and app.screen.get_flags() & pygame.RESIZABLE
        assert app.top.size == (1100, 650)
    finally:
        app.close()
    assert load_settings()["window_size"] == []  # nothing was resized by the player


def test_with_no_screen_the_app_says_so_and_stops(monkeypatch, capsys):
    """Started where SDL finds no display (a terminal with no desktop), the app drew off screen,
    unseen, and said nothing (helper-79): it says why in one line and exits 1. With a display,
    or --headless, it starts as ever."""
    import game.__main__ as cli
    from game.window import NO_SCREEN

    monkeypatch.delenv("SDL_VIDEODRIVER", raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")  # (SDL's last resort)
    assert cli.main([]) == 1
    assert capsys.readouterr().err == NO_SCREEN + "\n"
    assert not pygame.display.get_init()  # (closed again)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # a driver asked for is what the player wants
    app = App(size=(1280, 720), fixed_dt=1 / 60, bots=BotWorker(inline=True))
    app.close()
