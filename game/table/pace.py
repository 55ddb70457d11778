"""How fast the table moves: the standard durations and pauses, in seconds at normal speed.

Presenters pick their pauses from here (:class:`~game.table.moves.Say` holds); the
animator times card flights with the rest. Every duration is multiplied by the player's
``animation_speed`` setting (:func:`speed_factor`), except :data:`INPUT_GRACE`.
"""

from __future__ import annotations

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.5}
"""Duration factor per ``animation_speed`` setting (``"fast"`` halves every duration)."""

DEAL_STAGGER = 0.028
"""Delay between two cards of the deal."""
DEAL_MOVE = 0.32
"""One dealt card's flight from the deck to a hand."""
GATHER_MOVE = 0.3
"""The last deal's cards sliding back to the deck before the next deal."""
PLAY_MOVE = 0.34
"""A card from a hand to the table, a piece to its place, or a hand re-fanning."""
COLLECT_MOVE = 0.42
"""A finished trick sliding to the winner's pile."""
FLIP = 0.16
"""A card turning over in place."""
THINK = 0.5
"""Minimum time a computer seat appears to think before its move shows."""

TRICK_PAUSE = 0.9
"""How long a finished trick stays on the table so a person can see who won it (the
``trick_pause`` setting changes it, see :func:`trick_pause`)."""
TRICK_PAUSES: dict[str, float | None] = {"short": 0.45, "normal": TRICK_PAUSE, "long": 2.0, "hold": None}
"""The pause after a finished trick per ``trick_pause`` setting; ``None``: the trick stays
until the player clicks or presses a key."""
SHOW_PAUSE = 1.4
"""How long cards turned up for everyone (cards shown to all, revealed bids) stay in view."""
WORD_PAUSE = 0.25
"""A short beat after a bid or a pass so its words can be read."""

CLAIM_HURRY = 0.35
"""A claim's play-out moves at this share of the usual durations and pauses: who wins each
trick is settled, the moves only show where the cards go."""

INPUT_GRACE = 0.35
"""After the table comes back on top (the curtain lifted, an overlay closed) or the human's
input is newly offered, clicks are ignored for this long (not scaled by the speed setting):
the second click of a double-click on the curtain must not act on the hand below it."""


def trick_pause(settings: dict) -> float | None:
    """Seconds a finished trick stays at normal speed for ``settings["trick_pause"]`` (unknown
    names count as normal), or ``None`` to hold it until the player clicks."""
    return TRICK_PAUSES.get(str(settings.get("trick_pause", "normal")), TRICK_PAUSE)


def speed_factor(settings: dict) -> float:
    """Duration factor for ``settings["animation_speed"]`` (unknown names count as normal)."""
    return SPEEDS.get(str(settings.get("animation_speed", "normal")), 1.0)
