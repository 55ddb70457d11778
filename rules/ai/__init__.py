"""Computer players: the bot interface, the registry of levels and the worker entry point.

Registry by explicit imports (no directory scanning: PyInstaller must see every module).
Levels differ by strength, never by cheating: every bot gets only ``state.view(seat)``
(DESIGN.md, rules/ai).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from rules.ai.base import Bot, RandomBot
from rules.ai.ismcts import ISMCTSBot
from rules.ai.omniscient import OmniscientBot
from rules.core.actions import Action, as_action
from rules.games.bid_coin.ai.baseline import BidCoinBaselineBot
from rules.games.bid_whist.ai.baseline import BidWhistBaselineBot
from rules.games.cant_win.ai.baseline import CantWinBaselineBot
from rules.games.coins.ai.baseline import CoinsBaselineBot
from rules.games.grand_bid.ai.baseline import GrandBidBaselineBot

LEVELS = ("easy", "normal", "hard")
"""The levels the app offers for an AI seat on New game, weakest first: the search
(:data:`SEARCH_BUDGETS`) at three budgets. :func:`make_bot` also makes ``random`` and
``baseline`` (a seat of an older save, the demo's ``--seats``, tournaments) and ``omniscient``
(measurement only)."""

DEFAULT_LEVEL = "normal"
"""The level of an AI seat until the player chooses another."""

SEARCH_BUDGETS = {
    "bid_whist": {"easy": 25, "normal": 100, "hard": 1600},
    "coins": {"easy": 25, "normal": 250, "hard": 2000},
    "cant_win": {"easy": 25, "normal": 100, "hard": 1600},
    "bid_coin": {"easy": 25, "normal": 100, "hard": 1600},
    "grand_bid": {"easy": 10, "normal": 40, "hard": 300},
}
"""game -> search level -> ISMCTS iterations per decision (:mod:`rules.ai.ismcts`). Levels
differ by budget, never by what they see. ``hard`` is sized to decide within 1 s at the 95th
percentile on the 2-core reference machine. ``normal`` has an eighth of it or less, since
the search saturates (with a quarter, hard and normal were not told apart in any game); in
Coins an eighth plays about as well as the ``baseline`` heuristic, a sixteenth worse.
``easy`` has a quarter of normal's or less; in Bid Whist, Coins and Grand Bid it plays below
the baseline (README, strength tables)."""

SEARCH_GAMES = tuple(SEARCH_BUDGETS)
"""Games with a determinizer (:mod:`rules.ai.determinize`), hence search levels."""


def _search_levels(game: str) -> dict[str, Callable[[], Bot]]:
    budgets = SEARCH_BUDGETS[game]
    levels: dict[str, Callable[[], Bot]] = {
        level: partial(ISMCTSBot, game, budget) for level, budget in budgets.items()
    }
    levels["omniscient"] = partial(OmniscientBot, game, budgets["hard"])  # measurement only
    return levels


_BOTS: dict[str, dict[str, Callable[[], Bot]]] = {
    "bid_whist": {"random": RandomBot, "baseline": BidWhistBaselineBot, **_search_levels("bid_whist")},
    "coins": {"random": RandomBot, "baseline": CoinsBaselineBot, **_search_levels("coins")},
    "cant_win": {"random": RandomBot, "baseline": CantWinBaselineBot, **_search_levels("cant_win")},
    "bid_coin": {"random": RandomBot, "baseline": BidCoinBaselineBot, **_search_levels("bid_coin")},
    "grand_bid": {"random": RandomBot, "baseline": GrandBidBaselineBot, **_search_levels("grand_bid")},
}
"""game -> level -> bot class."""


LEVEL_ORDER = ("random", "easy", "baseline", "normal", "hard")
"""Every level a seat may play, weakest first: the offered :data:`LEVELS` and the two the app
offered before them (``random`` and ``baseline``, not offered now but still played, so a game
saved against them goes on against the same opponent). Every game has bots at each of them."""


def nearest_level(level: str) -> str:
    """``level`` if a seat may play it (:data:`LEVEL_ORDER`), else the strongest offered level:
    a save made by a version with a level this one lacks (or naming ``omniscient``, which
    sees every hand) still plays."""
    return level if level in LEVEL_ORDER else LEVELS[-1]


def register(game: str, levels: dict[str, Callable[[], Bot]]) -> None:
    """Give ``game`` its bots by level (a game added at run time, such as the tests' own);
    :func:`unregister` takes them away. A worker process does not see them: run such a game's
    bots in-process."""
    _BOTS[game] = dict(levels)


def unregister(game: str) -> None:
    """Forget the bots given by :func:`register` (nothing if there are none)."""
    _BOTS.pop(game, None)


def make_bot(game: str, level: str) -> Bot:
    """A new bot of ``level`` for ``game``.

    Args:
        game: registry name, e.g. ``"bid_whist"``.
        level: one of :data:`LEVEL_ORDER` (or ``omniscient``).

    Raises:
        ValueError: for a game without bots or a level not implemented for it.
    """
    try:
        levels = _BOTS[game]
    except KeyError:
        raise ValueError(f"no bots for game {game!r}; games with bots: {', '.join(_BOTS)}") from None
    try:
        return levels[level]()
    except KeyError:
        raise ValueError(f"unknown level {level!r} for {game}; levels: {', '.join(levels)}") from None


def choose_action_text(
    game: str, level: str, view: Any, legal_actions: Sequence[Action | str], seed: int
) -> str:
    """Run one bot decision and return the chosen action's text (the worker's task).

    Module-level so a spawned worker process can import it. ``legal_actions`` may be
    :class:`Action` objects or their texts; ``seed`` seeds the bot's ``random.Random``.

    Raises:
        ValueError: unknown game or level (see :func:`make_bot`).
    """
    bot = make_bot(game, level)
    actions = [as_action(a) for a in legal_actions]
    return str(bot.choose(view, actions, random.Random(seed)))
