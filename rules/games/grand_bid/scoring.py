"""Grand Bid: the scoring of a round and the end of the game (rulebook "Round End",
"Scoring", "Full Game"), for :class:`~rules.games.grand_bid.state.GrandBidState`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.events import Event
from rules.core.state import CHANCE, TERMINAL
from rules.games.grand_bid.events import GrandBidGameOver, RoundScored
from rules.games.grand_bid.parts import PLAYERS, ROUNDS, Phase, final_result, run_length, run_score

if TYPE_CHECKING:
    from rules.games.grand_bid.state import GrandBidState


def score_round(state: GrandBidState) -> list[Event]:
    """Score the round of ``state``: each tableau scores its longest run; cards left in hand
    are set aside (Round End, Scoring); after round 4 the game is over (Full Game). Returns
    the events (the round's score, then the game's end)."""
    lengths = [run_length(c.rank for c in t) for t in state.tableaux]
    points = [run_score(n) for n in lengths]
    for seat in range(PLAYERS):
        state.totals[seat] += points[seat]
        state.sheet[seat].append((points[seat], lengths[seat]))
    leftover = tuple(c for h in state.hands for c in h)
    state.offerer = None
    events: list[Event] = [
        RoundScored(state.round_number, tuple(state.totals), tuple(points), tuple(lengths), leftover)
    ]
    if state.round_number < ROUNDS:
        state.phase, state._cur = Phase.DEAL, CHANCE
        return events
    state.phase, state._cur = Phase.GAME_OVER, TERMINAL
    winners, how = final_result(state.totals, state.best_runs())
    return events + [GrandBidGameOver(tuple(winners), how, tuple(state.totals), tuple(state.best_runs()))]
