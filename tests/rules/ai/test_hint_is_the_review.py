"""The hint at a decision and the review of that decision are one search (issue 24): from
the seat's view, over the moves worth a search, with the same seed and budget, so the move a
hint suggests is the review's best move, whatever move was then made."""

import random

import pytest

from rules.ai.bots import game_ai
from rules.ai.decision import decision_seed
from rules.ai.hint import hint
from rules.ai.review import decisions, review_decision
from rules.core.actions import as_action
from rules.games import GAMES
from tests.rules.ai.test_review import record_of

ITERATIONS = 60
"""A small budget: the two must agree at any budget."""


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hints_move_is_the_reviews_best_move_at_every_decision(game):
    record = record_of(game, 11)
    found = decisions(record, [0])
    assert len(found) >= 6
    compared = 0
    for d in found[:: max(1, len(found) // 8)]:
        seed = decision_seed(record.seed, d.index)
        suggested = hint(game, d.view, [as_action(a) for a in d.legal], seed, ITERATIONS).action
        for made in {d.made, str(suggested), d.legal[-1]}:
            verdict = review_decision(game, d.view, d.legal, made, seed, ITERATIONS)
            assert verdict.best == str(suggested), (d.index, made)
            compared += 1
    assert compared >= 6


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hint_weighs_its_next_best_move_as_the_review_would_if_it_were_played(game):
    """A tester read a hint calling the next best move "about 1 point" worse and then the
    review calling that move, played, as good: the hint compared its search's averages, the
    review two searches alike but for the move. The hint now asks the review's question, so
    its lead is the review's loss and "about as good" is the review's "as good"."""
    record = record_of(game, 12)
    compared = 0
    for d in decisions(record, [0])[::3]:
        seed = decision_seed(record.seed, d.index)
        found = hint(game, d.view, [as_action(a) for a in d.legal], seed, ITERATIONS)
        if found.rival is None:
            continue
        verdict = review_decision(game, d.view, d.legal, str(found.rival), seed, ITERATIONS)
        assert found.lead == verdict.loss, d.index
        behind = "as good" if verdict.loss < game_ai(game).review_marks[0] else "unsure"
        assert found.call == ("better" if verdict.told_apart else behind), d.index
        compared += 1
    assert compared >= 3


def test_a_move_never_worth_a_search_is_still_judged_against_the_hints_move():
    """Bid Whist leaves some moves out of its search (GameAI.sensible); the moves come as texts
    (as from the app's worker), and a player who makes a move left out gets a verdict with a
    loss measured by a search of its own, against the hint's move."""
    ai = game_ai("bid_whist")
    record = record_of("bid_whist", 3)
    left_out = []
    for d in decisions(record, [0]):
        own = d.state.legal_actions()
        left_out = [str(a) for a in own if a not in ai.moves_worth_searching(d.view, own)]
        if left_out:
            break
    assert left_out, "this game has a move never worth a search"
    seed = decision_seed(record.seed, d.index)
    suggested = hint("bid_whist", d.view, [as_action(a) for a in d.legal], seed, ITERATIONS).action
    assert str(suggested) not in left_out
    verdict = review_decision("bid_whist", d.view, d.legal, left_out[0], seed, ITERATIONS)
    assert verdict.best == str(suggested) != verdict.made
    assert verdict.error > 0.0 and verdict.loss >= 0.0


def _zero_declaration(seed: int, first: str = "zero 1"):
    """A 3-player Bid Coin state with the first seat to declare zero, one coin turned."""
    from rules.core.state import CHANCE
    from rules.games import new_game

    state, rng = new_game("bid_coin", 3, {}, seed), random.Random(seed)
    while not any(a.kind == "zero" for a in state.legal_actions()):
        chance = state.current_player == CHANCE
        state.apply(state.chance_action() if chance else rng.choice(state.legal_actions()))
    state.apply(next(a for a in state.legal_actions() if str(a) == first))
    return state


def test_a_coin_the_search_turns_next_for_the_same_zero_is_no_rival_nor_a_mistake():
    """Helper-78, declaring zero with the 1 coin turned: the hint said turn the 7 "about 2 coin
    values better off ... than the 5 coin would", then said to turn the 5: both reach one
    choice, whose two orders a search sums apart only by chance. A coin the search plans to
    turn next in the same run (:func:`rules.ai.decision.planned_picks`) is part of its move:
    never the hint's rival, and the review of it played calls it the search's own."""
    from rules.ai.decision import planned_picks
    from rules.ai.review import searched
    from rules.ai.rollouts import forward_moves

    ai, checked = game_ai("bid_coin"), []
    # (the last: after the 7, the search's next picks the 2 and the 5 on 47% and 32% of its
    # playouts, a plan a threshold of half missed: helper-79 was told the 2 was worse, then to
    # turn it)
    for seed, first in ((1, "zero 1"), (2, "zero 1"), (3, "zero 1"), (1, "zero 7")):
        state = _zero_declaration(seed, first)
        seat, legal = state.current_player, forward_moves(state.legal_actions(), ai.take_backs)
        view, iterations = state.view(seat), ai.budgets["hard"]
        move, root, _, _ = searched(ai, view, legal, iterations, random.Random("z"))
        planned = planned_picks(ai, root, move, seat)
        if not planned:
            continue
        assert all(p.kind == "zero" for p in planned) and move not in planned
        found = hint("bid_coin", view, legal, "z", iterations)
        assert found.action == move and found.rival not in planned, (seed, found.rival, planned)
        verdict = review_decision("bid_coin", view, legal, planned[0], "z", iterations)
        assert (verdict.made, verdict.best) == (str(planned[0]), str(move)) and not verdict.told_apart
        assert verdict.loss == 0.0 and not verdict.mark  # (as good: "the two are as good")
        checked.append((seed, first))
    assert len(checked) >= 3 and (1, "zero 7") in checked
