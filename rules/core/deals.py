"""The deal as a chance action: ``deal D pile0 pile1 ...`` (each pile comma-joined cards).

Every game records its deal this way (DESIGN.md "Randomness": the deal is an action, so a
replay never reshuffles); the game decides who may deal and how the piles are dealt. Also
the cards one seat cannot locate and a deal of them in order, for a state rebuilt from a
seat's view (``GameState.from_view``).
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


def unseen_cards(deck_cards: Sequence[Card], *seen: Sequence[Card]) -> list[Card]:
    """The cards of ``deck_cards`` (in deck order) not in any of ``seen``: what one seat cannot
    locate when ``seen`` are the groups of cards it knows the places of."""
    known = {card for group in seen for card in group}
    return [card for card in deck_cards if card not in known]


def deal_in_order(cards: Sequence[Card], sizes: Sequence[int], what: str) -> list[list[Card]]:
    """``cards`` cut in order into piles of ``sizes``: a deal that needs no generator (the
    placeholder a state rebuilt from a view holds in its hidden places).

    Raises:
        ValueError: the sizes do not add up to ``len(cards)`` or one is negative; ``what``
            names the piles in the message (``"the other hands and the kitty"``).
    """
    if sum(sizes) != len(cards) or min(sizes, default=0) < 0:
        counts = ", ".join(map(str, sizes))
        raise ValueError(f"{len(cards)} unseen cards do not fill {what} of {counts} cards")
    piles, start = [], 0
    for size in sizes:
        piles.append(list(cards[start : start + size]))
        start += size
    return piles


def hands_around(
    seat: int, players: int, hand: Sequence[Card], piles: Sequence[list[Card]]
) -> list[list[Card]]:
    """Every seat's hand, seat by seat: a copy of ``hand`` at ``seat`` and the ``piles`` in
    order at the other seats (piles past them, a kitty say, are left to the caller).

    Raises:
        ValueError: fewer piles than other seats.
    """
    if len(piles) < players - 1:
        raise ValueError(f"{len(piles)} piles cannot fill the {players - 1} other hands")
    rest = iter(piles)
    return [list(hand) if s == seat else next(rest) for s in range(players)]
