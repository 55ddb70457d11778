"""What won each book (rulebook "Card ranking"), as the rules say it: a joker, a trump on
another suit led, the highest trump when trumps were led, else the best of the suit led;
checked against the cards over many random hands, every reason met."""

import random

from rules.core.tricks import suit_to_follow
from rules.games import new_game
from rules.games.bid_whist import WHY_HIGH_TRUMP, WHY_JOKER, WHY_LEAD, WHY_TRUMPED


def test_every_book_says_what_won_it():
    seen = set()
    for seed in range(12):
        state, rng = new_game("bid_whist", 4, {}, seed), random.Random(seed)
        while not state.is_terminal and len(state.history) < 400:
            action = state.chance_action() if state.current_player < 0 else rng.choice(state.legal_actions())
            for event in state.apply(action):
                if event.kind != "book_won":
                    continue
                trump, suit_of = state.contract.trump, state._suit_of.get
                led, best = suit_to_follow(list(event.cards), suit_of), event.best
                assert best in event.cards
                expected = (
                    WHY_JOKER
                    if best.is_joker
                    else (WHY_HIGH_TRUMP if led == trump else WHY_TRUMPED)
                    if trump is not None and suit_of(best) == trump
                    else WHY_LEAD
                )
                assert event.why == expected
                assert expected != WHY_LEAD or suit_of(best) == led
                if event.why == WHY_LEAD and trump is not None:  # no trump in a book the lead won
                    assert all(suit_of(c) != trump and not c.is_joker for c in event.cards)
                seen.add(event.why)
    assert seen == {WHY_JOKER, WHY_TRUMPED, WHY_HIGH_TRUMP, WHY_LEAD}
