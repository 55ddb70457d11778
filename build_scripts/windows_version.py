"""The version information of ``Card Table.exe`` (what Explorer shows under Properties >
Details): a text file in PyInstaller's version-file format (``VSVersionInfo(...)``, see
PyInstaller's ``utils/win32/versioninfo.py``), written at build time by ``cardtable.spec``
into the build's work folder and passed to ``EXE(version=...)``. Its numbers and words come
from :mod:`project_info`.
"""

from __future__ import annotations

from pathlib import Path

from project_info import APP_NAME, COMMAND, description, windows_version

LANGUAGE = "040904B0"
"""U.S. English (0x0409) in Unicode (code page 1200, 0x04B0): the string table's key."""


def strings(version: str) -> dict[str, str]:
    """The string table's entries for ``version`` (keys as Windows names them)."""
    return {
        "CompanyName": APP_NAME,
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": COMMAND,
        "LegalCopyright": "MIT License",
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
        "Comments": description(),
    }


def text(version: str) -> str:
    """The version file's text for ``version`` (``"0.1.0"``).

    Raises:
        ValueError: if ``version`` has no Windows form (:func:`project_info.windows_version`).
    """
    numbers = windows_version(version)
    entries = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings(version).items())
    return f"""# UTF-8
# Written by build_scripts/windows_version.py for Card Table {version}; not kept in the repository.
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3F,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        {LANGUAGE!r},
        [
{entries}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write(path: Path, version: str) -> Path:
    """Write the version file for ``version`` to ``path``; return it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text(version), encoding="utf-8")
    return path
