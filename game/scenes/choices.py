"""What the New game screen offers: the games that can be chosen, and each seat's name
before the player types one."""

from __future__ import annotations

from game.presenters import has_presenter
from game.presenters.phrases import SEAT_NAMES, seat_names
from game.table.protocol import YOU
from rules.core.text import clean_text
from rules.core.variants import ConfigError
from rules.games import GAMES

NAME_LIMIT = 16
"""Longest player name, in characters (names are drawn at the table)."""
COMING = "coming soon"


def unavailable(name: str) -> str | None:
    """Why the game ``name`` can't be chosen, or None when it can: :data:`COMING` when its
    rules or its table are not built yet, or the problem of its damaged variant file (a
    :class:`~rules.core.variants.ConfigError` message naming the file)."""
    info = GAMES[name]
    if not info.available or not has_presenter(name):
        return COMING
    try:
        info.variant()
    except ConfigError as exc:
        return str(exc)
    return None


def playable(name: str) -> bool:
    """True when the game ``name`` can be chosen (see :func:`unavailable`)."""
    return unavailable(name) is None


def default_names(players: int, remembered: list[str]) -> list[str]:
    """Seat names for ``players`` seats: the names typed last time (``remembered``, from
    the ``last_names`` setting) where there are any, else "You" for seat 0 and the position
    names of :func:`game.presenters.seat_names` for the others.

    A remembered name that is not text is ignored, and one that is is cleaned and cut to
    :data:`NAME_LIMIT` (:func:`rules.core.text.clean_text`)
    (the settings file may have been edited by hand). A remembered position name ("East"
    from a 3-player game) gives way to this player count's position name, and no name is
    used twice, so every seat stays distinct.
    """
    base = [YOU, *seat_names(players)[1:]]
    positions = {YOU, *(name for names in SEAT_NAMES.values() for name in names)}
    names: list[str] = []
    for i in range(players):
        typed = clean_text(remembered[i] if i < len(remembered) else "", NAME_LIMIT)
        name = typed if typed and typed not in positions else base[i]
        names.append(name if name not in names else base[i])
    return names
