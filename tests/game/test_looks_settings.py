"""The looks a player chooses in Settings - the four-colour deck, text size, card backs and
felt - take effect at once on the table below the dialog, and are remembered."""

from __future__ import annotations

from game.scenes.settings import SettingsScene
from game.table.input import MENU
from game.table.menu import TableMenuScene
from game.table.sprites import CardSprite
from game.ui import style
from saves import load_settings
from tests.game.driver import click, push_table, run_frames, run_until

NAMES = ["You", "West", "North", "East"]


def settings_over_the_table(app, table) -> SettingsScene:
    run_until(app, lambda: table.bar_ready, 2000)
    click(app, dict(table.input.bar)[MENU].center, frames=3)
    assert isinstance(app.top, TableMenuScene)
    click(app, app.top.buttons["settings"].rect.center, frames=4)
    assert isinstance(app.top, SettingsScene)
    return app.top


def choose(app, key, value) -> None:
    click(app, app.top.choices[(key, value)].rect.center, frames=3)


def cards(table) -> list[CardSprite]:
    return [sp for sp in table.board.sprites() if isinstance(sp, CardSprite)]


def test_looks_change_the_table_at_once_and_are_kept(app):
    table = push_table(app, "bid_whist", NAMES, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    assert {sp.deck for sp in cards(table)} == {"french"} and table.presenter.back_style == "blue"
    settings_over_the_table(app, table)
    choose(app, "four_colour", True)
    choose(app, "card_back", "navy")
    choose(app, "felt", "burgundy")
    # at once, under the dialog: every card of the table and its pictures
    assert table.presenter.deck_art == "french4" and {sp.deck for sp in cards(table)} == {"french4"}
    assert {sp.back for sp in cards(table)} == {"navy"}
    app.top.draw(app.screen)
    table.hud.draw(app.screen)
    corner = app.screen.get_at((2, app.screen.get_height() // 2))
    assert corner.r > corner.g and corner.r > corner.b  # the burgundy felt
    saved = load_settings()
    assert (saved["four_colour"], saved["card_back"], saved["felt"]) == (True, "navy", "burgundy")
    choose(app, "card_back", "game")
    assert {sp.back for sp in cards(table)} == {"blue"}  # the game's own again


def test_large_text_grows_every_screen_and_is_kept(app):
    table = push_table(app, "bid_whist", NAMES, seed=3)
    run_until(app, lambda: table.input_ready, 20000)
    normal = style.text_px(720, "body")
    dialog = settings_over_the_table(app, table)
    body = dialog.manager.ui_theme.get_font_info(dialog.buttons["ok"].combined_element_ids)["size"]
    try:
        choose(app, "text_size", "large")
        run_frames(app, 2)
        dialog = app.top
        assert style.text_px(720, "body") == round(normal * 1.2) and load_settings()["text_size"] == "large"
        bigger = dialog.manager.ui_theme.get_font_info(dialog.buttons["ok"].combined_element_ids)["size"]
        assert bigger > body  # the dialog was built again in the larger type
        assert table.board.layout.line_h > round(720 * 0.042)  # and the table laid out anew
    finally:
        style.set_text_size("normal")
