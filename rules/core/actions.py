"""Actions: small frozen values with a stable text form, and the error for an illegal one.

The text form is what saves, records, logs and tests use: an action ``"play 10H"`` is
``Action("play", ("10H",))``; ``Action.parse(str(a)) == a`` for every action. What an action
causes is told by events (:mod:`rules.core.events`).
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
    """Accept an :class:`Action` or its text form.

    Raises:
        IllegalAction: for anything else (``None``, a number, bytes, an empty text, an
            :class:`Action` whose parts are not texts): it cannot be a move.
    """
    if isinstance(action, Action):
        if isinstance(action.kind, str) and action.kind and all(isinstance(arg, str) for arg in action.args):
            return action
    elif isinstance(action, str) and action.split():
        return Action.parse(action)
    raise IllegalAction(f"{action!r} is not a move: a move is an action or its text, e.g. 'play 10H'")
