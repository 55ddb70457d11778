"""Whole numbers from files the app did not write itself (saves, records, settings,
statistics): decoded without converting a number of any length, and checked by range once,
where they enter.

Python refuses to convert a decimal integer of more than 4,300 digits (``ValueError`` from
``json.loads`` itself), and a huge total overflows a float when divided. So :func:`loads` keeps
an integer of more than :data:`MAX_DIGITS` digits as a :class:`TooLong` (no count the app
keeps comes near it) and every reader checks its integers with :func:`whole`.
"""

from __future__ import annotations

import json
from typing import Any

MAX_DIGITS = 40
"""The most digits an integer in a file is converted with (2**63 has 19)."""


class TooLong:
    """Stands for an integer written with more than :data:`MAX_DIGITS` digits: it is not an
    ``int``, so every type or range check refuses it.

    Attributes:
        digits: how many characters the number was written with (its sign included).
    """

    __slots__ = ("digits",)

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<a whole number of {self.digits} digits>"


def parse_int(text: str) -> int | TooLong:
    """``int(text)`` for a JSON integer literal of at most :data:`MAX_DIGITS` characters,
    else a :class:`TooLong` (never converted)."""
    return int(text) if len(text) <= MAX_DIGITS else TooLong(len(text))


def loads(text: str) -> Any:
    """The JSON value of ``text``, with integers as :func:`parse_int` makes them (a
    ``NaN``, an ``Infinity`` or ``1e999`` is a float, which no whole-number check takes).

    Raises:
        json.JSONDecodeError: text that is not JSON.
        RecursionError: nesting too deep for the decoder.
    """
    return json.loads(text, parse_int=parse_int)


def whole(value: Any, low: int, high: int) -> bool:
    """True when ``value`` is an ``int`` (not a bool, not a :class:`TooLong`) from ``low`` to
    ``high`` inclusive."""
    return type(value) is int and low <= value <= high
