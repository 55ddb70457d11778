"""Take back with auto-play: an only legal move made for the player is no decision, so a take
back goes to the last decision that had a choice, and auto-play does not make it again."""

from __future__ import annotations

import pygame

from tests.game.driver import legal_targets, press, push_table, run_frames, run_until


def test_take_back_after_a_forced_move_goes_to_the_last_choice_and_stays(app):
    app.settings["auto_play"] = True
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    session = table.session
    forced_at = None
    for _ in range(60):
        run_until(app, lambda: table.input_ready, 20000)
        if len(table.snapshot.legal) == 1:  # auto-play makes it after a short pause
            forced_at = len(session.record.actions)
            run_until(app, lambda at=forced_at: len(session.record.actions) > at, 200)
            break
        table.input.click(legal_targets(table)[0][0])
    assert forced_at is not None, "no only legal move came"
    run_until(app, lambda: table.bar_ready, 200)
    press(app, pygame.K_u, frames=2)
    kept = len(session.record.actions)
    assert kept < forced_at and session.current_player == 0
    assert len(session.legal_actions()) > 1  # the decision that had a choice
    run_frames(app, 120)  # well past the auto-play pause: nothing is made for the player
    assert len(session.record.actions) == kept and table.input_ready
