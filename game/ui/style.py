"""One visual style for every screen: the palette and type scale.

Sizes scale with the window height so the table reads the same at 1280x720 and 2560x1440.
Colours are RGB tuples.
"""

from __future__ import annotations

FELT = (22, 92, 62)
"""Table felt, centre."""
FELT_EDGE = (12, 58, 40)
"""Table felt, vignette edge."""
PANEL = (14, 40, 30)
"""Background of panels and dialogs laid on the felt."""
PANEL_BORDER = (196, 164, 92)
"""Thin gold border of panels and the highlight of the active seat."""
TEXT = (242, 236, 220)
"""Main text (warm white)."""
TEXT_DIM = (170, 186, 172)
"""Secondary text: help lines, labels."""
ACCENT = (236, 196, 96)
"""Gold accent: whose turn, the contract, primary buttons."""
BUTTON = (38, 92, 70)
BUTTON_HOVER = (52, 120, 92)
BUTTON_DISABLED = (40, 58, 50)
WARNING = (232, 110, 90)
"""Errors and "set" results."""
FELTS = {
    "green": (FELT, FELT_EDGE),
    "blue": ((24, 66, 104), (12, 36, 62)),
    "burgundy": ((104, 32, 44), (58, 16, 24)),
}
"""The table cloths (the *Felt* setting) -> (centre, vignette edge)."""
HINT = (126, 196, 255)
"""The hint's outline: light blue, apart from the gold of a picked or playable card."""
GOOD = (132, 214, 140)
""""Made it" results."""
SHADOW = (0, 0, 0, 90)
"""Soft drop shadow under cards and panels (RGBA)."""


def mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> tuple[int, int, int]:
    """The colour ``t`` of the way from ``a`` to ``b`` (0..1)."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


TEXT_SIZES = {"normal": 1.0, "large": 1.2}
"""The *Text size* setting: a factor on every role's type."""
_text_size = 1.0  # the factor in force (set from the settings at start, then by the settings dialog)


def set_text_size(name: str) -> None:
    """Make ``name`` (a key of :data:`TEXT_SIZES`; an unknown one is ``"normal"``) the text
    size of every screen from now on; screens lay themselves out again on their next resize."""
    global _text_size
    _text_size = TEXT_SIZES.get(name, 1.0)


def text_scale() -> float:
    """The factor of the text size in force (1.0 normal; larger with large text), for the
    places sized to hold text (the table's panels and lines)."""
    return _text_size


def text_px(window_height: int, role: str = "body") -> int:
    """Font pixel size for ``role`` at a window ``window_height`` pixels tall, at the text size
    in force (:func:`set_text_size`).

    Roles: ``"title"``, ``"heading"``, ``"body"``, ``"small"``. At 720 px: 56, 28, 20, 16
    (67, 34, 24, 19 large).
    """
    scale = {"title": 0.078, "heading": 0.039, "body": 0.028, "small": 0.022}[role]
    return max(12, round(window_height * scale * _text_size))


def floor_px(window_height: int) -> int:
    """The least size text that must be read (help, rules strips, the log) may shrink to where
    room is short: four fifths of the small role's at the text size in force, never under 12
    px, so large text stays larger than normal text however tight the room."""
    return max(12, round(text_px(window_height, "small") * 0.8))


def column_gap(px: int) -> int:
    """Pixels between columns of text ``px`` tall (the review's list): a full type size, so
    headings side by side read apart (helper-36 read "Points lost Mark" as one)."""
    return max(10, px)
