"""What a game hands the registry: one :class:`GameInfo`, made in the game's package
(``rules/games/<game>/__init__.py``, named ``GAME``) and listed by :mod:`rules.games`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from rules.ai.game_ai import GameAI
from rules.core.events import Event
from rules.core.state import GameState
from rules.core.variants import ConfigError, Variant, load_variant


@dataclass(frozen=True)
class LessonPlan:
    """A game's guided first hand ("Learn to play", issue 24): a fixed deal per player count,
    chosen so that the game's key rules come up in one hand or round, and how to tell which did.

    The learner sits at seat 0 against computer players; every legal move is accepted, so the
    hand may go another way than planned: :attr:`seen` tells which key rules it showed.

    Attributes:
        deals: player count -> the text of the first deal action (``"deal 0 ..."``, the
            state's own chance action written out); a count without one is dealt by the seed.
        seeds: player count -> the game's seed (the computer players' choices, later draws).
        options: option values the lesson sets over the variant's defaults when started from
            the title (the New game screen's own choices are kept).
        ends_when_shown: the lesson ends as soon as every key rule has come up, before the
            hand or round is over (a game whose round is long).
        key_rules: the names of the key rules the deal is chosen to show, in teaching order.
        seen: ``seen(events, seat) -> set of key rule names`` that ``events`` (every event of
            the lesson so far) showed, ``seat`` being the learner's.
    """

    deals: Mapping[int, str]
    seeds: Mapping[int, int]
    key_rules: tuple[str, ...]
    seen: Callable[[Sequence[Event], int], set[str]]
    options: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    ends_when_shown: bool = False


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
        lesson: the game's guided first hand, or ``None`` for a game without one.
    """

    name: str
    title: str
    state_class: type[GameState] | None
    variant_file: Path
    ai: GameAI | None = None
    lesson: LessonPlan | None = None

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
