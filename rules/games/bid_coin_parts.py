"""Bid Coin's pieces of rules: the five-colour deck, the trick winner, the coin arithmetic of a
zero declaration, the winner at the end, and the events and the view of
:mod:`rules.games.bid_coin`.

Source of every rule: ``shared/rulebooks/bid_coin.txt`` (sections named in the docstrings)
and the Bid Coin rulings of ``shared/RULINGS.md``.

Cards are written colour letter then rank: ``R`` red, ``Y`` yellow, ``G`` green, ``B`` blue,
``P`` purple (the rulebook names red, yellow and green; the other two colours are ours), so
``"G8"`` is green 8 and ``"R0"`` red 0. Coins are their values, 1, 2, 3, 5 and 7.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import ClassVar

from rules.core.cards import Card, Deck
from rules.core.events import Dealt, Event, HandOver, TrickWon
from rules.core.tricks import trick_winner as core_trick_winner
from rules.core.view import View

PLAYERS = (3, 4)
HAND_SIZE = 13
"""Cards dealt to each player, hence tricks per round ("2.2.1. Deal the hands")."""
SUITS = ("R", "Y", "G", "B", "P")
"""Colour letters in deck order."""
SUIT_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
TWO_WIN_RANKS = (4, 6)
"""Ranks that carry the 2-win icon ("1. Components", "2-win cards")."""
COIN_VALUES = (1, 2, 3, 5, 7)
"""The coins each player starts with ("2.1.2. Hand out the starting Bid Coin")."""
ONES = 9
"""Value-1 coins in the box; the supply starts with ``ONES`` minus the players ("1.
Components"; RULINGS "Bid Coin")."""
TIE_BREAK_VALUES = (7, 5, 3, 2)
"""The values compared, in order, between players tied on the lowest total ("4.3.2. End of the
game"; RULINGS "Bid Coin")."""

WHY_TRUMP = "trump"
"""A trick won by the highest trump."""
WHY_LEAD = "lead"
"""A trick won by the highest card of the lead suit (no trump played)."""
WHY_ZERO = "zero"
"""A trick won by the 0 of the deciding suit over that suit's top rank ("Special winner")."""

END_NO_COINS = "no_coins"
"""The game ended because somebody has no coin left in front of them ("4.3. End of the game")."""
END_LAST_ROUND = "last_round"
"""The game ended after as many rounds as players ("4.3. End of the game")."""

WON_ON_TOTAL = "lowest_total"
"""One player has the lowest total value of coins in front of them."""
WON_ON_DISCARDS = "tie_break"
"""Players tied on the lowest total; the discarded 7, 5, 3 or 2 decided among them."""
WIN_SHARED = "shared"
"""Players tied on the lowest total and on every value of the tie-break share the win."""


# --- cards and tricks -----------------------------------------------------------------------------
def top_rank(players: int) -> int:
    """The highest rank for ``players``: 7 with 3 players, 10 with 4 ("2.1.1. Adjust the number of
    cards").

    Raises:
        ValueError: for a player count other than 3 or 4.
    """
    if players not in PLAYERS:
        raise ValueError(f"Bid Coin is for 3 or 4 players, not {players}")
    return 7 if players == 3 else 10


@cache
def make_bid_coin_deck(players: int) -> Deck:
    """The deck for ``players``: five colours x ranks 0..7 (``"bidcoin3"``, 40 cards) or 0..10
    (``"bidcoin4"``, 55 cards) ("2.1.1. Adjust the number of cards"; RULINGS "Bid Coin").

    Cards are ordered by colour (R Y G B P), then rank; ``rank`` is the number (0 included) and
    ``suit`` the colour letter. Cached, so every caller shares the same interned cards.

    Raises:
        ValueError: for a player count other than 3 or 4.
    """
    top = top_rank(players)
    name = f"bidcoin{players}"
    cards = [
        Card(rank, suit, f"{suit}{rank}", i * (top + 1) + rank, name)
        for i, suit in enumerate(SUITS)
        for rank in range(top + 1)
    ]
    return Deck(name, tuple(cards), (make_bid_coin_deck, players))


_SUIT_OF = attrgetter("suit")


def trick_winner(cards: Sequence[Card], trump: str, top: int) -> tuple[int, str]:
    """Index (into ``cards``, in play order, the lead first) of the winning card, and why.

    The highest trump wins if any trump was played, else the highest card of the lead suit
    ("3.2. Determine the winner"). The 0 of the deciding suit beats that suit's ``top`` rank
    when both are in the trick ("Special winner (rank 0)"; RULINGS "Bid Coin"): it then counts
    one above the top rank.

    Returns:
        ``(index, why)`` with ``why`` one of :data:`WHY_TRUMP`, :data:`WHY_LEAD`,
        :data:`WHY_ZERO`.

    Raises:
        ValueError: for an empty trick.
    """
    if not cards:
        raise ValueError("an empty trick has no winner")
    topped = {c.suit for c in cards if c.rank == top}

    def strength(card: Card) -> int:
        return top + 1 if card.rank == 0 and card.suit in topped else card.rank

    index = core_trick_winner(cards, _SUIT_OF, strength, trump)
    card = cards[index]
    if card.rank == 0 and card.suit in topped:
        return index, WHY_ZERO
    return index, (WHY_TRUMP if card.suit == trump else WHY_LEAD)


def wins_for(card: Card) -> int:
    """Wins a trick counts for its winner whose own card is ``card``: 2 for a 4 or a 6, else 1
    ("2-win cards")."""
    return 2 if card.rank in TWO_WIN_RANKS else 1


# --- coins ----------------------------------------------------------------------------------------
def _reachable(values: Sequence[int]) -> int:
    """A bit set of every sum of a sub-multiset of ``values`` (bit ``s`` set: ``s`` can be made)."""
    sums = 1
    for v in values:
        sums |= sums << v
    return sums


def zero_choices(coins: Sequence[int], picked: Sequence[int], cards: int) -> list[int]:
    """The coin values a player may turn next toward a zero declaration, ascending.

    Args:
        coins: values of every coin in front of the player, not pushed (``picked`` included).
        picked: values already turned for this declaration.
        cards: cards in the player's hand before playing (the declaration's sum).

    Returns:
        Each distinct value ``v`` among the coins not yet picked such that ``picked``, ``v`` and
        some of the other coins sum to exactly ``cards`` ("Special bid: declaring a bid of 0";
        RULINGS "Bid Coin"). Empty when no set of coins makes ``cards``.
    """
    rest = list(coins)
    for v in picked:
        rest.remove(v)
    need = cards - sum(picked)
    out = []
    for v in sorted(set(rest)):
        if v > need or v in out:
            continue
        others = list(rest)
        others.remove(v)
        if _reachable(others) >> (need - v) & 1:
            out.append(v)
    return out


def zero_sets(coins: Sequence[int], cards: int) -> list[tuple[int, ...]]:
    """Every distinct set of coins (values, descending) among ``coins`` that sums to ``cards``,
    best for the tie-break first: the most high values discarded ("4.3.2. End of the game")."""
    found: set[tuple[int, ...]] = set()

    def extend(chosen: tuple[int, ...], rest: list[int]) -> None:
        total = sum(chosen)
        if total == cards:
            found.add(chosen)
            return
        for i, v in enumerate(rest):
            if total + v <= cards and (i == 0 or v != rest[i - 1]):
                extend(chosen + (v,), rest[i + 1 :])

    extend((), sorted(coins, reverse=True))
    return sorted(found, reverse=True)


@dataclass(frozen=True)
class FinalResult:
    """The winners of a finished game and how they were found ("4.3.2. End of the game";
    RULINGS "Bid Coin").

    Attributes:
        winners: winning seats, ascending.
        how: :data:`WON_ON_TOTAL`, :data:`WON_ON_DISCARDS` or :data:`WIN_SHARED`.
        tied: the seats tied on the lowest total (one seat when nobody tied).
        decided_by: the last tie-break value (7, 5, 3 or 2) that narrowed the tied players,
            or ``None``.
    """

    winners: tuple[int, ...]
    how: str
    tied: tuple[int, ...]
    decided_by: int | None


def final_result(totals: Sequence[int], discarded: Sequence[Sequence[int]]) -> FinalResult:
    """The lowest total of coins in front wins; among players tied on it, for each value 7, 5,
    3, 2 in turn, if some but not all of those still tied have discarded a coin of that value,
    only they stay tied; anyone tied after 2 shares the win (rulebook "4.3.2. End of the game";
    RULINGS "Bid Coin").

    Args:
        totals: per seat, the total value of the coins in front of them.
        discarded: per seat, the values of every coin they discarded during the game.

    Raises:
        ValueError: for no seats.
    """
    best = min(totals)
    tied = tuple(s for s, t in enumerate(totals) if t == best)
    still, decided = tied, None
    for value in TIE_BREAK_VALUES:
        have = tuple(s for s in still if value in discarded[s])
        if have and len(have) < len(still):
            still, decided = have, value
    if len(tied) == 1:
        return FinalResult(tied, WON_ON_TOTAL, tied, None)
    return FinalResult(still, WON_ON_DISCARDS if len(still) == 1 else WIN_SHARED, tied, decided)


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
    """

    why: str
    double: bool
    wins: int


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
