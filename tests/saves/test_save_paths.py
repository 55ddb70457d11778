from pathlib import Path

import platformdirs

from saves import config_dir, data_dir, saves_dir


def test_env_overrides(user_dirs):
    data, config = user_dirs
    assert data_dir() == data
    assert config_dir() == config
    assert saves_dir() == data / "saves"


def test_platformdirs_without_env(monkeypatch):
    monkeypatch.delenv("CARDTABLE_DATA_DIR")
    monkeypatch.setenv("CARDTABLE_CONFIG_DIR", "")  # empty counts as unset
    assert data_dir() == platformdirs.user_data_path("cardtable", appauthor=False)
    assert config_dir() == platformdirs.user_config_path("cardtable", appauthor=False)
    assert saves_dir() == data_dir() / "saves"


def test_asking_creates_nothing(user_dirs):
    data, config = user_dirs
    for folder in (data_dir(), config_dir(), saves_dir()):
        assert isinstance(folder, Path)
    assert not data.exists() and not config.exists()
