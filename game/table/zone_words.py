"""The words that name places on the table: the presenter's word over each centre zone
holding cards ("Offer", "Discard pile"), "Your bid" and "Your ..." over the viewer's own rows,
and "West's ..." beside another seat's row where the row leaves room for it (testers could not
tell one seat's row of cards from another's, nor read the viewer's bid as their own)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.table.board import OWN_BID, words_over
from game.table.landed import Landed
from game.table.words import possessive
from game.table.zones import Zone, bid
from game.ui import style
from game.ui.text import draw_text

if TYPE_CHECKING:
    from game.table.scene import TableScene


def draw_zone_words(surface: pygame.Surface, table: TableScene, landed: Landed, px: int) -> list[pygame.Rect]:
    """Each zone's name in type of ``px``, once its cards have landed and while they lie
    there (:class:`~game.table.landed.Landed`): over the centre zones (the presenter's
    :attr:`~game.table.protocol.Presenter.centre_labels`) and the viewer's bid and rows (its
    :attr:`~game.table.protocol.Presenter.row_labels`; only for a player's own seat), beside
    every other seat's rows. Returns where each was written (a lesson's coach box keeps off
    them: it lay over "East's tableau", written under a long row)."""
    board, presenter = table.board, table.presenter
    written = []
    viewer = board.viewer
    above = [(Zone(kind), text) for kind, text in presenter.centre_labels.items()]
    if table.session.seats[viewer].is_human:  # (a game may name its bid a row too: said once)
        above += list({bid(viewer): OWN_BID, **board.own_rows()}.items())
    for zone, text in above:
        cards = landed.over(zone, board.model.get(zone))
        if cards is not None:
            spot = clear_spot(board.layout, cards, words_over(cards, text, px), px // 2)
            written.append(draw_text(surface, text, px, spot.topleft, style.TEXT_DIM))
    for seat in range(table.players):
        for kind, word in presenter.row_labels.items() if seat != viewer else ():
            zone = Zone(kind, seat)
            cards = landed.over(zone, board.model.get(zone))
            row = getattr(board.layout.seat(board.position(seat)), kind.value)
            text = f"{possessive(table.names[seat])} {word}"
            if cards is None:
                continue
            size = assets.font(px).size(text)
            spot = beside(row, cards, size, px // 2) or under(board.layout, cards, size, px // 4)
            if spot is not None:
                written.append(draw_text(surface, text, px, spot.topleft, style.TEXT_DIM))
    return written


def clear_spot(layout, cards: pygame.Rect, over: pygame.Rect, gap: int) -> pygame.Rect:
    """Where a zone's words go: ``over`` its ``cards``, unless that meets another zone of the
    ``layout`` (with the history open, a pile's name lay on the top seat's hand); then beside
    the cards, left or right, where that is clear and in the window."""
    if over.collidelist(_other_zones(layout, cards, trick=False)) < 0:
        return over
    left, right = over.copy(), over.copy()
    left.midright, right.midleft = (cards.left - gap, cards.centery), (cards.right + gap, cards.centery)
    return _first_clear(layout, cards, (left, right), trick=False) or over


def under(layout, cards: pygame.Rect, size: tuple[int, int], gap: int) -> pygame.Rect | None:
    """Where words of ``size`` go when a row is too full for them beside its ``cards``: under
    the cards, centred, if that is in the window and clear of the ``layout``'s other zones
    (else over them); ``None`` where neither is (helper-73: a long row's name went)."""
    below, above = pygame.Rect((0, 0), size), pygame.Rect((0, 0), size)
    below.midtop, above.midbottom = (cards.centerx, cards.bottom + gap), (cards.centerx, cards.top - gap)
    for spot in (below, above):
        spot.clamp_ip(pygame.Rect(0, 0, layout.width, layout.height))
    return _first_clear(layout, cards, (below, above))


def _other_zones(layout, cards: pygame.Rect, trick: bool = True) -> list[pygame.Rect]:
    """The ``layout``'s zones clear of ``cards`` (without the trick's spots unless ``trick``)."""
    zones = layout.zones().items()
    return [r for key, r in zones if not r.colliderect(cards) and (trick or not key.endswith(".trick"))]


def _first_clear(layout, cards: pygame.Rect, spots, trick: bool = True) -> pygame.Rect | None:
    """The first of ``spots`` in the window and clear of the ``cards`` and of the other zones
    (:func:`_other_zones`), or ``None``."""
    others, window = _other_zones(layout, cards, trick), pygame.Rect(0, 0, layout.width, layout.height)
    clear = (s for s in spots if window.contains(s) and s.collidelist([*others, cards]) < 0)
    return next(clear, None)


def beside(row: pygame.Rect, cards: pygame.Rect, size: tuple[int, int], gap: int) -> pygame.Rect | None:
    """Where words of ``size`` go in ``row`` beside the ``cards`` lying in it: in the wider
    free part, next to the cards, level with their middle; ``None`` where neither part
    holds them."""
    left = cards.left - gap - row.left
    right = row.right - cards.right - gap
    if max(left, right) < size[0]:
        return None
    spot = pygame.Rect((0, 0), size)
    if right >= left:
        spot.midleft = (cards.right + gap, cards.centery)
    else:
        spot.midright = (cards.left - gap, cards.centery)
    return spot
