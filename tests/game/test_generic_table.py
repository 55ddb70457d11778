"""The table is generic: it speaks no game's words, switches on no game's events, reads the
rules once per action, is idle when nothing changes, and a new game (the test-only Trio)
plays on it from the title to game over with only a rules module, a YAML file and a
presenter."""

import ast
import re
from pathlib import Path

import pytest

import game.presenters
import rules.games
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.zones import ZoneKind
from tests import trio
from tests.game.driver import (
    click,
    legal_targets,
    open_new_game,
    play_target,
    push_table,
    run_until,
    sprites_in,
)
from tests.trio.presenter import TrioPresenter

TABLE = Path(game.presenters.__file__).resolve().parent.parent / "table"
GAME_WORDS = re.compile(
    r"kitty|\bbooks?\b|sideways|trump|coin.?cycle|suit cycle|bid_whist|cant_win|bid_coin|grand_bid|\"coins\"",
    re.IGNORECASE,
)


def table_modules():
    return sorted(TABLE.glob("*.py"))


def test_the_shared_table_speaks_no_games_words_and_keeps_its_files_small():
    for path in table_modules():
        text = path.read_text(encoding="utf-8")
        found = [m.group(0) for m in GAME_WORDS.finditer(text)]
        assert not found, f"{path.name} names a game's things: {found}"
        lines = text.count("\n")
        assert lines <= 400, f"{path.name} has {lines} lines"


def test_the_shared_table_imports_no_game_and_no_events():
    """The table animates moves; it never reads a game's module or switches on events."""
    for path in table_modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            for name in names:
                assert not name.startswith(("rules.games", "rules.core.events", "game.presenters")), (
                    path.name,
                    name,
                )


def test_a_waiting_table_reads_the_rules_once_and_is_idle(app):
    """At a human's bid: idle frames ask no view and no legal actions, draw nothing, and the
    loop would sleep; a pointer move over a target redraws once, from the snapshot."""
    table = push_table(app, "bid_whist", ["South", "West", "North", "East"])
    run_until(app, lambda: table.input_ready, 3000)
    app.step()
    state = table.session.state
    calls = {"view": 0, "legal": 0}
    view, legal = state.view, state.legal_actions

    def counted_view(seat):
        calls["view"] += 1
        return view(seat)

    def counted_legal():
        calls["legal"] += 1
        return legal()

    state.view, state.legal_actions = counted_view, counted_legal
    drawn = len(app.stats.frame_ms)
    for _ in range(120):
        app.step()
    assert calls == {"view": 0, "legal": 0}
    assert len(app.stats.frame_ms) == drawn and not app.wants_frame()
    target = next(rect for key, rect in table.input.targets() if not key.startswith("ui:"))
    import pygame

    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step()
    app.step()
    assert len(app.stats.frame_ms) == drawn + 1 and calls == {"view": 0, "legal": 0}


@pytest.fixture
def trio_game():
    """Trio registered as a game: its rules, variant file and bots in one object, and its
    presenter."""
    rules.games.register(trio.GAME)
    game.presenters.register("trio", TrioPresenter)
    yield
    rules.games.unregister("trio")
    game.presenters.unregister("trio")


def test_trio_plays_from_the_title_to_game_over_on_the_unchanged_table(app, trio_game):
    presenter_file = Path(trio.__file__).with_name("presenter.py")
    assert presenter_file.read_text(encoding="utf-8").count("\n") < 120
    table = None
    new_game = open_new_game(app, "trio")
    click(app, new_game.buttons["start"].rect.center, frames=3)
    table = app.top
    assert table.presenter.game == "trio"
    seen = {"secret bids": 0, "tableau": 0, "summaries": 0}
    for _ in range(40000):
        app.step()
        top = app.top
        if isinstance(top, GameOverOverlay):
            break
        if isinstance(top, HandSummaryOverlay):
            seen["summaries"] += 1
            click(app, top.targets()[0][1].center)
            continue
        for seat in (1, 2):  # the others' bids lie face down until the reveal
            bid = sprites_in(table, ZoneKind.BID, seat)
            if bid and not bid[0].busy and not table.snapshot.view.bids[seat]:
                assert not bid[0].face_up and bid[0].text is None
                seen["secret bids"] += 1
        if any(sprites_in(table, ZoneKind.TABLEAU, seat) for seat in range(3)):
            seen["tableau"] += 1
        targets = legal_targets(table)
        if targets:
            play_target(app, table, *targets[0])
    state = table.session.state
    assert isinstance(app.top, GameOverOverlay) and state.is_terminal
    assert app.top.title.endswith("win!") and all(seen.values()), seen
    # every card is where the view says: each tableau holds its seat's won tricks, face up
    for seat in range(3):
        cards = sprites_in(table, ZoneKind.TABLEAU, seat)
        assert [sp.text for sp in cards] == [c.text for c in state.view(0).tableau[seat]]
        assert all(sp.face_up for sp in cards)


def test_scenes_open_each_other_by_name_only():
    """No screen imports another screen's module: they navigate through ``app.show`` /
    ``app.open`` and :func:`game.scenes.make` alone knows every scene."""
    screens = {"game.scenes.title", "game.scenes.new_game", "game.scenes.load", "game.scenes.message",
               "game.scenes.statistics", "game.scenes.rules_page", "game.table.scene"}  # fmt: skip
    root = TABLE.parent.parent
    for module in screens:
        path = root.joinpath(*module.split(".")).with_suffix(".py")
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        assert not (imported & screens) - {module}, (module, imported & screens)


def test_a_won_trick_turns_face_down_on_its_way_to_one_pile(app):
    """Every card of a collected trick flies onto the winner's new pile and is face down
    before it gets there; only the pile stays: one sprite per trick won."""
    table = push_table(app, "coins", ["South", "West", "East"], seed=3)
    checked = 0
    for _ in range(6000):
        app.step()
        for sp in table.board.model.transients:
            if sp.anchor is not None and sp.busy and sp._tween is not None and sp._tween.progress > 0.6:
                assert not sp.face_up, sp.key
                checked += 1
        if table.input_ready:
            won = [sprites_in(table, ZoneKind.WON, seat) for seat in range(3)]
            if sum(map(len, won)) >= 2:
                break
            play_target(app, table, *legal_targets(table)[0])
    assert checked
    view = table.session.state.view(0)
    for seat in range(3):
        piles = sprites_in(table, ZoneKind.WON, seat)
        assert len(piles) == view.tricks_won[seat] and not any(sp.face_up for sp in piles)
    assert not table.board.model.transients


def test_the_viewers_own_bid_goes_face_down_with_their_hand(app):
    """Between two pass-and-play players the viewer's hand turns face down; their own secret
    bid, shown face up to them, turns with it. A bid shown to everyone stays face up."""
    from game.table.board import Board
    from game.table.zones import CardItem, Contents, bid, hand

    board = Board(TrioPresenter(), 3, 0, (1280, 720))
    contents = Contents()
    contents.put(hand(0), CardItem("2S", True))
    contents.put(bid(0), CardItem("AS", True))
    contents.put(bid(1), CardItem("3H", True))
    board.rebuild(contents)
    faces = {sp.key: sp.face_up for sp in board.sprites()}
    assert faces == {"2S": True, "AS": True, "3H": True}
    board.revealed = False
    board.relayout(snap=True)
    faces = {sp.key: sp.face_up for sp in board.sprites()}
    assert faces == {"2S": False, "AS": False, "3H": True}
