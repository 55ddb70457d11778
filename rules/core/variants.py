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

Loaded with ``yaml.safe_load`` into frozen dataclasses. Any unknown key, missing key or
out-of-range value raises :class:`ConfigError` naming the file and the key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from .files import FileTrouble, read_bounded


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

    def coerce(self, value: Any, where: str = "option") -> Any:
        """Turn ``value`` (a value or its text, e.g. ``"true"``, ``"4"``) into an allowed value.

        Raises:
            ConfigError: if the value is not allowed; the message names ``where`` and the key.
        """
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

    def resolve(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults overridden by ``given`` (values or their text), checked and coerced.

        Raises:
            ConfigError: for an unknown key or a value out of range.
        """
        resolved = self.defaults()
        for key, value in (given or {}).items():
            resolved[key] = self.option(key).coerce(value, self.source)
        return resolved

    def check_players(self, players: int) -> int:
        """Return ``players`` if allowed.

        Raises:
            ConfigError: if this game is not played by that many.
        """
        if players not in self.players:
            raise ConfigError(
                f"{self.source}: {self.game} is for {list(self.players)} players, not {players}"
            )
        return players


_TOP_KEYS = {"game", "title", "summary", "players", "default_players", "options"}
_OPTION_KEYS = {"key", "label", "help", "type", "choices", "default"}


def _require(mapping: Mapping, key: str, where: str) -> Any:
    if key not in mapping:
        raise ConfigError(f"{where}: missing key {key!r}")
    return mapping[key]


def _list(value: Any, where: str) -> list:
    """``value`` if it is a YAML list, else a ConfigError at ``where``."""
    if not isinstance(value, list):
        raise ConfigError(f"{where} must be a list")
    return value


def _first_unknown(keys: set) -> str:
    """The first of ``keys`` in text order (YAML keys may be of mixed types)."""
    return repr(min(keys, key=str))


def parse_variant(data: Any, source: str) -> Variant:
    """Build a :class:`Variant` from already-parsed YAML ``data``.

    Raises:
        ConfigError: for unknown or missing keys and bad values, naming ``source``.
    """
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: expected a mapping at the top")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise ConfigError(f"{source}: unknown key {_first_unknown(unknown)}")
    players = tuple(_list(_require(data, "players", source), f"{source}: players"))
    if not players or not all(isinstance(p, int) and 2 <= p <= 8 for p in players):
        raise ConfigError(f"{source}: players must be a list of player counts")
    default_players = data.get("default_players", players[0])
    if default_players not in players:
        raise ConfigError(f"{source}: default_players {default_players!r} is not in players")
    specs = []
    for i, raw in enumerate(_list(data.get("options") or [], f"{source}: options")):
        where = f"{source}: options[{i}]"
        if not isinstance(raw, dict):
            raise ConfigError(f"{where}: expected a mapping")
        unknown = set(raw) - _OPTION_KEYS
        if unknown:
            raise ConfigError(f"{where}: unknown key {_first_unknown(unknown)}")
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
            str(_require(raw, "label", f"{source}: {key}")),
            str(raw.get("help", "")),
            kind,
            choices,
            None,
        )
        default = spec.coerce(_require(raw, "default", f"{source}: {key}"), f"{source} (default)")
        specs.append(OptionSpec(spec.key, spec.label, spec.help, kind, choices, default))
    keys = [s.key for s in specs]
    if len(set(keys)) != len(keys):
        raise ConfigError(f"{source}: an option key is repeated")
    return Variant(
        str(_require(data, "game", source)),
        str(_require(data, "title", source)),
        str(data.get("summary", "")),
        players,
        default_players,
        tuple(specs),
        source,
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
