"""Grand Bid: three players auction cards for their tableaux and score their longest run.

Source of every rule: ``shared/rulebooks/grand_bid.txt`` (sections named in the docstrings)
and the Grand Bid rulings of ``shared/RULINGS.md``. The deck, the interned actions and the
pure rules (scoring, who wins, who offers) and the phases are in
:mod:`rules.games.grand_bid.parts`, the scoring of a round in
:mod:`rules.games.grand_bid.scoring`, the events and the view in
:mod:`rules.games.grand_bid.events`, :meth:`GrandBidState.from_view` (the state as one seat
sees it) in :mod:`rules.games.grand_bid.views`.

A round runs through the phases (one handler each, see :class:`rules.core.state.GameState`):

* ``DEAL`` (chance): ``deal F h0 h1 h2 u`` - F the round's first offerer, three hands of 13
  and the card set aside unseen (Setup).
* ``OFFER``: the offerer's ``offer <card>`` (Step 1).
* ``BID``: each player who may bid, clockwise from the offerer's left, builds a secret bid one
  card at a time, ``bid <card>`` (at most 3), and ends it with ``confirm``, or ``pass`` with
  no card laid; ``clear`` takes the laid cards back (Step 2). Simultaneous bids are taken one
  seat after the other, each hidden from the others' views until the reveal (DESIGN.md).
  After the last bid the reveal is resolved at once (Step 3).
* ``SECOND_OFFER``: nobody bid, so the offerer's ``offer <card>`` of another number (Step 4).
* ``KEEP``: the winner of a Double Offer, or the offerer taking one for themself, ``keep
  <card>`` when both numbers could go in the tableau (Step 4).

After each offer is resolved the round ends if two or more hands are empty (Round End;
RULINGS "Grand Bid"), else the next player clockwise holding cards offers (Step 5). After
the fourth round the game ends in ``GAME_OVER`` (Full Game). For speed (play-outs, bot
search) every move is an interned :class:`Action`, and :meth:`GrandBidState.clone` is
hand-written.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter
from pathlib import Path
from typing import Any

from rules.core.actions import Action, IllegalAction
from rules.core.deals import deal_action, parse_deal
from rules.core.events import Event
from rules.core.state import CHANCE, TERMINAL, GameState
from rules.core.variants import load_variant
from rules.games.grand_bid import scoring, views
from rules.games.grand_bid.events import (
    Auction,
    BidIn,
    BidsRevealed,
    BidTakenBack,
    CardKept,
    CardLaid,
    Discarded,
    GrandBidDealt,
    GrandBidView,
    NoBid,
    Offered,
    Paid,
)
from rules.games.grand_bid.parts import (
    BID_ACTIONS,
    CARD_OF,
    CLEAR,
    CONFIRM,
    DECK,
    HAND_SIZE,
    KEEP_ACTIONS,
    MAX_BID,
    OFFER_ACTIONS,
    PASS,
    PLAYERS,
    ROUNDS,
    Phase,
    auction_winner,
    final_result,
    first_offerer,
    illegal_reason,
    may_bid,
    next_offerer,
    run_cards,
    tableau_score,
)

VARIANT_FILE = Path(__file__).with_name("variants.yaml")
"""The game's options and player counts (:mod:`rules.core.variants`)."""


_index = attrgetter("index")
"""A card's place in the deck: sorting by it sorts by number."""


class GrandBidState(GameState):
    """The state of one game of Grand Bid (see the module doc for phases and actions).

    Args:
        num_players: must be 3.
        options: none exist (``rules/games/grand_bid/variants.yaml``); any given is a ConfigError.
        seed: seed of the state's own random generator (round 1's first offerer, the deals).

    Raises:
        ConfigError: for a player count other than 3 or any option.
    """

    game = "grand_bid"

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        variant = load_variant(VARIANT_FILE, self.game)
        super().__init__(variant.check_players(num_players), variant.resolve(options), seed)
        self.deck = DECK
        self.phase = Phase.DEAL
        self.round_number = 0
        self.first: int | None = None
        self.totals = [0] * PLAYERS
        self.sheet: list[list[tuple[int, int]]] = [[] for _ in range(PLAYERS)]
        self.hands: list[list] = [[] for _ in range(PLAYERS)]
        self._reset_round()

    def _reset_round(self) -> None:
        self.tableaux: list[list] = [[] for _ in range(PLAYERS)]
        self.discard: list = []
        self.unseen: list = []
        self.known: list[list] = [[] for _ in range(PLAYERS)]
        self.last_auction: Auction | None = None
        self.offerer: int | None = None
        self._reset_offer()

    def _reset_offer(self) -> None:
        self.offer: list = []
        self.keep_options: list = []
        self.keep_how = ""
        self._close_bidding()

    def _close_bidding(self) -> None:
        """No bid is being made: no bidders, nothing laid, nobody decided."""
        self.bidders: list[int] = []
        self.laid: list[list] = [[] for _ in range(PLAYERS)]
        self.decided = [False] * PLAYERS

    # --- protocol -------------------------------------------------------------------------
    def _compute_legal(self) -> list[Action]:
        """Offer: any card in hand (Step 1); the second offer: a card of another number (Step
        4); bid: another card while fewer than 3 are laid, then ``confirm`` and ``clear``, or
        ``pass`` with none laid (Step 2; RULINGS: 1 to 3 cards, at most the hand); keep: the
        cards whose number is not yet in the tableau (Step 4, Tableau Rules)."""
        seat, phase = self._cur, self.phase
        if seat < 0:
            return []
        hand = self.hands[seat]
        if phase is Phase.OFFER:
            return [OFFER_ACTIONS[c.index] for c in hand]
        if phase is Phase.SECOND_OFFER:
            first = self.offer[0].rank
            return [OFFER_ACTIONS[c.index] for c in hand if c.rank != first]
        if phase is Phase.KEEP:
            return [KEEP_ACTIONS[c.index] for c in self.keep_options]
        laid = self.laid[seat]
        legal = [BID_ACTIONS[c.index] for c in hand if c not in laid] if len(laid) < MAX_BID else []
        return legal + ([CONFIRM, CLEAR] if laid else [PASS])

    def why_illegal(self, action: Action) -> str:
        """The rule that ``action`` breaks (only called for an illegal action; see
        :func:`~rules.games.grand_bid.parts.illegal_reason`)."""
        seat, phase = self._cur, self.phase
        verbs = {Phase.OFFER: ("offer",), Phase.SECOND_OFFER: ("offer",), Phase.KEEP: ("keep",)}
        expected = verbs.get(phase, ("bid", "confirm", "clear", "pass"))
        first = self.offer[0] if self.offer else None
        return illegal_reason(action, expected, self.hands[seat], self.laid[seat], first)

    def chance_action(self) -> Action:
        """The deal, drawn with :attr:`rng`: ``deal F h0 h1 h2 u`` (Setup). Round 1's first
        offerer is drawn ("by any agreed method"; RULINGS "Grand Bid"); later rounds, the
        lowest total offers first (:func:`~rules.games.grand_bid.parts.first_offerer`).

        Raises:
            IllegalAction: when no deal is due.
        """
        if self._cur != CHANCE:
            raise IllegalAction("no deal is due now")
        first = self.first
        offerer = self.rng.randrange(PLAYERS) if first is None else first_offerer(self.totals, first)
        cards = list(self.deck.cards)
        self.rng.shuffle(cards)
        piles = [sorted(cards[i * HAND_SIZE : (i + 1) * HAND_SIZE], key=_index) for i in range(PLAYERS)]
        return deal_action(offerer, [*piles, cards[PLAYERS * HAND_SIZE :]])

    # --- apply: one handler per phase -----------------------------------------------------
    def _on_deal(self, action: Action) -> list[Event]:
        """``DEAL``: 13 cards each, one set aside unseen, tableaux cleared (Setup; Full Game)."""
        offerer, piles = parse_deal(
            action, self.deck, [HAND_SIZE] * PLAYERS + [1], "three hands and the card set aside"
        )
        expected = None if self.first is None else first_offerer(self.totals, self.first)
        if not 0 <= offerer < PLAYERS or expected not in (None, offerer):
            raise IllegalAction(
                f"the lowest total score offers first (rulebook Full Game): seat {expected}, not {offerer}"
                if expected is not None
                else f"the first offerer is a seat from 0 to {PLAYERS - 1}"
            )
        self._reset_round()
        self.round_number += 1
        self.first = self.offerer = self._cur = offerer
        self.hands = [sorted(h, key=_index) for h in piles[:PLAYERS]]
        self.unseen = list(piles[PLAYERS])
        self.phase = Phase.OFFER
        return [GrandBidDealt(offerer, self.round_number)]

    def _on_offer(self, action: Action) -> list[Event]:
        """``OFFER`` and ``SECOND_OFFER``: the card goes face up to the centre; the bidding opens
        for every player who may bid (Steps 1, 2, 4; RULINGS "Grand Bid")."""
        card = CARD_OF[id(action)]
        seat = self._cur
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        second = bool(self.offer)
        self.offer.append(card)
        numbers = [c.rank for c in self.offer]
        self.bidders = [
            s
            for s in ((seat + k) % PLAYERS for k in range(1, PLAYERS))
            if may_bid(len(self.hands[s]), (c.rank for c in self.tableaux[s]), numbers)
        ]
        others = ((seat + k) % PLAYERS for k in range(1, PLAYERS))
        empty = tuple(s for s in others if not self.hands[s])
        events: list[Event] = [Offered(seat, card, second, tuple(self.bidders), empty)]
        if self.bidders:
            self.phase = Phase.BID
            self._cur = self.bidders[0]
            return events
        return events + self._nobody_bid()

    def _on_bid(self, action: Action) -> list[Event]:
        """``BID``: lay a card, take the laid cards back, or end the secret bid; after the last
        bidder the bids are revealed and the auction resolved (Steps 2, 3)."""
        seat = self._cur
        if action is CLEAR:
            self.laid[seat] = []
            return [BidTakenBack(seat)]
        if action is not CONFIRM and action is not PASS:
            self.laid[seat].append(CARD_OF[id(action)])
            return [CardLaid(seat)]
        self.decided[seat] = True
        events: list[Event] = [BidIn(seat)]
        later = self.bidders[self.bidders.index(seat) + 1 :]
        if later:
            self._cur = later[0]
            return events
        return events + self._reveal()

    def _on_keep(self, action: Action) -> list[Event]:
        """``KEEP``: the chosen card to the tableau, the other to the discard pile (Step 4)."""
        return self._keep(self._cur, CARD_OF[id(action)], self.keep_how) + self._end_offer()

    _handlers = {
        Phase.DEAL: _on_deal,
        Phase.OFFER: _on_offer,
        Phase.SECOND_OFFER: _on_offer,
        Phase.BID: _on_bid,
        Phase.KEEP: _on_keep,
    }

    # --- resolving an offer ---------------------------------------------------------------
    def _reveal(self) -> list[Event]:
        """Turn every bid up; the most cards win, ties to the offerer's nearer left; the winner
        pays the offerer and takes the offer; losers keep their cards (Step 3). Everyone has
        now seen the bid cards and remembers where they went (RULINGS "Grand Bid")."""
        offerer = self.offerer
        bids: list[tuple | None] = [None] * PLAYERS
        for s in self.bidders:
            bids[s] = tuple(sorted(self.laid[s], key=_index))
        winner = auction_winner([(s, len(self.laid[s])) for s in self.bidders])
        self.last_auction = Auction(offerer, tuple(self.offer), tuple(bids), winner)
        events: list[Event] = [BidsRevealed(offerer, tuple(bids), winner)]
        self._close_bidding()
        if winner is None:
            return events + self._nobody_bid()
        for s, cards in enumerate(bids):
            if cards and s != winner:
                self.known[s] = sorted(set(self.known[s]) | set(cards), key=_index)
        paid = bids[winner]
        for card in paid:
            self.hands[winner].remove(card)
            if card in self.known[winner]:
                self.known[winner].remove(card)
        self.hands[offerer] = sorted(self.hands[offerer] + list(paid), key=_index)
        self.known[offerer] = sorted(self.known[offerer] + list(paid), key=_index)
        events.append(Paid(winner, offerer, paid))
        if len(self.offer) == 1:
            return events + self._keep(winner, self.offer[0], "won") + self._end_offer()
        return events + self._choose_keep(winner, "won")

    def _nobody_bid(self) -> list[Event]:
        """Nobody bid: a single offer calls for a second card of another number, or is
        discarded when the offerer has none; a Double Offer is the offerer's Self-take
        (Step 4)."""
        seat, second = self.offerer, len(self.offer) == 2
        events: list[Event] = [NoBid(seat, second)]
        if second:
            return events + self._choose_keep(seat, "self_take")
        self._close_bidding()
        first = self.offer[0].rank
        if any(c.rank != first for c in self.hands[seat]):
            self.phase, self._cur = Phase.SECOND_OFFER, seat
            return events
        card = self.offer.pop()
        self.discard.append(card)
        return events + [Discarded(seat, card, "lone")] + self._end_offer()

    def _choose_keep(self, seat: int, how: str) -> list[Event]:
        """Both cards of a Double Offer go to ``seat``: it keeps one whose number is not in its
        tableau and discards the other - a choice only when both would do (Step 4); a
        Self-take of two numbers already held discards both (RULINGS "Grand Bid")."""
        held = {c.rank for c in self.tableaux[seat]}
        options = [c for c in self.offer if c.rank not in held]
        if len(options) == 2:
            self.keep_options, self.keep_how = options, how
            self.phase, self._cur = Phase.KEEP, seat
            return []
        if options:
            return self._keep(seat, options[0], how) + self._end_offer()
        events: list[Event] = []
        for card in self.offer:
            self.discard.append(card)
            events.append(Discarded(seat, card, "both_held"))
        self.offer = []
        return events + self._end_offer()

    def _keep(self, seat: int, card, how: str) -> list[Event]:
        """``card`` of the offer into ``seat``'s tableau (in number order), the other offered
        card, if any, to the discard pile."""
        self.tableaux[seat] = sorted(self.tableaux[seat] + [card], key=_index)
        events: list[Event] = [CardKept(seat, card, how)]
        for other in self.offer:
            if other is not card:
                self.discard.append(other)
                events.append(Discarded(seat, other, "other"))
        self.offer = []
        return events

    def _end_offer(self) -> list[Event]:
        """The offer is resolved: the round ends if two or more hands are empty (Round End;
        RULINGS "Grand Bid"), else the next player clockwise holding cards offers (Step 5)."""
        self._reset_offer()
        counts = [len(h) for h in self.hands]
        if sum(1 for n in counts if n == 0) >= 2:
            return scoring.score_round(self)
        self.offerer = self._cur = next_offerer(self.offerer, counts)
        self.phase = Phase.OFFER
        return []

    # --- results, view and copy -----------------------------------------------------------
    def scores(self) -> list[int]:
        """Total score per seat over the finished rounds (rulebook Full Game)."""
        return list(self.totals)

    def best_runs(self) -> list[int]:
        """Per seat, the longest run (any length) held at the end of any finished round."""
        return [max((n for _, n in s), default=0) for s in self.sheet]

    def winners(self) -> list[int]:
        """The winning seats once the game is over (:func:`final_result`), else ``[]``."""
        return final_result(self.totals, self.best_runs())[0] if self._cur == TERMINAL else []

    def view(self, seat: int) -> GrandBidView:
        """What ``seat`` may know: its own hand and secret bid, the others' hand sizes (their
        secret bids still counted in), every tableau, the offer, the discard pile, the cards
        everyone has seen go into a hand, and the scores (DESIGN.md "Hidden information")."""
        over = self._cur == TERMINAL
        tableaux = tuple(tuple(t) for t in self.tableaux)
        return GrandBidView(
            seat=seat, phase=self.phase, current_player=self._cur, hand=tuple(self.hands[seat]),
            hand_counts=tuple(len(h) for h in self.hands), scores=tuple(self.totals), last_trick=(),
            last_trick_winner=None, round_number=self.round_number, rounds=ROUNDS,
            first_offerer=self.first, offerer=self.offerer, offer=tuple(self.offer),
            bidders=tuple(self.bidders), decided=tuple(self.decided), bid=tuple(self.laid[seat]),
            tableaux=tableaux, runs=tuple(run_cards(t) for t in tableaux),
            round_points=tuple(tableau_score(c.rank for c in t) for t in tableaux),
            discard=tuple(self.discard), unseen=len(self.unseen), known=tuple(tuple(k) for k in self.known),
            keep_options=tuple(self.keep_options), last_auction=self.last_auction,
            sheet=tuple(tuple(s) for s in self.sheet), best_runs=tuple(self.best_runs()),
            winners=tuple(self.winners()) if over else (),
            end_reason=final_result(self.totals, self.best_runs())[1] if over else None,
        )  # fmt: skip

    from_view = classmethod(views.from_view)
    """The state as one seat sees it (:func:`rules.games.grand_bid.views.from_view`)."""

    def clone(self) -> GrandBidState:
        """An independent copy (hand-written for speed; the random generator included). The
        cached legal-action list is shared: it is only ever replaced, never changed."""
        new, d = self._clone_base()
        for key in ("hands", "tableaux", "known", "laid", "sheet"):
            d[key] = [list(x) for x in d[key]]
        for key in ("totals", "discard", "unseen", "offer", "bidders", "decided", "keep_options"):
            d[key] = list(d[key])
        return new
