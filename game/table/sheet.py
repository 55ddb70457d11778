"""The score sheet laid over the table (or over the game-over overlay): a presenter's
:class:`~game.table.protocol.ScoreSheet` as a table of columns, scrolled when it is long."""

from __future__ import annotations

import pygame

from game import assets
from game.table.overlay import Overlay
from game.table.protocol import ScoreSheet
from game.ui import style
from game.ui.text import draw_text


def widest_fitting(widths: list[int], room: int) -> int:
    """The largest width ``w`` such that ``widths``, each capped at ``w``, add up to at most
    ``room`` pixels (at least 1)."""
    low, high = 1, max(widths, default=1)
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if sum(min(w, mid) for w in widths) <= room else (low, mid - 1)
    return low


class ScoreSheetOverlay(Overlay):
    """A presenter's :class:`~game.table.protocol.ScoreSheet` as a table of columns; "Close"
    returns to the table (or to the game-over overlay it opened over, not drawn meanwhile).
    When its rows do not all fit the window, the latest show and the mouse wheel or the arrow,
    Page and Home/End keys scroll them.

    Attributes:
        first: the index of the first row shown.
    """

    closed_by = pygame.K_s

    def __init__(self, app, sheet: ScoreSheet) -> None:
        super().__init__(app, sheet.title, [], [("Close", "close")])
        self.sheet = sheet
        self.first = max(0, len(sheet.rows) - self.fits())

    def fits(self) -> int:
        """How many rows the window has room for (at least one)."""
        step = round(style.text_px(self.unit, "body") * 1.5)
        room = self.app.screen.get_height() - 8 - round(self.unit * 0.24) - 3 * step
        return max(1, room // step)

    def shown(self) -> range:
        """The indices of the rows in view."""
        return range(self.first, min(len(self.sheet.rows), self.first + self.fits()))

    def scroll(self, rows: int) -> None:
        """Move the rows in view by ``rows`` (down when positive), within the sheet."""
        self.first = max(0, min(len(self.sheet.rows) - self.fits(), self.first + rows))
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        page = self.fits()
        keys = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -len(self.sheet.rows),
            pygame.K_END: len(self.sheet.rows),
        }
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.scroll(keys[event.key])
            return True
        return super().handle_event(event)

    def column_layout(self, inner: pygame.Rect, px: int) -> tuple[int, list[int]]:
        """``(px, widths)``: each column as wide as its widest cell (plus a gap), the spare
        room shared out; the type shrinks (down to 3/4) while the columns don't fit, and then
        the widest columns narrow to one width, their cells cut (helper-78's four names of 16
        letters pushed Bid Whist's points and score past the panel's edge)."""
        cols = max(1, len(self.sheet.columns))
        rows = [self.sheet.columns] + [row[:cols] for row in self.sheet.rows]
        for size in range(px, max(10, px * 3 // 4) - 1, -1):
            font, bold = assets.font(size), assets.font(size, True)
            gap = max(8, size)
            need = [
                max(
                    [bold.size(self.sheet.columns[j])[0]]
                    + [font.size(r[j])[0] for r in rows[1:] if j < len(r)]
                )
                + gap
                for j in range(cols)
            ]
            if sum(need) <= inner.width:
                break
        if sum(need) > inner.width:
            need = [min(w, widest_fitting(need, inner.width)) for w in need]
        spare = max(0, inner.width - sum(need)) // cols
        return size, [w + spare for w in need]

    def body_height(self, panel_width: int) -> int:
        clipped = len(self.shown()) < len(self.sheet.rows)
        return round(style.text_px(self.unit, "body") * 1.5) * (len(self.shown()) + 1 + clipped)

    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        body = style.text_px(self.unit, "body")
        inner = panel.inflate(-48, 0)
        px, widths = self.column_layout(inner, body)
        step = round(body * 1.5)
        xs = [inner.x + sum(widths[:j]) for j in range(len(widths))]
        for j, heading in enumerate(self.sheet.columns):
            draw_text(
                surface,
                heading,
                px,
                (xs[j] + widths[j] // 2, y),
                style.ACCENT,
                bold=True,
                anchor="midtop",
                max_width=widths[j] - 4,
            )
        shown = self.shown()
        for row in (self.sheet.rows[i] for i in shown):
            y += step
            for j, cell in enumerate(row[: len(widths)]):
                draw_text(
                    surface,
                    cell,
                    px,
                    (xs[j] + widths[j] // 2, y),
                    style.TEXT,
                    anchor="midtop",
                    max_width=widths[j] - 4,
                )
        if len(shown) < len(self.sheet.rows):
            note = (
                f"Rows {shown.start + 1}-{shown.stop} of {len(self.sheet.rows)}: scroll or use the arrow keys"
            )
            draw_text(
                surface,
                note,
                style.text_px(self.unit, "small"),
                (panel.centerx, y + step),
                style.TEXT_DIM,
                anchor="midtop",
            )
