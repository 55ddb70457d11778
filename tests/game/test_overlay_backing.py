"""A dialog's words never mix with what lies behind it: an overlay's panel (the hand summary
over the history panel) and a choice panel hide what they cover wholly (issue 21 item 9);
and an overlay's title is never red."""

import pygame

from game.presenters import presenter_for
from game.table.layout import TableLayout
from game.table.overlay import Overlay
from game.table.panel import draw_choice_panel, panel_buttons
from game.table.protocol import Choice, Panel


def _inside(rect: pygame.Rect) -> list[tuple[int, int]]:
    """Points well inside ``rect`` along its left edge and its foot (clear of its words)."""
    return [(rect.x + 6, rect.centery), (rect.centerx, rect.bottom - 6)]


def test_an_overlay_panel_hides_what_is_behind_it(app):
    overlay = Overlay(app, "You & North were set", ["Books: N-S 9 / E-W 4"], [("Next hand", "next")])
    panel = overlay.panel_rect()
    seen = []
    for behind in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(app.layout_size)
        surface.fill(behind)
        overlay.draw(surface)
        seen.append([surface.get_at(p) for p in _inside(panel)])
    assert seen[0] == seen[1]


def test_an_overlay_over_a_table_keeps_off_its_open_history(app):
    """A hand's summary lay over the open history panel, leaving halves of its lines beside
    the summary's edge (a tester): the panel is centred over the table's part of the window,
    and the history stays whole beside it; with the history shut, over the whole window."""
    from tests.game.driver import push_table

    app.settings["history"] = True
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=5)
    assert table.history.open
    overlay = Overlay(app, "Hand 1 over - nobody at 10 yet", ["You: 2 coins"], [("Next hand", "next")])
    assert not overlay.panel_rect().colliderect(table.history.rect())
    assert overlay.panel_rect().centerx == table.board.layout.width // 2
    table.history.toggle()
    assert overlay.panel_rect().centerx == app.layout_size[0] // 2


def test_a_choice_panel_hides_the_cards_behind_it(app):
    layout = TableLayout((922, 720), 4, presenter_for("bid_whist").zones)
    panel = Panel("Your bid", "To beat: 3 downtown", ((Choice("4 uptown", "bid 4"), Choice("Pass", "pass")),))
    placed = panel_buttons(panel, layout)
    seen = []
    for behind in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface((922, 720))
        surface.fill(behind)
        draw_choice_panel(surface, panel, placed, layout, (0, 0))
        seen.append([surface.get_at(p) for p in _inside(placed[0])])
    assert seen[0] == seen[1]


def test_a_note_cut_short_by_the_room_ends_in_an_ellipsis(app):
    """A tester read "Up to 3 cards; the most win (East wins a tie) and are paid" as the whole
    of a note whose "to West." had no room: the last line shown ends in "…" where lines are
    left out, beside the buttons and above them."""
    from game.table.panel import heading_lines

    p = presenter_for("grand_bid")
    layout = TableLayout((1280, 720), 3, p.zones, p.max_hand)
    note = "Up to 3 cards; the most win (East wins a tie) and are paid to West. " * 3
    panel = Panel("Your secret bid on the 10♥", note, ((Choice("Bid 1 card", "confirm"),),))
    beside = (pygame.Rect(200, 300, 480, 100), [(panel.rows[0][0], pygame.Rect(420, 320, 240, 60))])
    above = (pygame.Rect(200, 300, 300, 160), [(panel.rows[0][0], pygame.Rect(220, 400, 260, 50))])
    for placed in (beside, above):
        lines = [line for line, _ in heading_lines(panel, placed, layout)[3]]
        assert lines and lines[-1].endswith("…") and "".join(lines) != note, lines
    roomy = (pygame.Rect(0, 0, 1200, 400), [(panel.rows[0][0], pygame.Rect(500, 330, 200, 50))])
    lines = [line for line, _ in heading_lines(panel, roomy, layout)[3]]
    assert lines and not lines[-1].endswith("…")  # (all of it shown: no ellipsis)


def test_a_summary_title_is_green_for_the_viewers_success_and_never_red(app):
    """A tester read a round's title in red (the viewer missed the bid) as an error: a
    failure's title is drawn as a neutral one, in the accent colour; a success's in green."""
    from game.ui import style

    def colours(good: bool | None) -> set[tuple[int, int, int]]:
        overlay = Overlay(app, "Round 1 of 3 scored", ["You: bid 0, won 1 - missed"], [("Next", "n")], good)
        surface = pygame.Surface(app.layout_size)
        overlay.draw(surface)
        panel = overlay.panel_rect()
        band = pygame.Rect(panel.x, panel.y, panel.width, round(overlay.unit * 0.1))
        return {
            tuple(surface.get_at((x, y)))[:3]
            for x in range(band.left, band.right)
            for y in range(band.top, band.bottom)
        }

    assert style.GOOD in colours(True) and style.ACCENT not in colours(True)
    assert style.ACCENT in colours(False) and style.WARNING not in colours(False)
    assert colours(False) == colours(None)
