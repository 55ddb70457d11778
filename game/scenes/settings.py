"""The settings dialog: animation speed, the pause after a trick, card size, text size, the
four-colour deck, card backs, felt, hand order, sound (mute and volume), playing an only legal
move, full screen, from the title or the table's menu. A choice takes effect at once, on every
screen, and is written to the user's settings file."""

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
    ("text_size", "Text size", (("normal", "Normal"), ("large", "Large"))),
    ("four_colour", "Four-colour deck", ((False, "Off"), (True, "On"))),
    ("card_back", "Card backs", (("game", "Game's own"), ("navy", "Navy"), ("burgundy", "Burgundy"))),
    ("felt", "Felt", (("green", "Green"), ("blue", "Blue"), ("burgundy", "Burgundy"))),
    ("hand_order", "Sort my hand (O)", (("suit", "By suit"), ("rank", "By rank"))),
    ("sound", "Sound", ((True, "On"), (False, "Mute"))),
    ("volume", "Volume", ((-VOLUME_STEP, "-"), (None, ""), (VOLUME_STEP, "+"))),
    ("auto_play", "Play an only move", ((True, "For me"), (False, "I click it"))),
    ("fullscreen", "Full screen (F11)", ((True, "On"), (False, "Off"))),
)
"""Each row: the setting's key, its label, and its ``(value, button text)`` choices (the volume
row: steps down and up around its value, shown in place of ``None``)."""
TIPS = {
    ("trick_pause", "hold"): "The finished trick stays until you click or press a key.",
    ("four_colour", True): "Spades black, hearts red, diamonds blue, clubs green. (The Spanish, Can't Win"
    " and Bid Coin decks already give each suit a colour of its own.)",
    ("card_back", "game"): "Each game's own back: blue or red for the French deck, green, purple or amber"
    " for the others.",
}
"""Tooltips of the choices whose word is short, by ``(key, value)``."""
COLUMNS_FROM = 9
"""With more rows than this the rows are laid in two columns (a 16:9 window is too short)."""


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
        self.app.later(self.app.settings_changed)  # (not from inside the pressed button's own event)

    def build(self) -> None:
        """The heading, a row of buttons per setting (in two columns when they are many),
        Done."""
        w = self.size[0]
        u = self.unit
        pad, row_h, gap = round(24 * u), round(40 * u), round(10 * u)
        columns = 2 if len(ROWS) > COLUMNS_FROM else 1
        per_column = -(-len(ROWS) // columns)
        width = min(round((760 if columns == 1 else 1220) * u), w - round(40 * u))
        heading = round(self.px("heading") * 1.4)
        height = pad + heading + gap + per_column * (row_h + gap) + gap + row_h + pad
        x, y = self.place_box(width, height, pad)
        self.label(pygame.Rect(x, y, width - 2 * pad, heading), self.title, "heading")
        top = y + heading + gap
        between = round(24 * u)  # between the columns
        column_w = (width - 2 * pad - between * (columns - 1)) // columns
        font, step = assets.font(self.px("body")), round(6 * u)  # (buttons closer than rows)
        self.choices = {}
        for n, (key, text, options) in enumerate(ROWS):
            first = n - n % per_column  # the labels of a column share its widest one's width
            label_w = max(font.size(label)[0] for _, label, _ in ROWS[first : first + per_column])
            label_w = min(label_w + round(14 * u), column_w * 2 // 5)
            if sum(self._needs(options)) + step * len(options) > column_w - label_w:
                label_w = font.size(text)[0] + round(14 * u)  # (its buttons need the room)
            cx = x + (n // per_column) * (column_w + between)
            y = top + (n % per_column) * (row_h + gap)
            self.label(pygame.Rect(cx, y, label_w, row_h), text, "body")
            bx = cx + label_w + step
            for (value, caption), bw in zip(options, self._widths(options, column_w - label_w - step, step)):
                rect = pygame.Rect(bx, y, bw, row_h)
                bx += bw + step
                if value is None:  # the volume between its buttons, centred
                    text = f"{self.current(key)}%"
                    rect.width = font.size(text)[0] + 4
                    rect.centerx = bx - step - bw // 2
                    self.label(rect, text, "body")
                    continue
                kind = "primary" if self.current(key) == value and key != "volume" else None
                self.choices[(key, value)] = self.button(
                    rect,
                    caption,
                    lambda k=key, v=value: self.choose(k, v),
                    kind=kind,
                    tooltip=TIPS.get((key, value)),
                )
        done_w = round(170 * u)
        self.button(
            pygame.Rect(self.box.right - pad - done_w, self.box.bottom - pad - row_h, done_w, row_h),
            self.ok_text,
            self.ok,
            kind="primary",
            name="ok",
        )

    def _needs(self, options: tuple) -> list[int]:
        """Each button's least width: its caption in bold (the chosen one's type) and a margin."""
        bold = assets.font(self.px("body"), True)
        return [bold.size(caption)[0] + round(20 * self.unit) for _, caption in options]

    def _widths(self, options: tuple, room: int, step: int) -> list[int]:
        """The buttons' widths in ``room`` pixels (``step`` apart): each its caption's width in
        bold (the chosen one's type) and the room left shared alike, so no caption is cut (where
        room is short, their margins shrink first)."""
        need = self._needs(options)
        spare = room - step * (len(options) - 1) - sum(need)
        if spare < 0:  # short of room: the margins give it, down to a few pixels each side
            cut = min(-spare // len(options) + 1, round(20 * self.unit) - 8)
            return [w - cut for w in need]
        return [w + spare // len(options) for w in need]
