"""User settings: one JSON object in ``config_dir()/settings.json``.

Known keys and their defaults are in :data:`DEFAULT_SETTINGS`; keys the app does not know
are kept as they are, so an older version never drops a newer version's settings.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .files import MISSING, atomic_write_text, read_json, rename_aside
from .paths import config_dir

SETTINGS_FILE = "settings.json"

DEFAULT_SETTINGS: dict[str, Any] = {
    "animation_speed": "normal",
    "window_size": [],
    "last_names": [],
    "last_levels": [],
    "last_options": {},
    "last_game": "",
    "last_players": {},
    "sound": True,
    "auto_play": False,
    "trick_pause": "normal",
    "volume": 80,
    "card_size": "normal",
    "hand_order": "suit",
}
"""Defaults: ``animation_speed`` (a speed name), ``window_size`` ([width, height] in pixels,
remembered when the player resizes the window; empty until then), ``last_names`` (the player
names last typed on the New Game screen), ``last_levels`` (the computer players' level per
seat last started there, e.g. ``"normal"``), ``last_options`` (game -> the option values last
chosen for it on that screen), ``last_game`` (the game last started there, which the screen
opens on next time; empty until then) and ``last_players`` (game -> the player count last
started), ``sound`` (play the table's sounds; false: muted), ``auto_play`` (make a human's only
legal move for them), ``trick_pause`` (how long a finished trick stays: ``"short"``,
``"normal"``, ``"long"``, or ``"hold"`` until the player clicks), ``volume`` (of the sounds, 0 to
100 per cent), ``card_size`` (``"normal"`` or ``"large"``) and ``hand_order`` (the viewer's hand
``"suit"`` by suit or ``"rank"`` by rank)."""


def settings_path() -> Path:
    """``config_dir() / "settings.json"``."""
    return config_dir() / SETTINGS_FILE


MAX_SETTINGS_BYTES = 1024 * 1024
"""The largest settings file read (a real one is a few hundred bytes)."""
MAX_WINDOW = 16384
"""The largest remembered window side, in pixels."""

VALID: dict[str, tuple[Callable[[Any], bool], str]] = {
    "animation_speed": (lambda v: v in ("slow", "normal", "fast"), "slow, normal or fast"),
    "window_size": (
        lambda v: (
            isinstance(v, list)
            and (v == [] or (len(v) == 2 and all(type(n) is int and 1 <= n <= MAX_WINDOW for n in v)))
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
    "last_options": (
        lambda v: isinstance(v, dict) and all(isinstance(o, dict) for o in v.values()),
        "the options chosen per game",
    ),
    "last_game": (lambda v: isinstance(v, str) and len(v) <= 64, "a game's name"),
    "sound": (lambda v: isinstance(v, bool), "true or false"),
    "auto_play": (lambda v: isinstance(v, bool), "true or false"),
    "trick_pause": (lambda v: v in ("short", "normal", "long", "hold"), "short, normal, long or hold"),
    "volume": (lambda v: type(v) is int and 0 <= v <= 100, "a whole number from 0 to 100"),
    "card_size": (lambda v: v in ("normal", "large"), "normal or large"),
    "hand_order": (lambda v: v in ("suit", "rank"), "suit or rank"),
    "last_players": (
        lambda v: isinstance(v, dict) and all(type(n) is int and 1 <= n <= 8 for n in v.values()),
        "a player count per game",
    ),
}
"""Each known key's check and what it must be (for the notice when a value fails it)."""


def load_settings(notices: list[str] | None = None) -> dict[str, Any]:
    """The settings: the defaults, overridden by the file's values.

    A known key whose stored value fails its check (:data:`VALID`) keeps the default;
    unknown keys are kept. A missing file gives the defaults. A file that is not a regular
    file, is larger than :data:`MAX_SETTINGS_BYTES` or is not a UTF-8 JSON object is renamed
    aside (``settings.json.bad``...) and gives the defaults.

    Args:
        notices: when given, one sentence for the player is appended for a file set aside
            or for the values not used, naming the file and the problem.

    Returns:
        A fresh dict (changing it changes nothing on disk).
    """
    settings = copy.deepcopy(DEFAULT_SETTINGS)
    notices = notices if notices is not None else []
    path = settings_path()
    stored, problem = read_json(path, MAX_SETTINGS_BYTES)
    if stored is MISSING:
        return settings
    if problem is None and not isinstance(stored, dict):
        problem = "it does not hold a JSON object"
    if problem is not None:
        try:
            where = f"it was renamed to {rename_aside(path).name} and the defaults are used"
        except OSError:
            where = "it could not be moved aside either; the defaults are used"
        notices.append(f"Your settings file {path} could not be used ({problem}): {where}.")
        return settings
    refused = []
    for key, value in stored.items():
        if key not in VALID:
            settings[key] = value
        elif VALID[key][0](value):
            settings[key] = value
        else:
            refused.append(f"{key.replace('_', ' ')} must be {VALID[key][1]}")
    if refused:
        notices.append(
            f"Some settings in {path} were not used ({'; '.join(refused)}): their defaults are used."
        )
    return settings


def save_settings(settings: dict[str, Any]) -> None:
    """Write ``settings`` (a JSON-able dict) to :func:`settings_path`, atomically.

    Raises:
        TypeError: a value is not JSON-able.
        OSError: the folder or file can't be written.
    """
    atomic_write_text(settings_path(), json.dumps(settings, ensure_ascii=False, indent=2) + "\n")
