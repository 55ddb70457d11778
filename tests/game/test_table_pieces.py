"""Pieces at the table (Can't Win's tiles and tokens): the bid panel leaves the supply in
sight, a covered piece is never a target, one sizing rule for cells and pictures, clickable
pieces stand out; the game-over overlay's Score sheet button."""

import itertools
from types import SimpleNamespace

import pygame
import pytest

from game import assets
from game.table.arrange import row_height
from game.table.centre import lying
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.pieces import draw_card_notes, draw_cells, note_box
from game.table.placement import piece_icon_h
from game.table.scene import TableScene
from game.table.sheet import ScoreSheetOverlay
from game.table.zones import TRICK, CardItem, ZoneKind
from game.ui import style
from tests.game.driver import click, legal_targets, panel_rects, push_table, run_frames, run_until


def cant_win_table(app, players: int = 4, seed: int = 5) -> TableScene:
    names = ["South", "West", "North", "East"][:players]
    table = push_table(app, "cant_win", names, options={"beginner": True}, seed=seed)
    run_until(app, lambda: table.input_ready, 5000)
    return table


def supply_cells(table):
    return [c for c in table.board.placement.cells if c.zone.kind is ZoneKind.SUPPLY]


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("players", [3, 4])
def test_with_the_history_open_the_tiles_keep_their_width_and_the_panel_keeps_off_them(app, size, players):
    """With the history open at 1280x720, four players' supply lay beside the trick in 110
    px: five tiles and three piles crushed into slivers, their captions cut, the bid panel over
    the piles. The game says how many cells its supply shows, and each keeps most of the width
    its picture and caption want (its picture whole: a tester saw the No XP tile drawn
    smaller than the others), clear of the panel."""
    app.settings["history"] = True
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized()
    table = cant_win_table(app, players)
    assert table.history.open
    cells = supply_cells(table)
    assert len(cells) <= table.presenter.supply_cells
    wants = [table.board.measure(c.item, len(c.sprites), c.icon_h) for c in cells]
    assert all(c.rect.width >= 0.75 * want for c, want in zip(cells, wants)), ([c.rect for c in cells], wants)
    assert all(c.rect.width >= min(want, c.icon_h) for c, want in zip(cells, wants))  # (pictures whole)
    area, _ = panel_rects(table)
    assert not any(area.colliderect(c.rect) for c in cells)


@pytest.mark.parametrize("players", [3, 4])
def test_bid_panel_leaves_the_tiles_in_sight_and_clickable(app, players):
    table = cant_win_table(app, players)
    area, _ = panel_rects(table)
    assert table.snapshot.panel.title == "Your bid - or first click a tile above"
    supply = supply_cells(table)
    assert supply and all(not area.colliderect(c.rect) for c in supply)
    targets = table.input.targets()
    tiles = {str(a) for a in table.session.state.legal_actions() if a.kind == "tile"}
    assert {k for k, r in targets if k.startswith("tile ")} == tiles
    for key, rect in targets:
        if key in tiles:
            assert rect == next(c.rect for c in supply if c.item.action == key)


def test_a_covered_piece_is_no_target(app):
    table = cant_win_table(app, 4)
    layout = table.board.layout
    row = pygame.Rect(layout.panel.x, layout.supply.y, layout.panel.width, layout.supply.height)
    layout.panel = layout.panel_room = row  # as if the panel lay over the supply row, no room to move
    table.input.rebuild()
    area, _ = panel_rects(table)
    covered = {
        c.item.action for c in table.board.placement.cells if c.item.action and area.colliderect(c.rect)
    }
    assert covered
    assert not covered & {k for k, _ in table.input.targets()}


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (1024, 768)])
def test_one_sizing_rule_pictures_fit_their_cells(app, size):
    table = cant_win_table(app, 4)
    table.on_resize(size)
    cells = table.board.placement.cells
    assert {c.zone.kind for c in cells} == {ZoneKind.SUPPLY, ZoneKind.PIECES}
    px = table.board.caption_px()
    font = assets.font(px, True)
    layout = table.board.layout
    for cell in cells:
        step = max(1, cell.icon_h // 14)
        # the raised, stacked picture and the caption line fit the cell's height ...
        assert 2 * step + cell.icon_h + px + 2 <= cell.rect.height
        # ... and every picture of the row is the same size, labelled or not
        assert cell.icon_h == piece_icon_h(row_height(cell.rect, layout.piece_h, layout.gap), px)
    rects = [c.rect for c in cells]
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    if size[0] / size[1] > 1.7:
        # at 16:9 nothing is squeezed: a stack keeps room for its "x N"
        for cell in cells:
            if len(cell.sprites) > 1:
                assert cell.rect.width >= cell.icon_h + font.size(f"x{len(cell.sprites)}")[0]


def test_clickable_pieces_are_outlined_in_gold(app):
    table = cant_win_table(app, 4)
    surface = pygame.Surface((1280, 720))
    cells = table.board.placement.cells
    live = {k for k, _ in table.input.targets()}
    draw_cells(surface, cells, live, (-1, -1), table.board.caption_px())
    gold = pygame.Color(*style.ACCENT)

    def gold_in(rect: pygame.Rect) -> int:
        return sum(
            1
            for x in range(rect.left, rect.right)
            for y in range(rect.top, rect.bottom)
            if surface.get_at((x, y)) == gold
        )

    caption = table.board.caption_px() + 2
    clickable = [c.rect for c in cells if c.item.action in live]
    still = [c.rect for c in cells if not c.item.action and c.zone.kind is ZoneKind.SUPPLY]
    assert clickable and still
    for rect in clickable:
        assert gold_in(pygame.Rect(rect.x, rect.y, rect.width, rect.height - caption)) > rect.height
    for rect in still:
        assert gold_in(pygame.Rect(rect.x, rect.y, rect.width, rect.height - caption)) == 0


def test_game_over_offers_the_score_sheet(app):
    table = cant_win_table(app, 3)
    overlay = GameOverOverlay(app, table.presenter.game_over(table.snapshot.view, table.names), table)
    assert [label for label, _ in overlay.buttons] == ["New game", "Score sheet", "Title"]
    app.push(overlay)
    run_until(app, lambda: app.top is overlay, 10)
    click(app, dict(overlay.targets())["score sheet"].center, frames=3)
    assert isinstance(app.top, ScoreSheetOverlay) and app.top.sheet.title == "Score sheet"
    blank = pygame.Surface(app.screen.get_size())
    overlay.draw(blank)  # under the sheet it draws nothing (no edge peeking out)
    assert pygame.transform.average_color(blank)[:3] == (0, 0, 0)
    click(app, app.top.targets()[0][1].center, frames=3)
    assert app.top is overlay and not overlay.done
    overlay.draw(blank)
    assert pygame.transform.average_color(blank)[:3] != (0, 0, 0)


def test_score_sheet_columns_fit_their_widest_cell(app):
    from game.table.protocol import ScoreSheet

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


def test_score_sheet_columns_of_long_names_narrow_to_stay_in_the_panel(app):
    """Four names of 16 letters in Bid Whist's sheet, at 1000x650: the name columns narrow,
    their cells cut, and every column stays within the panel (helper-78 read "Books Po" at
    the window's edge, over the table's buttons)."""
    from game.table.protocol import ScoreSheet

    pygame.display.set_mode((1000, 650), pygame.RESIZABLE)
    app.resized()
    names = [f"{'W' * 15}{n}" for n in range(1, 5)]
    columns = ("Hand", "Dealer", "Bid by", "Contract", "Books", "Points", "Score")
    rows = [("1", names[0], names[0], "4 downtown, \u2665 - set", "9 : 4", "-4 : +0", "-4 : 0")]
    overlay = ScoreSheetOverlay(app, ScoreSheet("Score sheet", columns, tuple(rows)))
    inner = overlay.panel_rect().inflate(-48, 0)
    px, widths = overlay.column_layout(inner, style.text_px(overlay.unit, "body"))
    assert sum(widths) <= inner.width
    font, bold = assets.font(px), assets.font(px, True)
    for label in ("Hand", "Books", "Points", "Score"):  # the short columns keep their cells whole
        j = columns.index(label)
        assert font.size(rows[0][j])[0] <= widths[j] - 4 and bold.size(label)[0] <= widths[j] - 4
    assert font.size(names[0])[0] > widths[1] - 4  # (the names are the ones cut)


@pytest.mark.parametrize("turned", [True, False])
@pytest.mark.parametrize("px", [10, 14, 22])
def test_a_cards_note_stands_clear_of_the_card(app, turned, px):
    """A card's note ("Can't win!") is boxed a few pixels under the card, upright or sideways
    (2 px under it, a tester read the box and the sideways card's foot as one)."""
    rect = pygame.Rect(100, 100, 77, 108)
    sprite = SimpleNamespace(item=CardItem("Y7", True, turned, note="Can't win!"), busy=False)
    sprite.int_rect = lambda: rect
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    draw_card_notes(surface, [sprite], px)
    box = surface.get_bounding_rect()
    foot = rect.centery + (rect.width if turned else rect.height) // 2
    assert box.height and box.top - foot >= 3, (box, foot)


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
def test_the_prompt_keeps_clear_of_a_cards_note(app, size, text_size):
    """A long prompt rising over the trick keeps clear of the "Can't win!" under the viewer's
    own card lying turned there (a tester read the note and the prompt as one line)."""
    text_size("large")
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    table = push_table(app, "cant_win", ["South", "West", "East"], humans=1, seed=3)

    def noted():
        return [
            sp for sp in table.board.model.get(TRICK) if sp.item.note and sp.item.owner == 0 and not sp.busy
        ]

    for _ in range(4000):
        run_frames(app, 1)
        if noted() or isinstance(app.top, HandSummaryOverlay):
            break
        if table.input_ready:
            click(app, legal_targets(table)[-1][1].center, frames=1)
    [card] = noted()
    px = style.text_px(table.board.layout.unit, "small")
    box = note_box(table.board.placement.targets[id(card)][0], True, card.item.note, px)
    table.tell_notice(
        "Hint: the yellow 7 (outlined) - it can't win the trick; you bid 2 and have 1 so far. " * 2
    )
    run_frames(app, 2)
    assert len(table.hud.prompt_rects()) > 1
    assert all(not box.colliderect(r) for r in table.hud.prompt_rects()), (box, table.hud.prompt_rects())


@pytest.mark.parametrize("players", [3, 4])
def test_with_the_history_open_the_prompt_keeps_clear_of_the_viewers_turned_card_and_note(app, players):
    """With the history open at 1280x720 "North wins the trick: highest trump - click or press
    a key to go on" wrapped over the viewer's own turned card's "Can't win!" (seen under
    Xvfb): the table keeps room for both above the prompt's row, and the prompt keeps clear."""
    app.settings["history"] = True
    app.resized()
    table = push_table(app, "cant_win", ["South", "West", "North", "East"][:players], humans=1, seed=3)
    assert table.history.open

    def noted():
        return [sp for sp in table.board.model.get(TRICK) if sp.item.note and sp.item.owner == 0]

    for _ in range(6000):
        run_frames(app, 1)
        if (noted() and not table.board.busy()) or isinstance(app.top, HandSummaryOverlay):
            break
        if table.input_ready:
            click(app, legal_targets(table)[-1][1].center, frames=1)
    assert noted()
    table.tell_notice("North wins the trick: highest trump - click or press a key to go on")
    run_frames(app, 2)
    mine = table.board.taken(TRICK, table.board.layout.seat(0).trick)  # (the card with its note)
    rows = table.hud.prompt_rects()
    assert rows and all(not mine.colliderect(r) for r in rows), (mine, rows)


def test_a_cards_note_goes_over_the_card_where_under_it_would_meet_another(app):
    """Under the top seat's turned card the note touched the side seats' cards beside it
    (a tester saw it): where the box under the card would meet another card of its zone it
    stands over the card, clear of it; alone it stays under."""
    card = pygame.Rect(300, 100, 77, 108)  # (upright; turned, it shows 108 wide and 77 tall)
    shown = lying(card, True)
    left, right = pygame.Rect(228, 170, 77, 108), pygame.Rect(372, 170, 77, 108)
    alone = note_box(card, True, "Can't win!", 14)
    assert alone.top > shown.bottom
    assert alone.colliderect(left) or alone.colliderect(right)  # (the case: it would meet them)
    beside = note_box(card, True, "Can't win!", 14, [left, right])
    assert beside.bottom < shown.top and not beside.colliderect(shown)
    assert beside.collidelist([left, right]) < 0


def test_a_cards_note_goes_beside_the_card_where_under_and_over_it_meet_something(app):
    """North's note, over its turned card (under it met the side seats' cards), lay on the
    supply's "Support" caption; East's, over its card, on North's card (a tester saw both):
    the note goes beside the card where under and over it meet a card or a piece, and where
    every place meets something, where it covers least."""
    card = pygame.Rect(300, 100, 77, 108)
    shown = lying(card, True)
    left, right = pygame.Rect(228, 170, 77, 108), pygame.Rect(372, 170, 77, 108)
    supply = pygame.Rect(300, 70, 120, 40)  # (a piece's cell just over the card)
    box = note_box(card, True, "Can't win!", 14, [left, right, supply])
    assert box.collidelist([left, right, supply, shown]) < 0
    assert box.left > shown.right or box.right < shown.left
    walls = [pygame.Rect(0, 0, 800, shown.top), pygame.Rect(0, shown.bottom, 800, 400)]
    walls += [pygame.Rect(shown.right, 0, 6, 600), pygame.Rect(shown.left - 60, 0, 60, 600)]
    box = note_box(card, True, "Can't win!", 14, walls)  # (nowhere clear: the right, least)
    assert box.left > shown.right


def test_a_zones_captions_share_one_size_and_keep_apart_in_squeezed_cells(app, monkeypatch):
    """Squeezed supply cells each shrank their caption alone to the cell's very edge, and
    "Bid tokens" touched "Start marker" (a tester): one size for the zone, a few pixels spare."""
    import game.table.pieces as pieces_module
    from game.table.placement import Cell
    from game.table.zones import PieceItem, Zone

    drawn = []
    monkeypatch.setattr(pieces_module, "draw_text", lambda s, text, px, *a, **k: drawn.append((text, px)))
    zone = Zone(ZoneKind.SUPPLY)
    labels = ["Revive Ban", "No XP", "Bid tokens", "Start marker"]
    cells = [
        Cell(zone, pygame.Rect(10 + 84 * i, 10, 80, 72), 40, PieceItem("token", label, count=0), [])
        for i, label in enumerate(labels)
    ]
    draw_cells(pygame.Surface((360, 100)), cells, set(), (-1, -1), 16)
    sizes = {px for text, px in drawn if text in labels}
    assert len(sizes) == 1 and sizes.pop() < 16, drawn
    px = next(px for text, px in drawn if text in labels)
    assert all(assets.font(px).size(label)[0] <= 80 - 4 for label in labels)


def test_a_turned_cards_place_shows_no_outline_round_it(app, monkeypatch):
    """The empty outline of a seat's upright place peeked out above and below a card lying
    turned there (a tester): the felt leaves the outline out where a card lies turned."""
    table = push_table(app, "cant_win", ["South", "West", "North", "East"], humans=1, seed=3)
    for _ in range(6000):
        run_frames(app, 1)
        if any(sp.item.turned for sp in table.board.model.get(TRICK)) and not table.board.busy():
            break
        if table.input_ready:
            click(app, legal_targets(table)[-1][1].center, frames=1)
    turned = {table.board.position(sp.item.owner) for sp in table.board.model.get(TRICK) if sp.item.turned}
    asked = []
    real = table.hud.background
    monkeypatch.setattr(
        table.hud, "background", lambda size, bare=frozenset(): asked.append(bare) or real(size, bare)
    )
    table.dirty = True
    table.hud.draw(pygame.Surface(app.layout_size))
    assert turned and asked and turned <= asked[-1], (turned, asked)
