"""The asset files and the cached loader in game/assets.py (headless SDL)."""

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import assets  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "build_scripts" / "make_assets.py"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
ALL_CARDS = [r + s for s in "SHDC" for r in RANKS] + ["BJ", "LJ"]


@pytest.fixture(scope="module", autouse=True)
def display():
    """pygame initialised with a 1x1 dummy display, as assets.image() requires."""
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield
    assets.clear_caches()
    pygame.quit()


def _make_assets_module():
    spec = importlib.util.spec_from_file_location("make_assets", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _rgba(path):
    return pygame.image.tobytes(pygame.image.load(str(path)), "RGBA")


def test_asset_root_from_source_and_frozen(monkeypatch, tmp_path):
    assert assets.asset_root() == REPO / "assets"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_root() == tmp_path / "assets"


@pytest.mark.parametrize("text", ALL_CARDS)
def test_every_french_card_exists_at_master_size(text):
    path = REPO / "assets" / "cards" / "french" / f"{text.lower()}.png"
    assert path.is_file()
    surf = assets.image(f"cards/french/{text.lower()}.png")
    assert surf.get_size() == (500, 700)
    # Rounded corners: the very corner pixel is transparent, the centre is opaque.
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((250, 20)).a == 255


def test_card_face_scales_to_five_by_seven():
    for height in (90, 140, 700, 1000):
        assert assets.card_face("french", "10H", height).get_size() == (round(height * 5 / 7),
                                                                       height)
    assert assets.card_face("french+2j", "LJ", 90).get_size() == (64, 90)


def test_card_face_caches_per_height():
    assets.clear_scaled_cache()
    first = assets.card_face("french", "QS", 120)
    assert assets.card_face("french", "qs", 120) is first
    assert assets.card_face("french", "QS", 121) is not first
    assets.clear_scaled_cache()
    again = assets.card_face("french", "QS", 120)
    assert again is not first
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(first, "RGBA")


def test_jokers_differ_at_a_glance():
    big = pygame.image.tobytes(assets.card_face("french", "BJ", 90), "RGB")
    little = pygame.image.tobytes(assets.card_face("french", "LJ", 90), "RGB")
    differing = sum(1 for i in range(0, len(big), 3) if big[i:i + 3] != little[i:i + 3])
    assert differing > 0.25 * len(big) / 3


def test_backs_exist_and_differ():
    blue = assets.card_back(90)
    red = assets.card_back(90, "red")
    assert blue.get_size() == red.get_size() == (64, 90)
    assert pygame.image.tobytes(blue, "RGB") != pygame.image.tobytes(red, "RGB")
    centre_blue, centre_red = blue.get_at((32, 45)), red.get_at((32, 45))
    assert centre_blue.b > centre_blue.r and centre_red.r > centre_red.b


def test_missing_asset_names_the_path():
    with pytest.raises(FileNotFoundError, match="zz.png"):
        assets.card_face("french", "ZZ", 90)
    with pytest.raises(FileNotFoundError, match="back_green.png"):
        assets.card_back(90, "green")
    with pytest.raises(FileNotFoundError, match="nope.wav"):
        assets.sound("nope")


def test_bad_height_is_refused():
    with pytest.raises(ValueError):
        assets.card_face("french", "AS", 0)


def test_font_loads_and_renders():
    regular = assets.font(24)
    bold = assets.font(24, bold=True)
    assert assets.font(24) is regular and bold is not regular
    text = regular.render("Bid Whist 10\u2665", True, (0, 0, 0))
    assert text.get_width() > 50 and text.get_bounding_rect().height > 10
    assert bold.size("Bid Whist") != regular.size("Bid Whist")
    license_text = (REPO / "assets" / "fonts" / "LICENSE-DejaVu.txt").read_text()
    assert "Bitstream" in license_text


@pytest.mark.parametrize("name", assets.SOUND_NAMES)
def test_sounds_are_small_and_load_or_none(name):
    path = REPO / "assets" / "sounds" / f"{name}.wav"
    assert 0 < path.stat().st_size < 60_000
    loaded = assets.sound(name)
    if loaded is not None:
        assert 0.03 < loaded.get_length() < 1.5
        assert assets.sound(name) is loaded


def test_sound_is_none_without_mixer():
    assets.clear_caches()
    pygame.mixer.quit()
    try:
        assert assets.sound("turn") is None
    finally:
        try:
            pygame.mixer.init()
        except pygame.error:
            pass


def test_assets_folder_stays_small():
    total = sum(p.stat().st_size for p in (REPO / "assets").rglob("*") if p.is_file())
    assert total < 8 * 1024 * 1024


def test_generator_is_reproducible_and_matches_committed_files(tmp_path):
    """Two runs (a fresh process and this one) give identical bytes; the committed PNGs have
    the generator's pixels and the committed WAVs its bytes."""
    first, second = tmp_path / "a", tmp_path / "b"
    subprocess.run([sys.executable, str(SCRIPT), "--out", str(first)], check=True,
                   capture_output=True)
    written = _make_assets_module().build(second)
    assert len(written) == 54 + 2 + len(assets.SOUND_NAMES)
    for path in written:
        rel = path.relative_to(second)
        assert (first / rel).read_bytes() == path.read_bytes(), rel
        committed = REPO / "assets" / rel
        if path.suffix == ".png":
            assert _rgba(committed) == _rgba(path), rel
        else:
            assert committed.read_bytes() == path.read_bytes(), rel
