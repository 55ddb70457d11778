"""The player's settings as the table takes them in: the pace, the pause after a trick, the
card size and the hand order (the settings screen changes them under the game menu)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table import pace
from game.table.layout import CARD_SIZES

if TYPE_CHECKING:
    from game.table.scene import TableScene


def apply(table: TableScene) -> None:
    """Take ``table``'s app settings in: the pace, the pause after a trick (held for a click
    only with a human at the table), the card size (the table is laid out again) and the hand
    order (the viewer's hand is sorted again, at once when nothing moves, else by the moves'
    last sync)."""
    settings = table.app.settings
    table.speed = table.animator.speed = pace.speed_factor(settings)
    pause = pace.trick_pause(settings)
    watched = table.humans and table.app.demo is None
    table.animator.trick_pause = pause if pause is not None or watched else pace.TRICK_PAUSE
    scale = CARD_SIZES.get(str(settings.get("card_size")), 1.0)
    if scale != table.board.card_scale:
        table.board.card_scale = scale
        table.on_resize(table.app.layout_size)
    order = str(settings.get("hand_order", "suit"))
    if order != table.presenter.hand_sort:
        table.presenter.hand_sort = order
        table.refresh(caught_up=table.animator.idle)
        if table.animator.idle:
            table.board.sync(table.snapshot.contents, pace.PLAY_MOVE * table.speed)
