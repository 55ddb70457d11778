"""The Linux packages ``build_scripts/package.py`` makes from the one-folder build: the
``.deb`` (its control fields, every path and owner, the desktop entry, the icons; unpacked,
its program plays) and the ``.tar.gz`` (the folder with its desktop-entry script, owned by
root; unpacked, it plays). Installing the ``.deb`` with apt changes the machine, so the tests
read and unpack it instead; the release workflow installs it, plays it and removes it.

Marked ``build``: they build the app (the one-folder build shared with ``test_packaged_app``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import package
import project_info
import pytest
from PIL import Image

from tests.build_scripts import desktop, packaged
from tests.build_scripts.packaged import BUILD_SCRIPTS

pytestmark = [
    pytest.mark.build,
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or not shutil.which("dpkg-deb"), reason="dpkg-deb"
    ),
]
VERSION = project_info.version()


@pytest.fixture(scope="module")
def packages(one_folder_build, tmp_path_factory) -> dict[str, Path]:
    """``package.py`` run on the shared build: ``{"deb": path, "tar": path}``, checked against
    the JSON line it prints."""
    dist = Path(one_folder_build["path"]).parent
    out = tmp_path_factory.mktemp("packages")
    done = subprocess.run(
        [sys.executable, str(BUILD_SCRIPTS / "package.py"), "--dist", str(dist), "--out", str(out)]
        + ["--work", str(tmp_path_factory.mktemp("package-work"))],
        capture_output=True,
        text=True,
        check=True,
    )
    line = json.loads(done.stdout.strip().splitlines()[-1])
    print(json.dumps(line))  # the sizes, with pytest -s
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout.strip()
    deb, tar = f"cardtable_{VERSION}_{arch}.deb", f"cardtable-{VERSION}-linux-{package.machine()}.tar.gz"
    assert line["version"] == VERSION and set(line["packages"]) == {deb, tar}
    for name, size in line["packages"].items():
        assert size["bytes"] == (out / name).stat().st_size
    return {"deb": out / deb, "tar": out / tar}


def deb_field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True
    ).stdout.strip()


def test_the_deb_names_the_app_its_version_and_what_it_needs(packages):
    deb = packages["deb"]
    assert deb_field(deb, "Package") == "cardtable" and deb_field(deb, "Version") == VERSION
    assert deb_field(deb, "Section") == "games"
    assert deb_field(deb, "Description").startswith(project_info.description())
    depends = deb_field(deb, "Depends").split(", ")
    assert depends[0] == f"libc6 (>= {package.glibc_version()})" and depends[1:] == package.DEB_DEPENDS
    unpacked_kib = int(deb_field(deb, "Installed-Size"))
    assert 20_000 < unpacked_kib < 80_000


def deb_listing(deb: Path) -> dict[str, tuple[str, str, str]]:
    """``{path: (mode, owner, link target)}`` of every entry of the package's data."""
    lines = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    entries = {}
    for line in lines.splitlines():
        mode, owner, _size, _date, _time, rest = line.split(None, 5)
        path, _, target = rest.partition(" -> ")
        entries[path.removeprefix(".").rstrip("/") or "/"] = (mode, owner, target)
    return entries


def test_the_deb_puts_the_app_in_opt_with_a_command_a_desktop_entry_and_icons(packages, one_folder_build):
    entries = deb_listing(packages["deb"])
    assert all(owner == "root/root" for _, owner, _ in entries.values())
    writable = [p for p, (mode, _, _) in entries.items() if mode[0] != "l" and "w" in (mode[5], mode[8])]
    assert not writable  # by group or others
    assert entries["/usr/bin/cardtable"] == ("lrwxrwxrwx", "root/root", "/opt/cardtable/cardtable")
    assert entries["/opt/cardtable/cardtable"][0] == "-rwxr-xr-x"
    assert entries["/usr/share/applications/cardtable.desktop"][0] == "-rw-r--r--"
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert entries[f"/usr/share/icons/hicolor/{size}x{size}/apps/cardtable.png"][0] == "-rw-r--r--"
    top = {p.split("/")[1] for p in entries if p != "/"}
    assert top == {"opt", "usr"}
    built = Path(one_folder_build["path"])
    in_build = {
        f"/opt/cardtable/{p.relative_to(built).as_posix()}"
        for p in built.rglob("*")
        if p.name != package.DESKTOP_SCRIPT
    }
    assert {p for p in entries if p.startswith("/opt/cardtable/")} == in_build


@pytest.fixture(scope="module")
def unpacked_deb(packages, tmp_path_factory) -> Path:
    """The package's files unpacked into a temp root."""
    root = tmp_path_factory.mktemp("deb-root")
    subprocess.run(["dpkg-deb", "-x", str(packages["deb"]), str(root)], check=True)
    return root


def test_the_debs_desktop_entry_starts_the_command_and_says_what_the_user_entry_says(unpacked_deb, tmp_path):
    entry = unpacked_deb / "usr/share/applications/cardtable.desktop"
    validator = shutil.which("desktop-file-validate")
    if validator:
        done = subprocess.run([validator, str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    keys = desktop.entry_keys(entry)
    assert desktop.exec_argv(keys["Exec"]) == ["cardtable"] and keys["TryExec"] == "cardtable"
    assert keys["Icon"] == "cardtable"
    # The script's entry for a user of the tar.gz (a stand-in program beside it) says the same
    # but where the program is.
    folder = tmp_path / "app"
    folder.mkdir()
    (folder / "cardtable").write_text("#!/bin/sh\n")
    (folder / "cardtable").chmod(0o755)
    (folder / "cardtable.png").write_bytes(
        (unpacked_deb / "usr/share/icons/hicolor/512x512/apps/cardtable.png").read_bytes()
    )
    shutil.copy2(desktop.INSTALLER, folder / desktop.INSTALLER.name)
    home = tmp_path / "home"
    home.mkdir()
    assert desktop.install(folder / desktop.INSTALLER.name, home).returncode == 0
    users = desktop.entry_keys(home / desktop.ENTRY)
    assert {k: v for k, v in users.items() if k not in ("Exec", "TryExec")} == {
        k: v for k, v in keys.items() if k not in ("Exec", "TryExec")
    }


def test_the_debs_icons_are_the_app_icon_at_each_size(unpacked_deb):
    master = Image.open(BUILD_SCRIPTS.parent / "assets/icon/cardtable.png").convert("RGBA")
    for size in (16, 48, 512):
        with Image.open(unpacked_deb / f"usr/share/icons/hicolor/{size}x{size}/apps/cardtable.png") as png:
            assert png.size == (size, size)
            if size == 512:
                assert png.convert("RGBA").tobytes() == master.tobytes()


def test_the_debs_program_plays_a_demo_from_another_folder(unpacked_deb, tmp_path):
    program = unpacked_deb / "opt/cardtable/cardtable"
    assert packaged.run(program, "--version", cwd=tmp_path).stdout == f"Card Table {VERSION}\n"
    done = packaged.run(program, "--demo", "bid_coin", "--headless", "--seed", "2", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["game"] == "bid_coin"


def test_the_tarball_holds_the_folder_with_its_desktop_script_owned_by_root(packages, tmp_path):
    top = f"cardtable-{VERSION}"
    with tarfile.open(packages["tar"]) as archive:
        members = archive.getmembers()
        assert {m.name.split("/")[0] for m in members} == {top}
        assert all(m.uid == 0 and m.gid == 0 and m.uname == "root" for m in members)
        archive.extractall(tmp_path, filter="tar")
    folder = tmp_path / top
    assert os.access(folder / "cardtable", os.X_OK) and os.access(folder / package.DESKTOP_SCRIPT, os.X_OK)
    done = packaged.run(folder / "cardtable", "--demo", "coins", "--headless", "--seed", "3", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["game"] == "coins"
