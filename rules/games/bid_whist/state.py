"""Bid Whist: four players in two partnerships, an auction, a kitty and 13 books.

Source of every rule: ``shared/rulebooks/bid_whist.txt`` (sections named in the docstrings
below) and the Bid Whist rulings of ``shared/RULINGS.md``. Seats 0..3 sit clockwise; seats
0 and 2 are side 0, seats 1 and 3 side 1 (``side = seat % 2``).

One hand runs through the phases ``DEAL`` (chance: ``deal D h0 h1 h2 h3 kitty``), ``BID``
(``pass`` / ``bid N uptown|downtown|notrump``), ``TRUMP`` (``trump S|H|D|C`` or, for no
trump, ``direction uptown|downtown``), ``DISCARD`` (chance ``swap ...`` first for "jokers
out", then ``discard <card>`` one card at a time) and ``PLAY`` (``play <card>``, 12 books).
The game ends in ``GAME_OVER``. Each phase has one handler (``BidWhistState._handlers``, see
:class:`rules.core.state.GameState`) and a quiet one for the playout path; those of the
auction and the kitty (``BID``, ``TRUMP``, ``DISCARD``) are in
:mod:`rules.games.bid_whist.auction`, those of the books (``PLAY``) in
:mod:`rules.games.bid_whist.book_play`.

Events, in the order a hand gives them: :class:`~rules.core.events.Dealt`, :class:`Passed` /
:class:`BidMade`, :class:`ContractChosen` (bidding won, then trumps or direction named),
:class:`KittyShown` (sported), :class:`JokersOut`, :class:`KittyTaken`, :class:`Discarded`,
:class:`~rules.core.events.CardPlayed`, :class:`BookWon`, :class:`Reneged`,
:class:`HandScored` and :class:`~rules.core.events.GameOver` (winners: the winning side's
two seats; reason as ``BidWhistView.end_reason``).

The constants, phases, contract, events and view are in :mod:`rules.games.bid_whist.parts`,
the interned moves in :mod:`rules.games.bid_whist.actions`, how the cards rank under a
contract in :mod:`rules.games.bid_whist.ranking` (the package, :mod:`rules.games.bid_whist`,
exports the public names of all of them); a finished hand is scored by
:mod:`rules.games.bid_whist.scoring`; what one seat sees (:meth:`BidWhistState.view` and its
inverse :meth:`BidWhistState.from_view`) is in :mod:`rules.games.bid_whist.views`, and
why an action is illegal in :mod:`rules.games.bid_whist.why`; this module is the state.

Speed matters (random play-outs, bot search): every possible move is one interned
:class:`Action`, legal actions are computed once per position and cached, and
:meth:`BidWhistState.clone` is a hand-written copy.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules.core.actions import Action, IllegalAction
from rules.core.cards import Card, make_french_deck
from rules.core.deals import deal_action, parse_deal
from rules.core.events import Dealt, Event
from rules.core.state import CHANCE, GameState
from rules.core.variants import load_variant
from rules.games.bid_whist import auction, book_play, claim, views, why
from rules.games.bid_whist.actions import (
    DIRECTION_ACTIONS,
    DISCARD_OF,
    PLAY_OF,
    TRUMP_ACTIONS,
    cards_played,
    play_events,
)
from rules.games.bid_whist.auction import deck_order
from rules.games.bid_whist.book_play import play_quietly
from rules.games.bid_whist.parts import (
    HAND_SIZE,
    NUM_SEATS,
    Contract,
    HandResult,
    Phase,
)
from rules.games.bid_whist.ranking import contract_tables

VARIANT_FILE = Path(__file__).with_name("variants.yaml")
"""The game's options and player counts (:mod:`rules.core.variants`)."""

# read once: an enum member's lookup on its class is slow, and these are read at every move
_PHASE_PLAY, _PHASE_DISCARD, _PHASE_BID, _PHASE_TRUMP = Phase.PLAY, Phase.DISCARD, Phase.BID, Phase.TRUMP
_action_of_play = PLAY_OF.__getitem__
_action_of_discard = DISCARD_OF.__getitem__


class BidWhistState(GameState):
    """The state of one game of Bid Whist (see module doc for phases and action texts).

    Args:
        num_players: must be 4.
        options: option values of ``rules/games/bid_whist/variants.yaml`` (or their texts);
            missing keys take their defaults.
        seed: seed of the state's own random generator (deals, first dealer, jokers-out swaps).

    Raises:
        ConfigError: for a player count other than 4 or a bad option.
    """

    game = "bid_whist"

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        variant = load_variant(VARIANT_FILE, self.game)
        super().__init__(variant.check_players(num_players), variant.resolve(options), seed)
        opts = self.options
        self.jokers: int = int(opts["jokers"])
        self.deck = make_french_deck(self.jokers)
        self._cards = self.deck.cards
        self._play_events = play_events(self.deck)
        self._card_of = cards_played(self.deck)
        self.kitty_size = len(self.deck) - NUM_SEATS * HAND_SIZE
        self.minimum_bid: int = int(opts["minimum_bid"])
        self._kind_rank = auction.KIND_RANKS[bool(opts["downtown_first"])]
        self._bids_above = auction.bids_above(self.minimum_bid, bool(opts["downtown_first"]))
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.hand_number = 0
        self.scores_by_side = [0, 0]
        self.sets = [0, 0]
        self.last_hand: HandResult | None = None
        self.hand_results: tuple[HandResult, ...] = ()  # a tuple, replaced: clones may share it
        self.winner_side: int | None = None
        self.end_reason: str | None = None
        self._drawn_deal: tuple | None = None
        self._reneges_allowed = bool(opts["reneges_allowed"])
        self._jokers_any_time = bool(opts["jokers_any_time"])
        self._reset_hand()

    # --- per-hand bookkeeping ---------------------------------------------------------
    def _reset_hand(self) -> None:
        self.hands: list[list[Card]] = [[], [], [], []]
        self.kitty: list[Card] = []
        self.kitty_sported = False
        self.kitty_taken: tuple[Card, ...] = ()
        self.bids: list[tuple[int, str]] = []
        self.high_bid: tuple[int, int, str] | None = None
        self._high_key = -1
        self.contract: Contract | None = None
        self.discards: list[Card] = []
        self.discard_count = 0
        self.jokers_removed: tuple[Card, ...] = ()
        self.trick: list[tuple[int, Card]] = []
        self._led_suit: str | None = None
        self.leader: int | None = None
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.last_trick_winner: int | None = None
        self.books_by_seat = [0] * NUM_SEATS
        self.played: list[Card] = []
        self.reneges: list[int] = []
        self._suit_of: dict[Card, str] = {}
        self._strength: dict[Card, int] = {}
        self._suit_plays: dict[str, dict[Card, Action]] = {}
        self._book_keys: dict[str, dict[Card, int]] = {}

    @property
    def books(self) -> tuple[int, int]:
        """Books per side this hand (the discard counts one for the bidding side)."""
        by_seat = self.books_by_seat
        return by_seat[0] + by_seat[2], by_seat[1] + by_seat[3]

    @property
    def card_suits(self) -> Mapping[Card, str]:
        """The suit each card counts as under the contract (:func:`ranking`: a joker is a
        trump, or has no suit in no trump); empty until trumps or the direction are named.
        Read-only: the state's own table."""
        return self._suit_of

    def book_keys(self) -> Mapping[Card, int] | None:
        """How each card would rank in the book in progress, the highest winning (the highest
        trump, else the highest card of the suit to follow; -1 for a card that cannot win);
        ``None`` while no suit is set (no card played yet, or only jokers in no trump).
        Read-only: a table shared by every state of the contract."""
        led = self._led_suit
        return None if led is None else self._book_keys[led]

    @property
    def card_strengths(self) -> Mapping[Card, int]:
        """Each card's strength under the contract, larger winning (:func:`ranking`; a joker
        has none in no trump); empty until trumps or the direction are named. Read-only."""
        return self._strength

    # --- protocol ---------------------------------------------------------------------
    def chance_kinds(self) -> tuple[str, ...]:
        """``deal`` and ``swap`` (the jokers-out exchange) are chance actions."""
        return ("deal", "swap")

    def legal_view(self) -> list[Action]:
        """As :meth:`GameState.legal_view`, with the plays and the discard worked out here
        rather than in :meth:`_compute_legal` (speed: one call fewer at each of a playout's 54
        such moves; issue 23, item 5): the cards that follow suit, every card when void or
        leading, the jokers too where they may join (rulebook "Playing the hand"; RULINGS
        "Renege", "No trump"); any card of the bidder's hand to discard (rulebook "Bidding",
        3)."""
        legal = self._legal
        if legal is None:
            if self.phase is _PHASE_PLAY:
                hand = self.hands[self._cur]
                suit = self._led_suit
                if suit is None or self._reneges_allowed:  # leading, or any card (house rule)
                    legal = list(map(_action_of_play, hand))
                elif self._jokers_any_time and self.contract.trump is None:  # the jokers may join
                    legal = list(map(_action_of_play, self._proper_plays(hand)))
                else:  # _proper_plays without its call, as actions: the hot path of a playout
                    members = self._suit_plays[suit]
                    legal = [members[c] for c in hand if c in members] or list(map(_action_of_play, hand))
            elif self.phase is _PHASE_DISCARD and self._cur >= 0:  # in deck order (take_kitty)
                legal = list(map(_action_of_discard, self.hands[self._cur]))
            else:
                legal = self._compute_legal()
            self._legal = legal
        return legal

    def _compute_legal(self) -> list[Action]:
        """The legal actions of the auction (:meth:`legal_view` works out the plays and the
        discard): the bids, then trumps or the direction."""
        phase = self.phase
        if self._cur < 0:
            return []
        if phase is _PHASE_BID:
            return auction.legal_bids(self)
        if phase is _PHASE_TRUMP:
            if self.contract.notrump:
                return list(DIRECTION_ACTIONS.values())
            return list(TRUMP_ACTIONS.values())
        return []

    def proper_play_actions(self) -> list[Action]:
        """The legal plays that follow suit (RULINGS "Renege"): every legal action, except
        that under "reneges allowed" the plays that would be reneges are left out. Only in
        the play phase."""
        if not self._reneges_allowed or self._led_suit is None:
            return self.legal_actions()
        return list(map(PLAY_OF.__getitem__, self._proper_plays(self.hands[self._cur])))

    def _proper_plays(self, hand: list[Card]) -> list[Card]:
        """Cards of ``hand`` that follow suit correctly (rulebook "Playing the hand";
        RULINGS on jokers in trump and no-trump hands)."""
        suit = self._led_suit
        if suit is None:
            return hand
        members = self._suit_plays[suit]
        following = [c for c in hand if c in members]
        if not following:
            return hand
        if self._jokers_any_time and self.contract.trump is None:
            following.extend(c for c in hand if c.suit == "J")
        return following

    why_illegal = why.why_illegal
    """The rule an illegal action breaks (:func:`rules.games.bid_whist.why.why_illegal`)."""

    def chance_action(self) -> Action:
        """The due chance action drawn with :attr:`rng`: the deal or the jokers-out swap.

        The first dealer is drawn by the generator (RULINGS "All games": "first diamond");
        afterwards the deal passes left.

        Raises:
            IllegalAction: when no chance action is due.
        """
        if self._cur != CHANCE:
            raise IllegalAction("no chance action is due now")
        rng = self.rng
        if self.phase is Phase.DEAL:
            dealer = rng.randrange(NUM_SEATS) if self.dealer is None else (self.dealer + 1) % NUM_SEATS
            cards = list(self.deck.cards)
            rng.shuffle(cards)
            hands = [cards[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(NUM_SEATS)]
            kitty = cards[NUM_SEATS * HAND_SIZE :]
            action = deal_action(dealer, [*hands, kitty])
            self._drawn_deal = (action, dealer, hands, kitty)  # spares parsing it back in apply
            return action
        pool = [c for c in self.kitty if c.suit != "J"]
        pairs = []
        for _seat, joker in self._joker_holders():
            card = pool.pop(rng.randrange(len(pool)))
            pairs.append(f"{joker.text}:{card.text}")
        return Action("swap", tuple(pairs))

    def _joker_holders(self) -> list[tuple[int, Card]]:
        """``(seat, joker)`` for each joker held, starting left of the bidder (RULINGS "Jokers out")."""
        bidder = self.contract.bidder
        out = []
        for step in range(1, NUM_SEATS + 1):
            seat = (bidder + step) % NUM_SEATS
            out.extend((seat, c) for c in sorted(self.hands[seat], key=deck_order) if c.suit == "J")
        return out

    # --- apply: one handler per phase (see GameState._handlers) -------------------------
    def _on_deal(self, action: Action) -> list[Event]:
        """The ``DEAL`` phase: check and apply ``deal D h0 h1 h2 h3 kitty`` (rulebook "Setup")."""
        if action.kind != "deal":
            raise IllegalAction(f"a deal is due, not {action}")
        drawn = self._drawn_deal
        if drawn is not None and drawn[0] is action:
            dealer, hands, kitty = drawn[1], [list(h) for h in drawn[2]], list(drawn[3])
        else:
            dealer, hands, kitty = self._parse_deal(action)
        self._reset_hand()
        self._drawn_deal = None
        self.dealer = dealer
        self.hand_number += 1
        self.hands = hands
        self.kitty = kitty
        self.phase = Phase.BID
        self._cur = (dealer + 1) % NUM_SEATS
        return [Dealt(dealer, self.hand_number)]

    def _parse_deal(self, action: Action) -> tuple[int, list[list[Card]], list[Card]]:
        """Dealer, hands and kitty of a ``deal`` action, checked (rulebook "Setup").

        Raises:
            IllegalAction: wrong shape, unknown cards, a card twice, or the wrong dealer.
        """
        dealer, piles = parse_deal(
            action, self.deck, [HAND_SIZE] * NUM_SEATS + [self.kitty_size], "four hands and the kitty"
        )
        if not 0 <= dealer < NUM_SEATS:
            raise IllegalAction(f"the dealer is a seat 0 to {NUM_SEATS - 1}")
        if self.dealer is not None and dealer != (self.dealer + 1) % NUM_SEATS:
            raise IllegalAction(f"the deal passes left: seat {(self.dealer + 1) % NUM_SEATS} deals this hand")
        return dealer, piles[:NUM_SEATS], piles[NUM_SEATS]

    def _set_ranking(self) -> None:
        c = self.contract
        tables = contract_tables(self.jokers, c.trump, c.direction)
        self._suit_of, self._strength, self._suit_plays, self._book_keys = tables

    _bid_key = auction.bid_key
    _handlers = {
        Phase.DEAL: _on_deal,
        Phase.BID: auction.on_bid,
        Phase.TRUMP: auction.on_trump,
        Phase.DISCARD: auction.on_discard,
        Phase.PLAY: book_play.on_play,
    }
    _quiet_handlers = {
        Phase.BID: auction.bid_quietly,
        Phase.TRUMP: auction.trump_quietly,
        Phase.DISCARD: auction.discard_quietly,
        Phase.PLAY: book_play.play_quietly,
    }

    def advance(self, action: Action) -> None:
        """As :meth:`GameState.advance`; a card's play, most of a playout's moves, is called
        straight away rather than looked up by phase (speed: issue 23, item 5)."""
        if self.phase is _PHASE_PLAY:
            play_quietly(self, action)
        else:
            self._advance_handlers[self.phase](self, action)
        self._legal = None
        self.history.append(action)

    def claim(self, seat: int) -> bool:
        """Whether ``seat``'s cards win every remaining book (:func:`rules.games.bid_whist.claim.claims`)."""
        return claim.claims(self, seat)

    def claim_move(self) -> Action:
        """A proper card of the seat to act (:func:`rules.games.bid_whist.claim.claim_move`)."""
        return claim.claim_move(self)

    def scores(self) -> list[int]:
        """Each seat's side score: ``[side0, side1, side0, side1]``."""
        s = self.scores_by_side
        return [s[0], s[1], s[0], s[1]]

    def sides(self) -> list[list[int]]:
        """The partnerships: seats 0 and 2 against 1 and 3 (RULINGS "Bid Whist")."""
        return [[0, 2], [1, 3]]

    def winners(self) -> list[int]:
        """Seats of the winning side once the game is over, else ``[]``."""
        if self.winner_side is None:
            return []
        return [self.winner_side, self.winner_side + 2]

    # --- view and copy ------------------------------------------------------------------
    view = views.view
    """What a seat may know (:func:`rules.games.bid_whist.views.view`)."""

    from_view = classmethod(views.from_view)
    """The state as one seat sees it (:func:`rules.games.bid_whist.views.from_view`)."""

    def clone(self) -> BidWhistState:
        """An independent copy (hand-written for speed; the random generator included)."""
        new, d = self._clone_base()
        d["hands"] = [list(h) for h in self.hands]
        d["_legal"] = None if self._legal is None else list(self._legal)
        for key in (
            "kitty",
            "bids",
            "discards",
            "trick",
            "books_by_seat",
            "played",
            "reneges",
            "scores_by_side",
            "sets",
        ):
            d[key] = list(d[key])
        return new
