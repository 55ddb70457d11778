"""Bid Whist's words of the game: its constants, phases, contract, renege and hand result,
the events a hand gives and the seat's view (the state is :mod:`rules.games.bid_whist.state`).

Source of every rule: ``shared/rulebooks/bid_whist.txt`` and the Bid Whist rulings of
``shared/RULINGS.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.core.cards import Card, make_french_deck
from rules.core.deals import unseen_cards
from rules.core.events import Event, HandOver, TrickWon
from rules.core.state import GamePhase
from rules.core.view import View

NUM_SEATS = 4
HAND_SIZE = 12
BOOKS_PER_HAND = 13
BOOK_BASE = 6
"""Books a side needs before it scores: a bid of N promises 6 + N books (Bidding)."""
MAX_BID = 7
TARGET = 7
"""A side at +7 or more wins; a side at -7 or less loses (Winning the game)."""
RENEGE_BOOKS = 3
"""Books a reneging side gives to the other side (Playing the hand, Renege)."""
RENEGE_GIVES_BOOKS = "books"
"""A renege's penalty: :data:`RENEGE_BOOKS` books pass to the other side."""
RENEGE_GIVES_ALL = "all_thirteen"
"""A renege's penalty: the side had fewer than :data:`RENEGE_BOOKS` books, so the hand is
scored as if the other side had won all 13 (rulebook "Renege")."""
RENEGE_NO_PENALTY = "none"
"""A renege after the hand was already settled as 13 to 0: it costs nothing more (RULINGS
"Renege")."""
KINDS = ("uptown", "downtown", "notrump")
DIRECTIONS = ("uptown", "downtown")


class Phase(GamePhase):
    """Where a hand of Bid Whist is."""

    DEAL = "deal"
    BID = "bid"
    TRUMP = "trump"
    DISCARD = "discard"
    PLAY = "play"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Contract:
    """The winning bid and what the bidder named.

    Attributes:
        bidder: seat that won the bidding.
        number: 3..7, books over six promised.
        kind: ``"uptown"``, ``"downtown"`` or ``"notrump"``.
        trump: trump suit code (``"S" "H" "D" "C"``) once named in a trump hand, else ``None``.
        direction: ``"uptown"`` or ``"downtown"``; for no trump ``None`` until named.
    """

    bidder: int
    number: int
    kind: str
    trump: str | None
    direction: str | None

    @property
    def side(self) -> int:
        """The bidding side (``bidder % 2``)."""
        return self.bidder % 2

    @property
    def notrump(self) -> bool:
        """True for a no-trump contract (scores doubled)."""
        return self.kind == "notrump"

    @property
    def books_needed(self) -> int:
        """Books the bidding side must win, the discard included: 6 + the bid (rulebook
        "Bidding": "a bid of 4 means at least 6 + 4 = 10 books")."""
        return BOOK_BASE + self.number


@dataclass(frozen=True)
class Renege:
    """One renege as the scoring settled it (house rule "reneges allowed"; rulebook "Renege";
    RULINGS "Renege": several reneges are settled in play order).

    Attributes:
        seat: the seat that reneged.
        side_books: the reneging side's books when this renege was settled (after the
            earlier reneges' penalties).
        penalty: :data:`RENEGE_GIVES_BOOKS`, :data:`RENEGE_GIVES_ALL` or
            :data:`RENEGE_NO_PENALTY`.
    """

    seat: int
    side_books: int
    penalty: str


@dataclass(frozen=True, slots=True)
class HandResult:
    """How the last hand was scored (rulebook "Scoring", RULINGS "Renege").

    Attributes:
        hand_number: the hand (1-based).
        contract: the contract played.
        books: books per side after renege penalties (13 in all).
        made: True if the bidding side made its bid.
        points: points per side this hand.
        scores: running scores per side after this hand.
        reneges: each renege found, in play order, with its settlement (:class:`Renege`).
        all_thirteen: side counted as winning all 13 books because the other side reneged
            with fewer than 3 books, else ``None``.
        dealer: the seat that dealt the hand.
    """

    hand_number: int
    contract: Contract
    books: tuple[int, int]
    made: bool
    points: tuple[int, int]
    scores: tuple[int, int]
    reneges: tuple[Renege, ...]
    all_thirteen: int | None
    dealer: int


# --- events ------------------------------------------------------------------------------
# Besides the shared Dealt (seat = dealer, number = hand), CardPlayed and GameOver.


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """``seat`` passed in the bidding (rulebook "Bidding")."""

    kind: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """``seat`` bid ``number`` (3..7) ``bid_kind`` (``"uptown"``, ``"downtown"`` or
    ``"notrump"``) (rulebook "Bidding")."""

    kind: ClassVar[str] = "bid"
    seat: int
    number: int
    bid_kind: str


@dataclass(frozen=True, slots=True)
class ContractChosen(Event):
    """The contract as far as it is chosen: once when the bidding ends (``trump`` and
    ``direction`` still ``None``), again when the bidder names the trump suit (``trump``) or,
    in no trump, the direction (``direction``) (rulebook "Bidding", step 1).

    Attributes:
        seat: the bidder.
        number: the bid, 3..7.
        bid_kind: ``"uptown"``, ``"downtown"`` or ``"notrump"``.
        trump: the trump suit code once named, else ``None``.
        direction: the no-trump direction once named, else ``None``.
    """

    kind: ClassVar[str] = "contract"
    seat: int
    number: int
    bid_kind: str
    trump: str | None = None
    direction: str | None = None


@dataclass(frozen=True, slots=True)
class KittyShown(Event):
    """The kitty was turned face up for everyone before the bidder (``seat``) took it
    ("Sporting the kitty", trump hands only; RULINGS)."""

    kind: ClassVar[str] = "kitty_shown"
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class KittyTaken(Event):
    """The bidder (``seat``) took the kitty's ``count`` cards, ``cards`` (known to the bidder
    alone unless sported), and must discard as many (rulebook "Bidding", steps 2-3)."""

    kind: ClassVar[str] = "kitty_taken"
    seat: int
    count: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class JokersOut(Event):
    """Jokers out (house rule; RULINGS "Jokers out"): the jokers left play before the bidder
    (``seat``) took the kitty.

    Attributes:
        seat: the bidder.
        removed: the jokers removed, from the kitty and from the hands.
        swapped_by: the seats that swapped a held joker for a kitty card, in swap order
            (from the bidder's left; a seat holding both jokers appears twice).
    """

    kind: ClassVar[str] = "jokers_out"
    seat: int
    removed: tuple[Card, ...]
    swapped_by: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The bidder (``seat``) discarded ``card`` face down (rulebook "Bidding", step 3);
    ``completes``: it was the discard's last card, so the discard now counts as the bidding
    side's first book.

    The card is the bidder's secret: the table shows it to that seat only."""

    kind: ClassVar[str] = "discard"
    seat: int
    card: Card
    completes: bool = False


WHY_JOKER, WHY_TRUMPED, WHY_HIGH_TRUMP, WHY_LEAD = "joker", "trumped", "high_trump", "lead"
"""What won a book (:attr:`BookWon.why`)."""


@dataclass(frozen=True, slots=True)
class BookWon(TrickWon):
    """A book (trick) was won (rulebook "Playing the hand", 3).

    Attributes:
        seat: the winner.
        cards: the book's four cards in play order.
        side: the winner's side (``seat % 2``).
        books: books per side so far this hand, the discard included.
        why: what won it (rulebook "Card ranking"): :data:`WHY_JOKER`, :data:`WHY_TRUMPED`
            (a trump on another suit led), :data:`WHY_HIGH_TRUMP` (trumps led) or
            :data:`WHY_LEAD` (the best card of the suit led).
        best: the winning card.
        downtown: the hand is played downtown (low cards win, the Ace still the best of its
            suit: rulebook "Card ranking"), so that the words can say which card is best.
    """

    kind: ClassVar[str] = "book_won"
    side: int
    books: tuple[int, int]
    why: str = ""
    best: Card | None = None
    downtown: bool = False


@dataclass(frozen=True, slots=True)
class Reneged(Event):
    """A renege found when the hand ended, and what it cost (house rule "reneges allowed";
    RULINGS "Renege"); one event per :class:`Renege` of the hand, in play order.

    Attributes:
        seat: the seat that reneged.
        side: its side.
        penalty: :data:`RENEGE_GIVES_BOOKS`, :data:`RENEGE_GIVES_ALL` or
            :data:`RENEGE_NO_PENALTY`.
        side_books: the side's books when this renege was settled.
    """

    kind: ClassVar[str] = "renege"
    seat: int
    side: int
    penalty: str
    side_books: int


@dataclass(frozen=True, slots=True)
class HandScored(HandOver):
    """The hand was scored (rulebook "Scoring"; RULINGS "Scoring", "Renege").

    Attributes:
        number: the hand number.
        scores: each seat's side score after the hand.
        bidder: the bidder's seat.
        bid: the bid number, 3..7.
        bid_kind: ``"uptown"``, ``"downtown"`` or ``"notrump"``.
        books: books per side after renege penalties (13 in all).
        needed: books the bidding side needed (:attr:`Contract.books_needed`).
        made: True if the bidding side made its bid.
        points: points per side this hand.
    """

    kind: ClassVar[str] = "hand_scored"
    bidder: int
    bid: int
    bid_kind: str
    books: tuple[int, int]
    needed: int
    made: bool
    points: tuple[int, int]


@dataclass(frozen=True, kw_only=True)
class BidWhistView(View):
    """What one seat may know: the :class:`~rules.core.view.View` fields and the table of
    Bid Whist.

    In the shared fields: ``phase`` is a :class:`Phase`; ``hand`` is sorted for display (suits
    S H D C, rank 2..A, jokers last); ``scores`` gives each seat its side's score
    (``[side0, side1, side0, side1]``); ``last_trick`` is the last completed book of this hand
    as ``(seat, card)`` pairs.

    Attributes:
        dealer: dealer seat of this hand (``None`` before the first deal).
        bids: ``(seat, text)`` in bidding order, text ``"pass"`` or e.g. ``"4 uptown"``.
        high_bid: ``(seat, number, kind)`` of the highest bid so far, or ``None``.
        contract: the :class:`Contract` once the bidding is over, else ``None``.
        kitty_count: cards in the kitty (0 once taken).
        kitty: kitty cards this seat has seen (sported, or its own pick-up as bidder).
        discards: the bidder's own discard (empty for every other seat).
        trick: ``(seat, card)`` of the book in progress, in play order.
        leader: seat that leads (or led) the current book, or ``None``.
        books: books per side this hand (the discard counts one for the bidding side).
        books_by_seat: the same books by the seat that won them (the discard: the bidder's),
            so the table can stack each book in front of its winner, also after a resume.
        side_scores: running score per side.
        sets: sets per side this game.
        played: every card played face up this hand, in order.
        hand_number: 1-based hand count (0 before the first deal).
        options: the resolved variant options.
        jokers: jokers in the deck (2 or 1).
        kitty_size: cards in a full kitty (6, or 5 with one joker).
        discard_count: cards the bidder must discard this hand (0 until known).
        discarded: cards the bidder has discarded so far this hand (public: everyone sees
            the face-down pile grow).
        jokers_out: jokers removed from play this hand ("jokers out").
        renege_books: books a renege costs (3), for the table's help text.
        last_hand: the :class:`HandResult` of the previous hand, or ``None``.
        hand_results: the :class:`HandResult` of every hand scored so far, oldest first (the
            score sheet).
        winners: the winning seats once the game is over, else ``()``.
        end_reason: why the game ended (``"reached_7"``, ``"fell_to_minus_7"``,
            ``"boston_made"``, ``"boston_set"``, ``"third_set"``), else ``None``.
    """

    dealer: int | None
    bids: tuple[tuple[int, str], ...]
    high_bid: tuple[int, int, str] | None
    contract: Contract | None
    kitty_count: int
    kitty: tuple[Card, ...]
    discards: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    books: tuple[int, int]
    books_by_seat: tuple[int, int, int, int]
    side_scores: tuple[int, int]
    sets: tuple[int, int]
    played: tuple[Card, ...]
    hand_number: int
    options: dict
    jokers: int
    kitty_size: int
    discard_count: int
    discarded: int
    jokers_out: tuple[Card, ...]
    renege_books: int
    last_hand: HandResult | None
    hand_results: tuple[HandResult, ...] = ()
    winners: tuple[int, ...]
    end_reason: str | None

    def unseen(self) -> list[Card]:
        """The cards of the hand's deck this seat cannot place, in deck order: every card
        not in its hand, played, out of play (jokers out) or in its own discard (the
        other hands', the kitty's and another seat's discard)."""
        deck = make_french_deck(self.jokers).cards
        return unseen_cards(deck, self.hand, self.played, self.jokers_out, self.discards)


def bid_text(number: int, kind: str) -> str:
    """``"4 uptown"``: the text of a bid (also its action arguments)."""
    return f"{number} {kind}"
