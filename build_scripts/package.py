"""Make this system's packages from the one-folder build: ``python build_scripts/package.py
[--dist DIR] [--out DIR] [--work DIR]``.

Run it after ``build_app.py`` (without ``--onefile``: the packages hold the one-folder build;
README "Download and play" says why). Each system gets what its players expect, named with
the version of ``pyproject.toml``:

- Linux: ``cardtable_0.1.0_amd64.deb`` (Debian and Ubuntu: the app in ``/opt/cardtable``, the
  command ``/usr/bin/cardtable``, a desktop entry and hicolor icons; made with ``dpkg-deb``)
  and ``cardtable-0.1.0-linux-x86_64.tar.gz`` (the folder, with ``install-desktop-entry.sh``);
- Windows: ``cardtable-0.1.0-windows-x64-setup.exe`` (the Inno Setup installer of
  ``cardtable.iss``; needs Inno Setup 6's ``ISCC.exe``) and ``cardtable-0.1.0-windows-x64.zip``
  (the folder ``Card Table``);
- macOS: ``cardtable-0.1.0-macos-arm64.dmg`` (or ``x86_64``): ``Card Table.app`` beside a link
  to Applications, made with ``hdiutil``.

Packages go to ``--out`` (default ``dist/packages``). Prints one JSON line: ``{"version",
"packages": {file name: {"bytes", "mb"}}}`` (MB = 10**6 bytes).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import icons
from project_info import APP_NAME, COMMAND, debian_version, description, version

ROOT = Path(__file__).resolve().parent.parent
ISS = ROOT / "build_scripts" / "cardtable.iss"
DESKTOP_SCRIPT = "install-desktop-entry.sh"
DEB_PREFIX = Path("opt") / COMMAND
"""Where the Debian package puts the app (relative to the root)."""
DESKTOP_ENTRY = {
    "Type": "Application",
    "Version": "1.0",
    "Name": APP_NAME,
    "GenericName": "Card games",
    "Comment": "Bid Whist, Coins, Can't Win, Bid Coin and Grand Bid at one table",
    "Exec": COMMAND,
    "TryExec": COMMAND,
    "Icon": COMMAND,
    "Terminal": "false",
    "Categories": "Game;CardGame;",
    "StartupWMClass": COMMAND,
    "StartupNotify": "true",
}
"""The Debian package's desktop entry: the keys ``install-desktop-entry.sh`` writes, with the
command on the PATH as ``Exec`` (a test keeps the two alike)."""
DEB_DEPENDS = ["libx11-6", "libxext6"]
"""What the app needs from the system beside the C library: SDL opens X11 (and its shared
memory extension) at run time for the window; everything else is inside the build."""
MAINTAINER = "Card Table developers <cardtable@users.noreply.invalid>"


def _mb(size: int) -> float:
    return round(size / 1e6, 1)


def machine() -> str:
    """This machine's processor as the package names say it: ``x86_64``, ``arm64``, or on
    Windows ``x64`` / ``arm64``."""
    name = platform.machine().lower()
    if sys.platform == "win32":
        return {"amd64": "x64", "x86_64": "x64"}.get(name, name)
    return {"aarch64": "arm64", "amd64": "x86_64"}.get(name, name)


def _copy_folder(folder: Path, target: Path, leave_out: tuple[str, ...] = ()) -> None:
    """Copy the build ``folder`` to ``target`` (links kept), without the top-level
    entries named in ``leave_out``; every file and folder readable by all, writable by its
    owner only."""
    shutil.copytree(
        folder, target, symlinks=True, ignore=lambda d, names: leave_out if d == str(folder) else ()
    )
    for path in [target, *target.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or path.stat().st_mode & 0o111
        path.chmod(0o755 if executable else 0o644)


# --- Linux ------------------------------------------------------------------------------------
def deb_architecture() -> str:
    """Debian's name for this machine's architecture (``dpkg --print-architecture``).

    Raises:
        FileNotFoundError: without dpkg.
    """
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def glibc_version() -> str:
    """The C library's version on this machine, e.g. ``"2.35"``: the least the build needs,
    since a program built against it runs on it and newer ones (not older)."""
    return os.confstr("CS_GNU_LIBC_VERSION").split()[-1]


def desktop_entry_text() -> str:
    """The text of ``/usr/share/applications/cardtable.desktop``."""
    return "[Desktop Entry]\n" + "".join(f"{key}={value}\n" for key, value in DESKTOP_ENTRY.items())


def control_text(installed_kib: int) -> str:
    """The Debian package's ``DEBIAN/control`` for this build, ``installed_kib`` its size."""
    depends = ", ".join([f"libc6 (>= {glibc_version()})", *DEB_DEPENDS])
    return (
        f"Package: {COMMAND}\n"
        f"Version: {debian_version(version())}\n"
        f"Architecture: {deb_architecture()}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {depends}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {description()}\n"
        " Play solo against computer players, or pass-and-play with friends at one computer.\n"
    )


def make_deb(folder: Path, out: Path, work: Path) -> Path:
    """The Debian package of the one-folder build ``folder``, written into ``out``; ``work``
    is emptied and used for the staging tree. Returns the package's path.

    Raises:
        subprocess.CalledProcessError: if ``dpkg-deb`` fails.
    """
    stage = work / "deb"
    shutil.rmtree(stage, ignore_errors=True)
    _copy_folder(folder, stage / DEB_PREFIX, leave_out=(DESKTOP_SCRIPT,))
    share = stage / "usr" / "share"
    (stage / "usr" / "bin").mkdir(parents=True)
    (stage / "usr" / "bin" / COMMAND).symlink_to(Path("/") / DEB_PREFIX / COMMAND)
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{COMMAND}.desktop").write_text(desktop_entry_text(), encoding="utf-8")
    icons.write_hicolor(share / "icons" / "hicolor")
    for path in [stage / "usr", *(stage / "usr").rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() else 0o644)
    files = [p for p in stage.rglob("*") if p.is_file() and not p.is_symlink()]
    installed_kib = sum(-(-p.stat().st_size // 1024) for p in files)
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(control_text(installed_kib), encoding="utf-8")
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{COMMAND}_{debian_version(version())}_{deb_architecture()}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "--build", str(stage), str(target)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return target


def make_tarball(folder: Path, out: Path) -> Path:
    """``cardtable-VERSION-linux-MACHINE.tar.gz`` of the one-folder build ``folder`` (with its
    ``install-desktop-entry.sh``), top folder ``cardtable-VERSION``, owned by root; its path."""
    top = f"{COMMAND}-{version()}"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{top}-linux-{machine()}.tar.gz"
    with tarfile.open(target, "w:gz") as archive:
        archive.add(folder, arcname=top, filter=owned_by_root)
    return target


# --- Windows ----------------------------------------------------------------------------------
def inno_compiler() -> Path:
    """Inno Setup's compiler: ``ISCC`` on the PATH or in Inno Setup 6's usual folder.

    Raises:
        FileNotFoundError: if Inno Setup 6 is not installed.
    """
    found = shutil.which("ISCC") or shutil.which("iscc")
    candidates = [Path(found)] if found else []
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles")):
        if base:
            candidates.append(Path(base) / "Inno Setup 6" / "ISCC.exe")
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise FileNotFoundError("Inno Setup 6 (ISCC.exe) is not installed: https://jrsoftware.org/isdl.php")


def inno_command(folder: Path, out: Path, icon: Path, compiler: Path) -> list[str]:
    """The command line that compiles ``cardtable.iss`` into
    ``cardtable-VERSION-windows-MACHINE-setup.exe`` in ``out``, installing ``folder``."""
    return [
        str(compiler),
        "/Q",
        f"/DAppVersion={version()}",
        f"/DSourceDir={folder}",
        f"/DIconFile={icon}",
        f"/DOutputDir={out}",
        f"/DOutputBaseFilename={COMMAND}-{version()}-windows-{machine()}-setup",
        str(ISS),
    ]


def make_installer(folder: Path, out: Path, work: Path) -> Path:
    """The Windows installer of ``folder`` (Inno Setup); its path.

    Raises:
        FileNotFoundError: without Inno Setup 6.
        subprocess.CalledProcessError: if the compiler fails.
    """
    icon = icons.write_ico(work / f"{COMMAND}.ico")
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(inno_command(folder, out, icon, inno_compiler()), check=True)
    return out / f"{COMMAND}-{version()}-windows-{machine()}-setup.exe"


def make_zip(folder: Path, out: Path) -> Path:
    """``cardtable-VERSION-windows-MACHINE.zip`` holding ``folder`` as ``Card Table\\``; its path."""
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{COMMAND}-{version()}-windows-{machine()}.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                archive.write(path, Path(APP_NAME) / path.relative_to(folder))
    return target


# --- macOS ------------------------------------------------------------------------------------
def make_dmg(app: Path, out: Path, work: Path) -> Path:
    """``cardtable-VERSION-macos-MACHINE.dmg``: a compressed disk image named ``Card Table
    VERSION`` holding ``app`` (``Card Table.app``) and a link to Applications to drag it to;
    its path.

    Raises:
        subprocess.CalledProcessError: if ``ditto`` or ``hdiutil`` fails.
    """
    stage = work / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(app), str(stage / app.name)], check=True)  # keeps the signature
    (stage / "Applications").symlink_to("/Applications")
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{COMMAND}-{version()}-macos-{machine()}.dmg"
    volume = f"{APP_NAME} {version()}"
    subprocess.run(
        [
            "hdiutil",
            "create",
            "-volname",
            volume,
            "-srcfolder",
            str(stage),
            "-fs",
            "HFS+",
            "-format",
            "UDZO",
            "-ov",
            str(target),
        ],
        check=True,
    )
    return target


def make_packages(dist: Path, out: Path, work: Path) -> list[Path]:
    """This system's packages of the one-folder build in ``dist`` (see the module docstring).

    Raises:
        FileNotFoundError: if the build or a packaging tool is missing.
        NotImplementedError: on a system other than Linux, Windows and macOS.
    """
    folder = dist / COMMAND
    if not folder.is_dir():
        raise FileNotFoundError(f"no one-folder build in {dist}: run build_scripts/build_app.py first")
    work.mkdir(parents=True, exist_ok=True)
    if sys.platform.startswith("linux"):
        return [make_deb(folder, out, work), make_tarball(folder, out)]
    if sys.platform == "win32":
        return [make_installer(folder, out, work), make_zip(folder, out)]
    if sys.platform == "darwin":
        return [make_dmg(dist / f"{APP_NAME}.app", out, work)]
    raise NotImplementedError(f"no packages for {sys.platform}")


def main(argv: list[str] | None = None) -> int:
    """Command line (see the module docstring); prints the summary line, returns 0."""
    parser = argparse.ArgumentParser(
        description="Make this system's Card Table packages from the one-folder build."
    )
    parser.add_argument(
        "--dist", type=Path, default=ROOT / "dist", help="build_app.py's output folder (dist/)"
    )
    parser.add_argument(
        "--out", type=Path, default=None, help="where the packages go (default: DIST/packages)"
    )
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "package", help="a scratch folder")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    packages = make_packages(dist, (args.out or dist / "packages").resolve(), args.work.resolve())
    sizes = {p.name: {"bytes": p.stat().st_size, "mb": _mb(p.stat().st_size)} for p in packages}
    print(json.dumps({"version": version(), "packages": sizes}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
