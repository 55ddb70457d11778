"""Bid Coin: 3 or 4 players push a coin each time their wins pass their bid, and get rid of
their coins by matching their bid exactly (rulebook ``bid_coin.txt``, sections named in the
docstrings; RULINGS "Bid Coin"). Seats ``0 .. n-1`` sit clockwise. Pure rules (deck, trick
winner, coin arithmetic, settlement, the phases) are in :mod:`rules.games.bid_coin.parts`; the
end of a round in :mod:`rules.games.bid_coin.scoring`; why a move is refused in
:mod:`rules.games.bid_coin.why`; the events and the view in :mod:`rules.games.bid_coin.events`;
:meth:`BidCoinState.from_view` (the state as one seat sees it) in
:mod:`rules.games.bid_coin.views`.

At most as many rounds as players, each through the phases ``DEAL`` (chance: ``deal L h0 h1 ..
leftover``, L the round's first lead player, the leftover's shown card first) and ``PLAY``
(``play G8``). A player to play who may bid zero turns a first coin (``zero 7``) and goes on in
``DECLARE`` (``zero V`` turns another, ``unzero V`` takes one back, the last one back ending
the declaration unmade; ``declare`` once they sum to the cards in hand), then plays. A trick's
winner whose wins pass their bid chooses the coin in ``PUSH`` (``push 5``). The game ends in
``GAME_OVER``. One handler per phase (:attr:`BidCoinState._handlers`). Every move is one interned
:class:`Action`, legal actions are cached, and :meth:`BidCoinState.clone` is hand-written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from operator import attrgetter
from pathlib import Path
from typing import Any

from rules.core.actions import Action, IllegalAction
from rules.core.cards import Card
from rules.core.deals import deal_action, parse_deal
from rules.core.events import CardPlayed, Event
from rules.core.state import CHANCE, TERMINAL, GameState
from rules.core.tricks import cards_following
from rules.core.variants import load_variant
from rules.games.bid_coin import scoring, views, why
from rules.games.bid_coin.events import (
    BidCoinTrickWon,
    BidCoinView,
    CoinPushed,
    CoinTurned,
    RoundDealt,
    ZeroDeclared,
)
from rules.games.bid_coin.parts import (
    COIN_VALUES,
    HAND_SIZE,
    ONES,
    SUITS,
    FinalResult,
    Phase,
    final_result,
    make_bid_coin_deck,
    top_rank,
    trick_winner,
    wins_for,
    zero_choices,
)

VARIANT_FILE = Path(__file__).with_name("variants.yaml")
"""The game's options and player counts (:mod:`rules.core.variants`)."""


# --- interned actions -----------------------------------------------------------------------------
PUSH_ACTIONS = {v: Action("push", (str(v),)) for v in COIN_VALUES}
ZERO_ACTIONS = {v: Action("zero", (str(v),)) for v in COIN_VALUES}
UNZERO_ACTIONS = {v: Action("unzero", (str(v),)) for v in COIN_VALUES}
DECLARE = Action("declare")
"""Makes the zero declaration once the turned coins sum to the cards in hand."""
_VALUE_OF = {id(a): v for table in (PUSH_ACTIONS, ZERO_ACTIONS, UNZERO_ACTIONS) for v, a in table.items()}
"""``id(push / zero / unzero action) -> coin value``."""
_PLAY_BY_TEXT = {f"{s}{r}": Action("play", (f"{s}{r}",)) for s in SUITS for r in range(11)}
_SUIT_OF = attrgetter("suit")


@cache
def _play_tables(
    players: int,
) -> tuple[tuple[Action, ...], dict[int, Card], tuple[tuple[CardPlayed, ...], ...]]:
    """Play actions by :attr:`Card.index`, ``id(action) -> card``, and ``[seat][card.index]`` ->
    the interned play event, for the deck of ``players``."""
    deck = make_bid_coin_deck(players)
    actions = tuple(_PLAY_BY_TEXT[c.text] for c in deck.cards)
    events = tuple(tuple(CardPlayed(s, c) for c in deck.cards) for s in range(players))
    return actions, {id(a): c for a, c in zip(actions, deck.cards)}, events


def declaring_actions(coins: Sequence[int], picked: Sequence[int], cards: int) -> list[Action]:
    """The legal actions in the middle of a zero declaration ("Special bid"): each coin that
    keeps a set summing to ``cards`` possible, each of the ``picked`` coins back, and
    ``declare`` once they sum to ``cards`` (``coins``: every coin in front, the picked ones
    included; ``cards``: the cards in hand)."""
    legal = [ZERO_ACTIONS[v] for v in zero_choices(coins, picked, cards)]
    legal += [UNZERO_ACTIONS[v] for v in sorted(set(picked))]
    return legal + ([DECLARE] if sum(picked) == cards else [])


def _card_index(card: Card) -> int:
    return card.index


class BidCoinState(GameState):
    """The state of one game of Bid Coin (see the module doc for phases and action texts).

    Args:
        num_players: 3 or 4.
        options: resolved options of ``rules/games/bid_coin/variants.yaml`` (it has none).
        seed: seed of the state's own random generator (the first lead player and the deals).

    Raises:
        ValueError: for a player count other than 3 or 4.
    """

    game = "bid_coin"
    low_score_wins = True  # rulebook 4.3.2 "End of the game": the lowest total in front wins

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        self.top = top_rank(num_players)
        super().__init__(num_players, load_variant(VARIANT_FILE, self.game).resolve(options), seed)
        self.deck = make_bid_coin_deck(num_players)
        self._play_actions, self._card_of, self._play_events = _play_tables(num_players)
        self.leftover = len(self.deck) - HAND_SIZE * num_players
        self.rounds = num_players
        self.phase = Phase.DEAL
        self.leader: int | None = None
        self.round_number = 0
        self.coins: list[list[int]] = [list(COIN_VALUES) for _ in range(num_players)]
        self.supply = ONES - num_players
        self.shortfall = 0
        self.discarded: list[list[int]] = [[] for _ in range(num_players)]
        self.results: list[tuple[tuple, ...]] = []
        self.end_cause: str | None = None
        self._reset_round()

    def _reset_round(self) -> None:
        n = self.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.trump: str | None = None
        self.pushed: list[list[int]] = [[] for _ in range(n)]
        self.turned: list[list[int]] = [[] for _ in range(n)]
        self.declared = [False] * n
        self.wins = [0] * n
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_trick_winner: int | None = None
        self.last_trick_why: str | None = None
        self.played: list[Card] = []

    # --- protocol -------------------------------------------------------------------------------
    @property
    def lead_suit(self) -> str | None:
        """Colour letter of the lead card of the trick in progress, or ``None``."""
        return self.trick[0][1].suit if self.trick else None

    def may_declare(self, seat: int) -> bool:
        """True when ``seat``, to play, has won no trick this round and not declared yet
        ("Special bid": "a player who has already been the winner of at least 1 trick cannot
        declare a bid of 0")."""
        return not self.declared[seat] and self.wins[seat] == 0

    def _compute_legal(self) -> list[Action]:
        """Playing: the cards that follow the lead suit, or any card without one ("Must-follow"),
        and, when the seat may declare, each coin that starts a set summing to the cards in hand
        ("Special bid"; RULINGS: not offered when no set sums to it). Declaring: each coin that
        keeps a set possible, each turned coin back, and ``declare`` once they sum to the cards.
        Pushing: each distinct value in front ("3.3. Update your bid")."""
        seat = self._cur
        if seat < 0:
            return []
        hand, coins = self.hands[seat], self.coins[seat]
        if self.phase is Phase.PUSH:
            return [PUSH_ACTIONS[v] for v in sorted(set(coins))]
        if self.phase is Phase.DECLARE:
            return declaring_actions(coins, self.turned[seat], len(hand))
        legal = [self._play_actions[c.index] for c in cards_following(hand, self.lead_suit, _SUIT_OF)]
        if self.may_declare(seat):
            legal += [ZERO_ACTIONS[v] for v in zero_choices(coins, (), len(hand))]
        return legal

    why_illegal = why.why_illegal
    """The rule an illegal action breaks (:func:`rules.games.bid_coin.why.why_illegal`)."""

    def chance_action(self) -> Action:
        """The deal, drawn with :attr:`rng`: ``deal L h0 h1 .. leftover``.

        Round 1's first lead player is drawn by the generator ("2.2.3": any suitable method;
        RULINGS "All games"); each later round's is the left neighbour of the last one's.

        Raises:
            IllegalAction: when no deal is due.
        """
        if self._cur != CHANCE:
            raise IllegalAction("no deal is due now")
        n = self.num_players
        leader = self.rng.randrange(n) if self.leader is None else (self.leader + 1) % n
        cards = list(self.deck.cards)
        self.rng.shuffle(cards)
        piles = [sorted(cards[i * HAND_SIZE : (i + 1) * HAND_SIZE], key=_card_index) for i in range(n)]
        return deal_action(leader, piles + [cards[n * HAND_SIZE :]])

    # --- apply: one handler per phase (see GameState._handlers) ---------------------------------
    def _on_deal(self, action: Action) -> list[Event]:
        """``DEAL``: check and apply ``deal L h0 h1 .. leftover``; the leftover's first card is
        revealed and sets trump ("2.2. Preparation for each round"; RULINGS "Bid Coin")."""
        n = self.num_players
        sizes = [HAND_SIZE] * n + [self.leftover]
        leader, piles = parse_deal(action, self.deck, sizes, f"{n} hands and the leftover")
        expected = None if self.leader is None else (self.leader + 1) % n
        if not 0 <= leader < n or (expected is not None and leader != expected):
            raise IllegalAction(
                f"the first lead passes left: seat {expected} leads this round"
                if expected is not None
                else f"the first lead player is a seat from 0 to {n - 1}"
            )
        self._reset_round()
        self.leader = leader
        self.round_number += 1
        self.hands = [sorted(h, key=_card_index) for h in piles[:n]]
        self.stock = piles[n]
        self.trump = self.stock[0].suit
        self.phase = Phase.PLAY
        self._cur = leader
        return [RoundDealt(leader, self.round_number, self.stock[0])]

    def card_of(self, action: Action) -> Card:
        """The card a ``play`` action of :meth:`legal_actions` names (the interned action
        itself, not an equal one parsed from text: a lookup by identity, since playouts ask
        it at every move).

        Raises:
            KeyError: ``action`` is not one of this state's interned play actions.
        """
        return self._card_of[id(action)]

    def _on_play(self, action: Action) -> list[Event]:
        """``PLAY``: a card, or the first coin turned toward a zero declaration."""
        if action.kind == "zero":
            self.phase = Phase.DECLARE
            return self._on_declare(action)
        seat = self._cur
        card = self._card_of[id(action)]
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        self.played.append(card)
        events: list[Event] = [self._play_events[seat][card.index]]
        if len(self.trick) < self.num_players:
            self._cur = (seat + 1) % self.num_players
            return events
        cards = tuple(c for _, c in self.trick)
        index, why = trick_winner(cards, self.trump, self.top)
        winner, double = self.trick[index][0], wins_for(cards[index]) == 2
        self.wins[winner] += 2 if double else 1
        self.last_trick, self.last_trick_winner, self.last_trick_why = tuple(self.trick), winner, why
        self.trick = []
        events.append(BidCoinTrickWon(winner, cards, why, double, self.wins[winner], cards[index]))
        if not self.declared[winner] and self.wins[winner] > sum(self.pushed[winner]) and self.coins[winner]:
            self.phase, self._cur = Phase.PUSH, winner  # "3.3. Update your bid"
            return events
        return events + self._next_trick(winner)

    def _on_declare(self, action: Action) -> list[Event]:
        """``DECLARE``: turn a coin, take one back, or make the declaration ("Special bid")."""
        seat = self._cur
        picked = self.turned[seat]
        if action is DECLARE:
            self.declared[seat] = True
            self.phase = Phase.PLAY
            return [ZeroDeclared(seat, tuple(sorted(picked, reverse=True)), len(self.hands[seat]))]
        value = _VALUE_OF[id(action)]
        turned = action.kind == "zero"
        if turned:
            picked.append(value)
        else:
            picked.remove(value)
            if not picked:
                self.phase = Phase.PLAY
        return [CoinTurned(seat, value, turned, tuple(picked))]

    def _on_push(self, action: Action) -> list[Event]:
        """``PUSH``: push back exactly one coin of one's choice ("3.3. Update your bid")."""
        seat = self._cur
        value = _VALUE_OF[id(action)]
        self.coins[seat].remove(value)
        self.pushed[seat].append(value)
        return [CoinPushed(seat, value, sum(self.pushed[seat]))] + self._next_trick(seat)

    _handlers = {Phase.DEAL: _on_deal, Phase.PLAY: _on_play, Phase.DECLARE: _on_declare, Phase.PUSH: _on_push}

    def _next_trick(self, winner: int) -> list[Event]:
        """The winner leads the next trick ("3.2"), or, hands empty, the round ends ("4")."""
        if self.hands[winner]:
            self.phase, self._cur = Phase.PLAY, winner
            return []
        return scoring.score_round(self)

    # --- the end of a round and of the game -----------------------------------------------------------
    def scores(self) -> list[int]:
        """Per seat, the total value of its coins in front, pushed ones included (lower is
        better: "4.3.2 End of the game")."""
        return [sum(c) + sum(p) for c, p in zip(self.coins, self.pushed)]

    def result(self) -> FinalResult | None:
        """How the game was won once it is over (see
        :func:`~rules.games.bid_coin.parts.final_result`), else ``None``."""
        if self._cur != TERMINAL:
            return None
        return final_result(self.scores(), self.discarded)

    def winners(self) -> list[int]:
        """Winning seats once the game is over (lowest total, then the 7-5-3-2 tie-break, then
        shared), else ``[]``."""
        result = self.result()
        return list(result.winners) if result else []

    # --- view and copy --------------------------------------------------------------------------------
    def view(self, seat: int) -> BidCoinView:
        """What ``seat`` may know: its own hand, the counts of the others, and the public table
        (the revealed card, every coin in front, pushed, turned and discarded, the supply, the
        trick and the wins); the leftover's hidden cards are only counted ("2.2.2")."""
        return BidCoinView(
            seat=seat,
            phase=self.phase,
            current_player=self._cur,
            hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands),
            scores=tuple(self.scores()),
            last_trick=self.last_trick,
            last_trick_winner=self.last_trick_winner,
            round_number=self.round_number,
            rounds=self.rounds,
            leader=self.leader,
            trump=self.trump,
            trump_card=self.stock[0] if self.stock else None,
            stock_count=len(self.stock),
            trick=tuple(self.trick),
            lead_suit=self.lead_suit,
            last_trick_why=self.last_trick_why,
            wins=tuple(self.wins),
            coins=tuple(map(tuple, self.coins)),
            turned=tuple(map(tuple, self.turned)),
            declared=tuple(self.declared),
            pushed=tuple(map(tuple, self.pushed)),
            bids=tuple(sum(p) for p in self.pushed),
            supply=self.supply,
            shortfall=self.shortfall,
            discarded=tuple(map(tuple, self.discarded)),
            results=tuple(self.results),
            played=tuple(self.played),
            options=dict(self.options),
            winners=tuple(self.winners()),
            end_cause=self.end_cause,
            result=self.result(),
        )

    from_view = classmethod(views.from_view)
    """The state as one seat sees it (:func:`rules.games.bid_coin.views.from_view`)."""

    def clone(self) -> BidCoinState:
        """An independent copy (hand-written for speed; the random generator included). The
        cached legal-action list is shared: it is never changed in place, only replaced."""
        new, d = self._clone_base()
        for key in ("hands", "coins", "pushed", "turned", "discarded"):
            d[key] = [list(x) for x in d[key]]
        for key in ("stock", "declared", "wins", "trick", "played", "results"):
            d[key] = list(d[key])
        return new
