"""Statistics file: counting a finished game once, best score by the game's direction, and a
bad file set aside with a notice, never a crash."""

import json

from saves.stats import empty_stats, load_stats, record_game, stats_path


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


def test_bad_files_are_set_aside_with_a_notice(user_dirs):
    bad = [
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        json.dumps({"format": "cardtable-stats", "version": 99, "games": {}, "counted": []}).encode(),
        json.dumps(
            {
                "format": "cardtable-stats",
                "version": 1,
                "games": {"coins": {"Ann": {"played": 1, "won": 5, "best": 1, "total": 1}}},
                "counted": [],
            }
        ).encode(),
    ]
    for i, data in enumerate(bad):
        path = stats_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        notices = []
        assert load_stats(notices) == empty_stats()
        assert len(notices) == 1 and str(path) in notices[0] and "renamed" in notices[0]
        assert not path.exists()
        aside = path.with_name("statistics.json.bad" + ("" if i == 0 else f"-{i + 1}"))
        assert aside.read_bytes() == data  # kept, never deleted
    # counting goes on with a fresh file after a bad one
    path.write_bytes(b"{")
    notes = record_game("coins", "k", [("Ann", 3, False)])
    assert notes and load_stats()["games"]["coins"]["Ann"]["played"] == 1
