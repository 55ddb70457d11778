"""The review of a hand shows every word of every cell (issue 21 items 4 and 9): at 960x1080,
1280x720 and a large window, in normal and large text, a row's cells wrap onto more lines
rather than end in "...", rows never overlap, and every row can be scrolled into view."""

from __future__ import annotations

import itertools
import random

import pygame

import game.table.review_screen as review_screen
import game.ui.text as text_module
from game.table.overlays import HandSummaryOverlay
from game.table.review_screen import ReviewOverlay
from game.ui.style import TEXT_SIZES
from tests.game.driver import click, legal_targets, press, push_table, run_frames, run_until, step

SMALL = 30
"""Iterations per review step (the machinery, not the strength)."""


def reviewed_bid_whist_hand(app, seed: int = 7) -> tuple[object, ReviewOverlay]:
    """A Bid Whist hand (its words are the longest) played by clicks, its review opened from
    its summary and worked out to the end."""
    table = push_table(app, "bid_whist", ["Gavin", "West", "North", "East"], seed=seed)
    table.reviewer.iterations = SMALL
    rng = random.Random(seed)
    for _ in range(80000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            break
        if app.top is table and table.input_ready:
            targets = legal_targets(table)
            if targets:
                click(app, rng.choice(targets)[1].center, frames=1)
    summary = app.top
    assert isinstance(summary, HandSummaryOverlay)
    click(app, dict(summary.targets())["review"].center, frames=3)
    review = app.top
    assert isinstance(review, ReviewOverlay)
    hand = table.reviewer.hands[review.hand]
    run_until(app, lambda: hand.done == len(hand.decisions), 40000)
    return table, review


def drawn(app, review, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """``(text, rect)`` of every piece of text the review draws in one frame: the text as
    rendered (after any cut to a width), where it was put."""
    calls, rendered = [], []
    real_draw, real_label = review_screen.draw_text, text_module.label

    def label(text, *args, **kwargs):
        rendered.append(text)
        return real_label(text, *args, **kwargs)

    def draw_text(*args, **kwargs):
        rect = real_draw(*args, **kwargs)
        calls.append((rendered[-1], rect))
        return rect

    monkeypatch.setattr(text_module, "label", label)
    monkeypatch.setattr(review_screen, "draw_text", draw_text)
    review.dirty = True
    assert app.draw()
    monkeypatch.setattr(review_screen, "draw_text", real_draw)
    monkeypatch.setattr(text_module, "label", real_label)
    return calls


def test_the_review_wraps_its_cells_and_cuts_no_word(app, monkeypatch, text_size):
    table, review = reviewed_bid_whist_hand(app)
    rows = review.rows()
    assert len(rows) >= 5 and all(cells[3] != "\u2026" for cells, _ in rows)
    wrapped = set()
    for size, text in itertools.product([(960, 1080), (1280, 720), (2560, 1440)], TEXT_SIZES):
        text_size(text)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.resized()
        run_frames(app, 2)
        review.pick(0)
        seen = set()
        while True:
            calls = drawn(app, review, monkeypatch)
            panel = review.panel_rect()
            assert all(panel.contains(rect) for _, rect in calls), (size, text)
            assert not any("\u2026" in t for t, _ in calls), (size, text)  # nothing cut
            heading_words = [w for c in review.headings() for w in c.split()]
            rects = review.row_rects()
            assert rects and rects[0][1].top >= max(r.bottom for t, r in calls if t in heading_words)
            for (_, a), (_, b) in itertools.pairwise(rects):
                assert a.bottom <= b.top, (size, text)  # rows never overlap
            for i, row in rects:
                inside = [(t, r) for t, r in calls if row.top <= r.centery < row.bottom]
                assert all(row.top <= r.top and r.bottom <= row.bottom + 2 for _, r in inside), (
                    size,
                    text,
                    i,
                )
                for (_, a), (_, b) in itertools.combinations(inside, 2):
                    assert not a.colliderect(b), (size, text, i)  # no cell runs into another
                by_column = sorted(inside, key=lambda c: (c[1].x, c[1].y))
                words = [w for t, _ in by_column for w in t.split()]
                assert words == [w for cell in rows[i][0] for w in cell.split()], (size, text, i)
                if len({r.x for _, r in inside}) < len([r for _, r in inside]):
                    wrapped.add((size, text))
                seen.add(i)
            if review.first + len(rects) >= len(rows):
                break
            below = review.first + len(rects)
            while review.chosen < below:  # down by the arrow key to the row under the view
                press(app, pygame.K_DOWN, frames=1)
            assert below in dict(review.row_rects())
        assert seen == set(range(len(rows))), (size, text)  # every row reached by scrolling
    assert ((960, 1080), "large") in wrapped  # (the case that cut before)
