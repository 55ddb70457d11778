"""The app's icon: three aces fanned on a rounded square of the table's green felt, edged in
gold. One 512 x 512 px master with a transparent outside (``assets/icon/cardtable.png``): the
window icon (scaled down by the app), the Linux desktop entry's icon, and the source PyInstaller
turns into the Windows ``.ico`` and macOS ``.icns``.

The cards are the real French aces of :mod:`art_french`, scaled and turned, so the icon
matches the table; the suit symbols stay big enough to read at 32 px.
"""

from __future__ import annotations

import pygame
from art_base import SS, Canvas
from art_french import render_card

ICON = 512
"""The master icon's width and height in pixels."""
FELT = (22, 92, 62)
FELT_EDGE = (12, 58, 40)
GOLD_EDGE = (214, 178, 96)
"""The felt and its gold edge: ``game.ui.style``'s FELT, FELT_EDGE and a warm gold, copied
here so that the asset script does not import the game."""
FAN = (("AC", 22), ("AS", 0), ("AH", -22))
"""The fanned cards, left to right: (text form, degrees turned anticlockwise)."""
CARD_H = 250
"""Each card's height in icon pixels (before turning)."""
PIVOT = (256, 476)
"""The point (icon pixels) the fan turns around."""
FAN_RADIUS = 212
"""How far each card's centre is from :data:`PIVOT`, in icon pixels."""


def icon():
    """The 512 x 512 master icon Surface (SRCALPHA, transparent outside the rounded square)."""
    c = Canvas(ICON, ICON)
    c.rect(FELT_EDGE, (16, 16, ICON - 32, ICON - 32), radius=104)
    c.rect(FELT, (40, 40, ICON - 80, ICON - 80), radius=84)
    c.rect(GOLD_EDGE, (16, 16, ICON - 32, ICON - 32), 10, radius=104)
    width = round(CARD_H * 5 / 7)
    for text, angle in FAN:
        face = pygame.transform.smoothscale(render_card(text), (width * SS, CARD_H * SS))
        # Each card's centre sits on a circle round PIVOT, turned as far as the card itself,
        # so the three fan out from one point.
        turned = pygame.transform.rotate(face, angle)
        vec = pygame.math.Vector2(0, -FAN_RADIUS).rotate(-angle)
        cx, cy = PIVOT[0] + vec.x, PIVOT[1] + vec.y
        c.blit(turned, (cx - turned.get_width() / SS / 2, cy - turned.get_height() / SS / 2))
    return c.finish()
