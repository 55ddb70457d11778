"""Bid Coin's pieces of rules: the five-colour deck, the trick winner, the coin arithmetic of a
zero declaration, the settlement of a round and the winner at the end, as pure functions for
:mod:`rules.games.bid_coin.state` (its events and view are in :mod:`rules.games.bid_coin.events`).

Source of every rule: ``shared/rulebooks/bid_coin.txt`` (sections named in the docstrings)
and the Bid Coin rulings of ``shared/RULINGS.md``.

Cards are written colour letter then rank: ``R`` red, ``Y`` yellow, ``G`` green, ``B`` blue,
``P`` purple (the rulebook names red, yellow and green; the other two colours are ours), so
``"G8"`` is green 8 and ``"R0"`` red 0. Coins are their values, 1, 2, 3, 5 and 7.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from rules.core.cards import Card, Deck
from rules.core.state import GamePhase


class Phase(GamePhase):
    """Where a round of Bid Coin is."""

    DEAL = "deal"
    PLAY = "play"
    DECLARE = "declare"
    PUSH = "push"
    GAME_OVER = "game_over"


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


SUIT_NUMBERS = {suit: i for i, suit in enumerate(SUITS)}
"""Colour letter -> its number, the colour's place in :data:`SUITS` (``Card.index`` is
``number * (top + 1) + rank``, :func:`make_bid_coin_deck`)."""


def winning_position(cards: Sequence[int], trump: int, top: int) -> int:
    """Position (in ``cards``, in play order, the lead first) of the card that wins the trick,
    on card numbers: the rule of :func:`trick_winner`, which the playouts call at every card
    (:mod:`rules.games.bid_coin.ai.playout`).

    Args:
        cards: the :attr:`~rules.core.cards.Card.index` of each card of the trick in the deck
            of :func:`make_bid_coin_deck` whose top rank is ``top``; at least one.
        trump: the trump colour's number (:data:`SUIT_NUMBERS`).
        top: the deck's top rank (:func:`top_rank`).
    """
    width = top + 1
    led = cards[0] // width
    best, best_key = 0, -1
    for position, card in enumerate(cards):
        suit, rank = divmod(card, width)
        if suit == trump:
            key = 2 * width  # any trump above any card of the lead suit
        elif suit == led:
            key = 0
        else:
            continue
        # "Special winner": a 0 counts one above its colour's top rank when that is in the trick
        key += width if rank == 0 and card + top in cards else rank
        if key > best_key:
            best, best_key = position, key
    return best


def trick_winner(cards: Sequence[Card], trump: str, top: int) -> tuple[int, str]:
    """Index (into ``cards``, in play order, the lead first) of the winning card, and why.

    The highest trump wins if any trump was played, else the highest card of the lead suit
    ("3.2. Determine the winner"). The 0 of the deciding suit beats that suit's ``top`` rank
    when both are in the trick ("Special winner (rank 0)"; RULINGS "Bid Coin"): it then counts
    one above the top rank. Worked out by :func:`winning_position`.

    Returns:
        ``(index, why)`` with ``why`` one of :data:`WHY_TRUMP`, :data:`WHY_LEAD`,
        :data:`WHY_ZERO`.

    Raises:
        ValueError: for an empty trick.
    """
    if not cards:
        raise ValueError("an empty trick has no winner")
    numbers = [c.index for c in cards]
    index = winning_position(numbers, SUIT_NUMBERS[trump], top)
    card = cards[index]
    if card.rank == 0 and card.index + top in numbers:
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


def zero_choices(coins: Sequence[int], picked: Sequence[int], cards: int) -> tuple[int, ...]:
    """The coin values a player may turn next toward a zero declaration, ascending.

    Args:
        coins: values of every coin in front of the player, not pushed (``picked`` included).
        picked: values already turned for this declaration.
        cards: cards in the player's hand before playing (the declaration's sum).

    Returns:
        Each distinct value ``v`` among the coins not yet picked such that ``picked``, ``v`` and
        some of the other coins sum to exactly ``cards`` ("Special bid: declaring a bid of 0";
        RULINGS "Bid Coin"). Empty when no set of coins makes ``cards``. Cached by the
        multisets (the legal actions ask it at every turn of a player who may still declare).
    """
    return _zero_choices(tuple(sorted(coins)), tuple(sorted(picked)), cards)


@lru_cache(maxsize=4096)
def _zero_choices(coins: tuple[int, ...], picked: tuple[int, ...], cards: int) -> tuple[int, ...]:
    rest = list(coins)
    for v in picked:
        rest.remove(v)
    need = cards - sum(picked)
    out = []
    for v in sorted(set(rest)):
        if v > need:
            continue
        others = list(rest)
        others.remove(v)
        if _reachable(others) >> (need - v) & 1:
            out.append(v)
    return tuple(out)


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


@dataclass(frozen=True)
class Settlement:
    """The end of a round, every bid settled ("4. End of the round"; RULINGS "Bid Coin").

    Attributes:
        coins: per seat, the values of the coins in front afterwards, ascending.
        supply: value-1 coins in the supply afterwards.
        success: per seat, whether its wins matched its bid (0 for a declared zero).
        discarded: per seat, the values it discarded (pushed ones, or a made zero's turned ones).
        taken: per seat, the value-1 coins a failed zero took (one per trick won).
        shortfall: how many of those the supply could not give (counted as coins all the same).
    """

    coins: tuple[tuple[int, ...], ...]
    supply: int
    success: tuple[bool, ...]
    discarded: tuple[tuple[int, ...], ...]
    taken: tuple[int, ...]
    shortfall: int


def settle_round(
    coins: Sequence[Sequence[int]],
    pushed: Sequence[Sequence[int]],
    turned: Sequence[Sequence[int]],
    declared: Sequence[bool],
    wins: Sequence[int],
    supply: int,
    first: int,
) -> Settlement:
    """Settle every bid at the end of a round.

    A player succeeds when their wins equal their bid: the total of the coins they pushed, or 0
    after declaring zero ("4.1"). A success discards the pushed coins, or a made zero's turned
    coins; discarded 1s go back to the supply, the others to the box ("4.1": "put discarded
    value-1 coins into the supply"). A failure returns them ("4.2"); a failed zero also takes
    one value-1 coin per trick won, a 2-win trick counting as the two tricks it is ("2-win
    cards"), in turn from the round's first lead player ``first``, after every discard; what
    the supply lacks is counted as coins all the same (RULINGS "Bid Coin").

    Args:
        coins: per seat, the coins in front and not pushed (the turned ones included).
        pushed: per seat, the coins pushed this round.
        turned: per seat, a declared zero's turned coins (ignored where not ``declared``).
        declared: per seat, whether it declared zero.
        wins: per seat, its wins this round.
        supply: value-1 coins in the supply.
        first: the round's first lead player.
    """
    n = len(coins)
    left = [list(c) for c in coins]
    success = tuple(wins[s] == (0 if declared[s] else sum(pushed[s])) for s in range(n))
    gone: list[tuple[int, ...]] = [()] * n
    for s in range(n):
        if success[s]:
            gone[s] = tuple(sorted(turned[s], reverse=True)) if declared[s] else tuple(pushed[s])
            for value in gone[s] if declared[s] else ():
                left[s].remove(value)
            supply += gone[s].count(1)
        elif not declared[s]:
            left[s].extend(pushed[s])
    taken, short = [0] * n, 0
    for k in range(n):
        s = (first + k) % n
        if declared[s] and not success[s]:
            taken[s] = wins[s]
            short += max(0, taken[s] - supply)
            supply = max(0, supply - taken[s])
            left[s].extend([1] * taken[s])
    return Settlement(
        tuple(tuple(sorted(c)) for c in left), supply, success, tuple(gone), tuple(taken), short
    )
