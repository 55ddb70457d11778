"""The hand history: every event of the game so far, in a panel beside the table.

The log shows the last few lines only, and at a fast pace whole tricks go by before they are
read. The history (the log's *History* button, or I) opens a panel at the window's right
edge (along its foot in a tall window); the table is laid out in the rest, so play goes on
beside it. It lists every event the
session has seen, grouped by hand (a deal heads one) and by part of the hand (the bidding,
each trick or offer, numbered), the cards an event shows drawn small beside its words - only
those the viewing seat may know (:meth:`~game.table.protocol.Presenter.history_entry`).
The latest line stays in sight; the mouse wheel or Page Up / Page Down (Home, End) scroll
back, and scrolling to the end follows the game again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.table.paint import CORNER, card_corner, draw_button, draw_panel
from game.table.protocol import HistoryEntry
from game.ui import style
from game.ui.text import draw_text, wrap_even

if TYPE_CHECKING:
    from game.table.scene import TableScene

WIDTH, LEAST, MOST = 0.28, 0.42, 0.4
"""The panel's width beside the table: this share of the window, at least ``LEAST`` of its
unit (the window's height, or less when narrow) and at most ``MOST`` of its width."""
TALL, BAND = 1.3, 0.3
"""A window narrower than ``TALL`` times its height has the panel as a band along its foot,
``BAND`` of its height (the table above keeps the whole width)."""


@dataclass(frozen=True)
class Row:
    """A row of the history: ``kind`` ``"hand"`` (a hand's heading), ``"part"`` (a part's
    title) or ``"line"`` (an event's words and its cards)."""

    kind: str
    text: str
    cards: tuple[str, ...] = ()


def group(entries: Sequence[HistoryEntry], numbered: str) -> list[Row]:
    """The rows of ``entries``: a heading per hand, a title per part (parts named
    ``numbered``, the presenter's trick word, counted within their hand: ``"Trick 3"``), then
    each entry's line. A part opens when an entry names another than the one open, says it
    opens one, or follows an entry that ended its part. A line said again at once, showing no
    cards, reads as one with a count (``"West discards a card face down (×6)"``, as the log
    says it: helper-75 read it six times over)."""
    rows: list[Row] = []
    part, ended, counts = "", False, {}
    said, times = "", 0  # the last line's words and how many times running they were said
    for entry in entries:
        if entry.hand:
            rows.append(Row("hand", entry.text))
            part, ended, counts = "", False, {}
            continue
        name = entry.part or part
        if name and (name != part or ended or entry.opens):
            counts[name] = counts.get(name, 0) + 1
            rows.append(Row("part", f"{name} {counts[name]}" if name == numbered else name))
            part = name
        last = rows[-1] if rows else Row("", "")
        if last.kind == "line" and not (last.cards or entry.cards) and entry.text == said:
            times += 1
            rows[-1] = Row("line", f"{said} (×{times})")
        else:
            rows.append(Row("line", entry.text, entry.cards))
            said, times = entry.text, 1
        ended = entry.ends
    return rows


class HistoryPanel:
    """The history panel of one table.

    Attributes:
        open: the panel is on show (remembered in the ``history`` setting).
        top: how far down the rows the view starts, in pixels; ``None`` while it follows the
            latest line.
        foot: pixels at the foot of the panel's column (beside the table, not along a tall
            window's foot) left to a lesson's coach box.
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.open = bool(table.app.settings.get("history", False))
        self.top: int | None = None
        self.foot = 0
        self._rows_key: tuple = ()
        self._rows: list[Row] = []
        self._laid_key: tuple = ()
        self._laid: tuple[list[tuple[Row, list[str], int, int]], int] = ([], 0)

    # --- geometry -----------------------------------------------------------------------
    @staticmethod
    def split(size: tuple[int, int]) -> tuple[pygame.Rect, tuple[int, int]]:
        """``(panel, table size)`` in a window of ``size``: the panel along the right edge,
        or along the foot of a tall window; the table laid out in the rest (from the
        window's top left)."""
        w, h = size
        if w < TALL * h:
            band = round(h * BAND)
            return pygame.Rect(0, h - band, w, band), (w, h - band)
        unit = min(h, round(w / 1.2))
        width = min(round(w * MOST), max(round(w * WIDTH), round(unit * LEAST)))
        return pygame.Rect(w - width, 0, width, h), (w - width, h)

    def rect(self) -> pygame.Rect | None:
        """Where the panel is (:meth:`split`, less its :attr:`foot` beside the table), or
        ``None`` when closed."""
        if not self.open:
            return None
        rect = self.split(self.table.app.layout_size)[0]
        if rect.x > 0:
            rect.height -= self.foot
        return rect

    def _parts(self, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, int]:
        """``(close button, the rows' view, type px)`` of the panel at ``rect``: the type of
        the window's size (not of the table beside it)."""
        w, h = self.table.app.layout_size
        px = style.text_px(min(h, round(w / 1.2)), "small")
        pad = max(6, px // 2)
        bh = round(px * 1.8)
        close = pygame.Rect(0, 0, assets.font(px).size("Close")[0] + 2 * px, bh)
        close.topright = (rect.right - pad, rect.top + pad)
        view = pygame.Rect(rect.x + pad, close.bottom + pad, rect.width - 2 * pad, 0)
        view.height = rect.bottom - pad - view.top
        return close, view, px

    def close_rect(self) -> pygame.Rect | None:
        """The Close button, or ``None`` when the panel is closed."""
        rect = self.rect()
        return self._parts(rect)[0] if rect is not None else None

    # --- contents -----------------------------------------------------------------------
    def rows(self) -> list[Row]:
        """The rows for the events the table has shown so far (those of the snapshot whose
        words are up: not the ones whose moves are still to play), as the viewing seat may see
        them (no seat's own cards while the hands are hidden between two players)."""
        table = self.table
        events = table.session.events
        shown = min(len(events), table.shown.events)
        seat = table.board.viewer if table.board.revealed else None
        claims = table.claims.told_at()  # (a claim comes before the cards played out for it)
        key = (seat, shown, id(events[shown - 1]) if shown else None, tuple(claims))
        if key != self._rows_key:
            presenter, names = table.presenter, table.names
            entries = []
            for at in range(shown + 1):
                if at in claims:
                    entries.append(table.claims.entry(claims[at]))
                if at < shown:
                    entries.append(presenter.history_entry(events[at], seat, names))
            self._rows = group([e for e in entries if e is not None], presenter.trick_word.capitalize())
            self._rows_key = key
        return self._rows

    def laid(self, view: pygame.Rect, px: int) -> tuple[list[tuple[Row, list[str], int, int]], int]:
        """Each row with its wrapped lines, top and height in ``view``'s coordinates (from 0),
        and the total height."""
        rows = self.rows()
        key = (id(rows), view.width, px, self.table.presenter.deck_art)
        if key == self._laid_key:
            return self._laid
        step = round(px * 1.3)
        card_h = round(px * 2)
        card_w = round(assets.card_size(round(card_h / CORNER[1]))[0] * CORNER[0])
        out, y = [], 0
        for row in rows:
            font = assets.font(px, row.kind != "line")
            cards_w = (card_w + 2) * len(row.cards) + px // 2 if row.cards else 0
            lines = wrap_even(row.text, font, view.width - cards_w - (px if row.kind == "line" else 0))
            y += {"hand": px, "part": px // 3}.get(row.kind, 0)
            height = max(step * len(lines), card_h + 2 if row.cards else 0)
            out.append((row, lines, y, height))
            y += height + (px // 5)
        self._laid_key, self._laid = key, (out, y)
        return self._laid

    # --- input --------------------------------------------------------------------------
    def toggle(self) -> None:
        """Open or close the panel (the table is laid out again beside it), and remember it."""
        table = self.table
        self.open, self.top = not self.open, None
        table.app.remember("history", self.open)
        table.on_resize(table.app.layout_size)

    def scroll(self, pixels: int) -> None:
        """Move the view ``pixels`` down the rows (up when negative); at the end it follows
        the latest line again."""
        rect = self.rect()
        if rect is None:
            return
        _, view, px = self._parts(rect)
        total = self.laid(view, px)[1]
        last = max(0, total - view.height)
        top = max(0, min(last, (last if self.top is None else self.top) + pixels))
        self.top = None if top >= last else top
        self.table.dirty = True

    def page(self) -> int:
        """A view's height less a line, in pixels (a Page Up / Page Down)."""
        rect = self.rect()
        if rect is None:
            return 0
        _, view, px = self._parts(rect)
        return max(1, view.height - round(px * 1.3))

    def handle(self, event: pygame.event.Event) -> bool:
        """A wheel turn or a click over the open panel (Close closes it); True when taken."""
        rect = self.rect()
        if rect is None:
            return False
        if event.type == pygame.MOUSEWHEEL and rect.collidepoint(self.table.input.hover):
            self.scroll(-event.y * round(self._parts(rect)[2] * 3.9))
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and rect.collidepoint(event.pos):
            if (
                event.type == pygame.MOUSEBUTTONUP
                and event.button == 1
                and self.close_rect().collidepoint(event.pos)
            ):
                self.toggle()
            return True
        return False

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, hover: tuple[int, int], faces: list[str]) -> None:
        """The panel, if open: its title and Close, then the rows in view (the texts of the
        cards drawn go to ``faces``, as the table's own)."""
        rect = self.rect()
        if rect is None:
            return
        close, view, px = self._parts(rect)
        draw_panel(surface, rect, alpha=235)
        draw_text(surface, "History", px, (view.x, close.centery), style.ACCENT, bold=True, anchor="midleft")
        draw_button(surface, close, "Close", px, hover=close.collidepoint(hover))
        laid, total = self.laid(view, px)
        top = max(0, total - view.height) if self.top is None else self.top
        clip = surface.get_clip()
        surface.set_clip(view)
        deck = self.table.presenter.deck_art
        colours = {"hand": style.ACCENT, "part": style.TEXT_DIM, "line": style.TEXT}
        for row, lines, y, height in laid:
            y = view.y + y - top
            if y + height < view.y or y > view.bottom:
                continue
            indent = px if row.kind == "line" else 0
            for i, line in enumerate(lines):
                pos = (view.x + indent, y + i * round(px * 1.3))
                draw_text(surface, line, px, pos, colours[row.kind], bold=row.kind != "line")
            self._draw_cards(surface, row.cards, deck, (view.right, y), round(px * 2))
            faces += [card for card in row.cards if card]
        surface.set_clip(clip)
        if total > view.height:  # where the view is, along its right edge
            bar = pygame.Rect(view.right + 1, view.y, 3, max(12, view.height * view.height // total))
            bar.y += (view.height - bar.height) * top // max(1, total - view.height)
            pygame.draw.rect(surface, style.PANEL_BORDER, bar, border_radius=1)

    @staticmethod
    def _draw_cards(
        surface: pygame.Surface, cards: tuple[str, ...], deck: str, topright: tuple[int, int], h: int
    ) -> None:
        """``cards`` small, each by its corner index, side by side ending at ``topright``; an
        empty text leaves a gap between two groups (:attr:`HistoryEntry.cards`)."""
        images = [card_corner(deck, text, h) if text else None for text in cards]
        widths = [image.get_width() + 2 if image else h // 3 for image in images]
        x = topright[0] - sum(widths)
        for image, width in zip(images, widths):
            if image is not None:
                surface.blit(image, (x, topright[1] + 1))
            x += width
