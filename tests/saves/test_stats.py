"""Statistics file: counting a finished game once, best score by the game's direction, a bad
file set aside with a notice, never a crash, and a bad entry costing only itself."""

import json

import pytest

from saves.stats import StatsError, empty_stats, load_stats, record_game, stats_path


def test_a_game_counts_once_per_key_with_played_won_best_and_total(user_dirs):
    record_game("coins", "g1", [("Ann", 10, True), ("West (computer)", 4, False)])
    record_game("coins", "g1", [("Ann", 10, True), ("West (computer)", 4, False)])  # the same game
    record_game("coins", "g2", [("Ann", 6, False), ("West (computer)", 10, True)])
    stats = load_stats()
    ann = stats["games"]["coins"]["Ann"]
    assert ann == {"played": 2, "won": 1, "best": 10, "total": 16}
    assert stats["games"]["coins"]["West (computer)"]["best"] == 10
    assert stats["counted"] == ["g1", "g2"]
    text = stats_path().read_text(encoding="utf-8")
    assert json.loads(text) == stats  # written as plain JSON


def test_where_the_lowest_total_wins_the_best_is_the_lowest(user_dirs):
    record_game("bid_coin", "a", [("Ann", 9, False)], low_wins=True)
    record_game("bid_coin", "b", [("Ann", 3, True)], low_wins=True)
    record_game("bid_coin", "c", [("Ann", 5, False)], low_wins=True)
    assert load_stats()["games"]["bid_coin"]["Ann"]["best"] == 3


def test_a_missing_file_is_empty_statistics(user_dirs):
    notices = []
    assert load_stats(notices) == empty_stats() and notices == []


def test_a_newer_versions_file_is_left_as_it_is_and_nothing_is_counted_in_it(user_dirs):
    """A tester's statistics of a newer format were renamed aside as damaged, lost to the newer
    version too: like a newer save, the file is left as it is and no game is counted in it."""
    data = json.dumps({"format": "cardtable-stats", "version": 2, "games": {"x": 1}, "counted": []}).encode()
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    notices = []
    assert load_stats(notices) == empty_stats()
    assert len(notices) == 1 and "newer version" in notices[0] and "left as it is" in notices[0]
    with pytest.raises(StatsError):
        record_game("coins", "k", [("Ann", 3, False)])
    assert path.read_bytes() == data and not path.with_name("statistics.json.bad").exists()


def test_bad_files_are_set_aside_with_a_notice(user_dirs):
    bad = [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        json.dumps({"format": "cardtable-stats", "version": "2", "games": {}, "counted": []}).encode(),
        json.dumps({"format": "cardtable-stats", "version": 1, "games": [], "counted": []}).encode(),
    ]
    for i, data in enumerate(bad):
        path = stats_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        notices = []
        assert load_stats(notices) == empty_stats()
        assert len(notices) == 1 and str(path) in notices[0] and "renamed" in notices[0]
        assert not any(word in notices[0] for word in ("JSON", "UTF", "object", "valid"))  # plain words
        assert not path.exists()
        aside = path.with_name("statistics.json.bad" + ("" if i == 0 else f"-{i + 1}"))
        assert aside.read_bytes() == data  # kept, never deleted
    # counting goes on with a fresh file after a bad one
    path.write_bytes(b"{")
    notes = record_game("coins", "k", [("Ann", 3, False)])
    assert notes and load_stats()["games"]["coins"]["Ann"]["played"] == 1


GOOD = {"played": 4, "won": 1, "best": 9, "total": 20}


def write_stats(games, counted=()) -> bytes:
    """Write a statistics file of ``games`` and ``counted``; returns its bytes."""
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.dumps({"format": "cardtable-stats", "version": 1, "games": games, "counted": list(counted)})
    path.write_text(data, encoding="utf-8")
    return path.read_bytes()


@pytest.mark.parametrize(
    "bad, words",
    [
        ({"played": 1, "won": 5, "best": 1, "total": 1}, "a number was out of range"),
        ({"played": 10**12, "won": 0, "best": 1, "total": 1}, "a number was out of range"),
        ({"played": "2", "won": 0, "best": 1, "total": 1}, "a number was not a whole number"),
        ({"played": 2, "won": 0, "best": 1.5, "total": 1}, "a number was not a whole number"),
        ({"played": 2, "won": 0, "best": 1}, "a number was missing"),
        ({"played": 2, "won": 0, "best": 1, "total": 1, "x": 1}, "it held something unknown"),
        ([2, 0, 1, 1], "it was not a set of numbers"),
    ],
)
def test_a_bad_player_entry_costs_only_itself_with_one_plain_sentence(user_dirs, bad, words):
    before = write_stats({"coins": {"Ann": dict(GOOD), "Bob": bad}, "bid_coin": {"Cy": dict(GOOD)}}, ["g1"])
    notices = []
    stats = load_stats(notices)
    assert stats["games"] == {"coins": {"Ann": GOOD}, "bid_coin": {"Cy": GOOD}}
    assert stats["counted"] == ["g1"]
    path = stats_path()
    assert notices == [
        f"Part of your statistics file {path} was damaged: the record of \u201cBob\u201d in Coins ({words})"
        " was left out, everything else was kept, and the file as it was is kept as statistics.json.bad."
    ]
    assert path.with_name("statistics.json.bad").read_bytes() == before  # nothing lost for good
    assert json.loads(path.read_text(encoding="utf-8")) == stats  # the rest written back
    again = []
    assert load_stats(again) == stats and again == []  # told once


def test_a_bad_game_and_bad_counted_keys_cost_only_themselves_and_a_long_list_is_counted(user_dirs):
    players = {f"P{i}": {"played": 0, "won": 0, "best": 0, "total": 0} for i in range(5)}
    write_stats({"coins": {"Ann": dict(GOOD), **players}, "grand_bid": [1, 2]}, ["g1", 7, None])
    notices = []
    stats = load_stats(notices)
    assert stats["games"] == {"coins": {"Ann": GOOD}} and stats["counted"] == ["g1"]
    assert len(notices) == 1 and notices[0].startswith(f"Part of your statistics file {stats_path()}")
    assert "the record of \u201cP0\u201d in Coins (a number was out of range), " in notices[0]
    assert "and 4 more were left out, everything else was kept" in notices[0]  # 5 + game + marks
    assert "every record of Grand Bid" not in notices[0]  # (named after the first three)
    write_stats({"grand_bid": "x", "coins": {"Ann": dict(GOOD)}}, ["g1", 7, None])
    notices = []
    assert load_stats(notices)["games"] == {"coins": {"Ann": GOOD}}
    assert (
        "every record of Grand Bid (it was not a list of players) and 2 damaged marks of games" in notices[0]
    )
    assert stats_path().with_name("statistics.json.bad-2").exists()


def test_counting_a_game_keeps_the_good_entries_of_a_file_with_a_bad_one(user_dirs):
    write_stats({"coins": {"Ann": dict(GOOD), "Bob": {"played": -1, "won": 0, "best": 0, "total": 0}}})
    notes = record_game("coins", "g9", [("Ann", 5, True)])
    assert len(notes) == 1 and "\u201cBob\u201d in Coins (a number was out of range) was left out" in notes[0]
    stats = load_stats()
    assert stats["games"]["coins"] == {"Ann": {"played": 5, "won": 2, "best": 9, "total": 25}}
    assert stats_path().with_name("statistics.json.bad").exists()


def test_bad_entries_are_left_out_but_the_file_kept_whole_when_no_copy_can_be_made(user_dirs, monkeypatch):
    before = write_stats({"coins": {"Ann": dict(GOOD), "Bob": "lost"}})

    def no_copy(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("saves.stats.copy_aside", no_copy)
    notices = []
    assert load_stats(notices)["games"] == {"coins": {"Ann": GOOD}}
    assert notices[0].endswith("was left out this time, and the file is left as it is.")
    with pytest.raises(StatsError, match="This game is not counted"):
        record_game("coins", "g2", [("Ann", 5, True)])
    assert stats_path().read_bytes() == before
