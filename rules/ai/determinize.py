"""Determinization: full game states consistent with what one seat has seen.

DESIGN.md (rules/ai): "sample complete deals consistent with a view (known cards, shown voids,
revealed bids), then search". A search bot gets only ``state.view(seat)``; from it a game's
*template builder* makes one full state with the game's public constructor
``<State>.from_view(view)`` (the public table copied from the view, the seat's own cards in
place, see :meth:`rules.core.state.GameState.from_view`) and names the *hidden places* (the
other hands, a pile still face down) with the unseen cards that may go there.
:meth:`Determinizer.sample` then clones the template and re-deals the unseen cards among the
hidden places at random, each place keeping its size and refusing cards its owner has shown
it cannot hold (a suit shown void).

The core honesty property, tested per game: for every sample ``s``,
``s.view(seat) == view`` and ``s.legal_actions()`` holds the same actions as the real state.

Each game's builder lives in its package and reaches the search through the game's
:class:`~rules.ai.game_ai.GameAI` (:meth:`~rules.ai.game_ai.GameAI.determinize`).
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.core.cards import Card
from rules.core.state import GameState

Allowed = Callable[[Card], bool] | None
"""A hidden place's constraint: ``allowed(card)`` is False for a card its owner cannot hold
(``None``: any card)."""


Weight = Callable[[list[list[Card]]], float]
"""``weight(piles)``: how likely a re-deal of the hidden places is, relative to the others."""


def weights_product(weights: list[Weight]) -> Weight | None:
    """One :data:`Weight` multiplying ``weights`` (independent readings of what the owners
    did); ``None`` if there are none."""
    if not weights:
        return None
    if len(weights) == 1:
        return weights[0]

    def weight(piles: list[list[Card]]) -> float:
        total = 1.0
        for one in weights:
            total *= one(piles)
        return total

    return weight


@dataclass
class Hidden:
    """The hidden places of a template state and the unseen cards that fill them.

    Attributes:
        cards: the unseen cards (every card the seat cannot locate), each exactly once.
        sizes: how many cards each hidden place holds (their sum is ``len(cards)``).
        allowed: one constraint per place (see :data:`Allowed`).
        place: ``place(state, piles, rng)`` writes ``piles[i]`` (a list of cards, in random
            order) into hidden place ``i`` of ``state`` (a clone of the template), replacing
            what was there; ``rng`` samples any other hidden choice (a secret bid's cards).
        weight: ``weight(piles)``, how likely the seat's view makes a re-deal, relative to
            the others (what the owners said or did, such as bids), or ``None``: every
            re-deal that honours ``allowed`` is equally likely.
    """

    cards: list[Card]
    sizes: list[int]
    allowed: list[Allowed]
    place: Callable[[GameState, list[list[Card]], random.Random], None]
    weight: Weight | None = None


Builder = Callable[[Any], tuple[GameState, Hidden]]
"""A game's template builder: ``builder(view) -> (template state, hidden places)``. The
template's hidden places may hold any cards; :meth:`Determinizer.sample` overwrites them."""


class DealImpossible(ValueError):
    """No re-deal of the unseen cards satisfies the hidden places' constraints (a builder
    bug: the real deal always does)."""


def redeal(hidden: Hidden, rng: random.Random, tries: int = 20) -> list[list[Card]]:
    """Deal ``hidden.cards`` into piles of ``hidden.sizes`` at random, honouring
    ``hidden.allowed``.

    The most constrained cards go first, each to a random place that still has room and
    accepts it (weighted by room, so without constraints every deal is equally likely). When
    that greedy deal gets stuck ``tries`` times (tight voids late in a hand), each card's
    place is instead checked to leave the rest dealable (:func:`_dealable`, Hall's
    condition), which always succeeds when any deal exists.

    Returns:
        One list of cards per hidden place.

    Raises:
        DealImpossible: no deal fits the constraints (a builder bug).
    """
    sizes, allowed = hidden.sizes, hidden.allowed
    places = range(len(sizes))
    if all(a is None for a in allowed):
        cards = list(hidden.cards)
        rng.shuffle(cards)
        piles, start = [], 0
        for size in sizes:
            piles.append(cards[start : start + size])
            start += size
        return piles
    options = {card: [i for i in places if allowed[i] is None or allowed[i](card)] for card in hidden.cards}
    for _ in range(tries):
        cards = list(hidden.cards)
        rng.shuffle(cards)
        cards.sort(key=lambda c: len(options[c]))
        room = list(sizes)
        piles: list[list[Card]] = [[] for _ in places]
        for card in cards:
            open_places = [i for i in options[card] if room[i]]
            if not open_places:
                break
            pick = rng.randrange(sum(room[i] for i in open_places))
            for i in open_places:
                pick -= room[i]
                if pick < 0:
                    break
            piles[i].append(card)
            room[i] -= 1
        else:
            return piles
    return _careful_deal(hidden.cards, options, list(sizes), rng)


def _dealable(masks: dict[int, int], room: list[int]) -> bool:
    """Hall's condition: for every set ``P`` of places, the cards that may go only into
    ``P`` fit in ``P``'s room. ``masks`` counts the cards by the bit mask of their places."""
    for subset in range(1, 1 << len(room)):
        need = sum(n for mask, n in masks.items() if mask & ~subset == 0)
        if need > sum(room[i] for i in range(len(room)) if subset >> i & 1):
            return False
    return True


def _careful_deal(
    cards: list[Card], options: dict[Card, list[int]], room: list[int], rng: random.Random
) -> list[list[Card]]:
    """A random deal where every card's place keeps the rest dealable (see :func:`redeal`)."""
    mask_of = {card: sum(1 << i for i in options[card]) for card in cards}
    masks: dict[int, int] = {}
    for card in cards:
        masks[mask_of[card]] = masks.get(mask_of[card], 0) + 1
    if not _dealable(masks, room):
        raise DealImpossible(f"no deal of {len(cards)} unseen cards fits the shown voids")
    order = list(cards)
    rng.shuffle(order)
    piles: list[list[Card]] = [[] for _ in room]
    for card in order:
        masks[mask_of[card]] -= 1
        choices = [i for i in options[card] if room[i]]
        rng.shuffle(choices)
        for i in choices:
            room[i] -= 1
            if _dealable(masks, room):
                piles[i].append(card)
                break
            room[i] += 1
        else:  # cannot happen: the deal was dealable before this card
            raise DealImpossible("the careful deal lost its way")
    return piles


POOL_SIZE = 512
"""Re-deals drawn up front when the hidden places are weighted; each sample is one of them,
picked in proportion to its weight (sampling-importance-resampling). Drawing them costs
about 10 ms per decision where a game weighs its re-deals (measured on the 2-core reference
machine), whatever the level."""


class Determinizer:
    """Samples full states consistent with one seat's view.

    Args:
        view: the seat's view (``state.view(seat)``).
        builder: the game's template builder (see :data:`Builder`).

    Raises:
        NotImplementedError: from the builder, for a position or option it does not handle.
    """

    def __init__(self, view: Any, builder: Builder) -> None:
        self.view = view
        self.template, self.hidden = builder(view)
        self._pool: list[list[list[Card]]] = []
        self._cumulative: list[float] = []

    def sample(self, rng: random.Random) -> GameState:
        """A new full state: the template with the unseen cards re-dealt at random (and its
        own generator re-seeded from ``rng``, so later chance draws differ per sample). With
        weighted hidden places the re-deal is drawn from a pool of :data:`POOL_SIZE` by
        weight.

        Raises:
            DealImpossible: see :func:`redeal`.
        """
        state = self.template.clone()
        self.hidden.place(state, self._redeal(rng), rng)
        state.reseed(rng.getrandbits(64))
        state.forget_legal_actions()
        return state

    def _redeal(self, rng: random.Random) -> list[list[Card]]:
        weight = self.hidden.weight
        if weight is None:
            return redeal(self.hidden, rng)
        if not self._pool:
            total = 0.0
            for _ in range(POOL_SIZE):
                piles = redeal(self.hidden, rng)
                total += weight(piles)
                self._pool.append(piles)
                self._cumulative.append(total)
            if total <= 0.0:  # no deal fits the reading at all: weigh them alike
                self._cumulative = [float(i + 1) for i in range(POOL_SIZE)]
        pick = bisect.bisect_right(self._cumulative, rng.random() * self._cumulative[-1])
        return [list(pile) for pile in self._pool[min(pick, POOL_SIZE - 1)]]
