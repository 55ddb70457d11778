"""The board: the table model in its layout, seen from one seat.

:class:`Board` ties the sprites (:class:`~game.table.model.TableModel`) to the window's
geometry (:class:`~game.table.layout.TableLayout`) and to who sits at the bottom, and sends
every sprite to its place (:func:`~game.table.placement.place`), sliding or at once.
"""

from __future__ import annotations

import pygame

from game import assets
from game.table.arrange import row
from game.table.centre import lying
from game.table.layout import TableLayout
from game.table.model import TableModel
from game.table.pieces import note_boxes
from game.table.placement import Placement, place, stack_step
from game.table.protocol import Presenter
from game.table.sprites import CardSprite, Sprite
from game.table.words import own_row_label
from game.table.zones import STOCK, TRICK, Contents, PieceItem, Zone, ZoneKind, bid, tableau
from game.ui import style

OWN_BID = "Your bid"
"""The words over the viewer's bid (a tester read it as the neighbour's)."""


def words_over(cards: pygame.Rect, text: str, px: int) -> pygame.Rect:
    """Where ``text`` in type of ``px`` names a zone whose ``cards`` lie at that rect: just
    over them from their left edge (the centre zones' words, "Offer", and the viewer's, "Your
    bid", "Your tableau"), so the words stay put as a row grows to the right (centred, they
    moved at each bid card laid, and the bid panel with them where it kept clear of them: a
    tester saw it jump)."""
    words = pygame.Rect((0, 0), assets.font(px).size(text))
    words.bottomleft = (cards.left, cards.top - 2)
    return words


class Board:
    """The sprites of one table and where they go.

    Args:
        presenter: the game's presenter (zones, card art, the fullest hand).
        players: the number of seats.
        viewer: the seat drawn at the bottom.
        size: the window size in pixels.
        card_scale: the factor on card heights (the ``card_size`` setting, see
            :data:`~game.table.layout.CARD_SIZES`).

    Attributes:
        model: the sprites by zone.
        layout: the geometry for the window size.
        viewer: the seat at the bottom.
        revealed: whether the viewer's hand shows its faces (pass-and-play hides it).
        lifted: indices of the viewer's cards raised as playable.
        held: the viewer's hand as it lay when they clicked one of its cards (card keys, left
            to right), kept with gaps while the pointer stays over it; ``None`` when the hand
            closes up at once.
        held_pieces: the keys of the viewer's pieces, in their order when they clicked one,
            kept while the pointer stays over them; ``None`` when the presenter's order holds.
        placement: every sprite's target for the current model and layout.
    """

    def __init__(
        self, presenter: Presenter, players: int, viewer: int, size: tuple[int, int], card_scale: float = 1.0
    ) -> None:
        self.presenter = presenter
        self.players = players
        self.viewer = viewer
        self.revealed = True
        self.lifted: frozenset[int] = frozenset()
        self.held: tuple[str | None, ...] | None = None
        self.held_pieces: tuple[str | None, ...] | None = None
        self.model = TableModel(presenter.deck_art, presenter.back_style)
        self.card_scale = card_scale
        self.coach = False  # room for a lesson's coach box (see TableLayout)
        self.layout = self._layout(size)
        self.placement = Placement()

    def _layout(self, size: tuple[int, int]) -> TableLayout:
        return TableLayout(
            size,
            self.players,
            self.presenter.zones,
            self.presenter.max_hand,
            self.card_scale,
            self.coach,
            self.presenter.supply_cells,
            self.presenter.turned_cards,
        )

    # --- geometry -----------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for a window of ``size`` and put every sprite in place at once."""
        self.layout = self._layout(size)
        self.relayout(snap=True)

    def position(self, seat: int) -> int:
        """The screen position of ``seat`` (0 = bottom, clockwise)."""
        return (seat - self.viewer) % self.players

    def caption_px(self) -> int:
        """Type size of piece captions and counts (a little under the small text)."""
        return max(10, round(style.text_px(self.layout.unit, "small") * 0.85))

    def measure(self, item: PieceItem, count: int, icon_h: int) -> int:
        """Width of a piece cell: its picture and small stack with ``"x N"``, or its caption."""
        px = self.caption_px()
        stack = icon_h + stack_step(icon_h) * (min(count, 3) - 1)
        if count > 1:
            stack += assets.font(px, True).size(f"x{count}")[0] + 4
        return max(stack, assets.font(px).size(item.label)[0] + 2 if item.label else 0)

    def restyle(self, deck_art: str, back_style: str) -> None:
        """Draw every card, now and from now on, with ``deck_art`` faces and ``back_style``
        backs (the player chose other looks)."""
        self.model.deck_art, self.model.back_style = deck_art, back_style
        for sp in [*self.sprites(), *self.model.transients]:
            if isinstance(sp, CardSprite):
                sp.deck, sp.back = deck_art, back_style

    def card_spawn(self) -> pygame.Rect:
        """Where new cards come from and leftover ones go: the deck in the middle."""
        return self.layout.deck_spot()

    def piece_spawn(self) -> pygame.Rect:
        """Where new pieces come from and leftover ones go: the supply, else the middle."""
        spot = pygame.Rect(0, 0, self.layout.piece_h, self.layout.piece_h)
        spot.center = (self.layout.supply or self.layout.deck_spot()).center
        return spot

    # --- motion -------------------------------------------------------------------------
    def relayout(
        self, duration: float = 0.0, snap: bool = False, delays: dict[int, float] | None = None
    ) -> None:
        """Send every sprite to its place: sliding over ``duration`` seconds (each after its
        delay in ``delays``, by ``id``), or at once with ``snap``."""
        hand = self.hand()
        held = set(self.held or ())
        if self.held is not None and (
            not {sp.key for sp in hand} <= held or not held.isdisjoint(sp.key for sp in self.model.get(TRICK))
        ):
            # a card came into the hand: it closes up around it; or one went to the trick: a
            # whole turn, with no more cards laid from the hand at once (unlike a bid)
            self.held = None
        if self.held_pieces is not None and not {sp.key for sp in self.pieces()} <= set(self.held_pieces):
            self.held_pieces = None
        self.placement = place(
            self.model,
            self.layout,
            self.viewer,
            (self.revealed, self.held, self.held_pieces),
            self.lifted,
            self.measure,
            self.caption_px(),
        )
        delays = delays or {}
        for sp in self.sprites():
            target = self.placement.targets.get(id(sp))
            if target is None:
                continue
            rect, face_up = target
            if isinstance(sp, CardSprite):
                if snap:
                    sp.snap(rect, face_up)
                else:
                    sp.move(rect, duration, delays.get(id(sp), 0.0), face_up)
            elif snap:
                sp.snap(rect)
            else:
                sp.move(rect, duration, delays.get(id(sp), 0.0))
        if snap:
            self.model.transients = []

    def rebuild(self, contents: Contents) -> None:
        """Match ``contents`` at once (a start, a resume, a new viewer, a resized window)."""
        self.held = self.held_pieces = None
        self.model.reconcile(contents, self.card_spawn(), self.piece_spawn())
        self.relayout(snap=True)

    def sync(self, contents: Contents, duration: float) -> bool:
        """Match ``contents``, sliding what moved over ``duration`` seconds; True if anything
        changed place."""
        self.model.reconcile(contents, self.card_spawn(), self.piece_spawn())
        self.relayout(duration)
        return self.busy()

    def update(self, dt: float) -> None:
        """Advance every sprite by ``dt`` seconds; forget the transients that landed."""
        for sp in self.sprites():
            sp.update(dt)
        if self.model.transients:
            self.model.settle()

    def busy(self) -> bool:
        """True while a sprite moves."""
        return self.model.busy()

    def sprites(self) -> list[Sprite]:
        """Every sprite in drawing order."""
        return self.model.sprites()

    def parts_taken(self) -> list[tuple[pygame.Rect, pygame.Rect | None]]:
        """Of each seat's bid area, tableau and place in the trick, ``(its place, the part its
        contents take)`` (:meth:`taken`): the prompt may use the rest (a tester read a long hint
        shrunk under an empty tableau, and under a bid area holding one card; two, at large
        text, under an empty trick), with the words over the viewer's own bid and rows (a hint
        of five rows lay over "Your tableau")."""
        taken = []
        px = style.text_px(self.layout.unit, "small")
        own = {bid(self.viewer): OWN_BID, **self.own_rows()}  # the words over the viewer's own
        for s in range(self.players):
            area = self.layout.seat(self.position(s))
            if area.trick is not None:
                taken.append((area.trick, self.taken(TRICK, area.trick)))
            for zone, rect in ((bid(s), area.bid), (tableau(s), area.tableau)):
                if rect is not None:
                    part = self.taken(zone)
                    if part is not None and zone in own:
                        part = part.union(words_over(part, own[zone], px))
                    taken.append((rect, part))
        return taken

    def names_a_card(self, action: str) -> bool:
        """True when ``action``'s argument is a card lying on the table (``"bid 7H"`` with the
        7♥ in sight), not a number that names no card (``"unzero 3"``): a move whose kind may
        be tried on the hand's other cards to say why they cannot follow."""
        card = action.partition(" ")[2]
        return bool(card) and any(sp.key == card for sp in self.sprites())

    def taken(self, zone: Zone, within: pygame.Rect | None = None) -> pygame.Rect | None:
        """The part of the table ``zone``'s sprites take where they come to rest (their
        targets, a piece zone's cells), of those only the ones meeting ``within`` if given
        (a seat's place in the trick), or ``None`` when that holds nothing: the prompt's
        words may use the rest of the zone's place."""
        targets = self.placement.targets
        cards = [(sp, targets[id(sp)][0]) for sp in self.model.get(zone) if id(sp) in targets]
        px = style.text_px(self.layout.unit, "small")
        notes = {id(sp): box for sp, box in note_boxes(cards, px, self.notes_keep_off())}
        rects = []
        for sp, rect in cards:  # each as it shows, with its note (a tester read "Can't win!"
            if within is None or rect.colliderect(within):  # and the prompt as one)
                rects.append(lying(rect, getattr(sp.item, "turned", False)))
                rects += [notes[id(sp)]] if id(sp) in notes else []
        cells = [cell.rect for cell in self.placement.cells if cell.zone == zone]
        rects += [r for r in cells if within is None or r.colliderect(within)]
        return rects[0].unionall(rects[1:]) if rects else None

    # --- the viewer's hand ----------------------------------------------------------------
    def in_sight(self, lays_bid: bool = False) -> list[pygame.Rect]:
        """Where the cards lying in the trick, the cards of the stock (a card shown to all,
        cards set aside face down: a tester's panel hid the pile about to be taken up, and the
        word over it) and the pieces in the viewer's bid area are, the last with the "Your
        bid" over them (a choice panel keeps clear of them: a tester's panel hid the words),
        and the pieces a click takes (a tester's bid panel hid the tiles it said to click) or
        the supply holds, and
        the cards in the viewer's named rows with their words ("Your tableau": a tester's bid
        panel lay on them).
        While that area is empty and the decision ``lays_bid``
        (:attr:`~game.table.protocol.Panel.lays_bid`), where its words come with a first
        card: a panel that kept clear of them only then moved aside and narrowed as the first
        bid card was laid."""
        rects = [self._resting(sp) for sp in self.model.get(TRICK) + self.model.get(STOCK)]
        supply = self.layout.supply
        rects += [  # (and the supply's: a panel beside the trick lay over it, its caption peeking)
            cell.rect
            for cell in self.placement.cells
            if cell.item.action or (supply is not None and cell.rect.colliderect(supply))
        ]
        own = [self._resting(sp) for sp in self.model.get(Zone(ZoneKind.BID, self.viewer))]
        strip, px = self.layout.seats[0].bid, style.text_px(self.layout.unit, "small")
        if own:
            rects += [*own, words_over(own[0].unionall(own[1:]), OWN_BID, px)]
        elif lays_bid and strip is not None:
            rects.append(words_over(row(strip, 1, strip.height, "left")[0], OWN_BID, px))
        for zone, text in self.own_rows().items():
            cards = [self._resting(sp) for sp in self.model.get(zone)]
            if cards:
                rects += [*cards, words_over(cards[0].unionall(cards[1:]), text, px)]
        return rects

    def own_rows(self) -> dict[Zone, str]:
        """The viewer's own named rows and the words over each (``"Your tableau"``: the
        presenter's :attr:`~game.table.protocol.Presenter.row_labels`)."""
        return {
            Zone(kind, self.viewer): own_row_label(word) for kind, word in self.presenter.row_labels.items()
        }

    def notes_keep_off(self) -> list[pygame.Rect]:
        """What a card's note keeps clear of besides its zone's cards: the piece cells and the
        prompt's row (beside its card there: a tester read a note under the prompt's words)."""
        return [*(cell.rect for cell in self.placement.cells), self.layout.prompt]

    def turned_places(self) -> frozenset[int]:
        """The screen positions whose place in the trick holds a card turned a quarter (its
        place's upright outline peeked out round it: a tester saw)."""
        cards = self.model.get(TRICK)
        return frozenset(
            self.position(sp.item.owner) for sp in cards if sp.item.turned and sp.item.owner is not None
        )

    def _resting(self, sp: Sprite) -> pygame.Rect:
        """Where ``sp`` comes to rest (where it is, if it has no place): what a panel keeps
        clear of stays put while a card slides there (the panel shown during the slide of a
        bid card moved and changed size at every frame: a tester saw it)."""
        target = self.placement.targets.get(id(sp))
        return pygame.Rect(target[0] if target is not None else sp.rect)

    def hand(self) -> list[Sprite]:
        """The viewer's hand sprites, left to right."""
        return self.model.get(Zone(ZoneKind.HAND, self.viewer))

    def pieces(self) -> list[Sprite]:
        """The viewer's pieces, in the presenter's order."""
        return self.model.get(Zone(ZoneKind.PIECES, self.viewer))

    def card_at(self, pos: tuple[int, int]) -> Sprite | None:
        """The viewer's card drawn at ``pos``: the topmost whose rect, as drawn now, holds it
        (later cards lie over earlier ones); else a raised card whose empty place below it
        holds it (the pointer that raised it may stay there); else ``None``. Clicks and the
        pointer read the hand through this, so they hit what is drawn, however the hand
        changed since the targets were last worked out."""
        hand = self.hand()
        for sp in reversed(hand):
            if sp.int_rect().collidepoint(pos):
                return sp
        for sp, part in zip(reversed(hand), reversed(self.placement.hand_parts)):
            if part.collidepoint(pos):
                return sp
        return None

    def hold_hand(self) -> None:
        """Keep the viewer's cards where they lie as one of them leaves: a player laying
        several cards one by one (a bid, a discard) clicks on a hand that does not shift
        under the pointer. Cards with the same key (or none) make the hand close up as usual.
        A hand held already keeps its places, gaps and all (taken again at the second card, it
        closed up by one place under the pointer: the third click laid the next card over)."""
        keys = [sp.key for sp in self.hand()]
        if self.held is not None and set(keys) <= set(self.held):
            return
        self.held = tuple(keys) if None not in keys and len(set(keys)) == len(keys) else None

    def hold_pieces(self) -> None:
        """Keep the viewer's pieces in their order as one of them changes (a coin turned, say,
        which the presenter puts elsewhere in the row): the next click lands on the piece
        that lay under the pointer. Pieces held already keep the order they show."""
        if self.held_pieces is None:
            self.held_pieces = tuple(sp.key for sp in self.pieces())

    def release_held(self, pos: tuple[int, int], duration: float) -> bool:
        """Close up a held hand, or put held pieces in the presenter's order, sliding over
        ``duration`` seconds, once the pointer at ``pos`` has gone a card's height from them;
        True when it did. (Closed up as soon as the pointer left, a tester's hand slid under
        the pointer as it came straight back, and the card laid was not the one aimed at.)"""
        if not pygame.Rect(1, 1, self.layout.width - 2, self.layout.height - 2).collidepoint(pos):
            return False  # (leaving the window, SDL reports the pointer on its edge: that says
            # nothing of the table; testers came straight back to the hand and met it closing up)
        rows, margin = [], self.layout.seat(0).card_h
        if self.held is not None:
            rows.append(self.layout.seat(0).hand.unionall([pygame.Rect(sp.rect) for sp in self.hand()]))
        if self.held_pieces is not None and self.layout.seat(0).pieces is not None:
            rows.append(self.layout.seat(0).pieces.unionall([pygame.Rect(sp.rect) for sp in self.pieces()]))
        if not rows or any(r.inflate(2 * margin, 2 * margin).collidepoint(pos) for r in rows):
            return False
        self.held = self.held_pieces = None
        self.relayout(duration)
        return True

    def offer(self, raise_all: bool, picked: frozenset[str] | None = None) -> bool:
        """Raise the viewer's cards that carry an action and dim the others (only when some
        do; all raised only with ``raise_all``); True when the raised set changed. During a
        choice of several cards (``picked``: the actions picked so far) only the picked cards
        rise, outlined."""
        hand = self.hand()
        playable = [i for i, sp in enumerate(hand) if sp.item.action is not None]
        for i, sp in enumerate(hand):
            if isinstance(sp, CardSprite):
                sp.dim = bool(playable) and i not in playable
                sp.picked = picked is not None and sp.item.action in picked
        lifted = frozenset(playable) if playable and (len(playable) < len(hand) or raise_all) else frozenset()
        if picked is not None:
            lifted = frozenset(i for i, sp in enumerate(hand) if sp.item.action in picked)
        changed, self.lifted = lifted != self.lifted, lifted
        return changed

    def withdraw(self) -> bool:
        """Lower and undim the viewer's hand; True when it was raised."""
        for sp in self.hand():
            if isinstance(sp, CardSprite):
                sp.dim = sp.picked = False
        changed, self.lifted = bool(self.lifted), frozenset()
        return changed
