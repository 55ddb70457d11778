"""Bid Whist's score of a finished hand: reneges settled, the contract made or set, the
points to each side and whether the game is over (the state keeps the totals:
:mod:`rules.games.bid_whist.state`).

Source: ``shared/rulebooks/bid_whist.txt`` "Scoring", "Winning the game", "Variants" and the
Bid Whist rulings "Renege", "Scoring" and "Game end" of ``shared/RULINGS.md``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rules.core.events import Event, GameOver
from rules.core.state import CHANCE, TERMINAL
from rules.games.bid_whist.parts import (
    BOOK_BASE,
    BOOKS_PER_HAND,
    MAX_BID,
    RENEGE_BOOKS,
    RENEGE_GIVES_ALL,
    RENEGE_GIVES_BOOKS,
    RENEGE_NO_PENALTY,
    TARGET,
    Contract,
    HandResult,
    HandScored,
    Phase,
    Renege,
    Reneged,
)

if TYPE_CHECKING:
    from rules.games.bid_whist.state import BidWhistState


def settle_reneges(
    books: Sequence[int], reneges: Sequence[int]
) -> tuple[list[int], list[Renege], int | None]:
    """Apply each renege's penalty in order (rulebook "Renege"; RULINGS "Renege").

    Args:
        books: books won per side, ``(side 0, side 1)``.
        reneges: the reneging seats, in the order found.

    Returns:
        ``(books, settled, all_thirteen)``: the books per side after the penalties, one
        :class:`Renege` per renege, and the side counted as winning all 13 (or ``None``).
    """
    books, settled, all_thirteen = list(books), [], None
    for seat in reneges:
        side = seat % 2
        had = books[side]
        if all_thirteen is not None:
            penalty = RENEGE_NO_PENALTY
        elif had < RENEGE_BOOKS:
            penalty, all_thirteen = RENEGE_GIVES_ALL, 1 - side
            books = [0, 0]
            books[all_thirteen] = BOOKS_PER_HAND
        else:
            penalty = RENEGE_GIVES_BOOKS
            books[side] -= RENEGE_BOOKS
            books[1 - side] += RENEGE_BOOKS
        settled.append(Renege(seat, had, penalty))
    return books, settled, all_thirteen


def hand_points(books: Sequence[int], contract: Contract, defenders_score: bool) -> tuple[bool, list[int]]:
    """``(made, points per side)`` for a hand whose sides took ``books`` (rulebook "Scoring":
    a made bid scores a point per book over six, a set loses the bid, no trump doubles both;
    "Defenders score" gives the other side its books over six too).
    """
    side, mult = contract.side, 2 if contract.notrump else 1
    made = books[side] >= contract.books_needed
    points = [0, 0]
    points[side] = (books[side] - BOOK_BASE) * mult if made else -contract.number * mult
    if defenders_score and books[1 - side] > BOOK_BASE:
        points[1 - side] = (books[1 - side] - BOOK_BASE) * mult
    return made, points


def game_end(
    contract: Contract, made: bool, scores: Sequence[int], sets: Sequence[int], options
) -> tuple[int, str] | None:
    """The winning side and the reason, or ``None`` while the game goes on (rulebook "Winning
    the game", "Variants": Boston, two sets only; RULINGS "Game end").

    Args:
        contract, made: the hand's contract and whether it was made.
        scores, sets: each side's total and sets so far, this hand included.
        options: the game's options (``boston``, ``two_sets``).
    """
    side = contract.side
    if options["boston"] and contract.number == MAX_BID:
        return (side, "boston_made") if made else (1 - side, "boston_set")
    if options["two_sets"] and not made and sets[side] >= 3:
        return 1 - side, "third_set"
    if max(scores) >= TARGET:
        return (0 if scores[0] > scores[1] else 1), "reached_7"
    if min(scores) <= -TARGET:
        return (1 if scores[0] < scores[1] else 0), "fell_to_minus_7"
    return None


def score_quietly(state: BidWhistState) -> None:
    """Score the hand just played out on ``state``, making no event (the playout path;
    :func:`scored_events` tells it afterwards): reneges settled, the points and sets added,
    the hand's record kept as ``state.last_hand``, then the next deal due or the game over
    (rulebook "Scoring", "Renege"; RULINGS "Renege")."""
    books, settled, all_thirteen = settle_reneges(state.books, state.reneges)
    c = state.contract
    made, points = hand_points(books, c, state.options["defenders_score"])
    if not made:
        state.sets[c.side] += 1
    totals = state.scores_by_side
    totals[0] += points[0]
    totals[1] += points[1]
    state.last_hand = HandResult(
        state.hand_number,
        c,
        (books[0], books[1]),
        made,
        (points[0], points[1]),
        (totals[0], totals[1]),
        tuple(settled),
        all_thirteen,
        state.dealer,
    )
    state.hand_results += (state.last_hand,)
    end = game_end(c, made, totals, state.sets, state.options)
    if end is not None:
        state.winner_side, state.end_reason = end
        state.phase = Phase.GAME_OVER
        state._cur = TERMINAL
    else:
        state.phase = Phase.DEAL
        state._cur = CHANCE


def scored_events(state: BidWhistState) -> list[Event]:
    """What :func:`score_quietly` did, as events in order: each renege settled, the hand
    scored, and the game over when it is."""
    hand = state.last_hand
    c = hand.contract
    events: list[Event] = [Reneged(r.seat, r.seat % 2, r.penalty, r.side_books) for r in hand.reneges]
    scores = tuple(state.scores())
    events.append(
        HandScored(
            hand.hand_number,
            scores,
            c.bidder,
            c.number,
            c.kind,
            hand.books,
            c.books_needed,
            hand.made,
            hand.points,
        )
    )
    if state.phase is Phase.GAME_OVER:
        events.append(GameOver(tuple(state.winners()), state.end_reason, scores))
    return events
