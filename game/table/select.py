"""Select, then confirm: a choice of several cards made at once (a presenter's
:class:`~game.table.protocol.MultiChoice`).

While such a choice is offered, a click on one of its cards picks it (raised and outlined) or
puts it back; nothing leaves the hand, so it never moves under the pointer. A panel counts the
cards picked ("2 of 6 chosen") with a Confirm button, live only once the choice is complete,
and Clear. Confirm applies one rules action per card, in the order picked, and the table shows
them one after another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table import pace
from game.table.protocol import Choice, MultiChoice, Panel

if TYPE_CHECKING:
    from game.table.scene import TableScene

CONFIRM, CLEAR = "ui:confirm", "ui:clear"
"""Target keys of the selection panel's buttons."""


class Selection:
    """The cards picked for the choice on offer at ``table``.

    Attributes:
        choice: the choice on offer, or ``None``.
        picked: the action texts of the cards picked, in the order picked.
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.choice: MultiChoice | None = None
        self.picked: list[str] = []

    @property
    def active(self) -> bool:
        """True while a choice of several cards is on offer."""
        return self.choice is not None

    @property
    def complete(self) -> bool:
        """True when as many cards are picked as the choice takes."""
        return self.choice is not None and len(self.picked) == self.choice.count

    def offer(self, choice: MultiChoice | None) -> None:
        """A new snapshot offers ``choice`` (or none): the picks are kept only while the very
        same choice stays on offer (a snapshot taken again, the window resized)."""
        if choice != self.choice:
            self.choice, self.picked = choice, []

    def takes(self, action: str) -> bool:
        """True when a click on the card carrying ``action`` picks it rather than acts."""
        return self.choice is not None and action in self.choice.actions

    def lifted(self) -> frozenset[str] | None:
        """The actions of the cards to raise (the picked ones) while a choice is on offer."""
        return frozenset(self.picked) if self.choice is not None else None

    def toggle(self, action: str) -> None:
        """Pick the card carrying ``action``, or put it back if it was picked; a pick past the
        count is refused, in words by the hand."""
        table = self.table
        table.notice = ""
        if action in self.picked:
            self.picked.remove(action)
        elif self.choice is not None and len(self.picked) >= self.choice.count:
            table.tell_notice(f"You have chosen {self.choice.count} already: click one to put it back first.")
        else:
            self.picked.append(action)
        self._changed()

    def clear(self) -> None:
        """Put every picked card back."""
        self.picked = []
        self._changed()

    def confirm(self) -> None:
        """Apply the complete choice: one action per card, in the order picked."""
        if self.table.input_ready and self.complete:
            self.table.act(*self.picked)

    def _changed(self) -> None:
        table = self.table
        table.hinted = None  # (a hint was for the cards picked before)
        if table.board.offer(table.presenter.raise_all_legal, self.lifted()):
            table.board.relayout(pace.PLAY_MOVE * 0.5 * table.speed)
        table.input.rebuild()
        table.dirty = True

    def prompt(self) -> str:
        """The line above the hand once the choice is complete (``"6 chosen: press Discard, or
        click one to put it back"``), else ``""`` (the presenter's prompt stands: it said "Click
        6 cards" with all six chosen, helper-75 saw)."""
        choice = self.choice
        if choice is None or not self.complete:
            return ""
        return f"{choice.count} chosen: press {choice.confirm}, or click one to put it back"

    def panel(self) -> Panel | None:
        """The panel counting the picks, then the choice's aside, with Confirm (live when
        complete) and Clear (live when a card is picked); ``None`` with no choice on offer."""
        choice = self.choice
        if choice is None:
            return None
        left = choice.count - len(self.picked)
        note = f"{len(self.picked)} of {choice.count} chosen"  # (as long when complete: a longer
        # note took another line there and moved the buttons as Confirm came live; the prompt
        # says how to put one back)
        note += f": press {choice.confirm}." if left == 0 else f": click {left} more."
        note += f" {choice.aside}" if choice.aside else ""
        row = (
            Choice(choice.confirm, CONFIRM if self.complete else None),
            Choice("Clear", CLEAR if self.picked else None),
        )
        return Panel(choice.title, note, (row,))
