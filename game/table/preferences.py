"""The player's settings as the table takes them in: the pace, the pause after a trick, the
card size, the hand order and the cards' looks (the settings screen changes them over the
table, or under the game menu)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table import looks, pace
from game.table.layout import CARD_SIZES

if TYPE_CHECKING:
    from game.table.scene import TableScene


def apply(table: TableScene) -> None:
    """Take ``table``'s app settings in: the pace, the pause after a trick (held for a click
    only with a human at the table), the card size (the table is laid out again), the card art
    and backs (:mod:`game.table.looks`: every card is drawn anew) and the hand order (the
    viewer's hand is sorted again, at once when nothing moves, else by the moves' last sync)."""
    settings = table.app.settings
    table.speed = table.animator.speed = pace.speed_factor(settings)
    pause = pace.trick_pause(settings)
    watched = table.humans and table.app.demo is None
    table.animator.trick_pause = pause if pause is not None or watched else pace.TRICK_PAUSE
    scale = CARD_SIZES.get(str(settings.get("card_size")), 1.0)
    if scale != table.board.card_scale:
        table.board.card_scale = scale
        table.on_resize(table.app.layout_size)
    presenter = table.presenter
    art = looks.deck_art(type(presenter).deck_art, settings)
    back = looks.back_style(type(presenter).back_style, settings)
    if (art, back) != (presenter.deck_art, presenter.back_style):
        presenter.deck_art, presenter.back_style = art, back
        table.board.restyle(art, back)
        table.dirty = True
    order = str(settings.get("hand_order", "suit"))
    if order != table.presenter.hand_sort:
        table.presenter.hand_sort = order
        table.refresh(caught_up=table.animator.idle)
        if table.animator.idle:
            table.board.sync(table.snapshot.contents, pace.PLAY_MOVE * table.speed)
