"""A choice panel keeps clear of the pieces a click takes: with the history open at 1280x720,
Can't Win's bid panel ("Your bid - or first click a tile above") lay over the tiles it said to
click (a tester saw it in the four-player lesson)."""

from __future__ import annotations

from tests.game.driver import click, run_frames, step
from tests.game.test_lessons import open_lesson


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
