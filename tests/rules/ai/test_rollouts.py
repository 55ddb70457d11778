"""Playout policies: Bid Coin's plays to the bid, Grand Bid's baseline habit on bit masks."""

import random

import pytest

from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_coin import BidCoinState, Phase
from rules.games.bid_coin.ai.rollout import bid_coin_policy, habit_position, habit_tables
from rules.games.bid_coin.parts import SUITS
from rules.games.grand_bid.ai.baseline import GrandBidBaselineBot
from rules.games.grand_bid.ai.rollout import habit
from tests.rules.bid_coin_support import A, C, D, deal, trick
from tests.rules.test_bid_coin_examples import ROUND_HANDS


class NoNoise(random.Random):
    """Never draws a playout's random move (``random()`` is above the noise share)."""

    def random(self) -> float:
        return 0.99


def d_to_play(wins: int, pushed: list[int], declared: bool = False) -> BidCoinState:
    """D last to play to A's Y4, B's Y1, C's Y2 (trump purple) holding Y3 (loses) and Y7
    (takes the trick), with its wins and pushed coins set."""
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    for text in ("Y4", "Y1", "Y2"):
        state.apply(f"play {text}")
    state.wins[D], state.pushed[D], state.declared[D] = wins, pushed, declared
    return state


@pytest.mark.parametrize(
    "wins, pushed, declared, expected",
    [
        (0, [], False, "play Y7"),  # nothing pushed yet: win to push a coin
        (1, [3], False, "play Y7"),  # short of its bid
        (3, [3], False, "play Y3"),  # at its bid: lose
        (0, [], True, "play Y3"),  # declared zero: lose
    ],
)
def test_bid_coin_playouts_play_to_the_bid(wins, pushed, declared, expected):
    state = d_to_play(wins, pushed, declared)
    assert str(bid_coin_policy(state, NoNoise(0))) == expected


def test_bid_coin_playouts_push_the_smallest_coin_and_declare_no_zero():
    state = BidCoinState(4, {}, 0)
    deal(state, A, ROUND_HANDS, "P1 P0 R0")
    trick(state, "Y4 Y1 Y2 Y7")  # D takes it and must push
    assert state.phase is Phase.PUSH and state.current_player == D
    assert str(bid_coin_policy(state, NoNoise(0))) == "push 1"
    state.apply("push 5")
    zero_offered = 0
    for _ in range(20):  # the next plays never begin a zero declaration
        zero_offered += any(a.kind == "zero" for a in state.legal_actions())
        move = bid_coin_policy(state, NoNoise(0))
        assert move.kind == "play"
        state.apply(move)
        if state.phase is Phase.PUSH:
            state.apply(bid_coin_policy(state, NoNoise(0)))
    assert zero_offered  # there was a zero to decline


@pytest.mark.parametrize(
    "leader, wins, pushed, expected",
    [
        (A, 0, [], "play B10"),  # nothing pushed yet: the strongest card, the last of the four 10s
        (A, 1, [1], "play Y4"),  # at its bid: the weakest
        (C, 0, [], "play P3"),  # the strongest is a trump (purple), however low, over a 6
        (C, 1, [1], "play Y0"),  # the weakest: the first of the two 0s
    ],
)
def test_bid_coin_playouts_lead_to_the_bid(leader, wins, pushed, expected):
    """A, to lead, has no trump: R8 R9 R10 Y4 Y8 Y9 Y10 G8 G9 G10 B8 B9 B10; C has two:
    R2 R4 R6 Y0 Y2 Y6 G0 G2 G6 B2 B6 P2 P3 (trump purple)."""
    state = BidCoinState(4, {}, 0)
    deal(state, leader, ROUND_HANDS, "P1 P0 R0")
    state.wins[leader], state.pushed[leader] = wins, pushed
    assert str(bid_coin_policy(state, NoNoise(0))) == expected


def test_bid_coin_habit_reads_a_stable_sort_of_the_cards_from_either_end():
    """habit_position chooses as the habit's plain reading does: the cards sorted by
    weakness (equals in hand order), the lead's strongest or weakest, the weakest card that
    takes the trick or the strongest that does not, else the weakest; random hands, trumps
    and winning cards of both decks, in any hand order."""
    rng = random.Random(3)
    for _ in range(3000):
        players = rng.choice((3, 4))
        weakness, takes = habit_tables(players, rng.choice(SUITS))
        cards = rng.sample(range(len(weakness)), rng.randint(1, 13))
        best = None if rng.random() < 0.3 else takes[rng.randrange(len(weakness))]
        want = rng.random() < 0.5
        order = sorted(range(len(cards)), key=lambda i: weakness[cards[i]])
        if best is None:
            expected = order[-1] if want else order[0]
        elif want:
            expected = next((i for i in order if best[cards[i]]), order[0])
        else:
            expected = next((i for i in reversed(order) if not best[cards[i]]), order[0])
        assert habit_position(cards, weakness, best, want) == expected


def test_grand_bids_playout_habit_is_the_baseline_on_bit_masks():
    """The cheap Grand Bid playout (tables of tableau masks) chooses as the baseline bot does
    from the seat's view, at every kind of decision of random games."""
    bot = GrandBidBaselineBot()
    kinds = set()
    for seed in range(12):
        state = new_game("grand_bid", 3, None, seed)
        rng = random.Random(seed)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            legal = state.legal_actions()
            forward = [a for a in legal if a.kind != "clear"]
            if len(forward) > 1:
                assert habit(state, forward) is bot.choose(state.view(state.current_player), forward, rng)
                kinds.add(state.phase)
            state.apply(legal[rng.randrange(len(legal))])
    assert len(kinds) == 4  # offer, second offer, bid, keep
