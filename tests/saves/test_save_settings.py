import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from saves import DEFAULT_SETTINGS, load_settings, save_settings
from saves.settings import MAX_SETTINGS_BYTES, VALID, settings_path


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
    save_settings({"animation_speed": 3, "window_size": [800, 600], "brightness": 0.5})
    settings = load_settings()
    assert settings["animation_speed"] == DEFAULT_SETTINGS["animation_speed"]
    assert settings["window_size"] == [800, 600]
    assert settings["brightness"] == 0.5  # a later version's key, kept as it is


def test_the_table_settings_are_checked_like_the_others():
    """The pause after a trick, the volume, the card size and the hand order: good values are
    used, wrong shapes fall back to their defaults with a notice naming them."""
    good = {"trick_pause": "hold", "volume": 30, "card_size": "large", "hand_order": "rank"}
    save_settings(good)
    assert {k: load_settings()[k] for k in good} == good
    save_settings({"trick_pause": "forever", "volume": 101, "card_size": 2, "hand_order": ["rank"]})
    notices: list[str] = []
    settings = load_settings(notices)
    assert {k: settings[k] for k in good} == {k: DEFAULT_SETTINGS[k] for k in good}
    assert all(k.replace("_", " ") in notices[0] for k in good)
    save_settings({"volume": True})  # a bool is not a volume
    assert load_settings()["volume"] == DEFAULT_SETTINGS["volume"]


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


BAD_FILES = {
    "cut short": b'{"animation_speed": "fa',
    "random bytes": bytes(range(256)),
    "a list": b'["not", "a", "dict"]',
    "deep nesting": b"[" * 100000,
    "very large": b'{"x": "' + b"a" * (MAX_SETTINGS_BYTES + 1) + b'"}',
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_bad_file_is_set_aside_with_one_notice_naming_it(user_dirs, content):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    notices = []
    assert load_settings(notices) == DEFAULT_SETTINGS
    assert not path.exists() and (path.parent / "settings.json.bad").read_bytes() == content
    assert len(notices) == 1 and str(path) in notices[0] and "settings.json.bad" in notices[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_fifo_named_like_the_settings_is_never_opened(user_dirs):
    path = settings_path()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    notices = []
    assert load_settings(notices) == DEFAULT_SETTINGS  # returns: opening it would block
    assert "not a regular file" in notices[0]


def test_values_of_the_wrong_shape_keep_their_defaults_and_are_named(user_dirs):
    save_settings(
        {
            "window_size": [100000, 5],
            "last_names": [1, 2],
            "last_levels": "hard",
            "animation_speed": "fast",
            "last_options": [],
            "last_game": 7,
            "last_players": {"coins": 3.5},
        }
    )
    notices = []
    settings = load_settings(notices)
    assert settings["window_size"] == [] and settings["last_names"] == [] and settings["last_options"] == {}
    assert settings["last_levels"] == []
    assert settings["last_game"] == "" and settings["last_players"] == {}
    assert settings["animation_speed"] == "fast"
    assert len(notices) == 1 and str(settings_path()) in notices[0]
    keys = ("window size", "last names", "last levels", "last options", "last game", "last players")
    assert all(key in notices[0] for key in keys)
    assert "a player count per game" in notices[0] and "->" not in notices[0]


@pytest.mark.parametrize(
    "options",
    [
        {"grand_bid": {"target": float("inf")}},
        {"coins": {"target": 2.5}},
        {"coins": {"x": [1]}},
        {"coins": 3},
        {"coins": [1]},
    ],
)
def test_remembered_options_other_than_true_false_or_whole_numbers_are_not_used(user_dirs, options):
    """A tester's ``"target": 1e999`` was kept and written back as ``Infinity``, which is not
    JSON: options are true, false or whole numbers, and anything else is named and dropped."""
    kept = {"bid_whist": {"boston": True, "minimum_bid": 4}}
    save_settings({"last_options": {**kept, **options}, "zzz_future": [1, {"a": float("inf")}]})
    notices: list[str] = []
    settings = load_settings(notices)
    assert settings["last_options"] == kept, "one game's bad value cost another game's options"
    assert "options remembered for Coins" in notices[0] or "options remembered for Grand Bid" in notices[0]
    assert "zzz_future must not hold Infinity" in notices[0]
    assert "zzz_future" not in settings
    save_settings(settings)
    assert "Infinity" not in settings_path().read_text()


def test_a_bad_remembered_option_costs_that_option_alone(user_dirs):
    """A tester's one bad Bid Whist option lost Boston with it."""
    save_settings({"last_options": {"bid_whist": {"boston": True, "minimum_bid": float("inf")}}})
    notices: list[str] = []
    assert load_settings(notices)["last_options"] == {"bid_whist": {"boston": True}}
    assert "the options remembered for Bid Whist must be" in notices[0]


def test_remembered_true_false_and_whole_numbers_are_kept(user_dirs):
    options = {"bid_whist": {"boston": True, "minimum_bid": 4}, "coins": {"target": -1}}
    save_settings({"last_options": options})
    notices: list[str] = []
    assert load_settings(notices)["last_options"] == options and notices == []


def test_an_unknown_animation_speed_is_named_and_normal_is_used(user_dirs):
    save_settings({"animation_speed": "warp"})
    notices: list[str] = []
    assert load_settings(notices)["animation_speed"] == "normal"
    assert "animation speed must be slow, normal or fast" in notices[0]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from([*DEFAULT_SETTINGS, "other"]), json_values))
def test_any_json_object_gives_settings_that_pass_their_checks(stored):
    save_settings(stored)
    result = load_settings()
    assert all(VALID[key][0](result[key]) for key in DEFAULT_SETTINGS)


def test_the_app_opens_with_a_message_when_its_settings_were_not_used(user_dirs):
    import time

    from game.__main__ import open_app
    from game.scenes.message import MessageScene

    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\xff")
    app = open_app((1280, 720), True, time.perf_counter())
    try:
        app.step()
        assert isinstance(app.top, MessageScene) and str(path) in app.top.text
        assert app.scenes[0].__class__.__name__ == "TitleScene"
    finally:
        app.close()
    again = open_app((1280, 720), True, time.perf_counter())  # said once, not at every start
    try:
        assert again.notices == [] and not isinstance(again.top, MessageScene)
    finally:
        again.close()


def test_the_file_with_values_not_used_is_kept_aside_once(user_dirs):
    """The next write of the settings drops a value not used, so the file as it was is copied
    to settings.json.bad, and a second start with the same file makes no second copy."""
    save_settings({"animation_speed": "warp", "volume": 0.5})
    before = settings_path().read_bytes()
    for _ in range(2):
        notices: list[str] = []
        load_settings(notices)
        assert notices[0].endswith("the file as it was is kept as settings.json.bad.")
    assert sorted(p.name for p in settings_path().parent.iterdir()) == ["settings.json", "settings.json.bad"]
    assert settings_path().with_name("settings.json.bad").read_bytes() == before
    save_settings({"animation_speed": "slower"})  # another file: another copy beside the first
    notices = []
    load_settings(notices)
    assert notices[0].endswith("kept as settings.json.bad-2.")
