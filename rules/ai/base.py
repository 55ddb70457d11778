"""The bot interface shared by every game, and the uniform random bot.

DESIGN.md (rules/ai): ``Bot.choose(view, legal_actions, rng) -> action``. A bot sees only
``state.view(seat)`` and the legal actions; a bot that sees more than its view is a bug.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.core.actions import Action
from rules.core.state import GameState


class Bot:
    """A computer player for one game.

    Subclasses implement :meth:`_choose`; callers use :meth:`choose`, which guards the
    contract on both sides: it refuses a full game state and checks that the answer is
    one of the legal actions.
    """

    def choose(self, view: Any, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of ``legal_actions`` for the seat whose ``view`` is given.

        Args:
            view: the seat's view (``state.view(seat)``), never the state itself: a bot that
                sees more than its view is a bug (DESIGN.md, rules/ai).
            legal_actions: the legal actions of that seat now (non-empty).
            rng: the only source of randomness the bot may use.

        Returns:
            One element of ``legal_actions``.

        Raises:
            TypeError: if ``view`` is a :class:`GameState` (hidden information would leak).
            ValueError: if ``legal_actions`` is empty, or (a bot bug) the bot picked an
                action that is not legal.
        """
        if isinstance(view, GameState):
            raise TypeError("a bot gets the seat's view, never the game state")
        legal = list(legal_actions)
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        action = self._choose(view, legal, rng)
        if action not in legal:
            raise ValueError(f"{type(self).__name__} chose {action}, which is not legal now")
        return action

    def _choose(self, view: Any, legal_actions: list[Action], rng: random.Random) -> Action:
        """The bot's decision; ``legal_actions`` is non-empty. See :meth:`choose`."""
        raise NotImplementedError


class RandomBot(Bot):
    """Chooses uniformly among the legal actions (level ``"random"``, any game)."""

    def _choose(self, view: Any, legal_actions: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal_actions)
