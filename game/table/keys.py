"""The table by keyboard: the arrow keys move a focus over the viewer's choices (the buttons of
the choice panel, the pieces, the cards of the hand) to the nearest one that way, Tab
(Shift+Tab back) steps through them in order, Enter or Space takes the focused one (with none
focused, it takes the choice a hint outlines, or else focuses the first; once the focused one
is gone, the nearest takes the focus; a click puts the focus away), a digit takes the panel
button whose label starts with it, and letters open the rest: H hint (pressed before the
player's turn, while other seats move, it is given once the turn is offered), U (or Ctrl+Z)
take back, L the last trick, S the score sheet, R the rules, O sorts the hand by suit or by
rank, I opens or closes the hand history (Page Up / Page Down, Home and End scroll it); Escape
opens the menu. While moves are shown, a key with no other use here ends them at once (skip
ahead); while a finished trick waits for the player, any key but take back and those with a job
of their own (:data:`OWN_JOB`) lets it go on."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.table import takeback
from game.table.input import HINT, LAST_TRICK, MENU, SCORE_SHEET
from game.ui import style
from game.ui.focus import ARROWS, nearest

if TYPE_CHECKING:
    from game.table.scene import TableScene

LETTERS = {pygame.K_h: HINT, pygame.K_l: LAST_TRICK, pygame.K_s: SCORE_SHEET, pygame.K_ESCAPE: MENU}
"""The bar's buttons by key (taken only while the button is on show)."""
PAGES = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
"""The keys that scroll the open hand history."""
OWN_JOB = frozenset({*LETTERS, *PAGES, pygame.K_i, pygame.K_o, pygame.K_r})
"""Keys with a job of their own, which do it rather than let a held trick go on ("press a
key to go on": a tester pressed I for the history and the lesson went on instead)."""


class TableKeys:
    """The keyboard's focus over the viewer's choices and what each key does.

    Attributes:
        focus: the action text the focus is on, or ``None`` (none focused yet: the first
            arrow key, or Enter, focuses the first choice).
        at: the middle of the focused choice when it was last focused, in window pixels, or
            ``None``: once that choice is gone (the card played, the turn over), the focus
            goes to the choice offered nearest to it (a keyboard player had to arrow across
            the whole hand again at every turn).
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.focus: str | None = None
        self.at: tuple[int, int] | None = None

    def choices(self) -> list[str]:
        """The viewer's choices in screen order (panel buttons, pieces, then the hand)."""
        table = self.table
        return [key for key, _ in table.input.actions] if table.input_ready else []

    def focused(self) -> str | None:
        """The focused choice while choices are offered: :attr:`focus`, or where that is gone,
        the choice nearest to where it was (:attr:`at`), which takes the focus."""
        places = dict(self.table.input.actions) if self.table.input_ready else {}
        at = self.at
        if self.focus not in places and at is not None and places:
            self.focus = min(places, key=lambda k: math.dist(places[k].center, at))
        return self.focus if self.focus in places else None

    def forget(self) -> bool:
        """No focus, and none kept to come back near (a click: the mouse plays now, and a ring
        kept on a card read as a hint). True if a choice was focused (its ring is to go)."""
        was = self.focused() is not None
        self.focus = self.at = None
        return was

    def follow(self, hinted: str | None) -> None:
        """A hint outlines ``hinted``: a focus already on show moves to it, so Enter takes the
        hinted choice (in Grand Bid helper-76's Enter laid the card the focus was on before)."""
        # (the hint may come while the last move still plays: the focus is on the hint once its
        # choice is offered; helper-77 bid 1 there with the hint on 6)
        if hinted is not None and self.focus is not None:
            places = dict(self.table.input.actions)
            self.focus, self.at = hinted, places[hinted].center if hinted in places else None

    def _focus_on(self, choice: str) -> None:
        self.focus, self.at = choice, dict(self.table.input.actions)[choice].center

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle a key press; True when the table took it."""
        table, key = self.table, event.key
        choices, focused = self.choices(), self.focused()
        taking_back = key == pygame.K_u or (key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        if table.animator.held and key not in OWN_JOB and not taking_back:
            table.animator.release()  # any other key lets a held trick go on
        elif key == pygame.K_TAB and choices:
            step = -1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1
            at = choices.index(focused) if focused is not None else (-1 if step > 0 else 0)
            self._focus_on(choices[(at + step) % len(choices)])
        elif key in ARROWS and choices:
            self._focus_on(self._toward(ARROWS[key]))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and choices:
            if focused is None and table.hinted in choices:  # (outlined, so seen: it is taken
                table.input.click(table.hinted)  # at once; helper-77 pressed Enter twice for it)
            elif focused is None:  # (shown first: a key never takes a choice the player has not seen)
                self._focus_on(choices[0])
            else:
                table.input.click(focused)
        elif pygame.K_0 <= key <= pygame.K_9 and choices:
            picked = self._numbered(chr(key))
            if picked is None:
                return False
            table.input.click(picked)
        elif key == pygame.K_o:
            self.switch_hand_order()
        elif key == pygame.K_i and table.bar_ready:
            table.history.toggle()
        elif key in PAGES and table.history.open:
            page = table.history.page()
            table.history.scroll(
                {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page, pygame.K_HOME: -(10**9)}.get(key, 10**9)
            )
        elif taking_back:
            if not table.bar_ready:
                return False
            why = takeback.why_not(table)
            if why:
                table.tell_notice(why)  # (by the hand; the log keeps moves, a tester's was pushed out)
            else:
                takeback.take_back(table)
        elif key == pygame.K_r and table.bar_ready:
            table.show_rules()
        elif key == pygame.K_ESCAPE or (key in LETTERS and LETTERS[key] in dict(table.input.targets())):
            table.input.click(LETTERS[key])
        elif key == pygame.K_h and table.is_top and table.humans:  # (no click grace for a key; a
            table.hints.ask_early()  # table of computer players only has no hint to give)
        elif not table.skip_ahead():  # any other key ends the moves on show at once
            return False
        table.dirty = True
        return True

    def _toward(self, direction: tuple[int, int]) -> str:
        """The choice nearest the focused one in ``direction`` on the screen (the focused one
        when there is none that way; the first choice when none is focused yet)."""
        places = dict(self.table.input.actions)
        if self.focused() is None:
            return next(iter(places))
        keys = [key for key in places if key != self.focus]
        index = nearest(places[self.focus].center, [places[key].center for key in keys], direction)
        return self.focus if index is None else keys[index]

    def switch_hand_order(self) -> None:
        """Sort the viewer's hand the other way (by suit, by rank), and remember it."""
        table = self.table
        order = "suit" if table.presenter.hand_sort == "rank" else "rank"
        table.app.remember("hand_order", order)
        table.apply_settings()
        table.tell_notice(f"Your hand is sorted by {order} now (O switches back).", style.TEXT)

    def _numbered(self, digit: str) -> str | None:
        """The action of the first live panel button whose label starts with ``digit``."""
        placed = self.table.choice_panel()
        buttons = placed[1] if placed else []
        return next((c.action for c, _ in buttons if c.action and c.label.startswith(digit)), None)

    def focused_rect(self) -> pygame.Rect | None:
        """Where the focused choice is drawn (the whole card for a card of the hand)."""
        from game.table.hint import placed_at

        focused = self.focused()
        return placed_at(self.table, focused) if focused is not None else None
