"""Grand Bid's rules besides its state machine: the deck and the interned actions, runs and
scoring, who may bid, who offers and who wins, and the words of a broken rule (the state is
:mod:`rules.games.grand_bid.state`; its events and view are in :mod:`rules.games.grand_bid.events`).

Source of every rule: ``shared/rulebooks/grand_bid.txt`` (sections named in the docstrings)
and the Grand Bid rulings of ``shared/RULINGS.md``. Seats ``0 .. 2`` sit clockwise; "left" of
a seat is the next one (RULINGS "All games").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache

from rules.core.actions import Action
from rules.core.cards import FRENCH_SUITS, SUIT_SYMBOLS, Card, Deck
from rules.core.state import GamePhase


class Phase(GamePhase):
    """Where a game of Grand Bid is (see :mod:`rules.games.grand_bid.state`)."""

    DEAL = "deal"
    OFFER = "offer"
    BID = "bid"
    SECOND_OFFER = "second_offer"
    KEEP = "keep"
    GAME_OVER = "game_over"


PLAYERS = 3
"""Grand Bid is for three players (rulebook title; DESIGN.md option keys)."""
HAND_SIZE = 13
"""Cards dealt to each player; the one card left is set aside unseen (rulebook Setup)."""
TOP = 10
"""Numbers run 1 (the Ace) to 10, four cards each (rulebook The Deck)."""
ROUNDS = 4
"""Rounds in a game (rulebook Full Game)."""
MAX_BID = 3
"""The most cards a bid may hold (rulebook Step 2)."""
RUN_MIN = 3
"""The shortest run that scores (rulebook Scoring)."""
BONUS_FROM = 7
"""Each card of the scoring run from this one on scores 2 more (rulebook Scoring)."""

WON_ON_SCORE = "highest_score"
"""How the game was won: one player has the highest total."""
WON_ON_RUN = "longest_run"
"""How the game was won: tied on the total, the longest run held at the end of a round decided
(rulebook Full Game, Tiebreaker; RULINGS "Grand Bid")."""
WIN_SHARED = "shared"
"""How the game was won: tied on the total and on the longest run, the victory is shared."""


# --- the deck -------------------------------------------------------------------------------
def number_text(number: int) -> str:
    """The text of a number on the cards: ``"A"`` for 1, else the digits (``"10"``)."""
    return "A" if number == 1 else str(number)


def card_words(card: Card) -> str:
    """A card as the table writes it: ``"7♥"``, ``"A♠"``, ``"10♣"`` (suits do not matter, but
    they tell two cards of a number apart); the refusals a player can meet name cards so too."""
    return f"{number_text(card.rank)}{SUIT_SYMBOLS[card.suit]}"


@cache
def make_grand_bid_deck() -> Deck:
    """The 40 cards A (as 1) to 10 of the French suits (rulebook The Deck; RULINGS "Grand Bid").

    Texts are the French card texts (``"AS"``, ``"7H"``, ``"10C"``) so the French art serves;
    ``rank`` is the number (1 .. 10) and ``index`` orders the deck by number, then suit
    (S H D C), so sorting by index sorts by number. Cached: every caller shares the cards.
    """
    cards = [
        Card(n, suit, f"{number_text(n)}{suit}", (n - 1) * len(FRENCH_SUITS) + i, "grandbid")
        for n in range(1, TOP + 1)
        for i, suit in enumerate(FRENCH_SUITS)
    ]
    return Deck("grandbid", tuple(cards), (make_grand_bid_deck,))


# --- interned actions (each move is one object, compared by identity) ------------------------
DECK = make_grand_bid_deck()
"""The deck every state and action of this process shares."""
OFFER_ACTIONS = tuple(Action("offer", (c.text,)) for c in DECK.cards)
"""``offer <card>`` by :attr:`Card.index`."""
BID_ACTIONS = tuple(Action("bid", (c.text,)) for c in DECK.cards)
"""``bid <card>`` (lay one card towards the secret bid) by :attr:`Card.index`."""
KEEP_ACTIONS = tuple(Action("keep", (c.text,)) for c in DECK.cards)
"""``keep <card>`` (of a Double Offer) by :attr:`Card.index`."""
CONFIRM, PASS, CLEAR = Action("confirm"), Action("pass"), Action("clear")
"""End the bid with the laid cards; bid nothing; take the laid cards back."""
CARD_OF = {
    id(a): DECK.cards[i]
    for actions in (OFFER_ACTIONS, BID_ACTIONS, KEEP_ACTIONS)
    for i, a in enumerate(actions)
}
"""``id(interned action) -> card`` for the card actions."""


def same_move(action: Action) -> Action | tuple[str, str]:
    """``action`` with its card's suit left out: ``("bid", "10")`` for ``bid 10S`` and
    ``bid 10H``, since suits do not matter (rulebook Goal); a move naming no card is
    itself. :attr:`rules.ai.game_ai.GameAI.same_as` for Grand Bid."""
    if action.kind in ("offer", "bid", "keep") and action.args:
        return action.kind, action.args[0][:-1]
    return action


def may_bid(cards_in_hand: int, tableau: Iterable[int], offer: Iterable[int]) -> bool:
    """Whether a seat with ``cards_in_hand`` cards and the numbers ``tableau`` in its tableau
    may bid on an offer of the numbers ``offer``: it holds a card, and not every offered
    number is in its tableau (rulebook Step 2 "You may not bid on a number already in your
    tableau", Step 4; RULINGS "Grand Bid")."""
    return cards_in_hand > 0 and not set(offer) <= set(tableau)


# --- runs and scoring -----------------------------------------------------------------------
def runs(numbers: Iterable[int]) -> list[tuple[int, int]]:
    """The maximal runs of consecutive numbers in ``numbers`` as ``(low, high)``, lowest
    first; runs do not wrap from 10 to 1 (rulebook Glossary "Run", Key Details)."""
    out: list[tuple[int, int]] = []
    for n in sorted(set(numbers)):
        if out and n == out[-1][1] + 1:
            out[-1] = (out[-1][0], n)
        else:
            out.append((n, n))
    return out


def longest_run(numbers: Iterable[int]) -> tuple[int, int] | None:
    """The longest run ``(low, high)`` of ``numbers`` (any length; the highest of equally long
    ones), or ``None`` for no numbers."""
    found = runs(numbers)
    if not found:
        return None
    return max(reversed(found), key=lambda r: r[1] - r[0])


def run_length(numbers: Iterable[int]) -> int:
    """The length of the longest run of ``numbers`` (0 for none, 1 for a lone card)."""
    best = longest_run(numbers)
    return 0 if best is None else best[1] - best[0] + 1


def run_score(length: int) -> int:
    """Points for a longest run of ``length`` cards: nothing under :data:`RUN_MIN`, else one per
    card and 2 more for each card from the 7th on (rulebook Scoring; RULINGS "Grand Bid":
    ``L + 2 x max(0, L - 6)``). 2 3 4 7 8 9 10 -> run of 4 -> 4; 6 -> 6; 7 -> 9; 10 -> 18."""
    if length < RUN_MIN:
        return 0
    return length + 2 * max(0, length - BONUS_FROM + 1)


def tableau_score(numbers: Iterable[int]) -> int:
    """What a tableau of ``numbers`` scores: its longest run (:func:`run_score`)."""
    return run_score(run_length(numbers))


# --- who offers, who wins --------------------------------------------------------------------
def auction_winner(counts: Sequence[tuple[int, int]]) -> int | None:
    """The winner of a reveal: ``counts`` are ``(seat, cards bid)`` in clockwise order from the
    offerer's left; the most cards win, a tie goes to the tied bidder met first (nearer the
    offerer's left: rulebook Step 3; RULINGS "Grand Bid"). ``None`` when nobody bid a card."""
    best, winner = 0, None
    for seat, count in counts:
        if count > best:
            best, winner = count, seat
    return winner


def next_offerer(offerer: int, hand_counts: Sequence[int]) -> int | None:
    """The next offerer after ``offerer``: the next seat clockwise holding a card, skipping
    empty hands (rulebook Step 5); ``offerer`` itself if only it holds cards; ``None`` if
    nobody does."""
    n = len(hand_counts)
    for step in range(1, n + 1):
        seat = (offerer + step) % n
        if hand_counts[seat]:
            return seat
    return None


def first_offerer(totals: Sequence[int], previous: int) -> int:
    """Who offers first in a later round: the lowest total score (rulebook Full Game); among
    tied lowest, the first met going clockwise from the seat after ``previous``, the previous
    round's first offerer (RULINGS "Grand Bid")."""
    n = len(totals)
    low = min(totals)
    return next(s for s in ((previous + k) % n for k in range(1, n + 1)) if totals[s] == low)


def final_result(totals: Sequence[int], best_runs: Sequence[int]) -> tuple[list[int], str]:
    """The winning seats and how they won (rulebook Full Game; RULINGS "Grand Bid").

    Args:
        totals: each seat's total score after the last round.
        best_runs: each seat's longest run (any length) held at the end of any one round.

    Returns:
        ``(winners, how)``: the highest total wins (:data:`WON_ON_SCORE`); tied players are
        parted by the longest run (:data:`WON_ON_RUN`); those still tied share
        (:data:`WIN_SHARED`).
    """
    top = max(totals)
    tied = [s for s, t in enumerate(totals) if t == top]
    if len(tied) == 1:
        return tied, WON_ON_SCORE
    longest = max(best_runs[s] for s in tied)
    winners = [s for s in tied if best_runs[s] == longest]
    return winners, (WIN_SHARED if len(winners) == len(tied) else WON_ON_RUN)


def run_cards(tableau: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``tableau``'s longest run of 3 or more (:func:`longest_run`), or ``()``."""
    best = longest_run(c.rank for c in tableau)
    if best is None or best[1] - best[0] + 1 < RUN_MIN:
        return ()
    return tuple(c for c in tableau if best[0] <= c.rank <= best[1])


def illegal_reason(action: Action, expected: tuple[str, ...], hand, laid, first: Card | None) -> str:
    """The rule an illegal ``action`` breaks, in words (the engine rejects it naming the rule,
    RULINGS "All games").

    Args:
        action: the illegal action.
        expected: the action kinds allowed now (``("offer",)``, ``("bid", "confirm", ...)``).
        hand: the cards of the seat to act; laid: those it has laid towards its bid.
        first: the first card of the offer on the table, if any.
    """
    kind = action.kind
    if kind not in expected:
        return f"{action} is not allowed now: it is time to {' or '.join(expected)} (rulebook Steps 1-4)"
    if kind in ("confirm", "clear"):
        return "you have laid no card: bid a card or pass (rulebook Step 2)"
    if kind == "pass":
        return "you have laid cards: confirm them as your bid, or clear them first (rulebook Step 2)"
    card = DECK.named_by(action.args)
    if card is None:
        return f"{action} does not name a card of the 40-card deck, A to 10 (rulebook The Deck)"
    if kind == "keep":
        return (
            "keep an offered card whose number is not in your tableau,"
            f" not the {card_words(card)} (rulebook Tableau Rules)"
        )
    if card not in hand:
        return f"you do not hold {card}"
    if kind == "offer":
        shown = f", the {card_words(first)}" if first is not None else ""
        return f"the second card must be a different number than the first{shown} (rulebook Step 4)"
    if card in laid:
        return f"{card} is already in your bid"
    return f"a bid is at most {MAX_BID} cards (rulebook Step 2)"
