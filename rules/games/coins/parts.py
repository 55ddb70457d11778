"""Coins' words of the game: its constants, phases, how a trick is decided, the record of a
hand, the events and the seat's view (the state is :mod:`rules.games.coins.state`).

Source of every rule: ``shared/rulebooks/coins.txt`` (sections named by their English
headings) and the Coins rulings of ``shared/RULINGS.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.core.cards import SPANISH_SUIT_NAMES, Card, spanish_card_name
from rules.core.events import Dealt, GameOver, TrickWon
from rules.core.state import GamePhase
from rules.core.view import View

NUM_SEATS = 3
HAND_SIZE = 16
"""All 48 cards are dealt, 16 each (rulebook PLAY; RULINGS "Coins")."""
COINS = "O"
"""The coins suit (oros): each of its cards won in a trick is worth one point."""
COINS_CARDS = 12
"""Coins cards in the deck (rulebook INTRODUCTION: 12 per suit), so 12 points per hand."""
BEATS = {"U": "O", "O": "E", "E": "B", "B": "U"}
"""Each suit beats the next in the cycle cups > coins > swords > clubs > cups
(rulebook SUIT RELATIVE VALUES: cups hold coins, coins buy swords, swords cut clubs,
clubs crush cups)."""
SUITS_IN_CYCLE = ("U", "O", "E", "B")

THREE_SUITS = "three_suits"
PAIR = "pair"
ONE_SUIT = "one_suit"


class Phase(GamePhase):
    """Where a game of Coins is."""

    DEAL = "deal"
    PLAY = "play"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class TrickResult:
    """How a complete trick was decided (rulebook TRICK CARD VALUES).

    Attributes:
        index: position (0-based, play order) of the winning card in the trick.
        kind: ``"three_suits"``, ``"pair"`` or ``"one_suit"`` (trick types 1, 2, 3).
        suit: the suit that decided the trick (the winning card's suit).
        reason: one sentence for the table, e.g.
            ``"cups beat coins and coins beat swords (clubs missing)"``.
    """

    index: int
    kind: str
    suit: str
    reason: str


def decide_trick(cards: Sequence[Card]) -> TrickResult:
    """The winner of a complete three-card trick (rulebook TRICK CARD VALUES).

    1. Three different suits: suit A beats suit B and suit B beats suit C, so A wins. The
       one missing suit decides: A is the suit the missing suit beats (RULINGS "Coins").
    2. Two cards of one suit: the higher of those two wins; the odd card cannot win.
    3. All one suit: the highest card wins.
    Ranks: A > Rey > Caballo > Sota > 9 > ... > 2 (the deck's ranks 13..2).

    Args:
        cards: the three cards in play order.

    Raises:
        ValueError: if ``cards`` does not hold exactly three cards.
    """
    if len(cards) != NUM_SEATS:
        raise ValueError(f"a trick of Coins has {NUM_SEATS} cards, not {len(cards)}")
    a, b, c = cards
    sa, sb, sc = a.suit, b.suit, c.suit
    if sa == sb == sc:
        kind, suit = ONE_SUIT, sa
    elif sa != sb and sb != sc and sa != sc:
        kind = THREE_SUITS
        missing = next(s for s in SUITS_IN_CYCLE if s not in (sa, sb, sc))
        suit = BEATS[missing]
    else:
        kind, suit = PAIR, (sa if sa in (sb, sc) else sb)
    index = -1
    for i, card in enumerate(cards):
        if card.suit == suit and (index < 0 or card.rank > cards[index].rank):
            index = i
    name = SPANISH_SUIT_NAMES
    if kind == THREE_SUITS:
        second = BEATS[suit]
        reason = (
            f"{name[suit]} beat {name[second]} and {name[second]} beat "
            f"{name[BEATS[second]]} ({name[missing]} missing)"
        )
    elif kind == PAIR:
        reason = f"two {name[suit]}: the higher, {spanish_card_name(cards[index])}, wins"
    else:
        reason = f"all {name[suit]}: the highest, {spanish_card_name(cards[index])}, wins"
    return TrickResult(index, kind, suit, reason)


@dataclass(frozen=True)
class HandRecord:
    """One hand as it was scored: each coins card won is a point to its winner (rulebook
    OBJECT OF THE GAME).

    Attributes:
        number: the hand number, 1-based.
        dealer: the seat that dealt it.
        tricks: tricks won per seat in this hand.
        coins: coins cards (points) won per seat in this hand.
        scores: each seat's points after it.
        complete: False when the game ended in the middle of it, the target reached
            (RULINGS "Coins").
    """

    number: int
    dealer: int
    tricks: tuple[int, int, int]
    coins: tuple[int, int, int]
    scores: tuple[int, int, int]
    complete: bool


# --- events -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CoinsDealt(Dealt):
    """A hand was dealt (rulebook PLAY).

    Attributes:
        seat: the dealer.
        number: the hand number, 1-based.
        leader: the seat that leads the first trick (left of the dealer).
    """

    leader: int


@dataclass(frozen=True, slots=True)
class CoinsTrickWon(TrickWon):
    """A trick was decided (rulebook TRICK CARD VALUES) and its coins scored (OBJECT OF THE
    GAME).

    Attributes:
        seat: the winner.
        cards: the three cards in play order.
        trick_kind: ``"three_suits"``, ``"pair"`` or ``"one_suit"`` (:class:`TrickResult`).
        suit: the suit that decided the trick.
        reason: why it won, one sentence (:class:`TrickResult`).
        coins: coins cards in the trick, the points it gave the winner.
        scores: each seat's points after the trick.
    """

    trick_kind: str
    suit: str
    reason: str
    coins: int
    scores: tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class CoinsGameOver(GameOver):
    """The game ended the moment a player reached the target (rulebook OBJECT OF THE GAME;
    RULINGS "Coins"); ``reason`` is ``"target_reached"``.

    Attributes:
        target: the target score.
        mid_hand: True when it ended before the hand's 16th trick.
    """

    target: int
    mid_hand: bool


@dataclass(frozen=True, kw_only=True)
class CoinsView(View):
    """What one seat may know: the :class:`~rules.core.view.View` fields and the table of
    Coins.

    In the shared fields: ``phase`` is a :class:`Phase`; ``hand`` is sorted for display
    (cups, coins, swords, clubs; 2 .. Ace); ``scores`` are the points per seat (coins cards
    won this game); ``last_trick`` is the last completed trick of this hand as
    ``(seat, card)`` pairs.

    Attributes:
        dealer: dealer seat of this hand (``None`` before the first deal).
        trick: ``(seat, card)`` of the trick in progress, in play order.
        leader: seat that leads (or led) the current trick, or ``None``.
        last_trick_result: how the last completed trick of this hand was decided (its kind,
            the deciding suit, the reason in words; see :class:`TrickResult`), or ``None``.
        target: the target score.
        tricks_won: tricks won per seat this hand.
        coins_won: coins cards (points) won per seat this hand.
        coins_left: coins cards not yet played this hand (of :data:`COINS_CARDS`).
        winning_cards: when this seat is to play the trick's third card, the cards of its
            hand that would take the trick (:func:`decide_trick`), in hand order; else ``()``.
        next_dealer: once a hand is over with nobody at the target, the seat that deals the
            next one (right of the last trick's winner, rulebook PLAY); else ``None``.
        played: every card played this hand, in order.
        hand_number: 1-based hand count (0 before the first deal).
        winners: the winning seat once the game is over, else ``()``.
        hands: the :class:`HandRecord` of every hand over (the last one cut short when the
            game ended in it), oldest first (the score sheet).
    """

    dealer: int | None
    trick: tuple[tuple[int, Card], ...]
    leader: int | None
    last_trick_result: TrickResult | None
    target: int
    tricks_won: tuple[int, int, int]
    coins_won: tuple[int, int, int]
    coins_left: int
    winning_cards: tuple[Card, ...]
    next_dealer: int | None
    played: tuple[Card, ...]
    hand_number: int
    winners: tuple[int, ...]
    hands: tuple[HandRecord, ...] = ()
