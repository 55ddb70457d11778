"""Bid Coin's events and view: what :mod:`rules.games.bid_coin.state` tells the table and the bots.

Source of every rule named here: ``shared/rulebooks/bid_coin.txt`` and the Bid Coin rulings of
``shared/RULINGS.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.core.cards import Card
from rules.core.events import Dealt, Event, HandOver, TrickWon
from rules.core.view import View
from rules.games.bid_coin.parts import FinalResult


# --- events ---------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RoundDealt(Dealt):
    """A round was dealt and the leftover's top card revealed ("2.2. Preparation for each round").

    Attributes:
        seat: the round's first lead player (Bid Coin has no dealer; the deal starts with them).
        number: the round, 1-based.
        trump: the revealed card; its colour is trump for the round.
    """

    trump: Card


@dataclass(frozen=True, slots=True)
class BidCoinTrickWon(TrickWon):
    """A trick was won ("3.2. Determine the winner, take the trick").

    Attributes:
        seat: the winner.
        cards: the trick's cards in play order.
        why: :data:`WHY_TRUMP`, :data:`WHY_LEAD` or :data:`WHY_ZERO`.
        double: True when the winner's own card was a 4 or a 6: two wins, two piles.
        wins: the winner's wins this round, this trick included.
        card: the winner's own card, the one that took the trick (one of ``cards``).
    """

    why: str
    double: bool
    wins: int
    card: Card


@dataclass(frozen=True, slots=True)
class CoinPushed(Event):
    """``seat`` pushed back the coin ``value``; its bid is now ``bid`` ("3.3. Update your bid")."""

    kind: ClassVar[str] = "push"
    seat: int
    value: int
    bid: int


@dataclass(frozen=True, slots=True)
class CoinTurned(Event):
    """``seat`` turned the coin ``value`` sideways toward a zero declaration (``turned``), or took
    it back (not ``turned``); ``picked`` are the coins turned now ("Special bid")."""

    kind: ClassVar[str] = "turn"
    seat: int
    value: int
    turned: bool
    picked: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ZeroDeclared(Event):
    """``seat`` declared a bid of 0 with ``coins`` (values) summing to ``cards``, the cards in
    their hand before playing ("Special bid: declaring a bid of 0")."""

    kind: ClassVar[str] = "declare"
    seat: int
    coins: tuple[int, ...]
    cards: int


@dataclass(frozen=True, slots=True)
class RoundScored(HandOver):
    """The round ended and every bid was settled ("4. End of the round").

    Attributes:
        number: the round, 1-based.
        scores: each seat's total value of coins in front after it (lower is better).
        bids: each seat's bid, the total of the coins it pushed (0 for a declared zero).
        pushed: per seat, the coins it pushed this round, in order.
        zero: per seat, the coins turned for a declared zero (empty if it declared none).
        wins: each seat's wins this round.
        success: per seat, whether its wins matched its bid.
        discarded: per seat, the values it discarded (its 1s go back to the supply).
        taken: per seat, the value-1 coins taken as the penalty of a failed zero.
        shortfall: of those, how many the supply could not give (recorded as coins all the
            same; RULINGS "Bid Coin").
    """

    kind: ClassVar[str] = "round_scored"
    bids: tuple[int, ...]
    pushed: tuple[tuple[int, ...], ...]
    zero: tuple[tuple[int, ...], ...]
    wins: tuple[int, ...]
    success: tuple[bool, ...]
    discarded: tuple[tuple[int, ...], ...]
    taken: tuple[int, ...]
    shortfall: int


# --- view -----------------------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class BidCoinView(View):
    """What one seat may know: its own hand and the public table of Bid Coin.

    In the shared fields: ``hand`` is sorted by colour (R Y G B P), then rank; ``scores`` are
    the totals of coins in front (pushed ones included; lower is better); ``last_trick`` is the
    round's last completed trick as ``(seat, card)`` pairs.

    Attributes:
        round_number: 1-based round (0 before the first deal).
        rounds: the most rounds the game can last (= players).
        leader: the round's first lead player, or ``None`` before the first deal.
        trump: the trump colour letter, or ``None`` before the first deal.
        trump_card: the revealed leftover card, or ``None``.
        stock_count: leftover cards (the revealed one included): 1 with 3 players, 3 with 4.
        trick: ``(seat, card)`` of the trick in progress, in play order.
        lead_suit: colour letter of the lead card of the trick in progress, or ``None``.
        last_trick_why: why the last trick was won (``WHY_*``), or ``None``.
        wins: wins per seat this round (a trick won with one's own 4 or 6 counts 2).
        coins: per seat, the values of the coins in front of it and not pushed, ascending
            (the turned ones of a zero declaration included).
        turned: per seat, the values turned sideways: a declared zero's coins, or the coins
            picked so far by the seat declaring now.
        declared: per seat, whether it declared a bid of 0 this round.
        pushed: per seat, the values it pushed this round, in order.
        bids: per seat, its current bid (the total of ``pushed``).
        supply: value-1 coins left in the supply.
        shortfall: value-1 coins taken as penalties beyond the supply so far (RULINGS).
        discarded: per seat, the values it discarded this game, in order.
        results: per finished round, one ``(bid, zero, wins, success, discarded, taken)`` per
            seat (``zero``: the declared coins, or ``()``).
        played: every card played this round, in play order.
        options: the resolved variant options.
        winners: the winning seats once the game is over, else ``()``.
        end_cause: :data:`END_NO_COINS` or :data:`END_LAST_ROUND` once over, else ``None``.
        result: the :class:`FinalResult` once over (how the winners were found), else ``None``.
    """

    round_number: int
    rounds: int
    leader: int | None
    trump: str | None
    trump_card: Card | None
    stock_count: int
    trick: tuple[tuple[int, Card], ...]
    lead_suit: str | None
    last_trick_why: str | None
    wins: tuple[int, ...]
    coins: tuple[tuple[int, ...], ...]
    turned: tuple[tuple[int, ...], ...]
    declared: tuple[bool, ...]
    pushed: tuple[tuple[int, ...], ...]
    bids: tuple[int, ...]
    supply: int
    shortfall: int
    discarded: tuple[tuple[int, ...], ...]
    results: tuple[tuple[tuple, ...], ...]
    played: tuple[Card, ...]
    options: dict
    winners: tuple[int, ...]
    end_cause: str | None
    result: FinalResult | None
