"""The info panel's rows as the table shows them, the turn's row worded by the table itself
while it, not a seat, is what waits.

A presenter's rows are those of the words on show (:attr:`~game.table.scene.TableScene.shown`),
whose turn row names the seat to act before the moves being played. While a finished trick is
held for the player's click, that is the seat that played to it last (a tester read "Turn:
East" as the trick waited under "You win the trick"); under a lesson's closing panel it is a
deal that will not come (a tester read "Turn: dealing"). Then the row says what is going on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.table.scene import TableScene

HELD = "click to go on"
"""The turn row while a finished trick (or a step the coach speaks of) waits for a click."""


def info_rows(table: TableScene, over: str) -> list[tuple[str, str]]:
    """The info panel's rows as shown (:attr:`~game.table.scene.TableScene.shown`); the turn
    row (:attr:`~game.table.protocol.Presenter.turn_row`) says :data:`HELD` while a trick
    waits for the player's click, else ``over`` when given (play at this table has ended:
    ``"lesson over"``), else as of the last action where the presenter says it is live
    (:attr:`~game.table.protocol.Presenter.live_turn`: a tester read "Turn: Ann to bid" while
    Ann's bid was revealed)."""
    presenter, now = table.presenter, dict(table.snapshot.info)
    said = HELD if table.animator.held else over
    rows = []
    for label, value in table.shown.info:
        if label == presenter.turn_row and said:
            value = said
        elif label == presenter.live_turn:
            value = now.get(label, value)
        rows.append((label, value))
    return rows
