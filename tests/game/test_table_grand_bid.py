"""Grand Bid at the table: the presenter fills the zones from a seat's view and never shows a
secret bid to another seat, words every event, offers the bid and keep panels, and a bot's
secret bid takes as long to make whatever it holds."""

from __future__ import annotations

from game.presenters import has_presenter, presenter_for
from game.presenters.grand_bid import GrandBidPresenter
from game.table import pace
from tests.game.driver import push_table, run_until


def test_a_bots_secret_bid_takes_one_thinking_pause_whatever_it_lays(app):
    """A seat acting again right after its own action (laying its next card, confirming)
    does not pause again: a pass and a bid of three cards take the same time to make."""
    assert isinstance(presenter_for("grand_bid"), GrandBidPresenter) and has_presenter("grand_bid")
    table = push_table(app, "grand_bid", ["South", "West", "East"], humans=0, seed=4)
    session, bots = table.session, app.bots
    frames = [0]
    asked: list[float] = []
    applied: list[tuple[float, float, int, str]] = []  # (asked at, applied at, seat, action)
    request, apply = bots.request, session.apply

    def timed_request(*args):
        asked.append(frames[0] * app.fixed_dt)
        return request(*args)

    def timed_apply(action):
        if session.current_player >= 0:
            applied.append((asked[-1], frames[0] * app.fixed_dt, session.current_player, str(action)))
        return apply(action)

    bots.request, session.apply = timed_request, timed_apply

    def step() -> bool:
        frames[0] += 1
        return len(applied) > 90  # within the first round (its summary waits for a click)

    run_until(app, step, 40000)
    think = pace.THINK * table.speed
    again = first = 0
    for (_, _, seat0, _), (t_ask, t_apply, seat1, action) in zip(applied, applied[1:]):
        thought = t_apply - t_ask
        if seat1 == seat0:  # the same seat again: no second pause
            assert thought < think / 2, (action, thought)
            again += 1
        else:
            assert thought >= think, (action, thought)
            first += 1
    assert again > 10 and first > 20
