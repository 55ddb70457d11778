"""Game variants from YAML: player counts and options with labels and help for the menu.

Each game's package has its own ``variants.yaml`` (``rules/games/<game>/variants.yaml``)::

    game: whist_like
    title: Whist Like
    summary: One line for the menu.
    players: [4]              # allowed player counts
    default_players: 4
    options:
      - key: minimum_bid
        label: Minimum bid
        help: Text shown in the menu.
        choices: [3, 4]       # or  type: bool
        default: 3
    rules:                    # what the rules engine can play: facts of the engine, not menu
      players: [4]            #   choices; the menu above is checked against them
      options:
        minimum_bid: [1, 7]   # a whole number from 1 to 7 (a choice option)
        downtown_first: bool  # a bool option

Loaded with ``yaml.safe_load`` into frozen dataclasses and checked for meaning as well as
shape: every offered player count is one the rules can play, every option the rules read is
offered (and no other), and every choice and default lies in the range the rules handle. Any
unknown key, missing key or value out of range raises :class:`ConfigError` naming the file and
the key. Texts shown in the menu are cleaned (:func:`rules.core.text.clean_text`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from .files import FileTrouble, read_bounded
from .numbers import whole
from .text import clean_text


class ConfigError(ValueError):
    """A variant file or an option value that is not valid; names the file and the key."""


@dataclass(frozen=True)
class OptionSpec:
    """One menu option.

    Attributes:
        key: option key (as in DESIGN.md, saves and ``--option KEY=VALUE``).
        label: short menu label.
        help: one or two sentences for the menu.
        kind: ``"bool"`` or ``"choice"`` (integer choices).
        choices: allowed values (``(False, True)`` for a bool).
        default: the default value.
    """

    key: str
    label: str
    help: str
    kind: str
    choices: tuple
    default: Any

    def coerce(self, value: Any, where: str = "option", strict: bool = False) -> Any:
        """Turn ``value`` (a value or its text, e.g. ``"true"``, ``"4"``) into an allowed value.

        Args:
            strict: take only a value of the option's own type (a bool, a whole number), as a
                save holds it: ``"15"`` or ``"yes"`` is refused, not turned into a value.

        Raises:
            ConfigError: if the value is not allowed; the message names ``where`` and the key.
        """
        if strict and type(value) is not (bool if self.kind == "bool" else int):
            raise ConfigError(
                f"{where}: {self.key} must be {'true or false' if self.kind == 'bool' else 'a whole number'},"
                f" not {value!r:.60}"
            )
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in ("true", "yes", "on", "1"):
                return True
            if text in ("false", "no", "off", "0"):
                return False
            raise ConfigError(f"{where}: {self.key} must be true or false, not {value!r}")
        number = None
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and value.strip().lstrip("-").isdigit() and len(value) < 20:
            number = int(value)
        if number not in self.choices:  # a fraction, a bool or any other type is refused too
            raise ConfigError(f"{where}: {self.key} must be one of {list(self.choices)}, not {value!r:.60}")
        return number


@dataclass(frozen=True)
class Variant:
    """A game's menu description: titles, player counts and option specs."""

    game: str
    title: str
    summary: str
    players: tuple[int, ...]
    default_players: int
    options: tuple[OptionSpec, ...]
    source: str

    def option(self, key: str) -> OptionSpec:
        """The spec of ``key``.

        Raises:
            ConfigError: for an unknown key.
        """
        for spec in self.options:
            if spec.key == key:
                return spec
        raise ConfigError(f"{self.source}: {self.game} has no option {key!r}")

    def defaults(self) -> dict[str, Any]:
        """Every option at its default."""
        return {spec.key: spec.default for spec in self.options}

    def resolve(self, given: Mapping[str, Any] | None = None, strict: bool = False) -> dict[str, Any]:
        """Defaults overridden by ``given`` (values or their text), checked and coerced.

        Args:
            strict: values of the options' own types only (a save's; see
                :meth:`OptionSpec.coerce`).

        Raises:
            ConfigError: for an unknown key or a value out of range.
        """
        resolved = self.defaults()
        for key, value in (given or {}).items():
            resolved[key] = self.option(key).coerce(value, self.source, strict)
        return resolved

    def check_players(self, players: int) -> int:
        """Return ``players`` if allowed.

        Raises:
            ConfigError: if this game is not played by that many.
        """
        if players not in self.players:  # (a player's words: it named the variants file)
            counts = " or ".join(str(n) for n in self.players)
            raise ConfigError(f"{self.title} is played by {counts} players, not {players}")
        return players


_TOP_KEYS = {"game", "title", "summary", "players", "default_players", "options", "rules"}
_OPTION_KEYS = {"key", "label", "help", "type", "choices", "default"}
_RULES_KEYS = {"players", "options"}
TEXT_LIMITS = {"title": 40, "summary": 400, "label": 60, "help": 800}
"""The longest text kept of each text of a variant file shown in the menu."""
MAX_PLAYERS = 8
"""The most players a variant file may name."""


def _require(mapping: Mapping, key: str, where: str) -> Any:
    if key not in mapping:
        raise ConfigError(f"{where}: missing key {key!r}")
    return mapping[key]


def _list(value: Any, where: str) -> list:
    """``value`` if it is a YAML list, else a ConfigError at ``where``."""
    if not isinstance(value, list):
        raise ConfigError(f"{where} must be a list")
    return value


def _known_mapping(data: Any, keys: frozenset | set, where: str, shape: str = "a mapping") -> None:
    """Check that ``data`` is a mapping of ``keys`` only.

    Raises:
        ConfigError: naming ``where``: not a mapping (``expected {shape}``), or the first
            unknown key in text order (YAML keys may be of mixed types).
    """
    if not isinstance(data, dict):
        raise ConfigError(f"{where}: expected {shape}")
    unknown = set(data) - keys
    if unknown:
        raise ConfigError(f"{where}: unknown key {min(unknown, key=str)!r}")


def parse_variant(data: Any, source: str) -> Variant:
    """Build a :class:`Variant` from already-parsed YAML ``data``.

    Raises:
        ConfigError: for unknown or missing keys and bad values, naming ``source``.
    """
    _known_mapping(data, _TOP_KEYS, source, "a mapping at the top")
    players = tuple(_list(_require(data, "players", source), f"{source}: players"))
    if not players or not all(whole(p, 2, MAX_PLAYERS) for p in players):
        raise ConfigError(f"{source}: players must be a list of player counts")
    default_players = data.get("default_players", players[0])
    if default_players not in players:
        raise ConfigError(f"{source}: default_players {default_players!r} is not in players")
    specs = []
    for i, raw in enumerate(_list(data.get("options") or [], f"{source}: options")):
        where = f"{source}: options[{i}]"
        _known_mapping(raw, _OPTION_KEYS, where)
        key = str(_require(raw, "key", where))
        kind = raw.get("type", "choice" if "choices" in raw else "bool")
        if kind == "bool":
            choices: tuple = (False, True)
        elif kind == "choice":
            choices = tuple(_list(_require(raw, "choices", f"{source}: {key}"), f"{source}: {key}: choices"))
            if not choices or not all(isinstance(c, int) and not isinstance(c, bool) for c in choices):
                raise ConfigError(f"{source}: {key}: choices must be whole numbers")
        else:
            raise ConfigError(f"{source}: {key}: type must be bool or choice, not {kind!r:.40}")
        spec = OptionSpec(
            key,
            clean_text(str(_require(raw, "label", f"{source}: {key}")), TEXT_LIMITS["label"]),
            clean_text(str(raw.get("help", "")), TEXT_LIMITS["help"]),
            kind,
            choices,
            None,
        )
        default = spec.coerce(_require(raw, "default", f"{source}: {key}"), f"{source} (default)")
        specs.append(OptionSpec(spec.key, spec.label, spec.help, kind, choices, default))
    keys = [s.key for s in specs]
    if len(set(keys)) != len(keys):
        raise ConfigError(f"{source}: an option key is repeated")
    _check_meaning(_require(data, "rules", source), players, specs, source)
    return Variant(
        str(_require(data, "game", source)),
        clean_text(str(_require(data, "title", source)), TEXT_LIMITS["title"]),
        clean_text(str(data.get("summary", "")), TEXT_LIMITS["summary"]),
        players,
        default_players,
        tuple(specs),
        source,
    )


def _check_meaning(rules: Any, players: tuple[int, ...], specs: list[OptionSpec], source: str) -> None:
    """Check the menu of a variant file against its ``rules`` block (what the engine can
    play): the player counts, the options the engine reads, and each option's kind and range.

    Raises:
        ConfigError: naming ``source`` and the key whose value the rules can't play.
    """
    where = f"{source}: rules"
    _known_mapping(rules, _RULES_KEYS, where)
    playable = _list(_require(rules, "players", where), f"{where}: players")
    if not all(whole(p, 2, MAX_PLAYERS) for p in playable):
        raise ConfigError(f"{where}: players must be a list of player counts")
    for count in players:
        if count not in playable:
            raise ConfigError(f"{source}: players: the rules can't be played by {count} (only by {playable})")
    reads = _require(rules, "options", where)
    if not isinstance(reads, dict):
        raise ConfigError(f"{where}: options must be a mapping of option keys")
    by_key = {spec.key: spec for spec in specs}
    for key in reads:
        if key not in by_key:
            raise ConfigError(f"{source}: options: the rules read {str(key)[:40]!r}, which is missing")
    for spec in specs:
        if spec.key not in reads:
            raise ConfigError(f"{source}: {spec.key}: the rules read no such option")
        _check_range(spec, reads[spec.key], source)


def _check_range(spec: OptionSpec, handled: Any, source: str) -> None:
    """Check ``spec`` against what the rules handle: ``"bool"``, or ``[low, high]`` whole
    numbers for a choice option (its choices and so its default within)."""
    if handled == "bool" or spec.kind == "bool":
        if not (handled == "bool" and spec.kind == "bool"):
            raise ConfigError(
                f"{source}: {spec.key}: the rules read it as {handled!r:.20}, not as {spec.kind}"
            )
        return
    if not (
        isinstance(handled, list) and len(handled) == 2 and all(whole(n, -(10**9), 10**9) for n in handled)
    ):
        raise ConfigError(f"{source}: rules: options: {spec.key} must be bool or [lowest, highest]")
    low, high = handled
    for choice in spec.choices:
        if not low <= choice <= high:
            raise ConfigError(
                f"{source}: {spec.key}: choices: {choice} is outside what the rules handle ({low} to {high})"
            )


MAX_VARIANT_BYTES = 256 * 1024
"""The largest variant file read (the biggest shipped one is a few kilobytes)."""


RULES_ROOT = Path(__file__).resolve().parent.parent
"""The ``rules`` package's folder: a shipped variant file is named by its path inside it."""


def shown_name(path: Path) -> str:
    """How an error names a variant file: a shipped one by its path in the ``rules`` package
    (``games/<game>/variants.yaml``, since every game's file is called ``variants.yaml``),
    any other by its name."""
    try:
        return path.resolve().relative_to(RULES_ROOT).as_posix()
    except ValueError:
        return path.name


def load_variant_file(path: Path) -> Variant:
    """Load and check one variant YAML file.

    Raises:
        ConfigError: for a missing, unreadable, non-regular or too large file, text that is
            not UTF-8 YAML, unknown keys or bad values; the message names the file.
    """
    try:
        text = read_bounded(path, MAX_VARIANT_BYTES).decode("utf-8-sig")
        data = yaml.safe_load(text)
    except FileTrouble as trouble:
        raise ConfigError(f"{shown_name(path)}: cannot read variant file: {trouble}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{shown_name(path)}: cannot read variant file: it is not UTF-8 text") from None
    except (yaml.YAMLError, RecursionError, ValueError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else exc.__class__.__name__
        raise ConfigError(f"{shown_name(path)}: cannot read variant file: not valid YAML ({first})") from None
    return parse_variant(data, shown_name(path))


@cache
def load_variant(path: Path, game: str) -> Variant:
    """The variant of ``game`` from its file ``path`` (cached; a game's state class reads its
    own package's ``variants.yaml``).

    Raises:
        ConfigError: see :func:`load_variant_file`; also when the file is another game's.
    """
    variant = load_variant_file(path)
    if variant.game != game:
        raise ConfigError(f"{shown_name(path)}: game is {variant.game!r}, expected {game!r}")
    return variant
