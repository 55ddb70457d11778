"""The gap-share measurement (rules.ai.gap, issue 23 item 4): pairing two tournament runs deal
set by deal set, the share and its bootstrap interval, and files that cannot be paired."""

import json

import pytest

from rules.ai.gap import GapError, gap_share, main, share_interval
from rules.ai.tournament import tournament


def _report(level, diffs, *, seed=94000, higher=True, game="coins"):
    return {
        "game": game,
        "games": 3 * len(diffs),
        "seed": seed,
        "seats": [level, "baseline", "baseline"],
        "options": {},
        "rounds": 1,
        "higher_is_better": higher,
        "paired": {f"{level}-baseline": {"diffs": diffs}},
    }


def test_the_share_is_the_ratio_of_the_mean_differences():
    result = gap_share(_report("hard", [1.0, 2.0, 3.0]), _report("omniscient", [2.0, 4.0, 2.0]))
    assert result["share"] == pytest.approx(0.75)
    assert result["level_diff"] == 2.0 and result["ceiling_diff"] == pytest.approx(2.667, abs=1e-3)
    assert result["deals"] == 3 and (result["level"], result["ceiling"]) == ("hard", "omniscient")
    low, high = result["share_ci95"]
    assert low <= 0.75 <= high and low < high


def test_a_low_score_game_counts_a_fall_in_score_as_a_gain():
    result = gap_share(
        _report("hard", [-1.0, -1.0], higher=False), _report("omniscient", [-2.0, -2.0], higher=False)
    )
    assert result["share"] == 0.5 and result["level_diff"] == 1.0


def test_the_interval_pairs_each_deal_sets_two_differences():
    # the level always closes exactly half of that deal's gap, however large the gap: every
    # resample keeps the pairs together, so the interval is the single value 0.5
    ceiling = [1.0, 9.0, 3.0, 0.5, 6.0, 2.0]
    assert share_interval([c / 2 for c in ceiling], ceiling) == [0.5, 0.5]
    # unpaired noise widens it
    assert share_interval([0.5, 4.5, 1.5, 0.25, 3.0, 1.0][::-1], ceiling)[0] < 0.5
    with pytest.raises(ValueError):
        share_interval([1.0], [1.0])


@pytest.mark.parametrize(
    "change, message",
    [
        ({"seed": 1}, "seed"),
        ({"game": "cant_win"}, "game"),
        ({"seats": ["omniscient", "omniscient", "baseline"]}, "measured level"),
        ({"paired": {}}, "per-set differences"),
    ],
)
def test_runs_that_cannot_be_paired_are_refused(change, message):
    ceiling = {**_report("omniscient", [1.0, 2.0]), **change}
    with pytest.raises(GapError, match=message):
        gap_share(_report("hard", [1.0, 1.0]), ceiling)


def test_two_real_runs_with_the_same_bots_pair_every_deal(tmp_path):
    # the same levels on the same seed play the same games: the share is exactly 1
    level = tournament("coins", ["baseline", "random", "random"], 6, 94000, rounds=1)
    ceiling = tournament("coins", ["baseline", "random", "random"], 6, 94000, rounds=1)
    assert level["paired"]["baseline-random"]["diffs"] == ceiling["paired"]["baseline-random"]["diffs"]
    result = gap_share(level, ceiling, floor="random")
    assert result["share"] == 1.0 and result["share_ci95"] == [1.0, 1.0]


def test_the_command_prints_one_line_or_one_error(tmp_path, capsys):
    good, bad = tmp_path / "hard.json", tmp_path / "bad.json"
    good.write_text(json.dumps(_report("hard", [1.0, 3.0])), encoding="utf-8")
    ceiling = tmp_path / "omni.json"
    ceiling.write_text(json.dumps(_report("omniscient", [2.0, 4.0])), encoding="utf-8")
    assert main([str(good), str(ceiling)]) == 0
    assert json.loads(capsys.readouterr().out)["share"] == pytest.approx(2 / 3, abs=1e-3)
    bad.write_bytes(b"\xff{not json")
    assert main([str(good), str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not a tournament report" in err
