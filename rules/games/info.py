"""What a game hands the registry: one :class:`GameInfo`, made in the game's package
(``rules/games/<game>/__init__.py``, named ``GAME``) and listed by :mod:`rules.games`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rules.ai.game_ai import GameAI
from rules.core.state import GameState
from rules.core.variants import ConfigError, Variant, load_variant


@dataclass(frozen=True)
class GameInfo:
    """A game known to the app.

    Attributes:
        name: registry name.
        title: display title.
        state_class: the :class:`GameState` subclass, or ``None`` while the game is coming.
        variant_file: the game's variant YAML (its package's ``variants.yaml``).
        ai: the game's computer players and search settings, or ``None`` for a game that
            only the ``random`` level plays.
    """

    name: str
    title: str
    state_class: type[GameState] | None
    variant_file: Path
    ai: GameAI | None = None

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
