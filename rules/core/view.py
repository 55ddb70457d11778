"""What one seat may know: the base of every game's view (DESIGN.md "Hidden information leaves
the engine only through ``view(seat)``").

``state.view(seat)`` returns a frozen snapshot that bots and the table read instead of the
state. Every game's view extends :class:`View` with its own fields; the fields here are the
ones every card game at the table has, under one name each, so shared code (the table's
hands, trick and scores, the bots' helpers) reads them the same way in every game.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .state import GamePhase


@dataclass(frozen=True, kw_only=True)
class View:
    """The fields every game's view has (keyword-only, so a game's view adds its own freely).

    Attributes:
        seat: the viewing seat.
        phase: the game's ``Phase`` member (a :class:`~rules.core.state.GamePhase`).
        current_player: seat to act, ``CHANCE`` (-1) or ``TERMINAL`` (-2)
            (:mod:`rules.core.state`).
        hand: this seat's own cards, in the game's display order.
        hand_counts: cards held per seat (the others' cards are hidden; only counted).
        scores: each seat's score now, equal to ``state.scores()`` (in a partnership game
            each seat shows its side's score).
        last_trick: the last completed trick of this hand or round in play order, as
            ``(seat, card)`` pairs, or in a game with sideways cards ``(seat, card, sideways)`` triples; empty
            before the first trick is won.
        last_trick_winner: the seat that won it, or ``None`` when there is none.
    """

    seat: int
    phase: GamePhase
    current_player: int
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    scores: tuple[int, ...]
    last_trick: tuple[tuple, ...]
    last_trick_winner: int | None
