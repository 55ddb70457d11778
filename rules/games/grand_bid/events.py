"""Grand Bid's events and view: what ``state.apply`` returns and what one seat may know.

Source of every rule: ``shared/rulebooks/grand_bid.txt`` (sections named in the docstrings)
and the Grand Bid rulings of ``shared/RULINGS.md``; the state is :mod:`rules.games.grand_bid.state`.
A secret bid shows in no event and no other seat's view until the reveal (DESIGN.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.core.cards import Card
from rules.core.events import Dealt, Event, GameOver, HandOver
from rules.core.view import View


# --- events ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GrandBidDealt(Dealt):
    """A round was dealt (rulebook Setup). Grand Bid has no dealer: ``seat`` is the round's
    first offerer (random in round 1, then the lowest total; RULINGS "Grand Bid")."""


@dataclass(frozen=True, slots=True)
class Offered(Event):
    """``seat`` offered ``card`` face up (rulebook Step 1; ``second``: the Double Offer's second
    card, Step 4). ``bidders`` are the seats that may bid on the offer, in bidding order
    (RULINGS "Grand Bid": a card in hand and a number not in the tableau); ``empty_hands``
    the others with no card in hand (the rest left out hold the offered number, both numbers
    of a Double Offer, in their tableau)."""

    kind: ClassVar[str] = "offer"
    seat: int
    card: Card
    second: bool
    bidders: tuple[int, ...]
    empty_hands: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class CardLaid(Event):
    """``seat`` laid a card face down towards its bid. The card is not named: a bid is secret
    until the reveal (DESIGN.md; the bidder's own view holds its cards)."""

    kind: ClassVar[str] = "lay"
    seat: int


@dataclass(frozen=True, slots=True)
class BidTakenBack(Event):
    """``seat`` took the cards it had laid back into its hand (before its bid was in)."""

    kind: ClassVar[str] = "take_back"
    seat: int


@dataclass(frozen=True, slots=True)
class BidIn(Event):
    """``seat``'s secret bid is in: some cards or none (a pass) - which, only the reveal
    tells (rulebook Step 2: the bids are simultaneous)."""

    kind: ClassVar[str] = "bid_in"
    seat: int


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    """Every bid turned up at once (rulebook Step 3).

    Attributes:
        seat: the offerer.
        bids: per seat its bid cards, ``()`` for a pass, ``None`` for a seat that did not bid
            (the offerer, or a player who could not).
        winner: the seat that bid the most cards (ties to the offerer's nearer left), or
            ``None`` when nobody bid a card.
    """

    kind: ClassVar[str] = "reveal"
    seat: int
    bids: tuple[tuple[Card, ...] | None, ...]
    winner: int | None


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """The winner ``seat`` gave its bid ``cards`` to the ``offerer``'s hand (rulebook Step 3);
    a losing bidder's cards go back to its own hand (they never left it)."""

    kind: ClassVar[str] = "paid"
    seat: int
    offerer: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class NoBid(Event):
    """Nobody bid on ``seat``'s offer (``second``: on the Double Offer, rulebook Step 4)."""

    kind: ClassVar[str] = "no_bid"
    seat: int
    second: bool


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    """``card`` went into ``seat``'s tableau: ``how`` is ``"won"`` (won at auction; of a Double
    Offer, the card kept) or ``"self_take"`` (the offerer's Self-take, rulebook Step 4)."""

    kind: ClassVar[str] = "keep"
    seat: int
    card: Card
    how: str


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """``card`` went face up to the discard pile (rulebook Step 4) from ``seat``'s offer or win:
    ``why`` is ``"other"`` (the card not kept of a Double Offer), ``"lone"`` (no second card
    could be offered) or ``"both_held"`` (a Self-take of two numbers already in the offerer's
    tableau; RULINGS "Grand Bid")."""

    kind: ClassVar[str] = "discard"
    seat: int
    card: Card
    why: str


@dataclass(frozen=True, slots=True)
class RoundScored(HandOver):
    """A round ended - two or more hands empty after an offer was resolved - and was scored
    (rulebook Round End, Scoring).

    Attributes:
        number: the round.
        scores: each seat's total after it.
        points: each seat's points this round.
        runs: each seat's longest run this round (any length).
        leftover: cards left in hands, set aside unscored.
    """

    kind: ClassVar[str] = "round_scored"
    points: tuple[int, ...]
    runs: tuple[int, ...]
    leftover: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class GrandBidGameOver(GameOver):
    """Four rounds were played (rulebook Full Game); ``reason`` is how the game was won (see
    :func:`rules.games.grand_bid.parts.final_result`); ``best_runs`` the tie-break figures."""

    best_runs: tuple[int, ...]


# --- the view -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Auction:
    """A revealed auction, as everyone saw it (RULINGS "Grand Bid": after a reveal every player
    has seen the bid cards).

    Attributes:
        offerer: who offered.
        offer: the offered card or cards.
        bids: per seat the revealed cards, ``()`` for a pass, ``None`` for no bid.
        winner: who won, or ``None`` when nobody bid.
    """

    offerer: int
    offer: tuple[Card, ...]
    bids: tuple[tuple[Card, ...] | None, ...]
    winner: int | None


@dataclass(frozen=True, kw_only=True)
class GrandBidView(View):
    """What one seat may know: the :class:`~rules.core.view.View` fields and the public table.

    In the shared fields: ``hand`` is this seat's cards in number order, the ones it has laid
    towards a secret bid included (they stay its own until the reveal); ``hand_counts`` count
    those too, so a secret bid shows in no count; ``scores`` are the totals of the finished
    rounds; ``last_trick`` is ``()`` and ``last_trick_winner`` ``None`` (no tricks).

    Attributes:
        round_number: 1-based round (0 before the first deal); rounds: rounds in the game.
        first_offerer: who offered first this round (``None`` before the first deal).
        offerer: whose offer is on the table (``None`` between rounds).
        offer: the offered card, or the two of a Double Offer.
        bidders: the seats that may bid on the offer, in bidding order (empty outside bids).
        decided: per seat, whether its secret bid is in (not what it is).
        bid: the cards this seat has laid towards its secret bid (only its own).
        tableaux: each seat's tableau in number order.
        runs: each tableau's longest run of 3 or more (the highest of equal ones), or ``()``.
        round_points: what each tableau would score now (rulebook Scoring).
        discard: the discard pile, oldest first.
        unseen: cards set aside face down (1 during a round).
        known: per seat, the cards of its hand everyone has seen (revealed bids kept or
            received, RULINGS "Grand Bid"), in number order.
        keep_options: while a seat chooses which card of a Double Offer to keep, those it may.
        last_auction: the last reveal this round, or ``None``.
        sheet: per seat one ``(points, longest run)`` per finished round.
        best_runs: per seat the longest run held at the end of any round (the tie-break).
        winners: the winning seats once the game is over, else ``()``.
        end_reason: how it was won once over (:func:`~rules.games.grand_bid.parts.final_result`),
            else ``None``.
    """

    round_number: int
    rounds: int
    first_offerer: int | None
    offerer: int | None
    offer: tuple[Card, ...]
    bidders: tuple[int, ...]
    decided: tuple[bool, ...]
    bid: tuple[Card, ...]
    tableaux: tuple[tuple[Card, ...], ...]
    runs: tuple[tuple[Card, ...], ...]
    round_points: tuple[int, ...]
    discard: tuple[Card, ...]
    unseen: int
    known: tuple[tuple[Card, ...], ...]
    keep_options: tuple[Card, ...]
    last_auction: Auction | None
    sheet: tuple[tuple[tuple[int, int], ...], ...]
    best_runs: tuple[int, ...]
    winners: tuple[int, ...]
    end_reason: str | None
