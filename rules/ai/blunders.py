"""How often a level blunders: ``python -m rules.ai.blunders GAME [--players N] [--positions P]
[--seed S] [--depth D] [--levels L,L,...] [--situations NAME,...] [--examples FILE]`` prints
one JSON line (a measurement: it prints figures, nothing asserts on them).

A *blunder* (issue 23, item 2) is what the review of a hand calls one
(:func:`rules.ai.review.mark`): a decision whose expected loss, measured by a much deeper search
from the same view, reaches the third of the game's
:attr:`~rules.ai.game_ai.GameAI.review_marks` (points gained on the others, as the hint counts
them) and is told apart from the best move (beyond two standard errors). Slips and mistakes,
the review's milder marks, are counted the same way, so one word means one thing in the app
and in this measurement.

* **Positions**: games played by the baseline in every seat (the positions a table meets, at
  little cost), each decision of a seat with a choice kept at random (a quarter of them) until
  ``P`` are found; the same ``S`` gives the same positions. ``--situations`` keeps instead
  every decision in one of the game's named situations (they are rare among random
  decisions: a few a round), to measure them on their own.
* **The reference** (:func:`move_values`): from the seat's view only, every legal move is
  searched on its own, forced at the root, with the game's search below it, all moves on the
  same hidden-card samples (drawn once per position, so the moves are compared on the same
  deals). The budget is ``D`` times hard's (16 by default) shared by the moves, each move at
  least hard's budget and at most four times it. A move's value is the mean of its playouts'
  points; its loss is the best move's value minus its own, with a standard error from the
  paired differences (the same sample under both moves).
* **The levels**: at each position each level (its fixed budget, a seeded generator) makes its
  decision; its loss is read from the reference and marked as the review marks it. Per mark,
  the decisions marked at least that (a blunder counts as a mistake and a slip too), with a
  95% Wilson interval of the rate; ``over_line`` counts those whose mean loss alone reaches the
  line, told apart or not (the rate's upper bound, as it were).

The decisions are also counted by the kinds of move offered (``kind bid``, ``kind play``, ...)
and by the situations a game names (:attr:`~rules.ai.game_ai.GameAI.situations`).
``--examples FILE`` writes each blunder as a JSON line (the deal's seed, the actions before it,
the seat, the move made, the best move, the loss), to rebuild the position (``new_game`` with
the seed, then the actions).
"""

from __future__ import annotations

import json
import math
import random
import time
from collections.abc import Sequence
from statistics import fmean, stdev
from typing import Any

from rules.ai.bots import game_ai, make_bot
from rules.ai.evaluate import bots_rng, default_players
from rules.ai.game_ai import GameAI
from rules.ai.ismcts import game_search, points_per_reward
from rules.ai.review import MARKS, Verdict, mark
from rules.ai.rollouts import forward_moves
from rules.core.actions import Action
from rules.core.arguments import (
    MAX_DEPTH,
    MAX_PLAYERS,
    MAX_POSITIONS,
    OneLineParser,
    count_argument,
    seed_argument,
)
from rules.core.state import CHANCE, GameState
from rules.games import new_game

KEEP_SHARE = 0.25
"""Share of the baseline games' decisions (with a choice) kept as positions: spread over many
deals rather than all the decisions of a few."""

MOST_PER_MOVE = 4
"""No move of the reference gets more than this many times hard's budget."""

MOST_GAMES_PER_POSITION = 20
"""A search for positions in named situations gives up after this many baseline games per
position asked (a situation the game never names would otherwise be sought for ever)."""


class _Samples:
    """A determinizer that hands out copies of samples drawn beforehand, in order: every move
    of the reference is searched on the same deals."""

    def __init__(self, template: GameState, samples: list[GameState]) -> None:
        self.template = template
        self._samples = samples
        self._next = 0

    def sample(self, rng: random.Random) -> GameState:
        state = self._samples[self._next % len(self._samples)].clone()
        self._next += 1
        return state


def move_values(
    ai: GameAI, view: Any, legal: Sequence[Action], budget: int, floor: int, rng: random.Random
) -> dict[Action, list[float]]:
    """Each forward legal move's points of every playout, searched on its own from ``view``
    (see the module doc): ``budget`` iterations shared by the moves, each at least ``floor``
    and at most :data:`MOST_PER_MOVE` times it; the i-th playout of every move is on the
    same hidden-card sample."""
    det = ai.determinize(view)
    moves = sorted(forward_moves(list(legal), ai.take_backs), key=str)
    per_move = min(MOST_PER_MOVE * floor, max(floor, budget // len(moves)))
    samples = [det.sample(rng) for _ in range(per_move)]
    scale = points_per_reward(ai, det.template, view.seat)
    values: dict[Action, list[float]] = {}
    for i, move in enumerate(moves):
        trace: list[float] = []
        game_search(
            ai, _Samples(det.template, samples), view.seat, [move], per_move, random.Random(i), trace=trace
        )
        values[move] = [r * scale for r in trace]
    return values


def losses(values: dict[Action, list[float]]) -> tuple[Action, dict[Action, tuple[float, float]]]:
    """The best move and each move's ``(loss, standard error)`` in points against it (paired
    over the samples), from :func:`move_values`."""
    best = max(values, key=lambda m: fmean(values[m]))
    out = {}
    for move, points in values.items():
        diffs = [b - p for b, p in zip(values[best], points)]
        se = stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        out[move] = (fmean(diffs), se)
    return best, out


def wilson(hits: int, n: int) -> list[float]:
    """95% Wilson interval of the share ``hits / n`` (``[0, 0]`` for no trials)."""
    if n == 0:
        return [0.0, 0.0]
    z, p = 1.96, hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def positions(
    game: str, players: int, count: int, seed: int, situations: frozenset[str] | None = None
) -> list[tuple[int, GameState]]:
    """``count`` positions ``(deal seed, state)`` of baseline games (see the module doc); with
    ``situations``, only decisions the game's :attr:`~rules.ai.game_ai.GameAI.situations`
    names one of them for.

    Raises:
        ValueError: ``situations`` for a game that names none, or fewer than ``count`` such
            positions in :data:`MOST_GAMES_PER_POSITION` games per position.
    """
    keep = random.Random(f"blunder positions {seed}")
    found: list[tuple[int, GameState]] = []
    ai = game_ai(game)
    if situations is not None and ai.situations is None:
        raise ValueError(f"{game} names no situations")
    deal = seed
    while len(found) < count:
        if situations is not None and deal - seed >= MOST_GAMES_PER_POSITION * count:
            raise ValueError(f"only {len(found)} positions in {sorted(situations)} in {deal - seed} games")
        state = new_game(game, players, None, deal)
        bots = [make_bot(game, "baseline") for _ in range(players)]
        rng = bots_rng(deal)
        while not state.is_terminal and len(found) < count:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            seat, legal = state.current_player, state.legal_actions()
            if len(forward_moves(list(legal), ai.take_backs)) > 1:
                if situations is None:
                    wanted = keep.random() < KEEP_SHARE
                else:
                    wanted = not situations.isdisjoint(ai.situations(state.view(seat), legal))
                if wanted:
                    found.append((deal, state.clone()))
            state.apply(bots[seat].choose(state.view(seat), legal, rng))
        deal += 1
    return found


def measure(
    game: str,
    players: int,
    count: int,
    seed: int,
    depth: int = 16,
    levels: Sequence[str] = ("easy", "normal", "hard"),
    examples: list[dict[str, Any]] | None = None,
    situations: frozenset[str] | None = None,
) -> dict[str, Any]:
    """The blunder rates of ``levels`` over ``count`` positions (see the module doc), only
    positions in one of ``situations`` when given.

    Returns:
        ``{"game", "players", "positions", "seed", "depth", "only_situations": [NAME] or None,
        "marks": {MARK: LINE}, "levels":
        {LEVEL: FIGURES}, "situations": {NAME: {"positions", "levels": {LEVEL: FIGURES}}},
        "seconds"}`` where FIGURES is ``{"decisions", "mean_loss", MARK + "s": {"count",
        "rate", "rate_ci95", "over_line"}}`` for each of :data:`~rules.ai.review.MARKS`.

    Raises:
        ValueError: a game without bots or an unknown level; ``situations`` not found
            (:func:`positions`).
    """
    started = time.perf_counter()
    ai = game_ai(game)
    hard = ai.budgets["hard"]
    bots = {level: make_bot(game, level) for level in levels}
    tally: dict[str, dict[str, list]] = {"": {level: [] for level in levels}}
    counts: dict[str, int] = {}
    for i, (deal, state) in enumerate(positions(game, players, count, seed, situations)):
        seat, legal = state.current_player, state.legal_actions()
        view = state.view(seat)
        values = move_values(ai, view, legal, depth * hard, hard, random.Random(f"reference {seed} {i}"))
        best, lost = losses(values)
        kinds = sorted({f"kind {a.kind}" for a in forward_moves(list(legal), ai.take_backs)})
        names = [""] + kinds + sorted(ai.situations(view, legal) if ai.situations is not None else ())
        for name in names[1:]:
            counts[name] = counts.get(name, 0) + 1
        for level, bot in bots.items():
            move = bot.choose(view, legal, random.Random(f"level {seed} {i}"))
            loss, se = lost.get(move, (0.0, 0.0))
            marked = mark(ai, Verdict(str(move), str(best), loss, se, ""))
            for name in names:
                tally.setdefault(name, {lv: [] for lv in levels})[level].append((loss, marked))
            if examples is not None and marked == MARKS[-1]:
                examples.append(
                    {
                        "level": level,
                        "deal": deal,
                        "actions": [str(a) for a in state.history],
                        "seat": seat,
                        "move": str(move),
                        "best": str(best),
                        "loss": round(loss, 3),
                        "se": round(se, 3),
                        "situations": names[1:],
                    }
                )

    def figures(found: list[tuple[float, str]]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "decisions": len(found),
            "mean_loss": round(fmean(loss for loss, _ in found), 3) if found else 0.0,
        }
        for rank, (name, line) in enumerate(zip(MARKS, ai.review_marks)):
            hits = sum(1 for _, marked in found if marked and MARKS.index(marked) >= rank)
            out[name + "s"] = {
                "count": hits,
                "rate": round(hits / len(found), 4) if found else 0.0,
                "rate_ci95": wilson(hits, len(found)),
                "over_line": sum(1 for loss, _ in found if loss >= line),
            }
        return out

    return {
        "game": game,
        "players": players,
        "positions": count,
        "seed": seed,
        "depth": depth,
        "only_situations": sorted(situations) if situations is not None else None,
        "marks": dict(zip(MARKS, ai.review_marks)),
        "levels": {level: figures(tally[""][level]) for level in levels},
        "situations": {
            name: {"positions": counts[name], "levels": {lv: figures(tally[name][lv]) for lv in levels}}
            for name in sorted(counts)
        },
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print :func:`measure`'s figures as one JSON line (see the module doc)."""
    parser = OneLineParser(prog="python -m rules.ai.blunders", description="blunder rates per level")
    parser.add_argument("game")
    parser.add_argument("--players", type=count_argument(MAX_PLAYERS))
    parser.add_argument("--positions", type=count_argument(MAX_POSITIONS), default=200)
    parser.add_argument("--seed", type=seed_argument, default=1)
    parser.add_argument("--depth", type=count_argument(MAX_DEPTH), default=16)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--situations", help="only positions in these situations, comma-separated")
    parser.add_argument("--examples", help="write each blunder as a JSON line to this file")
    args = parser.parse_args(argv)
    examples: list[dict[str, Any]] | None = [] if args.examples else None
    try:
        players = args.players or default_players(args.game)
        wanted = frozenset(name.strip() for name in args.situations.split(",")) if args.situations else None
        levels = args.levels.split(",")
        result = measure(args.game, players, args.positions, args.seed, args.depth, levels, examples, wanted)
    except ValueError as exc:  # an unknown game or level, a bad player count (a ConfigError)
        parser.error(str(exc))
    if args.examples:
        with open(args.examples, "w", encoding="utf-8") as out:
            out.writelines(json.dumps(e) + "\n" for e in examples)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
