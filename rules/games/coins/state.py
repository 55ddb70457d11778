"""Coins: three players, a 48-card Spanish deck, no suit to follow and a cycle of suits.

Source of every rule: ``shared/rulebooks/coins.txt`` (sections named in the docstrings
below, by their English headings) and the Coins rulings of ``shared/RULINGS.md``. Seats
0..2 sit clockwise; "left" is the next seat, "right" the previous one (RULINGS "All games").

A hand runs through ``DEAL`` (chance: ``deal D h0 h1 h2``, D the dealer seat, each hand the
comma-joined texts of that seat's 16 cards) and ``PLAY`` (``play <card>``, 16 tricks of three
cards). The game ends in ``GAME_OVER`` the moment a player reaches the target, even in the
middle of a hand (rulebook OBJECT OF THE GAME; RULINGS "Coins").

Cards come from :func:`rules.core.cards.make_spanish_deck`: ``"AO"`` Ace of coins, ``"RU"``
King of cups, ``"CE"`` Knight of swords, ``"SB"`` Knave of clubs, ``"7E"`` 7 of swords.

Events (:mod:`rules.core.events` and below): :class:`CoinsDealt` (``dealt``; seat = dealer,
the hand number, the leader), :class:`~rules.core.events.CardPlayed` (``play``),
:class:`CoinsTrickWon` (``trick_won``; the cards, how the trick was decided, the coins it held,
the scores after it), :class:`~rules.core.events.HandOver` (``hand_over``, after the 16th
trick) and :class:`CoinsGameOver` (``game_over``). When the target is reached on the 16th
trick, ``hand_over`` comes before ``game_over``; reached earlier, there is no ``hand_over``.

The constants, phases, trick rule, hand record, events and view are in
:mod:`rules.games.coins.parts` (re-exported here); :meth:`CoinsState.from_view` (the state as
one seat sees it) is in :mod:`rules.games.coins.views`; this module is the state.

Speed matters (random play-outs, bot search): every possible move is one interned
:class:`Action` built once per process, legal actions are cached per position, and
:meth:`CoinsState.clone` is a hand-written copy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rules.core.actions import Action, IllegalAction
from rules.core.cards import Card, Deck, make_spanish_deck, spanish_card_name
from rules.core.deals import deal_action, parse_deal
from rules.core.events import CardPlayed, Event, HandOver
from rules.core.state import CHANCE, TERMINAL, GameState
from rules.core.variants import load_variant
from rules.games.coins import claim, views
from rules.games.coins.parts import (
    BEATS,
    COINS,
    COINS_CARDS,
    HAND_SIZE,
    NUM_SEATS,
    ONE_SUIT,
    PAIR,
    SUITS_IN_CYCLE,
    THREE_SUITS,
    CoinsDealt,
    CoinsGameOver,
    CoinsTrickWon,
    CoinsView,
    HandRecord,
    Phase,
    TrickResult,
    decide_trick,
)

VARIANT_FILE = Path(__file__).with_name("variants.yaml")
"""The game's options and player counts (:mod:`rules.core.variants`)."""

__all__ = [
    "BEATS",
    "COINS",
    "COINS_CARDS",
    "CoinsDealt",
    "CoinsGameOver",
    "CoinsState",
    "CoinsTrickWon",
    "CoinsView",
    "HAND_SIZE",
    "HandRecord",
    "NUM_SEATS",
    "ONE_SUIT",
    "PAIR",
    "Phase",
    "SUITS_IN_CYCLE",
    "THREE_SUITS",
    "TrickResult",
    "decide_trick",
]


@dataclass(frozen=True)
class _Tables:
    """Interned moves and events, built once per process on first use."""

    deck: Deck
    play_actions: tuple[Action, ...]
    """``play`` action per card, indexed by :attr:`Card.index`."""
    play_events: tuple[tuple[CardPlayed, ...], ...]
    """``play`` event per seat and card index."""
    card_by_id: dict[int, Card]
    """``id(action) -> card`` for the interned play actions."""


@cache
def _tables() -> _Tables:
    deck = make_spanish_deck()
    actions = tuple(Action("play", (c.text,)) for c in deck.cards)
    events = tuple(tuple(CardPlayed(s, c) for c in deck.cards) for s in range(NUM_SEATS))
    return _Tables(deck, actions, events, {id(a): c for a, c in zip(actions, deck.cards)})


def _sort_key(card: Card) -> int:
    return card.index


class CoinsState(GameState):
    """The state of one game of Coins (see module doc for phases, actions and events).

    Args:
        num_players: must be 3.
        options: option values of ``rules/games/coins/variants.yaml`` (``target``: 10, 15 or 20)
            or their texts; missing keys take their defaults (target 10).
        seed: seed of the state's own random generator (the first dealer and the deals).

    Raises:
        ValueError: for a player count other than 3; ConfigError (a ValueError) for a
            target the variant does not offer.
    """

    game = "coins"

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        if num_players != NUM_SEATS:
            raise ValueError(f"Coins is for 3 players, not {num_players}")
        super().__init__(num_players, load_variant(VARIANT_FILE, self.game).resolve(options), seed)
        target = self.options["target"]
        tables = _tables()
        self.deck = tables.deck
        self._tables = tables
        self.target: int = target
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.next_dealer: int | None = None
        self.hand_number = 0
        self.points = [0, 0, 0]
        self.winner: int | None = None
        self.hands_over: tuple[HandRecord, ...] = ()  # a tuple, replaced: clones may share it
        self._reset_hand()

    def _reset_hand(self) -> None:
        self.hands: list[list[Card]] = [[], [], []]
        self.trick: list[tuple[int, Card]] = []
        self.leader: int | None = None
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_trick_winner: int | None = None
        self.last_result: TrickResult | None = None
        self.tricks_won = [0, 0, 0]
        self.coins_won = [0, 0, 0]
        self.played: list[Card] = []

    # --- protocol ---------------------------------------------------------------------
    def _compute_legal(self) -> list[Action]:
        """Every card in the current seat's hand, as interned ``play`` actions.

        There is no duty to follow suit: any card may be played (rulebook PLAY: "any card
        from their hand"; RULINGS "Coins").
        """
        if self._cur < 0:
            return []
        play = self._tables.play_actions
        return [play[c.index] for c in self.hands[self._cur]]

    def why_illegal(self, action: Action) -> str:
        """The rule that ``action`` breaks (only called for an illegal action): a play must
        name a card of the deck that the current seat holds (rulebook PLAY)."""
        if action.kind != "play":
            return f"{action} is not allowed now: it is time to play a card, 'play <card>' (rulebook PLAY)"
        if len(action.args) != 1:
            return f"{action}: a play names exactly one card, e.g. 'play AO'"
        try:
            card = self.deck.parse(action.args[0])
        except ValueError:
            return (
                f"{action}: {action.args[0]!r} is not a card of the 48-card Spanish deck "
                f"(rulebook INTRODUCTION), e.g. AO, RU, CE, SB, 7E"
            )
        return (
            f"you do not hold {card} ({spanish_card_name(card)}): a player "
            f"plays one of the cards in their own hand (rulebook PLAY)"
        )

    def chance_action(self) -> Action:
        """The deal, drawn with :attr:`rng`.

        The first dealer is drawn by the generator (the rulebook's "oldest player"; RULINGS
        "All games"); later the player to the right of the last trick's winner deals
        (rulebook PLAY). The shuffled deck is dealt one card at a time clockwise, starting
        on the dealer's left (rulebook PLAY); each hand is written sorted.

        Raises:
            IllegalAction: when no deal is due.
        """
        if self._cur != CHANCE:
            raise IllegalAction("no deal is due now")
        rng = self.rng
        dealer = rng.randrange(NUM_SEATS) if self.next_dealer is None else self.next_dealer
        cards = list(self.deck.cards)
        rng.shuffle(cards)
        hands: list[list[Card]] = [[], [], []]
        for i, card in enumerate(cards):
            hands[(dealer + 1 + i) % NUM_SEATS].append(card)
        return deal_action(dealer, [sorted(h, key=_sort_key) for h in hands])

    # --- apply: one handler per phase (see GameState._handlers) -------------------------
    def _on_deal(self, action: Action) -> list[Event]:
        """The ``DEAL`` phase: check and apply ``deal D h0 h1 h2`` (rulebook PLAY; RULINGS "Coins")."""
        dealer, hands = parse_deal(
            action,
            self.deck,
            [HAND_SIZE] * NUM_SEATS,
            "the three hands (the whole deck is dealt, rulebook PLAY)",
        )
        expected = self.next_dealer
        if expected is None and not 0 <= dealer < NUM_SEATS:
            raise IllegalAction(f"the dealer must be seat 0, 1 or 2, not {dealer}")
        if expected is not None and dealer != expected:
            raise IllegalAction(
                f"the player to the right of the winner of the last trick deals "
                f"(rulebook PLAY): seat {expected} deals this hand, not seat {dealer}"
            )
        self._reset_hand()
        self.dealer = dealer
        self.next_dealer = None
        self.hand_number += 1
        self.hands = [sorted(h, key=_sort_key) for h in hands]
        self.phase = Phase.PLAY
        self.leader = self._cur = (dealer + 1) % NUM_SEATS
        return [CoinsDealt(dealer, self.hand_number, self.leader)]

    def _on_play(self, action: Action) -> list[Event]:
        """The ``PLAY`` phase: play a card; after the third card decide and score the trick
        (rulebook PLAY, TRICK CARD VALUES, OBJECT OF THE GAME)."""
        card = self._tables.card_by_id[id(action)]
        seat = self._cur
        hand = self.hands[seat]
        hand.remove(card)
        trick = self.trick
        trick.append((seat, card))
        self.played.append(card)
        events: list[Event] = [self._tables.play_events[seat][card.index]]
        if len(trick) < NUM_SEATS:
            self._cur = (seat + 1) % NUM_SEATS
            return events
        cards = tuple(c for _, c in trick)
        result = decide_trick(cards)
        winner = trick[result.index][0]
        coins = sum(1 for c in cards if c.suit == COINS)
        points = self.points
        points[winner] += coins
        self.tricks_won[winner] += 1
        self.coins_won[winner] += coins
        self.last_trick = tuple(trick)
        self.last_trick_winner = winner
        self.last_result = result
        self.trick = []
        events.append(
            CoinsTrickWon(winner, cards, result.kind, result.suit, result.reason, coins, tuple(points))
        )
        if hand:
            if points[winner] >= self.target:
                events.append(self._end_game(winner, mid_hand=True))
            else:
                self.leader = self._cur = winner
            return events
        self._hand_over(complete=True)
        events.append(HandOver(self.hand_number, tuple(points)))
        if points[winner] >= self.target:
            events.append(self._end_game(winner, mid_hand=False))
        else:
            self.next_dealer = (winner - 1) % NUM_SEATS
            self.phase = Phase.DEAL
            self._cur = CHANCE
        return events

    _handlers = {Phase.DEAL: _on_deal, Phase.PLAY: _on_play}

    def _end_game(self, winner: int, mid_hand: bool) -> CoinsGameOver:
        """The game ends the moment a player reaches the target (rulebook OBJECT OF THE GAME;
        RULINGS "Coins"). Only the trick's winner scores, so there is one winner."""
        if mid_hand:
            self._hand_over(complete=False)
        self.winner = winner
        self.phase = Phase.GAME_OVER
        self._cur = TERMINAL
        return CoinsGameOver((winner,), "target_reached", tuple(self.points), self.target, mid_hand)

    def _hand_over(self, complete: bool) -> None:
        """Add the hand just ended to :attr:`hands_over`."""
        record = HandRecord(
            self.hand_number,
            self.dealer,
            tuple(self.tricks_won),
            tuple(self.coins_won),
            tuple(self.points),
            complete,
        )
        self.hands_over += (record,)

    # --- results, view and copy -------------------------------------------------------
    def scores(self) -> list[int]:
        """Points per seat: coins cards won this game."""
        return list(self.points)

    def winners(self) -> list[int]:
        """``[seat]`` of the player who reached the target, once the game is over; else ``[]``."""
        return [] if self.winner is None else [self.winner]

    def claim(self, seat: int) -> bool:
        """Whether ``seat``'s cards win every remaining trick (:func:`rules.games.coins.claim.claims`)."""
        return claim.claims(self, seat)

    def view(self, seat: int) -> CoinsView:
        """What ``seat`` may know: its own hand, the counts of the others, the public table."""
        hand = tuple(self.hands[seat])
        winning: tuple[Card, ...] = ()
        if seat == self._cur and len(self.trick) == NUM_SEATS - 1:
            cards = tuple(c for _, c in self.trick)
            winning = tuple(c for c in hand if decide_trick((*cards, c)).index == NUM_SEATS - 1)
        return CoinsView(
            seat=seat,
            dealer=self.dealer,
            current_player=self._cur,
            phase=self.phase,
            hand=hand,
            hand_counts=tuple(len(h) for h in self.hands),
            trick=tuple(self.trick),
            leader=self.leader,
            last_trick=self.last_trick,
            last_trick_winner=self.last_trick_winner,
            last_trick_result=self.last_result,
            scores=tuple(self.points),
            target=self.target,
            tricks_won=tuple(self.tricks_won),
            coins_won=tuple(self.coins_won),
            coins_left=COINS_CARDS - sum(1 for c in self.played if c.suit == COINS),
            winning_cards=winning,
            next_dealer=self.next_dealer,
            played=tuple(self.played),
            hand_number=self.hand_number,
            winners=tuple(self.winners()),
            hands=self.hands_over,
        )

    from_view = classmethod(views.from_view)
    """The state as one seat sees it (:func:`rules.games.coins.views.from_view`)."""

    def clone(self) -> CoinsState:
        """An independent copy (hand-written for speed; the random generator included).

        The cached legal-action list is shared: it is never changed in place, only replaced.
        """
        new, d = self._clone_base()
        d["hands"] = [list(h) for h in self.hands]
        d["trick"] = list(self.trick)
        d["points"] = list(self.points)
        d["tricks_won"] = list(self.tricks_won)
        d["coins_won"] = list(self.coins_won)
        d["played"] = list(self.played)
        return new
