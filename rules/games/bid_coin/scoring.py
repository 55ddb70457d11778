"""Bid Coin: the end of a round (rulebook "4. End of the round": "4.1. A successful bid", "4.2.
A failed bid") and of the game ("4.3. End of the game, preparation for the next round"), for
:class:`~rules.games.bid_coin.state.BidCoinState` and its fast playout."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.events import Event, GameOver
from rules.core.state import CHANCE, TERMINAL
from rules.games.bid_coin.events import RoundScored
from rules.games.bid_coin.parts import END_LAST_ROUND, END_NO_COINS, Phase, settle_round

if TYPE_CHECKING:
    from rules.games.bid_coin.state import BidCoinState


def score_round(state: BidCoinState) -> list[Event]:
    """Settle every bid (:func:`~rules.games.bid_coin.parts.settle_round`: "4.1", "4.2"),
    then end the game if somebody has no coin left or this was the last round ("4.3")."""
    n = state.num_players
    zero = [tuple(sorted(t, reverse=True)) if d else () for t, d in zip(state.turned, state.declared)]
    done = settle_round(
        state.coins, state.pushed, state.turned, state.declared, state.wins, state.supply, state.leader
    )
    state.coins = [list(c) for c in done.coins]
    state.supply = done.supply
    state.shortfall += done.shortfall
    for seat, gone in enumerate(done.discarded):
        state.discarded[seat].extend(gone)
    bids = tuple(sum(p) for p in state.pushed)
    rows = zip(bids, zero, state.wins, done.success, done.discarded, done.taken)
    state.results.append(tuple(rows))
    pushed = tuple(map(tuple, state.pushed))
    state.pushed = [[] for _ in range(n)]
    state.turned = [[] for _ in range(n)]
    scored = RoundScored(
        state.round_number,
        tuple(state.scores()),
        bids,
        pushed,
        tuple(zero),
        tuple(state.wins),
        done.success,
        done.discarded,
        done.taken,
        done.shortfall,
    )
    if any(not coins for coins in state.coins):
        state.end_cause = END_NO_COINS
    elif state.round_number >= state.rounds:
        state.end_cause = END_LAST_ROUND
    else:
        state.phase, state._cur = Phase.DEAL, CHANCE
        return [scored]
    state.phase, state._cur = Phase.GAME_OVER, TERMINAL
    return [scored, GameOver(tuple(state.winners()), state.end_cause, tuple(state.scores()))]
