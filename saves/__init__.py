"""Card Table persistence: save files and user settings (never imports pygame).

Paths come from :mod:`saves.paths` (overridable with ``CARDTABLE_DATA_DIR`` and
``CARDTABLE_CONFIG_DIR``); every write is atomic and no unreadable file is ever deleted.
"""

from .paths import config_dir, data_dir, saves_dir
from .settings import DEFAULT_SETTINGS, load_settings, save_settings
from .store import (
    SaveError,
    SaveInfo,
    SavesFolderError,
    delete_save,
    latest_unfinished,
    list_saves,
    new_save_path,
    quarantine,
    read_record,
    read_save,
    write_save,
)

__all__ = [
    "DEFAULT_SETTINGS",
    "SaveError",
    "SaveInfo",
    "SavesFolderError",
    "config_dir",
    "data_dir",
    "delete_save",
    "latest_unfinished",
    "list_saves",
    "new_save_path",
    "load_settings",
    "quarantine",
    "read_record",
    "read_save",
    "save_settings",
    "saves_dir",
    "write_save",
]
