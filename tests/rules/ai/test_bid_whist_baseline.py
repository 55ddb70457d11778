"""Heuristics of the Bid Whist baseline bot on hand-built views."""

import random

from rules.core.actions import Action
from rules.core.cards import make_french_deck
from rules.games.bid_whist import BidWhistView, Contract, Phase
from rules.games.bid_whist.ai.baseline import BidWhistBaselineBot, hand_estimates, side_books

DECK = make_french_deck(2)
BOT = BidWhistBaselineBot()


def cards(texts):
    return tuple(DECK.parse(t) for t in texts.split())


def view(seat=2, hand="", **fields):
    """A BidWhistView with quiet defaults; ``hand`` and card fields as card texts."""
    base = dict(
        seat=seat,
        dealer=0,
        current_player=seat,
        phase=Phase.PLAY,
        hand=cards(hand),
        hand_counts=(12, 12, 12, 12),
        bids=(),
        high_bid=None,
        contract=None,
        kitty_count=6,
        kitty=(),
        discards=(),
        trick=(),
        leader=None,
        last_trick=(),
        last_trick_winner=None,
        books=(0, 0),
        books_by_seat=(0, 0, 0, 0),
        scores=(0, 0, 0, 0),
        side_scores=(0, 0),
        sets=(0, 0),
        played=(),
        hand_number=1,
        options={},
        jokers=2,
        kitty_size=6,
        discard_count=6,
        discarded=0,
        jokers_out=(),
        renege_books=3,
        last_hand=None,
        winners=(),
        end_reason=None,
    )
    for key in ("played", "kitty", "discards"):
        if isinstance(fields.get(key), str):
            fields[key] = cards(fields[key])
    if "trick" in fields:
        fields["trick"] = tuple((s, DECK.parse(t)) for s, t in fields["trick"])
    base.update(fields)
    return BidWhistView(**base)


def all_bids(minimum=3):
    return [Action("pass")] + [
        Action("bid", (str(n), k)) for n in range(minimum, 8) for k in ("uptown", "downtown", "notrump")
    ]


def plays(v, texts=None, kind="play"):
    return [Action(kind, (c.text,)) for c in (cards(texts) if texts else v.hand)]


def choose(v, legal):
    return str(BOT.choose(v, legal, random.Random(0)))


def test_both_jokers_and_six_spades_bids_uptown_and_names_spades():
    hand = "BJ LJ AS KS QS 9S 5S 3S 4H 7D 8C 10C"
    answer = choose(view(seat=1, hand=hand, phase=Phase.BID), all_bids())
    assert answer.startswith("bid ") and answer.endswith(" uptown")
    assert int(answer.split()[1]) >= 4
    contract = Contract(1, int(answer.split()[1]), "uptown", None, "uptown")
    trumps = [Action("trump", (s,)) for s in "SHDC"]
    assert choose(view(seat=1, hand=hand, phase=Phase.TRUMP, contract=contract), trumps) == "trump S"


def test_aces_and_low_cards_bid_downtown_and_name_the_low_suit():
    hand = "AH 2H 3H 4H 6H AC 2C 3C AD 2S KS QD"
    estimates = hand_estimates(cards(hand), DECK.cards)
    assert estimates["downtown"] > estimates["uptown"]
    answer = choose(view(seat=1, hand=hand, phase=Phase.BID), all_bids())
    assert answer.startswith("bid ") and answer.endswith(("downtown", "notrump"))
    contract = Contract(1, 4, "downtown", None, "downtown")
    trumps = [Action("trump", (s,)) for s in "SHDC"]
    assert choose(view(seat=1, hand=hand, phase=Phase.TRUMP, contract=contract), trumps) == "trump H"


def test_a_weak_hand_passes_and_the_forced_dealer_bids_cheapest_of_its_best_kind():
    hand = "7S 8S 10H JH 9D 6D 5C 8C 9C 10C JD 7H"
    assert choose(view(seat=1, hand=hand, phase=Phase.BID), all_bids()) == "pass"
    forced = all_bids(minimum=4)[1:]
    dealer = view(seat=0, hand=hand, phase=Phase.BID, bids=((1, "pass"), (2, "pass"), (3, "pass")))
    answer = choose(dealer, forced)
    estimates = hand_estimates(cards(hand), DECK.cards)
    best = max(("uptown", "downtown", "notrump"), key=lambda k: (estimates[k], k != "notrump"))
    assert answer == f"bid 4 {best}"


def test_partner_bid_raises_and_opponent_bids_lower_the_side_estimate():
    alone = side_books(view(seat=1, phase=Phase.BID), 4.0)
    after_partner = side_books(view(seat=1, phase=Phase.BID, bids=((3, "4 uptown"),)), 4.0)
    after_opponent = side_books(view(seat=3, phase=Phase.BID, bids=((1, "pass"), (2, "3 uptown"))), 4.0)
    assert after_partner > alone
    assert after_opponent < side_books(view(seat=3, phase=Phase.BID, bids=((1, "3 uptown"),)), 4.0)


def test_a_bid_below_the_high_bid_is_never_invented():
    hand = "BJ LJ AS KS QS 9S 5S 3S 4H 7D 8C 10C"
    legal = [Action("pass"), Action("bid", ("7", "notrump"))]
    assert choose(view(seat=1, hand=hand, phase=Phase.BID, high_bid=(2, 7, "downtown")), legal) == "pass"


def test_no_trump_discard_throws_jokers_first():
    contract = Contract(2, 4, "notrump", None, "uptown")
    v = view(
        hand="BJ LJ AS KS QS 2S AH KH 5H 3H AD 4D 3D 9C 8C 6C 5C 2C",
        phase=Phase.DISCARD,
        contract=contract,
        discard_count=6,
    )
    assert choose(v, plays(v, kind="discard")) in ("discard BJ", "discard LJ")
    v2 = view(
        hand="LJ AS KS QS 2S AH KH 5H 3H AD 4D 3D 9C 8C 6C 5C 2C", phase=Phase.DISCARD, contract=contract
    )
    assert choose(v2, plays(v2, kind="discard")) == "discard LJ"


def test_trump_discard_keeps_trumps_and_aces_and_voids_a_short_suit():
    contract = Contract(2, 4, "uptown", "S", "uptown")
    hand = "BJ AS KS 9S 7S 4S 3S AH 5H 4H 3H 2H AD QD 6C 4C 8D 9H"
    v = view(hand=hand, phase=Phase.DISCARD, contract=contract)
    thrown = []
    for _ in range(6):
        v = view(
            hand=" ".join(c.text for c in v.hand if c.text not in thrown),
            phase=Phase.DISCARD,
            contract=contract,
        )
        thrown.append(choose(v, plays(v, kind="discard")).split()[1])
    assert {"6C", "4C"} <= set(thrown)  # clubs voided
    assert not {"BJ", "AS", "KS", "9S", "7S", "4S", "3S", "AH", "AD"} & set(thrown)


def test_partner_winning_plays_low():
    contract = Contract(0, 4, "uptown", "H", "uptown")
    v = view(hand="KD 3D 9C", contract=contract, trick=((0, "AD"), (1, "5D")))
    assert choose(v, plays(v, "KD 3D")) == "play 3D"


def test_opponent_winning_wins_cheaply():
    contract = Contract(0, 4, "uptown", "H", "uptown")
    # Others still to play: the King is sure (the Ace is gone), the Jack is not (QD is out).
    v = view(hand="KD JD 3D 9C", contract=contract, trick=((0, "5D"), (1, "10D")), played="AD 2D 4D 6D")
    assert choose(v, plays(v, "KD JD 3D")) == "play KD"
    # Last to play: the cheapest card that wins.
    last = view(hand="KD JD 3D 9C", contract=contract, trick=((3, "5D"), (0, "2D"), (1, "10D")))
    assert choose(last, plays(last, "KD JD 3D")) == "play JD"


def test_void_and_opponent_winning_ruffs_but_not_over_partner():
    contract = Contract(0, 4, "uptown", "S", "uptown")
    v = view(hand="2S 9S 4C 7H", contract=contract, trick=((1, "AD"),))
    assert choose(v, plays(v)) == "play 2S"
    partner = view(hand="2S 9S 4C 7H", contract=contract, trick=((1, "3D"), (0, "AD")))
    assert choose(partner, plays(partner)) == "play 4C"


def test_no_trump_follow_throws_a_joker_when_it_cannot_win():
    contract = Contract(1, 4, "notrump", None, "uptown")
    v = view(hand="LJ 4C 7H", contract=contract, trick=((1, "AD"),))
    assert choose(v, plays(v)) == "play LJ"


def test_lead_draws_trumps_with_length():
    contract = Contract(2, 4, "uptown", "S", "uptown")
    v = view(hand="BJ 9S 7S 4S AH 5H 3C", contract=contract)
    assert choose(v, plays(v)) == "play BJ"
    # Defenders do not draw trumps: they lead a side winner.
    defender = view(seat=1, hand="BJ 9S 7S 4S AH 5H 3C", contract=contract)
    assert choose(defender, plays(defender)) == "play AH"


def test_lead_counts_played_cards_for_sure_winners():
    contract = Contract(2, 4, "notrump", None, "uptown")
    v = view(hand="KH 4H 8C 7C 5C 2C", contract=contract, played="AH 3H 6H 9H")
    assert choose(v, plays(v)) == "play KH"
    # Without the Ace gone, lead low from the longest suit.
    v2 = view(hand="KH 4H 8C 7C 5C 2C", contract=contract)
    assert choose(v2, plays(v2)) == "play 2C"


def test_baseline_never_reneges_when_reneges_are_allowed():
    """RULINGS "Renege": with "reneges allowed" a renege costs 3 books, so the baseline bot
    still follows suit whenever it can (a new player was baffled by bots reneging for nothing)."""
    from rules.ai.bots import make_bot
    from rules.core.state import CHANCE
    from rules.games import new_game

    bot = make_bot("bid_whist", "baseline")
    rng = random.Random(3)
    plays = 0
    for seed in range(6):
        state = new_game(
            "bid_whist", options={"reneges_allowed": True, "jokers_any_time": seed % 2 == 0}, seed=seed
        )
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            seat = state.current_player
            reneges_before = len(state.reneges)
            action = bot.choose(state.view(seat), state.legal_actions(), rng)
            state.apply(action)
            plays += action.kind == "play"
            assert len(state.reneges) == reneges_before, f"seat {seat} reneged with {action}"
    assert plays > 100
