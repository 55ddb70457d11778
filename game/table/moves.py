"""What a presenter asks the table to show: generic moves, played in order.

A presenter turns the events of one applied action into a list of steps
(:meth:`~game.table.protocol.Presenter.moves`); the table's animator plays them one after
another, each once the sprites of the one before have landed. The table never looks at a
game's events; it knows only these steps. Every duration is scaled by the player's animation
speed setting; the standard pauses are in :mod:`game.table.pace`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.table.zones import Item, Zone

if TYPE_CHECKING:
    from game.table.protocol import Summary


@dataclass(frozen=True)
class Move:
    """A card or piece slides from one zone to another.

    Attributes:
        src, dst: the zones.
        key: the card's text (or the piece's picture) to take from ``src``; ``None`` takes a
            hidden card (from the middle of a hand), else the last item.
        item: how it looks on arrival (a played card's text, face up, its owner in the
            trick, turned a quarter); ``None`` keeps its look.
        pile: in a won zone, the pile it joins (0 = the first) when that pile exists.
    """

    src: Zone
    dst: Zone
    key: str | None = None
    item: Item | None = None
    pile: int | None = None


@dataclass(frozen=True)
class Collect:
    """Every card of ``src`` slides to ``dst``: into a won zone face down as ``piles`` new
    piles (a won trick; a trick that counts twice makes two piles), elsewhere (a tableau) one
    after another as they are."""

    src: Zone
    dst: Zone
    piles: int = 1


@dataclass(frozen=True)
class Deal:
    """A new deal: what lay on the table goes back to the deck, then every card the view shows
    flies from the deck, one at a time clockwise starting with seat ``first`` (the cards of the
    stock mixed in), and face up where the viewer may see it."""

    first: int


@dataclass(frozen=True)
class Turn:
    """The cards of ``zone`` turn face up, showing ``texts`` in order, or face down."""

    zone: Zone
    face_up: bool = True
    texts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Highlight:
    """Outline the cards of ``zone`` (only ``owner``'s in the trick, when given) in gold until
    they next move."""

    zone: Zone
    owner: int | None = None


@dataclass(frozen=True)
class Say:
    """Put ``text`` in the status line and hold for ``hold`` seconds before the next step
    (an empty ``text`` says nothing: a hold alone). With ``trick``, it is a pause to see who
    won (a finished trick, bids turned up), which the player lengthens or shortens: ``hold``
    is for the normal setting, scaled by :func:`~game.table.pace.trick_pause` against
    :data:`~game.table.pace.TRICK_PAUSE` (it may hold until they click)."""

    text: str
    hold: float = 0.0
    trick: bool = False


@dataclass(frozen=True)
class Sync:
    """Make every zone match what the view shows now, sliding what moved (cards picked up, a
    piece taken from the supply); the animator ends every action with one."""


@dataclass(frozen=True)
class ShowSummary:
    """Stop for an overlay with ``summary`` and one button, ``button`` (``"Next hand"``), that
    the player clicks to go on (in pass-and-play the hands are hidden behind it)."""

    summary: Summary
    button: str


Step = Move | Collect | Deal | Turn | Highlight | Say | Sync | ShowSummary
