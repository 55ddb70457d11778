"""One version, from ``pyproject.toml``: what the app reads at run time, what ``--version``
prints, what a new save records and what the title screen shows in its corner."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.scenes import title as title_module
from game.session import Session
from game.version import app_version
from rules.core.record import Seat
from tests.game.driver import run_frames

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the test extra installs tomli
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_app_reads_the_version_pyproject_gives():
    assert app_version() == VERSION


def test_dash_dash_version_prints_it_from_any_folder(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "game", "--version"], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0 and run.stderr == ""
    assert run.stdout == f"Card Table {VERSION}\n"


def test_a_new_game_records_the_version(user_dirs):
    seats = [Seat("You", "human"), Seat("Bot", "ai"), Seat("Bot 2", "ai")]
    session = Session.new("grand_bid", seats, {}, seed=3, autosave=False)
    assert session.record.app_version == VERSION


def test_the_title_shows_the_version_small_in_the_bottom_right_corner(title_app, monkeypatch):
    scene = title_app.top
    assert scene.version_text() == f"Version {VERSION}"
    corner = pygame.Rect(title_app.screen.get_width() - 200, title_app.screen.get_height() - 40, 200, 40)
    shown = title_app.screen.subsurface(corner).copy()
    monkeypatch.setattr(title_module, "app_version", lambda: "9.9.9")
    scene.dirty = True
    run_frames(title_app, 2)
    other = title_app.screen.subsurface(corner)
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(other, "RGB")
    assert scene.version_text() == "Version 9.9.9"
