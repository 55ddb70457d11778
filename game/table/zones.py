"""The table's vocabulary of places: zones, and what a presenter puts in them.

The shared table knows no game. It knows *zones* (DESIGN.md "game/"): per seat a hand, a
won-tricks pile, a tableau, a bid area and a row of pieces (the name plate is drawn by the
HUD); in the centre the trick, a stock (cards set aside), an offer, a discard pile and
a supply of pieces. A presenter declares which zones its game uses
(:attr:`~game.table.protocol.Presenter.zones`) and fills them from a seat's view with
:class:`CardItem` and :class:`PieceItem` values (:class:`Contents`); the table keeps one
sprite per item and moves sprites between zones when the contents change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class ZoneKind(Enum):
    """A kind of place on the table; the first six belong to a seat, the rest to the centre."""

    HAND = "hand"
    """A seat's cards in hand: the viewer's face up in a fan, the others' small and face down."""
    WON = "won"
    """The tricks a seat has won, one small face-down pile per trick, with a count."""
    TABLEAU = "tableau"
    """Face-up cards a seat has laid out in rows or runs, visible to all."""
    BID = "bid"
    """A seat's bid: cards or pieces, face up or down, set apart from its hand and pieces."""
    PIECES = "pieces"
    """A seat's pieces (coins, tokens, tiles, markers), in cells with a caption."""
    TRICK = "trick"
    """The trick in progress: each card in front of the seat that played it (its owner)."""
    STOCK = "stock"
    """Cards set aside in the centre (left over from the deal): stacked face down, spread when
    any is face up."""
    OFFER = "offer"
    """One or two face-up cards offered in the centre."""
    DISCARD = "discard"
    """A face-up discard pile in the centre, slightly spread."""
    SUPPLY = "supply"
    """The common supply of pieces, in a row above the centre."""

    @property
    def per_seat(self) -> bool:
        """True for the zones every seat has (hand, won, tableau, bid, pieces)."""
        return self in SEAT_KINDS


SEAT_KINDS = (ZoneKind.HAND, ZoneKind.WON, ZoneKind.TABLEAU, ZoneKind.BID, ZoneKind.PIECES)
"""The zones that belong to a seat."""
_KIND_ORDER = {kind: i for i, kind in enumerate(ZoneKind)}
CENTRE_KINDS = (ZoneKind.TRICK, ZoneKind.STOCK, ZoneKind.OFFER, ZoneKind.DISCARD, ZoneKind.SUPPLY)
"""The zones in the middle of the table."""


@dataclass(frozen=True)
class Zone:
    """One place: a kind and, for a seat's zone, the seat (``None`` in the centre).

    Raises:
        ValueError: a seat's kind without a seat, or a centre kind with one.
    """

    kind: ZoneKind
    seat: int | None = None

    def __post_init__(self) -> None:
        if self.kind.per_seat != (self.seat is not None):
            where = "needs a seat" if self.kind.per_seat else "is in the centre and takes no seat"
            raise ValueError(f"the {self.kind.value} zone {where}")

    def __str__(self) -> str:
        return self.kind.value if self.seat is None else f"{self.kind.value}[{self.seat}]"

    @property
    def order(self) -> tuple[int, int]:
        """A sort key: by kind (in :class:`ZoneKind` order), then seat (the centre first)."""
        return _KIND_ORDER[self.kind], -1 if self.seat is None else self.seat


def hand(seat: int) -> Zone:
    """``seat``'s hand."""
    return Zone(ZoneKind.HAND, seat)


def won(seat: int) -> Zone:
    """``seat``'s won-tricks piles."""
    return Zone(ZoneKind.WON, seat)


def tableau(seat: int) -> Zone:
    """``seat``'s tableau."""
    return Zone(ZoneKind.TABLEAU, seat)


def bid(seat: int) -> Zone:
    """``seat``'s bid area."""
    return Zone(ZoneKind.BID, seat)


def pieces(seat: int) -> Zone:
    """``seat``'s row of pieces."""
    return Zone(ZoneKind.PIECES, seat)


TRICK = Zone(ZoneKind.TRICK)
STOCK = Zone(ZoneKind.STOCK)
OFFER = Zone(ZoneKind.OFFER)
DISCARD = Zone(ZoneKind.DISCARD)
SUPPLY = Zone(ZoneKind.SUPPLY)


@dataclass(frozen=True)
class CardItem:
    """A card as a presenter shows it.

    Attributes:
        text: the card's text form (``"10H"``) when this seat may know it, else ``None``.
        face_up: whether its face shows (a card with no text is always face down).
        turned: drawn turned a quarter (a card that cannot win, a declared bid).
        owner: in the trick, the seat that played it (it lies in front of that seat).
        note: a short caption drawn under it (``"Can't win!"``), or ``""``.
        action: a legal action text this card stands for (clickable), or ``None``.
        marked: drawn with a green outline for as long as the presenter marks it (the cards
            that score together in a tableau).
        barred: face up, drawn with a small no-entry sign in its corner strip: a card of the
            viewer's hand that cannot win for them.
    """

    text: str | None = None
    face_up: bool = False
    turned: bool = False
    owner: int | None = None
    note: str = ""
    action: str | None = None
    marked: bool = False
    barred: bool = False

    @property
    def key(self) -> str | None:
        """What identifies the card across zones: its text, or ``None`` for a hidden card."""
        return self.text


@dataclass(frozen=True)
class PieceItem:
    """A piece (coin, token, tile, marker) as a presenter shows it; equal neighbours of one
    zone share a cell, drawn as a small stack with ``"x N"``.

    Attributes:
        image: a piece picture for :func:`game.assets.piece` (``"cantwin/bid_token"``); also
            what identifies the piece when it moves between zones.
        label: the caption under its cell.
        action: a legal action text: the piece is clickable (a target); ``None`` otherwise.
        help: a longer line shown while the pointer is over it.
        turned: drawn turned a quarter (a piece turned to declare something).
        count: how many of it (the table keeps one sprite each).
    """

    image: str
    label: str = ""
    action: str | None = None
    help: str = ""
    turned: bool = False
    count: int = 1

    @property
    def key(self) -> str:
        """What identifies the piece across zones: its picture."""
        return self.image


Item = CardItem | PieceItem


@dataclass
class Contents:
    """What every zone holds, as one presenter fills it from one seat's view.

    Attributes:
        zones: items per zone, in their order on the table (a hand left to right, a pile
            bottom to top). A zone left out is empty.
    """

    zones: dict[Zone, list[Item]] = field(default_factory=dict)

    def put(self, zone: Zone, *items: Item) -> None:
        """Append ``items`` to ``zone``."""
        self.zones.setdefault(zone, []).extend(items)

    def won_piles(self, seat: int, count: int) -> None:
        """``count`` face-down piles in front of ``seat`` (one per trick won)."""
        self.put(won(seat), *(CardItem() for _ in range(count)))

    def items(self, zone: Zone) -> list[Item]:
        """The items of ``zone`` (empty when left out)."""
        return self.zones.get(zone, [])

    def expanded(self, zone: Zone) -> list[Item]:
        """The items of ``zone`` with each piece of ``count`` n repeated n times (one per sprite)."""
        out: list[Item] = []
        for item in self.items(zone):
            out.extend([item] * item.count if isinstance(item, PieceItem) else [item])
        return out
