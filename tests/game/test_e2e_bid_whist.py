"""End to end, by posted mouse events only: title -> New game -> Bid Whist -> Start -> play.

The one-human game uses the real bot worker process and runs to the game-over overlay; the
four-human game checks the pass-and-play curtain for a hand.
"""

from game.app import App
from game.bot_worker import BotWorker
from game.presenters.bid_whist.words import pair_text, side_name, side_short
from game.scenes.title import TitleScene
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.scene import TableScene
from game.ui.text import NBSP
from rules.games import new_game
from tests.game.driver import click, legal_targets, open_new_game, play_target, start_game, step


def _human_decisions(table: TableScene) -> int:
    """The moves of seat 0 in the table's saved record (replayed from its seed), leaving out
    those a claim made for it (nobody was asked)."""
    record, claimed = table.session.record, set(table.claims.made)
    state = new_game(record.game, record.players, record.options, record.seed)
    count = 0
    for index, text in enumerate(record.actions):
        count += state.current_player == 0 and index not in claimed
        state.apply(text)
    return count


def start_from_title(app, humans: int) -> TableScene:
    return start_game(app, open_new_game(app, "bid_whist"), humans)


def test_one_human_plays_a_whole_game_against_the_bot_process():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        assert not app.bots.inline
        table = start_from_title(app, 1)
        assert table.board.viewer == 0 and table.board.revealed and not table.pass_and_play
        moves = 0
        for _ in range(60000):
            step(app)
            top = app.top
            if isinstance(top, GameOverOverlay):
                break
            if isinstance(top, HandSummaryOverlay):
                assert top.buttons[0][0] == "Next hand"
                click(app, top.targets()[0][1].center)
                continue
            assert not isinstance(top, CurtainScene)
            targets = legal_targets(table)
            if targets:
                play_target(app, table, *targets[0])
                moves += 1
        state = table.session.state
        assert isinstance(app.top, GameOverOverlay) and state.is_terminal
        overlay = app.top
        winners = state.winners()
        scores = state.scores()
        names = table.names
        assert overlay.title == f"{side_name(winners[0] % 2, names)} win the game!"
        assert f"Final score: {pair_text(scores[:2], names)}" in overlay.lines
        assert f"{side_short(0, names)} {scores[0]} / {side_short(1, names)} {scores[1]}" in pair_text(
            scores[:2], names
        ).replace(NBSP, " ")
        # every decision of the human seat in the saved record took a click here (a click
        # during an animation only ends it), except the cards a claim played out for it; a
        # game may end in its first hand (under load the worker's timed bots play another
        # game than on a quiet machine), so no count of hands is asked for
        decisions = _human_decisions(table)
        assert decisions >= 1 and moves >= decisions
        # Title: back to the title screen by a click
        click(app, dict(overlay.targets())["title"].center, frames=3)
        assert isinstance(app.top, TitleScene) and app.find(TableScene) is None
    finally:
        app.close()


def test_four_humans_pass_and_play_behind_the_curtain():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 4)
        assert table.pass_and_play and not table.board.revealed
        curtains = []
        for _ in range(15000):
            step(app)
            top = app.top
            if isinstance(top, (HandSummaryOverlay, GameOverOverlay)):
                break
            if isinstance(top, CurtainScene):
                state = table.session.state
                assert top.seat == state.current_player
                assert top.button_label() == f"I'm {table.names[top.seat]} - show my hand"
                curtains.append(top.seat)
                click(app, top.targets()[0][1].center, frames=1)
                assert table.board.viewer == top.seat and table.board.revealed
                continue
            targets = legal_targets(table)
            if targets:
                # only the human to act, at the bottom and after the curtain, gets targets
                assert table.board.viewer == table.session.state.current_player and table.board.revealed
                click(app, targets[0][1].center, frames=1)
        assert isinstance(app.top, (HandSummaryOverlay, GameOverOverlay))
        assert len(curtains) >= 40
        assert all(a != b for a, b in zip(curtains, curtains[1:])) or len(set(curtains)) == 4
    finally:
        app.close()
