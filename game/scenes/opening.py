"""Opening a save at the table (or watching a finished one), shared by the title's Continue
and the Load screen, and how a save is named to the player.

A save that can't be resumed is renamed aside (:func:`saves.quarantine`, never deleted) and
the player is told why in a :class:`~game.scenes.message.MessageScene`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from saves import SaveInfo


def resume_game(app: App, path: Path) -> bool:
    """Replay the save at ``path`` and, after this frame, replace the scene stack with the
    table at the same turn. On a bad save, move it aside and show why.

    Returns:
        True if the game was resumed, False if the save was bad (the message is shown).
    """
    from game.session import Session
    from saves import SaveError

    try:
        session = Session.resume(Path(path))
    except SaveError as exc:
        report_bad_save(app, Path(path), str(exc))
        return False

    app.later(lambda: app.show("table", session))
    return True


def watch_game(app: App, path: Path) -> bool:
    """Read the finished game saved at ``path`` and, after this frame, open its replay over
    the current screen. The file is only read. On a bad save, move it aside and show why.

    Returns:
        True if the replay opens, False if the save was bad (the message is shown).
    """
    from rules.games import replay
    from saves import SaveError, read_record

    try:
        record = read_record(Path(path))
        replay(record)  # a record the rules can't replay is found here, not midway
    except SaveError as exc:
        report_bad_save(app, Path(path), str(exc))
        return False
    except Exception as exc:  # any failure of the rules on a save: it can't be watched
        report_bad_save(app, Path(path), f"This save could not be replayed ({exc}).")
        return False
    app.later(lambda: app.open("replay", record))
    return True


def report_bad_save(app: App, path: Path, reason: str, title: str = "This save can't be opened") -> None:
    """Move the unusable save at ``path`` aside and push a message headed ``title`` that gives
    ``reason`` (one sentence, e.g. from :class:`saves.SaveError`) and where the file went."""
    from rules.core.text import file_name_text
    from saves import SaveError, quarantine

    try:
        moved = quarantine(path)
        where = (
            f"The file was renamed to \u201c{file_name_text(moved.name, 200)}\u201d in the saves folder, so"
            " it won't be offered again. Nothing was deleted."
        )
    except SaveError as exc:
        where = f"The file could not be moved aside: {exc}"
    app.later(lambda: app.open("message", title, f"{reason}\n\n{where}"))


def saved_when(info: SaveInfo) -> str:
    """When ``info`` was saved, in words: ``"Sun 29 Nov 2026, 12:30"``."""
    return f"{info.saved_at:%a} {info.saved_at.day} {info.saved_at:%b %Y, %H:%M}"
