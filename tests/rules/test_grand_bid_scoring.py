"""Grand Bid's rule functions: runs, scoring, the auction's winner, the offerers, the winner.

Sources: ``shared/rulebooks/grand_bid.txt`` (Glossary "Run"; Scoring and its example; Step 3;
Step 5; Full Game) and the Grand Bid rulings of ``shared/RULINGS.md``.
"""

from __future__ import annotations

import pytest

from rules.games.grand_bid.parts import (
    WIN_SHARED,
    WON_ON_RUN,
    WON_ON_SCORE,
    auction_winner,
    final_result,
    first_offerer,
    longest_run,
    make_grand_bid_deck,
    next_offerer,
    run_length,
    run_score,
    runs,
    tableau_score,
)


def test_the_deck_is_a_to_ten_four_times_in_french_card_texts():
    """The Deck: 40 cards, four of each number 1 (the Ace) to 10; the French art's texts."""
    deck = make_grand_bid_deck()
    assert len(deck) == 40 and [c.rank for c in deck.cards] == [n for n in range(1, 11) for _ in range(4)]
    assert [c.text for c in deck.cards[:5]] == ["AS", "AH", "AD", "AC", "2S"] and deck.cards[-1].text == "10C"
    assert deck.parse("10h").rank == 10 and all(c.index == i for i, c in enumerate(deck.cards))
    with pytest.raises(ValueError):
        deck.parse("KS")


def test_the_rulebook_example_scores_four():
    """Scoring example: "2, 3, 4, 7, 8, 9, 10 ... Your longest run is 7-8-9-10 (run of 4,
    scores 4 points). The 2-3-4 does not score." """
    assert runs([2, 3, 4, 7, 8, 9, 10]) == [(2, 4), (7, 10)]
    assert longest_run([10, 9, 8, 7, 4, 3, 2]) == (7, 10)
    assert tableau_score([2, 3, 4, 7, 8, 9, 10]) == 4


@pytest.mark.parametrize(
    "length, points",
    [(0, 0), (1, 0), (2, 0), (3, 3), (4, 4), (5, 5), (6, 6), (7, 9), (8, 12), (9, 15), (10, 18)],
)
def test_a_run_scores_its_length_and_two_more_from_the_seventh_card(length, points):
    """Scoring: 1 point per card of the longest run of 3 or more, 2 more for each card from
    the 7th on (RULINGS: L + 2 x max(0, L - 6)): runs of 6, 7 and 10 score 6, 9 and 18."""
    assert run_score(length) == points
    assert tableau_score(range(1, length + 1)) == points


def test_runs_do_not_wrap_and_equal_runs_give_the_highest():
    """Key Details: "Runs do not wrap from 10 to 1"; of two equally long runs either scores
    the same - the view marks the higher."""
    assert run_length([9, 10, 1, 2]) == 2 and tableau_score([9, 10, 1, 2]) == 0
    assert longest_run([1, 2, 3, 6, 7, 8]) == (6, 8) and longest_run([]) is None
    assert run_length([5]) == 1 and run_length([]) == 0


def test_the_auction_winner():
    """Step 3: the most cards win; a tie goes to the bidder nearer the offerer's left (the one
    met first clockwise: RULINGS); nobody wins when nobody bid a card."""
    assert auction_winner([(1, 2), (2, 3)]) == 2
    assert auction_winner([(2, 3), (0, 3)]) == 2
    assert auction_winner([(0, 0), (1, 0)]) is None and auction_winner([]) is None
    assert auction_winner([(0, 0), (1, 1)]) == 1


def test_the_next_offerer_skips_empty_hands():
    """Step 5: the next player clockwise offers; one with no cards is skipped."""
    assert next_offerer(0, [5, 5, 5]) == 1
    assert next_offerer(0, [5, 0, 5]) == 2
    assert next_offerer(2, [5, 5, 0]) == 0
    assert next_offerer(1, [0, 3, 0]) == 1 and next_offerer(1, [0, 0, 0]) is None


def test_the_first_offerer_of_a_later_round():
    """Full Game: the lowest score offers first; among tied lowest, the first met clockwise
    from the seat after the previous round's first offerer (RULINGS "Grand Bid")."""
    assert first_offerer([9, 4, 6], 0) == 1
    assert first_offerer([4, 9, 4], 0) == 2 and first_offerer([4, 9, 4], 2) == 0
    assert first_offerer([3, 3, 3], 1) == 2


def test_the_winner_and_the_tie_breaks():
    """Full Game: the highest total wins; tied, the longest single run held at the end of a
    round (any length, RULINGS); still tied, the victory is shared."""
    assert final_result([20, 18, 9], [7, 9, 3]) == ([0], WON_ON_SCORE)
    assert final_result([20, 20, 9], [6, 7, 9]) == ([1], WON_ON_RUN)
    assert final_result([20, 20, 20], [7, 7, 6]) == ([0, 1], WON_ON_RUN)
    assert final_result([20, 20, 9], [7, 7, 10]) == ([0, 1], WIN_SHARED)
    assert final_result([0, 0, 0], [2, 1, 2]) == ([0, 2], WON_ON_RUN)
