"""End to end, by posted mouse events only: title -> New game -> Can't Win -> Start -> play.

The human takes a tile by clicking its piece in the supply and bids with a button of the bid
panel (tile first in odd rounds, bid first in even rounds; the panel lies below the supply and
never hides a tile), then plays by clicking the table's targets until the game-over overlay,
whose Score sheet button shows the last round. Three players against the real bot worker
process; four players with the beginner rules; and pass-and-play behind the curtain.
"""

import pygame

from game.app import App
from game.bot_worker import BotWorker
from game.scenes.title import TitleScene
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.review_screen import ReviewOverlay
from game.table.scene import TableScene
from game.table.sheet import ScoreSheetOverlay
from rules.games.cant_win import Phase
from tests.game.driver import (
    click,
    hands,
    legal_targets,
    open_new_game,
    panel_rects,
    play_target,
    press,
    start_game,
    step,
)


def start_from_title(app, players: int, humans: int, beginner: bool = False) -> TableScene:
    """Title -> New game -> Can't Win -> players -> options -> seats -> Start."""
    new_game = open_new_game(app, "cant_win")
    assert new_game.game == "cant_win"
    click(app, new_game.player_buttons[players].rect.center)
    assert new_game.players == players
    if beginner:
        click(app, new_game.option_widgets["beginner"].rect.center)
        assert new_game.options["beginner"] is True
    table = start_game(app, new_game, humans)
    assert table.players == players and table.session.state.options["beginner"] is beginner
    return table


def choose_target(table, prefer_tile: bool):
    """The target to click now: in the choose phase a tile piece or a bid button (a bid of at
    most 2), else the first legal card; ``None`` when nothing is offered."""
    targets = legal_targets(table)
    if not targets:
        return None
    tiles = [t for t in targets if t[0].startswith("tile ")]
    bids = sorted((t for t in targets if t[0].startswith("bid ")), key=lambda t: int(t[0].split()[1]))
    if tiles and (prefer_tile or not bids):
        return tiles[0]
    if bids:
        return bids[min(2, len(bids) - 1)]
    return targets[0]


def play_to_game_over(app, table, max_frames: int = 60000):
    """Click the human's choices until the game-over overlay; returns (actions by kind, the
    orders seen in the choose phase). ``kinds["piece"]`` counts tiles taken by clicking the
    piece in the supply, ``kinds["panel"]`` those taken while the bid panel was up."""
    kinds = {"tile": 0, "bid": 0, "play": 0, "piece": 0, "panel": 0}
    orders = set()
    for _ in range(max_frames):
        step(app)
        top = app.top
        if isinstance(top, GameOverOverlay):
            break
        if isinstance(top, HandSummaryOverlay):
            assert top.title.startswith("Round ") and top.buttons[0][0] == "Next round"
            click(app, top.targets()[0][1].center)
            continue
        assert not isinstance(top, CurtainScene)
        view = table.snapshot.view
        target = choose_target(table, prefer_tile=view.round_number % 2 == 1)
        if target is None:
            continue
        text, rect = target
        if text.startswith("tile "):
            # the tile is taken by clicking its piece in the supply, also while the bid
            # panel is up: the panel lies below the supply
            pieces = {cell.item.action: cell.rect for cell in table.board.placement.cells if cell.item.action}
            assert pieces[text] == rect
            kinds["piece"] += 1
            shown = panel_rects(table)
            if shown is not None:
                kinds["panel"] += 1
                area, buttons = shown
                assert not area.colliderect(rect)
                assert all(not (c.action or "").startswith("tile ") for c, _ in buttons)
            orders.add("tile first" if view.bids[view.seat] is None else "bid first")
        play_target(app, table, text, rect)
        kinds[text.split()[0]] += 1
    return kinds, orders


def plays_of(table, seat: int) -> int:
    """The cards ``seat`` played in the whole game."""
    return sum(1 for e in table.session.events if e.kind == "play" and e.seat == seat)


def claimed(table, seat: int) -> int:
    """The cards of ``seat`` played for it while a claim was played out (nobody is asked)."""
    session, starts = table.session, [0, *table.session.event_ends]
    return sum(
        1
        for i in table.claims.made
        for e in session.events[starts[i] : starts[i + 1]]
        if e.kind == "play" and e.seat == seat
    )


def check_game_over(app, table):
    state = table.session.state
    assert isinstance(app.top, GameOverOverlay) and state.is_terminal
    overlay = app.top
    names = table.names
    winners = state.winners()
    if len(winners) == 1:
        assert (
            overlay.title
            == f"{'You win' if names[winners[0]] == 'You' else names[winners[0]] + ' wins'} the game!"
        )
    else:
        *rest, last = [names[s] for s in winners]  # ("A and B", "A, B and C")
        assert overlay.title == f"{', '.join(rest)} and {last} share the win!"
    for seat, sheet in enumerate(state.score_sheet):
        tricks, points = sum(t for t, _ in sheet), sum(p for _, p in sheet)
        words = f"{tricks} trick{'s' * (tricks != 1)} x {points} point{'s' * (points != 1)}"
        assert f"{names[seat]}: {words} = {state.scores()[seat]}" in overlay.lines


def test_three_players_against_the_bot_process():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        assert not app.bots.inline
        table = start_from_title(app, 3, 1)
        assert (
            table.board.viewer == 0
            and table.board.revealed
            and table.presenter.deck_art.startswith("cantwin")
        )
        kinds, orders = play_to_game_over(app, table)
        assert kinds["tile"] == 3 and kinds["bid"] == 3 and kinds["piece"] == 3
        assert plays_of(table, 0) == 36 and kinds["play"] == 36 - claimed(table, 0)
        assert kinds["panel"] >= 1
        assert orders == {"tile first", "bid first"}
        check_game_over(app, table)
        # the last round's details: the game-over overlay's Score sheet button
        overlay = app.top
        assert [label for label, _ in overlay.buttons] == ["New game", "Score sheet", "Review", "Title"]
        click(app, dict(overlay.targets())["score sheet"].center, frames=3)
        assert isinstance(app.top, ScoreSheetOverlay)
        final = app.top.sheet.columns.index("Final")
        assert [r[final].split("= ")[-1] for r in app.top.sheet.rows if r[1] == "Tricks"] == [
            str(v) for v in table.session.state.scores()
        ]
        sheet = app.top  # its Review opens the last round's, as during the game
        click(app, dict(sheet.targets())["review"].center, frames=3)
        assert isinstance(app.top, ReviewOverlay) and app.top.hand == max(table.reviewer.hands) == 3
        press(app, pygame.K_ESCAPE, frames=3)
        assert app.top is sheet
        click(app, app.top.targets()[0][1].center, frames=3)
        assert app.top is overlay
        click(app, dict(app.top.targets())["title"].center, frames=3)
        assert isinstance(app.top, TitleScene) and app.find(TableScene) is None
    finally:
        app.close()


def test_four_players_beginner_rules():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 4, 1, beginner=True)
        kinds, _ = play_to_game_over(app, table)
        assert kinds["tile"] == 4 and kinds["bid"] == 4 and kinds["piece"] == 4
        assert plays_of(table, 0) == 48 and kinds["play"] == 48 - claimed(table, 0)
        check_game_over(app, table)
        sheet = table.presenter.score_sheet(table.snapshot.view, table.names)
        assert "Support" in sheet.columns
    finally:
        app.close()


def test_pass_and_play_hides_every_hand_behind_the_curtain():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 3, 3)
        assert table.pass_and_play and not table.board.revealed
        curtains = []
        for _ in range(20000):
            step(app)
            top = app.top
            state = table.session.state
            hidden = {c.text for s in range(state.num_players) for c in state.view(s).hand}
            if top is table and not table.board.revealed:
                # no hand card is drawn face up while nobody has been shown their hand
                assert not hidden & set(table.drawn_faces)
            if isinstance(top, CurtainScene):
                assert top.seat == state.current_player
                assert not table.board.revealed
                assert all(not sp.face_up for hand in hands(table) for sp in hand)
                assert top.reason.startswith(f"{table.names[top.seat]} ") and " next to " in top.reason
                curtains.append((top.seat, state.phase))
                click(app, top.targets()[0][1].center, frames=1)
                assert table.board.viewer == top.seat and table.board.revealed
                continue
            if isinstance(top, (HandSummaryOverlay, GameOverOverlay)):
                break
            if sum(state.view(0).tricks_won) >= 3:
                break
            target = choose_target(table, prefer_tile=table.board.viewer % 2 == 0)
            if target is not None:
                # only the human to act, at the bottom and after the curtain, gets targets
                assert table.board.viewer == state.current_player and table.board.revealed
                click(app, target[1].center, frames=1)
        choose = [seat for seat, phase in curtains if phase is Phase.CHOOSE]
        assert len(choose) == 6 and sorted(choose) == [0, 0, 1, 1, 2, 2]
        plays = [seat for seat, phase in curtains if phase is Phase.PLAY]
        assert len(plays) >= 6 and len(table.session.state.view(0).played) == 9
    finally:
        app.close()
