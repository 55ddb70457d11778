"""The duplicate tournament: deal sets, rotations, paired intervals, rounds, contracts."""

import json
from collections import defaultdict

import pytest

import rules.ai.tournament as tournament_module
from rules.ai.tournament import ci95, paired, rotations, schedule, t975, tournament
from rules.cli import main
from rules.games import new_game


@pytest.mark.parametrize(
    "seats, turns",
    [
        (["baseline", "random", "random"], 3),
        (["hard", "baseline", "hard", "baseline"], 2),
        (["baseline", "random", "random", "random"], 4),
        (["random", "random", "random"], 1),
    ],
)
def test_each_deal_set_puts_every_level_in_every_seat_it_may_hold(seats, turns):
    games = 3 * turns
    plan = schedule(seats, games, 40)
    assert len(rotations(seats)) == turns and len(plan) == games
    by_seed = defaultdict(list)
    for seed, levels in plan:
        by_seed[seed].append(levels)
    assert sorted(by_seed) == [40, 41, 42]
    for sets in by_seed.values():
        assert len(set(sets)) == turns  # each rotation once
        for seat in range(len(seats)):
            # every level of the list sits in every seat within the set
            assert {levels[seat] for levels in sets} == set(seats)
        for level in set(seats):
            # and as often as the list gives it seats
            held = sum(levels.count(level) for levels in sets)
            assert held == seats.count(level) * turns


def test_paired_interval_on_a_hand_made_example():
    sets = [
        {"A": [3.0, 1.0], "B": [0.0, 0.0]},  # A - B = 2
        {"A": [2.0, 2.0], "B": [1.0, 1.0]},  # 1
        {"A": [0.0, 2.0], "B": [2.0, 2.0]},  # -1
    ]
    # diffs 2, 1, -1: mean 2/3, sample sd sqrt(7/3), t(2) = 4.303
    half = 4.303 * (7 / 3) ** 0.5 / 3**0.5
    result = paired(sets, "A", "B")
    assert result["deals"] == 3 and result["mean_diff"] == pytest.approx(0.667, abs=1e-3)
    assert result["ci95"] == pytest.approx([2 / 3 - half, 2 / 3 + half], abs=1e-3)
    assert paired(sets, "B", "A")["mean_diff"] == pytest.approx(-0.667, abs=1e-3)


def test_the_interval_uses_students_t():
    assert t975(1) == 12.706 and t975(30) == 2.042
    assert t975(60) == pytest.approx(2.000, abs=0.003) and t975(1000) == pytest.approx(1.962, abs=0.003)
    assert ci95([1.0]) == [1.0, 1.0]
    assert ci95([0.0, 2.0]) == pytest.approx([1 - 12.706, 1 + 12.706], abs=1e-3)


def test_every_rotation_of_a_set_plays_the_same_first_deal(monkeypatch):
    played = []
    real = tournament_module.play_game

    def spy(levels, seed, *args, **kwargs):
        played.append((tuple(levels), seed))
        return real(levels, seed, *args, **kwargs)

    monkeypatch.setattr(tournament_module, "play_game", spy)
    tournament("coins", ["baseline", "random", "random"], 6, 9)
    assert [seed for _, seed in played] == [9, 9, 9, 10, 10, 10]
    assert len({levels for levels, _ in played}) == 3

    def first_deal(seed):
        state = new_game("coins", 3, None, seed)
        state.advance_chance()
        return [sorted(str(c) for c in hand) for hand in state.hands], state.current_player

    assert first_deal(9) == first_deal(9) != first_deal(10)


def test_the_report_adds_paired_figures_and_keeps_the_contract():
    data = tournament("coins", ["baseline", "random", "random"], 7, 3)
    assert data["games"] == 7 and data["rotations"] == 3 and data["deals"] == 2
    assert set(data["levels"]) == {"baseline", "random"}
    pair = data["paired"]["baseline-random"]
    assert pair["deals"] == 2 and pair["mean_diff"] > 0 and pair["win_rate_diff"] > 0
    assert -1.0 <= pair["win_rate_diff_ci95"][0] <= pair["win_rate_diff_ci95"][1] <= 1.0
    low, high = pair["ci95"]
    assert low <= pair["mean_diff"] <= high
    assert data["higher_is_better"] is True
    assert tournament("bid_coin", ["baseline", "random", "random"], 3, 3)["higher_is_better"] is False


def test_rounds_stop_bid_whist_after_each_games_first_hands(capsys):
    argv = ["tournament", "bid_whist", "--seats", "baseline,random,baseline,random"]
    assert main([*argv, "--games", "4", "--seed", "5", "--rounds", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rounds"] == 1 and data["deals"] == 2
    contracts = data["contracts"]
    # one hand per game, one contract per hand
    assert sum(c["contracts"] for c in contracts.values()) == 4
    for figures in contracts.values():
        if figures["contracts"]:
            assert 3 <= figures["mean_bid"] <= 7 and 0.0 <= figures["made_rate"] <= 1.0


def test_rounds_below_one_exit_2(capsys):
    argv = ["tournament", "coins", "--seats", "baseline,random,random", "--games", "3", "--seed", "1"]
    assert main([*argv, "--rounds", "0"]) == 2


@pytest.mark.parametrize("games, note", [(4, True), (3, True), (6, False)])
def test_too_few_or_uneven_games_bring_a_note_on_stderr(capsys, games, note):
    """4 games of 3 rotations make one complete deal set, whose paired "intervals" are points:
    the JSON line stays as the contract has it, and a note on stderr says how many games make
    intervals (a fresh user was misled)."""
    assert (
        main(
            ["tournament", "coins", "--seats", "random,random,baseline", "--games", str(games), "--seed", "5"]
        )
        == 0
    )
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == games
    assert ("note: " in err) is note
    if note:
        assert "--games 6 or 9" in err
