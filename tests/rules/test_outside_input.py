"""Input from outside, by kind: text of any Unicode is cleaned by one helper into text a font
can draw; whole numbers of any length are decoded without conversion and refused by range;
seeds out of range are named as such by ``rules replay`` and refused by ``simulate`` and
``tournament`` as the app refuses them; counts out of their range are refused by every
command."""

import contextlib
import io
import json
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ai.bench import main as bench_main
from rules.ai.blunders import main as blunders_main
from rules.cli import build_parser, main
from rules.core.arguments import MAX_DEPTH, MAX_GAMES, MAX_PLAYERS, MAX_POSITIONS, MAX_REPEATS, MAX_ROUNDS
from rules.core.numbers import MAX_DIGITS, TooLong, loads, whole
from rules.core.record import MAX_SEED, RecordError, record_from_data
from rules.core.text import DROPPED, MARKS_PER_LETTER, clean_text, is_clean
from rules.games.bid_whist.engine_bench import main as engine_bench_main
from tests import hostile


@settings(max_examples=600, deadline=None)
@given(hostile.text(), st.integers(0, 300))
def test_clean_text_leaves_only_printable_text_within_its_limit(text, limit):
    cleaned = clean_text(text, limit)
    assert is_clean(cleaned) and clean_text(cleaned, limit) == cleaned  # once is enough
    assert len(cleaned) <= limit and cleaned == cleaned.strip() and "  " not in cleaned
    assert not any(unicodedata.category(ch) in DROPPED for ch in cleaned)
    assert unicodedata.is_normalized("NFC", cleaned)
    run = 0
    for ch in cleaned:
        run = run + 1 if unicodedata.category(ch)[0] == "M" else 0
        assert run <= MARKS_PER_LETTER
    cleaned.encode("utf-8")  # no lone surrogate left


@settings(max_examples=300, deadline=None)
@given(hostile.text(), st.integers(1, 100))
def test_a_piece_being_typed_keeps_its_spaces_and_is_clean_inside(text, limit):
    piece = clean_text(text, limit, strip=False)
    assert len(piece) <= limit and is_clean(piece.strip())


def test_clean_text_keeps_the_text_people_write():
    for name in ("Zoë", "José María", "北京", "Ирина", "ناصر", "😀 Ann", "Ünsal", "O'Brien-Smith"):
        assert clean_text(name, 64) == unicodedata.normalize("NFC", name)
    assert clean_text("a\x00b\u200bc\u202ed\te", 64) == "abcd e" and clean_text(None, 5) == ""


@settings(max_examples=300, deadline=None)
@given(hostile.number_text)
def test_a_number_of_any_length_is_decoded_and_checked_by_range(number):
    value = loads(f'{{"n": {number}}}')["n"]
    digits = len(number.lstrip("-"))
    if len(number) > MAX_DIGITS:
        assert isinstance(value, TooLong) and not whole(value, -(10**100), 10**100)
    else:
        assert value == int(number)
        assert whole(value, 0, MAX_SEED) == (0 <= value <= MAX_SEED)
    assert digits >= 1


def record_with_seed(seed_text: str) -> dict:
    data = {
        "format": "cardtable-record",
        "version": 1,
        "app_version": "0.1.0",
        "game": "coins",
        "options": {},
        "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "ai"}, {"name": "C", "kind": "ai"}],
        "seed": 0,
        "actions": [],
    }
    return loads(json.dumps(data).replace('"seed": 0', f'"seed": {seed_text}'))


@settings(max_examples=200, deadline=None)
@given(hostile.number_text)
def test_a_seed_out_of_range_is_named_out_of_range(number):
    try:
        record, _ = record_from_data(record_with_seed(number))
    except RecordError as exc:
        assert "its deal number is out of range" in str(exc)
        assert not (len(number) <= MAX_DIGITS and 0 <= int(number) <= MAX_SEED)
    else:
        assert record.seed == int(number) and 0 <= record.seed <= MAX_SEED


@pytest.mark.parametrize("digits", [20, 4301, 5000, 100_000])
def test_replay_says_the_seed_is_out_of_range(tmp_path, capsys, digits):
    path = tmp_path / "save.json"
    path.write_text(json.dumps(record_with_seed("0")).replace('"seed": 0', f'"seed": {"9" * digits}'))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "its deal number is out of range" in err and err.count("\n") == 1 and "action" not in err


SEEDED = ["simulate coins --games 1", "tournament coins --seats random,random,random --games 1 --rounds 1"]


@settings(max_examples=60, deadline=None)
@given(hostile.number_text, st.sampled_from(SEEDED))
def test_simulate_and_tournament_take_the_seeds_the_app_takes(number, command):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main([*command.split(), "--seed", number])
    good = len(number) <= MAX_DIGITS and 0 <= int(number) <= MAX_SEED
    assert status == (0 if good else 2)
    if not good:
        text = err.getvalue()
        assert (
            text.count("\n") == 1 and "seed must be a whole number from 0 to" in text and not out.getvalue()
        )


def test_a_file_name_that_is_not_utf8_is_shown_with_replacement_characters():
    import os

    from rules.core.text import file_name_text

    assert file_name_text(os.fsdecode(b"bad\xff\xfename\x1b.json"), 200) == "bad\ufffd\ufffdname.json"


COUNTED = [
    ("simulate coins --seed 1 --games", MAX_GAMES),
    ("simulate coins --games 1 --seed 1 --players", MAX_PLAYERS),
    ("soak --seed 1 --games", MAX_GAMES),
    ("tournament coins --seats random,random,random --seed 1 --games", MAX_GAMES),
    ("tournament coins --seats random,random,random --games 3 --seed 1 --rounds", MAX_ROUNDS),
]


@settings(max_examples=80, deadline=None)
@given(hostile.number_text, st.sampled_from(COUNTED))
def test_the_rules_commands_take_counts_only_within_their_range(number, counted):
    """A count on the command line is a whole number from 1 to its stated most: anything else
    is refused while parsing, in one line, before a game is played."""
    command, most = counted
    option = command.split()[-1].lstrip("-")
    good = len(number) <= MAX_DIGITS and 1 <= int(number) <= most
    argv = [*command.split(), number]
    if good:
        parsed = build_parser().parse_args(argv)
        assert getattr(parsed, option) == int(number)
        return
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(argv) == 2
    text = err.getvalue()
    assert text.count("\n") == 1 and f"whole number from 1 to {most}" in text and not out.getvalue()


@pytest.mark.parametrize(
    ("command", "option", "most"),
    [
        (bench_main, "--positions", MAX_POSITIONS),
        (bench_main, "--seed", MAX_SEED),
        (blunders_main, "--depth", MAX_DEPTH),
        (blunders_main, "--players", MAX_PLAYERS),
        (engine_bench_main, "--repeats", MAX_REPEATS),
        (engine_bench_main, "--hands", MAX_GAMES),
    ],
)
@pytest.mark.parametrize("extreme", ["low", "high", "word"])
def test_the_measurement_commands_refuse_counts_out_of_range(command, option, most, extreme, capsys):
    """The benchmarks and the blunder measurement check their counts and seeds as the rules
    command does (they ran for days on a slip, or stopped with a traceback on a word), and say
    so in one line (helper-77 read argparse's usage block over the error)."""
    least = 0 if option == "--seed" else 1
    value = {"low": str(least - 1), "high": str(most + 1), "word": "many"}[extreme]
    game = [] if command is engine_bench_main else ["coins"]
    with pytest.raises(SystemExit) as stop:
        command([*game, option, value])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"whole number from {least} to {most}" in err and err.count("\n") == 1  # (one line, no usage)
