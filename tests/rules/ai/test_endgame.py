"""The round's last moves solved exactly on sampled deals (rules/ai/endgame.py; issue 23)."""

import random

import pytest

from rules.ai import endgame
from rules.ai.bots import game_ai, make_bot
from rules.ai.hint import hint
from rules.ai.review import review_decision
from rules.games import new_game

# Bid Coin, 3 players, red trumps (the R6 left over): South (seat 0) has won 7 tricks and
# pushed its 7 coin, and holds B6 and P6 with East's Y4 led; no yellow is left, so neither
# card wins this trick. Won with South's own 6, the last trick counts two wins (RULINGS "Bid
# Coin"): South pushes its 2 and makes a bid of 9, nine coin values gone instead of seven. The
# P6 kept wins it for sure (the purple left must follow it); the B6 kept is trumped by West's
# R5. So the B6 is the card to play now: the deep search of the blunder measurement rated the
# P6 4.9 coin values worse, and the tree search alone played the P6 in 8 runs of 8.
BID_COIN_LAST_TWO = [
    "deal 0 R1,R3,Y3,G4,G5,G6,B0,B4,B5,B6,B7,P4,P6 R0,R2,R4,R5,Y1,Y5,G0,G3,B2,B3,P0,P5,P7"
    " R7,Y0,Y2,Y4,Y6,Y7,G1,G2,G7,B1,P1,P2,P3 R6",
    *"play R3,play R4,play R7,push 5,play Y6,play Y3,play Y1,play Y7,play R1,play Y5,push 7".split(","),
    *"play B4,play B2,play B1,play B5,play B3,play Y0,play B0,play R0,play G1,push 3,play P7".split(","),
    *"play P1,play P4,play R2,play Y2,play G5,play G0,play G2,play G4,play B7,play P5,play P2".split(","),
    *"play G6,play G3,play G7,play Y4".split(","),
]


def bid_coin_position(actions):
    state = new_game("bid_coin", 3, {}, seed=97405)
    for action in actions:
        state.apply(action)
    return state


def test_the_last_two_cards_are_solved_on_every_deal_left():
    state = bid_coin_position(BID_COIN_LAST_TWO)
    view, legal = state.view(0), state.legal_actions()
    assert sorted(map(str, view.hand)) == ["B6", "P6"]
    move = endgame.endgame_move(game_ai("bid_coin"), view, legal, random.Random(1))
    assert str(move) == "play B6"
    assert str(make_bot("bid_coin", "hard").choose(view, legal, random.Random(2))) == "play B6"


def test_a_decision_with_many_cards_left_goes_to_the_tree_search():
    state = bid_coin_position(BID_COIN_LAST_TWO[:1])
    view = state.view(state.current_player)
    assert sum(view.hand_counts) > endgame.ENDGAME_CARDS
    assert endgame.endgame_move(game_ai("bid_coin"), view, state.legal_actions(), random.Random(1)) is None


def test_a_decision_too_big_to_solve_goes_back_to_the_tree_search(monkeypatch):
    state = bid_coin_position(BID_COIN_LAST_TWO)
    view, legal = state.view(0), state.legal_actions()
    monkeypatch.setattr(endgame, "NODE_LIMIT", 8)  # less than one deal's positions
    assert endgame.endgame_move(game_ai("bid_coin"), view, legal, random.Random(1)) is None
    assert make_bot("bid_coin", "hard").choose(view, legal, random.Random(2)) in legal


@pytest.mark.parametrize("game", ["bid_whist", "coins", "cant_win", "bid_coin"])
def test_hard_alone_solves_endgames_in_the_trick_games(game):
    assert make_bot(game, "hard").endgame is endgame.endgame_move
    assert make_bot(game, "normal").endgame is None and make_bot(game, "easy").endgame is None


def test_grand_bid_keeps_its_secret_auctions_to_the_tree_search():
    """An exact search would see the other seats' secret bids."""
    assert make_bot("grand_bid", "hard").endgame is None


def test_the_hint_and_the_review_name_the_solved_move():
    """The hint and the review's "hard computer player's move" are one search
    (rules/ai/hint.py search_decision): in the last moves, the solved one."""
    state = bid_coin_position(BID_COIN_LAST_TWO)
    view, legal = state.view(0), state.legal_actions()
    suggested = hint("bid_coin", view, legal, "decision 97405 41")
    assert str(suggested.action) == "play B6" and str(suggested.rival) == "play P6"
    verdict = review_decision("bid_coin", view, legal, "play P6", "decision 97405 41", 400)
    assert verdict.best == "play B6"
    # (the hint weighs P6 as the review does when P6 is played: the same deals, the same loss)
    assert suggested.lead == verdict.loss and suggested.call == "better" and verdict.mark


def test_the_review_weighs_a_move_in_the_last_moves_on_the_deals_the_hint_solved():
    """The P6 kept loses the last trick (and the bid) on every deal left, so the review tells
    it apart from the B6 and marks it; the tree search's playouts alone had called the two
    as good as each other (a loss of 0.0, standard error 0.58)."""
    state = bid_coin_position(BID_COIN_LAST_TWO)
    view, legal = state.view(0), state.legal_actions()
    verdict = review_decision("bid_coin", view, legal, "play P6", "decision 97405 41", 400)
    assert verdict.told_apart and verdict.loss > 2.0 and verdict.mark == "blunder"
    assert review_decision("bid_coin", view, legal, "play B6", "decision 97405 41", 400).loss == 0.0


def test_solved_deals_give_the_tree_search_shape_the_hint_words():
    state = bid_coin_position(BID_COIN_LAST_TWO)
    view, legal = state.view(0), state.legal_actions()
    solved = endgame.solve_deals(game_ai("bid_coin"), view, legal, random.Random(1))
    root = solved.root()
    assert root.visits == sum(times for times, _ in solved.deals) == endgame.SAMPLES
    b6, p6 = (next(m for m in solved.moves if str(m) == f"play {c}") for c in ("B6", "P6"))
    assert solved.best() == b6 and root.children[b6].visits == root.visits and root.children[p6].visits == 0
    assert solved.mean(b6) > solved.mean(p6)


def test_between_moves_equal_under_best_play_the_one_that_leaves_room_to_go_wrong(monkeypatch):
    """East (seat 2), a trick earlier: leading the Y4 or the P3 comes to the same under best
    play on both deals left, but after the Y4 South must still find the B6 (the position
    above); the reference of the blunder measurement rated the P3 3.0 coin values worse."""
    state = bid_coin_position(BID_COIN_LAST_TWO[:-1])
    view, legal = state.view(2), state.legal_actions()
    ai = game_ai("bid_coin")
    assert str(endgame.endgame_move(ai, view, legal, random.Random(1))) == "play Y4"
    monkeypatch.setattr(endgame, "SLIP", 0.0)  # best play only: a tie, to the first in text order
    assert str(endgame.endgame_move(ai, view, legal, random.Random(1))) == "play P3"


def test_the_all_seeing_ceiling_solves_the_true_deal_in_the_last_tricks(monkeypatch):
    """The measurement's ceiling (issue 23: the tree search alone was no better than hard in
    Bid Coin) plays the last tricks exactly on the cards it sees: with one iteration of tree
    search, the solved card; with a limit too small, the tree search decides."""
    from rules.ai.omniscient import OmniscientBot

    state = bid_coin_position(BID_COIN_LAST_TWO)
    legal = state.legal_actions()
    seeing = OmniscientBot(game_ai("bid_coin"), iterations=1)
    assert [str(seeing.choose_seeing(state, legal, random.Random(s))) for s in range(6)] == ["play B6"] * 6
    assert str(endgame.solve_seen(game_ai("bid_coin"), state, legal, random.Random(1))) == "play B6"
    early = bid_coin_position(BID_COIN_LAST_TWO[:1])
    assert endgame.solve_seen(game_ai("bid_coin"), early, early.legal_actions(), random.Random(1)) is None
    monkeypatch.setattr(endgame, "NODE_LIMIT", 2)
    assert endgame.solve_seen(game_ai("bid_coin"), state, legal, random.Random(1)) is None


def test_the_all_seeing_line_names_the_move_made_when_it_was_as_good():
    """helper-33 led a 4 that won every remaining book, and the review's all-seeing line named
    the 10 the hint had chosen as if it were better: of moves equal under best play on the
    true deal, the line names the one made (here two cards left in each hand, where either
    card of seed 1's South wins the same)."""
    ai = game_ai("bid_whist")
    state, rng = new_game("bid_whist", 4, {}, 1), random.Random(1)
    while state.current_player < 0 or sum(state.view(state.current_player).hand_counts) > 8:
        state.advance_chance() if state.current_player < 0 else state.apply(rng.choice(state.legal_actions()))
    legal = state.legal_actions()
    assert len(legal) == 2
    named = {str(endgame.solve_seen(ai, state, legal, random.Random(1), str(m))) for m in legal}
    assert named == {str(m) for m in legal}  # each, when made, is named
