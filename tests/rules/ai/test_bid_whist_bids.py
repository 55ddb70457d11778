"""Reading Bid Whist bids: a sampled hand is weighed by what its owner bid or passed."""

import random
import statistics

from rules.ai.bots import determinizer
from rules.core.cards import make_french_deck
from rules.games.bid_whist.ai.bid_readings import book_estimates, likelihood, readings
from tests.rules.bid_whist_support import deal_text, new_state, run

DECK = make_french_deck(2)
STRONG_UP = ["BJ", "LJ", "AS", "KS", "QS", "JS", "10S", "AH", "KH", "AD", "KD", "AC"]
WEAK = ["5S", "6S", "7S", "8S", "9S", "5H", "6H", "7H", "8H", "5D", "6D", "7D"]
LOW = ["AS", "2S", "3S", "4S", "5S", "2H", "3H", "AD", "2D", "3D", "2C", "3C"]


def cards(texts):
    return [DECK.parse(t) for t in texts]


def test_book_estimates_rank_high_cards_in_their_direction():
    strong, weak, low = (book_estimates(cards(h)) for h in (STRONG_UP, WEAK, LOW))
    assert strong["uptown"] > 8 > weak["uptown"] + 5
    assert low["downtown"] > low["uptown"] + 2
    assert strong["uptown"] > strong["notrump"]  # the jokers count only with trumps
    assert max(weak.values()) < 2


def test_readings_keep_every_spoken_bid_but_the_forced_dealers():
    bids = [(1, "pass"), (2, "4 uptown"), (3, "pass"), (0, "5 notrump")]
    assert readings(bids, 4, 0) == [(1, None, 4), (2, "uptown", 4), (3, None, 5), (0, "notrump", 5)]
    forced = [(1, "pass"), (2, "pass"), (3, "pass"), (0, "3 downtown")]
    assert readings(forced, 3, 0) == [(1, None, 3), (2, None, 3), (3, None, 3)]


def test_a_bid_favours_a_strong_hand_and_an_early_pass_a_weak_one():
    strong, weak = cards(STRONG_UP), cards(WEAK)
    bid = [(1, "uptown", 5)]
    assert likelihood(bid, {1: strong}) > 0.9 > 0.05 > likelihood(bid, {1: weak})
    passed = [(1, None, 3)]
    assert likelihood(passed, {1: weak}) > 0.9 > 0.05 > likelihood(passed, {1: strong})
    assert likelihood(bid, {2: weak}) == 1.0  # a seat that said nothing is not weighed


def test_samples_give_a_high_bidder_a_strong_hand():
    """Seat 1 bids 6 uptown holding the strong hand; from seat 2's view (to bid next) the
    re-dealt hands of seat 1 are far stronger uptown than unweighted re-deals."""
    state = new_state(0)
    run(state, [deal_text(0, {1: STRONG_UP}), "bid 6 uptown"])
    det = determinizer("bid_whist", state.view(2))

    def mean_uptown(samples):
        return statistics.mean(book_estimates(s.hands[1])["uptown"] for s in samples)

    rng = random.Random(5)
    weighted = [det.sample(rng) for _ in range(300)]
    det.hidden.weight = None
    plain = [det.sample(rng) for _ in range(300)]
    assert mean_uptown(weighted) > mean_uptown(plain) + 1.0
    assert all(s.view(2) == state.view(2) for s in weighted[:20])
