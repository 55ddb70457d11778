"""Where Card Table keeps its files.

Saves live in the user data directory, settings in the user config directory (both from
``platformdirs``, ``appauthor=False``). Tests and portable set-ups override them with the
environment variables ``CARDTABLE_DATA_DIR`` and ``CARDTABLE_CONFIG_DIR``. Nothing here
creates a directory: the writers in :mod:`saves.files` do that when they first write.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "cardtable"
DATA_DIR_ENV = "CARDTABLE_DATA_DIR"
CONFIG_DIR_ENV = "CARDTABLE_CONFIG_DIR"


def data_dir() -> Path:
    """The user data directory: ``$CARDTABLE_DATA_DIR`` if set (and not empty), else
    ``platformdirs.user_data_path("cardtable", appauthor=False)``. Not created here."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else platformdirs.user_data_path(APP_NAME, appauthor=False)


def config_dir() -> Path:
    """The user config directory: ``$CARDTABLE_CONFIG_DIR`` if set (and not empty), else
    ``platformdirs.user_config_path("cardtable", appauthor=False)``. Not created here."""
    override = os.environ.get(CONFIG_DIR_ENV)
    return Path(override) if override else platformdirs.user_config_path(APP_NAME, appauthor=False)


def saves_dir() -> Path:
    """The folder of save files: ``data_dir() / "saves"``. Not created here."""
    return data_dir() / "saves"
