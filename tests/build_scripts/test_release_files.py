"""What the Windows and macOS builds are made with, checked here on any system: the icons
made from the one drawing (every size present), the Windows version information (read back
with PyInstaller's own reader), the Inno Setup script's fields, and what ``cardtable.spec``
asks PyInstaller for on Windows and macOS (run with stand-ins for PyInstaller's build steps).

Marked ``build``: they need the build extra (Pillow, PyInstaller); no build is made. The
build scripts are imported as modules: ``conftest.py`` (through ``packaged``) puts
``build_scripts/`` on ``sys.path``.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import icons
import package
import project_info
import pytest
import windows_version
from PIL import Image

from tests.build_scripts.packaged import BUILD_SCRIPTS, REPO

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the test extra installs tomli
    import tomli as tomllib

pytestmark = pytest.mark.build
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_build_scripts_read_the_version_of_pyproject():
    assert project_info.version() == VERSION


@pytest.mark.parametrize(
    ("text", "windows", "debian"),
    [("0.1.0", (0, 1, 0, 0), "0.1.0"), ("1.2", (1, 2, 0, 0), "1.2"), ("2.0.1rc3", (2, 0, 1, 0), "2.0.1~rc3")],
)
def test_the_version_in_windows_and_debian_form(text, windows, debian):
    assert project_info.windows_version(text) == windows
    assert project_info.debian_version(text) == debian


@pytest.mark.parametrize("text", ["1", "1.2.3.4", "1.2.3.post1", "1.2.3+local", "v1.2.3", ""])
def test_a_version_the_packages_cannot_carry_is_refused(text):
    with pytest.raises(ValueError, match="not like"):
        project_info.windows_version(text)
    with pytest.raises(ValueError, match="not like"):
        project_info.debian_version(text)


def test_the_windows_icon_has_every_size_from_16_to_256(tmp_path):
    with Image.open(icons.write_ico(tmp_path / "cardtable.ico")) as ico:
        sizes = {width for width, _ in ico.info["sizes"]}
        assert sizes == set(icons.ICO_SIZES) and {16, 32, 48, 256} <= sizes
        ico.size = (256, 256)
        assert ico.convert("RGBA").getpixel((128, 128))[3] == 255  # the felt, not a blank
        assert ico.convert("RGBA").getpixel((0, 0))[3] == 0  # transparent outside the rounded square


def test_the_macos_icon_has_every_entry_up_to_512_at_2x(tmp_path):
    with Image.open(icons.write_icns(tmp_path / "cardtable.icns")) as icns:
        assert {(w, scale) for w, _, scale in icns.info["sizes"]} == icons.ICNS_SIZES
        icns.size = (512, 512)
        icns.load(scale=2)
        assert icns.size == (1024, 1024)


def test_the_linux_icons_are_one_png_per_hicolor_size(tmp_path):
    paths = icons.write_hicolor(tmp_path)
    for size, path in zip(icons.HICOLOR_SIZES, paths, strict=True):
        assert path == tmp_path / f"{size}x{size}" / "apps" / "cardtable.png"
        with Image.open(path) as png:
            assert png.format == "PNG" and png.size == (size, size) and png.mode == "RGBA"


def _versioninfo():
    """PyInstaller's version-file module (it imports a Windows API it does not use for
    reading; a stand-in lets it load elsewhere)."""
    import PyInstaller.compat

    if not hasattr(PyInstaller.compat, "win32api"):
        PyInstaller.compat.win32api = None
    from PyInstaller.utils.win32 import versioninfo

    return versioninfo


def read_version_file(path: Path):
    """The version file read as PyInstaller reads it on Windows."""
    return _versioninfo().load_version_info_from_text_file(str(path))


def test_the_windows_version_information_names_the_app_and_the_version(tmp_path):
    info = read_version_file(windows_version.write(tmp_path / "version_info.txt", VERSION))
    assert info.ffi.fileVersionMS >> 16 == int(VERSION.split(".")[0])
    numbers = project_info.windows_version(VERSION)
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (
        numbers[0] << 16 | numbers[1],
        numbers[2] << 16 | numbers[3],
    )
    assert (info.ffi.productVersionMS, info.ffi.productVersionLS) == (
        info.ffi.fileVersionMS,
        info.ffi.fileVersionLS,
    )
    (table,) = info.kids[0].kids
    strings = {entry.name: entry.val for entry in table.kids}
    assert strings["ProductName"] == strings["FileDescription"] == "Card Table"
    assert strings["ProductVersion"] == strings["FileVersion"] == VERSION
    assert strings["OriginalFilename"] == "Card Table.exe"
    assert len(info.toRaw()) > 500  # it becomes a resource PyInstaller can write


def inno_sections(text: str, defines: dict[str, str]) -> dict[str, list[str]]:
    """The Inno Setup script's lines by section, ``{#Name}`` replaced by ``defines`` and the
    script's own plain ``#define Name "value"`` lines."""
    defines = dict(defines)
    for name, value in re.findall(r'^#define (\w+) "([^"]*)"$', text, re.MULTILINE):
        defines.setdefault(name, value)
    sections: dict[str, list[str]] = {}
    current = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            continue
        sections.setdefault(current, []).append(re.sub(r"\{#(\w+)\}", lambda m: defines[m[1]], line))
    return sections


def test_the_installer_script_names_the_app_its_version_icon_and_start_menu_entry(tmp_path):
    icon = tmp_path / "cardtable.ico"
    command = package.inno_command(Path("dist/cardtable"), tmp_path / "out", icon, Path("ISCC.exe"))
    assert command[-1] == str(BUILD_SCRIPTS / "cardtable.iss")
    given = dict(arg[2:].split("=", 1) for arg in command if arg.startswith("/D"))
    assert given["AppVersion"] == VERSION and given["IconFile"] == str(icon)
    assert given["OutputBaseFilename"] == f"cardtable-{VERSION}-windows-{package.machine()}-setup"
    sections = inno_sections((BUILD_SCRIPTS / "cardtable.iss").read_text(encoding="utf-8"), given)
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["AppName"] == "Card Table" and setup["AppVersion"] == VERSION
    assert setup["AppVerName"] == f"Card Table {VERSION}" and setup["VersionInfoVersion"] == VERSION
    assert setup["SetupIconFile"] == str(icon)
    assert setup["UninstallDisplayIcon"] == r"{app}\Card Table.exe"
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert 'Name: "{autoprograms}\\Card Table"; Filename: "{app}\\Card Table.exe"' in sections["Icons"]
    assert sections["Files"] == [
        'Source: "dist/cardtable\\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs'
    ]


class _Step:
    """A stand-in for one of PyInstaller's build steps (Analysis, PYZ, EXE, COLLECT,
    BUNDLE): keeps its arguments, builds nothing."""

    made: list[_Step] = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.pure = self.scripts = self.binaries = self.datas = []
        _Step.made.append(self)


@pytest.fixture
def spec_run(tmp_path, monkeypatch):
    """Run ``cardtable.spec`` as PyInstaller would on another system (``platform``:
    ``"win32"`` or ``"darwin"``) with :class:`_Step` stand-ins; returns ``{step name: [its
    calls]}``."""

    def run(platform: str) -> dict[str, list[_Step]]:
        # loaded for this system first: first loaded under a patched platform, PyInstaller
        # asks for that system's APIs (the Windows test failed when it ran first in a worker)
        _versioninfo()
        monkeypatch.setattr(sys, "platform", platform)
        monkeypatch.setattr(sys, "argv", ["pyinstaller"])
        monkeypatch.setattr(sys, "path", list(sys.path))
        _Step.made = []
        steps = {name: type(name, (_Step,), {}) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
        spec = BUILD_SCRIPTS / "cardtable.spec"
        namespace = {"SPECPATH": str(BUILD_SCRIPTS), "workpath": str(tmp_path / platform), **steps}
        exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), namespace)
        made: dict[str, list[_Step]] = {}
        for step in _Step.made:
            made.setdefault(type(step).__name__, []).append(step)
        return made

    return run


def test_on_windows_the_spec_asks_for_a_windowed_card_table_exe_with_icon_and_version(spec_run):
    made = spec_run("win32")
    (exe,) = made["EXE"]
    assert exe.kwargs["name"] == "Card Table" and exe.kwargs["console"] is False
    (icon,) = exe.kwargs["icon"]
    with Image.open(icon) as ico:
        assert ico.format == "ICO" and {w for w, _ in ico.info["sizes"]} == set(icons.ICO_SIZES)
    strings = {e.name: e.val for e in read_version_file(Path(exe.kwargs["version"])).kids[0].kids[0].kids}
    assert strings["ProductVersion"] == VERSION
    assert "BUNDLE" not in made


def test_on_macos_the_spec_asks_for_a_windowed_app_bundle_with_icns_and_version(spec_run):
    made = spec_run("darwin")
    (exe,) = made["EXE"]
    assert exe.kwargs["console"] is False and exe.kwargs["version"] is None
    (bundle,) = made["BUNDLE"]
    assert bundle.kwargs["name"] == "Card Table.app"
    assert bundle.kwargs["version"] == bundle.kwargs["info_plist"]["CFBundleVersion"] == VERSION
    assert bundle.kwargs["icon"] == exe.kwargs["icon"][0] and bundle.kwargs["icon"].endswith(".icns")
    with Image.open(bundle.kwargs["icon"]) as icns:
        assert icns.format == "ICNS"


def test_the_spec_bundles_the_metadata_the_app_reads_its_version_from(spec_run):
    (analysis,) = spec_run("linux")["Analysis"]
    metadata = [(src, dest) for src, dest in analysis.kwargs["datas"] if dest.endswith(".dist-info")]
    assert [(Path(src).name, dest) for src, dest in metadata] == [
        ("METADATA", f"cardtable-{VERSION}.dist-info")
    ]
    assert f"\nVersion: {VERSION}\n" in Path(metadata[0][0]).read_text(encoding="utf-8")
