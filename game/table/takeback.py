"""Taking a move back at the table (the U key, the menu's *Take back my last move*): with one
human seat, back to that player's last decision that had a choice; where it is not allowed,
the table says why."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.table.scene import TableScene


NOTHING_YET = "There is no move of yours to take back yet."


def why_not(table: TableScene) -> str | None:
    """Why a take-back is not allowed at ``table`` now, in words, or ``None`` when it is."""
    if table.pass_and_play:
        return (
            "Moves can't be taken back with two or more human players at the table: each saw the last move."
        )
    if not table.humans:
        return "Only a player's own moves can be taken back, and every seat here is a computer player."
    return None


def take_back(table: TableScene) -> None:
    """Take back the viewer's last decision that had a choice (one human seat only; an only
    legal move is no decision, and auto-play would make it again at once,
    :meth:`game.session.Session.undo`): the table is laid out again from the replayed state,
    the viewer to decide. A choice of several cards is taken back whole."""
    if not table.session.undo():  # the game goes on as it was, nothing cut short
        table.say(NOTHING_YET, passing=True)  # (a notice would go with the next computer move)
        return
    table.waits.cancel()  # (a hand's summary, where the menu over it took its last move back)
    table.turns.cancel()
    table.claims.cancel()
    table.animator.clear()  # (the moves still to show are of the moves taken back)
    table.offer(False)
    table.last_actor = table.session.current_player
    table.refresh()
    while table.snapshot.multi is not None and table.snapshot.multi.done and table.session.undo():
        table.refresh()
    table.board.rebuild(table.snapshot.contents)
    table.log.forget_after(len(table.session.state.history))  # the lines of the moves taken back
    table.claims.taken_back(len(table.session.events))
    table.say("You took back your last move.")
