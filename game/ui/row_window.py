"""A long list shown a window of rows at a time (the Load screen's saves): where each row in
view is, which row is under the pointer, and a scroll bar when the list is longer than its
box. The scene draws the rows in view itself, so a list of thousands costs what a screenful
does (a pygame-gui button per row took 2 to 10 MB each).
"""

from __future__ import annotations

import pygame
import pygame_gui

WHEEL_ROWS = 1
"""Rows moved by one notch of the mouse wheel."""


class RowWindow:
    """The rows ``first .. first + visible - 1`` of a list of ``count`` rows, in ``box``.

    Args:
        manager: the pygame-gui manager the scroll bar lives in.
        box: the list's area in window pixels.
        count: how many rows the list has.
        row_height, gap: a row's height and the space between rows, pixels.
        bar_width: the scroll bar's width, pixels (taken from the rows' width when shown).

    Attributes:
        first: the index of the top row in view.
        visible: how many rows fit in the box (at least 1).
        row_width: the rows' width (the box's, less the bar's when there is one).
        bar: the scroll bar, or None when every row fits.
    """

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        box: pygame.Rect,
        count: int,
        row_height: int,
        gap: int,
        bar_width: int,
    ) -> None:
        self.box = pygame.Rect(box)
        self.count = count
        self.row_height = row_height
        self.step = row_height + gap
        self.visible = max(1, (self.box.height + gap) // self.step)
        self.first = 0
        self.row_width = self.box.width
        self.bar: pygame_gui.elements.UIVerticalScrollBar | None = None
        self._bar_at = self._bar_end = 0.0
        if count > self.visible:
            self.row_width -= bar_width + gap
            rect = pygame.Rect(self.box.right - bar_width, self.box.y, bar_width, self.box.height)
            self.bar = pygame_gui.elements.UIVerticalScrollBar(rect, self.visible / count, manager)
            # the bar's handle has a least height, so its travel ends short of 1 - visible/count:
            # measure where it ends, and map that travel onto the rows linearly
            self.bar.set_scroll_from_start_percentage(1.0)
            self._bar_end = self.bar.start_percentage or 1.0
            self.bar.set_scroll_from_start_percentage(0.0)

    @property
    def last_first(self) -> int:
        """The largest :attr:`first`: the last row at the bottom of the box."""
        return max(0, self.count - self.visible)

    def in_view(self) -> range:
        """The indices of the rows in view, top first."""
        return range(self.first, min(self.count, self.first + self.visible))

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row ``index`` is drawn (window pixels); only meaningful for a row in view."""
        top = self.box.y + (index - self.first) * self.step
        return pygame.Rect(self.box.x, top, self.row_width, self.row_height)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the row in view under ``pos`` (window pixels), or None (a gap, the
        bar, outside)."""
        for index in self.in_view():
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    def scroll_to(self, first: int) -> bool:
        """Put row ``first`` (clamped) at the top; returns True if the view moved."""
        first = max(0, min(self.last_first, first))
        if first == self.first:
            return False
        self.first = first
        if self.bar is not None:
            self.bar.set_scroll_from_start_percentage(first / self.last_first * self._bar_end)
            self._bar_at = self.bar.start_percentage
        return True

    def scroll_by(self, rows: int) -> bool:
        """Move the view ``rows`` down (negative: up); returns True if it moved."""
        return self.scroll_to(self.first + rows)

    def show(self, index: int) -> bool:
        """Scroll just enough that row ``index`` is in view; returns True if the view moved."""
        if index < self.first:
            return self.scroll_to(index)
        if index >= self.first + self.visible:
            return self.scroll_to(index - self.visible + 1)
        return False

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int]) -> bool:
        """The mouse wheel with the pointer at ``pointer`` over the rows scrolls them (the bar
        takes the wheel over itself); returns True if the view moved."""
        if event.type != pygame.MOUSEWHEEL or self.bar is None:
            return False
        rows = pygame.Rect(self.box.x, self.box.y, self.row_width, self.box.height)
        if not rows.collidepoint(pointer):
            return False
        return self.scroll_by(-event.y * WHEEL_ROWS)

    def update(self) -> bool:
        """Follow the scroll bar (call after the widgets' update); returns True if the view
        moved."""
        if self.bar is None or abs(self.bar.start_percentage - self._bar_at) < 1e-9:
            return False
        self._bar_at = self.bar.start_percentage
        self.first = max(0, min(self.last_first, round(self._bar_at / self._bar_end * self.last_first)))
        return True
