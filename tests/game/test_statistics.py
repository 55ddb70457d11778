"""Statistics through the app: a game played to its end from the title is counted once (not
again when its finished save is opened), the title's Statistics screen shows it, a corrupt
statistics file is set aside with a message (issue 11), and a bad entry costs only itself."""

import json
import random

import pytest

from game.scenes.message import MessageScene
from game.scenes.statistics import NOTICE_TITLE, StatisticsScene
from game.session import Session
from game.table.scene import TableScene
from rules.core.record import Seat
from saves.stats import load_stats, stats_path
from tests.game.driver import click, open_new_game, play_to_the_end, run_frames, run_until, start_game


def to_title(app):
    app.show("title")
    run_frames(app, 2)
    return app.top


def test_a_finished_game_counts_once_and_shows_on_the_statistics_screen(app):
    new_game = open_new_game(app, "coins")
    table = start_game(app, new_game, humans=1)
    play_to_the_end(app, table)
    state = table.session.state
    winner = state.winners()[0]
    stats = load_stats()["games"]["coins"]
    names = table.names
    assert set(stats) == {"You", f"{names[1]} (computer)", f"{names[2]} (computer)"}
    for seat, name in enumerate(names):
        entry = stats[name if seat == 0 else f"{name} (computer)"]
        score = state.scores()[seat]
        assert entry == {"played": 1, "won": int(seat == winner), "best": score, "total": score}
    path = table.session.save_path
    table.session.close()
    run_until(app, lambda: path.exists(), 100)
    before = stats_path().read_bytes()
    # reopening the finished save (Load) replays it but does not count it again
    resumed = Session.resume(path)
    assert resumed.is_terminal
    app.show("table", resumed)
    run_frames(app, 30)
    assert stats_path().read_bytes() == before
    title = to_title(app)
    click(app, title.buttons["statistics"].rect.center, frames=4)
    screen = app.top
    assert isinstance(screen, StatisticsScene) and screen.game == "coins"
    rows = screen.rows()
    assert rows[0][:3] == ("You", "1", f"{int(winner == 0)} ({100 * int(winner == 0)}%)")
    assert [r[0] for r in rows[1:]] == sorted(f"{n} (computer)" for n in names[1:])


@pytest.mark.parametrize("humans", [0, 1])
def test_only_a_game_with_a_person_at_the_table_counts(humans):
    """A game of computer players only (a demo) is not counted; with one human seat it is."""
    seats = [Seat(name, "human" if i < humans else "ai") for i, name in enumerate(["A", "B", "C"])]
    session = Session.new("coins", seats, {}, seed=5)
    rng = random.Random(0)
    while not session.is_terminal:
        legal = session.legal_actions()
        session.advance_chance() if not legal else session.apply(rng.choice(legal))
    session.close()
    assert stats_path().exists() == bool(humans)


def test_a_corrupt_statistics_file_is_set_aside_with_a_message(app):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "cardtable-stats", "games": ', encoding="utf-8")
    title = to_title(app)
    click(app, title.buttons["statistics"].rect.center, frames=4)
    run_until(app, lambda: isinstance(app.top, MessageScene), 20)
    assert "statistics.json.bad" in app.top.text and app.find(StatisticsScene) is not None
    assert app.top.title == NOTICE_TITLE and "(it is damaged or cut short)" in app.top.text
    assert not path.exists() and path.with_name("statistics.json.bad").exists()
    click(app, app.top.buttons["ok"].rect.center, frames=4)
    screen = app.top
    assert isinstance(screen, StatisticsScene) and screen.rows() == []
    assert app.find(TableScene) is None


def write_stats(games):
    """A statistics file holding ``games`` (``{game: {player: entry}}``)."""
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": "cardtable-stats", "version": 1, "games": games, "counted": []}))


def test_a_bad_entry_is_left_out_with_a_message_and_the_rest_is_shown(app):
    good, bad = (
        {"played": 2, "won": 1, "best": 9, "total": 12},
        {"played": 2, "won": 3, "best": 9, "total": 12},
    )
    write_stats({"coins": {"Ann": good, "Bob": bad}})
    title = to_title(app)
    click(app, title.buttons["statistics"].rect.center, frames=4)
    run_until(app, lambda: isinstance(app.top, MessageScene), 20)
    assert app.top.title == NOTICE_TITLE
    assert "the record of \u201cBob\u201d in Coins (a number was out of range) was left out" in app.top.text
    assert "everything else was kept" in app.top.text and "statistics.json.bad" in app.top.text
    click(app, app.top.buttons["ok"].rect.center, frames=4)
    screen = app.top
    assert isinstance(screen, StatisticsScene) and screen.game == "coins"
    assert [row[:3] for row in screen.rows()] == [("Ann", "2", "1 (50%)")]


def test_a_game_the_lowest_score_wins_heads_its_best_column_lowest():
    """Bid Coin, won by the lowest total: the best score's column is headed "Lowest" and its
    cells are the numbers alone ("23 (lowest)" was cut to "23 (low…" at 1000x650: helper-78)."""
    from game.scenes.statistics import headings, table_rows

    players = {
        "Ann": {"played": 1, "won": 1, "best": 0, "total": 0},
        "Bo": {"played": 2, "won": 0, "best": 23, "total": 50},
    }
    assert headings(True) == ("Player", "Played", "Won", "Lowest", "Average")
    assert headings(False)[3] == "Best"
    assert [row[3] for row in table_rows(players)] == ["23", "0"]  # (the most played first)


@pytest.mark.parametrize(
    ("last", "shown"), [("grand_bid", "grand_bid"), ("coins", "bid_whist"), ("", "bid_whist")]
)
def test_the_screen_opens_on_the_game_last_started_if_it_has_a_count(app, last, shown):
    """The game last started on the New game screen shows first, if any of its games was
    counted; else the first game that has one (it opened on Bid Whist after a game of Grand Bid:
    helper-84)."""
    entry = {"played": 1, "won": 1, "best": 9, "total": 9}
    write_stats({"bid_whist": {"Ann": entry}, "grand_bid": {"Ann": entry}})
    app.settings["last_game"] = last
    title = to_title(app)
    click(app, title.buttons["statistics"].rect.center, frames=4)
    assert isinstance(app.top, StatisticsScene) and app.top.game == shown


def test_the_numbers_stand_right_aligned_under_their_headings(app, monkeypatch):
    """Each number's column ends at one right edge, its heading's and its cells' of any length
    ("1 (100%)" over "0 (0%)"); left-aligned under headings of different lengths, the columns'
    gaps looked uneven (helper-84). The player's names keep one left edge."""
    import game.scenes.statistics as screen_module

    entries = {
        "Ann": {"played": 12, "won": 12, "best": 112, "total": 300},
        "Bo": {"played": 3, "won": 0, "best": 8, "total": 9},
    }
    write_stats({"coins": entries})
    title = to_title(app)
    click(app, title.buttons["statistics"].rect.center, frames=4)
    drawn = []
    real = screen_module.draw_text

    def record(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(screen_module, "draw_text", record)
    app.top.draw_backdrop(app.screen)
    rows = [["Player", "Played", "Won", "Best", "Average"], *app.top.rows()]
    assert [text for text, _ in drawn] == [cell for row in rows for cell in row]
    rects = [rect for _, rect in drawn]
    columns = [rects[j :: len(rows[0])] for j in range(len(rows[0]))]
    assert len({rect.left for rect in columns[0]}) == 1
    for column in columns[1:]:
        assert len({rect.right for rect in column}) == 1
        assert len({rect.width for rect in column}) > 1  # (cells of different lengths)
    assert all(a[0].right < b[0].left for a, b in zip(columns[1:], columns[2:]))
