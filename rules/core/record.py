"""Game records: everything needed to replay a game exactly.

A record holds the format name and version, the app version, the game, the resolved variant
options, the seats, the seed and the list of actions in text form (the deal included, so a
replay never reshuffles). It is plain JSON-able data; :mod:`saves` writes it to disk.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action

RECORD_FORMAT = "cardtable-record"
RECORD_VERSION = 1
SEAT_KINDS = ("human", "ai")


class RecordError(ValueError):
    """A record that is not valid: wrong format, newer version, bad fields or actions."""


@dataclass(frozen=True)
class Seat:
    """One seat at the table.

    Attributes:
        name: the player's display name.
        kind: ``"human"`` or ``"ai"``.
        level: bot level for an AI seat (``"baseline"``, ``"random"``, ...).
    """

    name: str
    kind: str = "ai"
    level: str = "baseline"

    @property
    def is_human(self) -> bool:
        """True for a human seat."""
        return self.kind == "human"

    def to_dict(self) -> dict[str, str]:
        """JSON-able form."""
        return {"name": self.name, "kind": self.kind, "level": self.level}


@dataclass
class GameRecord:
    """A replayable game.

    Attributes:
        game: registry name.
        options: resolved option values (key -> bool/int).
        seats: one :class:`Seat` per player, in seat order.
        seed: the seed of the state's random generator.
        actions: every applied action's text form, in order.
        app_version: version of the app that wrote it.
    """

    game: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[str] = field(default_factory=list)
    app_version: str = ""

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    def to_dict(self) -> dict[str, Any]:
        """JSON-able form (format name and version first)."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "app_version": self.app_version,
            "game": self.game,
            "options": dict(self.options),
            "seats": [s.to_dict() for s in self.seats],
            "seed": self.seed,
            "actions": list(self.actions),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        """Check and build a record from :meth:`to_dict` output of this version.

        Raises:
            RecordError: for another format, a newer version, or missing/bad fields.
        """
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise RecordError("not a Card Table save or record")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("the record has no format version")
        if version > RECORD_VERSION:
            raise RecordError(
                f"made by a newer Card Table (format {version}; this one reads up to {RECORD_VERSION})"
            )
        if version < RECORD_VERSION:
            raise RecordError(f"format {version} needs migrating first (see saves.migrations)")
        try:
            seats = [
                Seat(str(s["name"]), str(s["kind"]), str(s.get("level", "baseline"))) for s in data["seats"]
            ]
            record = cls(
                game=str(data["game"]),
                options=dict(data["options"]),
                seats=seats,
                seed=int(data["seed"]),
                actions=[str(a) for a in data["actions"]],
                app_version=str(data.get("app_version", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the record is damaged ({exc.__class__.__name__}: {exc})") from None
        if any(s.kind not in SEAT_KINDS for s in seats):
            raise RecordError("the record has a seat that is neither human nor ai")
        return record

    def append(self, action: Action) -> None:
        """Add one applied action."""
        self.actions.append(str(action))
