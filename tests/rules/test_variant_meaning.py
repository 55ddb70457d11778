"""Variant files are checked for meaning, not only shape (issue 20 item 8): the offered player
counts are ones the rules can play, every option the rules read is there (and no other), and
every choice lies in the range the rules handle; one ConfigError names the file and the key,
from the loader, the command line and the app alike. A save's option values are never coerced."""

import copy
import dataclasses
import json
import sys

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules.games as registry
from rules.cli import main
from rules.core.variants import ConfigError, load_variant_file, parse_variant
from rules.games import GAMES

COINS = yaml.safe_load(GAMES["coins"].variant_file.read_text(encoding="utf-8"))
BID_WHIST = yaml.safe_load(GAMES["bid_whist"].variant_file.read_text(encoding="utf-8"))
CANT_WIN = yaml.safe_load(GAMES["cant_win"].variant_file.read_text(encoding="utf-8"))


def coins_with_choices(choices: list[int]) -> dict:
    data = copy.deepcopy(COINS)
    data["options"][0].update(choices=choices, default=choices[0])
    return data


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(-(2**64), 2**64) | st.integers(-5, 120), min_size=1, max_size=4, unique=True))
def test_a_choice_is_taken_only_within_the_range_the_rules_handle(choices):
    low, high = COINS["rules"]["options"]["target"]
    try:
        variant = parse_variant(coins_with_choices(choices), "coins.yaml")
    except ConfigError as exc:
        assert str(exc).startswith(
            "coins.yaml: target: choices: "
        ) and "outside what the rules handle" in str(exc)
        assert not all(low <= c <= high for c in choices)
    else:
        assert all(low <= c <= high for c in choices) and variant.option("target").choices == tuple(choices)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(2, 8), min_size=1, max_size=4, unique=True), st.sampled_from([BID_WHIST, CANT_WIN])
)
def test_only_player_counts_the_rules_can_play_are_offered(players, source):
    data = copy.deepcopy(source) | {"players": players, "default_players": players[0]}
    playable = source["rules"]["players"]
    try:
        variant = parse_variant(data, "v.yaml")
    except ConfigError as exc:
        assert str(exc).startswith("v.yaml: players: the rules can't be played by")
        assert not set(players) <= set(playable)
    else:
        assert set(variant.players) <= set(playable)


@pytest.mark.parametrize("key", [spec["key"] for spec in BID_WHIST["options"]])
def test_every_option_the_rules_read_must_be_there(key):
    data = copy.deepcopy(BID_WHIST)
    data["options"] = [spec for spec in data["options"] if spec["key"] != key]
    with pytest.raises(ConfigError, match=rf"^bw\.yaml: options: the rules read '{key}', which is missing$"):
        parse_variant(data, "bw.yaml")


def reads(data: dict) -> dict:
    """The options the rules block says the engine reads."""
    return data["rules"]["options"]


@pytest.mark.parametrize(
    "change, words",
    [
        (lambda d: d["options"].append({"key": "colour", "label": "C", "type": "bool", "default": False}),
         "colour: the rules read no such option"),
        (lambda d: reads(d).update(jokers="bool"), "jokers: the rules read it as 'bool', not as choice"),
        (lambda d: reads(d).update(boston=[0, 1]), "boston: the rules read it as [0, 1], not as bool"),
        (lambda d: reads(d).update(jokers=[1]), "rules: options: jokers must be bool or [lowest, highest]"),
        (lambda d: d.pop("rules"), "missing key 'rules'"),
        (lambda d: d["rules"].update(colour=1), "rules: unknown key 'colour'"),
        (lambda d: d["rules"].update(players="four"), "rules: players must be a list"),
    ],
)  # fmt: skip
def test_a_rules_block_that_does_not_match_the_menu_is_refused_by_key(change, words):
    data = copy.deepcopy(BID_WHIST)
    change(data)
    with pytest.raises(ConfigError) as caught:
        parse_variant(data, "bw.yaml")
    assert str(caught.value).startswith("bw.yaml: ") and words in str(caught.value)


@pytest.fixture
def damaged_coins(tmp_path, monkeypatch):
    """The registry's Coins reads a variant file offering a target of 1,000,000."""
    path = tmp_path / "variants.yaml"
    path.write_text(yaml.safe_dump(coins_with_choices([10, 1_000_000])), encoding="utf-8")
    monkeypatch.setitem(registry.GAMES, "coins", dataclasses.replace(GAMES["coins"], variant_file=path))
    monkeypatch.setattr(sys.modules[GAMES["coins"].state_class.__module__], "VARIANT_FILE", path)
    return path


@pytest.mark.parametrize(
    "command",
    [
        "simulate coins --games 1 --seed 1",
        "simulate coins --games 1 --seed 1 --option target=1000000",
        "tournament coins --seats random,random,random --games 3 --seed 1",
    ],
)
def test_the_command_line_names_the_file_and_the_key_in_one_line(damaged_coins, capsys, command):
    assert main(command.split()) == 2
    out, err = capsys.readouterr()
    assert not out and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("variants.yaml: target: choices: 1000000 is outside what the rules handle")


def test_the_app_marks_the_game_damaged_and_the_demo_says_why(damaged_coins, capsys):
    from game.__main__ import main as app_main
    from game.scenes.choices import unavailable

    assert "target: choices: 1000000" in unavailable("coins")
    assert app_main(["--demo", "coins", "--headless"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "variants.yaml: target: choices: 1000000" in err


def a_save(tmp_path, options: str):
    data = {
        "format": "cardtable-record",
        "version": 1,
        "app_version": "0.1.0",
        "game": "bid_whist",
        "options": {},
        "seats": [{"name": n, "kind": "ai"} for n in "ABCD"],
        "seed": 3,
        "actions": [],
    }
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data).replace('"options": {}', f'"options": {options}'), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "options, words",
    [
        ('{"minimum_bid": "4"}', "its game options are unreadable"),
        ('{"boston": "yes"}', "its game options are unreadable"),
        ('{"boston": 1}', "boston must be true or false, not 1"),
        ('{"minimum_bid": true}', "minimum_bid must be a whole number, not True"),
        ('{"minimum_bid": 9}', "minimum_bid must be one of [3, 4], not 9"),
    ],
)
def test_a_saves_options_are_refused_not_coerced_by_replay_and_the_app(tmp_path, capsys, options, words):
    from game.session import Session
    from saves import SaveError

    path = a_save(tmp_path, options)
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    with pytest.raises(SaveError):
        Session.resume(path)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(-(10**6), 10**6))
def test_a_shipped_file_loads_and_a_changed_number_is_checked(tmp_path_factory, target):
    path = tmp_path_factory.mktemp("v") / "coins.yaml"
    path.write_text(yaml.safe_dump(coins_with_choices([target])), encoding="utf-8")
    try:
        load_variant_file(path)
    except ConfigError as exc:
        assert str(exc).startswith("coins.yaml: target: choices:") and not 1 <= target <= 100
    else:
        assert 1 <= target <= 100


@pytest.mark.parametrize("game", list(GAMES))
def test_each_rules_block_is_true_of_its_engine(game, tmp_path, monkeypatch):
    """What a rules block says the engine can play, it plays: random whole games at every
    player count it names and at both ends of every range it gives (the menu offered widened
    to them)."""
    from rules.cli import simulate

    info = GAMES[game]
    data = yaml.safe_load(info.variant_file.read_text(encoding="utf-8"))
    ends = {key: handled for key, handled in data["rules"]["options"].items() if handled != "bool"}
    data["players"] = data["rules"]["players"]
    for spec in data["options"]:
        if spec["key"] in ends:
            spec["choices"] = sorted({*ends[spec["key"]], spec["default"]})
    path = tmp_path / "variants.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    monkeypatch.setitem(registry.GAMES, game, dataclasses.replace(info, variant_file=path))
    monkeypatch.setattr(sys.modules[info.state_class.__module__], "VARIANT_FILE", path)
    played = 0
    for players in data["rules"]["players"]:
        for key, (low, high) in [*ends.items(), (None, (None, None))]:
            for value in (low, high):
                options = {} if key is None else {key: value}
                result = simulate(game, players, options, 3, 11)
                assert result["games"] == 3 and result["rounds"] >= 3
                played += 3
    assert played >= 6
