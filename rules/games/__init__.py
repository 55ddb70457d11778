"""The game registry: explicit imports, no directory scanning (PyInstaller must see every module).

Each game is one package here (``rules/games/<game>/``: its state and parts, its
``variants.yaml`` and its computer players in ``ai/``) whose ``GAME`` is the
:class:`~rules.games.info.GameInfo` that registers all of it. ``GAMES`` maps each registry
name to it, in menu order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.record import GameRecord
from rules.core.state import GameState
from rules.core.variants import ConfigError
from rules.games import bid_coin, bid_whist, cant_win, coins, grand_bid
from rules.games.info import GameInfo

GAMES: dict[str, GameInfo] = {
    package.GAME.name: package.GAME for package in (bid_whist, coins, cant_win, bid_coin, grand_bid)
}


def register(info: GameInfo) -> None:
    """Add (or replace) a game at run time, beside the explicitly imported ones (the tests'
    own game); :func:`unregister` takes it away."""
    GAMES[info.name] = info


def unregister(name: str) -> None:
    """Forget a game added by :func:`register` (nothing if there is none)."""
    GAMES.pop(name, None)


def get_game(name: str) -> GameInfo:
    """The :class:`GameInfo` of ``name``.

    Raises:
        ConfigError: for an unknown game name.
    """
    try:
        return GAMES[name]
    except KeyError:
        raise ConfigError(f"unknown game {name!r}; games are {', '.join(GAMES)}") from None


def new_game(
    name: str, players: int | None = None, options: Mapping[str, Any] | None = None, seed: int = 0
) -> GameState:
    """A fresh state of game ``name`` (chance actions not yet applied).

    Args:
        name: registry name.
        players: player count; the variant's default when ``None``.
        options: option values or their texts; defaults fill the rest.
        seed: seed of the state's own random generator.

    Raises:
        ConfigError: unknown game, player count or option.
    """
    info = get_game(name)
    variant = info.variant()
    count = variant.check_players(players if players is not None else variant.default_players)
    return info.state_class(count, variant.resolve(options), seed)


def replay(record: GameRecord, events: list | None = None) -> GameState:
    """Rebuild the state of ``record`` by applying its actions in order.

    Args:
        record: the game record.
        events: if given, every event the actions caused is appended to it (the table
            words the last few after a resume).

    Raises:
        ConfigError: unknown game, player count or option in the record, or an option value
            not of the option's own type (``"15"``, ``"yes"``: a save's values are never coerced).
        IllegalAction / ValueError: an action in the record that does not apply.
    """
    get_game(record.game).variant().resolve(record.options, strict=True)
    state = new_game(record.game, record.players, record.options, record.seed)
    for text in record.actions:
        caused = state.apply(text)
        if events is not None:
            events.extend(caused)
    return state
