"""Test-wide set-up: headless SDL, and the user's data and config dirs in a temp folder."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def user_dirs(tmp_path, monkeypatch):
    """Point saves and settings at a fresh temp folder for every test."""
    data = tmp_path / "userdata"
    config = tmp_path / "userconfig"
    monkeypatch.setenv("CARDTABLE_DATA_DIR", str(data))
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", str(config))
    return data, config
