"""Can't Win: the scoring of a round and the end of the game (rulebook "4. Scoring", "End of
the Game", "Beginner-Friendly Rules"), for :class:`~rules.games.cant_win.state.CantWinState`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.events import Event, GameOver
from rules.core.state import CHANCE, TERMINAL
from rules.games.cant_win.parts import Phase, RoundScored, round_points

if TYPE_CHECKING:
    from rules.games.cant_win.state import CantWinState


def score_round(state: CantWinState) -> list[Event]:
    """Score the round of ``state`` and end it, or the game after its last round ("4.
    Scoring", "End of the Game", "Beginner-Friendly Rules"; RULINGS "Can't Win"); returns the
    events (the round's score, then the game's end).

    With the beginner rules, every matched player first returns all their Support tokens
    to the supply; then each player who missed takes one, in turn from the dealer, while
    the supply lasts.
    """
    n = state.num_players
    points = [0] * n
    matched = [False] * n
    for seat in range(n):
        held = state.support_tokens[seat] if state.beginner else 0
        points[seat], matched[seat] = round_points(state.bids[seat], state.tricks_won[seat], held)
        state.score_sheet[seat].append((state.tricks_won[seat], points[seat]))
    returned = [0] * n
    if state.beginner:
        for seat in range(n):
            if matched[seat]:
                returned[seat] = state.support_tokens[seat]
                state.support_supply += state.support_tokens[seat]
                state.support_tokens[seat] = 0
        for step in range(n):
            seat = (state.dealer + step) % n
            if not matched[seat] and state.support_supply > 0:
                state.support_supply -= 1
                state.support_tokens[seat] += 1
    events: list[Event] = [
        RoundScored(
            state.round_number,
            tuple(state.scores()),
            tuple(state.bids),
            tuple(state.tricks_won),
            tuple(points),
            tuple(matched),
            tuple(state.support_tokens),
            tuple(returned),
        )
    ]
    if state.round_number < state.rounds:
        state.phase = Phase.DEAL
        state._cur = CHANCE
        return events
    state.phase = Phase.GAME_OVER
    state._cur = TERMINAL
    events.append(GameOver(tuple(state.winners()), state.end_reason, tuple(state.scores())))
    return events
