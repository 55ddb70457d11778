"""rules.core.variants and rules/games/bid_whist/variants.yaml: option specs and ConfigError."""

import pytest
import yaml

from rules.core.variants import ConfigError, load_variant, load_variant_file, parse_variant
from rules.games.bid_whist import VARIANT_FILE

BID_WHIST_KEYS = [
    "minimum_bid",
    "downtown_first",
    "sport_kitty",
    "jokers_any_time",
    "jokers_out",
    "defenders_score",
    "boston",
    "two_sets",
    "reneges_allowed",
    "jokers",
]


def test_bid_whist_options_match_design():
    """DESIGN.md "Command-line contract": the Bid Whist option keys, values and defaults."""
    variant = load_variant(VARIANT_FILE, "bid_whist")
    assert variant.players == (4,) and variant.default_players == 4
    assert [s.key for s in variant.options] == BID_WHIST_KEYS
    assert variant.option("minimum_bid").choices == (3, 4) and variant.option("minimum_bid").default == 3
    assert variant.option("jokers").choices == (2, 1) and variant.option("jokers").default == 2
    for key in BID_WHIST_KEYS[1:-1]:
        spec = variant.option(key)
        assert spec.kind == "bool" and spec.default is False
    for spec in variant.options:
        assert spec.label and 20 < len(spec.help) < 260


def test_resolve_coerces_texts():
    variant = load_variant(VARIANT_FILE, "bid_whist")
    resolved = variant.resolve({"minimum_bid": "4", "boston": "true", "jokers": 1})
    assert resolved["minimum_bid"] == 4 and resolved["boston"] is True and resolved["jokers"] == 1
    assert resolved["two_sets"] is False


def test_unknown_option_names_file_and_key():
    with pytest.raises(ConfigError, match=r"bid_whist/variants\.yaml.*'colour'"):
        load_variant(VARIANT_FILE, "bid_whist").resolve({"colour": "red"})


@pytest.mark.parametrize(
    "key,value", [("minimum_bid", 5), ("jokers", 0), ("boston", "maybe"), ("minimum_bid", True)]
)
def test_bad_option_value_names_file_and_key(key, value):
    with pytest.raises(ConfigError, match=rf"bid_whist/variants\.yaml.*{key}"):
        load_variant(VARIANT_FILE, "bid_whist").resolve({key: value})


def test_wrong_player_count():
    with pytest.raises(ConfigError, match="^Bid Whist is played by 4 players, not 3$"):
        load_variant(VARIANT_FILE, "bid_whist").check_players(3)


def write(tmp_path, data) -> "object":
    path = tmp_path / "demo.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return path


BASE = {
    "game": "demo",
    "title": "Demo",
    "players": [4],
    "options": [{"key": "fast", "label": "Fast", "type": "bool", "default": False}],
}


def test_variant_file_unknown_top_key(tmp_path):
    with pytest.raises(ConfigError, match=r"demo\.yaml: unknown key 'colour'"):
        load_variant_file(write(tmp_path, {**BASE, "colour": 1}))


def test_variant_file_unknown_option_key(tmp_path):
    data = {
        **BASE,
        "options": [{"key": "fast", "label": "Fast", "type": "bool", "default": False, "hint": "x"}],
    }
    with pytest.raises(ConfigError, match=r"demo\.yaml: options\[0\]: unknown key 'hint'"):
        load_variant_file(write(tmp_path, data))


def test_variant_file_bad_default(tmp_path):
    data = {**BASE, "options": [{"key": "size", "label": "Size", "choices": [1, 2], "default": 3}]}
    with pytest.raises(ConfigError, match=r"demo\.yaml.*size"):
        load_variant_file(write(tmp_path, data))


def test_variant_file_missing_and_broken(tmp_path):
    with pytest.raises(ConfigError, match="missing.yaml"):
        load_variant_file(tmp_path / "missing.yaml")
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: [unclosed", encoding="utf-8")
    with pytest.raises(ConfigError, match="bad.yaml"):
        load_variant_file(bad)
    with pytest.raises(ConfigError, match="x.yaml: missing key 'players'"):
        parse_variant({"game": "g", "title": "t"}, "x.yaml")
