"""The coach's words: each game's file beside its rules page reads as entries, has a line for
what the lesson is about, its deal and its end, and names and explains each key rule; the
reader refuses a malformed file and a line asked for that is missing."""

import pytest

from game.presenters.coach import Coach, CoachError, Voice, coach_for, end_lines, fields_of, parse_coach
from rules.games import GAMES


@pytest.mark.parametrize("game", list(GAMES))
def test_each_games_coach_file_has_the_lessons_lines(game):
    coach = coach_for(game)
    for situation in ("about", "deal", "end", "shown"):
        assert situation in coach, (game, situation)
    for rule in GAMES[game].lesson.key_rules:
        assert f"rule.{rule}" in coach and f"missed.{rule}" in coach, (game, rule)
    for situation, line in coach.entries.items():
        assert 3 <= len(line) <= 300, (game, situation, len(line))
        assert line.count(". ") <= 2, (game, situation)  # one or two sentences (a filled-in part may add one)
        if situation.endswith(".again"):
            assert situation[: -len(".again")] in coach, (game, situation)


def test_a_coach_file_is_entries_under_situations():
    text = "# a note\n[lead]\nYou lead:\nany card.\n\n[last]\nYou play last: {takes}.\n"
    assert parse_coach(text) == {"lead": "You lead: any card.", "last": "You play last: {takes}."}
    assert fields_of("You play last: {takes}.") == {"takes"}
    with pytest.raises(CoachError, match="before any"):
        parse_coach("words\n[lead]\nx")
    with pytest.raises(CoachError, match="twice"):
        parse_coach("[lead]\nx\n[lead]\ny")
    with pytest.raises(CoachError, match="no words"):
        parse_coach("[lead]\n[last]\ny")


def test_a_line_said_again_is_the_short_one_and_fields_are_checked():
    voice = Voice(
        Coach({"lead": "You lead {n}.", "lead.again": "Lead.", "end": "{result}", "shown": "{rules}"})
    )
    assert voice.say("lead", n=1) == "You lead 1."
    assert voice.say("lead", n=1) == "Lead."
    with pytest.raises(CoachError, match="needs n"):
        Voice(voice.coach).say("lead")
    with pytest.raises(CoachError, match="no line"):
        voice.say("follow")
    coach = Voice(
        Coach(
            {
                "end": "Done: {result}.",
                "shown": "Shown: {rules}.",
                "rule.a": "A",
                "rule.b": "B",
                "missed.c": "No C.",
            }
        )
    )
    assert end_lines(coach, {"a", "b"}, ("a", "b", "c"), result="won") == [
        "Done: won.",
        "Shown: A and B.",
        "No C.",
    ]
