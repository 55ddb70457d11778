"""The app's icon in each system's form, made with Pillow from the one drawing
(``art_icon.py``, committed as ``assets/icon/cardtable.png``, 512 x 512 px):

- Windows: ``cardtable.ico`` with every size of :data:`ICO_SIZES` (the executable's and the
  installer's icon);
- macOS: ``cardtable.icns`` with Pillow's set of ICNS entries (:data:`ICNS_SIZES`), for
  ``Card Table.app``;
- Linux: one PNG per size of :data:`HICOLOR_SIZES`, laid out as the hicolor theme wants
  (``NxN/apps/cardtable.png``), for the Debian package.

The cardtable.spec and ``package.py`` call these at build time; the files go into the build's
work folder, never into the repository. ``python build_scripts/icons.py FOLDER`` writes all of
them into FOLDER (to look at them).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

MASTER = Path(__file__).resolve().parent.parent / "assets" / "icon" / "cardtable.png"
NAME = "cardtable"
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
"""Pixel sizes in the .ico: the small ones Explorer, the taskbar and the Start menu use at
100-250 % display scaling, and 256 for large icon views."""
ICNS_SIZES = {(16, 2), (32, 2), (128, 1), (128, 2), (256, 1), (256, 2), (512, 1), (512, 2)}
"""(points, scale) of the .icns entries Pillow writes (``ic07``-``ic14``; macOS scales them
for the 16 and 32 point icons of plain screens); the 512-point @2x entry is the master
scaled up to 1024 px."""
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""Pixel sizes of the Linux PNGs (``/usr/share/icons/hicolor/NxN/apps``)."""


def master() -> Image.Image:
    """The 512 x 512 master icon, RGBA.

    Raises:
        FileNotFoundError: if ``assets/icon/cardtable.png`` is missing (``make_assets.py`` writes it).
    """
    with Image.open(MASTER) as image:
        return image.convert("RGBA")


def scaled(image: Image.Image, size: int) -> Image.Image:
    """``image`` resized to ``size`` x ``size`` pixels with a Lanczos filter."""
    return image if image.size == (size, size) else image.resize((size, size), Image.Resampling.LANCZOS)


def write_ico(path: Path) -> Path:
    """Write the Windows icon (every size of :data:`ICO_SIZES`) to ``path``; return it."""
    image = master()
    frames = [scaled(image, size) for size in ICO_SIZES]
    path.parent.mkdir(parents=True, exist_ok=True)
    frames[-1].save(path, format="ICO", sizes=[f.size for f in frames], append_images=frames[:-1])
    return path


def write_icns(path: Path) -> Path:
    """Write the macOS icon (:data:`ICNS_SIZES`) to ``path``; return it."""
    image = master()
    pixels = sorted({points * scale for points, scale in ICNS_SIZES})
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, format="ICNS", append_images=[scaled(image, size) for size in pixels])
    return path


def write_hicolor(folder: Path) -> list[Path]:
    """Write ``NxN/apps/cardtable.png`` under ``folder`` for each size of
    :data:`HICOLOR_SIZES`; return the paths."""
    image = master()
    paths = []
    for size in HICOLOR_SIZES:
        path = folder / f"{size}x{size}" / "apps" / f"{NAME}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        scaled(image, size).save(path, format="PNG", optimize=True)
        paths.append(path)
    return paths


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("icons")
    for written in [write_ico(out / f"{NAME}.ico"), write_icns(out / f"{NAME}.icns"), *write_hicolor(out)]:
        print(written)
