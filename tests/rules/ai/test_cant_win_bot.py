"""The Can't Win baseline bot: legal over real games, its heuristics on hand-built views, and
that it beats random play."""

import pickle
import random

import pytest

from rules.ai.bots import choose_action_text
from rules.ai.evaluate import play_match
from rules.core.actions import Action
from rules.games import new_game
from rules.games.cant_win import (
    BID_ACTIONS,
    TILE_ACTIONS,
    TILES,
    CantWinView,
    Phase,
    falls_under,
    make_cant_win_deck,
)
from rules.games.cant_win.ai.baseline import CantWinBaselineBot, known_voids, trick_estimate

DECK = make_cant_win_deck(4)
BOT = CantWinBaselineBot()


def cards(texts):
    return tuple(DECK.parse(t) for t in texts.split())


def view(
    seat,
    hand,
    phase=Phase.PLAY,
    tiles=(None,) * 4,
    bids=(None,) * 4,
    trick=(),
    tricks_won=(0, 0, 0, 0),
    start_marker=0,
    played="",
):
    """A 4-player CantWinView; ``trick`` as ``(seat, text)`` pairs (sideways from the tiles)."""
    trick = tuple((s, DECK.parse(t), falls_under(tiles[s], DECK.parse(t))) for s, t in trick)
    own = cards(hand)
    return CantWinView(
        seat=seat,
        dealer=0,
        current_player=seat,
        phase=phase,
        round_number=1,
        rounds=4,
        hand=own,
        hand_counts=(len(own),) * 4,
        tiles_left=tuple(t for t in TILES if t not in tiles),
        tiles=tiles,
        bids=bids,
        bid_tokens_left=18 - sum(b or 0 for b in bids),
        start_marker=start_marker,
        trick=trick,
        lead_colour=trick[0][1].suit if trick else None,
        leader=trick[0][0] if trick else seat,
        last_trick=(),
        last_trick_winner=None,
        last_trick_why=None,
        tricks_won=tricks_won,
        score_sheet=((),) * 4,
        scores=(0,) * 4,
        support_tokens=(0,) * 4,
        support_supply=0,
        played=cards(played) + tuple(c for _, c, _ in trick),
        options={"beginner": False},
        winners=(),
        end_reason=None,
    )


def choose(v, legal):
    return str(BOT.choose(v, legal, random.Random(0)))


def plays(v, texts):
    """The ``play`` actions of ``texts``, which must be cards of ``v.hand``."""
    assert set(cards(texts)) <= set(v.hand)
    return [Action("play", (t,)) for t in texts.split()]


NO_YELLOW = "T12 T3 P11 P2 P5 V10 V4 V7 T8 P9 V1 T6"


def test_a_hand_with_no_yellow_takes_item_ban_when_it_is_free():
    v = view(0, NO_YELLOW, phase=Phase.CHOOSE, start_marker=None)
    legal = list(TILE_ACTIONS.values()) + list(BID_ACTIONS)
    assert choose(v, legal) == "tile item_ban"
    estimates = {t: trick_estimate(v.hand, t, DECK.cards) for t in TILES}
    assert estimates["item_ban"] == max(estimates.values())


def test_without_item_ban_it_takes_the_next_cheapest_tile_and_bids_its_estimate():
    tiles = ("item_ban", None, None, None)
    v = view(1, NO_YELLOW, phase=Phase.CHOOSE, tiles=tiles, start_marker=None)
    legal = [TILE_ACTIONS[t] for t in TILES if t != "item_ban"] + list(BID_ACTIONS)
    answer = choose(v, legal)
    assert answer.startswith("tile ")
    name = answer.split()[1]
    estimates = {t: trick_estimate(v.hand, t, DECK.cards) for t in TILES if t != "item_ban"}
    assert estimates[name] == max(estimates.values())
    after = view(1, NO_YELLOW, phase=Phase.CHOOSE, tiles=("item_ban", name, None, None))
    bid = int(choose(after, list(BID_ACTIONS)).split()[1])
    assert bid == int(estimates[name] + 0.5)


def test_the_bid_is_clamped_to_the_tokens_left():
    strong = "T12 T11 T10 T9 T8 T7 P12 P11 V12 V11 Y12 Y11"
    v = view(3, strong, phase=Phase.CHOOSE, tiles=(None, None, None, "no_escape"), bids=(9, 8, 0, None))
    assert trick_estimate(v.hand, "no_escape", DECK.cards) > 1
    assert choose(v, list(BID_ACTIONS[:2])) == "bid 1"


def test_bid_made_first_then_the_tile_nearest_the_bid():
    v = view(2, NO_YELLOW, phase=Phase.CHOOSE, bids=(None, None, 1, None))
    answer = choose(v, [TILE_ACTIONS[t] for t in TILES])
    name = answer.split()[1]
    estimates = {t: trick_estimate(v.hand, t, DECK.cards) for t in TILES}
    assert abs(estimates[name] - 1) == min(abs(e - 1) for e in estimates.values())


def test_a_bot_that_reached_its_bid_throws_a_high_card_that_loses():
    tiles = ("spell_ban", "no_xp", "item_ban", "revive_ban")
    v = view(1, "T2 Y12 V3", tiles=tiles, bids=(2, 2, 3, 3), tricks_won=(0, 2, 0, 0), trick=((0, "P5"),))
    # T2 would win (trump); Y12 and V3 (sideways under No XP) lose: throw the dangerous Y12.
    assert choose(v, plays(v, "T2 Y12 V3")) == "play Y12"


def test_a_bot_that_reached_its_bid_follows_low_when_high_would_win():
    tiles = ("spell_ban", "item_ban", "no_xp", "revive_ban")
    v = view(1, "P9 P3 T11", tiles=tiles, bids=(2, 1, 3, 3), tricks_won=(0, 1, 0, 0), trick=((0, "P5"),))
    assert choose(v, plays(v, "P9 P3")) == "play P3"


def test_a_bot_short_of_its_bid_plays_its_cheapest_winner():
    tiles = ("spell_ban", "no_xp", "no_escape", "item_ban")
    v = view(
        3,
        "P10 P12 P2 T9",
        tiles=tiles,
        bids=(2, 2, 3, 3),
        tricks_won=(0, 2, 0, 1),
        trick=((0, "P5"), (1, "P8"), (2, "V2")),
    )
    assert choose(v, plays(v, "P10 P12 P2")) == "play P10"


def test_a_bot_short_of_its_bid_prefers_a_winner_the_others_cannot_beat():
    tiles = ("spell_ban", "item_ban", "no_escape", "no_xp")
    # Seat 1 plays second. P11 is gone, so P12 is sure within pink; P9 loses to P10, still out.
    v = view(
        1,
        "P12 P9 T1 Y4",
        tiles=tiles,
        bids=(2, 3, 3, 3),
        tricks_won=(0, 0, 0, 0),
        trick=((0, "P5"),),
        played="P11 P2 P1 P3",
    )
    assert not falls_under("item_ban", DECK.parse("P9"))
    assert choose(v, plays(v, "P12 P9")) == "play P12"
    # Last to play (No XP: odd cards sideways), the cheapest winner is enough.
    last = view(
        3,
        "P12 P8 T1 Y4",
        tiles=tiles,
        bids=(2, 3, 3, 3),
        tricks_won=(0, 0, 0, 0),
        trick=((0, "P5"), (1, "P6"), (2, "Y3")),
        played="P11 P2 P1 P3",
    )
    assert choose(last, plays(last, "P12 P8")) == "play P8"


def test_voids_are_read_from_the_played_cards():
    tiles = ("spell_ban", "no_xp", "no_escape", "item_ban")
    # Seat 0 led P5; seat 2 played a yellow card: it has no pink.
    v = view(0, "T1", tiles=tiles, bids=(1, 1, 1, 1), played="P5 P6 Y2 P7", start_marker=0)
    assert known_voids(v)[2] == {"P"}
    assert not known_voids(v)[1]


def test_worker_entry_point_answers_cant_win_after_a_pickled_view():
    for players in (3, 4):
        state = new_game("cant_win", players, {}, 4)
        state.advance_chance()
        v = pickle.loads(pickle.dumps(state.view(state.current_player)))
        legal = [str(a) for a in state.legal_actions()]
        assert choose_action_text("cant_win", "baseline", v, legal, 1) in legal


@pytest.mark.parametrize("players", [3, 4])
def test_baseline_beats_random_in_a_clear_majority(players):
    result = play_match("baseline", "random", games=30, seed=0, game="cant_win", players=players)
    print(
        f"cant_win {players}p baseline vs random, 30 games: win rate {result.win_rate:.2f}, "
        f"mean score {result.mean_score:.1f} vs {result.opponent_mean_score:.1f}, "
        f"decision p95 {result.decision_ms_p95:.2f} ms"
    )
    assert result.win_rate >= 0.5  # one seat of three or four: random play would win a third or less
    assert result.mean_score > 2 * result.opponent_mean_score
