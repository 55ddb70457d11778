"""Pooling runs of the blunder measurement (:mod:`rules.ai.pool_blunders`): the counts of
several seeds add up, the rates and intervals are worked out again from the sums, and runs
that measure different things, or one seed twice, are refused."""

from __future__ import annotations

import json

import pytest

import rules.games
from rules.ai.blunders import measure, wilson
from rules.ai.pool_blunders import main, pool
from tests import trio


@pytest.fixture(scope="module")
def runs():
    """Two runs of the test game, 6 positions each, seeds 2 and 3."""
    rules.games.register(trio.GAME)
    try:
        yield [measure("trio", 3, 6, seed=seed, depth=2) for seed in (2, 3)]
    finally:
        rules.games.unregister(trio.GAME.name)


def test_the_counts_of_two_seeds_add_up_and_the_rates_come_from_the_sums(runs):
    pooled = pool(runs)
    assert pooled["positions"] == 12 and pooled["seeds"] == [2, 3] and pooled["game"] == "trio"
    for level, figures in pooled["levels"].items():
        parts = [run["levels"][level] for run in runs]
        assert figures["decisions"] == 12
        mean = sum(p["mean_loss"] * p["decisions"] for p in parts) / 12
        assert figures["mean_loss"] == pytest.approx(mean, abs=0.001)
        for name in ("slips", "mistakes", "blunders"):
            hits = sum(p[name]["count"] for p in parts)
            assert figures[name]["count"] == hits and figures[name]["rate_ci95"] == wilson(hits, 12)
            assert figures[name]["over_line"] == sum(p[name]["over_line"] for p in parts)
    for name, situation in pooled["situations"].items():
        counted = [r["situations"][name]["positions"] for r in runs if name in r["situations"]]
        assert situation["positions"] == sum(counted)


def test_runs_that_measure_different_things_or_one_seed_twice_are_refused(runs):
    with pytest.raises(ValueError, match="seed is measured twice"):
        pool([runs[0], runs[0]])
    with pytest.raises(ValueError, match="differ in depth"):
        pool([runs[0], {**runs[1], "depth": 16}])
    with pytest.raises(ValueError, match="different levels"):
        pool([runs[0], {**runs[1], "levels": {"hard": runs[1]["levels"]["hard"]}}])
    with pytest.raises(ValueError, match="no run"):
        pool([])


def test_the_command_pools_files_and_refuses_a_half_written_one(runs, tmp_path, capsys):
    paths = []
    for run in runs:
        paths.append(tmp_path / f"run_{run['seed']}.json")
        paths[-1].write_text(json.dumps(run) + "\n", encoding="utf-8")
    assert main([str(p) for p in paths]) == 0
    assert json.loads(capsys.readouterr().out) == pool(runs)
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(runs[1])[:50], encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        main([str(paths[0]), str(cut)])
    assert exit_.value.code == 2 and "cut.json" in capsys.readouterr().err
