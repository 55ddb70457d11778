"""Skip ahead: a click or a key while moves are shown ends them at once - every card where it
goes - but a finished trick the player asked to hold (the *Hold* pause) still waits for them."""

from __future__ import annotations

import pygame
import pytest

from game.table.overlays import HandSummaryOverlay
from tests.game.driver import click, legal_targets, push_table, run_frames, run_until, step, visible_centre

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


def test_take_back_while_a_trick_is_held_takes_the_move_back(app):
    """U while a finished trick waited for the player (Hold) let the trick go on instead (a
    tester's finding): it takes the player's last move back, the trick with it."""
    app.settings["trick_pause"] = "hold"
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    session = table.session
    for _ in range(20000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        if table.input_ready:
            mine = len(session.record.actions)
            table.input.click(legal_targets(table)[0][0])
        if table.animator.held:
            break
    else:
        raise AssertionError("no trick was held")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0))
    step(app)
    assert len(session.record.actions) <= mine and session.current_player == 0
    assert not table.animator.held and "took back" in table.log.status


def bid_cards(table) -> dict[str, tuple[int, int]]:
    """Where each card of the viewer's hand that may be laid on the offer is drawn now, by its
    card text."""
    return {
        sp.key: visible_centre(table, sp)
        for sp in table.board.hand()
        if (sp.item.action or "").startswith("bid ")
    }


def bidding(app, speed: str):
    app.settings["animation_speed"] = speed
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=11)
    run_until(app, lambda: table.input_ready and table.snapshot.view.phase.value == "bid", 6000)
    return table


@pytest.mark.parametrize("speed", ["normal", "slow"])
def test_cards_clicked_half_a_second_apart_are_each_laid(app, speed):
    """A tester laying a Grand Bid card by card, clicks half a second apart, saw one click in
    two taken as a skip alone (or dropped in the new offer's grace): each click now lays its
    card, whether the last card still slides (slow) or has landed (normal)."""
    table = bidding(app, speed)
    first, second = list(bid_cards(table))[:2]
    click(app, bid_cards(table)[first], frames=1)
    run_frames(app, 26)  # (0.45 s after the first click)
    assert table.animator.idle == (speed == "normal")  # (the first card has landed, or still slides)
    centre = visible_centre(table, next(sp for sp in table.board.hand() if sp.key == second))
    click(app, centre, frames=1)
    run_until(app, lambda: table.input_ready, 600)
    assert [c.text for c in table.snapshot.view.bid] == [first, second]


def test_the_second_click_of_a_double_click_lays_no_second_card(app):
    """The card under the second click of a double-click lay beneath the one the first laid:
    it is not laid, though the moves are skipped."""
    table = bidding(app, "normal")
    first = list(bid_cards(table))[3]  # (one with cards beneath it)
    click(app, bid_cards(table)[first], frames=6)  # (0.1 s on, the same spot)
    click(app, table.input.hover, frames=1)
    run_until(app, lambda: table.input_ready, 600)
    assert [c.text for c in table.snapshot.view.bid] == [first]


@pytest.mark.parametrize("pause", ["normal", "hold"])
def test_a_click_to_hurry_past_a_trick_one_has_won_leads_nothing(app, pause):
    """A tester who won a trick with the last card clicked on the hand to hurry past it, and
    the card under the pointer was led at once (with Hold, the second click of a double-click
    did it): a click during the moves of one's own action that showed a result only skips."""
    app.settings["animation_speed"], app.settings["trick_pause"] = "normal", pause
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    history = table.session.state.history
    for _ in range(40):
        run_until(app, lambda: table.input_ready or table.animator.held, 20000)
        while not table.input_ready:  # (a trick held: go on)
            table.animator.release()
            run_until(app, lambda: table.input_ready or table.animator.held, 20000)
        click(app, legal_targets(table)[0][1].center, frames=2)
        if table.session.current_player == 0 and table.animator.showed_result:  # (won: leads next)
            before = len(history)
            if pause == "hold":
                run_until(app, lambda: table.animator.held, 600)
                card = visible_centre(table, table.board.hand()[0])
                click(app, card, frames=9)  # (goes on; the next, 0.15 s on, lands as it slides)
            else:
                run_frames(app, 30)  # (0.5 s on: the trick is still shown)
                card = visible_centre(table, table.board.hand()[0])
            assert table.board.card_at(card) is not None and not table.animator.idle
            click(app, card, frames=1)
            run_until(app, lambda: table.input_ready, 600)
            assert len(history) == before, history[before:]
            return
    raise AssertionError("the viewer never won a trick with the last card")


def test_a_click_on_a_card_sliding_along_the_hand_plays_nothing(app):
    """A hand closing up or opening for new cards slides under the pointer: the card under a
    click then is not the one the player aimed at a moment before, so it is not played; once
    the hand rests, the same click plays the card there."""
    table = push_table(app, "coins", ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready, 6000)
    hand = table.board.hand()
    playable = [sp for sp in hand if sp.item.action]
    target = playable[len(playable) // 2]
    rest = target.int_rect()
    width = table.board.layout.unit // 10
    target.snap(rest.move(-width, 0))  # (as if the hand were closing up)
    target.move(rest, 1.0)
    step(app)
    assert target.sliding
    moves = len(table.session.record.actions)
    click(app, visible_centre(table, target), frames=1)
    assert len(table.session.record.actions) == moves
    run_until(app, lambda: not target.busy, 200)
    assert not target.sliding
    click(app, visible_centre(table, target), frames=1)
    played = [str(a) for a in table.session.record.actions[moves:]]
    assert played and played[0].endswith(target.key)
