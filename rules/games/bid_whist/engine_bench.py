"""How fast the Bid Whist engine plays random hands against a minimal pure-Python one:
``python -m rules.games.bid_whist.engine_bench [--hands N] [--seed S] [--repeats R]`` prints
one JSON line (a benchmark: it prints figures, nothing asserts on time).

Both sides play the same thing, random hands with the default options: the deal, each seat's
bid or pass at random among the legal ones, trumps or the direction, the kitty, a random
discard of six, twelve books with suit followed, and the score. ``minimal`` is
:func:`minimal_hand`, a few dozen lines on plain integers with no events, texts or checks:
the floor a Python engine can reach. ``engine`` is the real state driven through its public
protocol (``clone``, ``chance_action``, ``legal_actions``, ``apply``) from a clone of a state
at the deal, ``ratio`` engine / minimal; ``quiet`` the same through the playout path
(``legal_view`` and ``advance``: no events), ``quiet_ratio`` quiet / minimal. ``playout`` is
the search's own case, the playout path from a clone of an already dealt state (its samples
never deal), against ``minimal_dealt``, the minimal hand from an already shuffled deck:
``playout_ratio`` (issue 23, item 5: at least 0.5). ``search_playout`` is what the search
really runs from such a state: Bid Whist's playout policy (the habit, one card in ten at
random) through the game's fast playout (:mod:`rules.games.bid_whist.ai.playout`, the books
on card numbers), ``policy_playout`` the same moves through the state's playout path, and
``search_playout_ratio`` the fast one against ``minimal_dealt`` (a harder race than random
play: the habit weighs the cards before each play). Each figure is the best of ``repeats``
alternating runs, so all see the same load, counted in processor time (this process's own,
so another job on the machine slows it little).
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence

from rules.ai.rollouts import play_out
from rules.core.arguments import MAX_GAMES, MAX_REPEATS, OneLineParser, count_argument, seed_argument
from rules.core.state import CHANCE, GameState
from rules.games.bid_whist.ai.playout import bid_whist_playout
from rules.games.bid_whist.ai.rollout import bid_whist_policy
from rules.games.bid_whist.parts import Phase
from rules.games.bid_whist.state import BidWhistState

_KEYS = [(n, kind) for n in range(3, 8) for kind in (0, 1, 2)]
"""The bids, ``(number, kind)`` with kind 0 uptown, 1 downtown, 2 no trump, in bidding order."""


def minimal_hand(rng: random.Random, dealt: tuple[list[int], int] | None = None) -> int:
    """One random hand of Bid Whist (default options) on integers; returns the bidding side's
    points (only to keep the work honest).

    Cards are 0..53: suit ``i // 13`` and rank ``i % 13 + 2`` (Ace 14) below 52, then the
    little and the big joker. ``dealt``: ``(deck in deal order, dealer)`` to play an already
    shuffled deal (the playout's case), else the deal is shuffled here.
    """
    if dealt is None:
        deck = list(range(54))
        rng.shuffle(deck)
        dealer = rng.randrange(4)
    else:
        deck, dealer = dealt
    hands = [deck[0:12], deck[12:24], deck[24:36], deck[36:48]]
    kitty = deck[48:]
    high, bidder, bid = -1, -1, (0, 0)
    for step in range(1, 5):
        seat = (dealer + step) % 4
        options = [b for b in _KEYS if b[0] * 2 + (b[1] == 2) > high]
        forced = seat == dealer and bidder < 0
        pick = rng.randrange(len(options) + (0 if forced else 1))
        if pick < len(options):
            bid, bidder = options[pick], seat
            high = bid[0] * 2 + (bid[1] == 2)
            if high == 15:
                break
    number, kind = bid
    if kind == 2:
        trump, downtown = -1, rng.randrange(2) == 1
    else:
        trump, downtown = rng.randrange(4), kind == 1
    suit = [i // 13 for i in range(52)] + ([trump, trump] if trump >= 0 else [-1, -1])
    strength = [(r if not downtown or r == 14 else 15 - r) for r in (i % 13 + 2 for i in range(52))]
    strength += [100, 101]
    hand = hands[bidder]
    hand.extend(kitty)
    for _ in range(6):
        hand.pop(rng.randrange(len(hand)))
    books = [1 if bidder % 2 == 0 else 0, 1 if bidder % 2 == 1 else 0]
    leader = bidder
    for _ in range(12):
        led, best, best_key = -1, -1, -1
        for step in range(4):
            seat = (leader + step) % 4
            hand = hands[seat]
            legal = [c for c in hand if suit[c] == led] if led >= 0 else hand
            card = (legal or hand)[rng.randrange(len(legal or hand))]
            hand.remove(card)
            s = suit[card]
            if led < 0 and s >= 0:
                led = s
            if s >= 0 and s == trump:
                key = 200 + strength[card]
            else:
                key = strength[card] if s >= 0 and s == led else -1
            if key > best_key:
                best, best_key = seat, key
        books[best % 2] += 1
        leader = best
    side = bidder % 2
    made = books[side] >= 6 + number
    points = books[side] - 6 if made else -number
    return points * 2 if kind == 2 else points


def engine_hand(start: GameState, rng: random.Random, quiet: bool = False) -> GameState:
    """One random hand through the engine's protocol from a clone of ``start``; returns the
    state where the next deal is due (or the game is over). ``quiet``: the playout path
    (:meth:`~rules.core.state.GameState.legal_view` and
    :meth:`~rules.core.state.GameState.advance`, no events), else ``legal_actions`` and
    ``apply``."""
    state = start.clone()
    if state.current_player == CHANCE:
        state.apply(state.chance_action())
    while True:
        player = state.current_player
        if player >= 0:
            if quiet:
                legal = state.legal_view()
                state.advance(legal[rng.randrange(len(legal))])
            else:
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])
        elif player == CHANCE and state.phase is not Phase.DEAL:
            state.apply(state.chance_action())
        else:
            return state


def _rate(run: Callable[[random.Random], object], hands: int, seed: int) -> float:
    rng = random.Random(seed)
    started = time.process_time()
    for _ in range(hands):
        run(rng)
    return hands / max(time.process_time() - started, 1e-9)


def measure(hands: int, seed: int, repeats: int) -> dict[str, float]:
    """Hands per second of each side (the best of ``repeats`` alternating runs) and the ratios."""
    fresh = BidWhistState(4, {}, seed)
    shuffler = random.Random(seed)
    dealt, decks = [], []
    for i in range(64):
        state = fresh.clone()
        state.reseed(seed + i)
        state.apply(state.chance_action())
        dealt.append(state)
        deck = list(range(54))
        shuffler.shuffle(deck)
        decks.append((deck, shuffler.randrange(4)))
    turn = iter(range(1 << 62))

    runs = {
        "minimal": minimal_hand,
        "engine": lambda rng: engine_hand(fresh, rng),
        "quiet": lambda rng: engine_hand(fresh, rng, quiet=True),
        "minimal_dealt": lambda rng: minimal_hand(rng, decks[next(turn) % 64]),
        "playout": lambda rng: engine_hand(dealt[next(turn) % 64], rng, quiet=True),
        "policy_playout": lambda rng: play_out(dealt[next(turn) % 64].clone(), bid_whist_policy, rng),
        "search_playout": lambda rng: bid_whist_playout(dealt[next(turn) % 64].clone(), rng),
    }
    best = dict.fromkeys(runs, 0.0)
    for _ in range(repeats):
        for name, run in runs.items():
            best[name] = max(best[name], _rate(run, hands, seed))
    return {
        **{f"{name}_hands_per_second": round(rate) for name, rate in best.items()},
        "ratio": round(best["engine"] / best["minimal"], 3),
        "quiet_ratio": round(best["quiet"] / best["minimal"], 3),
        "playout_ratio": round(best["playout"] / best["minimal_dealt"], 3),
        "search_playout_ratio": round(best["search_playout"] / best["minimal_dealt"], 3),
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Print the figures of :func:`measure` as one JSON line."""
    parser = OneLineParser(prog="python -m rules.games.bid_whist.engine_bench", description=__doc__)
    parser.add_argument("--hands", type=count_argument(MAX_GAMES), default=2000)
    parser.add_argument("--seed", type=seed_argument, default=1)
    parser.add_argument("--repeats", type=count_argument(MAX_REPEATS), default=5)
    args = parser.parse_args(argv)
    figures = measure(args.hands, args.seed, args.repeats)
    print(json.dumps({"hands": args.hands, "repeats": args.repeats, **figures}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
