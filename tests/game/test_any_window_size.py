"""Any window size: every scene, made and resized at sizes from 1x1 to 8000x8000 (headless),
draws without an exception; below the app's minimum size the window shows the whole "window too
small" sentence, wrapped and in smaller type as the window needs (or only the felt, when not even
that fits), no scene is laid out smaller than the minimum, and no click reaches a scene the
player can't see."""

import pygame
import pytest

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.session import Session
from game.ui.text import NBSP
from game.window import MIN_SIZE, TOO_SMALL
from rules.core.record import Seat
from tests.game.driver import run_until

SIZES = [(1, 1), (2, 300), (300, 2), (120, 90), (799, 450), (800, 449), MIN_SIZE, (1280, 720),
         (3000, 480), (480, 3000), (8000, 8000)]  # fmt: skip
"""Below, at and above the minimum, very wide and very tall, and the largest the issue names."""


def finished_coins(seed=3) -> Session:
    """A finished Coins game, saved (the Load screen lists it; the replay shows it)."""
    session = Session.new("coins", [Seat("Ann", "human"), Seat("West"), Seat("East")], seed=seed)
    while not session.is_terminal:
        session.advance_chance() if session.current_player < 0 else session.apply(session.legal_actions()[0])
    session.close()
    return session


def table(game: str, players: int) -> tuple:
    names = ["You", "Bo", "Cy", "Di"][:players]
    seats = [Seat(n, "human" if i == 0 else "ai", "easy") for i, n in enumerate(names)]
    return ("table", Session.new(game, seats, seed=5, autosave=False))


SCENES = {
    "title": lambda: ("title",),
    "new_game": lambda: ("new_game",),
    "load": lambda: ("load",),
    "settings": lambda: ("settings",),
    "statistics": lambda: ("statistics",),
    "rules": lambda: ("rules", "bid_whist"),
    "message": lambda: ("message", "A title", "A message that goes on for a while. " * 8),
    "replay": lambda: ("replay", finished_coins().record),
    **{
        f"table {game}": (lambda g=game, p=p: table(g, p))
        for game, p in (("bid_whist", 4), ("coins", 3), ("cant_win", 4), ("bid_coin", 3), ("grand_bid", 3))
    },
}


@pytest.fixture(scope="module")
def app(module_user_dirs):
    the_app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    the_app.settings["animation_speed"] = "fast"
    finished_coins(seed=4)  # one save at least, for the Load screen
    yield the_app
    the_app.close()
    assets.clear_caches()


def resize(app: App, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))


@pytest.mark.parametrize("name", list(SCENES))
def test_every_scene_made_and_resized_at_any_size_draws(app, name):
    """Made at the smallest and at the largest size, then taken through every other size:
    each frame is drawn by the app's loop, and the scene is never laid out under the minimum."""
    for made_at in (SIZES[0], SIZES[-1]):
        resize(app, made_at)
        app.step()
        app.show("title")
        scene = app.open(*SCENES[name]())
        for size in [made_at, *SIZES[1:-1]]:
            resize(app, size)
            app.step()
            app.step()
            board = getattr(scene, "board", None)
            laid_out = (board.layout.width, board.layout.height) if board is not None else scene.size
            assert laid_out[0] >= MIN_SIZE[0] and laid_out[1] >= MIN_SIZE[1]
    resize(app, (1280, 720))
    app.step()


def test_below_the_minimum_the_app_says_so_and_the_scene_keeps_its_layout(app):
    resize(app, (1280, 720))
    app.show("title")
    app.step()
    title = app.top
    for size in ((640, 360), (799, 720), (1280, 449)):
        resize(app, size)
        app.step()
        assert app.too_small and title.size == (1280, 720)
        across = [app.screen.get_at((x, size[1] // 2)) for x in range(size[0])]
        assert any(pixel != app.screen.get_at((0, 0)) for pixel in across)  # a line drawn across the middle
    resize(app, (3, 3))
    app.step()  # nothing fits: the felt only, no exception
    resize(app, (1000, 600))
    app.step()
    assert not app.too_small and title.size == (1000, 600)
    assert TOO_SMALL.format(*MIN_SIZE) == "Window too small: make it at least 800 x 450."


def test_a_click_in_a_window_too_small_reaches_no_scene(app):
    resize(app, (1280, 720))
    app.show("title")
    app.step()
    run_until(app, lambda: app.top.manager is not None, 10)
    resize(app, (400, 300))
    app.step()
    quit_button = app.top.buttons["quit"]
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=quit_button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=quit_button.rect.center, button=1))
    app.step()
    app.step()
    assert app.running  # not quit through a button the player could not see
    resize(app, (1280, 720))
    app.step()


@pytest.mark.parametrize("size", [(400, 300), (200, 150), (320, 180), (150, 200), (799, 449), (640, 60)])
def test_the_too_small_sentence_shows_whole_inside_any_small_window(app, monkeypatch, size):
    """The sentence is wrapped and its type made smaller until every line fits the window, not
    cut with an ellipsis: each line as drawn (its text and rect) is measured."""
    import game.ui.text

    drawn, shown = [], []
    real_draw, real_label = game.ui.text.draw_text, game.ui.text.label

    def recording(surface, text, px, *args, **kwargs):
        rect = real_draw(surface, text, px, *args, **kwargs)
        drawn.append((shown[-1], px, rect))
        return rect

    monkeypatch.setattr(game.ui.text, "draw_text", recording)
    monkeypatch.setattr(
        game.ui.text, "label", lambda text, *args: shown.append(text) or real_label(text, *args)
    )
    resize(app, size)
    app.step()
    assert app.too_small and drawn
    window = app.screen.get_rect()
    assert " ".join(text for text, _, _ in drawn).replace(NBSP, " ") == TOO_SMALL.format(*MIN_SIZE)
    for text, px, rect in drawn:
        assert window.contains(rect) and assets.font(px).size(text)[0] <= window.width
    assert all(a[2].bottom <= b[2].top for a, b in zip(drawn, drawn[1:]))  # one under the other
    resize(app, (1280, 720))
    app.step()
