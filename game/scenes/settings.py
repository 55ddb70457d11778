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
    ("card_back", "Card backs", (("game", "Per game"), ("navy", "Navy"), ("burgundy", "Burgundy"))),
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
    (
        "trick_pause",
        "hold",
    ): "The finished trick (or the bids turned up) stays until you click or press a key.",
    ("four_colour", True): "Spades black, hearts red, diamonds blue, clubs green. (The Spanish, Can't Win"
    " and Bid Coin decks already give each suit a colour of its own.)",
    ("card_back", "game"): "Per game: each game's own back (blue or red for the French deck; green, purple or"
    " amber for the others).",
}
"""Tooltips of the choices whose word is short, by ``(key, value)``."""
NO_SOUND_DEVICE = "No sound device was found when Card Table started, so no sound plays."
"""The sound choices' tooltip on a machine without a sound device."""
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

    @staticmethod
    def tip(key: str, value: object) -> str | None:
        """The tooltip of a choice (:data:`TIPS`); the sound's say so when there is no sound
        device to play on (helper-36 saw "Sound: On" on a machine without one)."""
        if key in ("sound", "volume") and not pygame.mixer.get_init():
            return NO_SOUND_DEVICE
        return TIPS.get((key, value))

    def build(self) -> None:
        """The heading, a row of buttons per setting, Done. Many rows are laid in two columns,
        unless a row's buttons would not fit beside its label there and one column fits the
        window's height; a row still short of room takes its buttons to a line of their own
        under its label."""
        w, h = self.size
        u = self.unit
        pad, row_h, gap = round(24 * u), round(40 * u), round(10 * u)
        heading = round(self.px("heading") * 1.4)
        most = w - round(40 * u)
        between = round(24 * u)  # between the columns
        columns, width = 1, min(round(760 * u), most)
        if len(ROWS) > COLUMNS_FROM:
            columns, width = 2, min(round(1220 * u), most)
            plan = self._plan((width - 2 * pad - between) // 2, 2)
            if any(wrapped for _, wrapped in plan):
                one = min(most, max(round(760 * u), max(self._row_need(row) for row in ROWS) + 2 * pad))
                one_plan = self._plan(one - 2 * pad, 1)
                rows_h = sum(self._row_height(wrapped) for _, wrapped in one_plan) + gap * len(ROWS)
                if pad + heading + gap + rows_h + gap + row_h + pad <= h:
                    columns, width = 1, one
        per_column = -(-len(ROWS) // columns)
        column_w = (width - 2 * pad - between * (columns - 1)) // columns
        plan = self._plan(column_w, columns)
        heights = [
            sum(self._row_height(wrapped) + gap for _, wrapped in plan[c * per_column : (c + 1) * per_column])
            for c in range(columns)
        ]
        height = pad + heading + gap + max(heights) + gap + row_h + pad
        x, y = self.place_box(width, height, pad)
        self.label(pygame.Rect(x, y, width - 2 * pad, heading), self.title, "heading")
        top = y + heading + gap
        font, step = assets.font(self.px("body")), round(6 * u)  # (buttons closer than rows)
        self.choices = {}
        y = top
        for n, ((key, text, options), (label_w, wrapped)) in enumerate(zip(ROWS, plan)):
            if n % per_column == 0:
                y = top
            cx = x + (n // per_column) * (column_w + between)
            self.label(pygame.Rect(cx, y, label_w, row_h), text, "body")
            bx, by = (cx, y + row_h + step) if wrapped else (cx + label_w + step, y)
            room = cx + column_w - bx
            for (value, caption), bw in zip(options, self._widths(options, room, step)):
                rect = pygame.Rect(bx, by, bw, row_h)
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
                    tooltip=self.tip(key, value),
                )
            y += self._row_height(wrapped) + gap
        done_w = round(170 * u)
        self.button(
            pygame.Rect(self.box.right - pad - done_w, self.box.bottom - pad - row_h, done_w, row_h),
            self.ok_text,
            self.ok,
            kind="primary",
            name="ok",
        )

    def _row_height(self, wrapped: bool) -> int:
        """A row's height in pixels: one line, or two when its buttons go under its label."""
        row_h = round(40 * self.unit)
        return 2 * row_h + round(6 * self.unit) if wrapped else row_h

    def _label_width(self, text: str) -> int:
        """``text``'s width in the body type with the room after a label."""
        return assets.font(self.px("body")).size(text)[0] + round(14 * self.unit)

    def _row_need(self, row: tuple) -> int:
        """The width a row takes on one line: its label, then its buttons at full margins."""
        _, text, options = row
        step = round(6 * self.unit)
        return self._label_width(text) + step * len(options) + sum(self._needs(options))

    def _plan(self, column_w: int, columns: int) -> list[tuple[int, bool]]:
        """Each row's ``(label width, wrapped)`` in columns ``column_w`` pixels wide. The rows
        of a column that keep their buttons beside their label start them at one line: the
        labels share one width, the one that wraps fewest rows (then the widest such); a row
        whose label is wider than that, or whose buttons do not fit beside it even at narrow
        margins, is wrapped (its label whole, its buttons on a line of their own)."""
        per_column = -(-len(ROWS) // columns)
        step = round(6 * self.unit)
        out: list[tuple[int, bool]] = []
        for first in range(0, len(ROWS), per_column):
            rows = ROWS[first : first + per_column]
            fits = [(self._label_width(text), self._least(options, step) + step) for _, text, options in rows]
            common = min({w for w, _ in fits}, key=lambda c: (sum(_wrapped(fits, c, column_w)), -c))
            out += [
                (w if wraps else common, wraps)
                for (w, _), wraps in zip(fits, _wrapped(fits, common, column_w))
            ]
        return out

    def _least(self, options: tuple, step: int) -> int:
        """The least width the buttons of ``options`` fit in, ``step`` apart, their margins
        given up as far as :meth:`_widths` gives them."""
        cut = round(20 * self.unit) - 8
        return sum(self._needs(options)) - cut * len(options) + step * (len(options) - 1)

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


def _wrapped(fits: list[tuple[int, int]], common: int, column_w: int) -> list[bool]:
    """Which rows of a column wrap with labels ``common`` pixels wide in ``column_w``: each
    row's ``(label width, least width of its buttons)`` in ``fits``; a row wraps when its
    label is wider, or its buttons do not fit in the rest."""
    return [label > common or buttons > column_w - common for label, buttons in fits]
