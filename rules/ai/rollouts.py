"""Playouts: the policy type, the uniformly random policy, and what habit policies share.

A playout runs on a determinized sample (never the real state), so a policy may read the
sample's hands. Where random play distorts the value of a decision a game gives its own
policy (:attr:`rules.ai.game_ai.GameAI.policy`); such policies are deliberately cheap (no
views, no events read): a playout policy is called tens of thousands of times per decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection

from rules.core.actions import Action
from rules.core.state import CHANCE, GameState

RolloutPolicy = Callable[[GameState, random.Random], Action]
"""``policy(state, rng) -> action`` for the seat to act in a playout (a full state: playouts
run on samples, never on the real state)."""

Playout = Callable[[GameState, random.Random], None]
"""``playout(state, rng)``: a sample played out to the end of its round in place, as a
policy would play it (:attr:`rules.ai.game_ai.GameAI.playout`)."""

PLAY_NOISE = 0.1
"""Share of a habit policy's moves made at random instead of by habit, so that playouts
still visit what the habit would not do."""


def random_policy(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action (the default playout policy)."""
    legal = state.legal_view()
    return legal[rng.randrange(len(legal))]


def deal_due(state: GameState) -> bool:
    """True when the next chance action starts a new round (a deal): playouts stop there."""
    return state.phase.name == "DEAL"


def play_out(state: GameState, policy: RolloutPolicy, rng: random.Random) -> None:
    """Play ``state`` (a sample) out to the end of its round by ``policy``: chance actions
    drawn, every seat's move by the policy through the playout path, until the next deal or
    the end of the game."""
    while not state.is_terminal:
        if state.current_player == CHANCE:
            if deal_due(state):
                return
            state.apply(state.chance_action())
        else:
            state.advance(policy(state, rng))


def forward_moves(moves: list[Action], take_backs: Collection[str]) -> list[Action]:
    """``moves`` without those whose kind is in ``take_backs`` (moves that only take back a
    move of the same turn, :attr:`rules.ai.game_ai.GameAI.take_backs`); all of ``moves`` if
    nothing else is left."""
    if not take_backs:
        return moves
    kept = [m for m in moves if m.kind not in take_backs]
    return kept or moves
