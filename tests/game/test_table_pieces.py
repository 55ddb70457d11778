"""Pieces at the table (Can't Win's tiles and tokens): the bid panel leaves the supply in
sight, a covered piece is never a target, one sizing rule for cells and pictures, clickable
pieces stand out; the game-over overlay's Score sheet button."""

import pygame
import pytest

from game import assets
from game.table.overlays import GameOverOverlay, ScoreSheetOverlay
from game.table.scene import TableScene
from game.ui import style
from tests.game.driver import click, push_table, run_until


def cant_win_table(app, players: int = 4, seed: int = 5) -> TableScene:
    names = ["South", "West", "North", "East"][:players]
    table = push_table(app, "cant_win", names, options={"beginner": True}, seed=seed)
    run_until(app, lambda: table.input_ready, 5000)
    return table


@pytest.mark.parametrize("players", [3, 4])
def test_bid_panel_leaves_the_tiles_in_sight_and_clickable(app, players):
    table = cant_win_table(app, players)
    panel = table.current_panel()
    assert panel is not None and panel.title == "Your bid - or first click a tile above"
    area = table.panel_area(panel)
    supply = [(p, r) for p, r in table.piece_rects() if p.seat is None]
    assert supply and all(not area.colliderect(r) for _, r in supply)
    targets = table.targets()
    tiles = {str(a) for a in table.state.legal_actions() if a.kind == "tile"}
    assert {k for k, r in targets if k.startswith("tile ")} == tiles
    for key, rect in targets:
        if key in tiles:
            assert rect == next(r for p, r in supply if p.action == key)


def test_a_covered_piece_is_no_target(app):
    table = cant_win_table(app, 4)
    # as the table used to be: the panel over the supply row
    table.layout.panel_low = table.layout.panel
    area = table.panel_area(table.current_panel())
    covered = {p.action for p, r in table.piece_rects() if p.action and area.colliderect(r)}
    assert covered
    keys = {k for k, _ in table.targets()}
    assert not covered & keys
    assert {p.action for p, _ in table.visible_piece_rects()} & covered == set()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1024, 768)])
def test_one_sizing_rule_pictures_fit_their_cells(app, size):
    table = cant_win_table(app, 4)
    table.on_resize(size)
    cells = table.piece_rects()
    seats = {p.seat for p, _ in cells}
    assert None in seats
    caption = table.piece_caption_px() + 2
    font = assets.font(table.piece_caption_px(), True)
    for _piece, cell in cells:
        icon_h = table.piece_icon_h(cell.height)
        step = max(1, icon_h // 14)
        # the raised, stacked picture and the caption line fit the cell's height ...
        assert 2 * step + icon_h + caption <= cell.height
        # ... and every picture of the row is the same size, labelled or not
        assert icon_h == table.piece_icon_h(table.layout.piece_row_h(cell))
    for a, b in zip(cells, cells[1:]):
        assert not a[1].colliderect(b[1])
    if size[0] / size[1] > 1.7:
        # at 16:9 nothing is squeezed: a stack keeps room for its "x N"
        for piece, cell in cells:
            if piece.count > 1:
                icon_h = table.piece_icon_h(cell.height)
                assert cell.width >= icon_h + font.size(f"x{piece.count}")[0]


def test_clickable_pieces_are_outlined_in_gold(app):
    table = cant_win_table(app, 4)
    surface = pygame.Surface((1280, 720))
    table.hover = (-1, -1)
    table._draw_pieces(surface)
    gold = pygame.Color(*style.ACCENT)

    def gold_in(rect: pygame.Rect) -> int:
        return sum(
            1
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
            if surface.get_at((x, y)) == gold
        )

    cells = table.piece_rects()
    live = [r for p, r in cells if p.action]
    still = [r for p, r in cells if not p.action and p.seat is None]
    caption = table.piece_caption_px() + 2
    assert live and still
    for rect in live:
        assert gold_in(pygame.Rect(rect.x, rect.y, rect.width, rect.height - caption)) > rect.height
    for rect in still:
        assert gold_in(pygame.Rect(rect.x, rect.y, rect.width, rect.height - caption)) == 0


def test_game_over_offers_the_score_sheet(app):
    table = cant_win_table(app, 3)
    overlay = GameOverOverlay(app, table.presenter.game_over(table.view(), table.names), table)
    assert [label for label, _ in overlay.buttons] == ["New game", "Score sheet", "Title"]
    app.push(overlay)
    run_until(app, lambda: app.top is overlay, 10)
    click(app, dict(overlay.targets())["score sheet"].center, frames=3)
    assert isinstance(app.top, ScoreSheetOverlay) and app.top.sheet.title == "Score sheet"
    click(app, app.top.targets()[0][1].center, frames=3)
    assert app.top is overlay and not overlay.done


def test_score_sheet_columns_fit_their_widest_cell(app):
    from game.presenters import ScoreSheet

    columns = ("Player", "Round", "1", "2", "3", "4", "Sum", "Final", "Support")
    rows = [
        ("Alexandra", "Tricks", "12", "11", "10", "12", "45", "45 x 12 = 540", "3"),
        ("", "Points", "3", "3", "3", "3", "12", "", ""),
    ]
    overlay = ScoreSheetOverlay(app, ScoreSheet("Score sheet", columns, tuple(rows)))
    inner = overlay.panel_rect().inflate(-48, 0)
    px, widths = overlay.column_layout(inner, style.text_px(720, "body"))
    assert sum(widths) <= inner.width and px >= style.text_px(720, "body") * 3 // 4
    for j, heading in enumerate(columns):
        cells = [heading] + [r[j] for r in rows]
        assert all(assets.font(px, True).size(c)[0] <= widths[j] - 4 for c in cells), heading
    assert widths[columns.index("Final")] > widths[columns.index("1")]
