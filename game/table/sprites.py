"""Sprites: the cards and pieces on the table, each where it is and where it is going.

A sprite is one physical thing: a float rect, a :class:`~game.table.anim.Tween` towards its
place, and the item a presenter last described it with (:mod:`game.table.zones`). Cards
also turn over (a quick squeeze and open) and may be dimmed, outlined or turned a quarter.
A *transient* sprite vanishes when it lands (a trick's cards merging into one pile, a coin
going back to the box).
"""

from __future__ import annotations

import pygame

from game import assets
from game.table.anim import Tween, ease_in_out, ease_out_cubic
from game.table.pace import FLIP
from game.table.paint import card_image, shadow, turned
from game.table.zones import CardItem, Item, PieceItem
from game.ui import style


def _quantise(h: float) -> int:
    """Heights while moving are rounded to 4 px steps so few sizes get scaled."""
    return max(8, round(h / 4.0) * 4)


class Sprite:
    """Something that moves on the table.

    Args:
        item: the presenter's description of it.
        rect: where it starts, (x, y, w, h) in window pixels.

    Attributes:
        highlight: draw a gold outline (a trick's winner) until it next moves; a card the
            presenter marks (:attr:`~game.table.zones.CardItem.marked`) has a green one.
        transient: vanish on landing, onto ``anchor`` (a sprite) or at ``home`` (a rect).
    """

    def __init__(self, item: Item, rect: pygame.Rect | tuple) -> None:
        self.item = item
        self.rect = tuple(float(v) for v in tuple(rect))
        self.highlight = False
        self.transient = False
        self.anchor: Sprite | None = None
        self.home: pygame.Rect | None = None
        self._tween: Tween | None = None

    @property
    def key(self) -> str | None:
        """What identifies it across zones (a card's text, a piece's picture)."""
        return self.item.key

    @property
    def target(self) -> tuple[float, ...]:
        """Where it will rest."""
        return self._tween.end if self._tween is not None else self.rect

    @property
    def busy(self) -> bool:
        """True while it moves."""
        return self._tween is not None

    @property
    def sliding(self) -> bool:
        """True while it still slides more than a few pixels along the row (a hand closing up or
        opening for new cards): what lies under the pointer is not what lay there a moment
        ago, when the player aimed."""
        return self._tween is not None and abs(self._tween.end[0] - self.rect[0]) > 3

    def move(self, rect: pygame.Rect | tuple, duration: float, delay: float = 0.0) -> None:
        """Slide to ``rect`` over ``duration`` s after ``delay`` s (nothing if already going there)."""
        end = tuple(float(v) for v in tuple(rect))
        if end != self.target:
            self._tween = Tween(self.rect, end, duration, delay, ease_out_cubic)

    def snap(self, rect: pygame.Rect | tuple) -> None:
        """Be at ``rect`` now (a rebuilt table, a resized window)."""
        self.rect = tuple(float(v) for v in tuple(rect))
        self._tween = None

    def update(self, dt: float) -> None:
        """Advance the motion by ``dt`` seconds."""
        if self._tween is not None:
            self._tween.advance(dt)
            self.rect = self._tween.value
            if self._tween.done:
                self.rect = self._tween.end
                self._tween = None

    def int_rect(self) -> pygame.Rect:
        """The current place as an integer rect."""
        x, y, w, h = self.rect
        return pygame.Rect(round(x), round(y), round(w), round(h))

    def draw(self, surface: pygame.Surface, drawn_faces: list[str] | None = None) -> None:
        """Blit it where it is now."""
        raise NotImplementedError


class CardSprite(Sprite):
    """One card.

    Args:
        deck: art deck for :func:`game.assets.card_face` (``"french"``).
        back: the back style for :func:`game.assets.card_back`.
        item: its :class:`~game.table.zones.CardItem`.
        rect: where it starts.

    Attributes:
        text: its text when the viewer may know it, else ``None`` (a back only).
        face_up: whether its face shows now (it may be turning).
        dim: drawn darkened (not playable now).
        picked: picked for a choice of several cards (outlined in gold, see
            :mod:`game.table.select`).
    """

    def __init__(self, deck: str, back: str, item: CardItem, rect: pygame.Rect | tuple) -> None:
        super().__init__(item, rect)
        self.deck, self.back = deck, back
        self.text = item.text
        self.face_up = item.face_up and item.text is not None
        self.dim = False
        self.picked = False
        self._flip_to: bool | None = None
        self._flip: Tween | None = None

    @property
    def key(self) -> str | None:
        return self.text

    @property
    def turned(self) -> bool:
        """Laid a quarter turn (a card that cannot win)."""
        return self.item.turned

    @property
    def busy(self) -> bool:
        return self._tween is not None or self._flip is not None

    def move(self, rect, duration: float, delay: float = 0.0, face_up: bool | None = None) -> None:
        """Slide to ``rect`` and turn to ``face_up`` on the way (half-way through); turn in
        place when it does not move."""
        super().move(rect, duration, delay)
        want = self.face_up if face_up is None else (face_up and self.text is not None)
        current = self._flip_to if self._flip_to is not None else self.face_up
        if want == current:
            return
        if self._tween is not None and duration > 0:
            self._flip_to = want
        else:
            self.turn(want, delay)

    def turn(self, face_up: bool, delay: float = 0.0) -> None:
        """Turn over in place."""
        face_up = face_up and self.text is not None
        if face_up == self.face_up and self._flip is None:
            return
        self._flip_to = face_up
        self._flip = Tween((0.0,), (1.0,), FLIP, delay, ease_in_out)

    def snap(self, rect, face_up: bool | None = None) -> None:
        super().snap(rect)
        self._flip = None
        if face_up is not None:
            self.face_up = face_up and self.text is not None
        elif self._flip_to is not None:
            self.face_up = self._flip_to
        self._flip_to = None

    def update(self, dt: float) -> None:
        tween = self._tween
        super().update(dt)
        if tween is not None and self._flip_to is not None and self._flip is None:
            if tween.progress >= 0.5 or self._tween is None:
                self.face_up, self._flip_to = self._flip_to, None
        if self._flip is not None:
            self._flip.advance(dt)
            if self._flip.progress >= 0.5 and self._flip_to is not None:
                self.face_up, self._flip_to = self._flip_to, None
            if self._flip.done:
                self._flip = None

    def draw(self, surface: pygame.Surface, drawn_faces: list[str] | None = None) -> None:
        """Blit the card with its shadow; append the face's text to ``drawn_faces`` when a
        face is drawn (tests use it to prove no hidden card was shown)."""
        x, y, w, h = self.rect
        height = _quantise(h) if self._tween is not None else max(8, round(h))
        image = card_image(self.deck, self.text, height, self.face_up, self.dim, self.back)
        if self.turned:
            image = turned((self.deck, self.text, height, self.face_up, self.dim, self.back), image)
        squeeze = abs(1.0 - 2.0 * self._flip.progress) if self._flip is not None else 1.0
        if squeeze < 0.999:
            image = pygame.transform.scale(
                image, (max(1, round(image.get_width() * squeeze)), image.get_height())
            )
        rect = image.get_rect(center=(round(x + w / 2), round(y + h / 2)))
        if squeeze >= 0.999:
            sh = shadow(rect.size)
            off = max(1, rect.height // 40)
            surface.blit(sh, sh.get_rect(center=(rect.centerx + off, rect.centery + 2 * off)))
        surface.blit(image, rect)
        if self.face_up and self.text is not None and drawn_faces is not None:
            drawn_faces.append(self.text)
        if self.item.barred and self.face_up and not self.turned and squeeze >= 0.999:
            draw_barred(surface, rect)
        if self.highlight or self.picked or self.item.marked:
            pygame.draw.rect(
                surface,
                style.ACCENT if self.highlight or self.picked else style.GOOD,
                rect.inflate(4, 4),
                width=max(2, rect.height // (30 if self.picked else 60)),
                border_radius=max(3, rect.width // 12),
            )


def draw_barred(surface: pygame.Surface, card: pygame.Rect) -> None:
    """A small no-entry sign (a ring and a slash, in the warning colour, on a light disc) in
    the strip of ``card`` a hand's fan leaves in view, under its index: the card cannot win
    for its holder (a tester saw nothing in the hand of which cards their tile barred)."""
    radius = max(5, round(card.width * 0.09))
    centre = (card.x + round(card.width * 0.14), card.y + round(card.height * 0.58))
    width = max(2, radius // 3)
    pygame.draw.circle(surface, (250, 246, 238), centre, radius + 1)
    pygame.draw.circle(surface, style.WARNING, centre, radius, width)
    offset = round(radius * 0.7)
    start, end = (centre[0] - offset, centre[1] - offset), (centre[0] + offset, centre[1] + offset)
    pygame.draw.line(surface, style.WARNING, start, end, width)


class PieceSprite(Sprite):
    """One piece (a coin, a token, a tile, a marker): its picture at its rect's height.

    Resting pieces are drawn by their cell (a small stack with a count and a caption, see
    :mod:`game.table.hud`); a moving one draws itself.
    """

    item: PieceItem

    def draw(self, surface: pygame.Surface, drawn_faces: list[str] | None = None) -> None:
        r = self.int_rect()
        try:
            image = assets.piece(self.item.image, max(8, _quantise(r.height)))
        except FileNotFoundError:
            pygame.draw.ellipse(surface, style.ACCENT, r, width=2)
            return
        if self.item.turned:
            image = turned((self.item.image, r.height), image)
        surface.blit(image, image.get_rect(center=r.center))
