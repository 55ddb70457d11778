"""Scripted deals and plays for the Bid Coin tests (rulebook ``bid_coin.txt``)."""

from __future__ import annotations

from rules.core.actions import Action
from rules.games.bid_coin import BidCoinState, Phase

A, B, C, D = 0, 1, 2, 3
"""The rulebook's players A, B, C, D sit in seats 0..3, clockwise."""


def deal(state: BidCoinState, leader: int, hands: list[str], leftover: str) -> list:
    """Apply the scripted chance action ``deal L h0 h1 .. leftover``; hands and the leftover
    are space-separated card texts (the leftover's first card is revealed). Returns its events."""
    piles = [",".join(h.split()) for h in hands] + [",".join(leftover.split())]
    return state.apply(Action("deal", (str(leader), *piles)))


def trick(state: BidCoinState, cards: str, pushes: tuple[int, ...] = ()) -> list:
    """Play one trick: ``cards`` are space-separated texts in play order from the seat to lead;
    a ``"zero:7+2"`` item before a card declares zero with those coins first. ``pushes`` are the
    coin the winner pushes when asked (without one, the push is left due). Returns all events."""
    events = []
    pushes = list(pushes)
    for item in cards.split():
        if item.startswith("zero:"):
            for value in item[5:].split("+"):
                events += state.apply(f"zero {value}")
            events += state.apply("declare")
            continue
        events += state.apply(f"play {item}")
    if state.phase is Phase.PUSH and pushes:
        events += state.apply(f"push {pushes.pop(0)}")
    assert not pushes, "a push was scripted but not asked for"
    return events


def follow_low(state: BidCoinState) -> str:
    """The legal card a follower plays when it must not matter: its lowest card above 0."""
    cards = [a.args[0] for a in state.legal_actions() if a.kind == "play"]
    ranked = sorted(cards, key=lambda t: (int(t[1:]) == 0, int(t[1:])))
    return ranked[0]
