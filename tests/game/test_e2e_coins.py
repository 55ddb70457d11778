"""End to end, by posted mouse events only: title -> New game -> Coins -> Start -> play.

The one-human game uses the real bot worker process and runs to the game-over overlay; the
three-human game checks the pass-and-play curtain for a few tricks and the target option.
"""

from game import assets
from game.app import App
from game.bot_worker import BotWorker
from game.scenes.title import TitleScene
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.scene import TableScene
from tests.game.driver import click, hands, legal_targets, open_new_game, play_target, start_game, step


def start_from_title(app, humans: int, target: int | None = None) -> TableScene:
    new_game = open_new_game(app, "coins")
    assert new_game.game == "coins" and new_game.players == 3
    assert set(new_game.option_widgets["target"]) == {10, 15, 20}
    if target is not None:
        click(app, new_game.option_widgets["target"][target].rect.center)
    assert [e.get_text() for e in new_game.seat_entries] == ["You", "West", "East"]
    return start_game(app, new_game, humans)


def test_one_human_plays_coins_to_the_end_against_the_bot_process():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        assert not app.bots.inline
        table = start_from_title(app, 1)
        assert table.board.viewer == 0 and table.board.revealed and not table.pass_and_play
        assert table.session.state.view(0).target == 10 and table.presenter.deck_art == "spanish"
        moves = summaries = 0
        for _ in range(60000):
            step(app)
            top = app.top
            if isinstance(top, GameOverOverlay):
                break
            if isinstance(top, HandSummaryOverlay):
                v = table.session.state.view(0)
                assert any(f"{v.scores[0]} / 10 in all" in line for line in top.lines)
                summaries += 1
                assert top.buttons[0][0] == "Next hand"
                click(app, top.targets()[0][1].center)
                continue
            assert not isinstance(top, CurtainScene)
            targets = legal_targets(table)
            if targets:
                # no suit to follow: every card of the hand is offered, and raised
                assert len(targets) == len(table.session.state.legal_actions()) == len(table.board.hand())
                assert table.board.lifted == frozenset(range(len(table.board.hand())))
                play_target(app, table, *targets[-1])
                moves += 1
        state = table.session.state
        assert isinstance(app.top, GameOverOverlay) and state.is_terminal
        overlay = app.top
        winner = state.winners()[0]
        scores = state.scores()
        names = table.names
        assert scores[winner] >= 10 and max(scores) == scores[winner]
        title = "You win the game!" if winner == 0 else f"{names[winner]} wins the game!"
        assert overlay.title == title
        assert overlay.lines[0].startswith(f"{names[winner]} reached the target of 10 coins")
        assert overlay.lines[-1] == "Final coins: " + ", ".join(f"{n} {s}" for n, s in zip(names, scores))
        assert moves >= 5
        print("coins e2e: moves", moves, "hand summaries", summaries, "scores", scores)
        click(app, dict(overlay.targets())["title"].center, frames=3)
        assert isinstance(app.top, TitleScene) and app.find(TableScene) is None
    finally:
        app.close()


def test_three_humans_pass_and_play_behind_the_curtain(monkeypatch):
    drawn: list[str] = []
    real = assets.card_face

    def recording(deck, text, height):
        drawn.append(text.upper())
        return real(deck, text, height)

    monkeypatch.setattr(assets, "card_face", recording)
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 3, target=20)
        assert table.pass_and_play and not table.board.revealed
        assert table.session.state.view(0).target == 20
        assert ("Goal", "first to 20 coins") in table.presenter.info_lines(table.snapshot.view, table.names)
        curtains = []
        for _ in range(20000):
            drawn.clear()
            step(app)
            top = app.top
            state = table.session.state
            v = state.view(0)
            public = {c.text for c in v.played}
            if isinstance(top, CurtainScene):
                # the curtain is opaque: no face of any hand is drawn while it is up
                assert not (set(drawn) - public)
                assert all(not sp.face_up for hand in hands(table) for sp in hand)
                assert top.seat == state.current_player
                assert top.reason.startswith(f"{table.names[top.seat]} ") and " trick." in top.reason
                curtains.append(top.seat)
                click(app, top.targets()[0][1].center, frames=1)
                assert table.board.viewer == top.seat and table.board.revealed
                continue
            if table.board.revealed:
                own = {c.text for c in state.view(table.board.viewer).hand}
                assert set(drawn) <= own | public
            targets = legal_targets(table)
            if targets:
                assert table.board.viewer == state.current_player and table.board.revealed
                click(app, targets[0][1].center, frames=1)
            if sum(v.tricks_won) >= 4:
                break
        assert sum(table.session.state.view(0).tricks_won) >= 4
        # one curtain per change of player (a trick's winner who leads next keeps the table)
        assert len(curtains) >= 8 and set(curtains) == {0, 1, 2}
        assert all(a != b for a, b in zip(curtains, curtains[1:]))
    finally:
        app.close()
