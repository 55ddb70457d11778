"""The game registry: explicit imports, no directory scanning (PyInstaller must see every module).

``GAMES`` maps a registry name (``"bid_whist"``, ``"coins"``, ``"cant_win"``, ``"bid_coin"``,
``"grand_bid"``) to a :class:`GameInfo`. Games not yet playable are listed with
``state_class=None`` so the menu can show them as coming.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core.record import GameRecord
from rules.core.state import GameState
from rules.core.variants import ConfigError, Variant, load_variant
from rules.games import bid_coin, bid_whist, cant_win, coins, grand_bid


@dataclass(frozen=True)
class GameInfo:
    """A game known to the app.

    Attributes:
        name: registry name.
        title: display title.
        state_class: the :class:`GameState` subclass, or ``None`` while the game is coming.
        variant_file: the game's variant YAML (its package's ``variants.yaml``).
    """

    name: str
    title: str
    state_class: type[GameState] | None
    variant_file: Path | None

    @property
    def available(self) -> bool:
        """True when the game can be played."""
        return self.state_class is not None

    def variant(self) -> Variant:
        """The game's YAML variant (players and options).

        Raises:
            ConfigError: if the game is coming or its file is invalid.
        """
        if not self.available:
            raise ConfigError(f"{self.title} is not playable yet")
        return load_variant(self.variant_file, self.name)


GAMES: dict[str, GameInfo] = {
    info.name: info
    for info in (
        GameInfo("bid_whist", "Bid Whist", bid_whist.BidWhistState, bid_whist.VARIANT_FILE),
        GameInfo("coins", "Coins", coins.CoinsState, coins.VARIANT_FILE),
        GameInfo("cant_win", "Can't Win", cant_win.CantWinState, cant_win.VARIANT_FILE),
        GameInfo("bid_coin", "Bid Coin", bid_coin.BidCoinState, bid_coin.VARIANT_FILE),
        GameInfo("grand_bid", "Grand Bid", grand_bid.GrandBidState, grand_bid.VARIANT_FILE),
    )
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
        ConfigError: unknown game, player count or option in the record.
        IllegalAction / ValueError: an action in the record that does not apply.
    """
    state = new_game(record.game, record.players, record.options, record.seed)
    for text in record.actions:
        caused = state.apply(text)
        if events is not None:
            events.extend(caused)
    return state
