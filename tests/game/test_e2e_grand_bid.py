"""End to end, by posted mouse events only: title -> New game -> Grand Bid -> Start -> play to
the game-over overlay.

One human against the real bot worker process: offers by clicking a card, bids by clicking up
to three cards of the hand (each slides face up to the human's own bid area) and the panel's
confirm, pass or take back, keeps a card of a Double Offer with the panel. Pass-and-play, two
humans and one AI: both humans bid on the same offers behind the curtain, and neither ever
sees a card of the other's secret bid, nor any hidden card, before the reveal.
"""

from __future__ import annotations

from game.app import App
from game.bot_worker import BotWorker
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.sheet import ScoreSheetOverlay
from game.table.zones import ZoneKind
from rules.games.grand_bid import Phase
from tests.game.driver import click, legal_targets, open_new_game, play_target, sprites_in, start_game, step


def dealing(table) -> bool:
    """True from a deal until its animation is over: the last round's public cards (tableaux,
    discard pile) still lie face up, then fly back to the deck, before the new deal shows."""
    return table.session.state.history[-1].kind == "deal" and not table.animator.idle


def start_from_title(app, humans: int):
    new_game = open_new_game(app, "grand_bid")
    assert new_game.game == "grand_bid" and new_game.players == 3 and not new_game.option_widgets
    assert [e.get_text() for e in new_game.seat_entries] == ["You", "West", "East"]
    return start_game(app, new_game, humans)


def human_target(table, seen: dict):
    """The click the human makes now: the first card to offer; while bidding, as many cards as
    the offer's number modulo 3 (after taking one back once a game), then the panel's
    confirm or pass; the first card to keep. ``None`` when nothing is offered."""
    targets = dict(legal_targets(table))
    if not targets:
        return None
    state, seat = table.session.state, table.board.viewer
    if state.phase is not Phase.BID:
        return next(iter(targets.items()))
    laid = len(state.laid[seat])
    want = state.offer[-1].rank % 3
    if "clear" in targets and not seen["clear"]:
        seen["clear"] += 1
        return "clear", targets["clear"]
    bids = [t for t in targets if t.startswith("bid ")]
    if laid < want and bids:
        return bids[0], targets[bids[0]]
    final = "confirm" if laid else "pass"
    return final, targets[final]


def test_one_human_plays_a_whole_game_against_the_bot_process():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        assert not app.bots.inline
        table = start_from_title(app, 1)
        assert table.board.viewer == 0 and table.board.revealed and table.presenter.deck_art == "french"
        seen = {"clear": 0, "offer": 0, "bid": 0, "confirm": 0, "pass": 0, "keep": 0, "summaries": 0}
        for _ in range(80000):
            step(app)
            top = app.top
            if isinstance(top, GameOverOverlay):
                break
            if isinstance(top, HandSummaryOverlay):
                assert top.title.startswith("Round ") and top.buttons[0][0] == "Next round"
                seen["summaries"] += 1
                click(app, top.targets()[0][1].center)
                continue
            assert not isinstance(top, CurtainScene)
            state = table.session.state
            for seat in (1, 2):  # the others' secret bids show nowhere before the reveal
                if state.phase is Phase.BID and table.animator.idle:
                    assert not sprites_in(table, ZoneKind.BID, seat)
            target = human_target(table, seen)
            if target is None:
                continue
            text, rect = target
            laid = len(state.laid[0])
            play_target(app, table, text, rect)
            seen[text.split()[0]] += 1
            if text.startswith("bid "):  # the card slides face up to South's own bid area
                step(app)
                mine = sprites_in(table, ZoneKind.BID, 0)
                assert [sp.key for sp in mine][-1] == text.split()[1] and len(mine) == laid + 1
        state = table.session.state
        assert isinstance(app.top, GameOverOverlay) and state.is_terminal and state.round_number == 4
        assert seen["summaries"] == 3 and all(seen.values()), seen
        overlay = app.top
        names = table.names
        winners = state.winners()
        if len(winners) == 1:
            expected = "You win" if winners[0] == 0 else f"{names[winners[0]]} wins"
            assert overlay.title == f"{expected} the game!"
        for seat, name in enumerate(names):
            line = f"{name}: {state.scores()[seat]} points, best run of {state.best_runs()[seat]} cards"
            assert line in overlay.lines
        click(app, dict(overlay.targets())["score sheet"].center, frames=3)
        assert isinstance(app.top, ScoreSheetOverlay)
        assert [r[-2] for r in app.top.sheet.rows] == [str(v) for v in state.scores()]
    finally:
        app.close()


def test_pass_and_play_two_humans_bid_on_the_same_offer_behind_the_curtain():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 2)
        assert table.pass_and_play and not table.board.revealed
        seen = {
            "clear": 0,
            "both bid": 0,
            "curtains": 0,
            "bid": 0,
            "offer": 0,
            "confirm": 0,
            "pass": 0,
            "keep": 0,
        }
        for _ in range(120000):
            step(app)
            top = app.top
            state = table.session.state
            if top is table and state.round_number and not dealing(table):
                # nobody is shown a card they may not know: no other hand's hidden card, no
                # card of another seat's secret bid, and none at all while nobody is revealed
                viewer = table.board.viewer if table.board.revealed else None
                hidden = {
                    c.text for s in range(3) if s != viewer for c in set(state.hands[s]) - set(state.known[s])
                }
                assert not hidden & set(table.drawn_faces), hidden & set(table.drawn_faces)
            if isinstance(top, GameOverOverlay):
                break
            if isinstance(top, HandSummaryOverlay):
                click(app, top.targets()[0][1].center)
                continue
            if isinstance(top, CurtainScene):
                assert top.seat == state.current_player and not table.board.revealed
                assert top.reason.startswith(f"{table.names[top.seat]} is next to ")
                seen["curtains"] += 1
                click(app, top.targets()[0][1].center, frames=1)
                assert table.board.viewer == top.seat and table.board.revealed
                continue
            target = human_target(table, seen)
            if target is None:
                continue
            assert table.board.viewer == state.current_player and table.board.revealed
            text, rect = target
            if text == "confirm" and state.bidders == [0, 1] and state.current_player == 1 and state.laid[0]:
                seen["both bid"] += 1  # the second human bids on the offer the first bid on
            play_target(app, table, text, rect)
            seen[text.split()[0]] += 1
        assert isinstance(app.top, GameOverOverlay) and table.session.state.is_terminal
        assert all(seen.values()), seen
    finally:
        app.close()
