"""The review screen: one hand's decisions, each with the move made, the hard search's move
from the same view, the points given up and a mark, stepped through one at a time. Where the
search cannot tell the move made from its own, the two are called as good, never the other
better.

Opened from a hand's summary, the score sheet and the replay of a saved game (Watch). The
list fills in as the bot worker's verdicts come (:class:`~game.table.reviewer.Reviewer`);
under it the chosen decision is told in full, with what a player who saw every card would
have played, labelled as such. The up and down arrows (or a click) choose a decision, left
and right (or the buttons) another hand, Escape closes. The words of a decision are the
presenter's (:meth:`~game.table.protocol.Presenter.decision_words`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.table.overlay import Overlay
from game.table.overlays import HandSummaryOverlay
from game.table.protocol import YOU, ScoreSheet, Summary
from game.table.sheet import ScoreSheetOverlay
from game.ui import style
from game.ui.text import draw_text, wrap

if TYPE_CHECKING:
    from game.table.reviewer import HandReview, Reviewer
    from game.table.scene import TableScene

COLUMNS = (
    ("", 0.05),
    ("When", 0.27),
    ("Move made", 0.23),
    ("Hard's move", 0.23),
    ("Gave up", 0.1),
    ("", 0.12),
)
"""The list's columns and their shares of its width."""
AS_GOOD = "as good"
"""The hard move's cell where the search cannot tell the move made from its own: both are as
good as far as it can tell (:attr:`~rules.ai.review.Verdict.told_apart`)."""
MARK_COLOURS = {"blunder": style.WARNING, "mistake": (236, 150, 80), "slip": style.ACCENT}
"""The colour of each mark's word."""
DETAIL_LINES = 5
"""Lines kept for the chosen decision told in full."""
PREV, NEXT, CLOSE = "prev", "next", "close"


class ReviewOverlay(Overlay):
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
        reviewer.focus = self.hand
        self._set_buttons()

    # --- what is shown --------------------------------------------------------------------
    @property
    def review(self) -> HandReview | None:
        """The hand shown, or ``None`` when no hand has ended yet."""
        return self.reviewer.hands.get(self.hand)

    def _set_buttons(self) -> None:
        many = len(self.reviewer.hands) > 1
        word = self.table.presenter.hand_word
        self.buttons = ([(f"\u25c0 {word}", PREV), (f"{word} \u25b6", NEXT)] if many else []) + [
            ("Close", CLOSE)
        ]
        review = self.review
        who = ""
        if review and review.decisions and len(self.table.humans) > 1:
            who = f" - {self.table.names[review.decisions[0].seat]}"
        self.title = f"Review of {word} {self.hand}{who}" if review else "Review"

    def rows(self) -> list[tuple[tuple[str, ...], str]]:
        """``(cells, mark)`` per decision of the hand shown."""
        review, out = self.review, []
        if review is None:
            return out
        for i, (d, v) in enumerate(zip(review.decisions, review.verdicts)):
            when, made = self.words(d, d.made)
            if v is None:
                out.append(((str(i + 1), when, made, "\u2026", "", ""), ""))
            elif v.best == v.made:
                out.append(((str(i + 1), when, made, "the same", "-", ""), ""))
            elif not v.told_apart:  # (never shown as if the other move were better)
                out.append(((str(i + 1), when, made, AS_GOOD, "-", ""), ""))
            else:
                out.append(
                    ((str(i + 1), when, made, self.words(d, v.best)[1], f"{v.loss:.1f}", v.mark), v.mark)
                )
        return out

    def words(self, decision, action: str) -> tuple[str, str]:
        """The presenter's ``(when, move)`` for ``action`` at ``decision``."""
        return self.table.presenter.decision_words(decision.view, action, self.table.names)

    def detail(self) -> list[str]:
        """The chosen decision told in full, and the all-seeing line."""
        review = self.review
        if review is None:
            return [f"No {self.table.presenter.hand_word} has ended yet: a review comes once one has."]
        if not review.decisions:
            return ["No decision with a choice in it: nothing to review."]
        i = min(self.chosen, len(review.decisions) - 1)
        d, v, seen = review.decisions[i], review.verdicts[i], review.seen[i]
        when, made = self.words(d, d.made)
        who = "you" if self.table.names[d.seat] == YOU else self.table.names[d.seat]
        if v is None:
            return [f"{when}: {who} chose {made}. Working out this decision\u2026"]
        if v.best == v.made:
            line = f"{when}: {who} chose {made}, as the hard computer player would from what {who} could see."
        elif not v.told_apart:
            best = self.words(d, v.best)[1]
            line = (
                f"{when}: {who} chose {made}; the hard computer player would choose {best}, but as far"
                f" as its search can tell the two are as good (the difference, {v.loss:.1f} points"
                f" \u00b1{v.error:.1f}, is within the search's error)."
            )
        else:
            best = self.words(d, v.best)[1]
            line = (
                f"{when}: {who} chose {made}; from what {who} could see then, the hard computer player"
                f" would choose {best}. On average {made} gave up {v.loss:.1f} points (\u00b1{v.error:.1f})"
            )
            if v.mark:
                line += f": a {v.mark}."
            else:
                line += f", under the {self.reviewer.marks[0]} that counts as a slip."
        seen_line = "Knowing every card (all-seeing, after the hand): "
        seen_line += "working it out\u2026" if seen is None else f"{self.words(d, seen)[1]}."
        out = [line, seen_line]
        if review.failed:
            out.append(f"Part of the review could not be worked out ({review.failed}).")
        return out

    # --- geometry -----------------------------------------------------------------------
    def step(self) -> int:
        """One row's height."""
        return round(style.text_px(self.unit, "small") * 1.45)

    def fits(self) -> int:
        """How many rows the window has room for beside the rest of the panel."""
        room = self.app.screen.get_height() - 8 - round(self.unit * 0.24) - self.step() * (DETAIL_LINES + 4)
        return max(3, room // self.step())

    def body_height(self, panel_width: int) -> int:
        rows = len(self.rows())
        return self.step() * (min(self.fits(), max(1, rows)) + 2 + DETAIL_LINES + (rows > self.fits()))

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        """``(decision index, rect)`` of each row in view."""
        panel = self.panel_rect()
        top = self._rows_top
        inner = panel.inflate(-32, 0)
        count = len(self.rows())
        return [
            (i, pygame.Rect(inner.x, top + (i - self.first) * self.step(), inner.width, self.step()))
            for i in range(self.first, min(count, self.first + self.fits()))
        ]

    # --- input ------------------------------------------------------------------------------
    def choose(self, key: str) -> None:
        hands = list(self.reviewer.hands)
        if key in (PREV, NEXT) and hands:
            at = hands.index(self.hand) if self.hand in hands else len(hands) - 1
            self.show_hand(hands[(at + (1 if key == NEXT else -1)) % len(hands)])
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
        fits = self.fits()
        self.first = min(max(0, count - fits), max(0, min(self.first, self.chosen), self.chosen - fits + 1))
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        keys = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.fits(),
            pygame.K_PAGEDOWN: self.fits(),
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
        step = self.step()
        inner = panel.inflate(-32, 0)
        review = self.review
        note = review.summary() if review is not None else ""
        draw_text(surface, note, px, (panel.centerx, y), style.ACCENT, bold=True, anchor="midtop")
        y += step
        xs, x = [], inner.x
        for _, share in COLUMNS:
            xs.append(x)
            x += round(inner.width * share)
        widths = [round(inner.width * share) - 6 for _, share in COLUMNS]
        for (title, _), x, width in zip(COLUMNS, xs, widths):
            draw_text(surface, title, px, (x, y), style.TEXT_DIM, bold=True, max_width=width)
        self._rows_top = y + step
        rows = self.rows()
        for i, rect in self.row_rects():
            if i == self.chosen:
                pygame.draw.rect(surface, style.BUTTON, rect, border_radius=4)
            cells, mark = rows[i]
            for j, (cell, x, width) in enumerate(zip(cells, xs, widths)):
                colour = MARK_COLOURS.get(mark, style.TEXT) if j == len(cells) - 1 else style.TEXT
                draw_text(
                    surface, cell, px, (x, rect.y + 2), colour, bold=j == len(cells) - 1, max_width=width
                )
        y = self._rows_top + step * min(self.fits(), max(1, len(rows))) + step // 3
        if len(rows) > self.fits():  # (more rows than room: say how to reach them)
            shown = f"{self.first + 1}-{min(len(rows), self.first + self.fits())} of {len(rows)}"
            note = f"Decisions {shown}: the arrow keys or the wheel step through them"
            draw_text(surface, note, px, (panel.centerx, y - step // 3), style.TEXT_DIM, anchor="midtop")
            y += step
        font = assets.font(px)
        lines = [part for line in self.detail() for part in wrap(line, font, inner.width)]
        for line in lines[:DETAIL_LINES]:
            draw_text(surface, line, px, (inner.x, y), style.TEXT)
            y += round(px * 1.3)


class SummaryWithReview(HandSummaryOverlay):
    """A hand's summary with a "Review" button, which opens the hand's review over it."""

    def __init__(self, app, summary: Summary, button: str, table: TableScene) -> None:
        super().__init__(app, summary, button)
        self.buttons.append(("Review", "review"))
        self.table = table

    def choose(self, key: str) -> None:
        if key == "review":
            self.done = False  # (it stays; its buttons work again once the review closes)
            open_review(self.table)
        else:
            super().choose(key)


class SheetWithReview(ScoreSheetOverlay):
    """The score sheet with a "Review" button, which opens the latest hand's review."""

    def __init__(self, app, sheet: ScoreSheet, table: TableScene) -> None:
        super().__init__(app, sheet)
        self.buttons.append(("Review", "review"))
        self.table = table

    def choose(self, key: str) -> None:
        if key == "review":
            self.done = False
            open_review(self.table)
        else:
            super().choose(key)


def summary_overlay(table: TableScene, summary: Summary, button: str) -> Overlay:
    """A hand's summary for ``table``: with "Review" where the table reviews its hands."""
    if not table.reviewer.available:
        return HandSummaryOverlay(table.app, summary, button)
    return SummaryWithReview(table.app, summary, button, table)


def sheet_overlay(table: TableScene, sheet: ScoreSheet) -> Overlay:
    """The score sheet for ``table``: with "Review" once a hand of the table has ended."""
    if not table.reviewer.hands:
        return ScoreSheetOverlay(table.app, sheet)
    return SheetWithReview(table.app, sheet, table)


def open_review(table: TableScene, hand: int | None = None) -> None:
    """Open the review of ``hand`` (the latest ended when ``None``) over what is on top."""
    overlay = ReviewOverlay(table.app, table, table.reviewer, hand)
    table.app.later(lambda: table.app.push(overlay))
