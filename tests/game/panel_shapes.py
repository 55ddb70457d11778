"""A check shared by the tests of panels that must keep their shape as a decision goes on."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from game.table.layout import CARD_SIZES, TableLayout
from game.table.panel import heading_lines, panel_buttons
from game.table.protocol import Panel, Presenter
from game.ui.style import TEXT_SIZES


def assert_one_shape(
    panels: Sequence[Panel],
    size: tuple[int, int],
    players: int,
    presenter: Presenter,
    text_size: Callable[[str], None],
    max_hand: int | None = None,
) -> None:
    """Each of ``panels`` (one decision's panels as it goes on) is laid out in the same area,
    with its buttons in the same places and its title at the same size in the same lines, at
    window ``size`` with every text and card size (``text_size``: the fixture that sets it).

    Raises:
        AssertionError: naming the text and card size where the panels differ.
    """
    for text, cards in itertools.product(TEXT_SIZES, CARD_SIZES):
        text_size(text)
        hand = max_hand or presenter.max_hand
        layout = TableLayout(size, players, presenter.zones, hand, CARD_SIZES[cards])
        shapes = set()
        for panel in panels:
            placed = panel_buttons(panel, layout)
            title_px, title, _, _ = heading_lines(panel, placed, layout)
            shapes.add((tuple(placed[0]), tuple(tuple(r) for _, r in placed[1]), title_px, tuple(title)))
        assert len(shapes) == 1, (text, cards, shapes)
