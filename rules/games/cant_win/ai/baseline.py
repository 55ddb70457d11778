"""The Can't Win baseline bot: a tile and a bid that fit the hand, then play to hit the bid.

It reads only the seat's :class:`~rules.games.cant_win.state.CantWinView` (``hand``, ``tiles``,
``tiles_left``, ``bids``, ``bid_tokens_left``, ``start_marker``, ``trick``, ``played``,
``tricks_won``) and the legal actions. Tricks are judged by the engine's own
:func:`~rules.games.cant_win.state.trick_winner` and :func:`~rules.games.cant_win.state.falls_under`
("3-2. Determining the Winner", "Can't Win Tile Effects"), never by a copy of the rules.

Scoring rewards both tricks and exact bids: (sum of tricks) x (sum of points), a point for an
exact bid of 1 or more ("4. Scoring", "End of the Game"; RULINGS "Can't Win"). So the bot bids
what it expects to win and then plays to win exactly that many.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from rules.ai.base import Bot
from rules.core.actions import Action
from rules.core.cards import Card
from rules.games.cant_win.parts import (
    COLOURS,
    HAND_SIZE,
    TRUMP,
    Phase,
    falls_under,
    make_cant_win_deck,
    trick_winner,
)

TRUMP_VALUES = ((1.0, 1.0), (0.5, 0.8), (0.25, 0.6), (0.1, 0.4))
"""Tricks a trump is worth with 0, 1, 2, 3 better trumps out: ``(bare, guarded)``, guarded
meaning the player holds more trumps than there are better ones out."""
SIDE_VALUES = ((0.8, 0.8), (0.15, 0.4), (0.0, 0.2))
"""Same for a card of another colour with 0, 1, 2 better cards of its colour out."""
LONG_TRUMP_VALUE = 0.4
"""Tricks per upright trump beyond one more than an average opponent's trump length."""
RUFF_VALUE = 0.3
"""Tricks per missing card of a short side colour (below two) while spare trumps last."""
ESTIMATE_SCALE = 0.9
ESTIMATE_SHIFT = 1.1
"""Calibration of the raw count: tricks = scale x raw + shift (a least-squares fit of tricks
won on the raw count in baseline self-play, 80 games each with 3 and 4 players)."""
ZERO_BID_BELOW = 1.0
"""A hand whose raw count is below this bids 0 and plays to lose every trick (a made 0 scores
2; in baseline self-play this beat bidding the calibrated 1)."""
TILE_REGRET = 0.5
"""Take a tile before bidding when losing the best tile to another player would cost at least
this many estimated tricks."""
STRONG_TRUMPS = 2.0
"""Bid first (taking the start marker, so leading the first trick) when the upright trumps
alone are worth at least this many tricks and the best tile is not at risk."""
OFF_COLOUR_RISK = 0.25
"""Weight of an unseen card of another colour among a later player's possible beaters: it can
be played only by a player void in the lead colour."""


# --- hand evaluation (choosing) ----------------------------------------------------------------


def _raw_tricks(hand: Sequence[Card], tile: str, deck: Sequence[Card]) -> tuple[float, float]:
    """Uncalibrated tricks of ``hand`` under ``tile``: ``(from trumps, from everything else)``
    (see :func:`trick_estimate`)."""
    held = set(hand)
    players = len(deck) // HAND_SIZE
    top = len(deck) // len(COLOURS)
    trump_raw = side_raw = 0.0
    trumps = shortness = 0
    for colour in COLOURS:
        own = [c for c in hand if c.suit == colour]
        upright = [c for c in own if not falls_under(tile, c)]
        values = TRUMP_VALUES if colour == TRUMP else SIDE_VALUES
        raw = 0.0
        for card in upright:
            better = sum(1 for c in deck if c.suit == colour and c.rank > card.rank and c not in held)
            if better < len(values):
                raw += values[better][len(own) > better]
        if colour == TRUMP:
            trumps = len(upright)
            average = (top - len(own)) / (players - 1)
            trump_raw = raw + LONG_TRUMP_VALUE * max(0.0, trumps - average - 1)
        else:
            side_raw += raw
            shortness += max(0, 2 - len(own))
    return trump_raw, side_raw + RUFF_VALUE * min(shortness, max(0, trumps - 2))


def trick_estimate(hand: Sequence[Card], tile: str, deck: Sequence[Card]) -> float:
    """Tricks ``hand`` should win with ``tile`` in front of it (choosing phase).

    Cards that fall under ``tile`` count nothing (they are played sideways and can't win,
    "Can't Win Tile Effects"). A trump counts by how many better trumps are out
    (:data:`TRUMP_VALUES`); a card of another colour likewise (:data:`SIDE_VALUES`); long
    upright trumps (:data:`LONG_TRUMP_VALUE`) and short side colours with spare trumps
    (:data:`RUFF_VALUE`) add more. Calibrated by :data:`ESTIMATE_SCALE` and
    :data:`ESTIMATE_SHIFT`; 0 for a raw count below :data:`ZERO_BID_BELOW`.

    Args:
        hand: the seat's cards.
        tile: a tile name (:data:`rules.games.cant_win.state.TILES`).
        deck: every card of the game's deck (3 or 4 players).

    Raises:
        KeyError: for an unknown tile.
    """
    raw = sum(_raw_tricks(hand, tile, deck))
    return 0.0 if raw < ZERO_BID_BELOW else ESTIMATE_SCALE * raw + ESTIMATE_SHIFT


def trump_strength(hand: Sequence[Card], deck: Sequence[Card]) -> float:
    """Uncalibrated tricks from the trumps of ``hand`` alone (no tile bars a trump)."""
    return _raw_tricks(hand, "item_ban", deck)[0]


# --- reading the table (play) ------------------------------------------------------------------


def completed_tricks(view) -> list[list[tuple[int, Card, bool]]]:
    """The round's finished tricks as ``(seat, card, sideways)`` lists, rebuilt from the view.

    ``view.played`` lists the round's cards in play order; the start marker led the first
    trick and each trick's winner (by :func:`trick_winner`) led the next ("3-3. Next Trick").
    """
    n = len(view.hand_counts)
    tricks = []
    leader = view.start_marker
    played = view.played
    for start in range(0, len(played) - len(view.trick), n):
        trick = [
            ((leader + k) % n, card, falls_under(view.tiles[(leader + k) % n], card))
            for k, card in enumerate(played[start : start + n])
        ]
        tricks.append(trick)
        leader = trick[trick_winner(trick)[0]][0]
    return tricks


def known_voids(view) -> list[set[str]]:
    """Per seat, the colours it has shown it lacks (it did not follow the lead colour)."""
    voids: list[set[str]] = [set() for _ in view.hand_counts]
    for trick in completed_tricks(view) + [list(view.trick)]:
        if trick:
            lead = trick[0][1].suit
            for seat, card, _ in trick[1:]:
                if card.suit != lead:
                    voids[seat].add(lead)
    return voids


class CantWinBaselineBot(Bot):
    """Level ``"baseline"`` for Can't Win: one-look heuristics, no search.

    * Choosing: the tile is the one that leaves the most estimated tricks
      (:func:`trick_estimate`); once the bid is made, the tile whose estimate is nearest the
      bid. The bid is the estimate rounded, clamped to the legal bids (tokens left). A seat
      takes its tile first when the best tile might be taken (:data:`TILE_REGRET`), bids first
      for the start marker with strong trumps (:data:`STRONG_TRUMPS`), otherwise takes the tile
      first so its bid knows the tile.
    * Play, short of the bid: the cheapest card that wins the trick and is least likely to be
      beaten by the players still to play; if none wins, throw a sideways card or the
      weakest.
    * Play, bid reached: a card that loses now (it can never win later: later cards only take
      the trick), throwing the most dangerous one (high upright cards); if every card wins,
      the one most likely to be beaten, or, last to play, the highest.
    """

    def _choose(self, view, legal_actions: list[Action], rng: random.Random) -> Action:
        deck = make_cant_win_deck(len(view.hand_counts)).cards
        if view.phase is Phase.CHOOSE:
            return self._choose_tile_or_bid(view, legal_actions, deck)
        return self._play(view, legal_actions, deck)

    # choosing ------------------------------------------------------------------------------
    def _choose_tile_or_bid(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        tiles = {a.args[0]: a for a in legal if a.kind == "tile"}
        bids = [a for a in legal if a.kind == "bid"]
        estimates = {name: trick_estimate(view.hand, name, deck) for name in tiles}
        if not tiles:
            return _nearest_bid(bids, trick_estimate(view.hand, view.tiles[view.seat], deck))
        if not bids:
            bid = view.bids[view.seat]
            return tiles[min(tiles, key=lambda t: (abs(estimates[t] - bid), -estimates[t]))]
        ranked = sorted(estimates.values(), reverse=True)
        regret = ranked[0] - ranked[1] if len(ranked) > 1 else 0.0
        best = max(tiles, key=lambda t: estimates[t])
        if (
            view.start_marker is None
            and regret < TILE_REGRET
            and trump_strength(view.hand, deck) >= STRONG_TRUMPS
        ):
            return _nearest_bid(bids, estimates[best])
        return tiles[best]

    # card play -----------------------------------------------------------------------------
    def _play(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        seat = view.seat
        n = len(view.hand_counts)
        tile = view.tiles[seat]
        cards = {c: a for c in view.hand for a in legal if a.args[0] == c.text}
        seen = set(view.hand) | set(view.played)
        unknown = [c for c in deck if c not in seen]
        trick = list(view.trick)
        later = [(seat + k) % n for k in range(1, n - len(trick))]
        voids = known_voids(view)
        position = len(trick)

        def plays_with(card: Card) -> list[tuple[int, Card, bool]]:
            return trick + [(seat, card, falls_under(tile, card))]

        def wins_now(card: Card) -> bool:
            return trick_winner(plays_with(card))[0] == position

        def risk(card: Card) -> float:
            """Weighted count of unseen cards a later player could beat ``card`` with."""
            plays = plays_with(card)
            lead = plays[0][1].suit
            total = 0.0
            for other in unknown:
                weight = 0.0
                for s in later:
                    if other.suit in voids[s]:
                        continue
                    if trick_winner(plays + [(s, other, falls_under(view.tiles[s], other))])[0] != position:
                        weight = max(
                            weight, 1.0 if other.suit == lead or lead in voids[s] else OFF_COLOUR_RISK
                        )
                total += weight
            return total

        def strength(card: Card) -> int:
            """How able ``card`` is to win: 0 sideways, else its number, trumps raised above
            every other colour (by the deck size)."""
            if falls_under(tile, card):
                return 0
            return card.rank + (len(deck) if card.suit == TRUMP else 0)

        playable = list(cards)
        need = view.bids[seat] - view.tricks_won[seat]
        if need > 0:
            winners = [c for c in playable if wins_now(c)]
            if winners:
                choice = min(winners, key=lambda c: (risk(c) if later else 0.0, strength(c), c.index))
            else:
                choice = min(playable, key=lambda c: (strength(c) > 0, strength(c), c.index))
        else:
            losers = [c for c in playable if not wins_now(c)]
            if losers:
                choice = max(losers, key=lambda c: (strength(c), -c.index))
            elif later:
                choice = max(playable, key=lambda c: (risk(c), -strength(c), -c.index))
            else:
                choice = max(playable, key=lambda c: (strength(c), -c.index))
        return cards[choice]


def _nearest_bid(bids: Iterable[Action], estimate: float) -> Action:
    """The legal bid nearest ``estimate`` rounded half up (the bids are 0 .. tokens left)."""
    wanted = math.floor(estimate + 0.5)
    return min(bids, key=lambda a: (abs(int(a.args[0]) - wanted), int(a.args[0])))
