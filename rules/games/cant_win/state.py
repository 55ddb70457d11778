"""Can't Win: 3 or 4 players bid on their tricks while a Can't Win tile bars some cards.

Source of every rule: ``shared/rulebooks/cant_win.txt`` (sections named in the docstrings
below) and the Can't Win rulings of ``shared/RULINGS.md``. Seats ``0 .. n-1`` sit clockwise.

Cards come in four colours, written by their letter and number: ``T`` turquoise (trump),
``P`` pink (Revive), ``V`` purple (Spell), ``Y`` yellow (Item), e.g. ``"T12"``, ``"P3"``.
Three players use 1-9 (36 cards), four use 1-12 (48); everyone gets 12 ("Setting Up").

A game is as many rounds as there are players ("End of the Game"). Each round runs through
the phases ``DEAL`` (chance: ``deal D h0 h1 ...``), ``CHOOSE`` (``tile NAME`` / ``bid N``: from
the dealer each seat does one of the two, then from the dealer again the other) and ``PLAY``
(``play <card>``, 12 tricks), then it is scored. The game ends in ``GAME_OVER``. Each phase
has one handler (``CantWinState._handlers``, see :class:`rules.core.state.GameState`).

Events: :class:`~rules.core.events.Dealt` (number = the round), :class:`TileTaken`,
:class:`TricksBid`, :class:`~rules.core.events.CardPlayed` (``sideways`` for a card under its
player's own tile), :class:`CantWinTrickWon`, :class:`RoundScored` and
:class:`~rules.core.events.GameOver` (reason: how it was won, see :func:`final_result`).

The constants, phases, deck, trick and scoring rules, events and view are in
:mod:`rules.games.cant_win.parts` (re-exported here); what one seat sees
(:meth:`CantWinState.view` and its inverse :meth:`CantWinState.from_view`) is in
:mod:`rules.games.cant_win.views`, why an action is illegal in :mod:`rules.games.cant_win.why`,
and the scoring of a round in :mod:`rules.games.cant_win.scoring`; this module is the state.

Speed matters (random play-outs, bot search): every possible move is one interned
:class:`Action`, legal actions are computed once per position and cached, and
:meth:`CantWinState.clone` is a hand-written copy.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from operator import attrgetter
from pathlib import Path
from typing import Any

from rules.core.actions import Action, IllegalAction
from rules.core.cards import Card
from rules.core.deals import deal_action, parse_deal
from rules.core.events import CardPlayed, Dealt, Event
from rules.core.state import CHANCE, TERMINAL, GameState
from rules.core.tricks import cards_following
from rules.core.variants import load_variant
from rules.games.cant_win import claim, scoring, views, why
from rules.games.cant_win.parts import (
    BID_TOKENS,
    COLOUR_NAMES,
    COLOURS,
    HAND_SIZE,
    PLAYERS,
    SUPPORT_TOKENS,
    TILE_NAMES,
    TILES,
    TRUMP,
    WHY_LEAD,
    WHY_SIDEWAYS,
    WHY_TRUMP,
    WHY_UPRIGHT,
    WIN_SHARED,
    WON_ON_POINTS,
    WON_ON_SCORE,
    CantWinTrickWon,
    CantWinView,
    Phase,
    RoundScored,
    TileTaken,
    TricksBid,
    falls_under,
    final_result,
    final_score,
    make_cant_win_deck,
    max_number,
    round_points,
    sideways_cards,
    trick_winner,
)

VARIANT_FILE = Path(__file__).with_name("variants.yaml")
"""The game's options and player counts (:mod:`rules.core.variants`)."""

__all__ = [
    "BID_ACTIONS",
    "BID_TOKENS",
    "COLOURS",
    "COLOUR_NAMES",
    "CantWinState",
    "CantWinTrickWon",
    "CantWinView",
    "HAND_SIZE",
    "PLAYERS",
    "Phase",
    "RoundScored",
    "SUPPORT_TOKENS",
    "TILES",
    "TILE_ACTIONS",
    "TILE_NAMES",
    "TRUMP",
    "TileTaken",
    "TricksBid",
    "WHY_LEAD",
    "WHY_SIDEWAYS",
    "WHY_TRUMP",
    "WHY_UPRIGHT",
    "WIN_SHARED",
    "WON_ON_POINTS",
    "WON_ON_SCORE",
    "falls_under",
    "final_result",
    "final_score",
    "make_cant_win_deck",
    "max_number",
    "round_points",
    "sideways_cards",
    "trick_winner",
]
"""The state and, re-exported, the words of the game from :mod:`rules.games.cant_win.parts`."""

# --- interned actions -----------------------------------------------------------------------
TILE_ACTIONS = {name: Action("tile", (name,)) for name in TILES}
BID_ACTIONS = tuple(Action("bid", (str(n),)) for n in range(HAND_SIZE + 1))
"""Indexed by the bid."""
_PLAY_BY_TEXT = {f"{c}{n}": Action("play", (f"{c}{n}",)) for c in COLOURS for n in range(1, 13)}

_COLOUR_OF = attrgetter("suit")
"""A card's colour, the ``suit_of`` of :func:`rules.core.tricks.cards_following` (no card
changes colour in Can't Win)."""
_TILE_OF = {id(a): name for name, a in TILE_ACTIONS.items()}
"""``id(tile action) -> tile name``."""
_BID_OF = {id(a): n for n, a in enumerate(BID_ACTIONS)}
"""``id(bid action) -> bid``."""


@cache
def _play_tables(players: int) -> tuple[tuple[Action, ...], dict[int, Card]]:
    """Play actions indexed by :attr:`Card.index`, and ``id(action) -> card`` for the deck."""
    deck = make_cant_win_deck(players)
    actions = tuple(_PLAY_BY_TEXT[c.text] for c in deck.cards)
    return actions, {id(a): c for a, c in zip(actions, deck.cards)}


@cache
def _play_events(players: int) -> tuple[tuple[tuple[CardPlayed, CardPlayed], ...], ...]:
    """``[seat][card.index][sideways]`` -> the interned play event."""
    deck = make_cant_win_deck(players)
    return tuple(
        tuple(tuple(CardPlayed(s, c, side) for side in (False, True)) for c in deck.cards)
        for s in range(players)
    )


# --- state --------------------------------------------------------------------------------
class CantWinState(GameState):
    """The state of one game of Can't Win (see the module doc for phases and action texts).

    Args:
        num_players: 3 or 4.
        options: resolved options of ``rules/games/cant_win/variants.yaml`` (``beginner``); a
            missing key takes its default.
        seed: seed of the state's own random generator (first dealer and the deals).

    Raises:
        ValueError: for a player count other than 3 or 4.
    """

    game = "cant_win"

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        max_number(num_players)
        super().__init__(num_players, load_variant(VARIANT_FILE, self.game).resolve(options), seed)
        self.beginner = bool(self.options["beginner"])
        self.deck = make_cant_win_deck(num_players)
        self._play_actions, self._card_of = _play_tables(num_players)
        self._play_events = _play_events(num_players)
        self.rounds = num_players
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.round_number = 0
        self.score_sheet: list[list[tuple[int, int]]] = [[] for _ in range(num_players)]
        self.support_tokens = [0] * num_players
        self.support_supply = SUPPORT_TOKENS if self.beginner else 0
        self._reset_round()

    def _reset_round(self) -> None:
        n = self.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.tiles: list[str | None] = [None] * n
        self.bids: list[int | None] = [None] * n
        self.bid_tokens_left = BID_TOKENS
        self.start_marker: int | None = None
        self._choices = 0
        self._sideways: list[frozenset] = [frozenset()] * n
        self.trick: list[tuple[int, Card, bool]] = []
        self.leader: int | None = None
        self.last_trick: tuple[tuple[int, Card, bool], ...] = ()
        self.last_trick_winner: int | None = None
        self.last_trick_why: str | None = None
        self.tricks_won = [0] * n
        self.played: list[Card] = []

    # --- protocol -------------------------------------------------------------------------
    @property
    def tiles_left(self) -> tuple[str, ...]:
        """Tile names still in the middle, in :data:`TILES` order."""
        return tuple(t for t in TILES if t not in self.tiles)

    @property
    def lead_colour(self) -> str | None:
        """Colour letter of the lead card of the trick in progress, sideways or not."""
        return self.trick[0][1].suit if self.trick else None

    def _compute_legal(self) -> list[Action]:
        """Choosing: the tiles left (until the seat has one) and the bids 0 .. min(12, Bid
        tokens left) (until it has bid). Playing: the cards that follow the lead colour, or any
        card without one ("3-1. Start the Trick"; :func:`rules.core.tricks.cards_following`)."""
        seat = self._cur
        if seat < 0:
            return []
        if self.phase is Phase.PLAY:
            playable = cards_following(self.hands[seat], self.lead_colour, _COLOUR_OF)
            return [self._play_actions[c.index] for c in playable]
        legal: list[Action] = []
        if self.tiles[seat] is None:
            legal.extend(TILE_ACTIONS[t] for t in self.tiles_left)
        if self.bids[seat] is None:
            legal.extend(BID_ACTIONS[: min(HAND_SIZE, self.bid_tokens_left) + 1])
        return legal

    why_illegal = why.why_illegal
    """The rule an illegal action breaks (:func:`rules.games.cant_win.why.why_illegal`)."""

    def chance_action(self) -> Action:
        """The deal, drawn with :attr:`rng`: ``deal D h0 h1 ...`` (hands comma-joined).

        The first dealer is drawn by the generator ("1. Deal Cards": a random player;
        RULINGS "All games"); afterwards the deal passes left.

        Raises:
            IllegalAction: when no deal is due.
        """
        if self._cur != CHANCE:
            raise IllegalAction("no deal is due now")
        n = self.num_players
        dealer = self.rng.randrange(n) if self.dealer is None else (self.dealer + 1) % n
        cards = list(self.deck.cards)
        self.rng.shuffle(cards)
        return deal_action(dealer, [cards[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)])

    # --- apply: one handler per phase (see GameState._handlers) ---------------------------
    def _on_deal(self, action: Action) -> list[Event]:
        """The ``DEAL`` phase: check and apply ``deal D h0 h1 ...`` ("1. Deal Cards"; RULINGS
        "Can't Win")."""
        n = self.num_players
        dealer, hands = parse_deal(action, self.deck, [HAND_SIZE] * n, f"{n} hands")
        expected = None if self.dealer is None else (self.dealer + 1) % n
        if not 0 <= dealer < n or (expected is not None and dealer != expected):
            raise IllegalAction(
                f"the deal passes left: seat {expected} deals this round"
                if expected is not None
                else f"the dealer is a seat from 0 to {n - 1}"
            )
        self._reset_round()
        self.dealer = dealer
        self.round_number += 1
        self.hands = [sorted(h, key=_card_index) for h in hands]
        self.phase = Phase.CHOOSE
        self._cur = dealer
        return [Dealt(dealer, self.round_number)]

    def _on_choose(self, action: Action) -> list[Event]:
        """The ``CHOOSE`` phase: ``tile NAME`` or ``bid N`` ("2. Choose Constraint & Bid")."""
        name = _TILE_OF.get(id(action))
        if name is not None:
            return self._apply_tile(name)
        return self._apply_bid(_BID_OF[id(action)])

    def _apply_tile(self, name: str) -> list[Event]:
        """Take a Can't Win tile; it is gone for later choosers ("A. Choose Constraint")."""
        seat = self._cur
        self.tiles[seat] = name
        self._sideways[seat] = sideways_cards(self.num_players, name)
        return [TileTaken(seat, name)] + self._next_chooser()

    def _apply_bid(self, number: int) -> list[Event]:
        """Bid, taking that many Bid tokens; the first bidder takes the start marker ("B. Bid")."""
        seat = self._cur
        self.bids[seat] = number
        self.bid_tokens_left -= number
        first = self.start_marker is None
        if first:
            self.start_marker = seat
        return [TricksBid(seat, number, first)] + self._next_chooser()

    def _next_chooser(self) -> list[Event]:
        """From the dealer clockwise, twice around; then the start marker leads
        ("2. Choose Constraint & Bid"; RULINGS "Can't Win")."""
        self._choices += 1
        n = self.num_players
        if self._choices < 2 * n:
            self._cur = (self.dealer + self._choices) % n
            return []
        self.phase = Phase.PLAY
        self.leader = self._cur = self.start_marker
        return []

    def _on_play(self, action: Action) -> list[Event]:
        """The ``PLAY`` phase: play a card, following the lead colour if able, sideways if it
        falls under the player's tile ("3-1. Start the Trick")."""
        card = self._card_of[id(action)]
        seat = self._cur
        hand = self.hands[seat]
        hand.remove(card)
        sideways = card in self._sideways[seat]
        trick = self.trick
        trick.append((seat, card, sideways))
        self.played.append(card)
        events: list[Event] = [self._play_events[seat][card.index][sideways]]
        if len(trick) < self.num_players:
            self._cur = (seat + 1) % self.num_players
            return events
        index, why = trick_winner(trick)
        winner = trick[index][0]
        self.tricks_won[winner] += 1
        self.last_trick = tuple(trick)
        self.last_trick_winner = winner
        self.last_trick_why = why
        self.trick = []
        events.append(
            CantWinTrickWon(winner, tuple(c for _, c, _ in self.last_trick), why, self.tricks_won[winner])
        )
        if hand:
            self.leader = self._cur = winner
            return events
        events.extend(scoring.score_round(self))
        return events

    _handlers = {Phase.DEAL: _on_deal, Phase.CHOOSE: _on_choose, Phase.PLAY: _on_play}

    # --- claims, scores and the winners ---------------------------------------------------
    def claim(self, seat: int) -> bool:
        """Whether ``seat``'s cards win every remaining trick (:func:`rules.games.cant_win.claim.claims`)."""
        return claim.claims(self, seat)

    def scores(self) -> list[int]:
        """Final score so far per seat: (sum of tricks) x (sum of points) ("End of the Game")."""
        return [final_score(sheet) for sheet in self.score_sheet]

    def winners(self) -> list[int]:
        """Winning seats once the game is over (ties by points total, then shared), else ``[]``."""
        if self._cur != TERMINAL:
            return []
        return final_result(self.score_sheet)[0]

    @property
    def end_reason(self) -> str | None:
        """How the game was won once it is over (:data:`WON_ON_SCORE`, :data:`WON_ON_POINTS`
        or :data:`WIN_SHARED`, see :func:`final_result`), else ``None``."""
        if self._cur != TERMINAL:
            return None
        return final_result(self.score_sheet)[1]

    # --- view and copy ----------------------------------------------------------------------
    view = views.view
    """What a seat may know (:func:`rules.games.cant_win.views.view`)."""

    from_view = classmethod(views.from_view)
    """The state as one seat sees it (:func:`rules.games.cant_win.views.from_view`)."""

    def clone(self) -> CantWinState:
        """An independent copy (hand-written for speed; the random generator included)."""
        new, d = self._clone_base()
        d["hands"] = [list(h) for h in self.hands]
        d["score_sheet"] = [list(s) for s in self.score_sheet]
        d["_legal"] = None if self._legal is None else list(self._legal)
        for key in ("tiles", "bids", "_sideways", "trick", "tricks_won", "played", "support_tokens"):
            d[key] = list(d[key])
        return new


def _card_index(card: Card) -> int:
    return card.index
