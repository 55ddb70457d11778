"""A piece's help line (the small box under the pointer) tells of the piece drawn there now:
after the human clicks a piece with the pointer left where it was (a coin pushed, a tile
taken), the help line goes, or names the piece now under the pointer as it is now; and it
never covers the prompt's words. In every game with pieces that have help lines, with the
history open, in a tall and a wide window.

What is checked is what the hud drew (:attr:`~game.table.hud.Hud.help_shown`) against the
pieces placed now, frame by frame."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app import App
from game.bot_worker import BotWorker
from game.table.game_over import GameOverOverlay
from game.table.overlays import HandSummaryOverlay
from game.table.pieces import hovered_cell
from rules.ai.bots import make_bot
from tests.game.driver import click, legal_targets, push_table, step

CASES = [
    ("bid_coin", 4, (960, 1080)),
    ("bid_coin", 3, (1280, 720)),
    ("cant_win", 4, (960, 1080)),
    ("cant_win", 3, (1280, 720)),
]
NAMES = ["You", "West", "North", "East"]
PIECE_CLICKS = 3
"""Clicks on a piece each case makes (with the pointer left on it) before it ends."""


def check_help(table) -> None:
    """The help line drawn last, if any, is the one of the piece under the pointer now (in the
    placement the table has now) and keeps off the prompt's words."""
    shown = table.hud.help_shown
    if shown is None:
        return
    text, box = shown
    cell = hovered_cell(table.board.placement.cells, table.input.hover, None)
    assert cell is not None and cell.item.help == text, (text, cell and cell.item.help)
    assert box.collidelist(table.hud.prompt_rects()) < 0, (text, box, table.hud.prompt_rects())


def frames(app, table, count: int) -> None:
    for _ in range(count):
        step(app)
        check_help(table)


@pytest.mark.parametrize(("game", "players", "size"), CASES)
def test_a_help_line_goes_with_its_piece_and_keeps_off_the_prompt(game, players, size):
    app = App(size=size, headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
    app.settings["animation_speed"] = "fast"
    app.settings["history"] = True
    try:
        table = push_table(app, game, NAMES[:players], humans=1, seed=7)
        bot, rng = make_bot(game, "baseline"), random.Random(game)
        pieces = 0
        for _ in range(60000):
            step(app)
            check_help(table)
            top = app.top
            assert not isinstance(top, GameOverOverlay)
            if isinstance(top, HandSummaryOverlay):
                click(app, top.targets()[0][1].center)
                continue
            targets = dict(legal_targets(table))
            if top is not table or not targets:
                continue
            state = table.session.state
            text = str(bot.choose(state.view(0), state.legal_actions(), rng))
            if text not in targets:
                text = next(iter(targets))
            cell = next((c for c in table.board.placement.cells if c.item.action == text), None)
            if cell is None:
                click(app, targets[text].center, frames=1)
                continue
            point = cell.rect.center
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
            )
            frames(app, table, 2)
            assert table.hud.help_shown is not None and table.hud.help_shown[0] == cell.item.help
            click(app, point, frames=0)  # the pointer stays where it was
            frames(app, table, 400)  # (the moves of the click, and the others' turns, play out)
            pieces += 1
            if pieces == PIECE_CLICKS:
                return
        raise AssertionError(f"{pieces} piece clicks only")
    finally:
        app.close()
