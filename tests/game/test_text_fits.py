"""Text fits at every size (the layout test checks zones; this one checks the words in them):
names of up to 16 characters show whole on the plates at 960x1080 and up, with their marker
and badge; titles break between phrases; log lines wrap, never cut; large cards keep the bid
panel's note; a panel of one row keeps its buttons whole and its heading in sight with
large cards and text; the New game screen's option help is at least the body size."""

from __future__ import annotations

import itertools

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from game import assets
from game.presenters import presenter_for
from game.presenters.bid_whist.presenter import BidWhistPresenter
from game.scenes.new_game import NewGameScene
from game.table.history import HistoryPanel
from game.table.input import history_button
from game.table.layout import CARD_SIZES, TableLayout
from game.table.legend import _rows, legend_rows
from game.table.panel import BUTTON, NOTE_KEEP, heading_lines, label_px, note_lines, panel_buttons, wrap_note
from game.table.plates import plate_height, plate_texts, plate_type
from game.table.protocol import Choice, Icon, MultiChoice, Panel
from game.table.select import Selection
from game.table.words import info_lines, log_lines
from game.ui import style
from game.ui.style import TEXT_SIZES
from game.ui.text import PHRASE_ENDS, together, wrap, wrap_even, wrap_phrases
from rules.games import new_game
from tests.game.driver import click, push_table, run_frames
from tests.game.panel_shapes import assert_one_shape

SIZES = [(960, 1080), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (1080, 1920)]
GAMES = [("bid_whist", 4), ("coins", 3), ("cant_win", 3), ("cant_win", 4), ("bid_coin", 3), ("bid_coin", 4)]
GAMES += [("grand_bid", 3)]
NAMES = ["Maximilianus Ann", "Wolfgang Wilhelm", "Bartholomew Zeta", "Christabel Moone"]
BADGES = ["E-W · dealer · bidder", "12 cards · offers", "bid 7 · won 7 · 10 pts", "13 cards · bid in"]


@pytest.mark.parametrize(
    "size", [(960, 1080), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (960, 600)]
)
@pytest.mark.parametrize("cards", list(CARD_SIZES))
def test_large_text_never_makes_the_bid_buttons_labels_smaller(size, cards, text_size):
    """The bid panel's labels with large text are at least as large as with normal text, and
    larger at 1280x720: the note gives way before the buttons shrink below that (testers saw
    large text squeeze the grid under a two-line note, its labels smaller than normal text's,
    then no larger)."""
    panel, px, shown = bidding_panel(), {}, {}
    for text in TEXT_SIZES:
        text_size(text)
        layout = TableLayout(size, 4, presenter_for("bid_whist").zones, 13, CARD_SIZES[cards])
        placed = panel_buttons(panel, layout)
        px[text] = label_px(layout, min(r.height for _, r in placed[1]))
        shown[text] = " ".join(line for line, _ in note_lines(panel, placed, layout))
    assert px["large"] >= px["normal"], (size, cards, px)
    if size == (1280, 720):  # (larger where the room allows: a tester saw them the same size)
        assert px["large"] > px["normal"], (cards, px)
    if size == (1280, 720) and cards == "normal":  # (large cards too leave no room for it)
        # the bid to beat stays, its first sentence whole (a tester saw the note go at large text)
        assert shown["large"].startswith("To beat: ") and shown["large"].endswith("."), shown


@pytest.fixture(scope="module", autouse=True)
def fonts(dummy_display):
    """Fonts need pygame (the conftest's 1x1 dummy display)."""


def cases():
    """Every game at every size, with normal and large cards and text, and with the hand
    history open (the table laid out beside it)."""
    for game, players in GAMES:
        for w, h in SIZES:
            for cards, history, text in itertools.product(CARD_SIZES, (False, True), TEXT_SIZES):
                yield (
                    game,
                    players,
                    HistoryPanel.split((w, h))[1] if history else (w, h),
                    cards,
                    text,
                    history,
                )


@pytest.mark.parametrize("game, players, size, cards, text, history", list(cases()))
def test_names_of_16_characters_show_whole_on_every_plate(
    game, players, size, cards, text, history, text_size
):
    text_size(text)
    p = presenter_for(game)
    layout = TableLayout(size, players, p.zones, p.max_hand, CARD_SIZES[cards])
    _, _, pad = plate_type(layout.unit)
    for position, area in enumerate(layout.seats):
        plate = area.plate
        assert plate.height >= plate_height(layout.unit), (position, "a plate of one line")
        for who, badge in zip(NAMES, BADGES):
            marker = "you" if position == 0 else "AI"
            shown, px, second, spx = plate_texts(plate, layout.unit, who, marker, badge)
            assert shown == who and second == f"{marker} · {badge}", (position, shown, second)
            room = plate.width - 4 * pad
            assert assets.font(px, True).size(shown)[0] <= room and assets.font(spx).size(second)[0] <= room
            assert px >= 12 and spx >= 10
            assert round(px * 1.2) + round(spx * 1.2) <= plate.height


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("game, players", [("bid_whist", 4), ("cant_win", 4), ("grand_bid", 3)])
def test_a_plates_second_line_reads_at_13_px_or_more_from_1280x720(game, players, size):
    """A tester could hardly read "AI · bid 3 · partner" under North's name at 12 px at
    1280x720 (13 px is the floor of words to read)."""
    p = presenter_for(game)
    layout = TableLayout(size, players, p.zones, p.max_hand)
    for area in layout.seats:
        *_, second, spx = plate_texts(area.plate, layout.unit, "North", "AI", "bid 3 · partner")
        assert second == "AI · bid 3 · partner" and spx >= 13, (area.position, second, spx)


def breaks_between_phrases(lines: list[str], font, width: int) -> bool:
    """True when each line but the last ends a phrase, unless the phrase it is in was too
    wide for a line (it then wraps between words)."""
    text = " ".join(lines)
    for i, line in enumerate(lines[:-1]):
        if line.endswith(tuple(end.rstrip() for end in PHRASE_ENDS)):
            continue
        start = len(" ".join(lines[: i + 1]))
        phrase_start = max((text.rfind(end, 0, start) + len(end) for end in PHRASE_ENDS), default=0)
        phrase_end = min(
            (text.find(end, start) for end in PHRASE_ENDS if text.find(end, start) >= 0), default=len(text)
        )
        if font.size(text[max(0, phrase_start) : phrase_end].strip())[0] <= width:
            return False
    return True


def test_titles_break_between_phrases():
    font = assets.font(18, True)
    title = "Bid Whist - first side to 7"
    width = font.size("Bid Whist - first side to")[0]  # the old break: "... side to" / "7"
    assert wrap_phrases(title, font, width) == ["Bid Whist -", "first side to 7"]
    assert wrap_phrases(title, font, font.size(title)[0]) == [title]
    narrow = font.size("first side")[0]  # a phrase too wide for a line wraps between its words
    assert wrap_phrases(title, font, narrow) == ["Bid", "Whist -", "first side", "to 7"]
    for game in ("bid_whist", "coins", "cant_win", "bid_coin", "grand_bid"):
        heading = presenter_for(game).title(game.replace("_", " ").title())
        for size in SIZES + [(800, 450), (960, 600)]:
            layout = TableLayout(size, 4 if game == "bid_whist" else 3, presenter_for(game).zones)
            lines = [
                text for text, _, bold, colour, _ in info_lines(layout.info, layout.unit, heading, []) if bold
            ]
            px = style.text_px(layout.unit, "small")
            assert " ".join(lines) == heading and "…" not in " ".join(lines)
            assert breaks_between_phrases(
                lines, assets.font(px, True), layout.info.width - 2 * max(6, px // 2)
            )


LONG_STATUSES = [
    "Maximilianus Ann wins the book with the 6 of spades, the lowest trump, the best downtown (N-S 4 : 3)",
    "West offers the 8♦ - East may not bid (that number in their tableau, or no card)",
    "Nobody bids on the Double Offer: Wolfgang Wilhelm takes one card (both numbers in tableaus)",
]


@pytest.mark.parametrize("size", [(960, 1080), (1280, 720), (1366, 768), (960, 600), (2560, 1440)])
@pytest.mark.parametrize("text", list(TEXT_SIZES))
@pytest.mark.parametrize("history", [False, True])
@pytest.mark.parametrize("game, players", [("bid_whist", 4), ("grand_bid", 3), ("coins", 3)])
def test_log_lines_wrap_and_are_never_cut(size, text, history, game, players, text_size):
    """With the History button at the panel's foot (as the table draws it), large text and the
    table beside the open history, the status line shows whole, in type no smaller than the
    floor; the older lines, evenly wrapped, fill the room left, only the last in sight cut
    short."""
    text_size(text)
    size = HistoryPanel.split(size)[1] if history else size
    layout = TableLayout(size, players, presenter_for(game).zones)
    button = history_button(layout.log, layout.unit, "Hide history")
    room = pygame.Rect(layout.log.x, layout.log.y, layout.log.width, button.top - layout.log.top)
    older = [f"Wolfgang Wilhelm plays the Queen of spades, then {n} more words to read" for n in range(4)]
    for status in LONG_STATUSES:
        px, lines = log_lines(room, layout.unit, status, older)
        assert style.floor_px(layout.unit) <= px <= style.text_px(layout.unit, "small")
        assert " ".join(text for text, bold, _ in lines if bold) == status, (size, px)
        for line, bold, y in lines:
            assert "…" not in line or (line, bold, y) == lines[-1]
            assert assets.font(px, bold).size(line)[0] <= room.width - 2 * max(6, px // 2)
            assert y + px <= room.bottom
        shown = " ".join(line for line, bold, _ in lines if not bold)
        if not all(old in shown for old in older):  # some left out: the box is full
            assert log_is_full(room, px, lines), "room left"


def test_a_legend_line_leaves_no_word_alone_on_its_last_row():
    """helper-75 read "Wins over bid: push a" over a lone "coin" in the legend beside the open
    history: a line that takes two rows takes them evenly."""
    line = "Wins over bid: push a coin"
    px = 16
    font = assets.font(px)
    width = font.size("Wins over bid: push a ")[0] + 4
    rows = _rows([line], px, width, None)
    texts = ["".join(word[0] for word, _ in row).strip() for row in rows]
    assert len(rows) == 2 and " ".join(texts) == line
    assert all(" " in text for text in texts), texts


def test_a_legend_row_never_ends_between_an_icon_and_its_name():
    """helper-78 read Coins' chain as "Swords > [clubs icon]" over "Clubs > Cups": an icon and
    the name after it stay on one row, at every width."""
    from game.table.protocol import Icon, Span

    line = (
        Span("Cups"),
        Span("  >  ", bold=True),
        Icon("1B"),
        Span(" Clubs", bold=True),
        Span("  >  ", bold=True),
    )
    line += (Icon("1C"), Span(" Cups", bold=True))

    def square(card, px):
        return pygame.Surface((px, px))

    for width in range(60, 400, 3):
        rows = _rows([line], 16, width, square)
        placed = [(r, w) for r, row in enumerate(rows) for w, _ in row if isinstance(w, Icon) or w[0].strip()]
        for (r, word), (r_next, _) in zip(placed, placed[1:]):
            assert not isinstance(word, Icon) or r_next == r, width  # (its name on its row)


def test_even_wrapping_never_cuts_a_word_the_width_holds_whole():
    """helper-79 read Bid Coin's info "You 18," / "West 18" / ", East 18": the even width went
    below the widest word, cutting "West 18," from its comma. At every width that holds each
    word whole, each line is whole words."""
    font = assets.font(16)
    text = ", ".join(together(pair) for pair in ("You 18", "West 18", "East 18"))
    words = text.split(" ")
    for width in range(max(font.size(word)[0] for word in words), 300, 2):
        lines = wrap_even(text, font, width)
        assert [w for line in lines for w in line.split(" ")] == words, (width, lines)


def test_the_log_leaves_no_word_alone_on_a_lines_last_row():
    """helper-75 read "East pushes the 7: bid" over a lone "7": each line is wrapped evenly."""
    line = "East pushes the 7: bid 7"
    unit = 720
    font = assets.font(style.text_px(unit, "small"))
    width = font.size("East pushes the 7: bid")[0] + 4  # greedy wrapping leaves "7" alone
    assert wrap(line, font, width)[-1] == "7"
    for status, older in ((line, []), ("West plays purple 5", [line])):
        rect = pygame.Rect(0, 0, width + 2 * max(6, font.get_height() // 2), 300)
        px, lines = log_lines(rect, unit, status, older)
        rows = [text for text, _, _ in lines]
        assert " ".join(rows).count("7") == 2 and "7" not in rows, (px, rows)


def log_is_full(room: pygame.Rect, px: int, lines) -> bool:
    """No row more would fit under the last of ``lines`` (:func:`log_lines`'s spacing)."""
    pad = max(6, px // 2)
    _, bold, y = lines[-1]
    after = y + (round(px * 1.35) + pad // 2 if bold else round(px * 1.3) + round(px * 0.2))
    return after + px > room.bottom - pad


def bidding_panel():
    """Bid Whist's bid panel after an opening bid: its note says which bid to beat."""
    state = new_game("bid_whist", 4, {}, 3)
    state.advance_chance()
    state.apply(next(a for a in state.legal_actions() if str(a) == "bid 4 uptown"))
    view = state.view(state.current_player)
    names = ["You", "West", "North", "East"]
    panel = BidWhistPresenter().panel(view, state.legal_actions(), names)
    assert panel is not None and panel.note.startswith("To beat: ")
    return panel


@pytest.mark.parametrize(
    "size", [(960, 1080), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (960, 600)]
)
@pytest.mark.parametrize("cards", list(CARD_SIZES))
def test_the_bid_panel_keeps_its_note_with_large_cards(size, cards):
    panel = bidding_panel()
    layout = TableLayout(size, 4, presenter_for("bid_whist").zones, 13, CARD_SIZES[cards])
    placed = panel_buttons(panel, layout)
    shown = " ".join(line for line, _ in note_lines(panel, placed, layout))
    assert shown.startswith("To beat: "), (size, cards)
    assert " ".join(shown.split()) == " ".join(panel.note.split())


NOTE = "Up to 3 cards; the most win (Bartholomew wins a tie) and are paid to Wolfgang."
ONE_ROW = [
    Panel("Your secret bid on the 10 of hearts", NOTE, ((Choice("Pass", "pass"),),)),
    Panel(
        "Your secret bid on the 10 of hearts", NOTE, ((Choice("Bid 3 cards", "b"), Choice("Take back", "c")),)
    ),
    Panel("Keep one card", "It goes in your tableau.", ((Choice("Keep 10♥", "k"), Choice("Keep J♥", "j")),)),
]
"""Panels of one row like Grand Bid's (with its titles' longest card words)."""


@pytest.mark.parametrize("size", [*SIZES, (800, 450), (960, 600), (1600, 900)])
@pytest.mark.parametrize("game, players", GAMES)
def test_a_panel_of_one_row_keeps_its_buttons_whole_with_large_cards_and_text(game, players, size, text_size):
    # (a tester found Grand Bid's bid buttons 8 px tall with large cards: no room under the title)
    p = presenter_for(game)
    for cards, text in itertools.product(CARD_SIZES, TEXT_SIZES):
        text_size(text)
        layout = TableLayout(size, players, p.zones, p.max_hand, CARD_SIZES[cards])
        for panel in ONE_ROW:
            area, buttons = placed = panel_buttons(panel, layout)
            title_px, title, _, _ = heading_lines(panel, placed, layout)
            case = (cards, text, panel.title, area, [r for _, r in buttons])
            assert min(r.height for _, r in buttons) >= round(layout.unit * BUTTON * NOTE_KEEP), case
            assert all(area.contains(r) for _, r in buttons), case
            assert title and " ".join(line for line, _ in title) == panel.title, case
            left = min(r.left for _, r in buttons)
            for line, y in title:  # (in the panel, above its buttons or left of them)
                w, h = assets.font(title_px, True).size(line)
                assert area.top <= y and y + h <= area.bottom + 2, case  # (2: the line's leading)
                assert y + h <= buttons[0][1].top or w <= left - area.left, case


def legend_cases():
    """Each game's legend corner (both phases of Can't Win's) at every size, both text sizes,
    with the history open and shut."""
    for game, players in GAMES:
        for (w, h), text, history in itertools.product(SIZES, TEXT_SIZES, (False, True)):
            yield game, players, HistoryPanel.split((w, h))[1] if history else (w, h), text


def legends(game: str, players: int) -> list:
    """The presenter's legend lines of ``game`` at its start (and, for Can't Win and Bid Whist,
    in play)."""
    state = new_game(game, players, {}, 5)
    state.advance_chance()
    names = ["You", "Maximilianus Ann", "Wolfgang Wilhelm", "Bartholomew Zeta"][:players]
    p = presenter_for(game)
    out = [p.legend(state.view(0), names)]
    if game == "cant_win":
        while state.view(0).phase.name == "CHOOSE":
            state.apply(state.legal_actions()[-1])
            state.advance_chance()
        out.append(p.legend(state.view(0), names))
    if game == "bid_whist":  # (and in play, trumps named)
        while state.view(0).phase.name != "PLAY":
            state.apply(state.legal_actions()[0])
            state.advance_chance()
        out.append(p.legend(state.view(0), names))
    return out


KEPT_TOGETHER = ["(each beats the next)", "can't win", "No XP: odd", "2 wins", "No Escape: even"]
"""Phrases of the legends that must never be parted across rows."""


@pytest.mark.parametrize("game, players, size, text", list(legend_cases()))
def test_legends_show_every_row_whole_in_type_that_follows_the_text_size(
    game, players, size, text, text_size
):
    """Every row of the legend shows, no row parts a phrase, and the type is under the floor
    of the text size in force (so large text keeps the rules strip larger) only where the
    corner is too small for the strip at the floor."""
    text_size(text)
    p = presenter_for(game)
    layout = TableLayout(size, players, p.zones, p.max_hand)
    if layout.legend.height == 0:
        return
    for lines in legends(game, players):
        px, rows = legend_rows(lines, layout.legend, layout.unit, square)
        floor = style.floor_px(layout.unit)
        if px < floor:  # under the floor only where the strip would not fit whole at it
            pad = max(4, floor // 3)
            at_floor = _rows(lines, floor, layout.legend.width - 3 * pad, square)
            needed = len(at_floor) * round(floor * 1.35)
            too_wide = any(sum(w for _, w in row) > layout.legend.width - 3 * pad for row in at_floor)
            assert too_wide or needed + 2 * pad > layout.legend.height, (size, px)
        room = layout.legend.width - 3 * max(4, px // 3)
        for row in rows:  # a row wider than the corner is drawn cut short ("Revive Ban: pink c...")
            assert sum(w for _, w in row) <= room, (size, px, row_text(row))
        shown = [row_text(row) for row in rows]
        whole = " ".join(row_text(row) for row in _rows(lines, px, 10**6, square))
        assert " ".join(shown) == whole, "rows left out"
        for phrase in KEPT_TOGETHER:
            assert sum(row.count(phrase) for row in shown) == whole.count(phrase), (phrase, shown)


@pytest.mark.parametrize("game, players", GAMES)
def test_with_the_history_open_at_1280x720_every_legend_reads_at_12_px_or_more(game, players):
    """Coins' rules strip shrank to 10 px with the history open at 1280x720 (a tester could
    hardly read it): its lines are short enough to stay at 12 px there."""
    p = presenter_for(game)
    layout = TableLayout(HistoryPanel.split((1280, 720))[1], players, p.zones, p.max_hand)
    for lines in legends(game, players):
        assert legend_rows(lines, layout.legend, layout.unit, square)[0] >= 12


@pytest.mark.parametrize("size", [(1000, 650), (1280, 720), (800, 450), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("history", [False, True])
def test_cant_wins_legend_in_play_shows_every_players_tile(size, history):
    """At 1000x650 with the history open the legend showed three rows of eight: You's and
    West's tiles, not North's and East's. Each line is short ("West: pink can't win"), and
    every row shows (the usual names; names of 16 characters take two rows each, and in
    the shortest corners the last are left out), the padding least where that lets them in."""
    p = presenter_for("cant_win")
    table = HistoryPanel.split(size)[1] if history else size
    layout = TableLayout(table, 4, p.zones, p.max_hand, 1.0, False, p.supply_cells, p.turned_cards)
    names = ["You", "West", "North", "East"]
    state = new_game("cant_win", 4, {}, 5)
    state.advance_chance()
    while state.view(0).phase.name == "CHOOSE":
        state.apply(state.legal_actions()[-1])
    lines = p.legend(state.view(0), names)
    rows = [row_text(row) for row in legend_rows(lines, layout.legend, layout.unit, square)[1]]
    shown = " ".join(rows)
    assert all(f"{name}:" in shown for name in names) and shown.count("can't win") == 4, shown
    assert all(row.endswith("can't win") for row in rows), rows  # (a line a row: "North:" alone
    # over "yellow can't win" read apart, a tester at 1600x900)


def test_a_choice_panels_buttons_share_one_type_size(monkeypatch):
    """In Bid Whist's trump panel, narrowed beside the kitty, "Diamonds" alone was in smaller
    type than "Spades", "Hearts" and "Clubs" (a tester): the labels share the size the
    longest fits."""
    import game.table.panel as panel_module
    from game.table.paint import button_px
    from game.table.panel import draw_choice_panel
    from game.table.protocol import Choice, Panel

    drawn = []
    monkeypatch.setattr(panel_module, "draw_button", lambda s, rect, text, px, **k: drawn.append((text, px)))
    layout = TableLayout((1280, 720), 4, presenter_for("bid_whist").zones)
    labels = ["\u2660 Spades", "\u2665 Hearts", "\u2666 Diamonds", "\u2663 Clubs"]
    rows = ((Choice(labels[0], "trump S"), Choice(labels[1], "trump H")),)
    rows += ((Choice(labels[2], "trump D"), Choice(labels[3], "trump C")),)
    panel = Panel("Name the trump suit", "", rows)
    width = assets.font(20).size(labels[2])[0]  # (Diamonds fits only smaller than 20 px)
    rects = [pygame.Rect(10 + (i % 2) * (width + 8), 10 + (i // 2) * 50, width, 44) for i in range(4)]
    placed = (pygame.Rect(0, 0, 2 * width + 30, 120), list(zip([c for row in rows for c in row], rects)))
    draw_choice_panel(pygame.Surface((400, 200)), panel, placed, layout, (0, 0))
    sizes = {px for _, px in drawn}
    assert len(drawn) == 4 and len(sizes) == 1, drawn
    assert all(button_px(text, rect, px) == px for (text, px), rect in zip(drawn, rects))


def square(card: str, px: int) -> pygame.Surface:
    """A stand-in for a card symbol ``px`` tall."""
    return pygame.Surface((px, px))


def row_text(row) -> str:
    """A legend row's words (its icons left out, non-breaking spaces as spaces)."""
    return " ".join("".join(w[0] for w, _ in row if not isinstance(w, Icon)).replace("\u00a0", " ").split())


def test_wrap_never_parts_words_joined_by_together():
    font = assets.font(18)
    line = f"East wins the book with the little joker ({together('N-S 1')} / {together('E-W 1')})"
    for width in range(font.size("(N-S 1 /")[0], font.size(line)[0] + 1, 7):
        lines = wrap(line, font, width)
        assert " ".join(lines) == line
        assert any("(N-S\u00a01" in part for part in lines) and any("E-W\u00a01)" in part for part in lines)


def test_a_panels_note_starts_each_sentence_on_a_line_where_that_takes_no_more_lines():
    """A tester saw "7♦." alone under the kitty's other cards: where the note takes two
    lines either way, the second sentence starts the second line; where that would take
    more lines than plain wrapping, the note wraps plainly."""
    font = assets.font(18)
    first, second = "0 of 6 chosen: click 6 more.", "From the kitty: J♠, 2♠, 4♠, 5♥, J♣, 7♦."
    note = f"{first} {second}"
    wide = max(font.size(first)[0], font.size(second)[0])
    assert len(wrap(note, font, wide)) == 2 and wrap(note, font, wide)[1] != second
    assert wrap_note(note, font, wide) == [first, second]
    assert wrap_note(note, font, font.size(note)[0]) == [note]
    narrow = font.size("0 of 6 chosen: click")[0]
    assert len(wrap_note(note, font, narrow)) == len(wrap(note, font, narrow))
    assert " ".join(wrap_note(note, font, narrow)) == note


def test_new_game_option_help_is_at_least_the_body_size(title_app):
    app = title_app
    click(app, app.top.buttons["new"].rect.center, frames=3)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    theme = scene.manager.ui_theme
    helps = [e for e in scene.manager.ui_group.sprites() if "@help" in e.combined_element_ids]
    assert len(helps) >= len(scene.option_widgets)  # a line or more of help per option
    body = theme.get_font_info(scene.buttons["start"].combined_element_ids)["size"]
    assert all(theme.get_font_info(e.combined_element_ids)["size"] >= body for e in helps)
    pygame.display.set_mode((960, 1080), pygame.RESIZABLE)
    app.resized()
    run_frames(app, 1)
    helps = [e for e in scene.manager.ui_group.sprites() if "@help" in e.combined_element_ids]
    assert all(
        scene.manager.ui_theme.get_font_info(e.combined_element_ids)["size"] >= scene.px("body")
        for e in helps
    )


@pytest.mark.parametrize("size", [(960, 1080), (1280, 720), (1024, 768)])
@pytest.mark.parametrize("text", list(TEXT_SIZES))
def test_menu_buttons_hold_their_words_whole(title_app, size, text, text_size):
    """Every button of the title and the Settings screen (and the New game screen) holds its
    caption, in its own type, inside its border: "Load a saved game", "Per game", "Navy"."""
    app = title_app
    text_size(text)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized()
    run_frames(app, 1)
    title = app.top
    for opener in (None, "settings", "new"):
        if opener is not None:
            if app.top is not title:  # (back to the title from Settings)
                app.top.ok()
                run_frames(app, 2)
            click(app, title.buttons[opener].rect.center, frames=3)
        scene = app.top
        buttons = [e for e in scene.manager.ui_group.sprites() if isinstance(e, UIButton) and e.text]
        assert buttons
        for button in buttons:
            font = scene.manager.ui_theme.get_font(button.combined_element_ids)
            border = 2 * max(1, round(size[1] / 480))
            assert font.size(button.text)[0] <= button.rect.width - border, (
                type(scene).__name__,
                button.text,
            )


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (960, 1080), (1920, 1080)])
@pytest.mark.parametrize("text", list(TEXT_SIZES))
def test_learn_to_play_rows_keep_their_words_clear_of_the_next(title_app, size, text, text_size):
    """Each lesson's words end above the next lesson's button (a tester saw three lines of
    large text run into the next row at 1280x720)."""
    app = title_app
    text_size(text)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized()
    app.open("learn")
    run_frames(app, 2)
    scene = app.top
    lessons = [b.rect for name, b in scene.buttons.items() if name != "back"]
    tops, right = sorted(r.top for r in lessons), max(r.right for r in lessons)
    labels = [e.rect for e in scene.manager.ui_group.sprites() if isinstance(e, UILabel)]
    words = [r for r in labels if r.left >= right and r.top >= tops[0]]  # (beside the buttons)
    assert len(tops) == 7 and words
    for rect in words:
        later = [top for top in tops if top > rect.top]
        assert not later or rect.bottom - 2 <= later[0], (rect, later[0])  # (2: the label's spare)


@pytest.mark.parametrize("size", [(960, 600), (800, 450), (1280, 720)])
@pytest.mark.parametrize("text", list(TEXT_SIZES))
def test_the_bars_buttons_share_one_type_size(app, monkeypatch, size, text, text_size):
    """A tester saw "Score sheet" in smaller type than "Last trick" beside it at 960x600: each
    button shrank its own label to fit. The bar's labels now share the size the longest fits."""
    import game.table.paint as paint_module
    from tests.game.driver import legal_targets, play_target, push_table, run_until

    text_size(text)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized()
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=5)
    for _ in range(3):  # (a trick played: the Last trick button shows)
        run_until(app, lambda: table.input_ready, 6000)
        play_target(app, table, *legal_targets(table)[0])
    run_until(app, lambda: table.input_ready and table.snapshot.last_trick[0], 6000)
    drawn, real = {}, paint_module.label
    monkeypatch.setattr(
        paint_module,
        "label",
        lambda text, px, *a, **k: drawn.__setitem__(text, px) or real(text, px, *a, **k),
    )
    table.dirty = True  # (the still layer is drawn again)
    table.hud.draw(pygame.Surface(size))
    bar = [table.input.label(key) for key, _ in table.input.bar]
    assert "Score sheet" in bar and "Last trick" in bar
    assert len({drawn[text] for text in bar}) == 1, (drawn, bar)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (960, 600)])
def test_a_choice_of_several_cards_keeps_its_panel_as_the_last_card_is_picked(size, text_size, app):
    """Bid Whist's discard panel keeps its area and buttons from 5 cards picked to 6 (its note
    took another line at 6 of 6 and moved the buttons down as Discard came live: a tester at
    1600x900 saw it)."""
    kitty = "From the kitty: 6♦, A♦, Q♥, 10♠, 10♦, K♦."
    actions = tuple(f"discard {k}" for k in ("2H", "6H", "8H", "JH", "QH", "2D"))
    selection = Selection(None)
    selection.offer(MultiChoice("Discard 6 cards", 6, frozenset(actions), confirm="Discard", aside=kitty))
    selection.picked = list(actions[:5])
    panels = [selection.panel()]
    selection.picked.append(actions[5])
    panels.append(selection.panel())
    assert_one_shape(panels, size, 4, presenter_for("bid_whist"), text_size, max_hand=18)


def test_the_info_panels_type_once_shrunk_stays_until_the_window_changes(app, monkeypatch):
    """The info panel's type grew and shrank as its rows came and went (a tester saw it jump
    in Bid Whist, Grand Bid and Bid Coin): once shrunk for more rows it keeps that size; a new
    window size starts again from the usual size."""
    import game.table.hud as hud_module
    from tests.game.driver import push_table

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=5)
    run_frames(app, 3)
    few = [("Hand", "1, dealer East")]
    many = few + [(f"Row {k}", "a longer value that wraps onto a second line") for k in range(9)]
    drawn = []
    monkeypatch.setattr(hud_module, "draw_text", lambda s, text, px, *a, **k: drawn.append((text, px)))

    def title_px(rows) -> int:
        monkeypatch.setattr(table.hud, "info_rows", lambda: rows)
        drawn.clear()
        table.dirty = True  # (the still layer drawn again)
        table.hud.draw(pygame.Surface(app.layout_size))
        return next(px for text, px in drawn if text == "Hand")

    usual = title_px(few)
    shrunk = title_px(many)
    assert shrunk < usual and title_px(few) == shrunk
    table.on_resize((1366, 768))
    assert title_px(few) > shrunk


def test_wrap_never_starts_a_line_with_a_dash():
    """A tester read "You win the trick: highest trump" / "- click or press a key to go on":
    a lone dash ends its line, at every width."""
    pygame.font.init()  # (no app here)
    font = assets.font(20, True)
    text = "You win the trick: highest trump - click or press a key to go on"
    widths = range(font.size("highest trump -")[0], font.size(text)[0] + 1, 5)
    for width in widths:
        lines = wrap(text, font, width)
        assert " ".join(lines) == text and not any(line.startswith("-") for line in lines), lines
    assert any(wrap(text, font, w)[0].endswith("trump -") for w in widths)


def test_the_log_shows_as_many_lines_as_its_box_holds(app):
    """helper-75: the log kept 4 lines under the status line with room for more, and left out
    a declaration of zero that took two rows: it fills its box, the last line in sight cut
    short where only part of it fits."""
    table = push_table(app, "bid_coin", ["You", "West", "North", "East"], humans=1)
    said = [f"{name} plays purple {n}" for n, name in enumerate(["West", "North", "East"] * 3)]
    said += ["North declares a bid of zero with 7 + 1 (13 cards in hand)", "East pushes the 7: bid 7"]
    for line in said:
        table.log.say(line)
    layout = table.board.layout
    room = pygame.Rect(layout.log)
    room.height = history_button(layout.log, layout.unit, "History").top - room.top
    px, lines = log_lines(room, layout.unit, table.log.status, table.log.older)
    assert log_is_full(room, px, lines), "the box has room left"
    shown = " ".join(text for text, bold, _ in lines if not bold)
    assert shown.startswith("North declares a bid of zero")
