"""The Bid Whist baseline bot: explainable hand-evaluation and card-play heuristics.

It reads only the seat's :class:`~rules.games.bid_whist.state.BidWhistView` (the contract in the
notes: ``hand``, ``bids``, ``high_bid``, ``contract``, ``kitty``, ``discards``, ``trick``,
``played``, ``jokers`` ...) and the legal actions. It never invents an action: every
decision ranks the legal actions it was given (so house rules such as "downtown first" or
"minimum 4" reach it only through what is legal).

Ranking used throughout (rulebook, "Card ranking"; RULINGS.md, Bid Whist): with a trump
suit the big and little jokers are the two highest trumps; uptown A K Q ... 2, downtown
A 2 3 ... K, the Ace always highest; in no trump the jokers belong to no suit and never win.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

from rules.ai.base import Bot
from rules.core.actions import Action
from rules.core.cards import FRENCH_SUITS, Card, make_french_deck
from rules.core.tricks import cards_following, suit_to_follow, trick_winner
from rules.games.bid_whist.parts import DIRECTIONS, KINDS
from rules.games.bid_whist.ranking import rank_strengths

KITTY_BOOKS = 1.0
"""Books expected from the kitty pick-up (rulebook tip: the kitty adds six cards)."""
DISCARD_BOOKS = 1.0
"""The discard counts as one book for the bidding side (rulebook, "Bidding")."""
PARTNER_BOOKS = {"unknown": 2.0, "bid": 3.0, "pass": 1.5}
"""Books expected from the partner: not yet spoken, has bid, has passed."""
NOTRUMP_CAUTION = 0.5
"""Books of margin asked before bidding no trump, where a set costs double."""
OPPONENTS_SHARE = 2 / 3
"""Chance that a card this seat cannot see is held by an opponent rather than the partner."""
OPPONENT_BID_BOOKS = -0.5
"""Books lost for each opponent bid (they hold the strength we would need)."""


# --- ranking ---------------------------------------------------------------------------


class Ranking:
    """How cards rank under one contract (trump suit or ``None``, direction).

    Args:
        trump: trump suit code (``"S" "H" "D" "C"``) or ``None`` for no trump.
        direction: ``"uptown"`` or ``"downtown"``.
    """

    def __init__(self, trump: str | None, direction: str) -> None:
        self.trump = trump
        self.direction = direction
        self._ranks = rank_strengths(direction)

    def suit_of(self, card: Card) -> str | None:
        """The suit ``card`` counts as: jokers are trumps, or of no suit in no trump."""
        if card.is_joker:
            return self.trump
        return card.suit

    def strength(self, card: Card) -> int:
        """Larger wins within a suit; big joker 16, little joker 15 (jokers top the trumps)."""
        if card.is_joker:
            return 15 + card.rank
        return self._ranks[card.rank]

    def is_trump(self, card: Card) -> bool:
        """True for a card of the trump suit (jokers included in a trump hand)."""
        return self.trump is not None and self.suit_of(card) == self.trump

    def winner(self, cards: Sequence[Card]) -> int | None:
        """Index of the card winning ``cards`` (play order), ``None`` if none can (only jokers)."""
        try:
            return trick_winner(cards, self.suit_of, self.strength, self.trump)
        except ValueError:
            return None

    def missing_above(self, card: Card, known: set[Card], deck: Iterable[Card]) -> int:
        """How many cards of ``card``'s suit outrank it and are not in ``known``.

        Zero means ``card`` is the best card of its suit still out (a sure winner of its
        suit, trumping aside). Jokers in no trump have no suit and count as never winning.
        """
        suit = self.suit_of(card)
        if suit is None:
            return 99
        strength = self.strength(card)
        return sum(
            1 for c in deck if c not in known and self.suit_of(c) == suit and self.strength(c) > strength
        )


# --- hand evaluation (bidding, naming trump) -----------------------------------------------


def _honour_books(
    cards: list[Card], ranking: Ranking, deck: Sequence[Card], values: tuple[float, float, float]
) -> float:
    """Books from the top cards of one suit: ``values`` for 0, 1 or 2 better cards out.

    A card with one better card out counts only when guarded (suit length 2+), with two
    better cards out only with length 3+.
    """
    held = set(cards)
    books = 0.0
    for card in cards:
        missing = ranking.missing_above(card, held, deck)
        if missing < len(values) and len(cards) > missing:
            books += values[missing]
    return books


def trump_books(hand: Sequence[Card], trump: str, direction: str, deck: Sequence[Card]) -> float:
    """Estimated books ``hand`` takes with ``trump`` as trumps in ``direction``.

    Trumps (jokers included): with ``L`` trumps, each card of the top ``L`` of the trump
    ladder (BJ, LJ, then the suit in ``direction``) not held costs one of them when an
    opponent holds it (:data:`OPPONENTS_SHARE` of the time), so trump books are ``L`` minus
    that. Side suits: a top card counts 0.9, 0.8, 0.6, then
    0.4 for the first, second, third and later rounds (ruffs grow likelier), a guarded
    second 0.45, a third with length 0.2; the side total is scaled by trump control
    (0.6 with no trump, full with five or more). Short side suits add 0.3 each for
    ruffing while trumps outnumber three.
    """
    ranking = Ranking(trump, direction)
    trumps = [c for c in hand if ranking.is_trump(c)]
    ladder = sorted((c for c in deck if ranking.is_trump(c)), key=ranking.strength, reverse=True)
    held = set(trumps)
    books = len(trumps) - OPPONENTS_SHARE * sum(1 for c in ladder[: len(trumps)] if c not in held)
    side = 0.0
    shortness = 0
    for suit in FRENCH_SUITS:
        if suit == trump:
            continue
        cards = sorted(
            (c for c in hand if not c.is_joker and c.suit == suit), key=ranking.strength, reverse=True
        )
        held_suit = set(cards)
        suit_deck = [c for c in deck if not c.is_joker and c.suit == suit]
        for i, card in enumerate(cards):
            missing = ranking.missing_above(card, held_suit, suit_deck)
            if missing == 0:
                side += (0.9, 0.8, 0.6)[i] if i < 3 else 0.4
            elif missing == 1 and len(cards) >= 2:
                side += 0.45
            elif missing == 2 and len(cards) >= 3:
                side += 0.2
        shortness += max(0, 2 - len(cards))
    books += side * (0.6 + 0.08 * min(len(trumps), 5))
    books += min(max(0, len(trumps) - 3), shortness) * 0.3
    return books


def notrump_books(hand: Sequence[Card], direction: str, deck: Sequence[Card]) -> float:
    """Estimated books ``hand`` takes in no trump played ``direction``.

    Jokers count nothing (they never win in no trump). Per suit: top card 1, guarded second
    0.5, third with length 0.25; a suit headed by a top card earns 0.6 per card beyond the
    fourth (long cards run); a suit with no stopper costs 0.4 (the opponents can run it).
    """
    ranking = Ranking(None, direction)
    books = 0.0
    for suit in FRENCH_SUITS:
        cards = sorted(
            (c for c in hand if not c.is_joker and c.suit == suit), key=ranking.strength, reverse=True
        )
        suit_deck = [c for c in deck if not c.is_joker and c.suit == suit]
        honours = _honour_books(cards, ranking, suit_deck, (1.0, 0.5, 0.25))
        books += honours
        if cards and ranking.missing_above(cards[0], set(cards), suit_deck) == 0:
            books += max(0, len(cards) - 4) * 0.6
        if honours == 0:
            books -= 0.4
    return books


def best_trump(hand: Sequence[Card], direction: str, deck: Sequence[Card]) -> tuple[str, float]:
    """The trump suit giving ``hand`` the most books in ``direction``, and that estimate."""
    return max(((s, trump_books(hand, s, direction, deck)) for s in FRENCH_SUITS), key=lambda pair: pair[1])


def hand_estimates(hand: Sequence[Card], deck: Sequence[Card]) -> dict[str, float]:
    """Books ``hand`` alone should take for each bid kind (best suit / best direction)."""
    return {
        "uptown": best_trump(hand, "uptown", deck)[1],
        "downtown": best_trump(hand, "downtown", deck)[1],
        "notrump": max(notrump_books(hand, d, deck) for d in DIRECTIONS),
    }


def side_books(view, own_books: float) -> float:
    """Books the seat's side should take as bidder: own + discard + kitty + partner - opponents.

    The partner's share depends on what ``view.bids`` shows (bid, passed, not yet spoken);
    each opponent bid costs :data:`OPPONENT_BID_BOOKS`.
    """
    partner = (view.seat + 2) % 4
    partner_share = PARTNER_BOOKS["unknown"]
    total = own_books + DISCARD_BOOKS + KITTY_BOOKS
    for seat, text in view.bids:
        if seat == partner:
            partner_share = PARTNER_BOOKS["pass" if text == "pass" else "bid"]
        elif seat % 2 != view.seat % 2 and text != "pass":
            total += OPPONENT_BID_BOOKS
    return total + partner_share


# --- the bot ---------------------------------------------------------------------------------


class BidWhistBaselineBot(Bot):
    """Level ``"baseline"`` for Bid Whist: one-look heuristics, no search.

    * Bidding: books for uptown / downtown / no trump from the hand (:func:`hand_estimates`,
      :func:`side_books`, less :data:`NOTRUMP_CAUTION` for no trump); bid the number the
      best kind reaches if it is legal; the dealer, last to speak, bids the cheapest legal
      bid its estimate allows; a dealer forced to bid takes the cheapest legal bid of its
      best kind.
    * Naming: the suit (or no-trump direction) with the best estimate.
    * Discard: keep trumps, aces and guarded high cards; throw short-suit losers to void a side
      suit; in no trump jokers go first.
    * Play: see :meth:`_lead` and :meth:`_follow`.
    """

    def _choose(self, view, legal_actions: list[Action], rng: random.Random) -> Action:
        kinds = {a.kind for a in legal_actions}
        deck = make_french_deck(view.jokers).cards
        if kinds <= {"bid", "pass"}:
            return self._bid(view, legal_actions, deck)
        if kinds == {"trump"}:
            return self._name_trump(view, legal_actions, deck)
        if kinds == {"direction"}:
            return self._name_direction(view, legal_actions, deck)
        if kinds == {"discard"}:
            return self._discard(view, legal_actions, deck)
        if kinds == {"play"}:
            return self._play(view, legal_actions, deck)
        return rng.choice(legal_actions)

    # bidding ------------------------------------------------------------------------------
    def _bid(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        estimates = hand_estimates(view.hand, deck)
        # Best kind first; on a tie a trump hand (safer, not doubled) before no trump.
        order = sorted(KINDS, key=lambda k: (estimates[k], k != "notrump"), reverse=True)
        bids = {(int(a.args[0]), a.args[1]): a for a in legal if a.kind == "bid"}
        passing = next((a for a in legal if a.kind == "pass"), None)
        if passing is None:  # the dealer must bid: the cheapest legal bid of the best kind
            for kind in order:
                numbers = sorted(n for n, k in bids if k == kind)
                if numbers:
                    return bids[(numbers[0], kind)]
            return min(bids.values(), key=lambda a: int(a.args[0]))
        last_to_speak = view.seat == view.dealer
        for kind in order:
            caution = NOTRUMP_CAUTION if kind == "notrump" else 0.0
            reach = min(7, math.floor(side_books(view, estimates[kind]) - caution - 6))
            numbers = sorted(n for n, k in bids if k == kind and n <= reach)
            if numbers:
                return bids[(numbers[0] if last_to_speak else numbers[-1], kind)]
        return passing

    # naming -----------------------------------------------------------------------------
    @staticmethod
    def _known_hand(view) -> list[Card]:
        """The hand plus any kitty card this seat has seen and does not yet hold."""
        held = set(view.hand)
        return list(view.hand) + [c for c in view.kitty if c not in held]

    def _name_trump(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        hand = self._known_hand(view)
        direction = view.contract.direction or view.contract.kind
        return max(legal, key=lambda a: trump_books(hand, a.args[0], direction, deck))

    def _name_direction(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        hand = self._known_hand(view)
        return max(legal, key=lambda a: notrump_books(hand, a.args[0], deck))

    # discard ----------------------------------------------------------------------------
    def _discard(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        ranking = contract_ranking(view.contract)
        hand = list(view.hand)
        held = set(hand)
        lengths = {s: sum(1 for c in hand if not c.is_joker and c.suit == s) for s in FRENCH_SUITS}
        cards = _card_actions(legal, deck)

        def keep_value(card: Card) -> float:
            if card.is_joker and ranking.trump is None:
                return -100.0  # never wins in no trump
            if ranking.is_trump(card):
                return 100.0 + ranking.strength(card)
            missing = ranking.missing_above(card, held, deck)
            if missing == 0:
                return 50.0 + ranking.strength(card)
            if missing == 1 and lengths[card.suit] >= 2:
                return 30.0 + ranking.strength(card)
            return 2.0 * lengths[card.suit] + ranking.strength(card) / 20.0

        return cards[min(cards, key=keep_value)]

    # card play --------------------------------------------------------------------------
    def _play(self, view, legal: list[Action], deck: Sequence[Card]) -> Action:
        ranking = contract_ranking(view.contract)
        cards = _card_actions(legal, deck)
        known = (
            set(view.hand)
            | set(view.played)
            | {c for _, c in view.trick}
            | set(view.discards)
            | set(view.jokers_out)
        )
        unknown = [c for c in deck if c not in known]
        if not view.trick:
            card = self._lead(view, list(cards), ranking, known, unknown)
        else:
            card = self._follow(
                view, self._without_renege(view, list(cards), ranking), ranking, known, unknown
            )
        return cards[card]

    @staticmethod
    def _without_renege(view, playable: list[Card], ranking: Ranking) -> list[Card]:
        """With "reneges allowed" every card is legal, but a renege costs 3 books when the hand
        ends (RULINGS "Renege"): keep to the cards that follow suit properly."""
        if not view.options.get("reneges_allowed"):
            return playable
        led = suit_to_follow([c for _, c in view.trick], ranking.suit_of)
        proper = cards_following(playable, led, ranking.suit_of)
        if view.options.get("jokers_any_time") and ranking.trump is None:
            proper += [c for c in playable if c.is_joker and c not in proper]
        return proper

    def _lead(
        self, view, playable: list[Card], ranking: Ranking, known: set[Card], unknown: list[Card]
    ) -> Card:
        """Lead: draw trumps when our side bid and has trump length; then winners; else low
        from the longest side suit."""
        real = [c for c in playable if ranking.suit_of(c) is not None] or playable
        trumps = sorted((c for c in real if ranking.is_trump(c)), key=ranking.strength)
        out_trumps = [c for c in unknown if ranking.is_trump(c)]
        bidding_side = view.contract.bidder % 2 == view.seat % 2
        if trumps and out_trumps and bidding_side and (len(trumps) >= 3 or len(trumps) > len(out_trumps)):
            top = trumps[-1]
            return top if ranking.missing_above(top, known, unknown) == 0 else trumps[0]
        winners = [c for c in real if ranking.missing_above(c, known, unknown) == 0]
        side_winners = [c for c in winners if not ranking.is_trump(c)]
        if side_winners:
            return max(side_winners, key=ranking.strength)
        if winners:
            return max(winners, key=ranking.strength)
        side = [c for c in real if not ranking.is_trump(c)]
        if not side:
            return min(real, key=ranking.strength)
        length = {s: sum(1 for c in side if c.suit == s) for s in {c.suit for c in side}}
        return min(side, key=lambda c: (-length[c.suit], ranking.strength(c)))

    def _follow(
        self, view, playable: list[Card], ranking: Ranking, known: set[Card], unknown: list[Card]
    ) -> Card:
        """Follow: partner winning -> play low; else win as cheaply as possible (ruff when
        void); if nothing wins, throw the lowest loser (jokers first in no trump)."""
        trick = list(view.trick)
        played = [c for _, c in trick]
        index = ranking.winner(played)
        partner_winning = index is not None and trick[index][0] % 2 == view.seat % 2

        def cost(card: Card) -> tuple:
            return (ranking.is_trump(card), ranking.strength(card))

        def throw_key(card: Card) -> tuple:
            if ranking.suit_of(card) is None:
                return (-1, 0, 0, 0)  # a joker in no trump: never wins, best thrown away
            sure = ranking.missing_above(card, known, unknown) == 0
            return (int(ranking.is_trump(card)), int(sure), ranking.strength(card), 0)

        if not partner_winning:
            beaters = [c for c in playable if ranking.winner(played + [c]) == len(played)]
            if beaters:
                if len(trick) < 3:  # others still to play: prefer a card nobody can beat
                    safe = [c for c in beaters if ranking.missing_above(c, known, unknown) == 0]
                    if safe:
                        return min(safe, key=cost)
                return min(beaters, key=cost)
        return min(playable, key=throw_key)


# --- helpers ---------------------------------------------------------------------------------


def contract_ranking(contract) -> Ranking:
    """The :class:`Ranking` of a view's ``contract`` (trump suit or ``None``, direction)."""
    direction = contract.direction or ("downtown" if contract.kind == "downtown" else "uptown")
    return Ranking(contract.trump if contract.kind != "notrump" else None, direction)


def _card_actions(legal: list[Action], deck: Sequence[Card]) -> dict[Card, Action]:
    """Map each card named by a ``play``/``discard`` action to that action."""
    by_text = {c.text: c for c in deck}
    return {by_text[a.args[0].upper()]: a for a in legal}
