"""Can't Win scenario tests with scripted deals.

Sources: ``shared/rulebooks/cant_win.txt`` (section names quoted in each docstring) and the
Can't Win rulings of ``shared/RULINGS.md``.
"""

from __future__ import annotations

import copy

import pytest

from rules.core.actions import Action, IllegalAction
from rules.core.cards import lookup_card
from rules.core.state import CHANCE, TERMINAL
from rules.core.variants import load_variant_file
from rules.games.cant_win import (
    BID_TOKENS,
    HAND_SIZE,
    SUPPORT_TOKENS,
    TILES,
    VARIANT_FILE,
    CantWinState,
    Phase,
    final_result,
    final_score,
    make_cant_win_deck,
    round_points,
    trick_winner,
)


# --- scripted deals and choices -----------------------------------------------------------
def fill_hands(
    players: int, fixed: dict[int, list[str]], void: dict[int, str] | None = None
) -> list[list[str]]:
    """Hands of 12 card texts: ``fixed`` cards per seat, the rest of the deck handed out in
    deck order to the first seat with room that is not void in the card's colour."""
    void = void or {}
    hands = [list(fixed.get(seat, [])) for seat in range(players)]
    used = {text for hand in hands for text in hand}
    for card in make_cant_win_deck(players).cards:
        if card.text in used:
            continue
        for seat in range(players):
            if len(hands[seat]) < HAND_SIZE and card.suit not in void.get(seat, ""):
                hands[seat].append(card.text)
                break
        else:
            raise AssertionError(f"no seat can take {card}")
    assert all(len(h) == HAND_SIZE for h in hands)
    return hands


def deal(state: CantWinState, dealer: int, hands: list[list[str]]) -> list:
    """Apply the scripted chance action ``deal D h0 h1 ...``; return its events."""
    return state.apply(Action("deal", (str(dealer), *(",".join(h) for h in hands))))


def choose(state: CantWinState, tiles: dict[int, str], bids: dict[int, int], tile_first=()) -> list:
    """Both choosing passes from the dealer: seats in ``tile_first`` take their tile first, the
    others bid first; then each does the other one. Returns all events."""
    events = []
    n = state.num_players
    for first_pass in (True, False):
        for step in range(n):
            seat = (state.dealer + step) % n
            assert state.current_player == seat
            if (seat in tile_first) == first_pass:
                events += state.apply(f"tile {tiles[seat]}")
            else:
                events += state.apply(f"bid {bids[seat]}")
    return events


def play_all(state: CantWinState, cards: list[str]) -> list:
    """Apply ``play <card>`` for each text in order; return all events."""
    events = []
    for text in cards:
        events += state.apply(f"play {text}")
    return events


def events_of(events: list, kind: str) -> list:
    """The events of ``kind``."""
    return [e for e in events if e.kind == kind]


# Two 3-player layouts with no card sideways (each seat's colour ban matches a colour it lacks):
# seat 0 pink + some trumps (Spell Ban), seat 1 purple + T4-T6 (Item Ban), seat 2 yellow +
# trumps (Revive Ban). Seat 1 always bids first, takes the start marker and leads.
LAYOUT_TILES = {0: "spell_ban", 1: "item_ban", 2: "revive_ban"}

LAYOUT_A = [
    [f"P{i}" for i in range(1, 10)] + ["T1", "T8", "T9"],
    [f"V{i}" for i in range(1, 10)] + ["T4", "T5", "T6"],
    [f"Y{i}" for i in range(1, 10)] + ["T2", "T3", "T7"],
]
PLAYS_A = (
    [t for i in range(9) for t in (f"V{9 - i}", f"Y{i + 1}", f"P{i + 1}")]  # tricks 1-9: seat 1
    + ["T4", "T2", "T1"]  # trick 10: seat 1 leads, T4 is the highest trump: seat 1
    + ["T5", "T3", "T8"]  # trick 11: seat 0's T8: seat 0
    + ["T9", "T6", "T7"]  # trick 12: seat 0 leads T9: seat 0
)
TRICKS_A = (2, 10, 0)
"""Tricks per seat after :data:`PLAYS_A`."""

LAYOUT_B = [
    [f"P{i}" for i in range(1, 10)] + ["T1", "T2", "T9"],
    [f"V{i}" for i in range(1, 10)] + ["T4", "T5", "T6"],
    [f"Y{i}" for i in range(1, 10)] + ["T3", "T7", "T8"],
]
PLAYS_B = (
    [t for i in range(9) for t in (f"V{9 - i}", f"Y{i + 1}", f"P{i + 1}")]  # tricks 1-9: seat 1
    + ["T4", "T3", "T1"]  # trick 10: seat 1
    + ["T5", "T7", "T2"]  # trick 11: seat 2
    + ["T8", "T9", "T6"]  # trick 12: seat 2 leads T8, seat 0's T9 wins
)
TRICKS_B = (1, 10, 1)
"""Tricks per seat after :data:`PLAYS_B`."""


def play_layout_round(
    state: CantWinState, layout: list[list[str]], plays: list[str], bids: dict[int, int]
) -> list:
    """Deal ``layout`` (dealer passing left from a random first dealer), choose so that seat 1
    bids first, and play ``plays``; return the round's events."""
    n = state.num_players
    dealer = 1 if state.dealer is None else (state.dealer + 1) % n
    events = deal(state, dealer, layout)
    # Seats before seat 1 (from the dealer) take their tile first, so seat 1 is the first bidder.
    before = {(dealer + step) % n for step in range((1 - dealer) % n)}
    events += choose(state, LAYOUT_TILES, bids, tile_first=before)
    assert state.start_marker == 1 and state.current_player == 1
    events += play_all(state, plays)
    return events


def new_state(players: int = 4, beginner: bool = False, seed: int = 0) -> CantWinState:
    """A fresh state built directly."""
    return CantWinState(players, {"beginner": beginner}, seed)


def up(text: str, seat: int, sideways: bool = False, players: int = 4):
    """One ``(seat, card, sideways)`` play for :func:`trick_winner`."""
    return (seat, make_cant_win_deck(players).parse(text), sideways)


# --- variant file and deck ----------------------------------------------------------------
def test_variant_file_players_and_beginner_option():
    """DESIGN.md option keys: ``cant_win``: ``beginner`` (true/false); 3 or 4 players."""
    variant = load_variant_file(VARIANT_FILE)
    assert variant.game == "cant_win"
    assert variant.players == (3, 4) and variant.default_players == 4
    spec = variant.option("beginner")
    assert spec.kind == "bool" and spec.default is False
    assert spec.label == "Beginner-friendly rules" and "Support token" in spec.help
    assert variant.resolve({"beginner": "true"}) == {"beginner": True}
    assert variant.resolve() == {"beginner": False}


@pytest.mark.parametrize("players, top", [(3, 9), (4, 12)])
def test_deck_by_player_count(players, top):
    """ "Setting Up" 2: 3 players use the 36 cards 1-9 of each colour, 4 players all 48 (1-12)."""
    deck = make_cant_win_deck(players)
    assert len(deck) == 4 * top == players * HAND_SIZE
    for colour in "TPVY":
        assert sorted(c.rank for c in deck.cards if c.suit == colour) == list(range(1, top + 1))
    assert deck.parse("T9").text == "T9" and deck.parse("p3") is deck.parse("P3")
    with pytest.raises(ValueError):
        deck.parse(f"T{top + 1}")


def test_cards_are_interned_and_survive_copying():
    """common.md: cards are interned per deck; a copied card comes back as the same object."""
    deck = make_cant_win_deck(4)
    assert make_cant_win_deck(4) is deck
    card = deck.parse("Y12")
    assert copy.deepcopy(card) is card
    assert lookup_card("cantwin4", "Y12") is card
    assert make_cant_win_deck(3).parse("Y1") is not deck.parse("Y1")


def test_wrong_player_count_is_refused():
    """ "Setting Up": Can't Win is for 3 or 4 players."""
    with pytest.raises(ValueError, match="3 or 4 players"):
        CantWinState(5, {}, 0)


# --- dealing and rounds -------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4])
def test_chance_deal_gives_12_each_and_the_dealer_chooses_first(players):
    """ "1. Deal Cards": a random dealer deals 12 to each; "2. Choose": the dealer starts."""
    state = new_state(players, seed=5)
    assert state.current_player == CHANCE and state.phase is Phase.DEAL
    action = state.chance_action()
    events = state.apply(action)
    dealer = int(action.args[0])
    assert events[0].kind == "dealt" and events[0].seat == dealer == state.dealer
    assert [len(h) for h in state.hands] == [HAND_SIZE] * players
    assert {c for h in state.hands for c in h} == set(make_cant_win_deck(players).cards)
    assert state.phase is Phase.CHOOSE and state.current_player == dealer
    assert state.round_number == 1 and state.rounds == players


def test_first_dealer_is_random_by_seed():
    """RULINGS "Can't Win": the dealer of the first round is random (seeded, RULINGS "All games")."""
    dealers = set()
    for seed in range(20):
        state = new_state(4, seed=seed)
        dealers.add(int(state.chance_action().args[0]))
        assert new_state(4, seed=seed).chance_action() == new_state(4, seed=seed).chance_action()
    assert len(dealers) > 1


def test_deal_passes_left_and_rounds_equal_players():
    """ "1. Deal Cards": the dealer changes to the player on the left each round; "End of the
    Game": as many rounds as players (RULINGS "Can't Win")."""
    for players in (3, 4):
        state = new_state(players, seed=11)
        dealers = []
        while not state.is_terminal:
            if state.current_player == CHANCE:
                events = state.apply(state.chance_action())
                dealers.append(events[0].seat)
            else:
                state.apply(state.legal_actions()[0])
        assert len(dealers) == players
        assert dealers == [(dealers[0] + i) % players for i in range(players)]
        assert all(len(sheet) == players for sheet in state.score_sheet)


def test_scripted_deal_must_pass_left():
    """ "1. Deal Cards": the next round's dealer is the player to the left of the last one."""
    state = new_state(3)
    play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 2, 1: 10, 2: 0})
    assert state.current_player == CHANCE and state.dealer == 1
    with pytest.raises(IllegalAction, match="passes left: seat 2"):
        deal(state, 0, LAYOUT_A)
    deal(state, 2, LAYOUT_A)
    assert state.dealer == 2 and state.current_player == 2


def test_deal_must_use_the_whole_deck():
    """ "Setting Up": the deck for the player count, 12 cards each, every card once."""
    state = new_state(3)
    hands = [list(h) for h in LAYOUT_A]
    hands[0][0] = "P2"
    with pytest.raises(IllegalAction, match="exactly once"):
        deal(state, 0, hands)
    with pytest.raises(IllegalAction, match="not a card"):
        deal(state, 0, [h[:11] + ["T10"] for h in LAYOUT_A])


# --- choosing -----------------------------------------------------------------------------
def test_choose_tile_first_then_bid():
    """ "2. Choose Constraint & Bid": from the dealer each does A or B, then each the other one;
    a seat that took a tile first must bid in the second pass."""
    state = new_state(4)
    deal(state, 2, fill_hands(4, {}))
    assert state.current_player == 2
    assert "tile no_xp" in map(str, state.legal_actions()) and "bid 0" in map(str, state.legal_actions())
    state.apply("tile no_xp")
    for seat, text in ((3, "tile spell_ban"), (0, "tile item_ban"), (1, "tile revive_ban")):
        assert state.current_player == seat
        state.apply(text)
    assert state.current_player == 2
    assert all(a.kind == "bid" for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="you already took the No XP tile; now you must bid"):
        state.apply("tile no_escape")
    for seat in (2, 3, 0, 1):
        assert state.current_player == seat
        state.apply("bid 1")
    assert state.phase is Phase.PLAY
    assert state.tiles == ["item_ban", "revive_ban", "no_xp", "spell_ban"]
    assert state.bids == [1, 1, 1, 1]


def test_choose_bid_first_then_tile():
    """ "2. Choose Constraint & Bid": a seat that bid first must take a tile in the second pass."""
    state = new_state(3)
    deal(state, 0, LAYOUT_A)
    for seat, n in ((0, 2), (1, 3), (2, 0)):
        assert state.current_player == seat
        state.apply(f"bid {n}")
    assert state.current_player == 0
    assert all(a.kind == "tile" for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="you already bid 2; now you must take a Can't Win tile"):
        state.apply("bid 1")
    for seat, tile in ((0, "no_escape"), (1, "no_xp"), (2, "item_ban")):
        assert state.current_player == seat
        state.apply(f"tile {tile}")
    assert state.phase is Phase.PLAY and state.tiles == ["no_escape", "no_xp", "item_ban"]


def test_each_player_must_do_both_and_orders_may_mix():
    """ "2. Choose Constraint & Bid": "you must do both A and B", in either order per player."""
    state = new_state(4)
    deal(state, 1, fill_hands(4, {}))
    events = choose(
        state,
        {0: "no_xp", 1: "item_ban", 2: "spell_ban", 3: "no_escape"},
        {0: 3, 1: 0, 2: 5, 3: 2},
        tile_first={1, 3},
    )
    assert [(e.kind, e.seat) for e in events] == [
        ("tile", 1),
        ("bid", 2),
        ("tile", 3),
        ("bid", 0),
        ("bid", 1),
        ("tile", 2),
        ("bid", 3),
        ("tile", 0),
    ]
    assert None not in state.tiles and None not in state.bids
    assert state.phase is Phase.PLAY


def test_a_tile_taken_is_gone():
    """RULINGS "Can't Win": a tile taken is gone for later choosers; "A. Choose Constraint"."""
    state = new_state(4)
    deal(state, 0, fill_hands(4, {}))
    events = state.apply("tile no_xp")
    assert events[0].kind == "tile" and events[0].seat == 0 and events[0].tile == "no_xp"
    assert "tile no_xp" not in map(str, state.legal_actions())
    assert state.view(1).tiles_left == ("revive_ban", "spell_ban", "item_ban", "no_escape")
    with pytest.raises(IllegalAction, match="the No XP tile is already taken"):
        state.apply("tile no_xp")
    with pytest.raises(IllegalAction, match="no Can't Win tile named 'gold'"):
        state.apply("tile gold")


def test_tiles_and_bids_are_public():
    """RULINGS "Can't Win": all tiles and bids are public."""
    state = new_state(3)
    deal(state, 0, LAYOUT_A)
    state.apply("tile no_escape")
    state.apply("bid 4")
    for seat in range(3):
        view = state.view(seat)
        assert view.tiles == ("no_escape", None, None)
        assert view.bids == (None, 4, None)
        assert view.bid_tokens_left == BID_TOKENS - 4


def test_bids_limited_by_the_18_tokens():
    """RULINGS "Can't Win": a bid is 0 to 12 and at most the Bid tokens left of the 18."""
    state = new_state(4)
    deal(state, 0, fill_hands(4, {}))
    assert [int(a.args[0]) for a in state.legal_actions() if a.kind == "bid"] == list(range(13))
    state.apply("bid 12")
    assert state.bid_tokens_left == 6
    assert [int(a.args[0]) for a in state.legal_actions() if a.kind == "bid"] == list(range(7))
    with pytest.raises(IllegalAction, match="only 6 Bid tokens are left"):
        state.apply("bid 7")
    with pytest.raises(IllegalAction, match="a bid is a whole number from 0 to 12"):
        state.apply("bid 13")
    state.apply("bid 6")
    assert state.bid_tokens_left == 0
    assert [a for a in state.legal_actions() if a.kind == "bid"] == [Action("bid", ("0",))]
    with pytest.raises(IllegalAction, match="only 0 Bid tokens are left"):
        state.apply("bid 1")
    state.apply("bid 0")


def test_start_marker_goes_to_the_first_bidder_who_leads():
    """ "B. Bid": the first player to bid takes the Start marker; "3-1": they lead the first
    trick (RULINGS "Can't Win")."""
    state = new_state(4)
    deal(state, 2, fill_hands(4, {}))
    state.apply("tile no_xp")  # seat 2 (dealer) takes a tile first
    events = state.apply("bid 2")  # seat 3 is the first to bid
    assert events[0].kind == "bid" and events[0].seat == 3
    assert events[0].number == 2 and events[0].start_marker is True
    assert state.start_marker == 3
    events = state.apply("bid 0")  # seat 0 bids later: no marker
    assert events[0].start_marker is False and state.start_marker == 3
    for text in ("tile spell_ban", "bid 1", "tile item_ban", "tile revive_ban", "bid 3"):
        state.apply(text)
    assert state.phase is Phase.PLAY
    assert state.current_player == state.leader == 3 == state.view(0).start_marker


def test_trick_winner_leads_the_next_trick():
    """ "3-3. Next Trick and End of Round": the winner of the last trick leads the next."""
    state = new_state(3)
    deal(state, 1, LAYOUT_B)
    choose(state, LAYOUT_TILES, {0: 1, 1: 10, 2: 1})
    play_all(state, PLAYS_B[:30])  # tricks 1-10, all won by seat 1
    assert state.current_player == 1
    events = play_all(state, PLAYS_B[30:33])  # trick 11: seat 2's T7
    assert events[-1].kind == "trick_won" and events[-1].seat == 2
    assert state.current_player == state.leader == 2


# --- playing and winning tricks ------------------------------------------------------------
EXAMPLE_TILES_UPRIGHT = {0: "spell_ban", 1: "item_ban", 2: "revive_ban", 3: "no_xp"}


def example_state(fixed, void, tiles):
    """4 players, dealer 0, every seat bids 1 first: seat 0 takes the start marker and leads."""
    state = new_state(4)
    deal(state, 0, fill_hands(4, fixed, void))
    choose(state, tiles, {0: 1, 1: 1, 2: 1, 3: 1})
    assert state.current_player == 0
    return state


def test_example_1_trump_in_play():
    """ "3-2" Example 1: trump cards in play - the highest (upright) trump wins."""
    state = example_state(
        {0: ["P5"], 1: ["T3"], 2: ["T9"], 3: ["P12"]}, {1: "P", 2: "P"}, EXAMPLE_TILES_UPRIGHT
    )
    events = play_all(state, ["P5", "T3", "T9", "P12"])
    won = events_of(events, "trick_won")[0]
    assert won.seat == 2 and won.why == "highest trump"
    assert [c.text for c in won.cards] == ["P5", "T3", "T9", "P12"]
    assert [e.sideways for e in events_of(events, "play")] == [False] * 4
    assert state.tricks_won == [0, 0, 1, 0] and state.current_player == 2


def test_example_2_no_trump_highest_of_lead_colour():
    """ "3-2" Example 2: no trump in play - the highest card of the lead colour wins (a higher
    card of another colour does not)."""
    state = example_state(
        {0: ["P5"], 1: ["V12"], 2: ["P9"], 3: ["P2"]},
        {1: "P"},
        {0: "spell_ban", 1: "revive_ban", 2: "item_ban", 3: "no_xp"},
    )
    events = play_all(state, ["P5", "V12", "P9", "P2"])
    won = events_of(events, "trick_won")[0]
    assert won.seat == 2 and won.why == "highest of the lead colour"


def test_example_3_no_upright_lead_colour_latest_highest_upright_wins():
    """ "3-2" Example 3: no trump and no upright lead-colour card - the highest upright card of
    any colour wins; on a tie, the one played latest."""
    pinks = [f"P{i}" for i in range(1, 13)]
    state = example_state(
        {0: pinks, 1: ["V9"], 2: ["Y3"], 3: ["Y9"]},
        {1: "P", 2: "P", 3: "P"},
        {0: "revive_ban", 1: "item_ban", 2: "spell_ban", 3: "no_escape"},
    )
    events = play_all(state, ["P5", "V9", "Y3", "Y9"])
    assert [e.sideways for e in events_of(events, "play")] == [True, False, False, False]
    won = events_of(events, "trick_won")[0]
    assert won.seat == 3 and won.why == "highest upright card"
    assert state.view(1).last_trick_winner == 3 and state.view(1).last_trick_why == "highest upright card"


def test_example_4_all_sideways_highest_latest_wins():
    """ "3-2" Example 4: every card sideways - the highest card of any colour wins; on a tie,
    the one played latest."""
    pinks = [f"P{i}" for i in range(1, 13)]
    state = example_state(
        {0: pinks, 1: ["V9"], 2: ["Y9"], 3: ["T7"]},
        {1: "P", 2: "P", 3: "P"},
        {0: "revive_ban", 1: "spell_ban", 2: "item_ban", 3: "no_xp"},
    )
    events = play_all(state, ["P5", "V9", "Y9", "T7"])
    assert [e.sideways for e in events_of(events, "play")] == [True] * 4
    won = events_of(events, "trick_won")[0]
    assert won.seat == 2 and won.why == "all sideways"


def test_trick_winner_function_examples():
    """ "3-2. Determining the Winner", "Card Strengths": upright trump > upright lead colour >
    upright any colour > sideways; a sideways trump can't win; ties go to the latest card."""
    assert trick_winner([up("P5", 0), up("T3", 1), up("T9", 2), up("P12", 3)]) == (2, "highest trump")
    assert trick_winner([up("P5", 0), up("T12", 1, True), up("P9", 2), up("T1", 3)]) == (3, "highest trump")
    assert trick_winner([up("P5", 0), up("T12", 1, True), up("P9", 2)]) == (2, "highest of the lead colour")
    assert trick_winner([up("P5", 0, True), up("V9", 1), up("Y9", 2), up("Y3", 3)]) == (
        2,
        "highest upright card",
    )
    assert trick_winner([up("P11", 0, True), up("V2", 1), up("P12", 2, True)]) == (1, "highest upright card")
    assert trick_winner([up("P9", 0, True), up("V9", 1, True), up("T2", 2, True)]) == (1, "all sideways")
    with pytest.raises(ValueError):
        trick_winner([])


def test_sideways_lead_still_sets_the_lead_colour():
    """ "3-1": "If the lead card is sideways, you must still play a card that matches the lead
    color"; RULINGS "Can't Win": the lead colour is the lead card's, sideways or not."""
    state = example_state(
        {0: ["P5"], 1: ["P7", "V1"]}, {}, {0: "revive_ban", 1: "item_ban", 2: "spell_ban", 3: "no_xp"}
    )
    events = state.apply("play P5")
    assert events[0].sideways is True and state.lead_colour == "P"
    legal = state.legal_actions()
    assert legal and all(a.args[0].startswith("P") for a in legal)
    with pytest.raises(IllegalAction, match=r"you must follow the lead colour \(pink\)"):
        state.apply("play V1")
    with pytest.raises(IllegalAction, match="you do not hold P5"):
        state.apply("play P5")
    state.apply("play P7")


def test_a_player_without_the_lead_colour_may_play_any_card():
    """ "3-1": "If you don't have any cards of the lead color, you may play any card."""
    state = example_state({0: ["P5"], 1: ["T3"]}, {1: "P"}, EXAMPLE_TILES_UPRIGHT)
    state.apply("play P5")
    assert len(state.legal_actions()) == HAND_SIZE == len(state.hands[1])


def test_card_under_own_tile_is_sideways_only_for_its_holder():
    """ "A. Choose Constraint": each constraint only affects the player who holds it; "3-1": a
    card under your tile is played sideways."""
    state = example_state(
        {0: ["T4"], 1: ["T2", "T5"], 2: ["T6"], 3: ["T8"]},
        {},
        {0: "no_escape", 1: "no_xp", 2: "spell_ban", 3: "item_ban"},
    )
    events = play_all(state, ["T4", "T5", "T6", "T8"])
    assert [e.sideways for e in events_of(events, "play")] == [True, True, False, False]
    assert events_of(events, "trick_won")[0].seat == 3


def test_play_is_refused_during_choosing_and_choices_during_play():
    """ "Gameplay": the four steps run in order - choose before the first trick."""
    state = new_state(4)
    deal(state, 0, fill_hands(4, {}))
    with pytest.raises(IllegalAction, match="takes a Can't Win tile and bids"):
        state.apply(Action("play", (state.hands[0][0].text,)))
    choose(state, EXAMPLE_TILES_UPRIGHT, {0: 1, 1: 1, 2: 1, 3: 1})
    with pytest.raises(IllegalAction, match="time to play a card"):
        state.apply("bid 2")
    with pytest.raises(IllegalAction, match="chance action"):
        deal(state, 1, fill_hands(4, {}))


def test_three_player_game_has_no_cards_above_9():
    """ "Setting Up": with 3 players cards 10-12 are removed."""
    state = new_state(3)
    deal(state, 1, LAYOUT_A)
    choose(state, LAYOUT_TILES, {0: 1, 1: 1, 2: 1})
    with pytest.raises(IllegalAction, match="numbers 1 to 9"):
        state.apply("play V12")


# --- scoring -------------------------------------------------------------------------------
def test_scoring_examples_1_and_2():
    """ "4-2. Bids" Scoring Example 1: bid 2, won 2 -> tricks 2, points 1; Example 2: bid 0,
    won 0 -> tricks 0, points 2; a missed bid scores 0 ("4. Scoring")."""
    state = new_state(3)
    events = play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 2, 1: 5, 2: 0})
    assert [e.seat for e in events_of(events, "trick_won")] == [1] * 10 + [0, 0]
    scored = events_of(events, "round_scored")[0]
    assert scored.tricks == TRICKS_A
    assert scored.points == (1, 0, 2)
    assert scored.bids == (2, 5, 0)
    assert scored.matched == (True, False, True)
    assert state.score_sheet == [[(2, 1)], [(10, 0)], [(0, 2)]]
    assert state.phase is Phase.DEAL and state.current_player == CHANCE


def test_round_points_rule():
    """ "4-2. Bids": 1 point for an exact bid of 1 or more, 2 for bid 0 and 0 tricks, else 0;
    "Beginner-Friendly Rules": with k Support tokens a bid within k counts (RULINGS)."""
    assert round_points(2, 2) == (1, True)
    assert round_points(0, 0) == (2, True)
    assert round_points(0, 1) == (0, False)
    assert round_points(3, 2) == (0, False)
    assert round_points(2, 1, 2) == (1, True)
    assert round_points(0, 0, 3) == (2, True)
    assert round_points(1, 0, 1) == (1, True)
    assert round_points(5, 2, 2) == (0, False)


def test_beginner_scoring_example():
    """ "Beginner-Friendly Rules" Scoring Example: bid 2, won 1, holding 2 Support tokens ->
    tricks 1, points 1, and all the tokens go back to the supply; a missed bid gains 1."""
    state = new_state(3, beginner=True)
    assert state.support_supply == SUPPORT_TOKENS
    bids = {0: 5, 1: 10, 2: 0}
    events = play_layout_round(state, LAYOUT_A, PLAYS_A, bids)  # seat 0: bid 5, won 2
    assert events_of(events, "round_scored")[0].support_tokens == (1, 0, 0)
    play_layout_round(state, LAYOUT_A, PLAYS_A, bids)  # |5 - 2| > 1: missed again
    assert state.support_tokens == [2, 0, 0] and state.support_supply == SUPPORT_TOKENS - 2
    events = play_layout_round(state, LAYOUT_B, PLAYS_B, {0: 2, 1: 10, 2: 0})
    scored = events_of(events, "round_scored")[0]
    assert scored.tricks[0] == 1 and scored.points[0] == 1
    assert scored.matched[0] is True
    assert state.support_tokens[0] == 0 and state.support_supply == SUPPORT_TOKENS - 1  # seat 2 missed
    assert state.support_tokens == [0, 0, 1]
    assert state.score_sheet[0] == [(2, 0), (2, 0), (1, 1)]


def test_without_beginner_rules_no_support_tokens():
    """ "Beginner-Friendly Rules" are an option: without them a miss gains nothing."""
    state = new_state(3)
    play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 5, 1: 10, 2: 0})
    assert state.support_tokens == [0, 0, 0] and state.view(0).support_supply == 0


def test_support_token_supply_of_12_runs_out():
    """RULINGS "Can't Win": a missed bid gains 1 Support token, none when the 12 are gone."""
    state = new_state(4, beginner=True)
    hands = [[f"{colour}{n}" for n in range(1, 13)] for colour in "TPVY"]  # seat 0 all trumps
    tiles = {0: "item_ban", 1: "spell_ban", 2: "revive_ban", 3: "no_xp"}
    bids = {0: 0, 1: 4, 2: 4, 3: 4}  # all miss by 4 or 12
    held = []
    for round_index in range(4):
        deal(state, (2 + round_index) % 4, hands)
        choose(state, tiles, bids)
        while state.phase is Phase.PLAY:
            state.apply(state.legal_actions()[0])
        assert state.score_sheet[0][-1] == (12, 0)
        held.append((tuple(state.support_tokens), state.support_supply))
    assert held == [((1, 1, 1, 1), 8), ((2, 2, 2, 2), 4), ((3, 3, 3, 3), 0), ((3, 3, 3, 3), 0)]
    assert state.is_terminal


def test_support_tokens_handed_out_from_the_dealer_when_short():
    """Ruling of this engine (rulebook silent): matched players return their tokens first,
    then missed players take one each in turn from the dealer while the supply lasts."""
    state = new_state(3, beginner=True)
    state.support_tokens = [4, 4, 3]
    state.support_supply = 1
    play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 9, 1: 0, 2: 5})  # all miss by more than 4
    assert state.dealer == 1
    assert state.support_tokens == [4, 5, 3] and state.support_supply == 0


def test_final_score_is_tricks_times_points():
    """ "End of the Game": final score = (sum of tricks) x (sum of points); highest wins."""
    state = new_state(3)
    for _ in range(3):
        play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 2, 1: 10, 2: 0})
    assert state.is_terminal and state.current_player == TERMINAL and state.phase is Phase.GAME_OVER
    assert state.scores() == [6 * 3, 30 * 3, 0 * 6]
    assert state.winners() == [1]
    assert state.view(2).winners == (1,) and state.view(2).scores == (18, 90, 0)


def test_game_over_event_carries_scores_and_winners():
    """ "End of the Game": the game ends after as many rounds as players."""
    state = new_state(3)
    events = []
    for _ in range(3):
        events = play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 2, 1: 10, 2: 0})
    over = events_of(events, "game_over")[0]
    assert over.scores == (18, 90, 0) and over.winners == (1,) and over.reason == "highest_score"
    assert state.view(0).end_reason == "highest_score"
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply("bid 1")


def test_tie_breaks_points_then_shared():
    """ "End of the Game": a tie on final score goes to the higher points total; still tied,
    the players share the victory."""
    # seat 0: 6 tricks x 2 points = 12; seat 1: 4 x 3 = 12; seat 2: 3 x 1 = 3.
    sheets = [[(6, 2)], [(2, 1), (2, 2)], [(3, 1)]]
    assert [final_score(s) for s in sheets] == [12, 12, 3]
    assert final_result(sheets) == ([1], "most_points")
    # seats 0 and 2: 4 x 3 = 12 with 3 points each: shared.
    assert final_result([[(4, 3)], [(1, 1)], [(2, 1), (2, 2)]]) == ([0, 2], "shared")
    assert final_result([[(0, 2)], [(0, 2)], [(0, 2)]]) == ([0, 1, 2], "shared")
    assert final_result([[(4, 3)], [(1, 1)], [(2, 2)]]) == ([0], "highest_score")
    assert final_result([[(6, 2)], [(4, 3)], [(2, 1), (2, 2)], [(1, 1)]]) == ([1, 2], "most_points")


def test_winners_empty_until_the_game_is_over():
    """GameState protocol: winners() is empty before the end (scores() is the running product)."""
    state = new_state(3)
    play_layout_round(state, LAYOUT_A, PLAYS_A, {0: 2, 1: 10, 2: 0})
    assert state.scores() == [2, 10, 0] and state.winners() == []


def test_action_texts_round_trip():
    """common.md: actions have stable text forms (``tile NAME``, ``bid N``, ``play <card>``)."""
    state = new_state(4, seed=3)
    state.apply(state.chance_action())
    for action in state.legal_actions():
        assert Action.parse(str(action)) == action
    assert {a.args[0] for a in state.legal_actions() if a.kind == "tile"} == set(TILES)


def test_a_legal_card_in_lower_case_is_refused_by_naming_how_it_is_written():
    """A card written in lower case is not the legal action's text: the engine says how it is
    written (at a lead it once fell through to the follow-colour message and raised KeyError)."""
    state = CantWinState(4, {}, 3)
    state.advance_chance()
    while state.phase is Phase.CHOOSE:
        state.apply(state.legal_actions()[0])
    card = state.legal_actions()[0].args[0]
    with pytest.raises(IllegalAction, match=f"play {card}"):
        state.apply(f"play {card.lower()}")
