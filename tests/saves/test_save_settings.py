import json

from saves import DEFAULT_SETTINGS, load_settings, save_settings
from saves.settings import settings_path


def test_missing_file_gives_defaults_and_creates_nothing(user_dirs):
    assert load_settings() == DEFAULT_SETTINGS
    assert not user_dirs[1].exists()


def test_result_is_a_fresh_copy():
    settings = load_settings()
    settings["window_size"].append(99)
    settings["last_names"].append("Ann")
    assert load_settings() == DEFAULT_SETTINGS
    assert DEFAULT_SETTINGS["window_size"] == []  # no size chosen yet: the first start sizes the window


def test_round_trip_keeps_unknown_keys(user_dirs):
    settings = load_settings()
    settings.update(
        animation_speed="fast", window_size=[1600, 900], last_names=["Zoë", "Bo"], from_the_future={"x": 1}
    )
    save_settings(settings)
    assert settings_path() == user_dirs[1] / "settings.json"
    assert load_settings() == settings
    assert [p.name for p in user_dirs[1].iterdir()] == ["settings.json"]  # no temp file left


def test_wrong_type_keeps_default_for_that_key_only():
    save_settings({"animation_speed": 3, "window_size": [800, 600], "volume": 0.5})
    settings = load_settings()
    assert settings["animation_speed"] == DEFAULT_SETTINGS["animation_speed"]
    assert settings["window_size"] == [800, 600]
    assert settings["volume"] == 0.5


def test_bad_file_is_renamed_aside_and_defaults_used(user_dirs):
    config = user_dirs[1]
    config.mkdir()
    path = config / "settings.json"
    path.write_bytes(b'{"animation_speed": "fa')
    assert load_settings() == DEFAULT_SETTINGS
    assert not path.exists()
    assert (config / "settings.json.bad").read_bytes() == b'{"animation_speed": "fa'

    path.write_text(json.dumps(["not", "a", "dict"]), encoding="utf-8")
    assert load_settings() == DEFAULT_SETTINGS
    assert (config / "settings.json.bad").read_bytes() == b'{"animation_speed": "fa'
    assert json.loads((config / "settings.json.bad-2").read_text(encoding="utf-8")) == ["not", "a", "dict"]

    path.write_bytes(b"\xff\xfe\x00")
    assert load_settings() == DEFAULT_SETTINGS
    assert (config / "settings.json.bad-3").read_bytes() == b"\xff\xfe\x00"
