"""Build the packaged app for this machine with PyInstaller: ``python build_scripts/build_app.py
[--onefile] [--dist DIR] [--work DIR] [--verbose]``.

Needs the build extra (``pip install -e ".[build]"``). The default is a one-folder build,
``dist/cardtable/`` (run ``dist/cardtable/cardtable``, ``dist/cardtable/Card Table.exe`` on
Windows; on macOS also ``dist/Card Table.app``), the one ``package.py`` packages;
``--onefile`` makes one self-extracting file, ``dist/cardtable-onefile`` (``.exe`` on Windows).
What goes in is decided by ``build_scripts/cardtable.spec``. On Linux the script
``install-desktop-entry.sh`` is put beside the executable (with the icon, for the one-file
build): run it once to add Card Table to the applications menu and a launcher a file manager
starts with a double-click. Outputs are never committed.

It prints one JSON line: ``{"build": "one-folder" | "one-file", "path", "seconds" (wall time
of the build), "bytes", "mb" (size on disk of the folder or file; MB = 10**6 bytes),
"largest": {part: mb, ...}}``: the eight largest parts, a part being a top-level entry of the
bundle (a folder such as ``pygame_ce.libs``, or a file such as ``libpython3.11.so.1.0``; for
the one-file build, compressed sizes inside it; the executable and its embedded Python
modules are ``"<executable>"`` in a folder build).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import time
from pathlib import Path

from project_info import APP_NAME, COMMAND

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "cardtable.spec"
INSTALLER = ROOT / "build_scripts" / "install-desktop-entry.sh"
ICON = ROOT / "assets" / "icon" / "cardtable.png"
CACHE = "pyinstaller-cache"
"""The folder, inside the build's work folder, of PyInstaller's cache for that build."""
LARGEST = 8
"""How many of the largest parts the summary lists."""


def executable(dist: Path, onefile: bool) -> Path:
    """The path of the built program in ``dist``: ``cardtable/cardtable`` (``cardtable/Card
    Table.exe`` on Windows) or ``cardtable-onefile`` (with ``.exe`` on Windows)."""
    if sys.platform == "win32":
        return dist / f"{COMMAND}-onefile.exe" if onefile else dist / COMMAND / f"{APP_NAME}.exe"
    return dist / f"{COMMAND}-onefile" if onefile else dist / COMMAND / COMMAND


def folder_parts(folder: Path, program: Path) -> dict[str, int]:
    """Bytes on disk per top-level entry of a one-folder build (symbolic links count 0, so
    nothing is counted twice): the entries of its ``_internal`` folder, the files beside it,
    and the executable ``program`` as ``"<executable>"``.

    Raises:
        FileNotFoundError: if ``folder`` does not exist.
    """
    inner = folder / "_internal"
    parts: dict[str, int] = {}
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        rel = path.relative_to(inner if inner in path.parents else folder)
        name = rel.parts[0]
        if path == program:
            name = "<executable>"
        parts[name] = parts.get(name, 0) + path.stat().st_size
    return parts


def onefile_parts(program: Path) -> dict[str, int]:
    """Compressed bytes per top-level entry inside a one-file build (``PYZ.pyz``: the Python
    modules; ``assets``; ``pygame_ce.libs`` ...), read from PyInstaller's archive index.

    Raises:
        PyInstaller.archive.readers.ArchiveReadError: if ``program`` is not a PyInstaller
            one-file program.
    """
    from PyInstaller.archive.readers import CArchiveReader

    parts: dict[str, int] = {}
    for name, (_, length, _, _, typecode) in CArchiveReader(str(program)).toc.items():
        if typecode in ("o", "d"):  # options; a dependency link is a name, not data
            continue
        key = name.replace("\\", "/").split("/")[0]
        parts[key] = parts.get(key, 0) + length
    return parts


def _mb(size: int) -> float:
    return round(size / 1e6, 1)


def add_desktop_files(dist: Path, onefile: bool) -> None:
    """On Linux, put ``install-desktop-entry.sh`` beside the executable (and, for the
    one-file build, the icon as ``cardtable.png``; the folder build has it inside)."""
    if not sys.platform.startswith("linux"):
        return
    target = dist if onefile else dist / "cardtable"
    shutil.copy2(INSTALLER, target / INSTALLER.name)
    (target / INSTALLER.name).chmod(0o755)
    if onefile:
        shutil.copy2(ICON, target / "cardtable.png")


def build(onefile: bool, dist: Path, work: Path, verbose: bool = False) -> dict:
    """Run PyInstaller on ``cardtable.spec`` and return the summary (see the module docstring).

    Raises:
        SystemExit: if PyInstaller fails (with its exit status).
    """
    # PyInstaller's cache of processed binaries is shared by every build on the machine
    # unless told otherwise, and two builds at once corrupt it (a half-written index: "bincache
    # may be corrupted", seen when two CI runs built together). Each build keeps its own in its
    # work folder; it costs nothing measurable (a one-folder build 17.9 s with an empty cache).
    os.environ.setdefault("PYINSTALLER_CONFIG_DIR", str(work / CACHE))
    import PyInstaller.__main__  # (reads PYINSTALLER_CONFIG_DIR as it is imported)

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # PyInstaller imports pygame to analyse it
    args = [str(SPEC), "--noconfirm", "--distpath", str(dist), "--workpath", str(work)]
    if not verbose:
        args += ["--log-level", "WARN"]
    if onefile:
        args += ["--", "--onefile"]
    started = time.perf_counter()
    PyInstaller.__main__.run(args)
    add_desktop_files(dist, onefile)
    seconds = round(time.perf_counter() - started, 1)
    program = executable(dist, onefile)
    if onefile:
        parts, size, path = onefile_parts(program), program.stat().st_size, program
    else:
        parts = folder_parts(program.parent, program)
        size, path = sum(parts.values()), program.parent
    largest = sorted(parts.items(), key=lambda item: -item[1])[:LARGEST]
    return {
        "build": "one-file" if onefile else "one-folder",
        "path": str(path),
        "seconds": seconds,
        "bytes": size,
        "mb": _mb(size),
        "largest": {name: _mb(part) for name, part in largest},
    }


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module docstring); prints the summary line, returns 0."""
    parser = argparse.ArgumentParser(description="Build the packaged Card Table app with PyInstaller.")
    parser.add_argument("--onefile", action="store_true", help="one self-extracting file (default: a folder)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder")
    parser.add_argument("--verbose", action="store_true", help="PyInstaller's full log")
    args = parser.parse_args(argv)
    summary = build(args.onefile, args.dist.resolve(), args.work.resolve(), args.verbose)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
