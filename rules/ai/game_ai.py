"""What the shared search needs from one game, handed over once by the game's package.

The search (:mod:`rules.ai.ismcts`), the levels (:mod:`rules.ai.bots`), the hint, the
tournament and the benchmarks speak no game's words: everything game-specific reaches them
through the :class:`GameAI` in the game's :class:`~rules.games.info.GameInfo` (in the spirit
of OpenSpiel's one registration per game). A game without one can still be played by the
``random`` level only.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from rules.ai.base import Bot
from rules.ai.determinize import Builder, Determinizer
from rules.ai.rollouts import Playout, RolloutPolicy, random_policy
from rules.ai.values import Value, scores
from rules.core.actions import Action
from rules.core.events import Event


class Tally(Protocol):
    """Figures of its own that a game adds to a tournament's result (contracts by level, say),
    gathered game by game."""

    name: str
    """The key of the figures in the tournament's result."""

    def add(self, levels: Sequence[str], events: Iterable[Event]) -> None:
        """Count one game: ``levels[seat]`` is each seat's level, ``events`` all its events."""

    def figures(self, levels: Sequence[str]) -> dict[str, Any]:
        """The figures per level (for each of ``levels``), JSON-ready."""


@dataclass(frozen=True)
class GameAI:
    """One game's computer players and search settings.

    Attributes:
        baseline: makes the game's heuristic bot (level ``baseline``).
        determinizer: the game's template builder: ``builder(view) -> (template state,
            hidden places)`` (:mod:`rules.ai.determinize`).
        budgets: search iterations per decision by level, ``{"easy": n, "normal": n,
            "hard": n}`` (``hard`` also sizes the ``omniscient`` measurement bot, unless
            :attr:`omniscient_budget` is given).
        anchors: per search level, the pull of the baseline's move at the root
            (:class:`~rules.ai.ismcts.ISMCTSBot` ``anchor``; a level not named has none): a
            small search then keeps the baseline's judgement where its few playouts cannot
            tell the moves apart.
        reward_scale: the score change over one round that counts as a reward of 1
            (:func:`rules.ai.ismcts.round_reward`); negative where a lower score is better.
        policy: the playout policy (``policy(state, rng) -> action`` on a sampled full
            state); a game with :attr:`take_backs` gives one that makes none.
        take_backs: action kinds that only take back moves of the same turn (one naming a
            piece, the last move naming it; one naming none, every move of the turn): the
            search never tries them, since every outcome they lead to is reached without
            them, and the review leaves the moves they undo out.
        playout: ``playout(state, rng)`` plays a sample out to the end of its round (the next
            deal, or the end of the game) exactly as :attr:`policy` would, move for move and
            with the same draws of ``rng``, only faster (a game's own loop on its own
            representation); ``None``: the search's loop over :attr:`policy`.
        others_by_policy: the other seats move in the tree by :attr:`policy` instead of by
            the searching seat's shared statistics (:func:`rules.ai.ismcts.search`).
        value: what a playout's end is worth per seat (default: the score).
        tally: makes a :class:`Tally` of the game's own tournament figures, or ``None``.
        review_marks: the losses, in the game's points (gained on the others, as the hint
            counts them), from which the review of a hand marks a decision a slip, a mistake
            and a blunder (:mod:`rules.ai.review`); the blunder measurement counts by the same
            lines (:mod:`rules.ai.blunders`).
        situations: ``situations(view, legal) -> names`` of the game's own kinds of decision
            whose blunders are counted on their own as well (a partner's sure winner, say);
            ``None``: none.
        omniscient_budget: iterations of the ``omniscient`` measurement bot where hard's
            budget leaves it too weak to be the ceiling hard is measured against.
        solve_endgames: the levels of :data:`rules.ai.bots.ENDGAME_LEVELS` solve a round's
            last moves exactly on sampled deals (:mod:`rules.ai.endgame`); False for a game
            with secret or simultaneous moves, which an exact search would play as if seen.
        sensible: ``sensible(view, legal) -> moves``, the legal moves worth a search: a game
            leaves out moves that are never right (overtaking a partner's sure winner, say),
            so that no level makes them; never empty. ``None``: every legal move.
        same_as: ``same_as(action) -> key``, equal for moves that lead to the same outcomes
            (two cards of a number where suits do not matter), so that the hint does not name
            one as the other's rival; ``None``: every move is its own.
        set_picks: action kinds a seat makes in a run to build one choice whose order does
            not matter (pieces picked one at a time for a bid, cards discarded one at a time):
            a pick the search plans to make next in the same run is part of its move, not a
            rival to it (:func:`rules.ai.decision.planned_picks`).
    """

    baseline: Callable[[], Bot]
    determinizer: Builder
    budgets: Mapping[str, int]
    anchors: Mapping[str, float] = field(default_factory=dict)
    reward_scale: float = 6.0
    policy: RolloutPolicy = random_policy
    take_backs: frozenset[str] = frozenset()
    playout: Playout | None = None
    others_by_policy: bool = False
    value: Value = scores
    tally: Callable[[], Tally] | None = field(default=None)
    review_marks: tuple[float, float, float] = (0.5, 1.5, 3.0)
    situations: Callable[[Any, Sequence[Action]], frozenset[str]] | None = None
    sensible: Callable[[Any, Sequence[Action]], list[Action]] | None = None
    omniscient_budget: int | None = None
    solve_endgames: bool = False
    same_as: Callable[[Action], Hashable] | None = None
    set_picks: frozenset[str] = frozenset()

    def same_move(self, one: Action, other: Action) -> bool:
        """True when ``one`` and ``other`` are one move, or lead to the same outcomes by
        :attr:`same_as`."""
        return one == other or (self.same_as is not None and self.same_as(one) == self.same_as(other))

    def moves_worth_searching(self, view: Any, legal: Sequence[Action]) -> list[Action]:
        """``legal`` as :attr:`sensible` leaves it (all of it without one)."""
        return list(legal) if self.sensible is None else self.sensible(view, legal)

    def determinize(self, view: Any) -> Determinizer:
        """A :class:`~rules.ai.determinize.Determinizer` of the full states ``view`` allows.

        Raises:
            NotImplementedError: a position the game's builder does not handle.
        """
        return Determinizer(view, self.determinizer)

    def search_settings(self) -> dict[str, Any]:
        """The keyword arguments :func:`rules.ai.ismcts.search` takes from the game."""
        return {
            "scale": self.reward_scale,
            "policy": self.policy,
            "playout": self.playout,
            "take_backs": self.take_backs,
            "others_by_policy": self.others_by_policy,
            "value": self.value,
        }
