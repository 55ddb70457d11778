"""Whole numbers from a command line, checked once where they enter (``argparse`` types).

A seed is what a save may hold; a count is from 1 to a stated most, so that a slip of the
keyboard is refused at once instead of running for days. Each type raises
``argparse.ArgumentTypeError`` with a one-line reason, which ``argparse`` reports as a usage
error.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn

from rules.core.record import MAX_SEED

MAX_GAMES = 1_000_000
"""The most games one command plays (a million random games take hours; more is a slip)."""

MAX_ROUNDS = 1_000
"""The most rounds (hands) ``--rounds`` keeps of each game: more than any variant plays."""

MAX_PLAYERS = 8
"""More seats than any game has: a larger count is refused here, a smaller wrong one by the
game's variants."""

MAX_DEPTH = 1_000
"""The most times hard's budget a blunder reference searches with."""

MAX_REPEATS = 100
"""The most times a benchmark repeats its timing."""

MAX_POSITIONS = 100_000
"""The most positions a measurement command times or judges (each costs up to seconds)."""


class OneLineParser(argparse.ArgumentParser):
    """``argparse`` that reports a bad command line in one line on stderr (``prog: message``)
    and exits 2, without the usage block (helper-77 read four lines of usage over the error of
    a benchmark; ``python -m rules`` says one line too)."""

    def error(self, message: str) -> NoReturn:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}\n")


def _whole(text: str, least: int, most: int, what: str) -> int:
    """``text`` as a whole number from ``least`` to ``most``; else ArgumentTypeError naming ``what``."""
    try:
        value = int(text) if len(text) <= 40 else None
    except ValueError:
        value = None
    if value is None or not least <= value <= most:
        raise argparse.ArgumentTypeError(
            f"{what} must be a whole number from {least} to {most}, not {text[:40]!r}"
        )
    return value


def seed_argument(text: str) -> int:
    """An ``argparse`` type: the seed ``text`` names, if the app takes it (a whole number from 0
    to :data:`~rules.core.record.MAX_SEED`, as a save's seed must be).

    Raises:
        argparse.ArgumentTypeError: for anything else.
    """
    return _whole(text, 0, MAX_SEED, "seed")


def count_argument(most: int) -> Callable[[str], int]:
    """An ``argparse`` type for a count: a whole number from 1 to ``most``.

    The returned function raises ``argparse.ArgumentTypeError`` for anything else (a word, 0,
    a negative number, more than ``most``).
    """

    def count(text: str) -> int:
        return _whole(text, 1, most, "the count")

    return count
