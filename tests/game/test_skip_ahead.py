"""Skip ahead: a click or a key while moves are shown ends them at once - every card where it
goes - but a finished trick the player asked to hold (the *Hold* pause) still waits for them."""

from __future__ import annotations

import pygame
import pytest

from game.table.overlays import HandSummaryOverlay
from tests.game.driver import click, legal_targets, push_table, run_until, step

NAMES = ["You", "West", "North", "East"]


def busy_moves(app, table) -> None:
    """Run until moves are on show (cards dealt or played), not a held trick."""
    run_until(app, lambda: not table.animator.idle and not table.animator.held and table.board.busy(), 4000)


def skip(app, how: str) -> None:
    if how == "click":  # on the felt, away from every button
        pos = (app.screen.get_width() // 2, 4)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    else:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
        )
    step(app)


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_ends_the_moves_at_once(app, how):
    app.settings["animation_speed"] = "slow"
    table = push_table(app, "bid_whist", NAMES, humans=0, seed=2)
    for _ in range(6):
        busy_moves(app, table)
        moves, queued = len(table.session.record.actions), len(table.animator.timeline._steps)
        moving = [sp for sp in table.board.sprites() if sp.busy]
        skip(app, how)
        assert moving and not any(sp.busy for sp in moving)  # every card on its way has landed
        assert queued and len(table.session.record.actions) <= moves + 1  # the game was not hurried


def test_a_held_trick_still_waits_for_the_player(app):
    app.settings["animation_speed"] = "slow"
    app.settings["trick_pause"] = "hold"
    table = push_table(app, "bid_whist", NAMES, humans=1, seed=3)
    for _ in range(20000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        if table.input_ready:
            table.input.click(legal_targets(table)[0][0])
        history = table.session.state.history
        if history and history[-1].kind == "play" and not table.session.state.trick and table.board.busy():
            break  # a trick's last card is on its way, then the trick is held
    else:
        raise AssertionError("no trick's last card came")
    assert not table.animator.held
    skip(app, "click")
    assert table.animator.held and not table.board.busy()  # skipped up to the held trick
    step(app)
    assert table.animator.held  # ...which waits for a click of its own
    skip(app, "click")
    run_until(app, lambda: not table.animator.held, 10)
