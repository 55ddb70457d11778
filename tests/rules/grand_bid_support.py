"""Scripted deals and turns for the Grand Bid scenario tests.

A deal names every hand card by its text; a turn names the offered card(s), the bids made on
each offer (every other bidder passes) and the card kept when a choice is asked. The driver
is strict: it fails when the engine asks for something the script did not foresee.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rules.core.actions import Action
from rules.games import new_game
from rules.games.grand_bid import GrandBidState, Phase
from rules.games.grand_bid.parts import make_grand_bid_deck

DECK = make_grand_bid_deck()


def new_state(seed: int = 0) -> GrandBidState:
    """A fresh game, before its first deal."""
    return new_game("grand_bid", 3, {}, seed)


def deal(state: GrandBidState, first: int, hands: Sequence[str], unseen: str | None = None) -> list:
    """Apply ``deal F h0 h1 h2 u``: ``hands`` are space-separated card texts (13 each);
    ``unseen`` is the card set aside (by default the one card no hand holds)."""
    piles = [h.split() for h in hands]
    if unseen is None:
        used = {t for p in piles for t in p}
        (unseen,) = [c.text for c in DECK.cards if c.text not in used]
    args = (str(first), *(",".join(p) for p in piles), unseen)
    return state.apply(Action("deal", args))


def bid_round(state: GrandBidState, bids: Mapping[int, Sequence[str]]) -> list:
    """Every bidder asked, in turn: lays its cards of ``bids`` one by one and confirms, or
    passes when it has none there."""
    events: list = []
    while state.phase is Phase.BID:
        seat = state.current_player
        cards = bids.get(seat, ())
        for text in cards:
            events += state.apply(f"bid {text}")
        events += state.apply("confirm" if cards else "pass")
    return events


def turn(
    state: GrandBidState,
    first: str,
    bids: Mapping[int, Sequence[str]] | None = None,
    second: str | None = None,
    second_bids: Mapping[int, Sequence[str]] | None = None,
    keep: str | None = None,
) -> list:
    """One offer, resolved: ``first`` offered and bid on with ``bids``; if nobody bid and a
    second card is asked, ``second`` offered and bid on with ``second_bids``; ``keep`` kept
    when the engine asks which card to keep.

    Raises:
        AssertionError: the engine asks for a second card or a keep the script did not give,
            or a keep is given and not asked.
    """
    events = state.apply(f"offer {first}") + bid_round(state, bids or {})
    if state.phase is Phase.SECOND_OFFER:
        assert second is not None, f"a second card is asked after {first}"
        events += state.apply(f"offer {second}") + bid_round(state, second_bids or {})
    else:
        assert second is None, f"no second card is asked after {first}"
    if keep is not None:
        assert state.phase is Phase.KEEP, f"no keep is asked (phase {state.phase})"
        events += state.apply(f"keep {keep}")
    assert state.phase is not Phase.KEEP, "a keep is asked"
    return events


def numbers(cards) -> list[int]:
    """The numbers of ``cards`` in order."""
    return [c.rank for c in cards]


def texts(cards) -> list[str]:
    """The texts of ``cards`` in order."""
    return [c.text for c in cards]


def kinds(events) -> list[str]:
    """The kinds of ``events`` in order."""
    return [e.kind for e in events]


def accounted(state: GrandBidState) -> int:
    """Cards in hands, tableaux, the discard pile, set aside unseen and on offer."""
    return (
        sum(map(len, state.hands))
        + sum(map(len, state.tableaux))
        + len(state.discard)
        + len(state.unseen)
        + len(state.offer)
    )


def default_turn(state: GrandBidState, bids: Mapping[str, Mapping[int, Sequence[str]]]) -> list:
    """The offerer's turn when no script gives it: the lowest card, then (if asked) the lowest
    card of another number, and the lowest card offered when a keep is asked; bids from
    ``bids`` by the offered card's text, passes otherwise."""
    seat = state.current_player
    low = state.hands[seat][0]
    events = state.apply(f"offer {low.text}") + bid_round(state, bids.get(low.text, {}))
    if state.phase is Phase.SECOND_OFFER:
        second = next(c for c in state.hands[seat] if c.rank != low.rank).text
        events += state.apply(f"offer {second}") + bid_round(state, bids.get(second, {}))
    if state.phase is Phase.KEEP:
        events += state.apply(f"keep {state.keep_options[0].text}")
    return events


def play_round(
    state: GrandBidState,
    script: Mapping[int, Sequence[tuple]] | None = None,
    bids: Mapping[str, Mapping[int, Sequence[str]]] | None = None,
    until: Callable[[GrandBidState], bool] | None = None,
) -> tuple[list, list[int]]:
    """Play the round to its end, or until ``until(state)`` holds at the start of a turn:
    each seat's turns from ``script[seat]`` (``(first, second, keep)`` each, see :func:`turn`)
    while they last, then :func:`default_turn`; ``bids`` by offered card text. Returns
    ``(events, offerers in turn order)``."""
    queues = {seat: list(turns) for seat, turns in (script or {}).items()}
    bids = bids or {}
    events: list = []
    offerers: list[int] = []
    while state.phase is Phase.OFFER and not (until and until(state)):
        seat = state.current_player
        offerers.append(seat)
        if queues.get(seat):
            first, second, keep = queues[seat].pop(0)
            events += turn(state, first, bids.get(first), second, bids.get(second or ""), keep)
        else:
            events += default_turn(state, bids)
    assert until or not any(queues.values()), f"turns left unplayed: {queues}"
    return events, offerers
