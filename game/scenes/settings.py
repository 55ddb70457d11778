"""The settings dialog: animation speed, the pause after a trick, card size, hand order, sound
(mute and volume), playing an only legal move, full screen, from the title or the table's menu.
A choice takes effect at once and is written to the user's settings file."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.scenes.message import MessageScene
from game.table.pace import SPEEDS
from saves.settings import DEFAULT_SETTINGS

if TYPE_CHECKING:
    from game.app import App

VOLUME_STEP = 10
"""The volume buttons' step, in per cent."""

ROWS = (
    ("animation_speed", "Animation speed", tuple((name, name.capitalize()) for name in SPEEDS)),
    (
        "trick_pause",
        "Pause after a trick",
        (("short", "Short"), ("normal", "Normal"), ("long", "Long"), ("hold", "Hold")),
    ),
    ("card_size", "Card size", (("normal", "Normal"), ("large", "Large"))),
    ("hand_order", "Sort my hand (O)", (("suit", "By suit"), ("rank", "By rank"))),
    ("sound", "Sound", ((True, "On"), (False, "Mute"))),
    ("volume", "Volume", ((-VOLUME_STEP, "-"), (None, ""), (VOLUME_STEP, "+"))),
    ("auto_play", "Play an only move", ((True, "For me"), (False, "I click it"))),
    ("fullscreen", "Full screen (F11)", ((True, "On"), (False, "Off"))),
)
"""Each row: the setting's key, its label, and its ``(value, button text)`` choices (the volume
row: steps down and up around its value, shown in place of ``None``)."""
TIPS = {"hold": "The finished trick stays until you click or press a key."}
"""Tooltips of the choices whose word is short."""


class SettingsScene(MessageScene):
    """A dialog of rows of choices over the scene below; Done (or Enter, or Escape) closes it.

    Attributes:
        choices: ``(key, value) -> button`` of every choice (the current one is drawn as the
            primary button).
    """

    def __init__(self, app: App) -> None:
        super().__init__(app, "Settings", "", ok_text="Done")
        self.choices: dict[tuple[str, object], object] = {}

    def current(self, key: str) -> object:
        """The value of ``key`` in force now (full screen is read from the window)."""
        if key == "fullscreen":
            return bool(self.app.screen.get_flags() & pygame.FULLSCREEN)
        return self.app.settings.get(key, DEFAULT_SETTINGS[key])

    def choose(self, key: str, value: object) -> None:
        """Put ``key`` to ``value`` now and keep it (a failed write only loses it); the volume
        steps by ``value``, within 0 to 100."""
        if key == "fullscreen":
            if value != self.current(key):
                self.app.toggle_fullscreen()
        elif key == "volume":
            self.app.remember(key, min(100, max(0, int(self.current(key)) + int(value))))
        else:
            self.app.remember(key, value)
        self.app.later(self.rebuild)  # (not from inside the pressed button's own event)

    def build(self) -> None:
        """The heading, a row of buttons per setting, Done."""
        w = self.size[0]
        u = self.unit
        pad, row_h, gap = round(24 * u), round(40 * u), round(10 * u)
        width = min(round(760 * u), w - round(40 * u))
        heading = round(self.px("heading") * 1.4)
        height = pad + heading + gap + len(ROWS) * (row_h + gap) + gap + row_h + pad
        x, y = self.place_box(width, height, pad)
        self.label(pygame.Rect(x, y, width - 2 * pad, heading), self.title, "heading")
        y += heading + gap
        label_w = round((width - 2 * pad) * 0.34)
        self.choices = {}
        for key, text, options in ROWS:
            self.label(pygame.Rect(x, y, label_w, row_h), text, "body")
            bw = (width - 2 * pad - label_w - gap * len(options)) // len(options)
            for i, (value, caption) in enumerate(options):
                rect = pygame.Rect(x + label_w + gap + i * (bw + gap), y, bw, row_h)
                if value is None:  # the volume between its buttons, centred
                    text = f"{self.current(key)}%"
                    rect.width = assets.font(self.px("body")).size(text)[0] + 4
                    rect.centerx = x + label_w + gap + i * (bw + gap) + bw // 2
                    self.label(rect, text, "body")
                    continue
                kind = "primary" if self.current(key) == value and key != "volume" else None
                self.choices[(key, value)] = self.button(
                    rect,
                    caption,
                    lambda k=key, v=value: self.choose(k, v),
                    kind=kind,
                    tooltip=TIPS.get(value),
                )
            y += row_h + gap
        done_w = round(170 * u)
        self.button(
            pygame.Rect(self.box.right - pad - done_w, self.box.bottom - pad - row_h, done_w, row_h),
            self.ok_text,
            self.ok,
            kind="primary",
            name="ok",
        )
