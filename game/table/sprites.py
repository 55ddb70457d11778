"""Card sprites and the small drawing helpers of the table (cached text, shadows, panels).

A :class:`CardSprite` is one physical card on the table: where it is (a float rect), where
it is going (a :class:`~game.table.anim.Tween`), whether it shows its face, and how it is
marked (dimmed when not playable, raised when legal, highlighted under the pointer or as a
trick's winner). Images come from :mod:`game.assets` (cached per size there); dimmed faces
and shadows are cached here per size.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game import assets
from game.table.anim import FLIP, Tween, ease_in_out, ease_out_cubic
from game.ui import style

DIM_FACTOR = (150, 150, 150)
"""RGB multiplier of a card that cannot be played now."""


class _LRU(OrderedDict):
    """A tiny least-recently-used cache of Surfaces."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def fetch(self, key, make):
        if key in self:
            self.move_to_end(key)
            return self[key]
        value = self[key] = make()
        if len(self) > self.size:
            self.popitem(last=False)
        return value


_dimmed = _LRU(128)
_turned_cache = _LRU(64)


def _turned(key: tuple, image: pygame.Surface) -> pygame.Surface:
    """``image`` (the card drawn as ``key`` says) turned 90 degrees, cached by ``key``."""
    return _turned_cache.fetch(key, lambda: pygame.transform.rotate(image, 90))


_labels = _LRU(512)


def _quantise(h: float) -> int:
    """Card heights while moving are rounded to 4 px steps so few sizes get scaled."""
    return max(8, int(round(h / 4.0)) * 4)


def card_image(
    deck: str, text: str | None, height: int, face_up: bool, dim: bool = False, back: str = "blue"
) -> pygame.Surface:
    """The face (``face_up`` and a known ``text``) or the ``back`` style of a card,
    ``height`` px tall; ``dim`` darkens it (cached per card and size)."""
    if not face_up or text is None:
        return assets.card_back(height, back)
    if not dim:
        return assets.card_face(deck, text, height)

    def make() -> pygame.Surface:
        surf = assets.card_face(deck, text, height).copy()
        surf.fill(DIM_FACTOR, special_flags=pygame.BLEND_RGB_MULT)
        return surf

    return _dimmed.fetch((deck, text, height), make)


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft shadow for a card of ``size`` (blurred by scaling a small rounded rect)."""
    w, h = size
    blur = max(2, h // 18)
    small = pygame.Surface((max(4, (w + 2 * blur) // 4), max(4, (h + 2 * blur) // 4)), pygame.SRCALPHA)
    inner = small.get_rect().inflate(-max(1, blur // 2), -max(1, blur // 2))
    pygame.draw.rect(small, style.SHADOW, inner, border_radius=max(1, inner.width // 8))
    return pygame.transform.smoothscale(small, (w + 2 * blur, h + 2 * blur))


def label(
    text: str, px: int, colour: tuple[int, int, int] = style.TEXT, bold: bool = False
) -> pygame.Surface:
    """``text`` rendered anti-aliased in the bundled font at ``px`` (cached)."""
    return _labels.fetch((text, px, colour, bold), lambda: assets.font(px, bold).render(text, True, colour))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 225, border: bool = True) -> None:
    """A dark rounded panel with a thin gold border (translucent over the felt)."""
    radius = max(6, rect.height // 14 if rect.height < 200 else 14)
    key = (rect.size, alpha, border)
    panel = _panels.get(key)
    if panel is None:
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*style.PANEL, alpha), panel.get_rect(), border_radius=radius)
        if border:
            pygame.draw.rect(
                panel,
                (*style.PANEL_BORDER, 200),
                panel.get_rect(),
                width=max(1, rect.height // 150 or 1),
                border_radius=radius,
            )
        if len(_panels) > 64:
            _panels.clear()
        _panels[key] = panel
    surface.blit(panel, rect.topleft)


_panels: dict = {}


class CardSprite:
    """One card on the table.

    Args:
        deck: art deck name for :func:`game.assets.card_face` (``"french"``).
        text: the card's text when this viewer may know it, else ``None`` (a back only).
        rect: starting place (x, y, w, h) in window pixels.
        face_up: whether the face shows.
        back: the back style for :func:`game.assets.card_back`.

    Attributes:
        dim: draw darkened (not playable now).
        highlight: draw a gold outline (pointer over a legal card, a trick's winner).
        sideways: draw turned 90 degrees about its centre (a Can't Win card that cannot win).
    """

    def __init__(
        self,
        deck: str,
        text: str | None,
        rect: pygame.Rect | tuple,
        face_up: bool = False,
        back: str = "blue",
    ) -> None:
        self.deck = deck
        self.back = back
        self.sideways = False
        self.text = text
        self.rect = tuple(float(v) for v in tuple(rect))
        self.face_up = face_up and text is not None
        self.dim = False
        self.highlight = False
        self._tween: Tween | None = None
        self._flip_to: bool | None = None
        self._flip: Tween | None = None

    # --- motion ---------------------------------------------------------------------------
    @property
    def target(self) -> tuple[float, ...]:
        """Where the sprite will rest."""
        return self._tween.end if self._tween is not None else self.rect

    def move(
        self, rect: pygame.Rect | tuple, duration: float, delay: float = 0.0, face_up: bool | None = None
    ) -> None:
        """Slide to ``rect`` over ``duration`` s after ``delay`` s; turn to ``face_up`` on
        the way (at the middle of the move). Does nothing if already there and so turned."""
        end = tuple(float(v) for v in tuple(rect))
        want = self.face_up if face_up is None else (face_up and self.text is not None)
        if end == self.target and want == (self._flip_to if self._flip_to is not None else self.face_up):
            return
        if end != self.target:
            self._tween = Tween(self.rect, end, duration, delay, ease_out_cubic)
        if want != self.face_up:
            if end != self.rect and duration > 0:
                self._flip_to = want
                if self._tween is None:
                    self._tween = Tween(self.rect, end, duration, delay, ease_out_cubic)
            else:
                self.turn(want, delay)

    def turn(self, face_up: bool, delay: float = 0.0) -> None:
        """Turn over in place (a quick squeeze and open)."""
        face_up = face_up and self.text is not None
        if face_up == self.face_up and self._flip is None:
            return
        self._flip_to = face_up
        self._flip = Tween((0.0,), (1.0,), FLIP, delay, ease_in_out)

    def snap(self, rect: pygame.Rect | tuple, face_up: bool | None = None) -> None:
        """Be at ``rect`` now (used on resize and when the table is rebuilt)."""
        self.rect = tuple(float(v) for v in tuple(rect))
        self._tween = None
        self._flip = None
        if face_up is not None:
            self.face_up = face_up and self.text is not None
        elif self._flip_to is not None:
            self.face_up = self._flip_to
        self._flip_to = None

    @property
    def busy(self) -> bool:
        """True while moving or turning."""
        return self._tween is not None or self._flip is not None

    def update(self, dt: float) -> None:
        """Advance the motion by ``dt`` seconds."""
        if self._tween is not None:
            self._tween.advance(dt)
            self.rect = self._tween.value
            if self._flip_to is not None and self._flip is None and self._tween.progress >= 0.5:
                self.face_up, self._flip_to = self._flip_to, None
            if self._tween.done:
                self.rect = self._tween.end
                self._tween = None
                if self._flip_to is not None and self._flip is None:
                    self.face_up, self._flip_to = self._flip_to, None
        if self._flip is not None:
            self._flip.advance(dt)
            if self._flip.progress >= 0.5 and self._flip_to is not None:
                self.face_up, self._flip_to = self._flip_to, None
            if self._flip.done:
                self._flip = None

    # --- drawing -------------------------------------------------------------------------
    def int_rect(self) -> pygame.Rect:
        """The current place as an integer rect."""
        x, y, w, h = self.rect
        return pygame.Rect(round(x), round(y), round(w), round(h))

    def draw(self, surface: pygame.Surface, drawn_faces: list[str] | None = None) -> None:
        """Blit the card with its shadow; append the face's text to ``drawn_faces`` when a
        face is drawn (tests use it to prove no hidden card was shown)."""
        x, y, w, h = self.rect
        moving = self._tween is not None
        height = _quantise(h) if moving else max(8, round(h))
        image = card_image(self.deck, self.text, height, self.face_up, self.dim, self.back)
        if self.sideways:
            image = _turned((self.deck, self.text, height, self.face_up, self.dim, self.back), image)
        squeeze = 1.0
        if self._flip is not None:
            squeeze = abs(1.0 - 2.0 * self._flip.progress)
        iw, ih = image.get_size()
        if squeeze < 0.999:
            iw2 = max(1, round(iw * squeeze))
            image = pygame.transform.scale(image, (iw2, ih))
        cx, cy = x + w / 2, y + h / 2
        rect = image.get_rect(center=(round(cx), round(cy)))
        if squeeze >= 0.999:
            sh = shadow(rect.size)
            off = max(1, rect.height // 40)
            surface.blit(sh, sh.get_rect(center=(rect.centerx + off, rect.centery + 2 * off)))
        surface.blit(image, rect)
        if self.face_up and self.text is not None and drawn_faces is not None:
            drawn_faces.append(self.text)
        if self.highlight:
            pygame.draw.rect(
                surface,
                style.ACCENT,
                rect.inflate(4, 4),
                width=max(2, rect.height // 60),
                border_radius=max(3, rect.width // 12),
            )
