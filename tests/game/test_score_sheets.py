"""The score sheets of Bid Whist and Coins through the real app: after a hand, the S key and
the menu's Score sheet open a sheet with one row per hand, as the rules scored it (issue 11)."""

import pygame
import pytest

from game.table.menu import TableMenuScene
from game.table.overlays import HandSummaryOverlay
from game.table.sheet import ScoreSheetOverlay
from tests.game.driver import click, press, push_table, run_frames, run_until


def after_hands(app, table, hands: int) -> None:
    """Let the computer players play until ``hands`` hand summaries have been closed."""
    seen = 0
    for _ in range(60000):
        app.step()
        if isinstance(app.top, HandSummaryOverlay):
            seen += 1
            click(app, app.top.targets()[0][1].center, frames=2)
            if seen == hands:
                break
    assert seen == hands
    run_until(app, lambda: table.bar_ready and app.top is table, 3000)


def test_bid_whist_sheet_lists_every_hand_with_its_contract_books_and_points(app):
    table = push_table(app, "bid_whist", ["South", "West", "North", "East"], humans=0, seed=4)
    after_hands(app, table, 2)
    results = table.session.state.view(0).hand_results
    assert len(results) == 2
    press(app, pygame.K_s)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetOverlay)
    assert sheet.sheet.columns == ("Hand", "Dealer", "Bid by", "Contract", "Books", "Points", "Score")
    rows = sheet.sheet.rows
    for row, result in zip(rows, results):
        c = result.contract
        assert row[:3] == (str(result.hand_number), table.names[result.dealer], table.names[c.bidder])
        assert row[3].startswith(f"{c.number} ")
        assert row[4] == f"{result.books[0]} : {result.books[1]}"
        assert row[5] == f"{result.points[0]:+d} : {result.points[1]:+d}"
        assert row[6] == f"{result.scores[0]} : {result.scores[1]}"
    assert rows[2][0] == "3 (now)" and len(rows) == 3
    press(app, pygame.K_ESCAPE)
    assert app.top is table
    press(app, pygame.K_ESCAPE)  # the menu's Score sheet opens the same sheet
    menu = app.top
    assert isinstance(menu, TableMenuScene)
    click(app, menu.buttons["score sheet"].rect.center, frames=4)
    assert isinstance(app.top, ScoreSheetOverlay) and app.top.sheet.rows[:2] == rows[:2]


def test_coins_sheet_gives_each_players_coins_per_hand_and_the_running_total(app):
    table = push_table(app, "coins", ["South", "West", "East"], humans=0, seed=2, options={"target": 20})
    after_hands(app, table, 1)
    hand = table.session.state.view(0).hands[0]
    press(app, pygame.K_s)
    sheet = app.top.sheet
    assert sheet.columns == ("Hand", "Dealer", "South", "West", "East")
    assert sheet.rows[0] == (
        "1",
        table.names[hand.dealer],
        *(f"{hand.coins[s]} ({hand.scores[s]})" for s in range(3)),
    )
    assert sum(hand.coins) == 12 and sheet.rows[1][0] == "2 (now)"


@pytest.mark.parametrize("rows", [3, 60])
def test_a_long_sheet_shows_the_latest_rows_and_scrolls(app, rows):
    from game.table.protocol import ScoreSheet

    sheet = ScoreSheet("Score sheet", ("Hand", "Score"), tuple((str(i + 1), str(i)) for i in range(rows)))
    overlay = ScoreSheetOverlay(app, sheet)
    app.push(overlay)
    run_frames(app, 2)
    assert overlay.panel_rect().height <= 720
    shown = overlay.shown()
    assert shown.stop == rows and (shown.start == 0) == (rows == 3)
    if rows == 60:
        press(app, pygame.K_HOME)
        assert overlay.shown().start == 0
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
        run_frames(app, 2)
        assert overlay.shown().start == 2
