"""Actions and events: small frozen values with a stable text form.

The text form is what saves, records, logs and tests use: an action ``"play 10H"`` is
``Action("play", ("10H",))``; ``Action.parse(str(a)) == a`` for every action.
Events are what ``state.apply`` returns so that the table can animate and word a move.
"""

from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message names the rule broken."""


@dataclass(frozen=True, slots=True)
class Action:
    """One move, by a seat or by chance.

    Attributes:
        kind: the verb, e.g. ``"deal"``, ``"bid"``, ``"pass"``, ``"trump"``, ``"discard"``,
            ``"play"``.
        args: text arguments; cards are given by their text form.
    """

    kind: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args)) if self.args else self.kind

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse the text form.

        Raises:
            ValueError: for an empty text.
        """
        parts = text.split()
        if not parts:
            raise ValueError("empty action text")
        return cls(parts[0], tuple(parts[1:]))


def as_action(action: Action | str) -> Action:
    """Accept an :class:`Action` or its text form."""
    return action if isinstance(action, Action) else Action.parse(action)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the table to show and word.

    Attributes:
        kind: e.g. ``"dealt"``, ``"bid"``, ``"play"``, ``"book_won"``, ``"hand_scored"``.
        seat: the seat it concerns, or ``None`` for the table as a whole.
        data: extra facts as ``(key, value)`` pairs of text or numbers, in a fixed order.
    """

    kind: str
    seat: int | None = None
    data: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        """Value of ``key`` in :attr:`data`, or ``default``."""
        for k, v in self.data:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        head = self.kind if self.seat is None else f"{self.kind} {self.seat}"
        return " ".join([head, *(f"{k}={v}" for k, v in self.data)])
