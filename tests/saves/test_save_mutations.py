"""Real saves of every game, mutated by hypothesis (a node of the JSON replaced, bytes cut or
changed, the moves hand-edited into an illegal game): each one is read, or refused with one
sentence, by ``read_save``, by ``python -m rules replay`` and by the app's title and Load
screens, which also open a readable one at the table or say why they can't. Nothing else
ever happens."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.load import LoadScene
from game.scenes.message import MessageScene
from game.session import Session
from rules.cli import UsageError, replay_file
from rules.core.record import Seat
from rules.games import GAMES
from saves import SaveError, read_save
from saves.paths import saves_dir
from tests.mutate import replace_somewhere

PLAYABLE = [name for name, info in GAMES.items() if info.available]
CHECKS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def real_save_text(game: str, moves: int) -> str:
    """The text of a real save of ``game`` after ``moves`` random legal moves (seeded)."""
    players = GAMES[game].variant().default_players
    seats = [Seat("You", "human")] + [Seat(f"AI {n}", "ai", "baseline") for n in range(1, players)]
    session = Session.new(game, seats, seed=7)
    rng = random.Random(moves)
    for _ in range(moves):
        if session.is_terminal:
            break
        if session.current_player < 0:
            session.advance_chance()
        else:
            session.apply(rng.choice(session.legal_actions()))
    session.autosave()
    session.close()
    return session.save_path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def originals(tmp_path_factory):
    """Game -> the text of a real save some way into it."""
    import os

    saved = {key: os.environ.get(key) for key in ("CARDTABLE_DATA_DIR", "CARDTABLE_CONFIG_DIR")}
    os.environ["CARDTABLE_DATA_DIR"] = str(tmp_path_factory.mktemp("originals"))
    try:
        return {game: real_save_text(game, 60) for game in PLAYABLE}
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


mutations = st.one_of(
    st.tuples(st.just("node"), json_values, st.randoms(use_true_random=False)),
    st.tuples(
        st.just("bytes"), st.integers(0, 100), st.lists(st.tuples(st.integers(0), st.integers(0, 255)))
    ),
    st.tuples(st.just("moves"), st.integers(0), st.integers(0)),
)


def mutate(text: str, mutation) -> bytes:
    """``text`` (a save) changed by ``mutation`` (drawn from :data:`mutations`)."""
    kind, a, b = mutation
    if kind == "node":
        return json.dumps(replace_somewhere(json.loads(text), b, a)).encode()
    raw = bytearray(text.encode())
    if kind == "bytes":
        raw = raw[: len(raw) * a // 100] if a < 100 else raw
        for at, byte in b:
            if raw:
                raw[at % len(raw)] = byte
        return bytes(raw)
    data = json.loads(text)  # "moves": two moves swapped, or one dropped: an illegal game
    actions = data["actions"]
    i, j = a % len(actions), b % len(actions)
    if i == j:
        del actions[i]
    else:
        actions[i], actions[j] = actions[j], actions[i]
    return json.dumps(data).encode()


def one_sentence(error: Exception) -> None:
    text = str(error)
    assert text and "\n" not in text and "Traceback" not in text


@CHECKS
@given(game=st.sampled_from(PLAYABLE), mutation=mutations)
def test_read_save_and_replay_read_or_refuse_a_mutated_save(originals, game, mutation):
    path = saves_dir() / f"{game}-mutated.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(mutate(originals[game], mutation))
    try:
        info = read_save(path)
    except SaveError as exc:
        one_sentence(exc)
    else:
        try:
            Session.resume(path).close()
        except SaveError as exc:  # only a finished game is listed without replaying its moves
            assert info.finished
            one_sentence(exc)
    try:
        result = replay_file(path)
        assert result["game"] in GAMES
    except UsageError as exc:
        one_sentence(exc)


@pytest.fixture(scope="module")
def app():
    the_app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    yield the_app
    the_app.close()
    assets.clear_caches()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(PLAYABLE), mutation=mutations)
def test_the_title_and_load_screens_list_a_mutated_save_and_open_it_or_say_why(
    app, originals, game, mutation
):
    path = saves_dir() / f"{game}-mutated.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    for leftover in path.parent.iterdir():
        leftover.unlink()
    path.write_bytes(mutate(originals[game], mutation))
    app.show("title")
    app.step()
    load = app.open("load")
    app.step()
    assert isinstance(load, LoadScene) and len(load.saves) + len(load.bad) == 1
    if load.saves:  # listed as a save: an unfinished one was replayed (read_save), so it opens
        load.select(path)
        load.load()
        for _ in range(3):
            app.step()
        if isinstance(app.top, MessageScene):  # a finished one's moves are replayed only now
            assert load.saves[0].finished
            one_sentence(Exception(app.top.text.split("\n\n")[0]))
        else:
            assert any(scene.__class__.__name__ == "TableScene" for scene in app.scenes)
            assert app.top.__class__.__name__ in ("TableScene", "GameOverOverlay")
    else:
        one_sentence(Exception(load.bad[0][1]))
