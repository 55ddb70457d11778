"""Trio's rules: a small three-player game that exists only in the tests, to show that a new
game is its own files (rules, variant file, bots, presenter; see ``tests/trio/__init__.py``)
with no change to the shared table or the shared search.

Rules (made up for the test). Fifteen cards: Ace (1) to 5 of spades, hearts and clubs, five
to each player. Each round every player, from the dealer's left, first lays one card of their
hand face down as a secret bid; then the four other cards are played as four tricks (follow
the lead suit if you can; the highest card of the lead suit wins and leads next), and each won
trick goes face up into the winner's tableau. At the round's end the bids are turned up: a
player scores one point per trick, and two more when their tricks equal their bid card's
number less one. Two rounds; the deal passes left; the highest total wins (ties share).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, ClassVar

from rules.core.actions import Action, IllegalAction
from rules.core.cards import Card, Deck
from rules.core.deals import deal_action, parse_deal
from rules.core.events import CardPlayed, Dealt, Event, GameOver, HandOver, TrickWon
from rules.core.state import CHANCE, TERMINAL, GamePhase, GameState
from rules.core.tricks import cards_following
from rules.core.variants import load_variant
from rules.core.view import View

VARIANT = Path(__file__).with_name("variants.yaml")
PLAYERS, HAND, ROUNDS = 3, 5, 2
SUITS = ("S", "H", "C")
RANKS = {1: "A", 2: "2", 3: "3", 4: "4", 5: "5"}


@cache
def make_trio_deck() -> Deck:
    """The fifteen cards, Ace (rank 1) to 5 of spades, hearts and clubs (French card texts)."""
    cards = [Card(r, s, f"{RANKS[r]}{s}", i * 5 + r - 1, "trio") for i, s in enumerate(SUITS) for r in RANKS]
    return Deck("trio", tuple(cards), (make_trio_deck,))


class Phase(GamePhase):
    DEAL = "deal"
    BID = "bid"
    PLAY = "play"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class BidPlaced(Event):
    """``seat`` laid its bid card face down (the card is its secret until the reveal)."""

    kind: ClassVar[str] = "bid_placed"
    seat: int


@dataclass(frozen=True, slots=True)
class BidsRevealed(Event):
    """The bid cards turned up at the round's end, by seat."""

    kind: ClassVar[str] = "bids_revealed"
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class TrioView(View):
    """A seat's view: the base fields, and the trick, every tableau, the bids (the seat's own,
    or all once turned up), who has bid, the dealer, the round and the tricks won."""

    trick: tuple[tuple[int, Card], ...]
    tableau: tuple[tuple[Card, ...], ...]
    bids: tuple[Card | None, ...]
    placed: tuple[bool, ...]
    dealer: int | None
    round: int
    tricks_won: tuple[int, ...]


class TrioState(GameState):
    """The state of a game of Trio (see the module doc)."""

    game = "trio"

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        variant = load_variant(VARIANT, self.game)
        super().__init__(variant.check_players(num_players), variant.resolve(options), seed)
        self.deck = make_trio_deck()
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.round = 0
        self.points = [0] * PLAYERS
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self._reset()

    def _reset(self) -> None:
        self.bids: list[Card | None] = [None] * PLAYERS
        self.revealed = False
        self.trick: list[tuple[int, Card]] = []
        self.tableau: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.last_trick: tuple = ()
        self.last_winner: int | None = None

    def _compute_legal(self) -> list[Action]:
        if self._cur < 0:
            return []
        hand = self.hands[self._cur]
        if self.phase is Phase.BID:
            return [Action("bid", (c.text,)) for c in hand]
        lead = self.trick[0][1].suit if self.trick else None
        return [Action("play", (c.text,)) for c in cards_following(hand, lead, lambda c: c.suit)]

    def chance_action(self) -> Action:
        if self._cur != CHANCE:
            raise IllegalAction("no deal is due now")
        dealer = self.rng.randrange(PLAYERS) if self.dealer is None else (self.dealer + 1) % PLAYERS
        cards = list(self.deck.cards)
        self.rng.shuffle(cards)
        return deal_action(
            dealer, [sorted(cards[i * HAND : (i + 1) * HAND], key=lambda c: c.index) for i in range(3)]
        )

    def _deal(self, action: Action) -> list[Event]:
        dealer, hands = parse_deal(action, self.deck, [HAND] * PLAYERS, "three hands")
        self._reset()
        self.dealer, self.hands, self.round = dealer, hands, self.round + 1
        self.phase, self._cur = Phase.BID, (dealer + 1) % PLAYERS
        return [Dealt(seat=dealer, number=self.round)]

    def _bid(self, action: Action) -> list[Event]:
        seat = self._cur
        card = self.deck.parse(action.args[0])
        self.hands[seat].remove(card)
        self.bids[seat] = card
        self._cur = (seat + 1) % PLAYERS
        if all(self.bids):
            self.phase = Phase.PLAY
        return [BidPlaced(seat=seat)]

    def _play(self, action: Action) -> list[Event]:
        seat = self._cur
        card = self.deck.parse(action.args[0])
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat=seat, card=card)]
        if len(self.trick) < PLAYERS:
            self._cur = (seat + 1) % PLAYERS
            return events
        lead = self.trick[0][1].suit
        winner, _ = max((t for t in self.trick if t[1].suit == lead), key=lambda t: t[1].rank)
        cards = tuple(c for _, c in self.trick)
        self.tableau[winner] += cards
        self.last_trick, self.last_winner, self.trick = tuple(self.trick), winner, []
        events.append(TrickWon(seat=winner, cards=cards))
        if self.hands[winner]:
            self._cur = winner
            return events
        return events + self._score()

    def _score(self) -> list[Event]:
        self.revealed = True
        for seat in range(PLAYERS):
            tricks = len(self.tableau[seat]) // PLAYERS
            self.points[seat] += tricks + (2 if tricks == self.bids[seat].rank - 1 else 0)
        events: list[Event] = [
            BidsRevealed(cards=tuple(self.bids)),
            HandOver(number=self.round, scores=tuple(self.points)),
        ]
        if self.round < ROUNDS:
            self.phase, self._cur = Phase.DEAL, CHANCE
            return events
        self.phase, self._cur = Phase.GAME_OVER, TERMINAL
        return events + [
            GameOver(winners=tuple(self.winners()), reason="last_round", scores=tuple(self.points))
        ]

    _handlers: ClassVar = {Phase.DEAL: _deal, Phase.BID: _bid, Phase.PLAY: _play}

    def scores(self) -> list[int]:
        return list(self.points)

    def winners(self) -> list[int]:
        if self._cur != TERMINAL:
            return []
        return [s for s, p in enumerate(self.points) if p == max(self.points)]

    def view(self, seat: int) -> TrioView:
        return TrioView(
            seat=seat, phase=self.phase, current_player=self._cur, hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands), scores=tuple(self.points),
            last_trick=self.last_trick, last_trick_winner=self.last_winner, trick=tuple(self.trick),
            tableau=tuple(tuple(t) for t in self.tableau),
            bids=tuple(b if self.revealed or s == seat else None for s, b in enumerate(self.bids)),
            placed=tuple(b is not None for b in self.bids), dealer=self.dealer, round=self.round,
            tricks_won=tuple(len(t) // PLAYERS for t in self.tableau),
        )  # fmt: skip
