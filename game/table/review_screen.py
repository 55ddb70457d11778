"""The review screen: one hand's decisions, each with the move made, the hard search's move
from the same view, the points given up and a mark, stepped through one at a time. Where the
search cannot tell the move made from its own, it says so (:mod:`game.table.review_words`).

Opened from a hand's summary, the score sheet and the replay of a saved game (Watch). The
list fills in as the bot worker's verdicts come (:class:`~game.table.reviewer.Reviewer`);
under it the chosen decision is told in full, with what a player who saw every card would
have played, labelled as such. The up and down arrows (or a click) choose a decision, left
and right (or the buttons) another hand, Escape closes. The words of a decision are the
presenter's (:meth:`~game.table.protocol.Presenter.decision_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import assets
from game.table.overlay import Overlay
from game.table.review_words import UNCLEAR, ReviewWords
from game.ui import style
from game.ui.text import draw_text, plural, wrap
from rules.ai.review import MARKS

if TYPE_CHECKING:
    from game.table.reviewer import HandReview, Reviewer
    from game.table.scene import TableScene

WORDY = (1, 2, 3)  # (the columns of words)
MADE, BEST = 2, 3  # (the move made, and the hard player's move; the mark is the last)


class Laid(NamedTuple):
    """The list laid out: each column's width in pixels (its gap included), each heading's
    lines, and each row's ``(cells' lines, height in pixels)``."""

    widths: list[int]
    headers: list[list[str]]
    rows: list[tuple[list[list[str]], int]]


MARK_COLOURS = {"blunder": style.WARNING, "mistake": (236, 150, 80), "slip": style.ACCENT}
"""The colour of each mark's word."""
DETAIL_LINES = 5
"""Lines kept for the chosen decision told in full."""
PREV, NEXT, CLOSE = "prev", "next", "close"


class ReviewOverlay(ReviewWords, Overlay):
    """A hand's review over the table.

    Args:
        table: the table (its presenter and names word the decisions).
        reviewer: the review being worked out.
        hand: the hand shown first (the latest when ``None``).

    Attributes:
        hand: the hand shown; chosen: the decision told in full (its index); first: the
            first row in view.
    """

    panel_alpha = 252  # (dense rows: the table must not show through)

    def __init__(self, app, table: TableScene, reviewer: Reviewer, hand: int | None = None) -> None:
        super().__init__(app, "Review", [], [])
        self.table, self.reviewer = table, reviewer
        hands = list(reviewer.hands)
        self.hand = hand if hand in reviewer.hands else (hands[-1] if hands else 0)
        self.chosen = self.first = 0
        self._seen_version = -1
        self._rows_top = 0  # where the rows begin, as last drawn
        self._laid: tuple[tuple, Laid] | None = None
        self._tallest: dict[tuple[int, int], int] = {}  # the body's tallest height, by window size
        reviewer.focus = self.hand
        self._set_buttons()

    # --- what is shown --------------------------------------------------------------------
    @property
    def review(self) -> HandReview | None:
        """The hand shown, or ``None`` when no hand has ended yet."""
        return self.reviewer.hands.get(self.hand)

    def _set_buttons(self) -> None:
        word, (earlier, later) = self.table.presenter.hand_word, self._neighbours()
        # each names the hand it goes to, and only where there is one (no going round)
        self.buttons = [(f"\u25c0 {word} {earlier}", PREV)] if earlier is not None else []
        self.buttons += [(f"{word} {later} \u25b6", NEXT)] if later is not None else []
        self.buttons.append(("Close", CLOSE))
        review = self.review
        who = ""
        if review and review.decisions and len(self.table.humans) > 1:
            who = f" - {self.table.names[review.decisions[0].seat]}"
        self.title = f"Review of {word} {self.hand}{who}" if review else "Review"

    # --- geometry -----------------------------------------------------------------------
    def step(self) -> int:
        """One line's height in the list and its notes."""
        return round(style.text_px(self.unit, "small") * 1.45)

    def line_height(self) -> int:
        """The height of a line of a cell that wraps."""
        return assets.font(style.text_px(self.unit, "small")).get_linesize()

    def room(self) -> int:
        """The height in pixels the window has for the rows beside the rest of the panel (at
        least three lines)."""
        step = self.step()
        room = self.app.screen.get_height() - 8 - round(self.unit * 0.24) - step * (DETAIL_LINES + 4)
        return max(3 * step, room)

    def columns(self, width: int, rows: list[tuple[str, ...]]) -> list[int]:
        """Each column's width in a list ``width`` pixels wide, a gap included: the short
        columns their widest text, the columns of words their widest text where there is room,
        or else the room shared out so a narrow column keeps its text whole (at least its
        longest word) and the wide ones wrap alike. Where there is room, the last column has
        room for the longest mark and the hard player's move for one as long as the longest
        made, with its mark, so the columns do not shift as the verdicts come in (a tester saw
        them move when the last one did)."""
        px = style.text_px(self.unit, "small")
        plain, bold = assets.font(px), assets.font(px, True)
        gap = style.column_gap(px)
        widest, longest = [], []
        headings = self.headings()
        for j, title in enumerate(headings):
            font = bold if j == len(headings) - 1 else plain
            texts = [cells[j] for cells in rows]
            widest.append(max([bold.size(title)[0]] + [font.size(t)[0] for t in texts]) + gap)
            words = [w for t in texts + [title] for w in t.split(" ") if w]
            longest.append(max((font.size(w)[0] for w in words), default=0) + gap)
        # before the verdicts come: room for the longest mark, and as far as there is room,
        # for hard's move as long as the one made, marked
        ready = [*widest[:-1], max([widest[-1]] + [bold.size(mark)[0] + gap for mark in MARKS])]
        if sum(ready) <= width:
            widest, room = ready, width - sum(ready) + ready[BEST]
            widest[BEST] = max(ready[BEST], min(room, ready[MADE] + plain.size(f" ({UNCLEAR})")[0]))
        out = list(widest)
        spare = width - sum(widest)
        if spare >= 0:  # all on one line: the spare room to the columns of words
            for j in WORDY:
                out[j] += spare // len(WORDY)
            return out
        room = width - sum(widest[j] for j in range(len(headings)) if j not in WORDY)
        wide = sorted(WORDY, key=lambda j: widest[j])
        for n, j in enumerate(wide):  # the narrowest first: its own width, or a fair share
            share = room // (len(wide) - n)
            out[j] = max(longest[j], min(widest[j], share))
            room -= out[j]
        return out

    def laid_rows(self, width: int | None = None) -> Laid:
        """The list laid out ``width`` pixels wide (the panel's inside when ``None``): the
        columns' widths, the headings and each row's cells as wrapped lines, and each row's
        height in pixels (the last one laid out is kept: the panel asks often per frame)."""
        width = self.panel_rect().width - 32 if width is None else width
        px = style.text_px(self.unit, "small")
        rows = [cells for cells, _ in self.rows()]
        key = (width, px, tuple(rows))
        if self._laid is not None and self._laid[0] == key:
            return self._laid[1]
        plain, bold = assets.font(px), assets.font(px, True)
        widths = self.columns(width, rows)
        gap = style.column_gap(px)
        line, pad = self.line_height(), self.step() - self.line_height()
        headers = [wrap(t, bold, w - gap) if t else [""] for t, w in zip(self.headings(), widths)]
        laid = []
        for cells in rows:
            lines = [
                wrap(cell, bold if j == len(cells) - 1 else plain, w - gap) if cell else [""]
                for j, (cell, w) in enumerate(zip(cells, widths))
            ]
            laid.append((lines, line * max(len(parts) for parts in lines) + pad))
        out = Laid(widths, headers, laid)
        self._laid = (key, out)
        return out

    def in_view(self) -> int:
        """How many rows from :attr:`first` fit in :meth:`room` (at least one)."""
        room, count = self.room(), 0
        for _, height in self.laid_rows().rows[self.first :]:
            room -= height
            if room < 0:
                break
            count += 1
        return max(1, count)

    def rows_height(self, width: int | None = None) -> int:
        """The height of the rows' area: every row's, or the room where they need more."""
        heights = [height for _, height in self.laid_rows(width).rows]
        return min(self.room(), sum(heights)) if heights else self.step()

    def scrolls(self, width: int | None = None) -> bool:
        """Whether the rows need more height than the window has."""
        return sum(height for _, height in self.laid_rows(width).rows) > self.room()

    def forced(self) -> str:
        """The moves the list leaves out as the only ones the rules allowed (``"2 moves"``), or
        ``""``."""
        review = self.review
        return plural(review.forced, "move") if review is not None and review.forced else ""

    def foot(self, width: int | None = None, widest: bool = False) -> list[str]:
        """The lines under the rows, wrapped ``width`` pixels wide (none when empty): where the
        rows scroll, which are in view and how to reach the rest; and how many moves the list
        leaves out as the only ones the rules allowed (a tester thought moves were missing);
        what a "?" in the points lost means, where one is.
        ``widest``: with the largest figures the rows in view may show (the panel's height is
        laid out before the rows in view are known)."""
        rows, forced, scrolls = len(self.rows()), self.forced(), self.scrolls(width)
        last = rows if widest or not scrolls else min(rows, self.first + self.in_view())
        shown = f"Decisions {rows if widest else self.first + 1}-{last} of {rows}"
        if scrolls and forced:
            text = f"{shown} (the arrow keys or the wheel); {forced} with no choice not listed"
        elif scrolls:
            text = f"{shown}: the arrow keys or the wheel step through them"
        else:
            text = f"Not listed: {forced} the rules left no choice in" if forced else ""
        if any(cells[4].endswith("?") for cells, _ in self.rows()):  # (a tester asked what it meant)
            unsure = f'"?" and "{UNCLEAR}": behind by about that much, too close for the search to be sure'
            text = f"{text}. {unsure}" if text else unsure
        width = self.panel_rect().width - 32 if width is None else width
        return wrap(text, assets.font(style.text_px(self.unit, "small")), width) if text else []

    def header_height(self, width: int | None = None) -> int:
        """The headings' height: a line each (a heading may wrap) and the gap under them."""
        lines = max(len(parts) for parts in self.laid_rows(width).headers)
        return self.line_height() * lines + self.step() - self.line_height()

    def body_height(self, panel_width: int) -> int:
        """Never less than it has been at this window size since the review opened, so the
        panel and its buttons stay put from hand to hand (the room left over stays below)."""
        width, step = panel_width - 32, self.step()
        height = (
            step * (1 + DETAIL_LINES + len(self.foot(width, widest=True)))
            + self.header_height(width)
            + self.rows_height(width)
        )
        key = self.app.screen.get_size()
        self._tallest[key] = max(self._tallest.get(key, 0), height)
        return self._tallest[key]

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """``(decision index, rect)`` of each row in view."""
        panel = self.panel_rect()
        inner = panel.inflate(-32, 0)
        top, out = self._rows_top, []
        laid = self.laid_rows().rows
        for i in range(self.first, min(len(laid), self.first + self.in_view())):
            out.append((i, pygame.Rect(inner.x, top, inner.width, laid[i][1])))
            top += laid[i][1]
        return out

    # --- input ------------------------------------------------------------------------------
    def _neighbours(self) -> tuple[int | None, int | None]:
        """The hands reviewed before and after the one shown (``None``: there is none)."""
        hands = list(self.reviewer.hands) or [self.hand]
        at = hands.index(self.hand) if self.hand in hands else len(hands) - 1
        return (hands[at - 1] if at else None), (hands[at + 1] if at + 1 < len(hands) else None)

    def choose(self, key: str) -> None:
        if key in (PREV, NEXT):
            hand = self._neighbours()[key == NEXT]
            if hand is not None:  # (the arrow keys at the first or the last hand)
                self.show_hand(hand)
        else:
            self.app.later(self._close)

    def show_hand(self, hand: int) -> None:
        """Show ``hand``'s review from its first decision."""
        self.hand, self.chosen, self.first = hand, 0, 0
        self.reviewer.focus = hand
        self.done = False  # (its buttons work again)
        self._set_buttons()
        self.dirty = True

    def pick(self, index: int) -> None:
        """Tell decision ``index`` in full, scrolling the list to keep it in view."""
        count = len(self.rows())
        if not count:
            return
        self.chosen = max(0, min(count - 1, index))
        self.first = min(self.first, self.chosen)
        while self.first < self.chosen and self.chosen >= self.first + self.in_view():
            self.first += 1  # (rows differ in height: step until the chosen one shows whole)
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        keys = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.in_view(),
            pygame.K_PAGEDOWN: self.in_view(),
        }
        if event.type == pygame.KEYDOWN and event.key in keys:
            self.pick(self.chosen + keys[event.key])
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.choose(PREV if event.key == pygame.K_LEFT else NEXT)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.pick(self.chosen - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.pick(i)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return True  # (Enter does not close: it is for the table's choices)
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.reviewer.version != self._seen_version:
            self._seen_version = self.reviewer.version
            self._set_buttons()
            self.dirty = True

    def exit(self) -> None:
        self.reviewer.focus = None

    # --- drawing ------------------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface, panel: pygame.Rect, y: int) -> None:
        px = style.text_px(self.unit, "small")
        step, line = self.step(), self.line_height()
        inner = panel.inflate(-32, 0)
        review = self.review
        note = review.summary() if review is not None else ""
        draw_text(surface, note, px, (panel.centerx, y), style.ACCENT, bold=True, anchor="midtop")
        y += step
        laid = self.laid_rows(inner.width)
        xs, x = [], inner.x
        for width in laid.widths:
            xs.append(x)
            x += width
        for parts, x in zip(laid.headers, xs):
            for n, part in enumerate(parts):
                draw_text(surface, part, px, (x, y + n * line), style.TEXT_DIM, bold=True)
        self._rows_top = y + self.header_height(inner.width)
        rows = self.rows()
        for i, rect in self.row_rects():
            if i == self.chosen:
                pygame.draw.rect(surface, style.BUTTON, rect, border_radius=4)
            mark = rows[i][1]
            cells = laid.rows[i][0]
            for j, (parts, x) in enumerate(zip(cells, xs)):
                last = j == len(cells) - 1
                colour = MARK_COLOURS.get(mark, style.TEXT) if last else style.TEXT
                for n, part in enumerate(parts):
                    draw_text(surface, part, px, (x, rect.y + 2 + n * line), colour, bold=last)
        y = self._rows_top + self.rows_height() + step // 3
        for text in self.foot(inner.width):
            draw_text(surface, text, px, (panel.centerx, y - step // 3), style.TEXT_DIM, anchor="midtop")
            y += step
        font = assets.font(px)
        lines = [part for line in self.detail() for part in wrap(line, font, inner.width)]
        for text in lines[:DETAIL_LINES]:
            draw_text(surface, text, px, (inner.x, y), style.TEXT)
            y += round(px * 1.3)
