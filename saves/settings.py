"""User settings: one JSON object in ``config_dir()/settings.json``.

Known keys and their defaults are in :data:`DEFAULT_SETTINGS`; keys the app does not know
are kept as they are, so an older version never drops a newer version's settings.
"""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rules.core.files import FileTrouble, read_bounded
from rules.core.numbers import whole
from rules.core.text import clean_text, file_name_text

from .files import (
    MISSING,
    Unusable,
    atomic_write_text,
    copy_aside,
    read_json,
    remove_stale_temps,
    rename_aside,
)
from .paths import config_dir

SETTINGS_FILE = "settings.json"

DEFAULT_SETTINGS: dict[str, Any] = {
    "animation_speed": "normal",
    "window_size": [],
    "last_names": [],
    "last_levels": [],
    "last_kinds": [],
    "last_options": {},
    "last_game": "",
    "last_players": {},
    "sound": True,
    "auto_play": False,
    "trick_pause": "normal",
    "volume": 80,
    "card_size": "normal",
    "hand_order": "suit",
    "text_size": "normal",
    "four_colour": False,
    "card_back": "game",
    "felt": "green",
    "history": False,
}
"""Defaults: ``animation_speed`` (a speed name), ``window_size`` ([width, height] in pixels,
remembered when the player resizes the window; empty until then), ``last_names`` (the player
names last typed on the New Game screen), ``last_levels`` (the computer players' level per
seat last started there, e.g. ``"normal"``) and ``last_kinds`` (``"human"`` or ``"ai"`` per
seat last started there), each by position at the table: Bottom, Left, Top,
Right, ``""`` where none (older versions wrote a 3-player game's three), ``last_options``
(game -> the option values last chosen for it on that screen), ``last_game`` (the game last
started there, which the screen opens on next time; empty until then) and ``last_players``
(game -> the player count last started), ``sound`` (play the table's sounds; false: muted),
``auto_play`` (make a human's only legal move for them), ``trick_pause`` (how long a finished
trick stays: ``"short"``, ``"normal"``, ``"long"``, or ``"hold"`` until the player clicks),
``volume`` (of the sounds, 0 to 100 per cent), ``card_size`` (``"normal"`` or ``"large"``),
``hand_order`` (the viewer's hand ``"suit"`` by suit or ``"rank"`` by rank), ``text_size``
(``"normal"`` or ``"large"``: every screen's type), ``four_colour`` (the French deck's
diamonds blue and clubs green), ``card_back`` (``"game"``: each game's own back, or
``"navy"``, ``"burgundy"``), ``felt`` (the table's cloth: ``"green"``, ``"blue"``,
``"burgundy"``) and ``history`` (the hand history panel open at the table)."""


def settings_path() -> Path:
    """``config_dir() / "settings.json"``."""
    return config_dir() / SETTINGS_FILE


MAX_SETTINGS_BYTES = 1024 * 1024
"""The largest settings file read (a real one is a few hundred bytes)."""
MAX_WINDOW = 16384
"""The largest remembered window side, in pixels."""


OPTIONS = "true, false or whole numbers"
"""What a remembered option must be, in the settings notice."""


def _finite(value: Any) -> bool:
    """True for a JSON value with no ``Infinity`` or ``NaN`` in it, however deep (an unknown
    key's value, kept for a newer version, is written back: ``Infinity`` is not JSON)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return False
        stack.extend(item.values() if isinstance(item, dict) else item if isinstance(item, list) else ())
    return True


def _option(key: Any, value: Any) -> bool:
    """True for one remembered option: a name up to 64 characters with true, false or a whole
    number (a game's options are no other kind; an ``Infinity`` written back made the file
    JSON no other program reads)."""
    return isinstance(key, str) and len(key) <= 64 and (type(value) is bool or whole(value, -(10**9), 10**9))


def _remembered_options(stored: dict, refused: list[str]) -> dict:
    """``stored`` (the ``last_options`` read, per game) with only the options that pass
    :func:`_option`, up to 64 a game: a bad value costs that option alone (one cost its
    game's, then every game's: testers saw both). Each game that lost any is named in
    ``refused`` by its title."""
    from rules.games import GAMES

    kept: dict = {}
    named: list[str] = []
    for game, options in stored.items():
        sized = isinstance(options, dict) and len(options) <= 64
        good = {k: x for k, x in options.items() if _option(k, x)} if sized else {}
        if good != options:
            info = GAMES.get(game)
            named.append(info.title if info is not None else clean_text(str(game), 40))
        if good:
            kept[game] = good
    if named:
        more = f" and {len(named) - 3} more" if len(named) > 3 else ""
        refused.append(f"the options remembered for {', '.join(named[:3])}{more} must be {OPTIONS}")
    return kept


VALID: dict[str, tuple[Callable[[Any], bool], str]] = {
    "animation_speed": (lambda v: v in ("slow", "normal", "fast"), "slow, normal or fast"),
    "window_size": (
        lambda v: (
            isinstance(v, list) and (v == [] or (len(v) == 2 and all(whole(n, 1, MAX_WINDOW) for n in v)))
        ),
        f"[width, height] in pixels up to {MAX_WINDOW}, or []",
    ),
    "last_names": (
        lambda v: isinstance(v, list) and len(v) <= 8 and all(isinstance(n, str) and len(n) <= 64 for n in v),
        "a list of up to 8 names",
    ),
    "last_levels": (
        lambda v: isinstance(v, list) and len(v) <= 8 and all(isinstance(n, str) and len(n) <= 32 for n in v),
        "a list of up to 8 level names",
    ),
    "last_kinds": (
        lambda v: isinstance(v, list) and len(v) <= 8 and all(n in ("human", "ai", "") for n in v),
        'a list of up to 8 of "human", "ai" or ""',
    ),
    "last_options": (
        lambda v: isinstance(v, dict) and len(v) <= 64,  # (each option checked alone: _remembered_options)
        "the options remembered per game",
    ),
    "last_game": (lambda v: isinstance(v, str) and len(v) <= 64, "a game's name"),
    "sound": (lambda v: isinstance(v, bool), "true or false"),
    "auto_play": (lambda v: isinstance(v, bool), "true or false"),
    "trick_pause": (lambda v: v in ("short", "normal", "long", "hold"), "short, normal, long or hold"),
    "volume": (lambda v: whole(v, 0, 100), "a whole number from 0 to 100"),
    "card_size": (lambda v: v in ("normal", "large"), "normal or large"),
    "hand_order": (lambda v: v in ("suit", "rank"), "suit or rank"),
    "text_size": (lambda v: v in ("normal", "large"), "normal or large"),
    "four_colour": (lambda v: isinstance(v, bool), "true or false"),
    "card_back": (lambda v: v in ("game", "navy", "burgundy"), "game, navy or burgundy"),
    "felt": (lambda v: v in ("green", "blue", "burgundy"), "green, blue or burgundy"),
    "history": (lambda v: isinstance(v, bool), "true or false"),
    "last_players": (
        lambda v: isinstance(v, dict) and all(whole(n, 1, 8) for n in v.values()),
        "a player count per game",
    ),
}
"""Each known key's check and what it must be (for the notice when a value fails it)."""
CLEANED = {"last_names": 64, "last_game": 64}
"""The known keys whose text is shown or typed again, with their longest length: each text is
cleaned (:func:`rules.core.text.clean_text`) when read."""


def load_settings(notices: list[str] | None = None) -> dict[str, Any]:
    """The settings: the defaults, overridden by the file's values.

    A known key whose stored value fails its check (:data:`VALID`) keeps the default, and the
    file as it was is copied aside (``settings.json.bad``..., once), since the next write of
    the settings drops the value (of the remembered options, a game's alone); the texts of
    :data:`CLEANED` are cleaned; unknown keys are kept, unless they hold a number JSON can't
    write (:func:`_finite`). A missing file gives the defaults. A file that is not a regular
    file, is larger than :data:`MAX_SETTINGS_BYTES` or is not a UTF-8 JSON object is renamed
    aside (``settings.json.bad``...) and gives the defaults; one that may not be read
    (permissions) is left as it is, gives the defaults, and is never written over
    (:func:`saves.files.atomic_write_text`). The temporary files of writes a killed app never
    finished are removed first.

    Args:
        notices: when given, one sentence for the player is appended for a file set aside
            or for the values not used, naming the file and the problem.

    Returns:
        A fresh dict (changing it changes nothing on disk).
    """
    settings = copy.deepcopy(DEFAULT_SETTINGS)
    notices = notices if notices is not None else []
    path = settings_path()
    remove_stale_temps(path.parent, of=SETTINGS_FILE)
    stored, problem = read_json(path, MAX_SETTINGS_BYTES)
    if stored is MISSING:
        return settings
    if problem is None and not isinstance(stored, dict):
        problem = Unusable("it is not a settings file", damaged=True)
    shown = clean_text(str(path), 400)
    if problem is not None and not problem.damaged:
        notices.append(
            f"Your settings file {shown} could not be read ({problem}): it is left as it is, and the"
            " defaults are used until it can be read."
        )
        return settings
    if problem is not None:
        try:
            where = (
                f"it was renamed to {file_name_text(rename_aside(path).name, 200)} and the defaults are used"
            )
        except OSError:
            where = "it could not be moved aside either; the defaults are used"
        notices.append(f"Your settings file {shown} could not be used ({problem}): {where}.")
        return settings
    refused = []
    for key, value in stored.items():
        if key not in VALID:
            if _finite(value):  # (kept for a newer version, never written back as Infinity)
                settings[key] = value
            else:
                refused.append(f"{clean_text(key, 40)} must not hold Infinity or NaN (not JSON)")
        elif key == "last_options" and VALID[key][0](value):
            settings[key] = _remembered_options(value, refused)
        elif VALID[key][0](value):
            settings[key] = _cleaned(key, value)
        else:
            refused.append(f"{key.replace('_', ' ')} must be {VALID[key][1]}")
    if refused:  # (the next write of the settings drops them: the file as it was is kept aside)
        try:
            kept_as = copy_aside(path, read_bounded(path, MAX_SETTINGS_BYTES))
            kept = f"; the file as it was is kept as {file_name_text(kept_as.name, 200)}"
        except (OSError, FileTrouble):
            kept = ""
        notices.append(
            f"Some settings in {shown} were not used ({'; '.join(refused)}): their defaults are used{kept}."
        )
    return settings


def _cleaned(key: str, value: Any) -> Any:
    """``value`` of the known ``key``, its texts cleaned when ``key`` is in :data:`CLEANED`."""
    limit = CLEANED.get(key)
    if limit is None:
        return value
    return [clean_text(v, limit) for v in value] if isinstance(value, list) else clean_text(value, limit)


def save_settings(settings: dict[str, Any]) -> None:
    """Write ``settings`` (a JSON-able dict) to :func:`settings_path`, atomically.

    Raises:
        TypeError: a value is not JSON-able.
        OSError: the folder or file can't be written.
    """
    atomic_write_text(settings_path(), json.dumps(settings, ensure_ascii=False, indent=2) + "\n")
