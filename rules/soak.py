"""The soak: many whole games of every game, player count and option, played at random with
the rules' invariants checked throughout (``python -m rules soak``).

Each game picks its player count and every option at random from its variant, so a long run
covers every combination. What is checked, for every game, through the shared protocol:

- whose turn it is: a seat to act has legal actions, chance has a chance action, a finished
  game has winners, no legal actions and no chance action;
- every seat's view: it is that seat's, its turn and scores agree with the state, its hand
  is as long as its count, the counts are the same in every view, and no card of another
  seat's hand is in it unless the table has seen that card face up (a revealed bid may
  stay in view);
- an illegal action (a move of another phase, or junk) raises ``IllegalAction`` and changes
  nothing (RULINGS "All games");
- a clone taken at a random moment and fed the same actions ends the same, and a replay of
  the record ends the same: the same history, views, scores and winners.

A broken invariant, or any exception from the rules, is counted with its game, options and
seed, and the soak goes on.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import fields
from typing import Any

from rules.core.actions import Action, IllegalAction
from rules.core.cards import Card
from rules.core.state import CHANCE, GameState
from rules.games import GAMES, new_game

JUNK = ("", "play", "play ZZ", "bid 99", "deal x", "pass pass", "\x00")
"""Texts that are never a legal action."""
BREAKS_KEPT = 20
"""How many broken invariants the result describes (all are counted)."""


class InvariantBroken(Exception):
    """A rule of the engine's contract that a position breaks; the message says which."""


def _cards(value: Any) -> set:
    """Every :class:`Card` in ``value`` (a view field: cards, tuples, dicts of them)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (tuple, list, set, frozenset)):
        return set().union(*(_cards(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return _cards(tuple(value.keys())) | _cards(tuple(value.values()))
    return set()


def check_turn(state: GameState) -> None:
    """Whose turn it is agrees with the legal actions, chance and the end of the game."""
    legal = state.legal_actions()
    if state.is_terminal:
        if legal or not state.winners():
            raise InvariantBroken("a finished game has legal actions or no winner")
    elif state.current_player == CHANCE:
        state.chance_action()
    elif not (0 <= state.current_player < state.num_players) or not legal:
        raise InvariantBroken(f"seat {state.current_player} is to act with {len(legal)} legal actions")


def check_views(state: GameState, public: set) -> None:
    """Every seat's view is its own and hides the others' hands.

    ``public`` holds the cards the table has seen face up (in every seat's view at once, at
    this check or an earlier one); it is updated here. A card of one seat's hand that another
    seat sees, and that was never public, is a leak.
    """
    views = [state.view(seat) for seat in range(state.num_players)]
    scores = tuple(state.scores())
    for seat, view in enumerate(views):
        if view.seat != seat or view.current_player != state.current_player or tuple(view.scores) != scores:
            raise InvariantBroken(f"seat {seat}'s view names another seat, turn or score")
        if len(view.hand) != view.hand_counts[seat] or view.hand_counts != views[0].hand_counts:
            raise InvariantBroken(f"seat {seat}'s hand does not match the counts")
    seen = [set().union(*(_cards(getattr(v, f.name)) for f in fields(v) if f.name != "hand")) for v in views]
    public |= set.intersection(*seen)
    for seat, cards in enumerate(seen):
        for other, view in enumerate(views):
            leaked = cards & set(view.hand) - public - set(views[seat].hand) if other != seat else set()
            if leaked:
                raise InvariantBroken(f"seat {seat} sees {sorted(map(str, leaked))} of seat {other}'s hand")


def check_refusal(state: GameState, other_phase: Action | None, rng: random.Random) -> None:
    """An illegal action raises IllegalAction and leaves every view as it was."""
    before = (len(state.history), [repr(state.view(s)) for s in range(state.num_players)])
    legal = {str(a) for a in state.legal_actions()}
    for action in (rng.choice(JUNK), other_phase):
        if action is None or str(action) in legal:
            continue
        try:
            state.apply(action)
        except IllegalAction:
            pass
        else:
            raise InvariantBroken(f"the illegal action {str(action)!r} was applied")
        if (len(state.history), [repr(state.view(s)) for s in range(state.num_players)]) != before:
            raise InvariantBroken(f"the refused action {str(action)!r} changed the state")


def _ending(state: GameState) -> tuple:
    return (
        [str(a) for a in state.history],
        [repr(state.view(s)) for s in range(state.num_players)],
        state.scores(),
        state.winners(),
    )


def play_one(game: str, players: int, options: dict, seed: int, rng: random.Random) -> int:
    """One whole game at random with every check; returns the moves made.

    Raises:
        InvariantBroken: the first invariant the game breaks (its message says which).
    """
    state = new_game(game, players, options, seed)
    clone_at = rng.randrange(1, 200)
    clone: GameState | None = None
    public: set = set()
    last_of_kind: dict[str, Action] = {}
    while not state.is_terminal:
        check_turn(state)
        if len(state.history) == clone_at:
            clone = state.clone()
        if rng.random() < 0.1:
            check_views(state, public)
            # a move of a kind that is not playable now (a chance node takes any well-formed
            # deal: scripted deals are how the tests set a position up)
            if state.current_player == CHANCE:
                now = set(state.chance_kinds())
            else:
                now = {a.kind for a in state.legal_actions()}
            kinds = [a for k, a in last_of_kind.items() if k not in now]
            check_refusal(state, rng.choice(kinds) if kinds else None, rng)
        action = (
            state.chance_action() if state.current_player == CHANCE else rng.choice(state.legal_actions())
        )
        last_of_kind[action.kind] = action
        state.apply(action)
    check_turn(state)
    end = _ending(state)
    if clone is not None:
        for text in end[0][clone_at:]:
            clone.apply(text)
        if _ending(clone) != end:
            raise InvariantBroken(f"a clone taken at move {clone_at} ended differently")
    again = new_game(game, players, options, seed)
    for text in end[0]:
        again.apply(text)
    if _ending(again) != end:
        raise InvariantBroken("a replay of the record ended differently")
    return len(end[0])


def soak(games: int, seed: int, only: str | None = None) -> dict[str, Any]:
    """Play ``games`` games spread evenly over the playable games (or ``only`` one), each with
    a random player count and random options, checking the invariants.

    Returns:
        ``games``, ``moves``, ``seconds``, ``games_per_second``, ``by_game`` (games per game),
        ``setups`` (distinct game/players/options played), ``invariant_breaks`` (goal 0) and
        ``breaks`` (up to :data:`BREAKS_KEPT` described: game, players, options, seed, what).

    Raises:
        ValueError: ``only`` is not a playable game.
    """
    names = [n for n, info in GAMES.items() if info.available and (only is None or n == only)]
    if not names:
        raise ValueError(f"no playable game named {only!r}")
    variants = {n: GAMES[n].variant() for n in names}
    rng = random.Random(seed)
    by_game: Counter = Counter()
    setups: set = set()
    breaks: list[dict] = []
    broken = moves = 0
    start = time.perf_counter()
    for number in range(games):
        game = names[number % len(names)]
        variant = variants[game]
        players = rng.choice(variant.players)
        options = {spec.key: rng.choice(spec.choices) for spec in variant.options}
        game_seed = rng.getrandbits(32)
        setups.add((game, players, tuple(sorted(options.items()))))
        by_game[game] += 1
        try:
            moves += play_one(game, players, options, game_seed, random.Random(game_seed))
        except Exception as exc:  # an invariant, or the rules raising at all: both are breaks
            broken += 1
            if not isinstance(exc, InvariantBroken):
                exc = InvariantBroken(f"the rules raised {exc.__class__.__name__}: {exc}")
            if len(breaks) < BREAKS_KEPT:
                breaks.append(
                    {
                        "game": game,
                        "players": players,
                        "options": options,
                        "seed": game_seed,
                        "what": str(exc),
                    }
                )
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "moves": moves,
        "seconds": round(seconds, 2),
        "games_per_second": round(games / seconds, 1) if seconds else None,
        "by_game": dict(by_game),
        "setups": len(setups),
        "invariant_breaks": broken,
        "breaks": breaks,
    }
