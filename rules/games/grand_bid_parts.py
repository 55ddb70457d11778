"""Grand Bid's parts besides its state machine: the deck, runs and scoring, who offers and who
wins, the events and the view (the state is :mod:`rules.games.grand_bid`).

Source of every rule: ``shared/rulebooks/grand_bid.txt`` (sections named in the docstrings)
and the Grand Bid rulings of ``shared/RULINGS.md``. Seats ``0 .. 2`` sit clockwise; "left" of
a seat is the next one (RULINGS "All games").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from rules.core.cards import FRENCH_SUITS, Card, Deck
from rules.core.events import Dealt, Event, GameOver, HandOver
from rules.core.view import View

PLAYERS = 3
"""Grand Bid is for three players (rulebook title; DESIGN.md option keys)."""
HAND_SIZE = 13
"""Cards dealt to each player; the one card left is set aside unseen (rulebook Setup)."""
TOP = 10
"""Numbers run 1 (the Ace) to 10, four cards each (rulebook The Deck)."""
ROUNDS = 4
"""Rounds in a game (rulebook Full Game)."""
MAX_BID = 3
"""The most cards a bid may hold (rulebook Step 2)."""
RUN_MIN = 3
"""The shortest run that scores (rulebook Scoring)."""
BONUS_FROM = 7
"""Each card of the scoring run from this one on scores 2 more (rulebook Scoring)."""

WON_ON_SCORE = "highest_score"
"""How the game was won: one player has the highest total."""
WON_ON_RUN = "longest_run"
"""How the game was won: tied on the total, the longest run held at the end of a round decided
(rulebook Full Game, Tiebreaker; RULINGS "Grand Bid")."""
WIN_SHARED = "shared"
"""How the game was won: tied on the total and on the longest run, the victory is shared."""


# --- the deck -------------------------------------------------------------------------------
def number_text(number: int) -> str:
    """The text of a number on the cards: ``"A"`` for 1, else the digits (``"10"``)."""
    return "A" if number == 1 else str(number)


@cache
def make_grand_bid_deck() -> Deck:
    """The 40 cards A (as 1) to 10 of the French suits (rulebook The Deck; RULINGS "Grand Bid").

    Texts are the French card texts (``"AS"``, ``"7H"``, ``"10C"``) so the French art serves;
    ``rank`` is the number (1 .. 10) and ``index`` orders the deck by number, then suit
    (S H D C), so sorting by index sorts by number. Cached: every caller shares the cards.
    """
    cards = [
        Card(n, suit, f"{number_text(n)}{suit}", (n - 1) * len(FRENCH_SUITS) + i, "grandbid")
        for n in range(1, TOP + 1)
        for i, suit in enumerate(FRENCH_SUITS)
    ]
    return Deck("grandbid", tuple(cards), (make_grand_bid_deck,))


# --- runs and scoring -----------------------------------------------------------------------
def runs(numbers: Iterable[int]) -> list[tuple[int, int]]:
    """The maximal runs of consecutive numbers in ``numbers`` as ``(low, high)``, lowest
    first; runs do not wrap from 10 to 1 (rulebook Glossary "Run", Key Details)."""
    out: list[tuple[int, int]] = []
    for n in sorted(set(numbers)):
        if out and n == out[-1][1] + 1:
            out[-1] = (out[-1][0], n)
        else:
            out.append((n, n))
    return out


def longest_run(numbers: Iterable[int]) -> tuple[int, int] | None:
    """The longest run ``(low, high)`` of ``numbers`` (any length; the highest of equally long
    ones), or ``None`` for no numbers."""
    found = runs(numbers)
    if not found:
        return None
    return max(reversed(found), key=lambda r: r[1] - r[0])


def run_length(numbers: Iterable[int]) -> int:
    """The length of the longest run of ``numbers`` (0 for none, 1 for a lone card)."""
    best = longest_run(numbers)
    return 0 if best is None else best[1] - best[0] + 1


def run_score(length: int) -> int:
    """Points for a longest run of ``length`` cards: nothing under :data:`RUN_MIN`, else one per
    card and 2 more for each card from the 7th on (rulebook Scoring; RULINGS "Grand Bid":
    ``L + 2 x max(0, L - 6)``). 2 3 4 7 8 9 10 -> run of 4 -> 4; 6 -> 6; 7 -> 9; 10 -> 18."""
    if length < RUN_MIN:
        return 0
    return length + 2 * max(0, length - BONUS_FROM + 1)


def tableau_score(numbers: Iterable[int]) -> int:
    """What a tableau of ``numbers`` scores: its longest run (:func:`run_score`)."""
    return run_score(run_length(numbers))


# --- who offers, who wins --------------------------------------------------------------------
def auction_winner(counts: Sequence[tuple[int, int]]) -> int | None:
    """The winner of a reveal: ``counts`` are ``(seat, cards bid)`` in clockwise order from the
    offerer's left; the most cards win, a tie goes to the tied bidder met first (nearer the
    offerer's left: rulebook Step 3; RULINGS "Grand Bid"). ``None`` when nobody bid a card."""
    best, winner = 0, None
    for seat, count in counts:
        if count > best:
            best, winner = count, seat
    return winner


def next_offerer(offerer: int, hand_counts: Sequence[int]) -> int | None:
    """The next offerer after ``offerer``: the next seat clockwise holding a card, skipping
    empty hands (rulebook Step 5); ``offerer`` itself if only it holds cards; ``None`` if
    nobody does."""
    n = len(hand_counts)
    for step in range(1, n + 1):
        seat = (offerer + step) % n
        if hand_counts[seat]:
            return seat
    return None


def first_offerer(totals: Sequence[int], previous: int) -> int:
    """Who offers first in a later round: the lowest total score (rulebook Full Game); among
    tied lowest, the first met going clockwise from the seat after ``previous``, the previous
    round's first offerer (RULINGS "Grand Bid")."""
    n = len(totals)
    low = min(totals)
    return next(s for s in ((previous + k) % n for k in range(1, n + 1)) if totals[s] == low)


def final_result(totals: Sequence[int], best_runs: Sequence[int]) -> tuple[list[int], str]:
    """The winning seats and how they won (rulebook Full Game; RULINGS "Grand Bid").

    Args:
        totals: each seat's total score after the last round.
        best_runs: each seat's longest run (any length) held at the end of any one round.

    Returns:
        ``(winners, how)``: the highest total wins (:data:`WON_ON_SCORE`); tied players are
        parted by the longest run (:data:`WON_ON_RUN`); those still tied share
        (:data:`WIN_SHARED`).
    """
    top = max(totals)
    tied = [s for s, t in enumerate(totals) if t == top]
    if len(tied) == 1:
        return tied, WON_ON_SCORE
    longest = max(best_runs[s] for s in tied)
    winners = [s for s in tied if best_runs[s] == longest]
    return winners, (WIN_SHARED if len(winners) == len(tied) else WON_ON_RUN)


# --- events ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class GrandBidDealt(Dealt):
    """A round was dealt (rulebook Setup). Grand Bid has no dealer: ``seat`` is the round's
    first offerer (random in round 1, then the lowest total; RULINGS "Grand Bid")."""


@dataclass(frozen=True, slots=True)
class Offered(Event):
    """``seat`` offered ``card`` face up (rulebook Step 1; ``second``: the Double Offer's second
    card, Step 4). ``bidders`` are the seats that may bid on the offer, in bidding order
    (RULINGS "Grand Bid": a card in hand and a number not in the tableau)."""

    kind: ClassVar[str] = "offer"
    seat: int
    card: Card
    second: bool
    bidders: tuple[int, ...]


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
    """Four rounds were played (rulebook Full Game); ``reason`` is :data:`WON_ON_SCORE`,
    :data:`WON_ON_RUN` or :data:`WIN_SHARED`; ``best_runs`` the tie-break figures."""

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
        end_reason: how it was won once over (:func:`final_result`), else ``None``.
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


def run_cards(tableau: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``tableau``'s longest run of 3 or more (:func:`longest_run`), or ``()``."""
    best = longest_run(c.rank for c in tableau)
    if best is None or best[1] - best[0] + 1 < RUN_MIN:
        return ()
    return tuple(c for c in tableau if best[0] <= c.rank <= best[1])
