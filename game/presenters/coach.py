"""The coach's words for a game's lesson (Learn to play): a plain-text data file beside the
game's rules page, ``assets/rules/<game>.coach.txt``, that the game's presenter fills in.

The file is a list of entries, each a ``[situation]`` line followed by the coach's line for
it (one or two sentences; it may run over several lines of the file, joined by spaces).
Words in braces, ``{card}``, are filled in by the presenter; lines starting with ``#`` are
comments. The presenter picks the situation from the view and the events; the words are data,
so they are read and corrected without touching code.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from game import assets
from game.ui.text import listed

MAX_COACH_BYTES = 64 * 1024
"""The largest coach file read (a real one is a few kilobytes)."""
_HEADING = re.compile(r"^\[([a-z0-9_.]+)\]$")


class CoachError(ValueError):
    """A coach file that cannot be read as entries, or a line asked for that it lacks."""


def parse_coach(text: str, source: str = "coach file") -> dict[str, str]:
    """The entries of a coach file's ``text``: situation -> its line (lines joined by spaces).

    Raises:
        CoachError: text before the first heading, an entry named twice, or an empty entry
            (naming ``source`` and the situation).
    """
    entries: dict[str, list[str]] = {}
    current: list[str] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        heading = _HEADING.match(line)
        if heading:
            key = heading.group(1)
            if key in entries:
                raise CoachError(f"{source}: [{key}] is there twice (line {number})")
            current = entries[key] = []
        elif current is None:
            raise CoachError(f"{source}: line {number} comes before any [situation]")
        else:
            current.append(line)
    empty = [key for key, lines in entries.items() if not lines]
    if empty:
        raise CoachError(f"{source}: [{empty[0]}] has no words")
    return {key: " ".join(lines) for key, lines in entries.items()}


def fields_of(line: str) -> set[str]:
    """The names in braces that ``line`` asks to be filled in."""
    return {name for _, name, _, _ in string.Formatter().parse(line) if name}


class Coach:
    """One game's coach lines.

    Args:
        entries: situation -> line (see :func:`parse_coach`).
    """

    def __init__(self, entries: Mapping[str, str]) -> None:
        self.entries = dict(entries)

    def __contains__(self, situation: str) -> bool:
        return situation in self.entries

    def say(self, situation: str, **fields: Any) -> str:
        """The line for ``situation`` with ``fields`` filled in.

        Raises:
            CoachError: the file has no such situation, or the line asks for a field not given.
        """
        try:
            line = self.entries[situation]
        except KeyError:
            raise CoachError(f"the coach has no line for [{situation}]") from None
        missing = fields_of(line) - fields.keys()
        if missing:
            raise CoachError(f"[{situation}] needs {', '.join(sorted(missing))}")
        return line.format_map(fields)


class Voice:
    """The coach of one lesson: :meth:`Coach.say`, but a situation said before takes its
    shorter ``[<situation>.again]`` line when the file has one (a learner reads the long
    line once).

    Args:
        coach: the game's lines.
    """

    def __init__(self, coach: Coach) -> None:
        self.coach = coach
        self.said: Counter[str] = Counter()

    def say(self, situation: str, **fields: Any) -> str:
        """The line for ``situation`` (see :meth:`Coach.say`), its ``.again`` form after the
        first time.

        Raises:
            CoachError: as :meth:`Coach.say`.
        """
        again = f"{situation}.again"
        key = again if self.said[situation] and again in self.coach else situation
        self.said[situation] += 1
        return self.coach.say(key, **fields)

    def line(self, situation: str, **fields: Any) -> str:
        """The line for ``situation`` as :meth:`Coach.say` gives it, not counted (a line that
        names a situation without being said for it)."""
        return self.coach.say(situation, **fields)


class Coached:
    """A presenter with a coach: :attr:`voice`, the :class:`Voice` of its game's coach file
    (made on first use; a presenter serves one table, so one lesson). A game's coaching
    class comes first among its presenter's bases, before the protocol's silent defaults."""

    _voice: Voice | None = None

    @property
    def voice(self) -> Voice:
        """The lesson's voice (reads ``assets/rules/<game>.coach.txt`` the first time).

        Raises:
            FileNotFoundError, CoachError: the file is missing or cannot be read.
        """
        if self._voice is None:
            self._voice = Voice(coach_for(self.game))
        return self._voice


@lru_cache(maxsize=8)
def coach_for(game: str) -> Coach:
    """The coach of ``game`` from ``assets/rules/<game>.coach.txt`` (read once).

    Raises:
        FileNotFoundError: the file is missing; CoachError: it cannot be read as entries.
    """
    path = assets.asset_path(f"rules/{game}.coach.txt")
    text = path.read_bytes()[:MAX_COACH_BYTES].decode("utf-8", errors="replace")
    return Coach(parse_coach(text, path.name))


def end_lines(coach: Voice, seen: set[str], key_rules: Sequence[str], **fields: Any) -> list[str]:
    """The lines that close a lesson: the coach's ``[end]`` (with ``fields``), then ``[shown]``
    naming the key rules the hand showed (each by its ``[rule.<name>]``), then for each it did
    not its ``[missed.<name>]`` (with ``fields`` too), the rule in a sentence.

    Raises:
        CoachError: an entry missing from the game's file.
    """
    lines = [coach.line("end", **fields)]
    shown = [coach.line(f"rule.{name}") for name in key_rules if name in seen]
    if shown:
        lines.append(coach.line("shown", rules=listed(shown)))
    return lines + [coach.line(f"missed.{name}", **fields) for name in key_rules if name not in seen]
