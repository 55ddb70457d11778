"""The table by keyboard across turns: the focus stays near where it was (a keyboard player
had to arrow across the whole hand again at every turn), and Enter with nothing focused shows
the focus first instead of doing nothing (a tester's Enter on the last card did nothing)."""

from __future__ import annotations

import math

import pygame

from tests.game.driver import click, legal_targets, press, push_table, run_frames, run_until


def test_enter_shows_the_focus_first_and_the_focus_stays_near_the_card_played(app):
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    state, keys = table.session.state, table.keys
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    before = len(state.history)
    press(app, pygame.K_RETURN, frames=2)
    assert len(state.history) == before, "Enter with nothing focused took a choice unseen"
    assert keys.focused() == keys.choices()[0] and keys.focused_rect() is not None
    for _ in range(4):
        press(app, pygame.K_RIGHT, frames=2)
    played = keys.focused()
    where = dict(table.input.actions)[played].center
    press(app, pygame.K_RETURN, frames=1)
    assert str(state.history[before]) == played
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    places = dict(table.input.actions)
    assert played not in places
    nearest = min(math.dist(rect.center, where) for rect in places.values())
    assert keys.focused() in places and math.dist(places[keys.focused()].center, where) == nearest
    assert keys.focused_rect() is not None
    before = len(state.history)
    press(app, pygame.K_RETURN, frames=1)  # it plays the card the focus is on
    assert str(state.history[before]) == keys.focus


def test_a_click_puts_the_focus_away(app):
    """A tester's mouse play kept the keyboard's ring on a card from turn to turn."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    keys = table.keys
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    press(app, pygame.K_RIGHT, frames=2)
    assert keys.focused_rect() is not None
    table.dirty = False  # a press on the felt: the ring goes at once (it stayed drawn till the
    felt = (2, table.board.layout.height // 2)  # pointer met a card: nothing was redrawn)
    table.input.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=felt, button=1))
    assert keys.focused() is None and table.dirty
    table.input.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=felt, button=1))
    run_frames(app, 2)
    press(app, pygame.K_RETURN, frames=2)
    assert keys.focused() == keys.choices()[0]
    click(app, legal_targets(table)[-1][1].center, frames=1)
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    assert keys.focused() is None and keys.focused_rect() is None


def test_enter_after_a_hint_takes_the_hinted_choice(app):
    """helper-75 pressed Enter after a hint: the ring went to the leftmost card, not the one
    the hint outlined; helper-77 then had to press Enter twice. With nothing focused, Enter
    takes the outlined choice at once (it is in sight)."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    state, keys = table.session.state, table.keys
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    table.hints.ask()
    run_until(app, lambda: table.hinted is not None, 20000)
    hinted = table.hinted
    assert hinted in keys.choices() and hinted != keys.choices()[0], "pick a seed whose hint is not first"
    assert keys.focused() is None
    before = len(state.history)
    press(app, pygame.K_RETURN, frames=1)
    assert str(state.history[before]) == hinted


def test_a_hint_that_comes_while_the_last_move_plays_takes_the_focus_all_the_same(app, monkeypatch):
    """helper-77 pressed H while the last move still played; the hint came a moment later
    with no choice offered yet, the ring stayed on "1" and Enter bid 1 with the hint on 6."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    keys = table.keys
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    first, other = keys.choices()[0], keys.choices()[-1]
    press(app, pygame.K_RETURN, frames=2)
    assert keys.focused() == first
    with monkeypatch.context() as m:  # (as while moves play: nothing offered)
        m.setattr(type(table.input), "actions", property(lambda _: []))
        keys.follow(other)
    assert keys.focused() == other


def test_a_hint_moves_a_focus_on_show_to_the_hinted_choice(app):
    """helper-76 in Grand Bid: the focus stayed on the card it was on, and Enter after the hint
    laid that card, not the hinted one."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    state, keys = table.session.state, table.keys
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    press(app, pygame.K_RETURN, frames=2)  # a focus on show, on the first card
    assert keys.focused() == keys.choices()[0]
    table.hints.ask()
    run_until(app, lambda: table.hinted is not None, 20000)
    hinted = table.hinted
    assert hinted != keys.choices()[0] and keys.focused() == hinted
    before = len(state.history)
    press(app, pygame.K_RETURN, frames=1)
    assert str(state.history[before]) == hinted


def test_a_new_hand_starts_with_no_focus(app):
    """helper-76: Can't Win's second round opened with the bid button "6" focused from the
    first, where one stray Enter would bid 6. A deal puts the focus away."""
    from game.table.overlays import HandSummaryOverlay
    from rules.core.events import Dealt

    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    keys, session = table.keys, table.session
    for _ in range(200000):
        app.step()
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        deals = sum(isinstance(e, Dealt) for e in session.events)
        if deals == 2 and table.input_ready and not table.board.busy():
            break
        if table.input_ready and not table.board.busy() and keys.choices():
            press(app, pygame.K_RETURN, frames=1)  # focus, then play the focused card each turn
            assert keys.focused() is not None or not table.input_ready
    else:
        raise AssertionError("the second hand never came")
    assert keys.focused() is None and keys.focus is None
