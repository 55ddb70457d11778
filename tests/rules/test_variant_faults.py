"""Bad variant files: truncated, random bytes, YAML of the wrong shape or types, not a regular
file, very large. Each is refused with one ConfigError naming the file; nothing else is
ever raised (hypothesis mutates the shipped files)."""

import os

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core.variants import MAX_VARIANT_BYTES, ConfigError, Variant, load_variant_file
from rules.games import GAMES
from tests.mutate import replace_somewhere

SHIPPED = [info.variant_file for info in GAMES.values()]

# any value YAML can hold
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8) | st.integers(), inner, max_size=4)
    ),
    max_leaves=12,
)


def refused_or_read(path) -> None:
    """Load ``path``: a Variant, or a one-line ConfigError that names the file."""
    try:
        assert isinstance(load_variant_file(path), Variant)
    except ConfigError as exc:
        assert str(exc).startswith(path.name) and "\n" not in str(exc)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SHIPPED), values, st.randoms(use_true_random=False))
def test_a_shipped_file_with_any_node_replaced_is_read_or_refused(tmp_path_factory, source, value, rng):
    data = replace_somewhere(yaml.safe_load(source.read_text(encoding="utf-8")), rng, value)
    path = tmp_path_factory.mktemp("v") / source.name
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    refused_or_read(path)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SHIPPED), st.data())
def test_a_shipped_file_with_its_bytes_cut_or_changed_is_read_or_refused(tmp_path_factory, source, data):
    raw = bytearray(source.read_bytes())
    cut = data.draw(st.integers(0, len(raw)))
    raw = raw[:cut]
    for _ in range(data.draw(st.integers(0, 4))):
        if raw:
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    path = tmp_path_factory.mktemp("v") / source.name
    path.write_bytes(bytes(raw))
    refused_or_read(path)


@pytest.mark.parametrize(
    "content",
    [b"", b"\xff\xfe\x00\x01", b"game: [", b"- 1\n- 2\n", b"[" * 5000, b"a: &x [*x]", b"players: 4\n"],
    ids=["empty", "random bytes", "truncated", "a list", "deep nesting", "alias loop", "wrong type"],
)
def test_a_bad_file_is_one_config_error_naming_it(tmp_path, content):
    path = tmp_path / "coins.yaml"
    path.write_bytes(content)
    with pytest.raises(ConfigError) as caught:
        load_variant_file(path)
    assert str(caught.value).startswith("coins.yaml: ") and "\n" not in str(caught.value)


def test_a_file_too_large_or_not_regular_is_refused_without_reading_it(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (MAX_VARIANT_BYTES + 1))
    with pytest.raises(ConfigError, match="larger than"):
        load_variant_file(big)
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    with pytest.raises(ConfigError, match="not a regular file"):
        load_variant_file(folder)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.yaml"
        os.mkfifo(fifo)
        with pytest.raises(ConfigError, match="not a regular file"):  # never opened: it would block
            load_variant_file(fifo)


def test_an_option_value_must_be_a_whole_number_of_the_choices():
    variant = load_variant_file(GAMES["coins"].variant_file)
    spec = next(s for s in variant.options if s.kind == "choice")
    good = spec.choices[0]
    assert spec.coerce(good) == good and spec.coerce(str(good)) == good
    for bad in (good + 0.5, float("inf"), float("nan"), True, [good], "1" * 400, None):
        with pytest.raises(ConfigError):
            spec.coerce(bad)
