"""Build the packaged app with PyInstaller: ``python build_scripts/build_app.py``.

Needs the build extra (``pip install -e ".[build]"``). The result is ``dist/cardtable/``
(never committed); run ``dist/cardtable/cardtable`` or double-click it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    """Run PyInstaller on ``build_scripts/cardtable.spec``; returns its exit code."""
    import PyInstaller.__main__

    PyInstaller.__main__.run(
        [
            str(ROOT / "build_scripts" / "cardtable.spec"),
            "--noconfirm",
            "--distpath",
            str(ROOT / "dist"),
            "--workpath",
            str(ROOT / "build"),
        ]
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
