"""Helpers for the Linux desktop entry's tests: run ``build_scripts/install-desktop-entry.sh``
for a user whose home is a temp folder, read the entries it writes, and turn an ``Exec`` value
into the command line a menu runs. No pygame; nothing happens at import.
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
INSTALLER = REPO / "build_scripts" / "install-desktop-entry.sh"
ENTRY = Path(".local/share/applications/cardtable.desktop")
"""Where the menu entry goes, inside the user's home (no ``XDG_DATA_HOME``)."""
ICON = Path(".local/share/icons/hicolor/512x512/apps/cardtable.png")
"""Where the icon goes, inside the user's home."""


def user_env(home: Path) -> dict[str, str]:
    """This process's environment for a user whose home is ``home`` (no ``XDG_`` folders)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    return env


def install(script: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    """Run the installer ``script`` (with ``args``, e.g. ``--uninstall``) for the user whose
    home is ``home``, from another folder; never raises on a non-zero exit."""
    return subprocess.run(
        ["sh", str(script), *args], cwd=home, env=user_env(home), capture_output=True, text=True, timeout=60
    )


def entry_keys(path: Path) -> dict[str, str]:
    """The keys of a desktop entry file's ``[Desktop Entry]`` group, values as written.

    Raises:
        ValueError: if the file does not start with that group.
    """
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines or lines[0] != "[Desktop Entry]":
        raise ValueError(f"{path} does not start with [Desktop Entry]")
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line and not line.startswith("#"))


_STRING_ESCAPES = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


def exec_argv(value: str) -> list[str]:
    """The command line a desktop entry's ``Exec`` value stands for, read as the Desktop Entry
    Specification says: first the string escapes are undone (a backslash and ``s``, ``n``,
    ``t``, ``r`` or a backslash), then the value is split at spaces; in an argument in double
    quotes a backslash escapes a double quote, a backquote, a dollar or a backslash; ``%%`` is
    a ``%`` (this app's entries have no field codes).

    Raises:
        ValueError: if a quoted argument is not closed.
    """
    text = re.sub(r"\\(.)", lambda m: _STRING_ESCAPES.get(m[1], m[0]), value)
    args: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == " ":
            i += 1
            continue
        arg: list[str] = []
        if text[i] == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                if text[i] == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
                    i += 1
                arg.append(text[i])
                i += 1
            if i == len(text):
                raise ValueError(f"unclosed quote in Exec={value}")
            i += 1
        else:
            while i < len(text) and text[i] != " ":
                arg.append(text[i])
                i += 1
        args.append("".join(arg).replace("%%", "%"))
    return args
