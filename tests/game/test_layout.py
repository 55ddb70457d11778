"""The table layout: every game at every size from 800x450 to 3840x2160, landscape and
portrait, and the table's part of each with the hand history open - no two zones overlap,
every zone lies inside the window, hands keep their indices in sight, the trick's cards stay
readable, and the choice panel never covers a plate, a hand, the prompt or the centre's cards
and pieces."""

import itertools

import pygame
import pytest

from game import assets
from game.presenters import presenter_for
from game.table import arrange
from game.table.centre import CELL_LEAST, lying
from game.table.history import HistoryPanel
from game.table.layout import CARD_SIZES, LEGEND, MIN_STEP, POSITIONS, TableLayout, position_of
from game.table.pieces import note_box
from game.table.placement import turned_place
from game.table.zones import ZoneKind
from game.ui import style

SIZES = [
    (800, 450), (960, 600), (1024, 768), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160),
    (3440, 1440), (960, 1080), (900, 1100), (1080, 1920), (450, 800), (2160, 3840), (1200, 1200),
]  # fmt: skip
GAMES = [("bid_whist", 4), ("coins", 3), ("cant_win", 3), ("cant_win", 4), ("bid_coin", 3), ("bid_coin", 4)]
GAMES += [("grand_bid", 3)]
EVERY_ZONE = frozenset(ZoneKind)
HISTORY_OPEN = [HistoryPanel.split(size)[1] for size in SIZES]
"""The table's part of each window with the hand history open beside (or under) it."""


def layouts():
    """A layout of every game and player count, and of all the zones at once, at every size
    (the history closed and open), with normal and with large cards, with normal and with
    large text."""
    for text in style.TEXT_SIZES:
        style.set_text_size(text)
        for cards, scale in CARD_SIZES.items():
            for game, players in GAMES:
                p = presenter_for(game)
                for size in SIZES + HISTORY_OPEN:
                    name = f"{game}-{players}-{size[0]}x{size[1]}-{cards}-{text}"
                    hints = (False, p.supply_cells, p.turned_cards)  # (no coach: a lesson's, below)
                    layout = TableLayout(size, players, p.zones, p.max_hand, scale, *hints)
                    yield name, layout, scale
            for players in (3, 4):
                for size in SIZES + HISTORY_OPEN:
                    name = f"all-{players}-{size[0]}x{size[1]}-{cards}-{text}"
                    yield name, TableLayout(size, players, EVERY_ZONE, 20, scale), scale
    style.set_text_size("normal")


LAYOUTS = list(layouts())


@pytest.mark.parametrize("name, layout, scale", LAYOUTS, ids=lambda v: v if isinstance(v, str) else "")
def test_zones_lie_in_the_window_and_apart(name, layout, scale):
    window = pygame.Rect(0, 0, layout.width, layout.height)
    zones = layout.zones()
    for zone, rect in zones.items():
        assert rect.width > 0 and rect.height > 0, zone
        assert window.contains(rect), f"{zone} {rect} leaves the window"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    for area in layout.seats:
        for rect in (area.plate, area.hand):
            assert not layout.panel.colliderect(rect), (area.position, rect)
    assert not layout.panel.colliderect(layout.prompt) and window.contains(layout.panel)
    # a card on offer stays in sight while a choice is made about it (a face-down kitty may
    # lie under the opaque bid panel: the panel keeps its note, which bid to beat)
    assert layout.offer is None or not layout.panel.colliderect(layout.offer)


@pytest.mark.parametrize("name, layout, scale", LAYOUTS, ids=lambda v: v if isinstance(v, str) else "")
def test_the_trick_stays_readable(name, layout, scale):
    """The trick's cards are not much smaller than the viewer's (at the usual card size: large
    cards grow the hand more than the trick), with the history open too: at least 45% of
    their height everywhere, 55% at 960x1080 and 1280x720 with the history open (a short
    table once squeezed Bid Coin's trick to 33 px beside 151 px hand cards)."""
    if layout.seats[0].trick is None or name.startswith("all-"):
        return  # (no trick, or every zone at once: no game's table)
    hand_h = layout.card_h / scale
    assert all(a.trick.height == layout.table_h for a in layout.seats)
    reported = [HistoryPanel.split(size)[1] for size in ((960, 1080), (1280, 720))]
    least = 0.55 if (layout.width, layout.height) in reported else 0.45
    assert layout.table_h >= least * hand_h, (layout.table_h, layout.card_h)


# (the window sizes at normal text, as before the history: an 18-card hand at 1024x768 with the
# history open and large text does not fit its zone yet)
@pytest.mark.parametrize(
    "name, layout, scale",
    [x for x in LAYOUTS if x[0].endswith("-normal") and (x[1].width, x[1].height) in SIZES],
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_hands_stay_in_their_zone_and_keep_their_indices_in_sight(name, layout, scale):
    for position, area in enumerate(layout.seats):
        mine = position == 0
        for count in (1, 12, 13, 18):
            lifted = frozenset(range(count)) if mine else frozenset()
            rows = layout.hand_rows if mine else 1
            laid = arrange.fan(area.hand, count, area.card_h, "centre", lifted, rows, 0.62 if mine else 0.22)
            rects, parts = [r for r, _ in laid], [p for _, p in laid]
            assert all(area.hand.contains(r) for r in rects), (position, count)
            if mine and count <= 13:  # the viewer's usual hand: each index shows
                assert all(p.width >= rects[0].width * MIN_STEP - 1 for p in parts), (count, parts[0])
            for a, b in zip(parts, parts[1:]):
                assert not a.colliderect(b) or a.y != b.y


def test_narrow_windows_lay_the_hand_across_the_whole_width():
    """At half of a 1080p screen the viewer's hand uses the window's width, not the middle."""
    for size in ((960, 1080), (900, 1100), (1080, 1920)):
        layout = TableLayout(size, 4, presenter_for("bid_whist").zones, 18)
        assert layout.seat(0).hand.width >= size[0] * 0.95
    wide = TableLayout((1280, 720), 4, presenter_for("bid_whist").zones, 18)
    assert wide.seat(0).hand.width < 1280 * 0.7  # between the columns at 16:9


def test_a_hand_too_wide_for_one_row_wraps_to_two():
    layout = TableLayout((450, 800), 3, frozenset({ZoneKind.HAND}), 30)
    assert layout.hand_rows == 2
    area = layout.seat(0)
    rects = [rect for rect, _ in arrange.fan(area.hand, 30, area.card_h, rows=2)]
    assert len({r.y for r in rects}) == 2 and all(area.hand.contains(r) for r in rects)


def test_card_sizes_scale_with_the_window():
    for size in SIZES:
        layout = TableLayout(size, 4)
        assert layout.small_h < layout.card_h
        assert 0.19 <= layout.card_h / min(size) <= 0.21


def test_positions_clockwise_from_viewer():
    assert [position_of(s, 2, 4) for s in range(4)] == ["top", "right", "bottom", "left"]
    assert [position_of(s, 0, 3) for s in range(3)] == list(POSITIONS[3])
    with pytest.raises(ValueError):
        TableLayout((1280, 720), 5)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_button_bar_and_piece_cells_fit(size, players):
    layout = TableLayout(size, players)
    rects = layout.button_rects(3)
    assert all(layout.buttons.contains(r) for r in rects)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    areas = [layout.supply] + [area.pieces for area in layout.seats]
    for area in areas:
        row_h = arrange.row_height(area, layout.piece_h, layout.gap)
        for widths in ([40], [60, 60, 60], [200] * 8):
            cells = arrange.cells(area, widths, row_h, layout.gap)
            assert len(cells) == len(widths)
            assert len({c.width for c in cells}) == 1  # equal pieces alike, whatever their row
            assert all(area.contains(c) for c in cells), (area, cells)
            for a, b in itertools.combinations(cells, 2):
                assert not a.colliderect(b), (area, cells)


@pytest.mark.parametrize("size", SIZES + HISTORY_OPEN)
@pytest.mark.parametrize("game, players", [g for g in GAMES if ZoneKind.SUPPLY in presenter_for(g[0]).zones])
def test_the_supply_lies_beside_the_trick_only_with_room_for_its_cells(game, players, size):
    """Laid beside the trick (a short table: a lesson's coach box below it), the supply gives
    each of the game's cells at least :data:`CELL_LEAST` of its row's height: there, with
    the history open, Can't Win's five tiles and three piles were crushed into 110 px, their
    captions cut. (In its row across the top, the supply takes the width there is.)"""
    p = presenter_for(game)
    for coach, cards in itertools.product((False, True), CARD_SIZES.values()):
        layout = TableLayout(size, players, p.zones, p.max_hand, cards, coach, p.supply_cells)
        if layout.supply.bottom <= min(a.trick.top for a in layout.seats):
            continue  # (in its row above the trick)
        row_h = arrange.row_height(layout.supply, layout.piece_h, layout.gap)
        least = p.supply_cells * (row_h * CELL_LEAST + layout.gap) - layout.gap
        assert layout.supply.width >= least, (coach, cards, layout.supply)


@pytest.mark.parametrize("size", SIZES + HISTORY_OPEN)
@pytest.mark.parametrize("players", [3, 4])
def test_the_viewers_turned_card_and_its_note_keep_above_the_prompt_and_the_coach(size, players):
    """A card turned in the trick moves down, clear of its neighbours, with a note under it:
    the viewer's, with its "Can't win!", lay under "North wins the trick - click to go on" at
    1280x720 with the history open. The table keeps room for both above the prompt's row (and
    a lesson's coach box where it can), with normal and large cards and text; where that would make the
    trick's cards too small, the note goes beside the card, clear of the prompt and cards."""
    pygame.font.init()  # (the note's box is measured in its font)
    p = presenter_for("cant_win")
    for text, coach, cards in itertools.product(style.TEXT_SIZES, (False, True), CARD_SIZES.values()):
        style.set_text_size(text)
        layout = TableLayout(size, players, p.zones, p.max_hand, cards, coach, p.supply_cells, p.turned_cards)
        place = turned_place(layout.seat(0), layout)
        others = [a.trick for a in layout.seats[1:]]
        px, lowest = style.text_px(layout.unit, "small"), layout.prompt.top  # (a lesson's coach box
        note = note_box(place, True, "Can't win!", px, [*others, layout.prompt])  # moves: test_lessons)
        assert lying(place, True).bottom <= lowest and note.bottom <= lowest, (text, coach, note, lowest)
        assert note.collidelist([*others, lying(place, True)]) < 0, (text, coach, cards, note)
    style.set_text_size("normal")


@pytest.mark.parametrize("size", SIZES + HISTORY_OPEN)
def test_the_top_seats_turned_card_keeps_off_the_supply(size):
    """North's card turned in the trick moved up, clear of the side seats' places, onto the
    supply's "Support" caption (a tester): where cards may lie turned, the side seats' places
    stand far enough apart that the top and bottom ones turned fit between them unmoved."""
    p = presenter_for("cant_win")
    for coach, cards in itertools.product((False, True), CARD_SIZES.values()):
        layout = TableLayout(size, 4, p.zones, p.max_hand, cards, coach, p.supply_cells, p.turned_cards)
        top = layout.seat(2)
        if layout.table_h < 40:
            continue  # (a window too small to play on: its cards a few pixels tall)
        shown = lying(turned_place(top, layout), True)
        assert not shown.colliderect(layout.supply), (coach, shown)


def test_squeezed_cells_keep_their_pictures_whole():
    """Squeezed alike, a cell whose caption is shorter than its picture (the No XP tile) had
    its picture narrowed (a tester saw it drawn smaller): cells give up their room above the
    picture first, and squeeze alike only where the pictures alone do not fit."""
    area = pygame.Rect(0, 0, 300, 72)
    cells = arrange.cells(area, [82, 48, 87, 92], 72, 7, least=48)
    assert cells[1].width == 48 and all(c.width >= 48 for c in cells)
    assert cells[-1].right <= area.right and cells[0].width < 82
    tight = arrange.cells(pygame.Rect(0, 0, 150, 72), [82, 48, 87, 92], 72, 7, least=48)
    assert tight[-1].right <= 150 and len({c.width for c in tight[:2]}) == 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
def test_top_seat_pieces_have_room(size):
    """The top seat's pieces lie left of its plate and hand in two rows, as wide as the plate
    at 16:9, so four pieces with captions fit without squeezing."""
    layout = TableLayout(size, 4, presenter_for("cant_win").zones)
    top = layout.seat(2)
    assert top.pieces.right < min(top.plate.left, top.hand.left)
    assert top.pieces.width >= top.plate.width * 0.9
    row_h = arrange.row_height(top.pieces, layout.piece_h, layout.gap)
    assert row_h >= layout.piece_h * 0.9
    unit = layout.piece_h
    widths = [round(unit * 1.4), round(unit * 1.5), unit, round(unit * 1.3)]
    cells = arrange.cells(top.pieces, widths, row_h, layout.gap)
    assert [c.width for c in cells] == widths and len({c.y for c in cells}) == 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (960, 1080)])
def test_top_seat_bid_area_mirrors_its_pieces(size):
    """The top seat's bid area lies right of its plate and won piles, as tall as plate and
    hand, so pieces pushed to it show as large as its other pieces (left of the plate); on a
    narrow window (960x1080) where two pieces would not fit beside the plate, both lie under
    the hand instead, side by side, each nearly as wide as the plate (9/10: they keep
    :data:`~game.table.stacking.SEAT_APART` gaps from the side seats' plates)."""
    layout = TableLayout(size, 4, frozenset(ZoneKind))
    top = layout.seat(2)
    for area in (top.pieces, top.bid):
        row_h = arrange.row_height(area, layout.piece_h, layout.gap)
        assert row_h >= layout.piece_h * 0.9 and area.width >= 2 * layout.piece_h
        if area.top == top.plate.top:
            assert area.bottom == top.hand.bottom
        else:
            assert area.top > top.hand.bottom and area.width >= top.plate.width * 0.9
    if top.bid.top == top.plate.top:
        assert top.bid.left > max(top.plate.right, top.won.right) and top.bid.right < layout.log.left
    assert not top.bid.colliderect(top.pieces)
    assert size != (960, 1080) or min(top.pieces.top, top.bid.top) > top.hand.bottom


def test_every_size_draws_a_whole_table(app):
    """The real table at the extremes: every sprite and every drawn panel inside the window."""
    from tests.game.driver import push_table, run_until

    table = push_table(app, "cant_win", ["South", "West", "North", "East"], seed=3)
    run_until(app, lambda: table.input_ready, 5000)
    for size in ((800, 450), (450, 800), (3840, 2160)):
        table.on_resize(size)
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(sp.int_rect()) for sp in table.board.sprites())
        assert all(window.contains(c.rect) for c in table.board.placement.cells)
        surface = pygame.Surface(size)
        table.hud.draw(surface)
    assets.clear_scaled_cache()


def _apart(a: pygame.Rect, b: pygame.Rect) -> float:
    """The least distance between two rects in pixels (0 when they touch or meet)."""
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _things(area) -> list[pygame.Rect]:
    """A seat's plate and the rows it owns (the trick's spots are the middle's)."""
    return [
        r for r in (area.plate, area.hand, area.won, area.pieces, area.bid, area.tableau) if r is not None
    ]


@pytest.mark.parametrize("name, layout, scale", LAYOUTS, ids=lambda v: v if isinstance(v, str) else "")
def test_each_seats_things_read_as_its_own(name, layout, scale):
    """Whose pile is whose: each seat's won piles lie nearer its own plate than any other
    seat's plate or rows, and the seats' groups (plate and rows) lie further apart than the
    rows of one group, so West's pile and pushed pieces do not run into the viewer's corner
    below them (a fresh user read West's pile as their own)."""
    seats = layout.seats
    for area in seats:
        others = [r for other in seats if other is not area for r in _things(other)]
        if area.won is not None:
            own = _apart(area.won, area.plate)
            nearest = min(_apart(area.won, r) for r in others)
            assert own < nearest, (area.position, own, nearest)
    for a, b in itertools.combinations(seats, 2):
        between = min(_apart(ra, rb) for ra in _things(a) for rb in _things(b))
        assert between >= 2 * layout.gap, (a.position, b.position, between, layout.gap)


@pytest.mark.parametrize("name, layout, scale", LAYOUTS, ids=lambda v: v if isinstance(v, str) else "")
def test_a_pile_count_lies_by_its_piles_and_covers_none(name, layout, scale):
    """``"13 tricks"`` (the game's own word, the longest count) lies under each seat's won
    piles, inside their zone, over no pile card, however many piles (a fresh user found
    "6 tricks" drawn over West's and East's piles and their own). Games' tables only, where
    the won row keeps its height (Bid Coin's side column squeezes its rows to 8 px on a few
    small tables with large cards and the history open: a layout left to mend)."""
    pygame.font.init()
    game = name.split("-")[0]
    if game == "all":
        return  # (every zone at once: no game's table)
    words = presenter_for(game).pile_note(13)
    style.set_text_size(name.rsplit("-", 1)[-1])
    try:
        image = assets.font(style.text_px(layout.unit, "small"), True).size(words)
    finally:
        style.set_text_size("normal")
    for area in layout.seats:
        if area.won is None or area.won.height < layout.small_h:
            continue
        for count in (1, 2, 6, 13):
            piles = arrange.piles(area.won, count, layout.pile_h(area.won))
            box = arrange.pile_note(piles[0].unionall(piles[1:]), area.won, image)
            assert area.won.contains(box), (area.position, count, box, area.won)
            assert all(area.won.contains(p) for p in piles), (area.position, count)
            assert box.collidelist(piles) < 0, (area.position, count, box, piles[-1])


@pytest.mark.parametrize("width", [100, 160, 400])
@pytest.mark.parametrize("align", ["left", "right", "centre"])
def test_cards_everyone_saw_in_another_hand_show_their_corners_before_the_hidden_ones(width, align):
    """A tester read slivers of the cards everyone had seen in a Grand Bid hand: each face-up
    card shows more of itself than a face-down one (half its width where the room allows),
    the face-down cards closing up first; the hand stays in its area, in order."""
    area = pygame.Rect(10, 10, width, 80)
    faces = [False] * 8 + [True] * 6
    rects = arrange.fan_known(area, faces, 68, align)
    w = rects[0].width
    assert len(rects) == len(faces) and all(area.contains(r) for r in rects)
    steps = [b.x - a.x for a, b in zip(rects, rects[1:])]
    assert all(step >= 0 for step in steps)
    shown, hidden = steps[8:], steps[:8]
    assert min(shown) >= max(hidden) and min(shown) > 0
    assert min(hidden) > 0  # (each face-down card in sight: a tester saw them vanish)
    if width >= w + 6 * w // 2 + 8 * round(w * arrange.OTHERS_STEP):
        assert all(abs(step - w * arrange.KNOWN_STEP) <= 1 for step in shown)
    edge = {"left": rects[0].left - area.left, "right": area.right - rects[-1].right}.get(align)
    assert edge in (0, None)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (960, 600), (800, 450)])
@pytest.mark.parametrize("players", [3, 4])
def test_a_turned_card_in_the_trick_stands_clear_of_the_other_places(size, players):
    """A card turned a quarter in the trick ("can't win") lies a few pixels clear of the other
    seats' places (a tester saw West's turned card touch the viewer's card, 0 px between)."""
    p = presenter_for("cant_win")
    layout = TableLayout(size, players, p.zones, p.max_hand)
    for seat in layout.seats:
        shown = lying(turned_place(seat, layout), True)
        others = [s.trick for s in layout.seats if s is not seat]
        gap = min(
            max(o.left - shown.right, shown.left - o.right, o.top - shown.bottom, shown.top - o.bottom)
            for o in others
        )
        assert gap >= 3, (seat.position, shown, others)


@pytest.mark.parametrize("game", ["coins", "cant_win", "bid_coin", "grand_bid"])
def test_a_three_player_legend_grows_into_a_narrow_middles_free_room(game):
    """helper-75: beside the open history at 1280x720, Coins' rules strip shrank to 11 px type
    (the middle narrower than a unit). The legend grows into the room left over the cards
    there, clear of them and of the words over the centre zones; not where the middle is wide."""
    p = presenter_for(game)
    wide = TableLayout((1280, 720), 3, p.zones, p.max_hand)
    narrow = TableLayout(HistoryPanel.split((1280, 720))[1], 3, p.zones, p.max_hand)
    assert wide.legend.height == round(wide.unit * LEGEND * style.text_scale())
    if game in ("coins", "grand_bid"):  # (the others' supply row lies right under it)
        assert narrow.legend.height > round(narrow.unit * LEGEND * style.text_scale())
    worded = [r for name, r in narrow.zones().items() if name in ("stock", "offer", "discard")]
    worded += [a.trick for a in narrow.seats if a.trick is not None]
    assert worded and narrow.legend.bottom + narrow.gap + narrow.note_h <= min(r.top for r in worded)
    if narrow.supply is not None:  # (its captions are under its cells)
        assert narrow.legend.bottom + narrow.gap <= narrow.supply.top
