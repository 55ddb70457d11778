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


@pytest.fixture(scope="module")
def module_user_dirs(tmp_path_factory):
    """The same for a module's own app (a module-scoped fixture is made before the per-test
    folder above, so without this it would read the real user's settings)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CARDTABLE_DATA_DIR", str(tmp_path_factory.mktemp("userdata")))
        patch.setenv("CARDTABLE_CONFIG_DIR", str(tmp_path_factory.mktemp("userconfig")))
        yield
