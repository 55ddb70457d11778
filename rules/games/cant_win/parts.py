"""Can't Win's words of the game: its constants, phases, deck, trick and scoring rules, the
events a round gives and the seat's view (the state is :mod:`rules.games.cant_win.state`).

Source of every rule: ``shared/rulebooks/cant_win.txt`` (sections named in the docstrings)
and the Can't Win rulings of ``shared/RULINGS.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from rules.core.cards import Card, Deck
from rules.core.events import Event, HandOver, TrickWon
from rules.core.state import GamePhase
from rules.core.view import View

PLAYERS = (3, 4)
HAND_SIZE = 12
"""Cards per hand, hence tricks per round ("Setting Up", "3. Playing Tricks")."""
BID_TOKENS = 18
"""Bid tokens in the supply; a bid may not exceed those left (RULINGS "Can't Win")."""
SUPPORT_TOKENS = 12
"""Support tokens in the supply with the beginner-friendly rules ("Components")."""

TRUMP = "T"
COLOURS = ("T", "P", "V", "Y")
"""Colour letters in display order: turquoise (trump), pink, purple, yellow."""
COLOUR_NAMES = {"T": "turquoise", "P": "pink", "V": "purple", "Y": "yellow"}

TILES = ("revive_ban", "spell_ban", "item_ban", "no_escape", "no_xp")
"""The five Can't Win tiles ("A. Choose Constraint")."""
TILE_NAMES = {
    "revive_ban": "Revive Ban",
    "spell_ban": "Spell Ban",
    "item_ban": "Item Ban",
    "no_escape": "No Escape",
    "no_xp": "No XP",
}
"""Display names of the tiles, as the rulebook writes them."""

WHY_TRUMP = "highest trump"
WHY_LEAD = "highest of the lead colour"
WHY_UPRIGHT = "highest upright card"
WHY_SIDEWAYS = "all sideways"


class Phase(GamePhase):
    """Where a round of Can't Win is."""

    DEAL = "deal"
    CHOOSE = "choose"
    PLAY = "play"
    GAME_OVER = "game_over"


# --- cards ------------------------------------------------------------------------------
def max_number(players: int) -> int:
    """Highest card number for ``players``: 9 with 3 players, 12 with 4 ("Setting Up").

    Raises:
        ValueError: for a player count other than 3 or 4.
    """
    if players not in PLAYERS:
        raise ValueError(f"Can't Win is for 3 or 4 players, not {players}")
    return 9 if players == 3 else 12


@cache
def make_cant_win_deck(players: int) -> Deck:
    """The deck for ``players``: 4 colours x 1..9 (``"cantwin3"``, 36 cards) or 1..12
    (``"cantwin4"``, 48 cards) ("Setting Up"; RULINGS "Can't Win").

    Cards are ordered by colour (T P V Y), then number; ``rank`` is the number and ``suit``
    the colour letter. Cached, so every caller shares the same interned cards.

    Raises:
        ValueError: for a player count other than 3 or 4.
    """
    top = max_number(players)
    name = f"cantwin{players}"
    cards = [
        Card(n, colour, f"{colour}{n}", i * top + n - 1, name)
        for i, colour in enumerate(COLOURS)
        for n in range(1, top + 1)
    ]
    return Deck(name, tuple(cards), (make_cant_win_deck, players))


def falls_under(tile: str, card: Card) -> bool:
    """True if ``card`` falls under ``tile`` and is played sideways ("Can't Win Tile Effects").

    Raises:
        KeyError: for an unknown tile name.
    """
    return _TILE_TESTS[tile](card)


_TILE_TESTS = {
    "revive_ban": lambda c: c.suit == "P",
    "spell_ban": lambda c: c.suit == "V",
    "item_ban": lambda c: c.suit == "Y",
    "no_escape": lambda c: c.rank % 2 == 0,
    "no_xp": lambda c: c.rank % 2 == 1,
}


@cache
def sideways_cards(players: int, tile: str) -> frozenset:
    """The cards of the ``players`` deck that fall under ``tile`` (played sideways by its holder)."""
    return frozenset(c for c in make_cant_win_deck(players).cards if falls_under(tile, c))


# --- trick and scoring rules --------------------------------------------------------------
def trick_winner(plays: Sequence[tuple[int, Card, bool]]) -> tuple[int, str]:
    """Index (into ``plays``) of the winning card and why it wins ("3-2. Determining the Winner").

    Args:
        plays: ``(seat, card, sideways)`` in play order; index 0 is the lead card, whose colour
            is the lead colour whether it is sideways or not (RULINGS "Can't Win").

    Returns:
        ``(index, why)``: the highest upright trump (``"highest trump"``); else the highest
        upright card of the lead colour (``"highest of the lead colour"``); else the highest
        upright card of any colour (``"highest upright card"``); else, every card being
        sideways, the highest card (``"all sideways"``). Equal numbers of different colours
        go to the card played latest (rulebook Examples 3 and 4).

    Raises:
        ValueError: for an empty trick.
    """
    if not plays:
        raise ValueError("an empty trick has no winner")
    lead = plays[0][1].suit
    trump_i = lead_i = up_i = any_i = -1
    trump_n = lead_n = up_n = any_n = 0
    for i, (_, card, sideways) in enumerate(plays):
        n = card.rank
        if n >= any_n:
            any_i, any_n = i, n
        if sideways:
            continue
        if n >= up_n:
            up_i, up_n = i, n
        suit = card.suit
        if suit == TRUMP:
            if n > trump_n:
                trump_i, trump_n = i, n
        elif suit == lead and n > lead_n:
            lead_i, lead_n = i, n
    if trump_i >= 0:
        return trump_i, WHY_TRUMP
    if lead_i >= 0:
        return lead_i, WHY_LEAD
    if up_i >= 0:
        return up_i, WHY_UPRIGHT
    return any_i, WHY_SIDEWAYS


def round_points(bid: int, tricks: int, support: int = 0) -> tuple[int, bool]:
    """Points for one round's bid and whether the bid counts as matched ("4-2. Bids").

    Args:
        bid: the bid, 0..12.
        tricks: tricks won this round.
        support: Support tokens held at scoring (beginner-friendly rules; 0 otherwise).

    Returns:
        ``(points, matched)``: matched when ``|bid - tricks| <= support``; a match scores 2 for
        a bid of 0 with 0 tricks, any other match 1; a miss scores 0 (rulebook "4-2. Bids",
        "Beginner-Friendly Rules"; RULINGS "Can't Win").
    """
    if abs(bid - tricks) > support:
        return 0, False
    return (2 if bid == 0 and tricks == 0 else 1), True


def final_score(sheet: Sequence[tuple[int, int]]) -> int:
    """(sum of tricks) x (sum of points) over ``sheet``, one ``(tricks, points)`` per round
    ("End of the Game")."""
    return sum(t for t, _ in sheet) * sum(p for _, p in sheet)


WON_ON_SCORE = "highest_score"
"""How the game was won: one player has the highest final score."""
WON_ON_POINTS = "most_points"
"""How the game was won: players tied on the final score, and the most points among them
decided (those still tied on points share the win)."""
WIN_SHARED = "shared"
"""How the game was won: the players with the highest final score are tied on points too,
so all of them share the win."""


def final_result(sheets: Sequence[Sequence[tuple[int, int]]]) -> tuple[list[int], str]:
    """Winning seats from every seat's score sheet, and how they won ("End of the Game").

    The highest final score wins; a tie goes to the highest points total among the tied;
    players still tied share the victory.

    Args:
        sheets: per seat, one ``(tricks, points)`` per round played.

    Returns:
        ``(winners, how)``: the winning seats in seat order and :data:`WON_ON_SCORE`,
        :data:`WON_ON_POINTS` or :data:`WIN_SHARED`.

    Raises:
        ValueError: for no seats.
    """
    finals = [final_score(s) for s in sheets]
    best = max(finals)
    tied = [seat for seat, f in enumerate(finals) if f == best]
    points = {seat: sum(p for _, p in sheets[seat]) for seat in tied}
    top = max(points.values())
    winners = [seat for seat in tied if points[seat] == top]
    if len(tied) == 1:
        return winners, WON_ON_SCORE
    return winners, (WIN_SHARED if len(winners) == len(tied) else WON_ON_POINTS)


# --- events -------------------------------------------------------------------------------
# Besides the shared Dealt (seat = dealer, number = round), CardPlayed (sideways: the card
# falls under its player's own tile) and GameOver (reason: how it was won, see final_result).


@dataclass(frozen=True, slots=True)
class TileTaken(Event):
    """``seat`` took the Can't Win ``tile`` (a name of :data:`TILES`) ("A. Choose Constraint")."""

    kind: ClassVar[str] = "tile"
    seat: int
    tile: str


@dataclass(frozen=True, slots=True)
class TricksBid(Event):
    """``seat`` bid ``number`` tricks, taking that many Bid tokens ("B. Bid").

    Attributes:
        seat: the bidder.
        number: the bid, 0..12.
        start_marker: True for the round's first bid: the seat took the start marker and
            leads the first trick.
    """

    kind: ClassVar[str] = "bid"
    seat: int
    number: int
    start_marker: bool


@dataclass(frozen=True, slots=True)
class CantWinTrickWon(TrickWon):
    """A trick was won ("3-2. Determining the Winner").

    Attributes:
        seat: the winner.
        cards: the trick's cards in play order.
        why: why it won (:data:`WHY_TRUMP`, :data:`WHY_LEAD`, :data:`WHY_UPRIGHT` or
            :data:`WHY_SIDEWAYS`, see :func:`trick_winner`).
        tricks: tricks the winner has won this round, this one included.
    """

    why: str
    tricks: int


@dataclass(frozen=True, slots=True)
class RoundScored(HandOver):
    """The round was scored ("4. Scoring", "Beginner-Friendly Rules"; RULINGS "Can't Win").

    Attributes:
        number: the round number.
        scores: each seat's final score so far ((sum of tricks) x (sum of points)).
        bids: each seat's bid.
        tricks: tricks won per seat this round.
        points: points per seat this round.
        matched: per seat, whether its bid counted as matched.
        support_tokens: Support tokens held per seat after the round (beginner rules).
        returned: Support tokens each seat gave back to the supply, its bid matched.
    """

    kind: ClassVar[str] = "round_scored"
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    points: tuple[int, ...]
    matched: tuple[bool, ...]
    support_tokens: tuple[int, ...]
    returned: tuple[int, ...]


# --- view ---------------------------------------------------------------------------------
@dataclass(frozen=True, kw_only=True)
class CantWinView(View):
    """What one seat may know: the :class:`~rules.core.view.View` fields (its own hand) and
    the public table of Can't Win.

    In the shared fields: ``phase`` is a :class:`Phase`; ``hand`` is sorted by colour
    (T P V Y), then number; ``scores`` are the final scores so far ((sum of tricks) x (sum of
    points)); ``last_trick`` is the last completed trick of this round as
    ``(seat, card, sideways)`` triples.

    Attributes:
        dealer: dealer of this round (``None`` before the first deal).
        round_number: 1-based round (0 before the first deal).
        rounds: rounds in the game (= players).
        tiles_left: tile names still in the middle, in :data:`TILES` order.
        tiles: each seat's tile name, or ``None`` while it has none.
        bids: each seat's bid, or ``None`` while it has not bid.
        bid_tokens_left: Bid tokens left in the supply of 18.
        start_marker: seat holding the start marker (the first bidder), or ``None``.
        trick: ``(seat, card, sideways)`` of the trick in progress, in play order.
        lead_colour: colour letter of the lead card of the trick in progress, or ``None``.
        leader: seat that leads (or led) the current trick, or ``None``.
        last_trick_why: why the last trick was won (see :func:`trick_winner`), or ``None``.
        tricks_won: tricks won per seat this round.
        score_sheet: per seat, one ``(tricks, points)`` per finished round.
        support_tokens: Support tokens held per seat (always 0 without the beginner rules).
        support_supply: Support tokens left in the supply (beginner rules; else 0).
        played: every card played this round, in play order.
        options: the resolved variant options.
        winners: the winning seats once the game is over, else ``()``.
        end_reason: how the game was won once it is over (see :func:`final_result`), else
            ``None``.
    """

    dealer: int | None
    round_number: int
    rounds: int
    tiles_left: tuple[str, ...]
    tiles: tuple[str | None, ...]
    bids: tuple[int | None, ...]
    bid_tokens_left: int
    start_marker: int | None
    trick: tuple[tuple[int, Card, bool], ...]
    lead_colour: str | None
    leader: int | None
    last_trick_why: str | None
    tricks_won: tuple[int, ...]
    score_sheet: tuple[tuple[tuple[int, int], ...], ...]
    support_tokens: tuple[int, ...]
    support_supply: int
    played: tuple[Card, ...]
    options: dict
    winners: tuple[int, ...]
    end_reason: str | None
