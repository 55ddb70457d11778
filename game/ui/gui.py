"""pygame-gui for menus and dialogs, themed to the table.

:func:`make_manager` builds a :class:`MenuManager` (a ``pygame_gui.UIManager``) whose theme is
made at run time from :mod:`game.ui.style`: felt-green buttons with a gold accent, warm white
text, and the bundled DejaVu fonts (absolute paths under :func:`game.assets.asset_root`) at
the sizes of :func:`game.ui.style.text_px` for the window height. Every element type the menus
use has its font set, so pygame-gui's own default font is never drawn. Scenes build a new
manager when the window is resized (the type scale follows the height).

Object classes for ``ObjectID(class_id=...)``:

- labels: ``@heading``, ``@body``, ``@small`` (dim help text), ``@accent`` (gold body text),
  ``@warning``;
- buttons: ``@primary`` (gold: the main action of a screen), ``@choice`` (a segment or
  toggle; gold while ``select()``-ed), ``@flat`` (looks like text: the clickable label of a
  toggle).
"""

from __future__ import annotations

from typing import Any

import i18n
import pygame
import pygame_gui

from game.assets import FONT_FILES, asset_root
from game.ui import style

FONT_NAME = "dejavu_sans"
"""The family name the theme gives the bundled DejaVu Sans."""

ELEMENT_TYPES = (
    "container",
    "button",
    "label",
    "text_entry_line",
    "text_box",
    "panel",
    "tool_tip",
    "scrolling_container",
    "vertical_scroll_bar",
    "horizontal_scroll_bar",
    "vertical_scroll_bar.button",
    "horizontal_scroll_bar.button",
)
"""Element types whose font the theme sets: all that the menus create, inner parts included."""


def _hex(rgb: tuple[int, ...], alpha: int | None = None) -> str:
    """``"#rrggbb"`` (or ``"#rrggbbaa"`` with ``alpha``) from an RGB tuple."""
    text = "#" + "".join(f"{channel:02x}" for channel in rgb[:3])
    return text if alpha is None else text + f"{alpha:02x}"


def font_block(size_px: int, bold: bool = False) -> dict[str, str]:
    """A pygame-gui theme ``font`` block for the bundled DejaVu Sans at ``size_px`` pixels."""
    root = asset_root()
    return {
        "name": FONT_NAME,
        "size": str(size_px),
        "bold": "1" if bold else "0",
        "regular_path": str(root / FONT_FILES[False]),
        "bold_path": str(root / FONT_FILES[True]),
    }


def build_theme(window_height: int) -> dict[str, Any]:
    """The theme dictionary for a window ``window_height`` pixels tall.

    Returns:
        A pygame-gui theme as a dict (the same shape as a theme JSON file).
    """
    body = style.text_px(window_height, "body")
    small = style.text_px(window_height, "small")
    heading = style.text_px(window_height, "heading")
    radius = str(max(3, round(window_height / 160)))
    border = str(max(1, round(window_height / 480)))
    text = _hex(style.TEXT)
    dim = _hex(style.TEXT_DIM)
    accent = _hex(style.ACCENT)
    dark_text = _hex(style.PANEL)
    shape = {
        "shape": "rounded_rectangle",
        "shape_corner_radius": radius,
        "border_width": border,
        "shadow_width": "0",
        "text_shadow_size": "0",
    }
    theme: dict[str, Any] = {
        "defaults": {
            "colours": {
                "normal_bg": _hex(style.BUTTON),
                "hovered_bg": _hex(style.BUTTON_HOVER),
                "disabled_bg": _hex(style.BUTTON_DISABLED),
                "selected_bg": accent,
                "active_bg": _hex(style.BUTTON_HOVER),
                "dark_bg": _hex(style.PANEL),
                "disabled_dark_bg": _hex(style.PANEL),
                "normal_text": text,
                "hovered_text": text,
                "disabled_text": _hex(style.mix(style.TEXT_DIM, style.PANEL, 0.35)),
                "selected_text": dark_text,
                "active_text": text,
                "normal_border": _hex(style.mix(style.BUTTON, style.PANEL_BORDER, 0.35)),
                "hovered_border": _hex(style.PANEL_BORDER),
                "disabled_border": _hex(style.BUTTON_DISABLED),
                "selected_border": accent,
                "active_border": accent,
                "text_cursor": text,
                "link_text": accent,
                "link_hover": text,
                "link_selected": accent,
            }
        },
    }
    for element in ELEMENT_TYPES:
        theme[element] = {"font": font_block(body)}
    theme["button"]["misc"] = dict(shape, text_horiz_alignment="center")
    theme["label"]["colours"] = {"dark_bg": _hex(style.PANEL, 0), "normal_text": text}
    theme["label"]["misc"] = {"text_shadow_size": "0", "text_horiz_alignment": "left"}
    theme["panel"]["colours"] = {"dark_bg": _hex(style.PANEL, 238), "normal_border": _hex(style.PANEL_BORDER)}
    theme["panel"]["misc"] = dict(shape, border_width=border)
    theme["text_entry_line"]["colours"] = {
        "dark_bg": _hex(style.mix(style.PANEL, (0, 0, 0), 0.25)),
        "normal_text": text,
        "selected_bg": _hex(style.BUTTON_HOVER),
        "selected_text": text,
        "normal_border": _hex(style.mix(style.BUTTON, style.PANEL_BORDER, 0.5)),
        "focused_border": accent,
        "hovered_border": accent,
    }
    theme["text_entry_line"]["misc"] = dict(shape, padding=f"{max(4, body // 3)},{max(2, body // 6)}")
    theme["scrolling_container"]["colours"] = {"dark_bg": _hex(style.PANEL, 0)}
    theme["scrolling_container"]["misc"] = {"shape": "rectangle", "border_width": "0", "shadow_width": "0"}
    for bar in ("vertical_scroll_bar", "horizontal_scroll_bar"):
        theme[bar]["colours"] = {"dark_bg": _hex(style.PANEL, 160), "normal_bg": _hex(style.BUTTON)}
        theme[bar]["misc"] = {
            "shape": "rounded_rectangle",
            "shape_corner_radius": radius,
            "border_width": "0",
            "shadow_width": "0",
            "enable_arrow_buttons": "0",
        }
        theme[f"{bar}.button"]["misc"] = {
            "shape": "rounded_rectangle",
            "shape_corner_radius": radius,
            "border_width": "0",
            "shadow_width": "0",
        }
        theme[f"{bar}.#sliding_button"] = {"misc": {"border_width": "0", "shadow_width": "0"}}
    theme["tool_tip"]["colours"] = {"dark_bg": _hex(style.PANEL), "normal_text": text}
    theme["@heading"] = {"font": font_block(heading, bold=True), "colours": {"normal_text": accent}}
    theme["@body"] = {"font": font_block(body)}
    theme["@small"] = {"font": font_block(small), "colours": {"normal_text": dim}}
    theme["@help"] = {"font": font_block(body), "colours": {"normal_text": dim}}
    theme["@accent"] = {"font": font_block(body, bold=True), "colours": {"normal_text": accent}}
    theme["@warning"] = {"font": font_block(small), "colours": {"normal_text": _hex(style.WARNING)}}
    theme["@primary"] = {
        "font": font_block(body, bold=True),
        "colours": {
            "normal_bg": _hex(style.mix(style.ACCENT, style.BUTTON, 0.15)),
            "hovered_bg": accent,
            "normal_text": dark_text,
            "hovered_text": dark_text,
            "active_text": dark_text,
            "normal_border": accent,
            "active_bg": accent,
        },
    }
    theme["@choice"] = {"font": font_block(body, bold=True), "colours": {"selected_border": _hex(style.TEXT)}}
    theme["@flat"] = {
        "font": font_block(body),
        "colours": {
            "normal_bg": _hex(style.PANEL, 0),
            "hovered_bg": _hex(style.BUTTON_HOVER, 90),
            "active_bg": _hex(style.BUTTON_HOVER, 90),
            "selected_bg": _hex(style.PANEL, 0),
            "selected_text": text,
            "normal_border": _hex(style.PANEL, 0),
            "hovered_border": _hex(style.PANEL, 0),
            "selected_border": _hex(style.PANEL, 0),
            "active_border": _hex(style.PANEL, 0),
            "disabled_bg": _hex(style.PANEL, 0),
            "disabled_border": _hex(style.PANEL, 0),
        },
        "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "0"},
    }
    return theme


class MenuManager(pygame_gui.UIManager):
    """A ``UIManager`` whose hover follows the pointer position of the mouse events it is
    given, not ``pygame.mouse.get_pos()``.

    Real mouse motion always arrives as events, so nothing changes for a player; tests that
    post ``MOUSEMOTION`` events (SDL's dummy driver has no pointer) get hover too. Clicks in
    pygame-gui already use ``event.pos``.
    """

    def __init__(self, size: tuple[int, int], theme: dict[str, Any]) -> None:
        self._pointer: tuple[int, int] = pygame.mouse.get_pos()
        super().__init__(size, theme_path=theme, enable_live_theme_updates=False)
        # pygame-gui 0.6.14 adds its translations folder to python-i18n's global search path
        # for every manager, and every label whose text has a "." lists each entry of that
        # path: with a manager per screen build, the app slowed down the longer it ran
        paths = i18n.config.get("load_path")
        paths[:] = list(dict.fromkeys(paths))

    def process_events(self, event: pygame.event.Event) -> bool:
        """Remember the pointer of mouse events, then let pygame-gui handle ``event``."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._pointer = tuple(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self._pointer = (-1, -1)
        return super().process_events(event)

    def _update_mouse_position(self) -> None:  # pygame-gui 0.6.14 hook, called by update()
        self.mouse_position = self.calculate_scaled_mouse_position(self._pointer)


class TextLabel(pygame_gui.elements.UILabel):
    """A ``UILabel`` that the pointer passes through: it never takes the hover from, or
    blocks a click on, a button drawn under it (a list row's text)."""

    def hover_point(self, hover_x: float, hover_y: float) -> bool:
        """Never hovered."""
        return False


MAX_SCALE_HEIGHT = 2160
"""The menus grow with the window up to a 4K screen's height: beyond it they keep that size
(pygame-gui takes about a second a button to draw one 6 times the size of 1280x720's)."""


def scale_height(size: tuple[int, int]) -> int:
    """The height the menus are scaled by: the window's, or less for a window narrower than
    16:9 (a menu designed for 1280x720 must fit the width too), at most
    :data:`MAX_SCALE_HEIGHT`."""
    return min(size[1], round(size[0] * 720 / 1280), MAX_SCALE_HEIGHT)


def make_manager(size: tuple[int, int]) -> MenuManager:
    """A themed UI manager for a window of ``size`` = (width, height) pixels (call after
    ``pygame.display.set_mode``); its type sizes follow :func:`scale_height`."""
    return MenuManager(size, build_theme(scale_height(size)))
