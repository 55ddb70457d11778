"""The choice panel: a presenter's :class:`~game.table.protocol.Panel` of buttons (bids, a
chooser) laid out in the layout's panel place and drawn there."""

from __future__ import annotations

import pygame

from game import assets
from game.table.layout import TableLayout
from game.table.paint import draw_button, draw_panel
from game.table.protocol import Choice, Panel
from game.ui import style
from game.ui.text import draw_text, wrap


def _heading(panel: Panel, layout: TableLayout, width: int) -> tuple[int, int, list[str]]:
    """``(title px, note px, note lines)``: the note wrapped to ``width``."""
    u = layout.unit
    small = style.text_px(u, "small")
    return style.text_px(u, "body"), small, wrap(panel.note, assets.font(small), width) if panel.note else []


def panel_buttons(panel: Panel, layout: TableLayout) -> tuple[pygame.Rect, list[tuple[Choice, pygame.Rect]]]:
    """``(area, [(choice, rect), ...])``: the panel's rect (the layout's panel place, as tall as
    its heading and buttons need) and each button's rect, row by row. Buttons shrink to fit a
    short place; a row of one button is half the panel's width."""
    zone = layout.panel
    u, gap = layout.unit, max(4, round(layout.unit * 0.012))
    title_px, note_px, note = _heading(panel, layout, zone.width - 16)
    top = zone.top + gap + round(title_px * 1.3) + round(note_px * 1.25) * len(note) + gap
    rows = len(panel.rows)
    bh = max(8, min(round(u * 0.062), (zone.bottom - top - gap * (rows + 1)) // max(1, rows)))
    out = []
    y = top + gap
    for row in panel.rows:
        cols = max(1, len(row))
        width = zone.width - 2 * gap if cols > 1 or rows > 2 else zone.width // 2
        bw = (width - gap * (cols - 1)) // cols
        x = zone.centerx - (bw * cols + gap * (cols - 1)) // 2
        out += [(choice, pygame.Rect(x + j * (bw + gap), y, bw, bh)) for j, choice in enumerate(row)]
        y += bh + gap
    area = zone.copy()
    area.height = min(zone.height, (out[-1][1].bottom if out else top) + gap - zone.top)
    return area, out


def draw_choice_panel(
    surface: pygame.Surface, panel: Panel, layout: TableLayout, hover: tuple[int, int]
) -> None:
    """``panel`` with its heading, note and buttons (disabled ones greyed, the hovered lit)."""
    area, buttons = panel_buttons(panel, layout)
    title_px, note_px, note = _heading(panel, layout, area.width - 16)
    gap = max(4, round(layout.unit * 0.012))
    draw_panel(surface, area, alpha=235)
    y = draw_text(
        surface,
        panel.title,
        title_px,
        (area.centerx, area.top + gap),
        style.ACCENT,
        bold=True,
        anchor="midtop",
        max_width=area.width - 16,
    ).bottom
    for line in note:
        y = draw_text(surface, line, note_px, (area.centerx, y), style.TEXT_DIM, anchor="midtop").bottom
    px = (
        min(style.text_px(layout.unit, "body"), max(10, round(buttons[0][1].height * 0.55)))
        if buttons
        else 12
    )
    for choice, rect in buttons:
        draw_button(
            surface, rect, choice.label, px, enabled=choice.action is not None, hover=rect.collidepoint(hover)
        )
