"""A choice panel keeps clear of the pieces a click takes: with the history open at 1280x720,
Can't Win's bid panel ("Your bid - or first click a tile above") lay over the tiles it said to
click (a tester saw it in the four-player lesson); and of the supply's pieces."""

from __future__ import annotations

import random

import pytest

from game.app import App
from game.bot_worker import BotWorker
from game.table.panel import heading_rects
from game.ui import style
from tests.game.driver import click, legal_targets, play_target, push_table, run_frames, run_until, step
from tests.game.test_lessons import open_lesson


def show_hint(app, table, text: str) -> None:
    """Put ``text`` up as a hint (the prompt's words, in the hint's colour) and draw it."""
    table.tell_notice(text, style.HINT)
    run_frames(app, 5)


def test_the_bid_panel_keeps_off_the_tiles_it_says_to_click(title_app):
    title_app.settings["history"] = True
    table = open_lesson(title_app, "cant_win", 4)
    for _ in range(3000):
        step(title_app)
        if table.animator.held:
            click(title_app, (2, table.board.layout.height // 2), frames=1)
        if table.input_ready and not table.board.busy():
            break
    run_frames(title_app, 5)
    assert any(a.startswith("tile ") for a in table.snapshot.legal)
    tiles = [cell.rect for cell in table.board.placement.cells if cell.item.action]
    area, buttons = table.choice_panel()
    assert table.history.open and tiles and buttons
    assert area.collidelist(tiles) < 0, (area, tiles)


def test_a_panel_keeps_off_the_supply(app):
    """Bid Coin with the history open at 1280x720: the panel for a bid of zero, moved beside
    the trick, lay over the supply's coins, its caption peeking out under it."""
    app.settings["history"] = True
    table = push_table(app, "bid_coin", ["You", "West", "North", "East"], humans=1, seed=5)
    rng = random.Random(2)
    for _ in range(3):
        run_until(app, lambda: table.input_ready and bool(legal_targets(table)), 20000)
        play_target(app, table, *rng.choice(legal_targets(table)))
    run_until(app, lambda: table.input_ready and table.snapshot.panel is not None, 20000)
    run_frames(app, 5)
    supply = table.board.layout.supply
    cells = [cell.rect for cell in table.board.placement.cells if cell.rect.colliderect(supply)]
    area, buttons = table.choice_panel()
    assert table.history.open and cells and buttons
    assert area.collidelist(cells) < 0, (area, cells)


def test_a_panel_stays_put_as_a_hint_of_two_rows_comes(app):
    """helper-75: Bid Whist's bid panel shrank and every button moved up as a hint of two rows
    came under it. The panel keeps room for two rows of the prompt, and stays clear of them."""
    table = push_table(app, "bid_whist", ["You", "West", "North", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready and table.snapshot.panel is not None, 20000)
    run_frames(app, 5)
    area, before = table.choice_panel()
    show_hint(
        app,
        table,
        "Hint: bid 4 uptown (outlined) - your side would need 10 of the 13 books. "
        "The next best move (bid 4 downtown) is about as good.",
    )
    rows = table.hud.prompt_rects()
    after_area, after = table.choice_panel()
    assert len(rows) == 2 and after == before and after_area == area
    assert after_area.collidelist(rows) < 0


@pytest.mark.parametrize("size", [(1000, 650), (1280, 720)])
def test_the_hints_tag_keeps_off_the_panels_heading(size):
    """helper-75 at 1000x650 with the history open: the "Hint" tag over the first bid button
    lay on the panel's note ("A bid of N promises ...")."""
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.settings["history"] = True
        table = push_table(app, "bid_whist", ["You", "West", "North", "East"], humans=1, seed=1)
        run_until(app, lambda: table.input_ready and table.snapshot.panel is not None, 20000)
        placed = table.choice_panel()
        first = next(choice.action for choice, _ in placed[1] if choice.action)
        table.hinted, table.dirty = first, True
        run_frames(app, 2)
        heading = heading_rects(table.panel(), placed, table.board.layout)
        tag = table.hud.hint_tag
        assert heading and (tag is None or tag.collidelist(heading) < 0), (tag, heading)
    finally:
        app.close()


def test_a_zero_panel_under_a_hint_of_three_rows_moves_beside_the_trick(app):
    """helper-78, third to play in Bid Coin's first trick at 1280x720, a hint of three rows
    under the panel for a bid of zero: the panel lay over the two cards led and the trump card
    (the room beside them was a little under the panel's least width). It goes beside them."""
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat("BobZed", "ai", "easy"), Seat("Cy", "ai", "easy"), Seat("Ann", "human", "easy")]
    table = app.open("table", Session.new("bid_coin", seats, {}, seed=1))
    run_until(app, lambda: table.input_ready and "zero 1" in table.snapshot.legal, 20000)
    table.input.click("zero 1")
    run_until(app, lambda: table.input_ready and table.snapshot.panel is not None, 20000)
    show_hint(
        app,
        table,
        "Hint: turn the 7 coin (outlined) - your turned coins would add up to 8 of the 13 needed"
        " (your cards in hand). Against the other players it usually leaves you about 1 coin"
        " value better off this round than the 5 coin would.",
    )
    in_sight = table.board.in_sight()
    area, buttons = table.choice_panel()
    assert len(table.hud.prompt_rects()) == 3 and len(in_sight) >= 3 and buttons  # (two led, the trump card)
    assert area.collidelist(in_sight) < 0, (area, in_sight)
