"""Trio, the test-only game: a sixth game added the way a real one is, in its own files.

- ``state.py``: the rules (a state class with its phases, events and view);
- ``variants.yaml``: its player count and options for the menu;
- ``baseline.py`` and ``determinize.py``: its computer players' parts;
- ``presenter.py``: its words and moves at the shared table.

:data:`GAME` is the one object that registers the rules side (``rules.games.register``); the
table side registers :class:`~tests.trio.presenter.TrioPresenter`. Neither needs a change in
``rules/ai/``, ``rules/core/`` or ``game/table/`` (docs/architecture.md walks through it).
"""

from rules.ai.game_ai import GameAI
from rules.games.info import GameInfo
from tests.trio.baseline import TrioBaselineBot
from tests.trio.determinize import build_trio
from tests.trio.state import VARIANT, TrioState

GAME = GameInfo(
    name="trio",
    title="Trio",
    state_class=TrioState,
    variant_file=VARIANT,
    ai=GameAI(
        baseline=TrioBaselineBot,
        determinizer=build_trio,
        budgets={"easy": 10, "normal": 30, "hard": 120},
        reward_scale=3.0,  # a round scores 0 to 6 points a seat
    ),
)
"""Everything the registry and the shared search need of Trio."""
