"""The table's settings and sounds (issue 11), through the real app by posted events: the
pause after a trick (held till a click or a key), volume and mute, large cards, the hand
sorted by suit or by rank, and a sound for each moment of a hand (silent without a mixer)."""

import pygame
import pytest

from game.scenes.settings import SettingsScene
from game.table import pace, turn_row
from game.table.menu import TableMenuScene
from game.table.overlays import HandSummaryOverlay
from game.table.zones import ZoneKind
from game.ui import style
from saves.settings import load_settings
from tests.game.driver import click, legal_targets, push_table, run_frames, run_until, sprites_in

THREE = ["You", "West", "East"]


def _key(app, key, frames=2):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    run_frames(app, frames)


def _play_until(app, table, condition, max_frames=40000):
    """Run the table, the human clicking its first legal target and closing summaries, until
    ``condition()``."""
    for _ in range(max_frames):
        app.step()
        if condition():
            return
        if app.top is table and table.input_ready:
            click(app, legal_targets(table)[0][1].center, frames=1)
        elif isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center, frames=1)
    raise AssertionError("never came")


class FakeSound:
    """Stands in for a loaded sound: records its name and volume when played."""

    played: list[tuple[str, float]] = []

    def __init__(self, name):
        self.name, self.volume = name, 1.0

    def set_volume(self, volume):
        self.volume = volume

    def play(self):
        FakeSound.played.append((self.name, self.volume))


@pytest.fixture
def sounds(monkeypatch):
    FakeSound.played = []
    monkeypatch.setattr("game.table.scene.assets.sound", FakeSound)
    return FakeSound.played


def _settings_from_the_table(app, table):
    """Escape, then Settings in the table's menu; returns the dialog."""
    _key(app, pygame.K_ESCAPE, frames=3)
    assert isinstance(app.top, TableMenuScene)
    click(app, app.top.buttons["settings"].rect.center, frames=3)
    assert isinstance(app.top, SettingsScene)
    return app.top


def test_a_trick_held_till_the_player_clicks_or_presses_a_key(app):
    app.settings["trick_pause"] = "hold"
    table = push_table(app, "coins", THREE, humans=1, seed=3)
    _play_until(app, table, lambda: table.animator.held)
    trick = len(sprites_in(table, ZoneKind.TRICK))
    status = table.log.status  # (who won the trick stays said)
    assert trick == 3 and status and table.hud.prompt()[0] == f"{status} - click or press a key to go on"
    run_frames(app, 600)  # ten seconds: it stays, and the app is idle meanwhile
    assert table.animator.held and len(sprites_in(table, ZoneKind.TRICK)) == 3 and not table.busy()
    _key(app, pygame.K_ESCAPE, frames=3)  # the menu opens, the trick stays
    assert isinstance(app.top, TableMenuScene) and table.animator.held
    _key(app, pygame.K_ESCAPE, frames=3)
    _key(app, pygame.K_SPACE, frames=1)
    assert not table.animator.held
    run_until(app, lambda: not sprites_in(table, ZoneKind.TRICK), 600)
    _play_until(app, table, lambda: table.animator.held)
    run_frames(app, 30)
    click(app, table.board.layout.centre, frames=1)  # a click on the felt lets it go on too
    assert not table.animator.held


def test_the_turn_row_says_a_held_trick_waits_for_a_click(app):
    """A tester read "Turn: East" (who had played last) while a finished Coins trick waited
    for a click under *Hold*: the info panel's Turn row says the table waits for the click,
    no plate is outlined as the one to act, and once the trick goes on the row names the seat
    to act again."""
    app.settings["trick_pause"] = "hold"
    table = push_table(app, "coins", THREE, humans=1, seed=3)
    layout = table.board.layout
    for _ in range(3):
        _play_until(app, table, lambda: table.animator.held)
        assert dict(table.hud.info_rows())["Turn"] == turn_row.HELD == "click to go on"
        drawn = pygame.Surface(app.screen.get_size())
        table.hud._draw_plates(drawn)
        for seat in range(table.players):
            plate = layout.seat(table.board.position(seat)).plate
            assert drawn.get_at((plate.centerx, plate.top + 1))[:3] != style.ACCENT, table.names[seat]
        click(app, layout.centre, frames=1)
        assert not table.animator.held
        run_until(app, lambda: table.animator.idle and 0 <= table.session.current_player < 3, 600)
        run_until(app, lambda: table.shown is table.snapshot, 600)
        now = table.names[table.session.current_player]
        assert dict(table.hud.info_rows())["Turn"] == now


def test_the_trick_pause_follows_the_setting_and_never_holds_without_a_human(app):
    assert [pace.trick_pause({"trick_pause": n}) for n in ("short", "normal", "long", "hold", "x")] == [
        0.45,
        0.9,
        2.0,
        None,
        0.9,
    ]
    app.settings["trick_pause"] = "hold"
    demo = push_table(app, "coins", THREE, humans=0, seed=3)
    assert demo.animator.trick_pause == pace.TRICK_PAUSE
    dialog = _settings_from_the_table(app, push_table(app, "coins", THREE, humans=1, seed=3))
    click(app, dialog.choices[("trick_pause", "long")].rect.center, frames=3)
    click(app, app.top.buttons["ok"].rect.center, frames=3)
    assert app.top.animator.trick_pause == 2.0 and load_settings()["trick_pause"] == "long"


def test_a_hand_sounds_its_deal_cards_trick_turn_and_end_at_the_set_volume(app, sounds):
    table = push_table(app, "coins", THREE, humans=1, seed=3)
    _settings_from_the_table(app, table)
    for _ in range(3):
        click(app, app.top.choices[("volume", -10)].rect.center, frames=3)
    click(app, app.top.choices[("volume", 10)].rect.center, frames=3)
    assert app.settings["volume"] == 60 and load_settings()["volume"] == 60
    click(app, app.top.buttons["ok"].rect.center, frames=3)
    start = len(sounds)
    _play_until(app, table, lambda: isinstance(app.top, HandSummaryOverlay))
    names = {name for name, _ in sounds}
    assert {"shuffle", "card_place", "trick", "turn", "round_end"} <= names
    assert {volume for _, volume in sounds[start:]} == {0.6}
    click(app, app.top.targets()[0][1].center, frames=3)
    _settings_from_the_table(app, table)
    click(app, app.top.choices[("sound", False)].rect.center, frames=3)  # mute
    click(app, app.top.buttons["ok"].rect.center, frames=3)
    heard = len(sounds)
    _play_until(app, table, lambda: len(table.session.state.history) > 40)
    assert len(sounds) == heard and load_settings()["sound"] is False


def test_the_info_panel_counts_the_last_trick_behind_a_hand_s_summary(app):
    """Behind a hand's summary the info panel shows the hand's end, as the summary does (a
    fresh user saw Bid Whist's books one short and the old score behind "East-West were
    set"; the panel's words are the presenter's for every game)."""
    table = push_table(app, "coins", THREE, humans=1, seed=3)
    _play_until(app, table, lambda: isinstance(app.top, HandSummaryOverlay))
    run_frames(app, 2)
    assert table.shown.view == table.session.state.view(0)
    assert table.presenter.info_lines(table.shown.view, table.names) == table.presenter.info_lines(
        table.session.state.view(0), table.names
    )


@pytest.mark.parametrize("trouble", ["no mixer", "load fails"])
def test_a_table_without_sound_plays_on_silently(app, monkeypatch, trouble):
    from game import assets

    assets.clear_caches()
    if trouble == "no mixer":
        monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    else:

        def refuse(*_args, **_kwargs):
            raise pygame.error("no audio device")

        monkeypatch.setattr(pygame.mixer, "Sound", refuse)
    assert assets.sound("trick") is None
    table = push_table(app, "coins", THREE, humans=1, seed=3)
    _play_until(app, table, lambda: len(table.session.state.history) > 12)


def test_large_cards_from_the_settings_and_still_inside_a_small_window(app):
    table = push_table(app, "bid_whist", ["South", "West", "North", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    normal = table.board.layout.card_h
    _settings_from_the_table(app, table)
    click(app, app.top.choices[("card_size", "large")].rect.center, frames=3)
    click(app, app.top.buttons["ok"].rect.center, frames=3)
    assert table.board.card_scale == 1.25 and table.board.layout.card_h == round(normal * 1.25)
    assert all(sp.rect[3] == table.board.layout.card_h for sp in table.board.hand())
    app.screen = pygame.display.set_mode((800, 450), pygame.RESIZABLE)
    table.on_resize((800, 450))
    window = pygame.Rect(0, 0, 800, 450)
    assert all(window.contains(sp.int_rect()) for sp in table.board.sprites())
    assert load_settings()["card_size"] == "large"


def _ranks(table):
    cards = {c.text: c for c in table.snapshot.view.hand}
    return [(cards[sp.key].is_joker, cards[sp.key].rank) for sp in table.board.hand()]


@pytest.mark.parametrize("game, names", [("coins", THREE), ("grand_bid", THREE), ("cant_win", THREE)])
def test_o_sorts_the_hand_by_rank_and_back_and_it_is_remembered(app, game, names):
    table = push_table(app, game, names, humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    by_suit = [sp.key for sp in table.board.hand()]
    _key(app, pygame.K_o)
    run_until(app, lambda: not table.board.busy(), 200)
    assert _ranks(table) == sorted(_ranks(table)) and app.settings["hand_order"] == "rank"
    assert sorted(sp.key for sp in table.board.hand()) == sorted(by_suit)
    assert load_settings()["hand_order"] == "rank" and table.notice.startswith("Your hand is sorted by rank")
    assert table.hud.prompt()[1] == style.TEXT  # news, not a warning
    before = len(table.session.state.history)
    click(app, legal_targets(table)[0][1].center, frames=1)  # the cards still play where they lie
    assert len(table.session.state.history) > before
    run_until(app, lambda: table.input_ready, 20000)
    assert _ranks(table) == sorted(_ranks(table))
    _key(app, pygame.K_o)
    assert app.settings["hand_order"] == "suit"


def test_the_hand_order_setting_in_the_dialog_sorts_bid_whist_with_jokers_high(app):
    app.settings["hand_order"] = "rank"
    table = push_table(app, "bid_whist", ["South", "West", "North", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    assert _ranks(table) == sorted(_ranks(table))
    _settings_from_the_table(app, table)
    click(app, app.top.choices[("hand_order", "suit")].rect.center, frames=3)
    click(app, app.top.buttons["ok"].rect.center, frames=3)
    assert [sp.key for sp in table.board.hand()] == [c.text for c in table.snapshot.view.hand]
