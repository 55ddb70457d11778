"""The table model: which sprite lies in which zone, built only from views and moves.

The model never sees a game state. It holds one sprite per item a presenter showed
(:class:`~game.table.zones.Contents`), and changes in two ways: a generic move
(:mod:`game.table.moves`) takes a sprite from one zone and puts it in another, and
:meth:`TableModel.reconcile` makes every zone match a fresh :class:`Contents`, reusing the
sprites that are already on the table so that a card picked up or a token taken from the
supply slides to its new place instead of jumping. Where each sprite lies is worked out by
:mod:`game.table.placement`.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.table.sprites import CardSprite, PieceSprite, Sprite
from game.table.zones import CardItem, Contents, Item, PieceItem, Zone, ZoneKind

DRAW_ORDER = (
    ZoneKind.WON, ZoneKind.STOCK, ZoneKind.DISCARD, ZoneKind.TABLEAU, ZoneKind.OFFER, ZoneKind.BID,
    ZoneKind.SUPPLY, ZoneKind.PIECES, ZoneKind.TRICK, ZoneKind.HAND,
)  # fmt: skip
"""Zones from the bottom layer up (hands on top, then what is moving)."""


class TableModel:
    """The sprites of the table, by zone.

    Args:
        deck_art: the card art for :func:`game.assets.card_face` (``"french"``).
        back_style: the card back (``"blue"``).

    Attributes:
        zones: the sprites of each zone, in the zone's order.
        transients: sprites on their way to vanish (a trick's cards merging into one pile).
    """

    def __init__(self, deck_art: str, back_style: str) -> None:
        self.deck_art, self.back_style = deck_art, back_style
        self.zones: dict[Zone, list[Sprite]] = {}
        self.transients: list[Sprite] = []

    # --- reading ----------------------------------------------------------------------
    def sprites(self) -> list[Sprite]:
        """Every sprite, in drawing order (hands last, then the transients)."""
        order = {kind: i for i, kind in enumerate(DRAW_ORDER)}
        out: list[Sprite] = []
        for zone in sorted(self.zones, key=lambda z: (order[z.kind], z.order)):
            out += self.zones[zone]
        return out + self.transients

    def get(self, zone: Zone) -> list[Sprite]:
        """The sprites of ``zone`` (read them only: an empty zone gives a new empty list)."""
        return self.zones.get(zone, [])

    def _at(self, zone: Zone) -> list[Sprite]:
        """The live list of ``zone``'s sprites, made if need be (to change it)."""
        return self.zones.setdefault(zone, [])

    def busy(self) -> bool:
        """True while any sprite moves."""
        return any(sp.busy for sp in self.sprites())

    def settle(self) -> None:
        """Forget the transients that have landed."""
        self.transients = [sp for sp in self.transients if sp.busy]

    # --- making sprites ---------------------------------------------------------------
    def make(self, item: Item, rect: pygame.Rect) -> Sprite:
        """A new sprite of ``item`` at ``rect``; a card starts face down (it turns up on its
        way to a place that shows its face)."""
        if isinstance(item, PieceItem):
            return PieceSprite(item, rect)
        card = CardSprite(self.deck_art, self.back_style, item, rect)
        card.face_up = False
        return card

    # --- moves ------------------------------------------------------------------------
    def take(self, zone: Zone, key: str | None) -> Sprite | None:
        """Remove and return a sprite of ``zone``: the one with ``key`` if there is one, else a
        hidden card from the middle, else the last; ``None`` when the zone is empty."""
        sprites = self.get(zone)
        if not sprites:
            return None
        found = next((sp for sp in sprites if key is not None and sp.key == key), None)
        if found is None:
            hidden = [sp for sp in sprites if sp.key is None]
            found = hidden[len(hidden) // 2] if hidden else sprites[-1]
        sprites.remove(found)
        return found

    def put(self, zone: Zone, sprite: Sprite, pile: int | None = None) -> None:
        """Put ``sprite`` last in ``zone``; in a won zone with ``pile`` set, it merges into
        that pile (a transient flying to it) when the pile exists."""
        sprites = self._at(zone)
        if zone.kind is ZoneKind.WON and pile is not None and pile < len(sprites):
            self.merge(sprite, sprites[pile])
            return
        sprites.append(sprite)

    def merge(self, sprite: Sprite, into: Sprite) -> None:
        """``sprite`` flies onto ``into`` and vanishes there."""
        sprite.transient = True
        sprite.anchor = into
        self.transients.append(sprite)

    def collect(self, src: Zone, dst: Zone, piles: int) -> list[Sprite]:
        """Every sprite of ``src`` to ``dst``: into a won zone as ``piles`` new piles (the
        first card of each share becomes the pile, the others merge into it), elsewhere one
        after another. Returns the moved sprites."""
        moving = self.zones.pop(src, [])
        if dst.kind is not ZoneKind.WON:
            self._at(dst).extend(moving)
            return moving
        piles = max(1, min(piles, len(moving)))
        share = -(-len(moving) // piles) if moving else 0
        for start in range(0, len(moving), max(1, share)):
            group = moving[start : start + share]
            self._at(dst).append(group[0])
            for sp in group[1:]:
                self.merge(sp, group[0])
        return moving

    def clear_cards(self, spot: pygame.Rect) -> list[Sprite]:
        """Send every card on the table to ``spot`` to vanish there (before a deal); returns them."""
        gone: list[Sprite] = []
        for sprites in self.zones.values():
            for sp in [sp for sp in sprites if isinstance(sp, CardSprite)]:
                sprites.remove(sp)
                sp.transient, sp.anchor = True, None
                sp.home = spot
                gone.append(sp)
        self.transients += gone
        return gone

    # --- reconciling with a view --------------------------------------------------------
    def reconcile(
        self, contents: Contents, card_spawn: pygame.Rect, piece_spawn: pygame.Rect
    ) -> list[Sprite]:
        """Make every zone hold what ``contents`` shows, reusing sprites already on the table.

        Matching, in order: the same card or piece in the same zone; the same one in another
        zone (it moved); a hidden card of the same zone; for a card that became known, a
        hidden card (of its own zone first: a card turned up); for a hidden card, any card
        left over (a card picked up by another seat). What is still missing appears at
        ``card_spawn`` / ``piece_spawn``; what is left over goes there and vanishes.

        Returns:
            The sprites that vanish (transients now).
        """
        zones = set(self.zones) | set(contents.zones)
        want = {z: contents.expanded(z) for z in zones}
        got: dict[Zone, list[Sprite | None]] = {z: [None] * len(items) for z, items in want.items()}
        free = {z: list(self.get(z)) for z in zones}

        def assign(z: Zone, i: int, sp: Sprite, source: Zone) -> None:
            got[z][i] = sp
            free[source].remove(sp)

        def kind_matches(item: Item, sp: Sprite) -> bool:
            return isinstance(sp, PieceSprite) == isinstance(item, PieceItem)

        def open_slots(hidden: bool | None = None) -> Iterable[tuple[Zone, int, Item]]:
            for z in sorted(want, key=Zone.order.fget):
                for i, item in enumerate(want[z]):
                    if got[z][i] is None and (hidden is None or (item.key is None) == hidden):
                        yield z, i, item

        for z, i, item in list(open_slots(hidden=False)):  # same key, same zone
            sp = next((s for s in free[z] if s.key == item.key and kind_matches(item, s)), None)
            if sp is not None:
                assign(z, i, sp, z)
        for z, i, item in list(open_slots(hidden=False)):  # same key, another zone
            for source in sorted(free, key=Zone.order.fget):
                sp = next((s for s in free[source] if s.key == item.key and kind_matches(item, s)), None)
                if sp is not None:
                    assign(z, i, sp, source)
                    break
        for z, i, item in list(open_slots(hidden=True)):  # hidden, same zone
            sp = next((s for s in free[z] if s.key is None and kind_matches(item, s)), None)
            if sp is not None:
                assign(z, i, sp, z)
        for z, i, item in list(open_slots(hidden=False)):  # became known: a hidden card
            if isinstance(item, CardItem):
                for source in [z] + sorted(free, key=Zone.order.fget):
                    sp = next((s for s in free[source] if s.key is None and kind_matches(item, s)), None)
                    if sp is not None:
                        assign(z, i, sp, source)
                        break
        for z, i, item in list(open_slots(hidden=True)):  # hidden: any card left over
            for source in [z] + sorted(free, key=Zone.order.fget):
                sp = next((s for s in free[source] if kind_matches(item, s)), None)
                if sp is not None:
                    assign(z, i, sp, source)
                    break
        for z, i, item in list(open_slots()):
            got[z][i] = self.make(item, piece_spawn if isinstance(item, PieceItem) else card_spawn)
        gone = [sp for sprites in free.values() for sp in sprites]
        for sp in gone:
            sp.transient, sp.anchor = True, None
            sp.home = piece_spawn if isinstance(sp, PieceSprite) else card_spawn
        self.transients += gone
        self.zones = {}
        for z, sprites in got.items():
            if sprites:
                self.zones[z] = [sp for sp in sprites if sp is not None]
                for sp, item in zip(self.zones[z], want[z]):
                    describe(sp, item)
        return gone


def describe(sprite: Sprite, item: Item) -> None:
    """Give ``sprite`` the presenter's latest description ``item`` (a card learns or forgets
    its text; its face follows when it is next placed)."""
    sprite.item = item
    if isinstance(sprite, CardSprite):
        sprite.text = item.text
        if item.text is None:
            sprite.face_up = False
