"""Where game/assets.py finds the assets (from source and frozen alike, from any working
directory) and the app icon it loads for the window (headless SDL)."""

import sys
from pathlib import Path

import pytest

from game import assets

REPO = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("dummy_display")


def test_asset_root_is_beside_the_game_package_whatever_the_working_directory(monkeypatch, tmp_path):
    """From source and frozen alike the root comes from ``game/assets.py``'s own ``__file__``
    (PyInstaller puts a bundled module's ``__file__`` in its bundle folder, beside the bundled
    ``assets/``; tests/build_scripts/test_packaged_app.py runs the built app from elsewhere)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_root() == REPO / "assets"
    assert assets.asset_path("fonts/DejaVuSans.ttf") == REPO / "assets" / "fonts" / "DejaVuSans.ttf"


def test_the_icon_is_a_square_with_a_transparent_outside_and_scales_for_the_window():
    master = assets.image(assets.ICON_FILE)
    assert master.get_size() == (512, 512)
    assert master.get_at((0, 0)).a == 0  # outside the rounded square
    assert master.get_at((256, 480)).a == 255  # felt under the fan
    small = assets.icon(128)
    assert small.get_size() == (128, 128)
    assert small.get_at((0, 0)).a == 0 and small.get_at((64, 64)).a == 255
    with pytest.raises(ValueError, match="positive int"):
        assets.icon(0)
