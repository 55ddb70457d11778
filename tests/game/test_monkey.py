"""Random input through every scene: clicks (mostly on something clickable, sometimes
anywhere), keys, the wheel, typing, resizes and full screen, driving the real app headless.
It must reach the table of every game and play there, and nothing may raise. Once a table's
game has had its moves while another game has not, the monkey's clicks there go to the table's
bar (its menu leads to a new game) instead of further moves, so a long game does not hold it
for good (a 20-minute run once reached three tables of five).

``CARDTABLE_MONKEY_INPUTS`` sets how many inputs it makes (4000 by default, about a minute;
up to three times as many until every game has had its moves; a soak run uses more),
``CARDTABLE_MONKEY_SEED`` the seed. It counts inputs, not seconds, so a busy machine makes
it slower, not shorter. A seed takes the same path on every run, on a busy machine as on an
idle one: the deals come from it, and nothing depends on the clock (the bots think by their
iteration counts, not against their thinking time, and a second click on a save's row always
counts as a double click)."""

import os
import random
from collections import Counter

import pygame
import pygame_gui

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.choices import playable
from game.scenes.load import LoadScene
from game.table.scene import TableScene
from game.ui.menu import MenuScene
from game.window import MIN_SIZE
from rules.games import GAMES
from saves import list_saves

INPUTS = int(os.environ.get("CARDTABLE_MONKEY_INPUTS", "4000"))
SEED = int(os.environ.get("CARDTABLE_MONKEY_SEED", "1"))
WEIGHTS = {"Quit": 0.1, "Start": 4.0, "New game": 3.0}
"""How much likelier than the others a target is taken (Quit starts the app again, which is
slow; Start and New game lead to a table)."""
MOVES_WANTED = 3
"""Moves the monkey must make at each game's table."""
SIZES = [(800, 450), (1280, 720), (1920, 1080), (1000, 1400), (2560, 1440), (1024, 600)]
KEYS = [
    pygame.K_RETURN,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_TAB,
    pygame.K_SPACE,
    pygame.K_BACKSPACE,
    pygame.K_a,
    pygame.K_z,
    pygame.K_1,
]


def new_app() -> App:
    """The app at its title, its bots in-process and untimed, AI seats at the quickest level
    at first (the monkey may click them stronger)."""
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True, timed=False))
    app.settings["animation_speed"] = "fast"
    app.settings["last_levels"] = ["easy"] * 4
    app.show("title")
    app.running = True  # a Quit sets it False: the monkey then starts the app again
    return app


def clickables(scene) -> list[tuple[str, pygame.Rect]]:
    """What can be clicked in ``scene`` now: (name, rect)."""
    if isinstance(scene, TableScene):
        return scene.input.targets()
    if hasattr(scene, "targets"):  # the curtain and the table's overlays
        return scene.targets()
    found = []
    if isinstance(scene, LoadScene):
        found += [(str(path), rect) for path, rect in scene.rows.items()]
    if isinstance(scene, MenuScene) and scene.manager is not None:
        for element in scene.manager.get_root_container().elements:
            found += _widgets(element)
    return found


def _widgets(element) -> list[tuple[str, pygame.Rect]]:
    """The enabled, visible buttons and text entries in ``element`` (a container's too)."""
    if isinstance(element, pygame_gui.core.UIContainer) or hasattr(element, "get_container"):
        container = element if isinstance(element, pygame_gui.core.UIContainer) else element.get_container()
        return [w for child in container.elements for w in _widgets(child)]
    wanted = (pygame_gui.elements.UIButton, pygame_gui.elements.UITextEntryLine)
    if isinstance(element, wanted) and element.is_enabled and element.visible:
        return [(getattr(element, "text", "entry"), element.rect)]
    return []


def not_yet(moves: Counter) -> list[str]:
    """The playable games that have not had :data:`MOVES_WANTED` moves yet."""
    return [g for g in GAMES if playable(g) and moves[g] < MOVES_WANTED]


def post_click(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def post_key(key: int) -> None:
    char = chr(key) if 32 <= key < 127 else ""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0))
    if char:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))


def test_random_input_reaches_every_game_and_plays_there(monkeypatch):
    monkeypatch.setattr("game.table.hint.HINT_LEVEL", "easy")  # in-process, a hard hint takes a second
    monkeypatch.setattr("game.scenes.load.DOUBLE_CLICK_SECONDS", float("inf"))  # (not by the clock)
    deals = random.Random(SEED)
    monkeypatch.setattr("game.session.fresh_seed", lambda: deals.randrange(1, 2**31))
    rng = random.Random(SEED)
    app = new_app()
    moves: Counter = Counter()  # game -> moves the monkey made at its table
    inputs: Counter = Counter()
    try:
        while (made := inputs.total()) < INPUTS or (not_yet(moves) and made < 3 * INPUTS):
            if not app.running:
                app.close()
                app = new_app()
                inputs["restart"] += 1
            scene = app.top
            table = app.find(TableScene)
            roll = rng.random()
            if roll < 0.7:
                targets = clickables(scene)
                if isinstance(scene, TableScene):  # at the table, moves more than the bar
                    legal = {str(a) for a in table.session.state.legal_actions()}
                    moves_here = [t for t in targets if t[0] in legal]
                    if moves[table.session.record.game] >= MOVES_WANTED and not_yet(moves):
                        targets = [t for t in targets if t[0] not in legal] or targets  # on to another game
                    else:
                        targets = moves_here if moves_here and rng.random() < 0.8 else targets
                if targets:
                    # a game button is likelier while its game has had few moves
                    unplayed = {GAMES[g].title for g in GAMES if moves[g] < MOVES_WANTED}
                    weights = [WEIGHTS.get(name, 3.0 if name in unplayed else 1.0) for name, _ in targets]
                    name, rect = rng.choices(targets, weights)[0]
                    before = len(table.session.state.history) if scene is table else None
                    post_click(rect.center)
                    app.step()
                    if before is not None and len(table.session.state.history) > before:
                        moves[table.session.record.game] += 1
                    inputs["target"] += 1
                    continue
            w, h = app.screen.get_size()
            if roll < 0.8:
                post_click((rng.randrange(w), rng.randrange(h)))
                inputs["click"] += 1
            elif roll < 0.9:
                post_key(rng.choice(KEYS))
                inputs["key"] += 1
            elif roll < 0.94:
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-3, -1, 1, 3])))
                inputs["wheel"] += 1
            elif roll < 0.97:
                post_key(pygame.K_ESCAPE)
                inputs["escape"] += 1
            elif roll < 0.99:
                size = rng.choice([*SIZES, (rng.randint(MIN_SIZE[0], 2600), rng.randint(MIN_SIZE[1], 1500))])
                pygame.display.set_mode(size, pygame.RESIZABLE)
                pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
                inputs["resize"] += 1
            else:
                post_key(pygame.K_F11)
                inputs["fullscreen"] += 1
            for _ in range(rng.randint(1, 4)):
                app.step()
    finally:
        app.close()
        assets.clear_caches()
    print(f"monkey: {dict(inputs)}, moves at each table {dict(moves)}")
    games = [name for name in GAMES if playable(name)]
    assert all(moves[game] >= MOVES_WANTED for game in games), f"moves at each table: {dict(moves)}"
    assert list_saves()[1] == []  # no save it wrote is unreadable
