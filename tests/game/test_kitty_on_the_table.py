"""Bid Whist's kitty on the table: named while it lies there (a tester took the face-down
pile beside the trick for one of North's cards), and in sight while its taker names trumps
(the trump panel hid it)."""

from __future__ import annotations

import pygame
import pytest

import game.table.zone_words as words_module
from game.table.zone_words import draw_zone_words
from game.table.zones import STOCK
from tests.game.driver import click, legal_targets, push_table, run_until


@pytest.fixture
def said(monkeypatch) -> list:
    """``(text, rect drawn)`` of each word the zone words draw."""
    out, real = [], words_module.draw_text

    def drawn(surface, text, *a, **k):
        rect = real(surface, text, *a, **k)
        out.append((text, rect))
        return rect

    monkeypatch.setattr(words_module, "draw_text", drawn)
    return out


def test_the_kitty_is_named_over_it_while_it_lies_on_the_table(app, said):
    table = push_table(app, "bid_whist", ["You", "West", "North", "East"], humans=1, seed=5)
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    kitty = [sp.int_rect() for sp in table.board.model.get(STOCK)]
    assert len(kitty) == 6
    said.clear()  # (the table drew them at every frame)
    draw_zone_words(pygame.Surface(app.screen.get_size()), table, table.hud._landed, 12)
    (pos,) = [rect.topleft for text, rect in said if text == "Kitty"]
    over = kitty[0].unionall(kitty[1:])
    assert over.left <= pos[0] <= over.right and over.top - 20 <= pos[1] <= over.top
    # once the bidder has taken it, nothing is named there
    for _ in range(60):
        if not table.board.model.get(STOCK):
            break
        click(app, dict(legal_targets(table)).get("pass", legal_targets(table)[0][1]).center, frames=1)
        run_until(app, lambda: table.input_ready and not table.board.busy(), 40000)
    said.clear()
    draw_zone_words(pygame.Surface(app.screen.get_size()), table, table.hud._landed, 12)
    assert not table.board.model.get(STOCK) and "Kitty" not in [text for text, _ in said]


def test_the_trump_panel_keeps_clear_of_the_kitty(app):
    table = push_table(app, "bid_whist", ["You", "West", "North", "East"], humans=1, seed=3)
    for _ in range(20):
        run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
        if table.snapshot.view.phase.value == "trump":
            break
        legal = table.snapshot.legal
        table.input.click(next((a for a in legal if a.startswith("bid 7")), legal[0]))
    assert table.snapshot.view.phase.value == "trump"
    kitty = [sp.int_rect() for sp in table.board.model.get(STOCK)]
    area, buttons = table.choice_panel()
    assert len(kitty) == 6 and len(buttons) == 4 and area.collidelist(kitty) < 0


def test_with_the_history_open_the_kittys_name_keeps_off_norths_hand(app, said):
    """Beside the history the kitty lies just under North's hand, and "Kitty" over it lay on
    North's cards (a tester read it as theirs): the name goes beside the kitty there."""
    app.settings["history"] = True
    table = push_table(app, "bid_whist", ["You", "West", "North", "East"], humans=1, seed=5)
    run_until(app, lambda: table.input_ready and not table.board.busy(), 20000)
    assert table.history.open
    said.clear()
    draw_zone_words(pygame.Surface(app.screen.get_size()), table, table.hud._landed, 12)
    ((_, words),) = [s for s in said if s[0] == "Kitty"]
    layout = table.board.layout
    assert words.collidelist([layout.seat(2).hand, layout.seat(2).plate]) < 0
