"""The animator: plays a presenter's steps on the board, one after another.

Each step of :mod:`game.table.moves` becomes one step of the
:class:`~game.table.anim.Timeline`: it changes the model, sends the sprites sliding, says its
words, and holds; the next starts once the sprites have landed. Every duration is scaled by
the speed setting. The animator knows moves, never a game's events.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace

from game.table import pace
from game.table.anim import Timeline
from game.table.board import Board
from game.table.model import describe
from game.table.moves import Collect, Deal, Highlight, Move, Say, ShowSummary, Step, Sync, Turn
from game.table.protocol import Summary
from game.table.sprites import CardSprite, Sprite
from game.table.zones import Contents, Zone, ZoneKind

SHOWN_KINDS = (ZoneKind.TRICK, ZoneKind.OFFER)
"""Zones a card lands in with a "place" sound (the rest slide). A deal sounds "shuffle", a
trick gathered to a won pile "trick", a hand's summary "round_end"."""


class Animator:
    """Plays steps on ``board``.

    Args:
        board: the sprites and their places.
        speed: the duration factor (:func:`~game.table.pace.speed_factor`).
        catch_up: gives what the view shows now, when the table is about to match it (a
            :class:`~game.table.moves.Deal` or :class:`~game.table.moves.Sync`).
        say: puts a line in the status line.
        summary: shows a summary overlay with one button and holds the timeline until it
            is closed.
        sound: plays a named sound.
    """

    def __init__(
        self,
        board: Board,
        speed: float,
        catch_up: Callable[[], Contents],
        say: Callable[[str], None],
        summary: Callable[[Summary, str], None],
        sound: Callable[[str], None],
    ) -> None:
        self.board = board
        self.speed = speed
        self.trick_pause: float | None = pace.TRICK_PAUSE  # None: held until released
        self.timeline = Timeline()
        self._catch_up, self._say, self._summary, self._sound = catch_up, say, summary, sound
        self._quiet = False  # (skipping ahead: no sounds)
        self.showed_result = False  # the last action's moves held on a result (a trick's winner)

    @property
    def idle(self) -> bool:
        """True when no step is running or waiting."""
        return self.timeline.idle

    @property
    def held(self) -> bool:
        """True while a finished trick stays until the player clicks (:meth:`release`)."""
        return self.timeline.held

    def release(self) -> None:
        """The player clicked: a held trick goes on."""
        self.timeline.release()

    def finish(self, waiting: Callable[[], bool]) -> None:
        """Skip ahead: play every queued step at once, each sprite landing where it goes,
        quietly, up to a trick held for the player (the *Hold* setting) or a step that waits
        for an overlay (``waiting()``: a hand's summary)."""
        self._quiet = True
        try:
            for _ in range(10_000):  # (a bound: every pass starts a step or stops)
                self.board.relayout(snap=True)
                if self.timeline.idle or self.timeline.held or waiting():
                    break
                self.timeline.release()
                self.timeline.update(0.0, lambda: False)
        finally:
            self._quiet = False

    def play(self, steps: Sequence[Step], hurry: float = 1.0) -> None:
        """Queue ``steps`` and a final :class:`~game.table.moves.Sync`, their durations and
        pauses multiplied by ``hurry`` too (a claim's play-out: :data:`~game.table.pace.CLAIM_HURRY`;
        a trick held for the player is held still)."""
        factor = self.speed * hurry
        self.showed_result = any(isinstance(step, Say) and step.trick for step in steps)
        for step in [*steps, Sync()]:
            hold = step.hold * factor if isinstance(step, Say) else 0.0
            if isinstance(step, Say) and step.trick:
                hold = math.inf if self.trick_pause is None else hold * self.trick_pause / pace.TRICK_PAUSE
            self.timeline.add(lambda s=step: self._start(s, factor), hold)

    def update(self, dt: float, busy: Callable[[], bool]) -> None:
        """Start the steps that are due (``busy()``: something still moves or waits)."""
        self.timeline.update(dt, busy)

    def clear(self) -> None:
        """Drop every queued step (the table is being rebuilt)."""
        self.timeline.clear()

    # --- the steps ----------------------------------------------------------------------
    def _start(self, step: Step, factor: float) -> None:
        board, model = self.board, self.board.model
        if isinstance(step, Say):
            self._say(step.text)
        elif isinstance(step, Move):
            sprite = model.take(step.src, step.key)
            if sprite is None:
                return
            sprite.highlight = False
            if step.item is not None:
                describe(sprite, step.item)
            model.put(step.dst, sprite, step.pile)
            board.relayout(pace.PLAY_MOVE * factor)
            self._play("card_place" if step.dst.kind in SHOWN_KINDS else "card_slide")
        elif isinstance(step, Collect):
            won = step.dst.kind is ZoneKind.WON
            for sprite in model.collect(step.src, step.dst, step.piles):
                sprite.highlight = False
                if won and getattr(sprite.item, "note", ""):  # (a won pile says nothing: a
                    describe(sprite, replace(sprite.item, note=""))  # "Can't win!" stayed on one)
            board.relayout(pace.COLLECT_MOVE * factor)
            self._play("trick" if step.dst.kind is ZoneKind.WON else "card_slide")
        elif isinstance(step, Deal):
            self._deal(step.first)
        elif isinstance(step, Turn):
            for sprite, text in zip(model.get(step.zone), step.texts or [None] * len(model.get(step.zone))):
                item = replace(sprite.item, face_up=step.face_up, text=text or sprite.key)
                describe(sprite, item)
            board.relayout(pace.PLAY_MOVE * factor)
        elif isinstance(step, Highlight):
            for sprite in model.get(step.zone):
                sprite.highlight = step.owner is None or sprite.item.owner == step.owner
        elif isinstance(step, Sync):
            board.sync(self._catch_up(), pace.PLAY_MOVE * factor)
        elif isinstance(step, ShowSummary):
            self._play("round_end")
            self._summary(step.summary, step.button)

    def _play(self, name: str) -> None:
        if not self._quiet:
            self._sound(name)

    def _deal(self, first: int) -> None:
        """Gather the cards on the table to the deck, then deal what the view shows: one card
        at a time clockwise from ``first``, the stock's cards mixed in."""
        board = self.board
        spot = board.card_spawn()
        gathered = board.model.clear_cards(spot)
        board.model.reconcile(self._catch_up(), spot, board.piece_spawn())
        order = deal_order(board, first)
        gather = pace.GATHER_MOVE * self.speed if gathered else 0.0
        stagger = pace.DEAL_STAGGER * self.speed
        delays = {id(sp): gather + i * stagger for i, sp in enumerate(order)}
        board.relayout(pace.DEAL_MOVE * self.speed, delays=delays)
        self._play("shuffle")


def deal_order(board: Board, first: int) -> list[Sprite]:
    """The cards of a fresh deal in the order they fly: one to each hand in turn clockwise
    from seat ``first``, the stock's cards spread among them from the fifth card on, then the
    cards of any other zone."""
    model, players = board.model, board.players
    hands = [model.get(Zone(ZoneKind.HAND, (first + k) % players)) for k in range(players)]
    order: list[Sprite] = []
    for r in range(max((len(h) for h in hands), default=0)):
        order += [h[r] for h in hands if r < len(h)]
    stock = [sp for sp in model.get(Zone(ZoneKind.STOCK)) if isinstance(sp, CardSprite)]
    every = max(1, (len(order) - 8) // max(1, len(stock)))
    for j, sprite in enumerate(stock):
        order.insert(min(len(order), 4 + j * (every + 1)), sprite)
    dealt = {id(sp) for sp in order}
    rest = [
        sp
        for sp in model.sprites()
        if isinstance(sp, CardSprite) and id(sp) not in dealt and not sp.transient
    ]
    return order + rest
