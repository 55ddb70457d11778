"""What the New game screen offers: the games that can be chosen, and each seat's name
before the player types one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.presenters import has_presenter
from game.presenters.phrases import SEAT_NAMES, seat_names
from game.table.centre import POSITIONS
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


SLOTS = {players: tuple(POSITIONS[4].index(p) for p in places) for players, places in POSITIONS.items()}
"""Per player count, each seat's place in a remembered list (the ``last_names`` and
``last_levels`` settings): one place per position at the table, Bottom, Left, Top, Right, so
a name or a level stays where it sat when the player count changes."""


def remembered_seats(remembered: object, players: int) -> list:
    """What ``remembered`` (a setting: any JSON) holds for each of ``players`` seats by their
    positions (:data:`SLOTS`; ``None`` where it holds nothing). A list of three is a 3-player
    game's, as older versions wrote it."""
    if not isinstance(remembered, list):
        return [None] * players
    if len(remembered) == 3:
        remembered = [*remembered[:2], None, remembered[2]]
    return [remembered[i] if i < len(remembered) else None for i in SLOTS[players]]


def remember_seats(values: list, remembered: object) -> list:
    """``remembered`` (a setting, see :func:`remembered_seats`) with ``values`` (texts), one
    per seat of the game started, in their positions' places; the other places as they were
    (``""`` where nothing was: the settings file holds texts only)."""
    out = [v if isinstance(v, str) else "" for v in remembered_seats(remembered, 4)]  # (text only)
    for value, place in zip(values, SLOTS[len(values)]):
        out[place] = value
    return out


def default_names(players: int, remembered: object) -> list[str]:
    """Seat names for ``players`` seats: the names typed last time (``remembered``, the
    ``last_names`` setting, by position: :func:`remembered_seats`) where there are any, else
    "You" for seat 0 and the position names of :func:`game.presenters.seat_names` for the
    others.

    A remembered name that is not text is ignored, and one that is is cleaned and cut to
    :data:`NAME_LIMIT` (:func:`rules.core.text.clean_text`)
    (the settings file may have been edited by hand). A remembered position name ("East"
    from a 3-player game) gives way to this player count's position name, so the default
    names stay distinct. A name typed twice is kept as typed: Start says which seats share
    it (nothing the player typed changes without a word).
    """
    base = [YOU, *seat_names(players)[1:]]
    positions = {YOU, *(name for names in SEAT_NAMES.values() for name in names)}
    remembered = remembered_seats(remembered, players)
    names = [clean_text(remembered[i], NAME_LIMIT) for i in range(players)]
    return [name if name and name not in positions else base[i] for i, name in enumerate(names)]


def remember_game(settings: dict, game: str, players: int, options: Mapping[str, Any]) -> None:
    """Keep ``game`` in ``settings`` as the one played last (``last_game``), its player count
    and options under it (``last_players``, ``last_options``), so the next New game opens on
    them; not written. (A real game started after a lesson kept the lesson's Beginner-friendly
    rules from the next New game: helper-85 found them off there.)"""
    counts, chosen = settings.get("last_players"), settings.get("last_options")
    settings["last_game"] = game
    settings["last_players"] = {**(counts if isinstance(counts, dict) else {}), game: players}
    settings["last_options"] = {**(chosen if isinstance(chosen, dict) else {}), game: dict(options)}
