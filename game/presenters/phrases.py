"""Wording every presenter shares: the default seat names, and the grammar of the only human
seat, named :data:`~game.table.protocol.YOU` (``"You bid"`` beside ``"East bids"``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.table.protocol import YOU
from game.ui.text import capitalized, listed

SEAT_NAMES = {
    3: ("South", "West", "East"),
    4: ("South", "West", "North", "East"),
}
"""Default seat names, clockwise from the bottom of the screen (seat 0 sits at the bottom)."""


def seat_names(players: int) -> tuple[str, ...]:
    """Default names for ``players`` seats, clockwise from the bottom seat."""
    return SEAT_NAMES.get(players, tuple(f"Player {i + 1}" for i in range(players)))


def act(who: str, verb: str, plain: str) -> str:
    """``who`` and a verb: ``"East bids"`` but ``"You bid"`` (``who`` is :data:`YOU`)."""
    return f"{who} {plain if who == YOU else verb}"


def waiting_words(seat: int, names: Sequence[str], doing: Callable[[int], str], dealing: bool) -> str:
    """What the table waits for: ``"Waiting for West to bid…"``, ``"Your turn to bid…"`` for
    the seat named :data:`YOU` (``doing(seat)`` gives the verb), ``"Dealing…"`` at a deal
    (``dealing``; ``seat`` is negative then), or nothing."""
    if seat < 0:
        return "Dealing…" if dealing else ""
    if names[seat] == YOU:
        return f"Your turn to {doing(seat)}…"
    return f"Waiting for {names[seat]} to {doing(seat)}…"


def any_card(hand: Sequence[Any]) -> str:
    """``"play any card"``, or ``"play your last card"`` when ``hand`` holds one (a tester read
    "play any card" over a single card)."""
    return "play your last card" if len(hand) == 1 else "play any card"


def between_words(unit: str, number: int, over: bool = False) -> str:
    """What the table is doing when no seat is to move: ``"game over"`` when ``over``,
    ``"dealing"`` before the first deal (``number`` 0), ``"round 2 over"`` while the summary of
    round ``number`` waits for the next deal (a tester read "dealing" under a hand's summary)."""
    if over:
        return "game over"
    return "dealing" if number < 1 else f"{unit} {number} over"


def round_status(view: Any, names: Sequence[str], doing: Callable[[int], str], over: bool) -> str:
    """The status line of a game played in rounds: ``"Round 2 - West to play"`` (``doing(seat)``
    gives the verb), ``"Round 1 - dealing"`` before the first deal, ``"Round 1 over"`` between
    rounds, or ``"Game over - North won"`` when ``over``."""
    if over:
        return f"Game over - {names_listed([names[s] for s in view.winners])} won"
    seat = view.current_player
    if seat >= 0:
        return f"Round {max(1, view.round_number)} - {names[seat]} to {doing(seat)}"
    return status_between("Round", view.round_number)


def status_between(unit: str, number: int) -> str:
    """A status line when no seat is to move: ``"Hand 1 - dealing"`` before the first deal,
    ``"Hand 2 over"`` after hand 2 (``unit`` capitalised, ``number`` as the view has it)."""
    words = between_words(unit.lower(), number)
    return f"{unit} 1 - {words}" if number < 1 else capitalized(words)


def names_listed(names: Sequence[str], last: str = "and") -> str:
    """Names joined as a sentence's subject: ``"West and East"``, ``"East and you"`` (:data:`YOU`
    after the first name is written ``"you"``: "West and You" read wrong, helper-84), ``"You and
    West"``."""
    return listed([name if i == 0 else as_object(name) for i, name in enumerate(names)], last)


def winners_words(winners: Sequence[int], names: Sequence[str]) -> str:
    """Who won, in words: ``"East wins the game"``, ``"You win the game"`` or, for several
    seats, ``"East and West share the win"`` (``winners`` are seats, ``names`` by seat)."""
    if len(winners) == 1:
        return f"{act(names[winners[0]], 'wins', 'win')} the game"
    return f"{names_listed([names[s] for s in winners])} share the win"


def as_object(who: str) -> str:
    """A name as the object of a sentence: ``"East"`` but ``"you"``."""
    return "you" if who == YOU else who


PLACES = ("leading", "second to play", "third to play", "fourth to play")
"""A seat's place in a trick, by how many cards lie in it before its own."""


def trick_place(view: Any, word: str = "Trick") -> str:
    """Where a card is played, for the review of a hand: ``"Trick 3, second to play"``, from
    the cards played this hand (``view.played``) and in the trick (``view.trick``);
    ``word`` names a trick in the game's terms."""
    players = len(view.hand_counts)
    number = (len(view.played) - len(view.trick)) // players + 1
    place = PLACES[len(view.trick)] if len(view.trick) < players - 1 else "last to play"
    return f"{word} {number}, {place}"
