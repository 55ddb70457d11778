"""Text from outside (a typed name, a save's summary, a statistics or settings file, a variant
file, a file's name on disk) made fit to draw, once, where it enters.

A font is given only printable text: SDL's renderer refuses a NUL and a lone surrogate
(``ValueError``, ``UnicodeEncodeError``) and a string of only zero-width characters ("Text has
zero width"), and bidirectional controls can turn a line around. :func:`clean_text` keeps
letters, marks, numbers, punctuation, symbols and spaces, and nothing else.
"""

from __future__ import annotations

import os
import unicodedata
from typing import Any

DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
"""Unicode general categories never kept: controls, format characters (zero-width joiners,
bidirectional marks and isolates, the byte-order mark), surrogates, private use and unassigned
code points."""
NOT_TEXT = frozenset({"\ufffc"})
"""Characters dropped beside those categories: the object replacement character stands for
something that is not text, and the bundled font draws it with no width at all."""
MARKS_PER_LETTER = 3
"""The most combining marks kept on one character (a pile of hundreds draws a tower)."""


def clean_text(text: Any, limit: int, strip: bool = True) -> str:
    """``text`` made fit to draw: every kind of white space (tabs, line breaks) as one space,
    the characters of the :data:`DROPPED` categories and :data:`NOT_TEXT` removed, Unicode
    NFC, combining marks kept only on a character (at most :data:`MARKS_PER_LETTER` each),
    spaces at either end stripped, then cut to at most ``limit`` characters.

    Args:
        text: anything; what is not a ``str`` gives ``""``.
        limit: the most characters kept (0 or more).
        strip: strip the spaces at either end; False for a piece of text being typed (the
            whole text is cleaned again when it is used).

    Returns:
        A string that :func:`is_clean` accepts (``""`` when nothing printable was left).
    """
    if not isinstance(text, str):
        return ""
    printable = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or (unicodedata.category(ch) not in DROPPED and ch not in NOT_TEXT)
    )
    kept: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", printable):
        if unicodedata.category(ch)[0] != "M":
            marks = 0
        elif not kept or kept[-1] == " " or marks >= MARKS_PER_LETTER:
            continue
        else:
            marks += 1
        if not (ch == " " and kept and kept[-1] == " "):
            kept.append(ch)
    text = unicodedata.normalize("NFC", "".join(kept))
    return text.strip()[:limit].rstrip() if strip else text[:limit]


def file_name_text(name: str, limit: int) -> str:
    """A file's name as the player is shown it: bytes that are not UTF-8 (kept by Python as
    lone surrogates) as the replacement character, then :func:`clean_text`."""
    return clean_text(os.fsencode(name).decode("utf-8", "replace"), limit)


def is_clean(text: str) -> bool:
    """True when ``text`` is as :func:`clean_text` leaves it (with no cut)."""
    return isinstance(text, str) and clean_text(text, len(text)) == text
