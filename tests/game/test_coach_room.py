"""A lesson's coach box gives way to what the learner must reach and read: every game and
player count with the coach on, at the minimum window size, 1280x720 and 2560x1440 - a choice
panel's buttons keep the height they have without a coach and never lie under the coach box
(the new-user trial found Grand Bid's secret-bid buttons under it at 1280x720, and squashed
to 10 px at 2560x1440); a hint's line lies clear of the coach box and of the cards."""

import itertools

import pygame
import pytest

from game import assets
from game.presenters import presenter_for
from game.table.coach import _fitted, coach_lines, coach_place
from game.table.hint import hint_line, hint_ring, hint_tag
from game.table.layout import TableLayout
from game.table.panel import BUTTON, NOTE_KEEP, note_lines, panel_buttons
from game.table.protocol import Choice, Panel
from game.table.words import prompt_band, prompt_lines
from game.ui import style
from game.ui.text import wrap as wrap_text
from game.window import MIN_SIZE
from tests.game.test_layout import GAMES

SIZES = [MIN_SIZE, (1280, 720), (2560, 1440)]
LINE = (
    "West offers the 8 of hearts: bid by laying 1 to 3 cards face down, or pass. Only how many "
    "cards counts: the most win, a tie going to the bidder nearer West's left, and they are paid."
)
"""A coach line as long as the longest a lesson says."""
NOTE = "Up to 3 cards; the most win (East wins a tie) and are paid to West."
PANELS = [
    Panel("Your secret bid on the 8 of hearts", NOTE, ((Choice("Pass", "pass"),),)),
    Panel(
        "Your secret bid on the 8 of hearts", NOTE, ((Choice("Bid 1 card", "a"), Choice("Take back", "b")),)
    ),
    Panel("Keep one card", NOTE, tuple((Choice(f"Keep {n}", f"k{n}"),) for n in range(2))),
    Panel("Your bid", NOTE, tuple(tuple(Choice(f"{r}{c}", f"{r}{c}") for c in range(4)) for r in range(3))),
]
"""Panels like the games' own: one button, a row of two, two rows of one, a grid."""


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game, players", GAMES)
def test_a_choice_panel_keeps_its_buttons_whole_and_clear_of_the_coach(game, players, size):
    p = presenter_for(game)
    plain = TableLayout(size, players, p.zones, p.max_hand)
    layout = TableLayout(size, players, p.zones, p.max_hand, coach=True)
    assert layout.coach is not None
    window = pygame.Rect(0, 0, *size)
    zones = [r for name, r in layout.zones().items() if name != "coach" and not name.endswith(".trick")]
    for panel in PANELS:
        placed = panel_buttons(panel, layout)
        usual = panel_buttons(panel, plain)
        heights = [r.height for _, r in placed[1]]
        if len(note_lines(panel, placed, layout)) > len(note_lines(panel, usual, plain)):
            # (more room kept the note, the buttons as tall as the panel's rule allows)
            assert min(heights) >= round(layout.unit * BUTTON * NOTE_KEEP), (panel.title, heights)
        else:
            assert heights >= [r.height for _, r in usual[1]], (panel.title, heights)
        box = coach_place(layout, LINE, [placed[0]])
        assert not any(box.colliderect(r) for _, r in placed[1]), (panel.title, box)
        assert not box.colliderect(placed[0]) and window.contains(box)
        assert not any(box.colliderect(r) for r in zones), box
        if size != MIN_SIZE and len(panel.rows) == 1:  # (the panels of one row the games show)
            px, lines = coach_lines(box, layout.unit, LINE)  # the whole line fits the box
            assert len(lines) * round(px * 1.3) <= box.height, (box, px, len(lines))
            assert px >= style.text_px(layout.unit, "small") * 3 // 4


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game, players", GAMES)
def test_the_coach_box_keeps_its_place_with_no_panel_over_it(game, players, size):
    p = presenter_for(game)
    layout = TableLayout(size, players, p.zones, p.max_hand, coach=True)
    assert coach_place(layout, LINE, []) == layout.coach
    for a, b in itertools.combinations(layout.zones().values(), 2):
        assert not a.colliderect(b)


def test_a_moved_coach_box_keeps_its_height_where_its_room_allows():
    """helper-75 saw the coach box change height from step to step: moved off a card, a short
    line's box was as tall as its two lines, a long one's as tall as three. It keeps the usual
    box's height where its room allows, else fills the room."""
    p = presenter_for("coins")
    layout = TableLayout((1280, 720), 3, p.zones, p.max_hand, coach=True)
    usual, short = layout.coach, "You lead: any card."
    tall = pygame.Rect(usual.x, 100, usual.width, 3 * usual.height)
    low = pygame.Rect(usual.x, 100, usual.width, usual.height * 2 // 3)
    assert _fitted(tall, layout.unit, short, usual).height == usual.height
    assert _fitted(low, layout.unit, short, usual).height == low.height
    assert _fitted(tall, layout.unit, LINE, usual).height >= usual.height  # (a long line: as it needs)


def test_a_coach_box_goes_in_a_room_where_its_line_fits_in_any_type_it_may_take():
    """A line fits a room if it does in any type from the small size down to 3/4 of it (as
    the box draws it): the box left its usual column for a side one as a hint came, its line
    one step too large for a room 1 px short of it (helper-85, Can't Win's first lesson step)."""
    p = presenter_for("cant_win")
    layout = TableLayout((1280, 720), 3, p.zones, p.max_hand, coach=True)
    usual, unit = layout.coach, layout.unit
    small = style.text_px(unit, "small")
    pad = max(4, small // 2)
    font = assets.font

    def need(px: int, line: str) -> int:
        lines = wrap_text(f"Coach:  {line}", font(px), usual.width - 2 * pad)
        return len(lines) * round(px * 1.3) + pad + 2

    for line in (LINE, LINE[: len(LINE) // 2]):
        for height in range(30, usual.height + 1):
            room = pygame.Rect(usual.x, 300, usual.width, height)
            fits = any(need(px, line) <= height for px in range(small, max(10, small * 3 // 4) - 1, -1))
            assert (_fitted(room, unit, line, usual) is not None) == fits, height


HINT = hint_line(
    "the card outlined", None, "the Knight of swords", "better", 12.4, True, "round", "coin value"
)
"""A hint as long as they come (a long rival, partners, a long unit)."""


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game, players", GAMES)
@pytest.mark.parametrize("coach", [False, True])
def test_a_hint_line_lies_clear_of_the_coach_and_the_cards(game, players, size, coach):
    """The hint, shown where the prompt is, lies clear of every zone (the viewer's tableau and
    bid, the hands) and of the coach box (which gives way to it); the "Hint" tag on a card
    keeps off its words (the new-user trial found Bid Whist's hint under the coach box, and
    Grand Bid's over the tableau with the tag over its last words)."""
    p = presenter_for(game)
    layout = TableLayout(size, players, p.zones, p.max_hand, coach=coach)
    rects = []
    for line, px, pos in prompt_lines(layout.prompt, layout.unit, HINT, True, prompt_band(layout)):
        rects.append(pygame.Rect((0, 0), assets.font(px, True).size(line)))
        rects[-1].center = pos
    window = pygame.Rect(0, 0, *size)
    for name, zone in layout.zones().items():
        if name not in ("prompt", "coach"):
            assert zone.collidelist(rects) < 0, (name, zone, rects)
    assert all(window.contains(r) for r in rects)
    if coach:
        assert coach_place(layout, LINE, rects).collidelist(rects) < 0
    card = layout.seat(0).hand.copy()
    card.width = card.height * 5 // 7
    for x in range(layout.seat(0).hand.left, layout.seat(0).hand.right - card.width, card.width // 2):
        ring, width = hint_ring(card.move_to(x=x), layout.unit)
        assert hint_tag(ring, width, (40, 16), window, rects).collidelist(rects) < 0


def test_the_hint_tag_goes_below_the_ring_when_words_lie_on_both_its_edges():
    ring, window = pygame.Rect(100, 100, 60, 80), pygame.Rect(0, 0, 400, 400)
    above = hint_tag(ring, 4, (40, 16), window)
    inside = hint_tag(ring, 4, (40, 16), window, [above])
    below = hint_tag(ring, 4, (40, 16), window, [above, inside])
    assert above.bottom == ring.top + 4 and ring.contains(inside) and below.top == ring.bottom - 4
    assert below.collidelist([above, inside]) < 0 and window.contains(below)


def test_the_hint_tag_never_hides_a_small_target():
    """On a coin at the window's foot, its count over it, the tag lay inside the ring and hid
    the coin (helper-86): a tag covers at most a third of the ring's height, else none is
    drawn (the ring and the words say it)."""
    window = pygame.Rect(0, 0, 400, 400)
    coin, count = pygame.Rect(20, 364, 36, 36), pygame.Rect(10, 340, 60, 20)
    assert hint_tag(coin, 4, (40, 16), window, [count]) is None
    assert hint_tag(coin.move(0, -200), 4, (40, 16), window, [count.move(0, -200)]) is not None  # (below)
    tag = hint_tag(coin, 4, (40, 16), window)  # (nothing over it: on its top edge)
    assert tag.bottom == coin.top + 4


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game, players", GAMES)
def test_the_coach_box_leaves_room_for_the_words_over_the_viewers_bid(game, players, size):
    """A tester saw the Bid Coin coach box cut through "Your bid" over the pushed coins: with a
    bid area under it, the box ends a pile count's line above it."""
    p = presenter_for(game)
    layout = TableLayout(size, players, p.zones, p.max_hand, coach=True)
    own = layout.seat(0).bid
    if own is None:
        return
    px = style.text_px(layout.unit, "small")
    assert layout.coach.bottom <= own.top - 2 - assets.font(px).get_height(), (layout.coach, own)


def test_a_panel_keeps_its_width_over_words_at_its_foot_though_it_lies_on_the_coach():
    """helper-80 saw Grand Bid's bid panel in the lesson at 1280x720, a card laid, move beside
    the words over "Your bid" into a third of its width, its title in four lines and its note
    left out, to keep off the coach box's usual place; the box moved away all the same. The
    coach box gives way: the panel keeps its width and its note."""
    p = presenter_for("grand_bid")
    layout = TableLayout((1280, 720), 3, p.zones, p.max_hand, coach=True)
    panel = PANELS[1]
    alone = panel_buttons(panel, layout)
    own = layout.seat(0).bid
    words = pygame.Rect(own.left, own.top - 21, 67, 19)  # ("Your bid" over the laid card)
    assert words.colliderect(layout.panel_room) and not words.colliderect(alone[0])
    assert alone[0].colliderect(layout.coach)
    placed = panel_buttons(panel, layout, [words])
    assert placed[0].width == alone[0].width, (placed[0], alone[0])
    assert note_lines(panel, placed, layout) == note_lines(panel, alone, layout)
    assert not placed[0].colliderect(words)
