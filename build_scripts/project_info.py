"""What every package says about the app, from one place: its name, its version and
description (read from ``pyproject.toml``, the one source of the version), and the version in
the forms Windows and Debian want. ``python build_scripts/project_info.py`` prints the version
(the release workflow checks a tag against it).

No pygame, no PyInstaller; nothing happens at import.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the build extra installs tomli
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = ROOT / "pyproject.toml"
APP_NAME = "Card Table"
"""The name players see: the window, the menus, the installer, the macOS app."""
COMMAND = "cardtable"
"""The program's file name on Linux and macOS, the Linux command and package name."""
BUNDLE_ID = "org.cardtable.CardTable"
"""The macOS bundle identifier."""
_RELEASE = re.compile(r"^(\d+)\.(\d+)(?:\.(\d+))?(?:(a|b|rc)(\d+))?$")
"""The version forms the packages can carry: ``1.2``, ``1.2.3``, ``1.2.3rc1`` (PEP 440's
plain releases and pre-releases; no post, dev or local parts)."""


@cache
def version() -> str:
    """The ``version`` of ``pyproject.toml``, e.g. ``"0.1.0"``.

    Raises:
        ValueError: if it is not a form :data:`_RELEASE` accepts.
    """
    text = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["version"]
    if not _RELEASE.match(text):
        raise ValueError(f"pyproject.toml: version {text!r} is not like 1.2.3 or 1.2.3rc1")
    return text


def description() -> str:
    """The one-line ``description`` of ``pyproject.toml``."""
    return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["description"]


def write_metadata(folder: Path) -> tuple[Path, str]:
    """Write a minimal installed-project record (``cardtable-VERSION.dist-info/METADATA``:
    name and version) under ``folder`` for the spec to bundle, so that the packaged app's
    ``importlib.metadata`` (:mod:`game.version`) reads the version of ``pyproject.toml``
    whatever the build machine's install holds. Returns (the file, the bundle folder it goes
    into)."""
    record = folder / f"{COMMAND}-{version()}.dist-info"
    record.mkdir(parents=True, exist_ok=True)
    path = record / "METADATA"
    path.write_text(f"Metadata-Version: 2.1\nName: {COMMAND}\nVersion: {version()}\n", encoding="utf-8")
    return path, record.name


def windows_version(text: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows version resource for ``text`` (``"0.1.0"`` ->
    ``(0, 1, 0, 0)``; a pre-release keeps its release's numbers).

    Raises:
        ValueError: if ``text`` is not a form :data:`_RELEASE` accepts.
    """
    match = _RELEASE.match(text)
    if not match:
        raise ValueError(f"version {text!r} is not like 1.2.3 or 1.2.3rc1")
    major, minor, patch = (int(part or 0) for part in match.group(1, 2, 3))
    return major, minor, patch, 0


def debian_version(text: str) -> str:
    """``text`` as a Debian package version, where a pre-release sorts before its release
    (``"1.2.0rc1"`` -> ``"1.2.0~rc1"``).

    Raises:
        ValueError: if ``text`` is not a form :data:`_RELEASE` accepts.
    """
    match = _RELEASE.match(text)
    if not match:
        raise ValueError(f"version {text!r} is not like 1.2.3 or 1.2.3rc1")
    release = ".".join(part for part in match.group(1, 2, 3) if part is not None)
    return f"{release}~{match.group(4)}{match.group(5)}" if match.group(4) else release


if __name__ == "__main__":
    print(version())
