"""Shared trick logic: following suit and the winner of a trick under a ranking.

Games describe their own ranking by two functions, so the same code serves trumps, jokers,
uptown/downtown and suit cycles:

* ``suit_of(card) -> str | None``: the suit a card counts as (``None`` for a card of no
  suit, such as a joker in no trump);
* ``strength(card) -> int``: larger is better among cards that can win the trick.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from .cards import Card

SuitOf = Callable[[Card], "str | None"]
Strength = Callable[[Card], int]


def cards_following(hand: Iterable[Card], suit: str | None, suit_of: SuitOf) -> list[Card]:
    """Cards of ``hand`` that follow ``suit``; all of ``hand`` if ``suit`` is ``None`` or none follow.

    Args:
        hand: the player's cards.
        suit: the suit to be followed, or ``None`` when no suit is set yet.
        suit_of: how each card counts (see module doc).

    Returns:
        The playable cards under "you must follow suit if you can".
    """
    hand = list(hand)
    if suit is None:
        return hand
    following = [c for c in hand if suit_of(c) == suit]
    return following or hand


def suit_to_follow(played: Sequence[Card], suit_of: SuitOf) -> str | None:
    """The suit of the first card of ``played`` that has a suit, else ``None``.

    This is how a lead that belongs to no suit (a joker in no trump) leaves the suit open
    until the first card with a suit (a game's rulings say when, as RULINGS.md does for no trump).
    """
    for card in played:
        suit = suit_of(card)
        if suit is not None:
            return suit
    return None


def trick_winner(
    played: Sequence[Card],
    suit_of: SuitOf,
    strength: Strength,
    trump: str | None,
    can_win: Callable[[int, Card], bool] | None = None,
) -> int:
    """Index (into ``played``) of the card that wins the trick.

    The highest trump wins; with no trump in the trick, the highest card of the suit to
    follow (:func:`suit_to_follow`). Ties cannot happen with distinct cards of one ranking;
    if they do, the earlier card wins.

    Args:
        played: cards in play order (index 0 is the lead).
        suit_of, strength: the ranking (see module doc).
        trump: trump suit code, or ``None`` in no trump.
        can_win: optional filter ``(position, card) -> bool`` for cards barred from winning.

    Raises:
        ValueError: if no card can win (e.g. only jokers in no trump) - callers decide then.
    """
    led = suit_to_follow(played, suit_of)
    best = -1
    best_key: tuple[int, int] | None = None
    for i, card in enumerate(played):
        if can_win is not None and not can_win(i, card):
            continue
        suit = suit_of(card)
        if trump is not None and suit == trump:
            key = (2, strength(card))
        elif suit is not None and suit == led:
            key = (1, strength(card))
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = i, key
    if best < 0:
        raise ValueError("no card in the trick can win it")
    return best


def sure_winners(
    hand: Iterable[Card], unseen: Iterable[Card], wins_led: Callable[[Card, Card], bool]
) -> bool:
    """True when every card of ``hand`` wins the trick it leads whatever the other seats play:
    ``wins_led(card, other)`` holds for each card of ``unseen`` (every card another seat may
    hold, as far as the seat can know). With every card of a hand such a winner, its holder,
    on lead, takes every remaining trick in any order (a claim); for games whose trick goes to
    the best card under one ranking, beating each unseen card alone is beating any
    combination of them.
    """
    others = list(unseen)
    return all(wins_led(card, other) for card in hand for other in others)
