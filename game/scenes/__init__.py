"""The app's screens by name, so that scenes open each other without importing each other.

:func:`make` is the one place that knows every scene class (explicit imports inside it, so
PyInstaller sees them and nothing loads before it is needed); a scene opens another with
``app.show(name, ...)`` (replacing the stack) or ``app.open(name, ...)`` (on top).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scene import Scene

NAMES = (
    "title",
    "new_game",
    "learn",
    "load",
    "message",
    "settings",
    "table",
    "lesson",
    "statistics",
    "rules",
    "replay",
)
"""The screens :func:`make` builds."""


def make(app: App, name: str, *args: Any, **kwargs: Any) -> Scene:
    """A new scene ``name`` for ``app``, given the scene's own arguments.

    ``"table"`` takes a :class:`~game.session.Session` and finds the game's presenter;
    ``"lesson"`` likewise a lesson's session (:meth:`~game.session.Session.lesson`), and what
    its closing panel's buttons start;
    ``"replay"`` takes a finished game's :class:`~rules.core.record.GameRecord` likewise;
    ``"new_game"`` optionally the game and the player count to open on (the table's);
    ``"rules"`` takes a game's name and, optionally, the options of the game being played;
    ``"message"`` takes a title, a text and the dialog's options.

    Raises:
        ValueError: for a name not in :data:`NAMES`.
    """
    if name == "title":
        from game.scenes.title import TitleScene

        return TitleScene(app, *args, **kwargs)
    if name == "new_game":
        from game.scenes.new_game import NewGameScene

        return NewGameScene(app, *args, **kwargs)
    if name == "learn":
        from game.scenes.learn import LearnScene

        return LearnScene(app, *args, **kwargs)
    if name == "load":
        from game.scenes.load import LoadScene

        return LoadScene(app, *args, **kwargs)
    if name == "message":
        from game.scenes.message import MessageScene

        return MessageScene(app, *args, **kwargs)
    if name == "settings":
        from game.scenes.settings import SettingsScene

        return SettingsScene(app, *args, **kwargs)
    if name == "statistics":
        from game.scenes.statistics import StatisticsScene

        return StatisticsScene(app, *args, **kwargs)
    if name == "rules":
        from game.scenes.rules_page import RulesScene

        return RulesScene(app, *args, **kwargs)
    if name == "replay":
        from game.presenters import presenter_for
        from game.table.replay import ReplayScene

        record = args[0]
        return ReplayScene(app, record, presenter_for(record.game), *args[1:], **kwargs)
    if name == "table":
        from game.presenters import presenter_for
        from game.table.scene import TableScene

        session = args[0]
        return TableScene(app, session, presenter_for(session.record.game), *args[1:], **kwargs)
    if name == "lesson":
        from game.presenters import presenter_for
        from game.table.lesson import LessonScene

        session = args[0]
        return LessonScene(app, session, presenter_for(session.record.game), *args[1:], **kwargs)
    raise ValueError(f"no scene named {name!r}; scenes are {', '.join(NAMES)}")
