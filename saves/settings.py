"""User settings: one JSON object in ``config_dir()/settings.json``.

Known keys and their defaults are in :data:`DEFAULT_SETTINGS`; keys the app does not know
are kept as they are, so an older version never drops a newer version's settings.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from .files import atomic_write_text, rename_aside
from .paths import config_dir

SETTINGS_FILE = "settings.json"

DEFAULT_SETTINGS: dict[str, Any] = {
    "animation_speed": "normal",
    "window_size": [],
    "last_names": [],
    "last_options": {},
}
"""Defaults: ``animation_speed`` (a speed name), ``window_size`` ([width, height] in pixels,
remembered when the player resizes the window; empty until then), ``last_names`` (the player
names last typed on the New Game screen), ``last_options`` (game -> the option values last
chosen for it on that screen)."""


def settings_path() -> Path:
    """``config_dir() / "settings.json"``."""
    return config_dir() / SETTINGS_FILE


def load_settings() -> dict[str, Any]:
    """The settings: the defaults, overridden by the file's values.

    A known key whose stored value has another JSON type than its default keeps the
    default; unknown keys are kept. A missing file gives the defaults; a file that is not
    a UTF-8 JSON object is renamed aside (``settings.json.bad``...) and gives the defaults.

    Returns:
        A fresh dict (changing it changes nothing on disk).
    """
    settings = copy.deepcopy(DEFAULT_SETTINGS)
    path = settings_path()
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return settings
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        stored = None
    if not isinstance(stored, dict):
        try:
            rename_aside(path)
        except OSError:
            pass  # unreadable and unmovable: still start with the defaults
        return settings
    for key, value in stored.items():
        if key not in DEFAULT_SETTINGS or type(value) is type(DEFAULT_SETTINGS[key]):
            settings[key] = value
    return settings


def save_settings(settings: dict[str, Any]) -> None:
    """Write ``settings`` (a JSON-able dict) to :func:`settings_path`, atomically.

    Raises:
        TypeError: a value is not JSON-able.
        OSError: the folder or file can't be written.
    """
    atomic_write_text(settings_path(), json.dumps(settings, ensure_ascii=False, indent=2) + "\n")
