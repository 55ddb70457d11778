"""The rules at hand: each game's rules text (our own summary, stored as data), shown on a
scrollable page from the table (R, the menu), the New game screen and the title, with the
options of the game (issue 11)."""

import pygame
import pytest

from game import assets
from game.scenes.rules_page import RulesScene, option_lines, page_html, rules_html
from game.table.menu import TableMenuScene
from rules.games import GAMES
from tests.game.driver import click, open_new_game, press, push_table, run_frames, run_until

SECTIONS = ("Aim", "Deal", "Bidding", "Play", "Scoring", "End")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_its_rules_in_six_sections(game):
    text = assets.asset_path(f"rules/{game}.md").read_text(encoding="utf-8")
    headings = [line[2:] for line in text.splitlines() if line.startswith("# ")]
    assert tuple(headings) == SECTIONS
    assert rules_html(text).count("<b>") == len(SECTIONS)


def test_markup_in_a_rules_text_is_shown_as_text():
    assert "&lt;script&gt;" in rules_html("# Aim\n<script> & more")


def test_the_options_show_the_games_values_or_the_defaults():
    played = dict(
        (label, value) for label, value, _, _ in option_lines("bid_whist", {"minimum_bid": 4, "boston": True})
    )
    assert played["Minimum bid"] == "4" and played["Boston"] == "on" and played["Jokers out"] == "off"
    assert [value for _, value, _, _ in option_lines("coins", None)] == ["10"]
    page = page_html("bid_whist", {"minimum_bid": 4, "boston": True}, playing=True)
    assert "This game:</b></font> Minimum bid 4, Boston on<br>" in page
    assert "plain rules" in page_html("coins", {"target": 10}, playing=True)
    assert "This game" not in page_html("coins", None, playing=False)
    assert option_lines("grand_bid", {}) == []


def test_r_and_the_menu_open_the_rules_of_the_game_played_with_its_options(app):
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=3, options={"target": 15})
    run_until(app, lambda: table.input_ready, 20000)
    press(app, pygame.K_r)
    page = app.top
    assert isinstance(page, RulesScene) and page.game == "coins" and page.playing and not page.tabs
    assert "Options of this game" in page.box.html_text and "Target score: 15" in page.box.html_text
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, TableMenuScene)
    click(app, menu.buttons["rules"].rect.center, frames=4)
    assert isinstance(app.top, RulesScene) and app.top.game == "coins"
    click(app, app.top.buttons["back"].rect.center, frames=4)
    assert app.top is table


def test_the_new_game_screen_opens_the_chosen_games_rules(app):
    new_game = open_new_game(app, "bid_whist")
    click(app, new_game.buttons["rules"].rect.center, frames=4)
    page = app.top
    assert isinstance(page, RulesScene) and page.game == "bid_whist" and not page.playing
    assert "Options (chosen on the New game screen)" in page.box.html_text
    press(app, pygame.K_ESCAPE)
    assert app.top is new_game


def test_the_title_opens_a_page_per_game_that_scrolls(app):
    app.show("title")
    run_frames(app, 2)
    click(app, app.top.buttons["rules"].rect.center, frames=4)
    page = app.top
    assert isinstance(page, RulesScene) and set(page.tabs) == set(GAMES)
    click(app, page.tabs["grand_bid"].rect.center, frames=4)
    assert page.game == "grand_bid" and "longest run" in page.box.html_text
    bar = page.box.scroll_bar
    assert bar is not None and bar.start_percentage == 0
    press(app, pygame.K_PAGEDOWN)
    assert page.box.scroll_bar.start_percentage > 0
    press(app, pygame.K_RIGHT)  # the next game's tab, round to the first after the last
    names = list(GAMES)
    assert page.game == names[(names.index("grand_bid") + 1) % len(names)]
