"""The hand history: a panel beside the table (the log's History button, or I) listing every
event of the game so far, grouped by hand and by trick or offer, scrollable, with the cards
drawn small beside the words (never one the viewer may not know), the latest in sight."""

from __future__ import annotations

import pygame
import pytest

from game.table.history import HistoryPanel, group
from game.table.input import HISTORY
from game.table.overlays import HandSummaryOverlay
from game.table.protocol import HistoryEntry
from rules.core.events import Dealt
from tests.game.driver import click, legal_targets, press, push_table, run_frames, step, visible_centre

NAMES = ["You", "West", "North", "East"]


def play(app, table, moves: int, choose=None) -> None:
    """Make ``moves`` of the viewer's moves (the first target, or ``choose(targets)``),
    closing summaries on the way."""
    made = 0
    for _ in range(60000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        if table.input_ready and legal_targets(table):
            if made >= moves:
                return
            targets = legal_targets(table)
            key, rect = choose(targets) if choose else targets[0]
            table.input.click(key)
            made += 1
    raise AssertionError("the game did not come back to the viewer")


def lines_of(rows) -> list[str]:
    return [row.text for row in rows if row.kind == "line"]


def spelled_out(lines: list[str]) -> list[str]:
    """``lines`` with each counted line (``"... (×6)"``) written out that many times."""
    out = []
    for line in lines:
        said, sep, count = line.rpartition(" (×")
        out += [said] * int(count[:-1]) if sep and count[:-1].isdigit() else [line]
    return out


def test_grouping_heads_hands_and_numbers_parts():
    entries = [
        HistoryEntry("West deals hand 1", hand=True),
        HistoryEntry("North bids 4", part="Bidding"),
        HistoryEntry("East passes"),
        HistoryEntry("North plays AS", ("AS",), part="Trick"),
        HistoryEntry("North wins the trick", part="Trick", ends=True),
        HistoryEntry("East plays 2H", ("2H",), part="Trick"),
        HistoryEntry("North deals hand 2", hand=True),
        HistoryEntry("West offers 5C", ("5C",), part="Offer", opens=True),
        HistoryEntry("West offers 6C", ("6C",), part="Offer"),
        HistoryEntry("East offers 7C", ("7C",), part="Offer", opens=True),
    ]
    rows = group(entries, "Trick")
    assert [(r.kind, r.text) for r in rows if r.kind != "line"] == [
        ("hand", "West deals hand 1"),
        ("part", "Bidding"),
        ("part", "Trick 1"),
        ("part", "Trick 2"),
        ("hand", "North deals hand 2"),
        ("part", "Offer"),
        ("part", "Offer"),
    ]
    assert lines_of(rows) == [e.text for e in entries if not e.hand]
    assert [r.cards for r in rows if r.cards] == [("AS",), ("2H",), ("5C",), ("6C",), ("7C",)]


def test_a_line_said_again_at_once_reads_as_one_with_a_count():
    """helper-75 read "West discards a card face down" six times over; the log said "(×6)"."""
    hidden = [HistoryEntry("West discards a card face down", part="Discard") for _ in range(6)]
    entries = [
        HistoryEntry("East passes"),
        HistoryEntry("East passes"),
        HistoryEntry("West takes the kitty"),
        *hidden,
        HistoryEntry("West discards the 4♠", ("4S",), part="Discard"),
        HistoryEntry("West discards the 5♠", ("5S",), part="Discard"),
        HistoryEntry("West plays the 2♣", ("2C",), part="Trick"),
        HistoryEntry("West discards a card face down", part="Trick"),
    ]
    assert lines_of(group(entries, "Trick")) == [
        "East passes (×2)",
        "West takes the kitty",
        "West discards a card face down (×6)",
        "West discards the 4♠",  # (a card shown: each its own row)
        "West discards the 5♠",
        "West plays the 2♣",
        "West discards a card face down",  # (under another part's title)
    ]


def test_the_history_opens_by_button_and_key_and_lays_the_table_beside_it(app):
    table = push_table(app, "bid_whist", NAMES, seed=3)
    play(app, table, 0)
    assert not table.history.open and table.board.layout.width == 1280
    click(app, dict(table.input.bar)[HISTORY].center, frames=3)
    assert table.history.open and app.settings["history"] is True
    panel = table.history.rect()
    assert panel.right == 1280 and panel.height == 720 and panel == HistoryPanel.split((1280, 720))[0]
    assert table.board.layout.width == 1280 - panel.width  # the table beside it, all of it in sight
    assert all(rect.right <= panel.left for rect in table.board.layout.zones().values())
    for sp in table.board.hand():  # clicks still hit what is drawn
        if sp.item.action in table.snapshot.legal:
            assert table.input.target_at(visible_centre(table, sp)) == sp.item.action
    click(app, table.history.close_rect().center, frames=3)
    assert not table.history.open and table.board.layout.width == 1280
    press(app, pygame.K_i)
    assert table.history.open
    press(app, pygame.K_i)
    assert not table.history.open
    pygame.display.set_mode((960, 1080), pygame.RESIZABLE)  # a tall window: the panel at its foot
    app.resized()
    press(app, pygame.K_i)
    panel = table.history.rect()
    assert (panel.bottom, panel.width) == (1080, 960) and table.board.layout.height == 1080 - panel.height
    assert all(rect.bottom <= panel.top for rect in table.board.layout.zones().values())


@pytest.mark.parametrize("game, players", [("bid_whist", 4), ("coins", 3), ("cant_win", 4), ("bid_coin", 3)])
def test_every_event_is_listed_grouped_with_its_cards_and_the_latest_in_sight(app, game, players):
    app.settings["history"] = True
    table = push_table(app, game, NAMES[:players], seed=5)
    play(app, table, 14)
    rows = table.history.rows()
    events = table.session.events
    claims = dict(table.claims.said)  # (a claim's line comes before the cards played out for it)
    described = [
        line
        for at, e in enumerate(events)
        for line in ([table.claims.entry(claims[at]).text] if at in claims else [])
        + ([] if isinstance(e, Dealt) else [table.presenter.describe(e, table.names)])
    ]
    listed, said = spelled_out(lines_of(rows)), [text for text in described if text]
    # each line as the log says it (a line may say more: Bid Whist's last discard)
    assert len(listed) == len(said) and all(line.startswith(text) for line, text in zip(listed, said))
    deals = [e for e in events if isinstance(e, Dealt)]
    assert sum(1 for r in rows if r.kind == "hand") == len(deals) >= 1
    plays = [e for e in table.session.events if e.kind == "play"]
    tricks = sum(1 for e in table.session.events if e.kind in ("trick_won", "book_won"))
    word = table.presenter.trick_word.capitalize()
    numbered = [r.text for r in rows if r.kind == "part" and r.text.startswith(word + " ")]
    assert len(numbered) in (tricks, tricks + 1) and len(numbered) >= 3
    assert [c for r in rows for c in r.cards if r.kind == "line"][-len(plays) :] == [
        p.card.text for p in plays
    ]
    # the latest line is in sight, with its card drawn
    table.dirty = True
    run_frames(app, 2)
    _, view, px = table.history._parts(table.history.rect())
    laid, total = table.history.laid(view, px)
    assert table.history.top is None and laid[-1][2] + laid[-1][3] <= total
    assert plays[-1].card.text in table.drawn_faces


def test_the_wheel_and_page_keys_scroll_and_the_end_follows_the_game_again(app):
    app.settings["history"] = True
    table = push_table(app, "bid_whist", NAMES, seed=5)
    play(app, table, 10)
    panel = table.history.rect()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=panel.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    run_frames(app, 2)
    assert table.history.top is not None  # scrolled back: it stays there
    scrolled = table.history.top
    play(app, table, 1)
    assert table.history.top == scrolled
    press(app, pygame.K_HOME)
    assert table.history.top == 0
    press(app, pygame.K_PAGEDOWN)
    assert table.history.top == table.history.page()
    press(app, pygame.K_END)
    assert table.history.top is None  # following the latest line again


def test_the_history_shows_no_card_the_viewer_may_not_know(app):
    """Bid Whist, another seat the bidder: its discards are listed but never shown, in the
    rows nor on the screen (within the hand: a later hand may deal those cards to anyone)."""
    app.settings["history"] = True
    table = push_table(app, "bid_whist", NAMES, seed=4)
    play(app, table, 6, choose=lambda targets: targets[-1] if targets[-1][0] == "pass" else targets[0])
    events = table.session.events
    assert sum(1 for e in events if isinstance(e, Dealt)) == 1  # still the first hand
    discards = [e for e in events if e.kind == "discard"]
    assert discards and all(e.seat != 0 for e in discards)  # another seat took the kitty
    secret = {e.card.text for e in discards}
    said = table.presenter.describe(discards[0], table.names)
    rows = table.history.rows()
    listed = [at for at, r in enumerate(rows) if r.text == f"{said} (×{len(discards) - 1})"]
    assert len(listed) == 1 and rows[listed[0]].cards == ()
    last = rows[listed[0] + 1]  # the last discard says the discard is the bidders' first book
    assert last.text.startswith(said) and "first book" in last.text and last.cards == ()
    assert not secret & {c for r in table.history.rows() for c in r.cards}
    table.dirty = True
    run_frames(app, 2)
    assert not secret & set(table.drawn_faces) and set(table.drawn_faces) & {
        e.card.text for e in events if e.kind == "play"
    }


def test_grand_bid_numbers_its_offers_and_shows_a_bid_only_once_revealed(app):
    app.settings["history"] = True
    table = push_table(app, "grand_bid", NAMES[:3], seed=4)
    play(app, table, 12)
    rows = table.history.rows()
    offers = [r.text for r in rows if r.kind == "part" and r.text.startswith("Offer")]
    assert offers[:3] == ["Offer 1", "Offer 2", "Offer 3"]
    events = table.session.events
    laid = {table.presenter.describe(e, table.names) for e in events if e.kind in ("lay", "bid_in")}
    assert all(r.cards == () for r in rows if r.text in laid)  # a secret bid is never shown
    reveals = [e for e in events if e.kind == "reveal"]
    for event in reveals:  # the reveal shows every bid's cards, each bidder's apart
        entry = table.presenter.history_entry(event, 0, table.names)
        groups = " ".join(entry.cards).split("  ") if entry.cards else []  # ("" parts two groups)
        assert sorted(groups) == sorted(" ".join(c.text for c in bid) for bid in event.bids if bid)
    assert any(e.winner is not None for e in reveals)


def test_the_history_tells_no_more_than_the_table_has_played(app):
    """Grand Bid: the bids' reveal is listed once the table has turned them up and paid them,
    not as soon as the last bid is made (helper-73 read who won an offer in the history while
    the bids still lay face down)."""
    app.settings["history"] = True
    table = push_table(app, "grand_bid", NAMES[:3], seed=4)
    said = None
    for _ in range(60000):
        step(app)
        reveals = [e for e in table.session.events if e.kind == "reveal"]
        if reveals and said is None:  # the last bid is in: its moves are yet to play
            said = table.presenter.describe(reveals[0], table.names)
            assert said not in lines_of(table.history.rows()) and said != table.log.status
        if said is not None and table.animator.idle:
            assert said in lines_of(table.history.rows())
            return
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        if table.input_ready and legal_targets(table):
            table.input.click(legal_targets(table)[0][0])
    raise AssertionError("no offer was bid on")
