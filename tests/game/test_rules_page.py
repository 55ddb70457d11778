"""The rules at hand: each game's rules text (our own summary, stored as data), shown on a
scrollable page from the table (R, the menu), the New game screen and the title, with the
options of the game (issue 11)."""

import dataclasses
import unicodedata

import pygame
import pygame_gui
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import assets
from game.scenes.rules_page import RulesScene, option_lines, page_html, rules_html
from game.table.menu import TableMenuScene
from game.ui.gui import make_manager
from game.ui.text import LONGEST_WORD, breakable
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


def test_no_paragraph_ends_with_a_word_alone():
    """helper-76 read "books." and "same number." alone on a last row: a paragraph's and a
    list line's last two words are joined by a no-break space (pygame-gui's box keeps them
    together), unless together they are longer than a word the box may take."""
    from game.scenes.rules_page import no_widow, rules_html
    from game.ui.text import LONGEST_WORD, NBSP

    page = rules_html("# Aim\nA bid of 4 promises 10 of the 13 books.\n- or no trump over the same number.")
    assert f"13{NBSP}books.<br>" in page and f"same{NBSP}number.<br>" in page and f"#{NBSP}" not in page
    assert no_widow("Two words") == "Two words"  # (a line of two words is one row or none)
    long = "a " + "x" * 12 + " " + "y" * (LONGEST_WORD - 12)
    assert no_widow(long) == long  # (joined, a word too long for the box)


def test_a_notch_of_the_wheel_scrolls_three_lines(app):
    """helper-75 found the rules slow to scroll: five notches of the wheel to a section
    (pygame-gui's 40 px a notch); a notch scrolls about three lines of body text."""
    app.show("title")
    run_frames(app, 2)
    click(app, app.top.buttons["rules"].rect.center, frames=4)
    page = app.top
    box = page.box
    pygame.mouse.set_pos(box.rect.center)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=box.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    run_frames(app, 2)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    )
    run_frames(app, 60)
    bar = box.scroll_bar
    moved = bar.start_percentage * box.text_box_layout.layout_rect.height
    line = page.px("body") * 1.4
    assert 2 * line <= moved <= 4 * line, (moved, line)


LETTERS_AND_MARKS = st.lists(
    st.tuples(
        st.sampled_from(["0", "e", "W", "\u00e9", "\u4e00"]),
        st.lists(st.sampled_from("\u0300\u0301\u0323"), max_size=3),
    ),
    min_size=40,
    max_size=200,
).map(lambda letters: "".join(letter + "".join(marks) for letter, marks in letters))
"""Long words of letters with combining marks piled on them: pygame-gui's text box cuts a
word too long for its line itself, and on such marks it measured wrong and raised."""


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(word=LETTERS_AND_MARKS, width=st.integers(625, 780))
def test_a_long_word_of_any_letters_and_marks_lays_out_on_the_page(app, word, width):
    """At the smallest window (800x450, where the page is 625 px wide and the type smallest
    against it), any word of letters and marks lays out on the page."""
    manager = make_manager((800, 450))
    text = rules_html(f"# Aim\n{word} {word}\n- {word}")
    box = pygame_gui.elements.UITextBox(text, pygame.Rect(10, 10, width, 400), manager)
    manager.update(0.01)
    manager.draw_ui(pygame.Surface((800, 450)))
    assert box.rect.width == width
    for piece in breakable(word).split(" "):
        assert len(piece) - sum(unicodedata.category(c)[0] == "M" for c in piece) <= LONGEST_WORD
        assert unicodedata.category(piece[0])[0] != "M" or piece == breakable(word).split(" ")[0]


def test_breakable_cuts_only_long_words_and_keeps_marks_with_their_letter():
    assert breakable("a plain sentence") == "a plain sentence"
    assert breakable("0\u0300" * 5, most=2) == "0\u03000\u0300 0\u03000\u0300 0\u0300"
    assert breakable("abcdef", most=4).replace(" ", "") == "abcdef"


def test_the_rules_page_shows_an_option_help_of_one_long_word_of_marks(app, monkeypatch, tmp_path):
    """The example hypothesis found (issue 20's variant-text test): an option's help of one
    word of 148 letters and marks stopped the rules page."""
    data = yaml.safe_load(GAMES["coins"].variant_file.read_text(encoding="utf-8"))
    data["options"][0]["help"] = "00\u0300\u0300" * 37
    path = tmp_path / "variants.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    monkeypatch.setitem(GAMES, "coins", dataclasses.replace(GAMES["coins"], variant_file=path))
    page = app.open("rules", "coins")
    run_frames(app, 2)
    assert app.top is page and isinstance(page, RulesScene)
    assert breakable("00\u0300\u0300" * 37) in page.box.html_text
