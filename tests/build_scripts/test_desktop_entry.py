"""``build_scripts/install-desktop-entry.sh`` without a build: a stand-in program (a shell script
that writes down how it was started) in folders with awkward names, installed for a user whose
home is a temp folder. The entries validate (``desktop-file-validate``, where installed), their
``Exec`` starts that very program as a menu would (read as the spec says, and launched by GLib's
``gio`` where installed), ``--uninstall`` takes everything away, and what the script cannot
write an entry for is refused with a word. The built app's own entry is tried in
``test_packaged_app.py``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.build_scripts.desktop import ENTRY, ICON, INSTALLER, REPO, entry_keys, exec_argv, install, user_env

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux desktop entry")
PICTURE = REPO / "assets" / "icon" / "cardtable.png"
STAND_IN = '#!/bin/sh\nprintf "%s\\n" "$0" "$@" > "$CARDTABLE_TEST_RAN"\n'
"""The stand-in program: writes its path and arguments, one a line, to ``$CARDTABLE_TEST_RAN``."""
AWKWARD = ["Card Table", 'Games $HOME "new" back\\slash `date`']


def stand_in_app(folder: Path, kind: str) -> Path:
    """Lay out ``folder`` as ``build_app.py`` does for ``kind`` (``"one-folder"``: the program
    ``cardtable`` with the icon in ``_internal/assets/icon``; ``"one-file"``:
    ``cardtable-onefile`` with ``cardtable.png`` beside it), the installer beside the program;
    return the program's path."""
    folder.mkdir(parents=True)
    if kind == "one-folder":
        program = folder / "cardtable"
        (folder / "_internal" / "assets" / "icon").mkdir(parents=True)
        shutil.copy2(PICTURE, folder / "_internal" / "assets" / "icon" / "cardtable.png")
    else:
        program = folder / "cardtable-onefile"
        shutil.copy2(PICTURE, folder / "cardtable.png")
    program.write_text(STAND_IN)
    program.chmod(0o755)
    shutil.copy2(INSTALLER, folder / INSTALLER.name)
    return program


def validate(entry: Path) -> None:
    """Check ``entry`` with ``desktop-file-validate`` (Debian's desktop-file-utils), if installed."""
    validator = shutil.which("desktop-file-validate")
    if validator:
        done = subprocess.run([validator, str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def launched_by_gio(entry: Path, home: Path, ran: Path) -> list[str] | None:
    """What the program of ``entry`` was started with when GLib's ``gio launch`` (how GNOME and
    Xfce start a menu entry) runs it; None where ``gio`` is not installed."""
    gio = shutil.which("gio")
    if gio is None:
        return None
    env = dict(user_env(home), CARDTABLE_TEST_RAN=str(ran))
    done = subprocess.run([gio, "launch", str(entry)], env=env, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    deadline = time.monotonic() + 10
    while not ran.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    return ran.read_text().splitlines()


@pytest.mark.parametrize("kind", ["one-folder", "one-file"])
@pytest.mark.parametrize("name", AWKWARD)
def test_the_entries_start_the_program_beside_the_script_and_go_away_again(tmp_path, kind, name):
    home = tmp_path / "home"
    home.mkdir()
    folder = tmp_path / name
    program = stand_in_app(folder, kind).resolve()
    done = install(folder / INSTALLER.name, home)
    assert done.returncode == 0, done.stderr
    assert (home / ICON).read_bytes() == PICTURE.read_bytes()
    launcher = folder / "Card Table.desktop"
    assert os.access(launcher, os.X_OK)
    for entry in (home / ENTRY, launcher):
        validate(entry)
        keys = entry_keys(entry)
        assert exec_argv(keys["Exec"]) == [str(program)]
        assert keys["Icon"] == "cardtable" and keys["StartupWMClass"] == "cardtable"
        assert keys["Terminal"] == "false" and "Game" in keys["Categories"].split(";")
    started = launched_by_gio(home / ENTRY, home, tmp_path / "ran.txt")
    assert started in (None, [str(program)])

    done = install(folder / INSTALLER.name, home, "--uninstall")
    assert done.returncode == 0, done.stderr
    assert not (home / ENTRY).exists() and not (home / ICON).exists() and not launcher.exists()
    assert program.exists()


def test_a_percent_sign_in_the_folder_name_is_refused_with_a_word(tmp_path):
    folder = tmp_path / "100% cards"
    stand_in_app(folder, "one-folder")
    done = install(folder / INSTALLER.name, tmp_path)
    assert done.returncode == 1 and "%" in done.stderr
    assert not (tmp_path / ENTRY).exists()


def test_without_a_program_beside_it_the_script_says_so(tmp_path):
    shutil.copy2(INSTALLER, tmp_path / INSTALLER.name)
    done = install(tmp_path / INSTALLER.name, tmp_path)
    assert done.returncode == 1 and "no Card Table program" in done.stderr
    assert not (tmp_path / ENTRY).exists()
