"""Under "reneges allowed" the search does not renege for a book: a renege costs 3 books
(RULINGS "Renege"), and no playout seat makes one (a playout full of reneges hid that)."""

import random

from rules.ai.bots import make_bot
from rules.core.state import CHANCE
from rules.games.bid_whist.ai.rollout import bid_whist_policy
from tests.rules.bid_whist_support import new_state, run

OPTIONS = {"reneges_allowed": True, "jokers_any_time": True, "sport_kitty": True}

# A hand from a trial game (seed 1120736570): North bid 5 downtown, hearts trump. After the
# 8, 9 and 2 of diamonds, West holds the King and 4 of diamonds and could win the book only
# by trumping, a renege; hard used to do so, handing North's side 3 books.
TRIAL = [
    "deal 2 8S,7D,7H,AS,AH,9C,2D,JS,JH,3D,KC,9S QC,KD,BJ,3H,7C,4D,QH,3C,8H,4H,2C,6C "
    "10S,KS,JC,4S,10D,2H,5H,10C,8D,5D,AC,LJ 9D,2S,6S,QS,5S,7S,6D,3S,AD,JD,QD,5C 8C,4C,10H,9H,6H,KH",
    "bid 4 downtown",
    "pass",
    "pass",
    "bid 5 downtown",
    "trump H",
    *(f"discard {c}" for c in ("4S", "5D", "10D", "9H", "KS", "10S")),
    "play 8D",
    "play 9D",
    "play 2D",
]


def test_hard_follows_suit_rather_than_renege_for_a_book():
    state = new_state(0, **OPTIONS)
    run(state, TRIAL)
    assert state.current_player == 1 and len(state.legal_actions()) == 12
    for seed in range(3):
        move = make_bot("bid_whist", "hard").choose(state.view(1), state.legal_actions(), random.Random(seed))
        assert str(move) in ("play KD", "play 4D")


def test_playouts_never_renege():
    rng = random.Random(4)
    state = new_state(3, **OPTIONS)
    plays = 0
    while not state.is_terminal and plays < 400:
        if state.current_player == CHANCE:
            state.apply(state.chance_action())
            continue
        if state.phase.value == "play":
            assert set(state.proper_play_actions()) <= set(state.legal_actions())
            move = bid_whist_policy(state, rng)
            assert move in state.proper_play_actions()
            plays += 1
        else:
            move = bid_whist_policy(state, rng)
        state.apply(move)
    assert plays >= 48
