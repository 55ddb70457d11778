"""Nothing on the Settings screen touches anything else: every row's label and buttons keep a
small gap from every other label and button, at the narrow, the 16:9 and the 4:3 window, in
both text sizes (issue 21 items 4 and 9: "Hold" ran into "Sort my hand (O)" at 960x1080)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from pygame_gui.elements import UIButton, UILabel

from game.scenes.settings import SettingsScene
from game.ui.style import TEXT_SIZES
from tests.game.driver import click, run_frames

GAP = 3
"""The least room between two things, in pixels."""


def drawn_extents(scene: SettingsScene) -> list[tuple[str, pygame.Rect]]:
    """``(text, rect)`` of every button (its border) and every label (its words as drawn:
    left-aligned in its rect, in its theme font)."""
    out = []
    for element in scene.manager.ui_group.sprites():
        if isinstance(element, UIButton):
            out.append((element.text, pygame.Rect(element.rect)))
        elif isinstance(element, UILabel) and element.text and element.text != scene.title:
            font = scene.manager.ui_theme.get_font(element.combined_element_ids)
            width = font.size(element.text)[0]
            assert width <= element.rect.width, ("label cut", element.text)
            out.append(
                (element.text, pygame.Rect(element.rect.x, element.rect.y, width, element.rect.height))
            )
    return out


def open_settings(app, size: tuple[int, int], text: str, text_size) -> SettingsScene:
    """The Settings screen opened from the title in a window of ``size`` with ``text`` size."""
    text_size(text)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.resized()
    run_frames(app, 1)
    click(app, app.top.buttons["settings"].rect.center, frames=3)
    assert isinstance(app.top, SettingsScene)
    return app.top


@pytest.mark.parametrize("size", [(960, 1080), (1280, 720), (1024, 768)])
@pytest.mark.parametrize("text", list(TEXT_SIZES))
def test_no_settings_label_or_button_touches_another(title_app, size, text, text_size):
    scene = open_settings(title_app, size, text, text_size)
    things = drawn_extents(scene)
    assert len([t for t, _ in things]) >= 12 * 2  # a label and buttons a row
    for (a, ra), (b, rb) in itertools.combinations(things, 2):
        assert not ra.inflate(2 * GAP, 2 * GAP).colliderect(rb), (size, text, a, ra, b, rb)
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(r) for _, r in things)
    assert all(scene.box.contains(r) for _, r in things)


@pytest.mark.parametrize("size", [(800, 450), (960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text", list(TEXT_SIZES))
def test_each_columns_buttons_start_in_line(title_app, size, text, text_size):
    """In a column, every row that keeps its buttons beside its label starts them at the same
    x (the Card backs row's started left of the others at 800x450 and 960x600, and with large
    text the rows after a long label started here and there); a row short of room for that
    takes its buttons to a line of their own under its label."""
    from game.scenes.settings import ROWS

    scene = open_settings(title_app, size, text, text_size)
    labels = {el.text: el.rect for el in scene.manager.ui_group.sprites() if isinstance(el, UILabel)}
    columns: dict[int, set[int]] = {}
    for key, label, options in ROWS:
        first, at = scene.choices[(key, options[0][0])].rect, labels[label]
        if first.top >= at.bottom:  # (wrapped: under its label, from the column's left)
            assert first.x == at.x, (size, text, label)
        else:
            columns.setdefault(at.x, set()).add(first.x)
    assert all(len(starts) == 1 for starts in columns.values()), (size, text, columns)
