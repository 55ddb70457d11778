"""The Coins baseline bot: legal over real games, its heuristics on hand-built views, and
that it beats random play."""

import json
import pickle
import random

import pytest

from rules.ai.bots import choose_action_text
from rules.ai.evaluate import main, play_match
from rules.core.actions import Action
from rules.core.cards import make_spanish_deck
from rules.games import new_game
from rules.games.coins import CoinsView, Phase
from rules.games.coins.ai.baseline import CoinsBaselineBot, winning_position

DECK = make_spanish_deck()
BOT = CoinsBaselineBot()


def cards(texts):
    return tuple(DECK.parse(t) for t in texts.split())


def view(seat, hand, trick=(), played="", scores=(0, 0, 0), target=10):
    """A CoinsView in the middle of a hand; ``trick`` as ``(seat, text)`` pairs."""
    trick = tuple((s, DECK.parse(t)) for s, t in trick)
    own = cards(hand)
    played_now = {s for s, _ in trick}
    return CoinsView(
        seat=seat,
        dealer=0,
        current_player=seat,
        phase=Phase.PLAY,
        hand=own,
        hand_counts=tuple(len(own) - (k in played_now) for k in range(3)),
        trick=trick,
        leader=trick[0][0] if trick else seat,
        last_trick=(),
        last_trick_winner=None,
        last_trick_result=None,
        scores=scores,
        target=target,
        tricks_won=(0, 0, 0),
        coins_won=(0, 0, 0),
        coins_left=12,
        winning_cards=(),
        next_dealer=None,
        played=cards(played) + tuple(c for _, c in trick),
        hand_number=1,
        winners=(),
    )


def choose(v):
    legal = [Action("play", (c.text,)) for c in v.hand]
    return DECK.parse(BOT.choose(v, legal, random.Random(0)).args[0])


def test_last_player_wins_a_trick_holding_coins_with_its_cheapest_winner():
    # 5O, 7E, then cups: three suits, clubs missing, so cups win; 9E wins the sword pair.
    v = view(2, "2B 4B 3U 9E", trick=((0, "5O"), (1, "7E")))
    card = choose(v)
    assert winning_position(DECK.parse("5O"), DECK.parse("7E"), card) == 2
    assert card.text == "3U"


def test_second_player_takes_coins_with_a_card_nobody_can_beat():
    v = view(1, "AO 2B 5E 3U", trick=((0, "5O"),))
    assert choose(v).text == "AO"


@pytest.mark.parametrize("trick", [((0, "AU"), (1, "2U")), ((2, "AU"),)], ids=["last", "second"])
def test_a_player_who_cannot_win_keeps_its_coins(trick):
    seat = (trick[-1][0] + 1) % 3
    card = choose(view(seat, "7O 3E RB", trick=trick))
    assert card.suit != "O"
    assert card.text == "3E"  # the weakest card that is not a coin


def test_worker_entry_point_answers_coins_after_a_pickled_view():
    state = new_game("coins", 3, {}, 4)
    state.advance_chance()
    v = pickle.loads(pickle.dumps(state.view(state.current_player)))
    legal = [str(a) for a in state.legal_actions()]
    assert choose_action_text("coins", "baseline", v, legal, 1) in legal


def test_baseline_beats_random_in_a_clear_majority():
    result = play_match("baseline", "random", games=30, seed=0, game="coins")
    print(
        f"coins baseline vs random x2, 30 games: win rate {result.win_rate:.2f}, "
        f"decision p95 {result.decision_ms_p95:.2f} ms"
    )
    assert result.win_rate >= 0.6  # one seat of three: random play would win a third
    assert result.mean_score > result.opponent_mean_score


def test_evaluate_command_measures_coins(capsys):
    assert main(["3", "5", "--game", "coins", "--option", "target=15"]) == 0
    line = json.loads(capsys.readouterr().out)
    assert line["game"] == "coins" and line["players"] == 3 and line["games"] == 3
    assert line["options"] == {"target": "15"} and 0.0 <= line["win_rate"] <= 1.0
    assert line["decisions"] > 0
