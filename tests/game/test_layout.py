"""The table layout: at every supported size nothing overlaps and nothing leaves the window."""

import itertools

import pytest

from game.table.layout import POSITIONS, TableLayout, position_of

SIZES = [(960, 600), (1280, 720), (1920, 1080), (2560, 1440), (1024, 768)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_zones_inside_window_and_apart(size, players):
    layout = TableLayout(size, players)
    window = (0, 0, *size)
    zones = layout.zones()
    for name, rect in zones.items():
        assert rect.width > 0 and rect.height > 0, name
        assert rect.clip(window) == rect, f"{name} {rect} leaves the {size} window"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_fans_stay_in_their_zone(size, players):
    layout = TableLayout(size, players)
    for position in range(players):
        zone = layout.seat(position)
        for count in (1, 12, 13, 18):
            rects = layout.fan(position, count, lifted=set(range(count)) if position == 0 else set())
            for rect in rects:
                assert zone.hand.contains(rect), (size, position, count, rect, zone.hand)
            # each card keeps a visible strip to click or read
            xs = [r.x for r in rects]
            assert xs == sorted(xs)
            if count > 1 and position == 0:
                assert xs[1] - xs[0] >= rects[0].width * 0.2
    for rect in layout.kitty_fan(6) + layout.kitty_stack(6):
        assert rect.clip((0, 0, *size)) == rect
    assert layout.kitty.contains(layout.kitty_fan(6)[-1])
    rects = layout.button_rects(2)
    assert not rects[0].colliderect(rects[1])
    assert all(layout.buttons.contains(r) for r in rects)


@pytest.mark.parametrize("size", SIZES)
def test_card_sizes_scale_with_height(size):
    layout = TableLayout(size, 4)
    assert 0.19 <= layout.card_h / size[1] <= 0.21
    assert layout.small_h < layout.table_h < layout.card_h
    # the choice panel stays clear of the hands and plates
    for zone in layout.seats:
        assert not layout.panel.colliderect(zone.hand)
        assert not layout.panel.colliderect(zone.plate)
    assert layout.panel.clip((0, 0, *size)) == layout.panel
    # the low panel (a table with supply pieces) starts below the supply and has room for two
    # rows of bid buttons under its heading
    for players in (3, 4):
        layout = TableLayout(size, players)
        low = layout.panel_low
        assert low.top > layout.supply.bottom and low.clip((0, 0, *size)) == low
        assert low.height >= size[1] * 0.1 + 2 * size[1] * 0.062
        for zone in layout.seats:
            assert not low.colliderect(zone.hand) and not low.colliderect(zone.plate)
            assert not low.colliderect(zone.pieces)
        assert not low.colliderect(layout.legend) and not low.colliderect(layout.prompt)


def test_positions_clockwise_from_viewer():
    assert [position_of(s, 2, 4) for s in range(4)] == ["top", "right", "bottom", "left"]
    assert [position_of(s, 0, 3) for s in range(3)] == list(POSITIONS[3])
    with pytest.raises(ValueError):
        TableLayout((1280, 720), 5)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_button_bar_of_three_and_piece_rows_fit(size, players):
    layout = TableLayout(size, players)
    rects = layout.button_rects(3)
    assert all(layout.buttons.contains(r) for r in rects)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    areas = [layout.supply] + [zone.pieces for zone in layout.seats]
    for area in areas:
        for widths in ([40], [60, 60, 60], [200] * 8):
            cells = layout.piece_rects(area, widths)
            assert len(cells) == len(widths)
            assert all(area.contains(c) for c in cells), (area, cells)
            for a, b in itertools.combinations(cells, 2):
                assert not a.colliderect(b), (area, cells)
            for a, b in zip(cells, cells[1:]):
                assert a.right <= b.left or b.top >= a.bottom  # left to right, then the next row
    # the legend and supply of three players sit above every trick spot
    if players == 3:
        assert all(layout.legend.bottom < zone.trick.top for zone in layout.seats)


@pytest.mark.parametrize("size", SIZES)
def test_top_seat_pieces_have_room(size):
    """The top seat's pieces lie left of its plate, as wide as the plate when the window
    allows, in two rows; four pieces with captions fit without squeezing at 16:9."""
    layout = TableLayout(size, 4)
    top = layout.seat(2)
    assert top.pieces.right < top.plate.left and top.pieces.width >= top.plate.width * 0.6
    assert layout.piece_row_h(top.pieces) >= layout.piece_h * 0.9
    if size[0] / size[1] >= 16 / 9 - 0.01:
        assert top.pieces.width == top.plate.width
        unit = layout.piece_h
        widths = [round(unit * 1.4), round(unit * 1.5), unit, round(unit * 1.3)]
        cells = layout.piece_rects(top.pieces, widths)
        assert [c.width for c in cells] == widths
        assert len({c.y for c in cells}) == 2
