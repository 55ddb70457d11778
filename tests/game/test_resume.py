"""End to end: start Bid Whist from the title by clicks, play, close, and Continue in a new app."""

from __future__ import annotations

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.title import TitleScene
from game.table.status_log import LOG_LINES
from tests.game.driver import click, legal_targets, play_target, run_frames, run_until

HUMAN_MOVES = 3


def table_of(app):
    """The table scene at the bottom of the stack, or None."""
    from game.table.scene import TableScene

    return app.find(TableScene)


def snapshot(session):
    """What must survive a save and a Continue: the actions, the human's hand, the turn."""
    state = session.state
    view = state.view(0)
    return {
        "actions": list(session.record.actions),
        "history": [str(action) for action in state.history],
        "deal": str(state.history[0]),
        "hand": [card.text for card in view.hand],
        "turn": state.current_player,
        "phase": view.phase,
        "seats": [(seat.name, seat.kind) for seat in session.seats],
    }


def test_a_game_started_by_clicks_continues_in_a_new_app_at_the_same_turn():
    # The first app uses the real bot worker process (end to end); the second only reopens.
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        app.push(TitleScene(app))
        run_frames(app, 1)
        click(app, app.top.buttons["new"].rect.center)
        new_game = app.top
        assert [t.text for t in new_game.seat_toggles] == ["Human", "AI", "AI", "AI"]
        click(app, new_game.buttons["start"].rect.center)
        run_until(app, lambda: table_of(app) is not None, 10)
        table = table_of(app)
        played = []
        for _ in range(HUMAN_MOVES):
            run_until(app, lambda: bool(legal_targets(table)), 20000)
            before = len(table.session.record.actions)
            play_target(app, table, *legal_targets(table)[0])  # (a card of a discard: picked)
            played += table.session.record.actions[before:]
        assert played
        before = snapshot(table.session)
        save_path = table.session.save_path
    finally:
        app.close()  # leaves the table: the autosave is flushed
        assets.clear_caches()
    assert save_path is not None and save_path.exists()

    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.push(TitleScene(app))
        run_frames(app, 1)
        button = app.top.buttons["continue"]
        assert button.is_enabled and button.text.startswith("Continue: Bid Whist, hand 1")
        click(app, button.rect.center, frames=1)  # the table replaces the title after this frame
        table = table_of(app)
        assert table is not None and len(app.scenes) == 1
        assert table.session.save_path == save_path
        after = snapshot(table.session)
        assert after == before
        assert set(played) <= set(after["actions"])
    finally:
        app.close()
        assets.clear_caches()


def test_a_resumed_table_stacks_each_book_before_its_winner_and_shows_the_last_events(tmp_path):
    """Books are stacked per seat from ``books_by_seat`` (as in live play, not per side),
    and the log starts with the replayed game's last events instead of a welcome."""
    from game.session import Session
    from game.table.zones import ZoneKind
    from rules.core.record import Seat
    from saves import write_save
    from tests.game.driver import sprites_in

    seats = [Seat(n, "human" if i == 0 else "ai") for i, n in enumerate(["South", "West", "North", "East"])]
    session = Session.new("bid_whist", seats, {}, seed=21, autosave=False)
    state = session.state
    while len(state.view(0).played) < 24:  # six books into the first hand
        if state.current_player < 0:
            session.advance_chance()
        else:
            session.apply(state.legal_actions()[-1])
    by_seat = state.view(0).books_by_seat
    assert by_seat[2] + by_seat[3] > 0  # some books were won by the second seat of a side
    path = write_save(session.record, session.summary(), tmp_path / "game.json")
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        resumed = Session.resume(path)
        resumed._autosaver = None
        table = app.open("table", resumed)
        assert [len(sprites_in(table, ZoneKind.WON, seat)) for seat in range(4)] == list(by_seat)
        live = table.presenter.describe
        words = [live(e, table.names) for e in resumed.past_events]
        assert table.log.status == [w for w in words if w][-1]
        assert table.log.status.startswith(("South", "West", "North", "East"))
        assert len(table.log.older) == min(LOG_LINES, len([w for w in words if w]) - 1)
        assert all(table.log.older)
    finally:
        app.close()
        assets.clear_caches()


def saved_pass_and_play(to_act) -> tuple:
    """A Bid Whist game of two human seats (South, North) saved once ``to_act(session)`` holds
    after the bidding; returns the seats and the seat to act at the save."""
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat(n, "ai" if n in ("West", "East") else "human") for n in ["South", "West", "North", "East"]]
    session = Session.new("bid_whist", seats, {}, seed=21)
    while len(session.record.actions) < 12 or not to_act(session):
        if session.current_player < 0:
            session.advance_chance()
        else:
            session.apply(session.legal_actions()[0])
    session.close()
    return seats, session.current_player


def continued(seats) -> tuple[str, str]:
    """The title's line under its buttons, and the heading of the curtain that the table puts
    up once Continue resumes the save."""
    from game.table.curtain import CurtainScene

    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        app.push(TitleScene(app))
        run_frames(app, 2)
        line = app.top.detail[0]
        click(app, app.top.buttons["continue"].rect.center, frames=1)
        run_until(app, lambda: isinstance(app.top, CurtainScene), 20000)
        return line, app.top.heading()
    finally:
        app.close()
        assets.clear_caches()


def test_a_pass_and_play_saves_line_names_the_seat_the_curtain_calls():
    """A tester with two human seats read on the title that one seat was to play, and the
    resumed game's curtain called another. At a human's turn both name that player; at a
    computer player's, the line says so (its move comes first, then the curtain calls the
    next human)."""
    seats, _ = saved_pass_and_play(lambda s: s.seats[s.current_player].name == "North")
    line, heading = continued(seats)
    assert line.endswith("North to play") and heading == "Pass to North", (line, heading)

    seats, seat = saved_pass_and_play(lambda s: not s.seats[s.current_player].is_human)
    line, heading = continued(seats)
    assert line.endswith(f"{seats[seat].name} (AI) to play"), line
    assert heading in ("Pass to South", "Pass to North"), heading


def test_a_one_human_saves_line_names_the_seat_to_act_plainly():
    """With one human seat the player knows the others are computer players: no marks."""
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat(n, "human" if n == "South" else "ai") for n in ["South", "West", "North", "East"]]
    session = Session.new("bid_whist", seats, {}, seed=21, autosave=False)
    session.advance_chance()  # (the deal)
    while session.seats[session.current_player].is_human:
        session.apply(session.legal_actions()[0])
    assert session.summary()["status"] == f"Hand 1 - {seats[session.current_player].name} to bid"
