"""rules.core.actions: the text forms of actions."""

import pytest

from rules.core.actions import Action, IllegalAction, as_action
from rules.games.bid_whist import BID_ACTIONS, DIRECTION_ACTIONS, PASS, PLAY_ACTIONS, TRUMP_ACTIONS


@pytest.mark.parametrize(
    "text",
    [
        "pass",
        "bid 4 uptown",
        "bid 7 notrump",
        "trump S",
        "direction downtown",
        "discard BJ",
        "play 10H",
        "deal 2 AS,KS QS,JS 10S,9S 8S,7S 6S,5S",
        "swap BJ:2S LJ:3H",
    ],
)
def test_action_text_round_trip(text):
    action = Action.parse(text)
    assert str(action) == text and Action.parse(str(action)) == action
    assert as_action(text) == action and as_action(action) is action


def test_every_bid_whist_action_round_trips():
    for action in [
        PASS,
        *BID_ACTIONS.values(),
        *TRUMP_ACTIONS.values(),
        *DIRECTION_ACTIONS.values(),
        *PLAY_ACTIONS,
    ]:
        assert Action.parse(str(action)) == action


def test_empty_action_text_is_rejected():
    with pytest.raises(ValueError, match="empty"):
        Action.parse("   ")


def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)
