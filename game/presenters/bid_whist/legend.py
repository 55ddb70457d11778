"""Bid Whist's legend corner: how the cards rank in the hand being played, in at most four
short lines (rulebook "Card ranking", "Bidding"; the house rules "one joker", "jokers out")."""

from __future__ import annotations

from typing import Any

from game.table.protocol import Icon, Span
from rules.core.cards import SUIT_NAMES

RED = (240, 110, 100)
"""Hearts and diamonds in the legend, lightened to read on the dark panel."""

ORDERS = {"uptown": "Uptown: A K Q \u2026 2", "downtown": "Downtown: A 2 3 \u2026 K"}
"""Each direction's order in a suit, highest first (the Ace is always highest)."""


def legend_lines(view: Any) -> list:
    """Before the contract: each direction's order, the jokers' place and what a bid promises.
    In a trump hand: the trump suit once named, its cards outlined green in the viewer's hand
    (a tester saw the outline unexplained), the jokers its top cards and the direction's
    order; in no trump: that the suit led wins, the direction's order once named, and that
    the jokers never win (or are out, by the house rule)."""
    contract = view.contract
    jokers = "Top trump: the joker" if view.options.get("jokers") == 1 else "Top trumps: the jokers"
    if contract is None:
        return [ORDERS["uptown"], ORDERS["downtown"], jokers, "Bid N: win 6 + N books"]
    if contract.notrump:
        order = ORDERS[contract.direction] if contract.direction else "Uptown or downtown: not named yet"
        out = "Jokers are out" if view.options.get("jokers_out") else "Jokers never win"
        return ["No trump: suit led wins", order, out]
    order = ORDERS[contract.direction]
    if contract.trump is None:
        return ["Trump: not named yet", jokers, order]
    trump = contract.trump
    name = Span(f" {SUIT_NAMES[trump]}", RED if trump in "HD" else None, True)
    return [("Trump: ", Icon(f"A{trump}"), name), "Outlined green in your hand", jokers, order]
