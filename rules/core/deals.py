"""The deal as a chance action: ``deal D pile0 pile1 ...`` (each pile comma-joined cards).

Every game records its deal this way (DESIGN.md "Randomness": the deal is an action, so a
replay never reshuffles); the game decides who may deal and how the piles are dealt.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action, IllegalAction
from .cards import Card, Deck, cards_text


def deal_action(dealer: int, piles: Sequence[Sequence[Card]]) -> Action:
    """The ``deal`` action of ``dealer`` (a seat) giving ``piles`` (hands, then e.g. a kitty)."""
    return Action("deal", (str(dealer), *map(cards_text, piles)))


def parse_deal(action: Action, deck: Deck, sizes: Sequence[int], what: str) -> tuple[int, list[list[Card]]]:
    """The dealer and piles of a ``deal`` action, checked against the deck.

    Args:
        action: the ``deal`` action.
        deck: the game's deck; every card must be dealt exactly once.
        sizes: the number of cards of each pile, in order.
        what: the piles in words for the messages (``"four hands and the kitty"``).

    Returns:
        ``(dealer, piles)``; the dealer is not checked against the game's rules.

    Raises:
        IllegalAction: wrong number of piles, a pile of the wrong size, an unknown card, or a
            card dealt twice.
    """
    args = action.args
    if len(args) != len(sizes) + 1:
        raise IllegalAction(f"a deal names the dealer and {what}")
    try:
        dealer = int(args[0])
        piles = [deck.parse_many(pile.split(",")) for pile in args[1:]]
    except ValueError as exc:
        raise IllegalAction(f"bad deal: {exc}") from None
    if [len(pile) for pile in piles] != list(sizes):
        raise IllegalAction(f"a deal gives {what} of {', '.join(map(str, sizes))} cards")
    if len({card for pile in piles for card in pile}) != len(deck):
        raise IllegalAction("a deal must use every card of the deck exactly once")
    return dealer, piles
