"""Coins rules: scripted deals for every rule of shared/rulebooks/coins.txt and RULINGS.md "Coins".

Section names refer to the English half of the rulebook (SUITS, RANKS, TRICK CARD VALUES,
OBJECT OF THE GAME, PLAY).
"""

from itertools import permutations

import pytest

from rules.core.actions import Action, IllegalAction
from rules.core.cards import make_spanish_deck
from rules.core.state import CHANCE, TERMINAL
from rules.core.variants import ConfigError, load_variant_file
from rules.games.coins import BEATS, VARIANT_FILE, CoinsState, CoinsView, Phase, decide_trick

DECK = make_spanish_deck()
RANKS = "23456789SCRA"


def cards(*texts):
    return [DECK.parse(t) for t in texts]


def suit(code, ranks=RANKS):
    return [r + code for r in ranks]


def deal_action(dealer, hands):
    return Action("deal", (str(dealer), *(",".join(h) for h in hands)))


def new_state(target=10, seed=0):
    return CoinsState(3, {"target": target}, seed)


def deal_with_first_trick(state, dealer, first):
    """Deal so that the first trick can be ``first`` (card texts in play order from the leader).

    The leader (left of the dealer) holds first[0], the next seat first[1], the dealer
    first[2]; the other cards fill the hands in deck order.
    """
    leader = (dealer + 1) % 3
    hands = [[], [], []]
    for i, text in enumerate(first):
        hands[(leader + i) % 3].append(text)
    rest = [c.text for c in DECK.cards if c.text not in first]
    for seat in range(3):
        while len(hands[seat]) < 16:
            hands[seat].append(rest.pop(0))
    return state.apply(deal_action(dealer, hands))


def play_trick(state, texts):
    events = []
    for text in texts:
        events += state.apply(f"play {text}")
    return events


def only(events, kind):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, events
    return found[0]


def collector_hands(high_cups_seat=2):
    """Seat 0 holds all 12 coins, seat 1 all swords, seat 2 all clubs, 4 cups each.

    Played in the order listed, tricks 1-12 are coins + swords + clubs (cups missing, so
    coins win: seat 0 scores 1 per trick); tricks 13-16 are all cups, won by the seat that
    holds the four highest cups.
    """
    groups = [suit("U", "2345"), suit("U", "6789"), suit("U", "SCRA")]
    low = list(groups[:2])
    cup_groups = {high_cups_seat: groups[2]}
    for seat in range(3):
        if seat != high_cups_seat:
            cup_groups[seat] = low.pop(0)
    return [suit("O") + cup_groups[0], suit("E") + cup_groups[1], suit("B") + cup_groups[2]]


def play_in_order(state, queues, max_tricks=16):
    """Each seat plays the cards of its queue in order, taking them off the queue; stops at the
    hand's end, the game's end or after ``max_tricks`` tricks. Returns all events."""
    events = []
    tricks = 0
    while state.current_player >= 0 and tricks < max_tricks:
        seat = state.current_player
        new = state.apply(f"play {queues[seat].pop(0)}")
        events += new
        tricks += sum(1 for e in new if e.kind == "trick_won")
    return events


# --- variant ------------------------------------------------------------------------------
def test_variant_file_offers_targets_10_15_20():
    """Rulebook OBJECT OF THE GAME / RULINGS "Coins": target 10, 15 or 20; default 10; 3 players."""
    variant = load_variant_file(VARIANT_FILE)
    assert variant.game == "coins"
    assert variant.players == (3,)
    spec = variant.option("target")
    assert spec.choices == (10, 15, 20)
    assert spec.default == 10
    assert spec.label and len(spec.help) > 40
    assert variant.resolve({"target": "15"}) == {"target": 15}
    with pytest.raises(ConfigError, match="target"):
        variant.resolve({"target": 12})
    with pytest.raises(ConfigError):
        variant.check_players(4)


def test_state_is_for_three_players_only():
    """Rulebook INTRODUCTION: Coins is for three players."""
    with pytest.raises(ValueError, match="3 players"):
        CoinsState(4, {"target": 10}, 0)
    with pytest.raises(ValueError, match="target"):
        CoinsState(3, {"target": 0}, 0)
    state = CoinsState(3, {}, 0)
    assert state.target == 10 and state.game == "coins"


# --- the deal -------------------------------------------------------------------------------
def test_first_dealer_comes_from_the_seeded_generator():
    """RULINGS "All games": the rulebook's "oldest player" deals first, decided by the seeded
    generator - same seed, same dealer and deal; different seeds give different dealers."""
    for seed in range(5):
        a, b = new_state(seed=seed), new_state(seed=seed)
        assert a.chance_action() == b.chance_action()
    dealers = {int(new_state(seed=s).chance_action().args[0]) for s in range(30)}
    assert dealers == {0, 1, 2}


def test_the_whole_deck_is_dealt_16_each_and_left_of_the_dealer_leads():
    """Rulebook PLAY: the entire deck is dealt; the player to the dealer's left leads.
    RULINGS "Coins": 16 cards each."""
    state = new_state(seed=3)
    action = state.chance_action()
    events = state.apply(action)
    dealer = int(action.args[0])
    assert state.phase is Phase.PLAY
    assert [len(h) for h in state.hands] == [16, 16, 16]
    assert {c for h in state.hands for c in h} == set(DECK.cards)
    assert state.current_player == state.leader == (dealer + 1) % 3
    dealt = only(events, "dealt")
    assert dealt.seat == dealer and dealt.leader == (dealer + 1) % 3


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_leader_is_left_of_the_dealer(dealer):
    """Rulebook PLAY: "the player to the dealer's left leads"; RULINGS "All games": left is the
    next seat clockwise."""
    state = new_state()
    state.apply(deal_action(dealer, collector_hands()))
    assert state.current_player == (dealer + 1) % 3
    assert state.view(0).leader == (dealer + 1) % 3
    assert state.view(0).dealer == dealer


def test_bad_deals_are_rejected():
    """RULINGS "Coins": all 48 cards are dealt, 16 each."""
    state = new_state()
    hands = collector_hands()
    short = [hands[0][:15], hands[1], hands[2] + [hands[0][15]]]
    with pytest.raises(IllegalAction, match="16 cards"):
        state.apply(deal_action(0, short))
    twice = [hands[0], hands[1], hands[2][:15] + [hands[0][0]]]
    with pytest.raises(IllegalAction, match="exactly once"):
        state.apply(deal_action(0, twice))
    with pytest.raises(IllegalAction, match="seat 0, 1 or 2"):
        state.apply(deal_action(3, hands))
    with pytest.raises(IllegalAction, match="chance action is due"):
        state.apply("play AO")
    assert state.current_player == CHANCE and state.history == []


# --- trick card values ----------------------------------------------------------------------
THREE_SUIT_CASES = [
    # (cards in play order, winning card, missing suit)
    (("2U", "AO", "AE"), "2U", "B"),  # cups, coins, swords: clubs missing, cups beat coins beat swords
    (("2O", "AE", "AB"), "2O", "U"),  # coins, swords, clubs: cups missing, coins win
    (("2E", "AB", "AU"), "2E", "O"),  # swords, clubs, cups: coins missing, swords win
    (("2B", "AU", "AO"), "2B", "E"),  # clubs, cups, coins: swords missing, clubs win
]


@pytest.mark.parametrize("first,winner,missing", THREE_SUIT_CASES)
def test_three_suits_the_missing_suit_decides(first, winner, missing):
    """Rulebook TRICK CARD VALUES 1: suit A beats B and B beats C, so A wins, whatever the ranks.
    RULINGS "Coins": the winner is the suit that the missing suit beats in the cycle
    cups > coins > swords > clubs > cups."""
    winning_suit = BEATS[missing]
    assert DECK.parse(winner).suit == winning_suit
    # A beats B, B beats C: the chain through the two other present suits.
    present = {DECK.parse(t).suit for t in first}
    b = BEATS[winning_suit]
    assert b in present and BEATS[b] in present
    for order in permutations(first):
        result = decide_trick(cards(*order))
        assert order[result.index] == winner
        assert result.kind == "three_suits" and result.suit == winning_suit
    state = new_state()
    deal_with_first_trick(state, 0, first)
    won = only(play_trick(state, first), "trick_won")
    assert won.seat == (1 + first.index(winner)) % 3
    assert won.trick_kind == "three_suits"
    assert won.suit == winning_suit
    names = {"U": "cups", "O": "coins", "E": "swords", "B": "clubs"}
    assert won.reason.startswith(f"{names[winning_suit]} beat {names[b]}")
    assert f"{names[missing]} missing" in won.reason


def test_three_suit_wording_matches_the_spanish_rulebook():
    """Rulebook VALORES RELATIVOS DE LOS PALOS: copas > oros > espadas > bastos > copas."""
    assert BEATS == {"U": "O", "O": "E", "E": "B", "B": "U"}


@pytest.mark.parametrize(
    "first,winner",
    [
        (("AE", "2U", "3U"), "3U"),  # the odd card is an Ace and still cannot win
        (("3U", "AE", "2U"), "3U"),
        (("2U", "3U", "AE"), "3U"),
        (("2O", "AU", "5O"), "5O"),
        (("RB", "SB", "AO"), "RB"),
    ],
)
def test_pair_the_higher_same_suit_card_wins(first, winner):
    """Rulebook TRICK CARD VALUES 2: two cards of one suit - the higher ranked of those two wins;
    the odd card cannot win, even when it is higher ranked."""
    result = decide_trick(cards(*first))
    assert first[result.index] == winner
    assert result.kind == "pair"
    state = new_state()
    deal_with_first_trick(state, 2, first)
    won = only(play_trick(state, first), "trick_won")
    assert won.seat == first.index(winner)
    assert won.trick_kind == "pair"


@pytest.mark.parametrize(
    "first,winner",
    [
        (("5O", "AO", "RO"), "AO"),
        (("RU", "CU", "SU"), "RU"),  # King > Knight > Knave
        (("SE", "9E", "2E"), "SE"),  # Knave > 9
        (("2B", "3B", "CB"), "CB"),
    ],
)
def test_one_suit_the_highest_card_wins(first, winner):
    """Rulebook TRICK CARD VALUES 3 and RANKS: A > King > Knight > Knave > 9 ... 2."""
    result = decide_trick(cards(*first))
    assert first[result.index] == winner
    assert result.kind == "one_suit"


def test_decide_trick_wants_three_cards():
    """Rulebook INTRODUCTION: three players, so a trick has three cards."""
    with pytest.raises(ValueError):
        decide_trick(cards("AO", "2O"))


# --- scoring --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "first,coins",
    [
        (("AO", "2U", "3E"), 1),  # a cups card wins the trick and takes the Ace of coins
        (("2O", "AU", "5O"), 2),  # pair of coins
        (("5O", "AO", "RO"), 3),  # all coins
        (("AU", "AE", "AB"), 0),  # no coins: a trick worth nothing
    ],
)
def test_the_winner_scores_one_point_per_coins_card(first, coins):
    """Rulebook OBJECT OF THE GAME and PLAY: each card of the coins suit is worth one point; the
    trick winner adds the coins in the trick to their total, whoever played them."""
    state = new_state()
    deal_with_first_trick(state, 0, first)
    won = only(play_trick(state, first), "trick_won")
    expected = [0, 0, 0]
    expected[won.seat] = coins
    assert won.coins == coins
    assert won.scores == tuple(expected)
    assert state.scores() == expected
    assert state.tricks_won[won.seat] == 1
    assert state.current_player == won.seat == state.leader


def test_trick_winner_leads_the_next_trick():
    """Rulebook PLAY: the winner of the trick leads the next trick."""
    state = new_state()
    deal_with_first_trick(state, 0, ("3U", "AE", "2U"))  # seat 1 leads, seat 1's 3U wins
    play_trick(state, ("3U", "AE", "2U"))
    assert state.current_player == 1
    state.apply(state.legal_actions()[0])
    assert state.current_player == 2


# --- play -----------------------------------------------------------------------------------
def test_no_duty_to_follow_suit():
    """Rulebook PLAY: each player plays "any one of their cards"; RULINGS "Coins": no duty to
    follow suit."""
    state = new_state()
    deal_with_first_trick(state, 1, ("2U", "AO", "AE"))  # seat 2 leads
    state.apply("play 2U")
    hand = state.hands[0]
    assert any(c.suit == "U" for c in hand) and any(c.suit != "U" for c in hand)
    assert [a.args[0] for a in state.legal_actions()] == [c.text for c in hand]
    state.apply("play AO")  # a coin on a cup lead, while holding cups
    assert state.legal_actions() == [Action("play", (c.text,)) for c in state.hands[1]]
    assert len(state.legal_actions()) == 16


def test_illegal_moves_name_the_rule():
    """RULINGS "All games": the engine rejects an illegal action with an error naming the rule."""
    state = new_state()
    deal_with_first_trick(state, 0, ("2U", "AO", "AE"))
    with pytest.raises(IllegalAction, match="you do not hold AO.*own hand"):
        state.apply("play AO")
    with pytest.raises(IllegalAction, match="not a card of the 48-card Spanish deck"):
        state.apply("play 10O")
    with pytest.raises(IllegalAction, match="time to play a card"):
        state.apply("bid 4")
    with pytest.raises(IllegalAction, match="exactly one card"):
        state.apply("play 2U AO")
    with pytest.raises(IllegalAction, match="chance action"):
        state.apply(deal_action(0, collector_hands()))
    assert len(state.history) == 1 and state.hands[1][0].text == "2U"
    seat_1_move = state.legal_actions()[0]  # an interned action of seat 1
    state.apply("play 2U")
    with pytest.raises(IllegalAction, match="you do not hold 2U"):
        state.apply(seat_1_move)
    assert state.current_player == 2 and len(state.history) == 2


# --- end of hand and end of game ------------------------------------------------------------
@pytest.mark.parametrize("target,hand,trick", [(10, 1, 10), (15, 2, 3), (20, 2, 8)])
def test_game_ends_the_moment_the_target_is_reached(target, hand, trick):
    """Rulebook OBJECT OF THE GAME: as soon as a player reaches the target they win.
    RULINGS "Coins": the game ends the moment a player reaches it, even mid-hand."""
    state = new_state(target)
    state.apply(deal_action(2, collector_hands()))  # seat 0 leads and wins 12 coins tricks
    events = play_in_order(state, collector_hands())  # a fresh copy of the queues each hand
    if hand == 2:
        assert state.points == [12, 0, 0] and state.current_player == CHANCE
        state.apply(deal_action(state.next_dealer, collector_hands()))
        events = play_in_order(state, collector_hands())
    assert state.hand_number == hand
    assert state.is_terminal and state.current_player == TERMINAL
    assert state.phase is Phase.GAME_OVER
    assert state.points == [target, 0, 0]
    assert state.winners() == [0] and state.scores() == [target, 0, 0]
    assert state.tricks_won[0] == trick
    assert [len(h) for h in state.hands] == [16 - trick] * 3  # cards left: mid-hand
    over = only(events, "game_over")
    assert over.winners == (0,) and over.mid_hand is True
    assert over.target == target
    assert not any(e.kind == "hand_over" for e in events)
    assert state.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(Action("play", (state.hands[0][0].text,)))
    assert state.view(1).winners == (0,)


def test_target_reached_on_the_last_trick_ends_the_hand_and_the_game():
    """Rulebook OBJECT OF THE GAME: reaching the target wins, on a hand's last trick too; the
    hand is over as well (``hand_over`` then ``game_over``, no new deal)."""
    state = new_state(10)
    hands = [
        suit("O", "23456789S") + suit("U", "234567") + ["CO"],
        suit("E", "23456789S") + suit("U", "89SCRA") + ["CE"],
        suit("B", "23456789S") + ["RE", "AE", "RO", "AO", "CB", "RB"] + ["AB"],
    ]
    state.apply(deal_action(2, hands))  # seat 0 leads
    play_in_order(state, hands, max_tricks=9)  # coins + swords + clubs: coins win
    assert state.points == [9, 0, 0]
    play_in_order(state, hands, max_tricks=6)  # pairs of cups, seat 1's higher cup wins
    assert state.points == [9, 2, 0] and state.tricks_won == [9, 6, 0]
    assert state.current_player == 1 and not state.is_terminal
    events = play_in_order(state, hands)
    assert hands == [[], [], []]
    assert [e.kind for e in events[-3:]] == ["trick_won", "hand_over", "game_over"]
    assert events[-1].mid_hand is False
    assert state.points == [10, 2, 0] and state.winners() == [0]
    assert state.is_terminal and state.next_dealer is None
    assert [len(h) for h in state.hands] == [0, 0, 0]


@pytest.mark.parametrize("last_winner", [0, 1, 2])
def test_new_deal_by_the_player_right_of_the_last_tricks_winner(last_winner):
    """Rulebook PLAY: "in subsequent hands, the player to the right of the winner of the last
    trick deals"; RULINGS "Coins" and "All games": right is the previous seat. RULINGS "Coins":
    a hand that ends with nobody at the target is followed by a new deal."""
    state = new_state(20)
    hands = collector_hands(high_cups_seat=last_winner)
    state.apply(deal_action(2, hands))
    events = play_in_order(state, collector_hands(high_cups_seat=last_winner))
    assert state.hand_number == 1
    assert only(events, "hand_over").scores == (12, 0, 0)
    assert state.last_trick_winner == last_winner
    assert state.phase is Phase.DEAL and state.current_player == CHANCE
    expected = (last_winner - 1) % 3
    assert state.next_dealer == expected
    for seat in range(3):  # the view publishes the hand's coins and the next dealer
        view = state.view(seat)
        assert view.next_dealer == expected and view.coins_won == (12, 0, 0) and view.coins_left == 0
    assert int(state.chance_action().args[0]) == expected
    wrong = (expected + 1) % 3
    with pytest.raises(IllegalAction, match="right of the winner of the last trick"):
        state.apply(deal_action(wrong, hands))
    dealt = only(state.apply(deal_action(expected, hands)), "dealt")
    assert dealt.seat == expected and state.dealer == expected
    assert state.current_player == last_winner  # left of the new dealer
    assert state.hand_number == 2 and state.points == [12, 0, 0]
    assert state.tricks_won == [0, 0, 0] and state.played == [] and state.last_trick == ()
    view = state.view(0)
    assert view.coins_won == (0, 0, 0) and view.coins_left == 12 and view.next_dealer is None


def test_the_view_names_the_cards_that_take_the_trick_for_the_third_player_only():
    """Rulebook TRICK CARD VALUES, published for the table's hint: the third player's cards
    that would win the trick now (decided by decide_trick), nobody else's."""
    state = new_state(15)
    deal_with_first_trick(state, 0, ("2U", "5O", "7B"))
    assert all(state.view(seat).winning_cards == () for seat in range(3))  # nobody has played
    play_trick(state, ("2U", "5O"))
    third = state.view(0)
    assert third.current_player == 0
    trick = tuple(c for _, c in third.trick)
    assert third.winning_cards == tuple(c for c in third.hand if decide_trick((*trick, c)).index == 2)
    assert third.winning_cards and set(third.winning_cards) < set(third.hand)
    assert state.view(1).winning_cards == () and state.view(2).winning_cards == ()


# --- view -----------------------------------------------------------------------------------
def test_view_shows_own_hand_and_the_public_table_only():
    """DESIGN.md: hidden information leaves the engine only through view(seat)."""
    state = new_state(15)
    deal_with_first_trick(state, 0, ("2U", "AO", "AE"))
    play_trick(state, ("2U", "AO", "AE"))
    state.apply(state.legal_actions()[-1])
    view = state.view(2)
    assert isinstance(view, CoinsView)
    assert view.hand == tuple(state.hands[2]) and list(view.hand) == sorted(view.hand, key=lambda c: c.index)
    assert view.hand_counts == (15, 14, 15)
    assert view.trick == ((1, state.played[-1]),)
    assert view.leader == 1 and view.current_player == 2
    assert [t for _, t in ((s, c.text) for s, c in view.last_trick)] == ["2U", "AO", "AE"]
    assert view.last_trick_winner == 1 and view.last_trick_result.kind == "three_suits"
    assert "clubs missing" in view.last_trick_result.reason and view.last_trick_result.suit == "U"
    assert view.coins_won == (0, 1, 0) and view.coins_left == 11 and view.next_dealer is None
    assert view.scores == (0, 1, 0) and view.target == 15 and view.tricks_won == (0, 1, 0)
    assert [c.text for c in view.played[:3]] == ["2U", "AO", "AE"]
    assert view.hand_number == 1 and view.phase is Phase.PLAY and view.winners == ()
    others = set(state.hands[0]) | set(state.hands[1])
    seen = set(view.hand) | set(view.played) | {c for _, c in view.trick} | {c for _, c in view.last_trick}
    assert not others & seen
