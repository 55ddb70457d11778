"""The review of a hand: the decisions it looks at, verdicts that depend on the seat's view
only and on the seed (the same every time), marks by the game's thresholds, never a mark for
a move the search cannot tell from the best, and the one-line summary."""

import random

import pytest

from rules.ai.bots import game_ai, make_bot
from rules.ai.decision import decision_seed
from rules.ai.review import (
    MARKS,
    Verdict,
    decisions,
    mark,
    review_decision,
    seen_move,
    summary,
)
from rules.core.record import GameRecord, Seat
from rules.core.state import CHANCE
from rules.games import GAMES, new_game

ITERATIONS = 200
"""A small budget: the tests check the machinery, not the strength."""


def record_of(game: str, seed: int, actions: int = 400) -> GameRecord:
    """A record of baseline bots playing ``game`` (at most ``actions`` actions)."""
    players = GAMES[game].variant().default_players
    state = new_game(game, players, None, seed)
    rng = random.Random(seed)
    bot = make_bot(game, "baseline")
    while not state.is_terminal and len(state.history) < actions:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
        else:
            seat = state.current_player
            state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    seats = [Seat(f"P{i}", "human" if i == 0 else "ai") for i in range(players)]
    return GameRecord(game, dict(state.options), seats, seed, [str(a) for a in state.history], "test")


@pytest.mark.parametrize("game", list(GAMES))
def test_decisions_are_one_seats_moves_with_a_choice_as_it_saw_them(game):
    record = record_of(game, 3)
    found = decisions(record, [0])
    assert found and all(d.seat == 0 for d in found)
    take_backs = game_ai(game).take_backs
    hands = [d.hand for d in found]
    assert hands == sorted(hands) and hands[0] == 1
    for d in found:
        assert len(d.legal) > 1 and d.made in d.legal
        assert d.made.split()[0] not in take_backs
        assert str(record.actions[d.index]) == d.made
        assert d.state.view(0) == d.view and d.state.current_player == 0


@pytest.mark.parametrize("game", list(GAMES))
def test_the_moves_left_out_as_forced_are_counted_by_hand(game):
    """Every move of the seat is a decision, a take-back, or counted as forced in its hand (the
    review says how many it does not list: a tester thought moves were missing)."""
    from collections import Counter

    record = record_of(game, 3)
    forced: Counter[int] = Counter()
    assert decisions(record, [0], forced)
    take_backs = game_ai(game).take_backs
    state, hand, expected = new_game(game, record.players, record.options, record.seed), 0, Counter()
    for text in record.actions:
        if state.current_player == CHANCE and state.phase.name == "DEAL":
            hand += 1
        elif state.current_player == 0 and text.split()[0] not in take_backs:
            moves = [a for a in state.legal_actions() if a.kind not in take_backs]
            expected[hand] += len(moves) == 1
        state.apply(text)
    assert forced and forced == +expected


@pytest.mark.parametrize("game", list(GAMES))
def test_a_verdict_is_the_same_from_any_deal_of_the_hidden_cards_the_seat_could_not_see(game):
    """Honest like the bots: re-deal the cards the seat could not see, consistently with its
    view, and the review says the same (fixed seed)."""
    record = record_of(game, 5)
    d = decisions(record, [0])[2]
    seed = decision_seed(record.seed, d.index)
    verdict = review_decision(game, d.view, d.legal, d.made, seed, ITERATIONS)
    det = game_ai(game).determinize(d.view)
    rng = random.Random(9)
    others = [det.sample(rng) for _ in range(4)]
    other = next(
        s
        for s in others
        if [s.view(p) for p in range(s.num_players)] != [d.state.view(p) for p in range(s.num_players)]
    )
    assert other.view(0) == d.view  # the same seat's view, other hidden cards
    assert review_decision(game, other.view(0), d.legal, d.made, seed, ITERATIONS) == verdict
    assert review_decision(game, d.view, d.legal, d.made, seed, ITERATIONS) == verdict  # seeded


def test_the_best_move_is_never_marked_and_a_move_that_gives_up_a_trick_worth_coins_is():
    record = record_of("coins", 7)
    found = decisions(record, [0])
    worst = None
    for d in found[:12]:
        seed = decision_seed(record.seed, d.index)
        for move in d.legal:
            v = review_decision("coins", d.view, d.legal, move, seed, ITERATIONS)
            if v.made == v.best:
                assert v.loss == 0.0 and v.mark == ""
            elif worst is None or v.loss > worst.loss:
                worst = v
    assert worst is not None and worst.told_apart and worst.mark in MARKS


def test_marks_follow_the_games_thresholds_and_need_the_move_told_apart():
    ai = game_ai("coins")
    slip, mistake, blunder = ai.review_marks
    assert mark(ai, Verdict("a", "b", blunder + 0.1, 0.1, "")) == "blunder"
    assert mark(ai, Verdict("a", "b", mistake, 0.1, "")) == "mistake"
    assert mark(ai, Verdict("a", "b", slip, 0.1, "")) == "slip"
    assert mark(ai, Verdict("a", "b", slip / 2, 0.01, "")) == ""
    assert mark(ai, Verdict("a", "b", blunder * 2, blunder, "")) == ""  # within two standard errors
    assert mark(ai, Verdict("a", "a", 0.0, 0.0, "")) == ""


def test_the_summary_line_counts_the_marks_and_tells_the_unmarked_apart_from_the_best():
    def v(m, loss=1.0, made="a"):
        return Verdict(made, "b", loss, 0.1, m)

    assert summary([v("mistake"), v("mistake"), *[v("", 0.0, "b")] * 11]) == "2 mistakes, 11 best or as good"
    assert (
        summary([v("blunder"), v("slip"), v("", 0.25)])
        == "1 blunder, 1 slip, 1 a little short of the best, 0 best or as good"
    )
    assert (
        summary([v("", 0.3), v("", 0.1)]) == "1 a little short of the best, 1 best or as good"
    )  # 0.1: not told apart
    assert summary([]) == "0 best or as good"
    unsure = Verdict("a", "b", 1.8, 1.5, "")  # (1.8 points behind, within the search's spread)
    assert summary([unsure, v("", 0.0, "b")], slip=1.0) == "1 unclear, 1 best or as good"  # (a tester's 1.8)
    assert summary([unsure, Verdict("a", "b", 0.9, 0.8, "")], slip=1.0) == "1 unclear, 1 best or as good"


@pytest.mark.parametrize("game", list(GAMES))
def test_the_all_seeing_move_answers_the_decision_it_is_shown_beside(game):
    """Every reviewed decision of a played game: the all-seeing search starts from the state
    that decision was made in, so its move is one of that decision's legal moves (and at a
    decision of one kind of move, that kind)."""
    record = record_of(game, 8)
    found = decisions(record, [0])
    assert found
    for d in found:
        move = seen_move(record, d.index, f"seen {d.index}", 12)
        assert move in d.legal, (d.index, d.made, move)
        if len({a.split()[0] for a in d.legal}) == 1:
            assert move.split()[0] == d.made.split()[0]


def _until_seat0_may(game: str, kind: str, seed: int):
    """A game of baseline bots up to seat 0's first turn with a ``kind`` move among its legal
    ones, or ``None`` within 400 actions."""
    players = GAMES[game].variant().default_players
    state = new_game(game, players, None, seed)
    rng, bot = random.Random(seed), make_bot(game, "baseline")
    while not state.is_terminal and len(state.history) < 400:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
        elif state.current_player == 0 and any(a.kind == kind for a in state.legal_actions()):
            return state
        else:
            state.apply(bot.choose(state.view(state.current_player), state.legal_actions(), rng))
    return None


def _reviewed_moves(game: str, state) -> list[str]:
    """Seat 0's reviewed moves (as texts) of ``state``'s game so far."""
    seats = [Seat(f"P{i}", "human" if i == 0 else "ai") for i in range(state.num_players)]
    record = GameRecord(game, dict(state.options), seats, state.seed, [str(a) for a in state.history], "test")
    return [d.made for d in decisions(record, [0])]


def test_cards_laid_and_picked_up_again_are_not_reviewed_only_the_bid_made():
    """Grand Bid's ``clear`` takes back every card laid this turn (rulebook Step 2): those lays
    were never the bid, so the review leaves them out and keeps the lay after and the confirm."""
    state = next(s for seed in range(40) if (s := _until_seat0_may("grand_bid", "bid", seed)))
    before = _reviewed_moves("grand_bid", state)
    first, second, third = [a for a in state.legal_actions() if a.kind == "bid"][:3]
    for move in (first, second, "clear", third, "confirm"):
        state.apply(move)
    assert _reviewed_moves("grand_bid", state) == [*before, str(third), "confirm"]


def test_a_coin_turned_back_up_is_not_reviewed_the_other_turned_coin_is():
    """Bid Coin's ``unzero V`` takes back the coin ``V`` turned this turn (rulebook "Special bid:
    declaring a bid of 0"), not the coin turned before it."""
    state = next(s for seed in range(200) if (s := _until_seat0_may("bid_coin", "zero", seed)))
    before = _reviewed_moves("bid_coin", state)
    first = next(a for a in state.legal_actions() if a.kind == "zero")
    state.apply(first)
    second = next(a for a in state.legal_actions() if a.kind == "zero")
    state.apply(second)
    state.apply(f"unzero {first.args[0]}")
    assert _reviewed_moves("bid_coin", state) == [*before, str(second)]


def test_a_touching_card_is_not_marked_against_its_twin():
    """7♣ and 8♣ in one hand win and lose the same tricks, yet the review marked 8♣ a slip
    (loss 0.63 ± 0.24) when the search liked 7♣: the search that chose the best move had
    grown its tree under it, so its playouts played on better. The loss now comes from two
    searches alike but for the forced move (paired_loss). Before, 3 of 86 such pairs in three
    Bid Whist games were marked; now none (mean loss 0.110 before, 0.018 after)."""
    from rules.ai.review import hard_iterations

    record = record_of("bid_whist", 0)
    d = next(d for d in decisions(record, [0, 1, 2, 3]) if d.index == 15)
    assert {"play 7C", "play 8C"} <= set(d.legal)
    seed = decision_seed(record.seed, d.index)
    verdicts = [
        review_decision("bid_whist", d.view, d.legal, m, seed, hard_iterations("bid_whist"))
        for m in ("play 7C", "play 8C")
    ]
    assert {v.best for v in verdicts} == {"play 7C"} and verdicts[0].loss == 0.0
    assert verdicts[1].mark == "" and not verdicts[1].told_apart


def test_the_all_seeing_line_names_the_touching_card_played_not_its_twin():
    """At this decision the all-seeing search liked 9♣ and the player held 8♣ and 9♣, which
    win and lose the same tricks: the line named 9♣, as if 8♣ had been worse. Two searches of
    the true deal alike but for the forced card cannot tell them apart, so it names 8♣."""
    from rules.ai.omniscient import OmniscientBot
    from rules.ai.review import hard_iterations
    from rules.ai.rollouts import forward_moves

    record = record_of("bid_whist", 1)
    index = 41
    state = new_game("bid_whist", 4, record.options, record.seed)
    for text in record.actions[:index]:
        state.apply(text)
    assert record.actions[index] == "play 8C" and {"play 8C", "play 9C"} <= {
        str(a) for a in state.legal_actions()
    }
    ai, budget = game_ai("bid_whist"), hard_iterations("bid_whist")
    bot = OmniscientBot(ai, budget)
    legal = forward_moves(state.legal_actions(), ai.take_backs)
    assert str(bot.choose_seeing(state, legal, random.Random(f"seen {index}"), "play 8C")) == "play 9C"
    assert not bot.solved  # (not the last tricks, which the solver settles exactly)
    assert seen_move(record, index, f"seen {index}", budget) == "play 8C"


def test_a_grand_bid_card_is_not_reviewed_against_its_twin_of_another_suit(monkeypatch):
    """Suits do not matter in Grand Bid (rulebook Goal): when the search would lay the 10♥
    and the player laid the 10♠, the review names the player's card as the best, with no
    loss, and does not search the two against each other."""
    import rules.ai.review as review

    state = next(
        s
        for seed in range(60)
        if (s := _until_seat0_may("grand_bid", "bid", seed))
        and len({a.args[0][:-1] for a in s.legal_actions() if a.kind == "bid"})
        < len([a for a in s.legal_actions() if a.kind == "bid"])
    )
    legal = state.legal_actions()
    made, twin = next(
        (a, b)
        for a in legal
        for b in legal
        if a.kind == b.kind == "bid" and a != b and a.args[0][:-1] == b.args[0][:-1]
    )
    monkeypatch.setattr(review, "searched", lambda *args: (twin, None, None, None))
    monkeypatch.setattr(review, "paired_loss", lambda *args: pytest.fail("twins searched against each other"))
    verdict = review_decision("grand_bid", state.view(0), legal, made, "twin", 10)
    assert (verdict.made, verdict.best, verdict.loss, verdict.mark) == (str(made), str(made), 0.0, "")
