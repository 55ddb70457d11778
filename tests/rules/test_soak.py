"""``python -m rules soak``: thousands of random games of every game, player count and option
with the invariants checked find no break; and each check does find the fault it is for, in
a test game made faulty on purpose.

``CARDTABLE_SOAK_GAMES`` sets how many games CI plays (2000 by default; the README's soak
command plays 100,000)."""

import copy
import dataclasses
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import rules.games
from rules.games import GAMES
from rules.soak import soak
from tests.trio.state import VARIANT, TrioState

REPO = Path(__file__).resolve().parents[2]
GAMES_IN_CI = int(os.environ.get("CARDTABLE_SOAK_GAMES", "2000"))


def test_a_soak_of_every_game_option_and_player_count_finds_no_break():
    run = subprocess.run(
        [sys.executable, "-m", "rules", "soak", "--games", str(GAMES_IN_CI), "--seed", "11"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    print("soak:", {k: v for k, v in result.items() if k != "breaks"})
    assert result["invariant_breaks"] == 0, result["breaks"]
    playable = [name for name, info in GAMES.items() if info.available]
    assert set(result["by_game"]) == set(playable) and result["games"] == GAMES_IN_CI
    assert all(result["by_game"][name] >= GAMES_IN_CI // len(playable) for name in playable)
    assert result["setups"] >= sum(len(GAMES[n].variant().players) for n in playable)


class LeakyTrio(TrioState):
    """Shows each seat the next seat's hand in its tableau field."""

    def view(self, seat):
        view = super().view(seat)
        theirs = tuple(self.hands[(seat + 1) % 3])
        return dataclasses.replace(view, tableau=(*view.tableau[:2], view.tableau[2] + theirs))


class LaxTrio(TrioState):
    """Takes a move of the wrong phase (a bid while cards are played)."""

    def check_legal(self, action):
        if action.kind not in ("bid", "play"):
            super().check_legal(action)


class ShallowTrio(TrioState):
    """A clone that shares its hands with the original."""

    def clone(self):
        twin = copy.copy(self)
        twin.history = list(self.history)
        return twin


@pytest.mark.parametrize(
    "faulty, broken",
    [
        (LeakyTrio, r"sees .* of seat \d's hand"),
        (LaxTrio, "was applied|the rules raised"),
        (ShallowTrio, "clone|raised"),
    ],
    ids=["a view that leaks a hand", "an illegal move applied", "a clone sharing its hands"],
)
def test_each_check_finds_its_fault(faulty, broken):
    rules.games.register(rules.games.GameInfo("trio", "Faulty Trio", faulty, VARIANT))
    try:
        result = soak(30, 5, only="trio")
    finally:
        rules.games.unregister("trio")
    assert result["invariant_breaks"] > 0
    assert all(re.search(broken, b["what"]) for b in result["breaks"])


def test_the_trio_as_written_keeps_every_invariant():
    rules.games.register(rules.games.GameInfo("trio", "Trio", TrioState, VARIANT))
    try:
        assert soak(30, 5, only="trio")["invariant_breaks"] == 0
    finally:
        rules.games.unregister("trio")
