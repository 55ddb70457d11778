"""Drive the real app in tests with posted mouse events (headless SDL)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.scenes.title import TitleScene
from game.session import Session
from game.table.scene import TableScene
from game.table.select import CONFIRM
from game.table.zones import Zone, ZoneKind
from rules.ai.bots import game_ai
from rules.core.record import Seat

#: Seconds a frame waits while the bot process thinks (see :func:`step`).
BOT_WAIT = 0.005


def push_table(app, game, names, humans=1, options=None, seed=11):
    """Push a table for a new game: the first ``humans`` seats human, the rest AI; no autosave."""
    seats = [Seat(n, "human" if i < humans else "ai") for i, n in enumerate(names)]
    return app.open("table", Session.new(game, seats, options or {}, seed=seed, autosave=False))


def hands(table) -> list[list]:
    """The hand sprites of every seat, in seat order."""
    return [table.board.model.get(Zone(ZoneKind.HAND, seat)) for seat in range(table.players)]


def sprites_in(table, kind: ZoneKind, seat: int | None = None) -> list:
    """The sprites of one zone (``seat`` for a seat's zone)."""
    return table.board.model.get(Zone(kind, seat))


def panel_rects(table):
    """``(area, [(choice, rect), ...])`` of the choice panel on show, or ``None``."""
    return table.choice_panel()


def click(app, pos: tuple[int, int], frames: int = 2) -> None:
    """Post a left click (motion, button down, button up) at ``pos`` and run ``frames`` frames."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_frames(app, frames)


def step(app) -> None:
    """One frame of the app's real loop. While the bot process thinks (a move or a hint), the
    frame waits a moment for it, so that a test's frame budget measures the table's time, not
    how busy the machine is (a loaded machine ran a bot-process game, and a hard hint, out of
    frames)."""
    app.step()
    if (app.bots.pending or app.bots.hint_pending) and not app.bots.inline:
        time.sleep(BOT_WAIT)


def run_frames(app, frames: int) -> None:
    """Run ``frames`` frames of the app's real loop."""
    for _ in range(frames):
        step(app)


def run_until(app, condition: Callable[[], bool], max_frames: int = 20000) -> int:
    """Step until ``condition()`` is true; return the frames used.

    Raises:
        AssertionError: if it is still false after ``max_frames`` frames.
    """
    for frame in range(max_frames):
        if condition():
            return frame
        step(app)
    raise AssertionError(f"condition not reached in {max_frames} frames")


def open_new_game(app, game: str):
    """Title -> New game -> ``game`` by clicks, with fast animations and the AI seats at the
    quickest search level (as if last started so); return the new-game scene."""
    app.settings["animation_speed"] = "fast"
    app.settings["last_levels"] = ["easy"] * 4
    app.push(TitleScene(app))
    run_frames(app, 1)
    click(app, app.top.buttons["new"].rect.center)
    click(app, app.top.game_buttons[game].rect.center)
    return app.top


def start_game(app, new_game, humans: int) -> TableScene:
    """Toggle seats 1..``humans``-1 to Human, click Start and return the table once it is there.

    Raises:
        AssertionError: if the seats do not show ``humans`` humans or no table comes up.
    """
    for seat in range(1, humans):
        click(app, new_game.seat_toggles[seat].rect.center)
    assert [t.text for t in new_game.seat_toggles].count("Human") == humans
    click(app, new_game.buttons["start"].rect.center)
    run_until(app, lambda: app.find(TableScene) is not None, 10)
    return app.find(TableScene)


def play_target(app, table, text: str, rect) -> None:
    """Click the target ``(text, rect)`` and check that exactly that action was recorded next;
    for a choice of several cards, that a card was picked, or that Confirm (:data:`CONFIRM`)
    recorded the cards picked, in order.

    Raises:
        AssertionError: if the next history entry is not ``text`` (or the cards picked).
    """
    history = table.session.state.history
    before, picked = len(history), list(table.selection.picked)
    click(app, rect.center, frames=1)
    if text == CONFIRM:
        assert [str(a) for a in history[before:]][: len(picked)] == picked
    elif text in table.selection.picked:
        assert len(history) == before  # picked; applied on Confirm
    else:
        assert str(history[before]) == text


def take_back_kinds(table) -> frozenset[str]:
    """The kinds of move that only take back one of this turn in the table's game
    (:attr:`rules.ai.game_ai.GameAI.take_backs`)."""
    try:
        return game_ai(table.session.record.game).take_backs
    except (KeyError, ValueError):  # (a test game without computer players)
        return frozenset()


def legal_targets(table) -> list:
    """(action text, rect) of the table's clickable targets that are legal actions now. During
    a choice of several cards: the cards not picked yet, then Confirm once it is complete; the
    moves that only take back one of this turn (``unzero 7``) last (so that clicking the first
    target always gets on)."""
    legal = {str(action) for action in table.session.state.legal_actions()}
    take_backs = take_back_kinds(table)
    targets = [(text, rect) for text, rect in table.input.targets() if text in legal]
    targets.sort(key=lambda target: target[0].split()[0] in take_backs)
    if table.selection.active:
        if table.selection.complete:
            return [(key, rect) for key, rect in table.input.targets() if key == CONFIRM]
        return [(text, rect) for text, rect in targets if text not in table.selection.picked]
    return targets


def play_to_the_end(app, table, max_frames: int = 80000) -> None:
    """Play the game at ``table`` to its game-over overlay by clicks: the human seats play
    their last legal target that is not a take-back, hand summaries are closed with their
    button.

    Raises:
        AssertionError: if the game-over overlay is not up within ``max_frames`` frames.
    """
    from game.table.game_over import GameOverOverlay
    from game.table.overlays import HandSummaryOverlay

    for _ in range(max_frames):
        step(app)
        top = app.top
        if isinstance(top, GameOverOverlay):
            return
        if isinstance(top, HandSummaryOverlay):
            click(app, top.targets()[0][1].center)
        elif top is table:
            take_backs, every = take_back_kinds(table), legal_targets(table)
            targets = [t for t in every if t[0].split()[0] not in take_backs] or every
            if targets:
                click(app, targets[-1][1].center, frames=1)
    raise AssertionError(f"no game over in {max_frames} frames")


def play_until(app, table, condition: Callable[[], bool], max_frames: int = 40000) -> None:
    """Play the viewer's first legal target at each turn (hand summaries closed with their
    button) until ``condition()`` holds with the table taking input.

    Raises:
        AssertionError: if it does not within ``max_frames`` frames.
    """
    from game.table.overlays import HandSummaryOverlay

    for _ in range(max_frames):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            click(app, app.top.targets()[0][1].center)
        if not table.input_ready:
            continue
        if condition():
            return
        table.input.click(legal_targets(table)[0][0])
    raise AssertionError(f"no such position in {max_frames} frames")


def press(app, key: int, frames: int = 3) -> None:
    """Post a key press (no modifier) and run ``frames`` frames."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    run_frames(app, frames)


def visible_centre(table, sprite) -> tuple[int, int]:
    """The centre of the part of ``sprite`` (a card of the viewer's hand) drawn in sight: not
    under a later card of the hand nor under the choice panel, from where the sprites are
    drawn now (the visible point nearest the centre of the visible part)."""
    hand = table.board.hand()
    rect = sprite.int_rect()
    covers = [sp.int_rect() for sp in hand[hand.index(sprite) + 1 :]]
    placed = table.choice_panel()
    if placed is not None:
        covers.append(placed[0])
    seen = [
        (x, y)
        for x in range(rect.left + 1, rect.right - 1, 3)
        for y in range(rect.top + 1, rect.bottom - 1, 3)
        if not any(c.collidepoint(x, y) for c in covers)
    ]
    assert seen, f"{sprite.key} is drawn wholly covered"
    cx, cy = sum(x for x, _ in seen) / len(seen), sum(y for _, y in seen) / len(seen)
    return min(seen, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)


def play_to_the_summary(app, table):
    """Play the viewer's first target at each turn until a hand's summary is up; return it.

    Raises:
        AssertionError: if none comes within 20,000 frames.
    """
    from game.table.overlays import HandSummaryOverlay

    for _ in range(20000):
        app.step()
        if isinstance(app.top, HandSummaryOverlay):
            return app.top
        targets = [t for t in table.input.targets() if not t[0].startswith("ui:")]
        if targets:
            click(app, targets[0][1].center, frames=1)
    raise AssertionError("no hand summary")


def zone_words_said(monkeypatch) -> list[tuple[str, tuple[int, int]]]:
    """The ``(words, top left)`` the zone words draw from now on, in order."""
    import game.table.zone_words as words_module

    said, real = [], words_module.draw_text
    monkeypatch.setattr(
        words_module,
        "draw_text",
        lambda s, text, px, pos, *a, **k: said.append((text, pos)) or real(s, text, px, pos, *a, **k),
    )
    return said
