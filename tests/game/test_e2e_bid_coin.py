"""End to end, by posted mouse events only: title -> New game -> Bid Coin -> players -> Start ->
play to the game-over overlay.

The human clicks what the table offers: at their first turn they declare zero coin by coin
(turning the 7 and the 5, taking the 5 back, turning the 5 and the 1, then the panel's "Declare
zero"); after that they click what the baseline bot would choose for their seat (a card, a coin
to push, a coin toward a zero, the panel's button). Three players against the real bot worker
process; four players with in-process bots; and pass-and-play behind the curtain.
"""

import random

from game.app import App
from game.bot_worker import BotWorker
from game.presenters.bid_coin.presenter import coin_image
from game.scenes.title import TitleScene
from game.table.curtain import CurtainScene
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.scene import TableScene
from game.table.zones import ZoneKind, bid, pieces
from rules.ai.bots import make_bot
from rules.games.bid_coin import Phase
from tests.game.driver import (
    click,
    hands,
    legal_targets,
    open_new_game,
    panel_rects,
    sprites_in,
    start_game,
    step,
)

OPENING = ["zero 7", "zero 5", "unzero 5", "zero 5", "zero 1", "declare"]
"""The human's first clicks: a zero declaration of 7 + 5 + 1 with 13 cards, one coin taken back."""


def start_from_title(app, players: int, humans: int) -> TableScene:
    """Title -> New game -> Bid Coin -> players -> seats -> Start."""
    new_game = open_new_game(app, "bid_coin")
    assert new_game.game == "bid_coin"
    click(app, new_game.player_buttons[players].rect.center)
    assert new_game.players == players
    table = start_game(app, new_game, humans)
    assert table.players == players and table.presenter.deck_art == "bidcoin"
    return table


def choose(table, opening: list[str], rng: random.Random) -> tuple[str, object] | None:
    """The target to click now: the next opening click while the opening lasts, else the
    baseline bot's choice for the viewer; ``None`` while nothing is offered."""
    targets = dict(legal_targets(table))
    if not targets:
        return None
    if opening:
        text = opening.pop(0)
    else:
        state = table.session.state
        seat = state.current_player
        text = str(make_bot("bid_coin", "baseline").choose(state.view(seat), state.legal_actions(), rng))
    assert text in targets, (text, sorted(targets))
    return text, targets[text]


def check_click(app, table, text: str, rect) -> None:
    """Click ``rect``; the action recorded next is ``text``, and the table shows it: a pushed
    coin in the bid area, turned coins sideways, the panel's one button for ``declare``."""
    state = table.session.state
    before = len(state.history)
    if text == "declare":
        area, buttons = panel_rects(table)
        assert [c.label for c, _ in buttons] == ["Declare zero"] and rect in [r for _, r in buttons]
    click(app, rect.center, frames=1)
    assert str(state.history[before]) == text
    seat = table.board.viewer
    contents = table.snapshot.contents
    if text.startswith("push ") and state.pushed[seat]:  # (a push after the last trick ends the round)
        assert coin_image(int(text.split()[1])) in [item.key for item in contents.expanded(bid(seat))]
    if text.startswith(("zero ", "unzero ")) or text == "declare":
        turned = [item.turned for item in contents.expanded(pieces(seat))]
        assert sum(turned) == len(state.turned[seat])


def play_to_game_over(app, table, opening: list[str], seed: int, max_frames: int = 90000) -> dict:
    """Click the human's choices until the game-over overlay; returns clicks by action kind."""
    rng = random.Random(seed)
    kinds: dict[str, int] = {}
    summaries = 0
    for _ in range(max_frames):
        step(app)
        top = app.top
        if isinstance(top, GameOverOverlay):
            break
        if isinstance(top, HandSummaryOverlay):
            summaries += 1
            assert top.title.startswith("Round ") and top.buttons[0][0] == "Next round"
            click(app, top.targets()[0][1].center)
            continue
        assert not isinstance(top, CurtainScene)
        target = choose(table, opening, rng)
        if target is None:
            continue
        check_click(app, table, *target)
        kinds[target[0].split()[0]] = kinds.get(target[0].split()[0], 0) + 1
    kinds["summaries"] = summaries
    return kinds


def check_game_over(app, table) -> None:
    state = table.session.state
    assert isinstance(app.top, GameOverOverlay) and state.is_terminal
    overlay = app.top
    names = table.names
    winners = state.winners()
    if len(winners) == 1:
        who = names[winners[0]]
        assert overlay.title == f"{'You win' if who == 'You' else who + ' wins'} the game!"
    else:
        *rest, last = [names[s] for s in winners]  # ("A and B", "A, B and C")
        assert overlay.title == f"{', '.join(rest)} and {last} share the win!"
    for seat, name in enumerate(names):
        assert any(
            line.startswith(f"{name}: ") and f"= {state.scores()[seat]} " in line for line in overlay.lines
        )
    assert [label for label, _ in overlay.buttons] == ["New game", "Score sheet", "Review", "Title"]


def test_three_players_against_the_bot_process():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(timed=False))
    try:
        assert not app.bots.inline
        table = start_from_title(app, 3, 1)
        opening = list(OPENING)
        kinds = play_to_game_over(app, table, opening, seed=3)
        state = table.session.state
        assert not opening and state.results[0][0][1] == (7, 5, 1)  # the declared zero
        assert kinds["play"] == 13 * state.round_number and kinds["push"] >= 1
        assert kinds["zero"] >= 4 and kinds["unzero"] == 1 and kinds["declare"] >= 1
        assert kinds["summaries"] == state.round_number - 1
        check_game_over(app, table)
        click(app, dict(app.top.targets())["title"].center, frames=3)
        assert isinstance(app.top, TitleScene) and app.find(TableScene) is None
    finally:
        app.close()


def test_four_players_show_the_trump_card_and_every_coin():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 4, 1)
        step(app)
        state = table.session.state
        for _ in range(3000):
            if table.input_ready:
                break
            step(app)
        stock = sprites_in(table, ZoneKind.STOCK)
        assert [sp.key for sp in stock][-1] == state.stock[0].text and stock[-1].face_up
        assert len(stock) == 3 and not any(sp.face_up for sp in stock[:-1])
        coins = [sp.key for seat in range(4) for sp in sprites_in(table, ZoneKind.PIECES, seat)]
        assert sorted(coins) == sorted(coin_image(v) for v in (1, 2, 3, 5, 7) for _ in range(4))
        assert len(sprites_in(table, ZoneKind.SUPPLY)) == 5
        kinds = play_to_game_over(app, table, [], seed=4)
        assert kinds["play"] == 13 * state.round_number
        check_game_over(app, table)
    finally:
        app.close()


def test_pass_and_play_hides_every_hand_behind_the_curtain():
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    try:
        table = start_from_title(app, 3, 3)
        assert table.pass_and_play and not table.board.revealed
        rng = random.Random(5)
        curtains = []
        last = curtained = None  # the player who clicked last; the seat of the curtain since
        for _ in range(30000):
            step(app)
            top = app.top
            state = table.session.state
            hidden = {c.text for s in range(state.num_players) for c in state.view(s).hand}
            if top is table and not table.board.revealed:
                assert not hidden & set(table.drawn_faces)  # no hand drawn face up between players
            if isinstance(top, CurtainScene):
                assert top.seat == state.current_player and not table.board.revealed
                assert all(not sp.face_up for hand in hands(table) for sp in hand)
                assert top.reason.startswith(f"{table.names[top.seat]} ") and " next to " in top.reason
                curtains.append((top.seat, state.phase))
                curtained = top.seat
                click(app, top.targets()[0][1].center, frames=1)
                assert table.board.viewer == top.seat and table.board.revealed
                continue
            if isinstance(top, (HandSummaryOverlay, GameOverOverlay)) or len(state.played) >= 27:
                break
            target = choose(table, [], rng)
            if target is not None:
                seat = state.current_player
                assert table.board.viewer == seat and table.board.revealed
                # a new player (a push by the winner of another's card too) came behind a curtain
                assert seat == last or curtained == seat, (seat, last, state.phase)
                last, curtained = seat, None
                check_click(app, table, *target)
        plays = [seat for seat, phase in curtains if phase is Phase.PLAY]
        assert len(plays) >= 18 and set(plays) == {0, 1, 2}  # two changes of player in every trick
        assert len(table.session.state.played) >= 27
    finally:
        app.close()
