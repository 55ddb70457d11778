"""The app's version: the one ``pyproject.toml`` gives, read at run time from the installed
project's metadata. ``pip install -e .`` writes that metadata from ``pyproject.toml``; the
PyInstaller spec bundles it into the packaged app (and refuses to build when it is stale),
so the source and the frozen app read it the same way, with no path to any file.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "cardtable"
"""The project's name in ``pyproject.toml`` (and its installed metadata)."""
UNKNOWN = "unknown"
"""What :func:`app_version` gives when the project is not installed (the source tree put on
``sys.path`` by hand)."""


@cache
def app_version() -> str:
    """The version string, e.g. ``"0.1.0"``, or :data:`UNKNOWN` without installed metadata."""
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return UNKNOWN
