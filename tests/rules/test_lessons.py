"""The lessons' fixed deals (Learn to play): legal, one per player count, and showing the
game's key rules however the learner plays, in all but at most one of five ways of playing
(like the baseline, at random twice, always the first or the last legal move) against the
lesson's computer players, seeded as at the table."""

import pytest

from rules.ai.lessons import LEARNERS, play_first_hand
from rules.core.events import Event
from rules.games import GAMES, new_game

LESSONS = [(name, players) for name, info in GAMES.items() for players in info.lesson.deals]


def test_every_game_has_a_lesson_for_each_player_count():
    for name, info in GAMES.items():
        assert set(info.lesson.deals) == set(info.variant().players), name
        assert set(info.lesson.seeds) == set(info.lesson.deals), name


@pytest.mark.parametrize("game,players", LESSONS)
def test_the_deal_is_the_games_first_chance_action_and_legal(game, players):
    plan = GAMES[game].lesson
    state = new_game(game, players, dict(plan.options), plan.seeds[players])
    real = str(state.chance_action()).split()
    deal = plan.deals[players].split()
    assert deal[0] == real[0] and len(deal) == len(real)
    assert sorted(",".join(deal[2:]).split(",")) == sorted(",".join(real[2:]).split(","))  # the whole deck
    state.apply(plan.deals[players])
    assert state.current_player >= 0


@pytest.mark.parametrize("game,players", LESSONS)
def test_the_deal_shows_the_key_rules_however_the_learner_plays(game, players):
    plan = GAMES[game].lesson
    missed = {}
    for learner in LEARNERS:
        events, decisions = play_first_hand(game, players, plan.deals[players], plan.seeds[players], learner)
        seen = plan.seen(events, 0)
        assert seen <= set(plan.key_rules)
        assert 8 <= decisions <= 40, (learner, decisions)
        missed[learner] = set(plan.key_rules) - seen
    assert sum(bool(m) for m in missed.values()) <= 1, missed


def test_seen_reads_only_what_happened():
    for info in GAMES.values():
        assert info.lesson.seen([], 0) == set()
        assert info.lesson.seen([Event()], 0) == set()
