"""The option list of the New game screen: every option of the game's YAML variant with its
label and help, in two columns that scroll when the window is too short (a mixin of
:class:`~game.scenes.new_game.NewGameScene`, which holds the options and the variant)."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game import assets
from rules.core.variants import OptionSpec

CHECK = "\u2713"
"""The tick shown in an option's box while it is on."""
OPTION_GAP = 8
"""Pixels between one option's help text and the next option, at 720 px of height (scaled)."""
HELP = "help"
"""The type role of an option's help: the body size, in the secondary colour (it is read to
choose; a smaller line was hard to read)."""


def _mark(button: pygame_gui.elements.UIButton, on: bool) -> None:
    """Show ``button`` selected (gold) or not."""
    if on:
        button.select()
    else:
        button.unselect()


class OptionList:
    """Builds and shows the option widgets of a menu scene with ``variant``, ``options``
    (key -> value) and ``set_option(key, value)``.

    Attributes:
        option_widgets: key -> the tick box (a bool option) or value -> button (a choice).
        option_labels: key -> the widget that shows the option's label.
    """

    option_widgets: dict[str, Any]
    option_labels: dict[str, Any]

    def build_options(self, area: pygame.Rect) -> None:
        """Every option of the variant with its label and help, in two columns in ``area``
        (a scroll container, so a short window scrolls instead of cutting options off)."""
        u = self.unit
        section = round(self.px("body") * 1.5)
        self.label(pygame.Rect(area.x, area.y, area.width, section), "Options", "accent")
        box = pygame.Rect(
            area.x, area.y + section + round(2 * u), area.width, area.height - section - round(2 * u)
        )
        scroller = self.scroller(box)
        container = scroller.get_container()
        gutter = round(30 * u)
        bar = round(26 * u)
        col_w = (box.width - gutter - bar - round(12 * u)) // 2  # (the help clear of the bar)
        specs = self.variant.options
        heights = [self._option_height(spec, col_w) for spec in specs]
        half = sum(heights) / 2
        self.option_widgets, self.option_labels = {}, {}
        column, y, used = 0, 0, 0
        bottoms = [0, 0]
        for spec, height in zip(specs, heights):
            if column == 0 and used > 0 and used + height / 2 > half:
                column, y = 1, 0
            self._build_option(spec, pygame.Rect(column * (col_w + gutter), y, col_w, height), container)
            y += height
            used += height
            bottoms[column] = y
        if not specs:
            self.label(
                pygame.Rect(0, 0, 2 * col_w + gutter, section),
                "This game has no options.",
                "small",
                container,
            )
        # (2 px to spare: the scroll bar's whole-pixel slider stopped a pixel short of the end,
        # the last help's lowest row under the edge)
        tall = max(bottoms) - round(OPTION_GAP * u) + 2
        scroller.set_scrollable_area_dimensions((box.width - bar, tall))
        if tall > box.height:  # (say so: the list's last lines are cut off at its edge)
            x = area.x + assets.font(self.px("body"), True).size("Options")[0] + round(12 * u)
            self.label(pygame.Rect(x, area.y, area.right - x, section), "scroll for more", "small")

    def _row_height(self) -> int:
        return round(32 * self.unit)

    def _option_height(self, spec: OptionSpec, width: int) -> int:
        return (
            self._row_height()
            + round(2 * self.unit)
            + self.paragraph_height(width, spec.help, HELP)
            + round(OPTION_GAP * self.unit)
        )

    def _build_option(self, spec: OptionSpec, rect: pygame.Rect, container) -> None:
        u = self.unit
        row = self._row_height()
        gap = round(8 * u)
        if spec.kind == "bool":
            box = self.button(
                pygame.Rect(rect.x, rect.y, row, row),
                "",
                (lambda k=spec.key: self._flip(k)),
                kind="choice",
                container=container,
            )
            self.option_widgets[spec.key] = box
            self.option_labels[spec.key] = self.button(
                pygame.Rect(rect.x + row + gap, rect.y, rect.width - row - gap, row),
                spec.label,
                (lambda k=spec.key: self._flip(k)),
                kind="flat",
                container=container,
                part_of=box,  # (Tab stops at its box)
            )
        else:
            seg = round(52 * u)
            buttons = {}
            for i, value in enumerate(spec.choices):
                bx = rect.right - (len(spec.choices) - i) * (seg + gap) + gap
                buttons[value] = self.button(
                    pygame.Rect(bx, rect.y, seg, row),
                    str(value),
                    (lambda k=spec.key, v=value: self.set_option(k, v)),
                    kind="choice",
                    container=container,
                )
            self.option_widgets[spec.key] = buttons
            self.option_labels[spec.key] = self.label(
                pygame.Rect(rect.x, rect.y, rect.width - len(spec.choices) * (seg + gap), row),
                spec.label,
                "body",
                container,
            )
        self.paragraph(rect.x, rect.y + row + round(2 * u), rect.width, spec.help, HELP, container)
        widget = self.option_widgets[spec.key]
        help_px = round(2 * u) + self.paragraph_height(rect.width, spec.help, HELP)
        for stop in widget.values() if isinstance(widget, dict) else [widget]:
            self.show_below(stop, help_px)  # (the focus on an option scrolls its help into view)
        self._show_option(spec)

    def _flip(self, key: str) -> None:
        self.set_option(key, not self.options[key])

    def _show_option(self, spec: OptionSpec) -> None:
        widget = self.option_widgets.get(spec.key)
        value = self.options[spec.key]
        if spec.kind == "bool" and widget is not None:
            widget.set_text(CHECK if value else "")
            _mark(widget, value)
        elif widget is not None:
            for choice, button in widget.items():
                _mark(button, choice == value)
