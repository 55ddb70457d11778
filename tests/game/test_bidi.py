"""Names in Arabic or Hebrew read right to left, joined, inside English sentences (SDL drew
them backwards and, in Arabic, unjoined: a fresh user's finding with a typed name)."""

from __future__ import annotations

import pygame

from game import assets
from game.ui.bidi import runs, script_of
from game.ui.text import label

SALAM = "\u0633\u0644\u0627\u0645"  # (Arabic "salam")
SHALOM, OLAM = "\u05e9\u05dc\u05d5\u05dd", "\u05e2\u05d5\u05dc\u05dd"  # (Hebrew "shalom", "olam")


def test_a_line_without_right_to_left_letters_is_one_piece():
    assert runs("West plays the 5♠ (2 left)") == [("West plays the 5♠ (2 left)", None)]
    assert runs("") == [("", None)]


def test_right_to_left_words_make_runs_with_the_spaces_between_them_only():
    assert runs(f"{SALAM} plays the 5♠") == [(SALAM, "Arab"), (" plays the 5♠", None)]
    assert runs(f"to {SHALOM} {OLAM}") == [("to ", None), (f"{SHALOM} {OLAM}", "Hebr")]
    assert runs(f"{SHALOM} 3 {OLAM}, Ann") == [(f"{SHALOM} 3 {OLAM}", "Hebr"), (", Ann", None)]
    marked = f"{SALAM}\u064e bids"  # (a vowel mark on the last letter stays with it)
    assert runs(marked) == [(f"{SALAM}\u064e", "Arab"), (" bids", None)]


def test_each_right_to_left_letter_has_its_script():
    assert [script_of(ch) for ch in ("\u05d0", "\ufb2a", "\u0627", "\ufefb", "\u0710")] == [
        "Hebr",
        "Hebr",
        "Arab",
        "Arab",
        "Syrc",
    ]


def test_arabic_is_drawn_joined_and_a_sentence_in_one_image(app):
    """Joined Arabic letters take less room than the same letters drawn apart, and the right-
    to-left run drawn shaped is what the line's image starts with."""
    apart = assets.font(28).render(SALAM, True, (255, 255, 255))
    joined = label(SALAM, 28, (255, 255, 255))
    assert joined.get_width() < apart.get_width()
    line = label(f"{SALAM} plays", 28, (255, 255, 255))
    rest = assets.font(28).render(" plays", True, (255, 255, 255))
    assert line.get_width() == joined.get_width() + rest.get_width()
    assert line.get_height() == max(joined.get_height(), rest.get_height())
    assert pygame.image.tobytes(line.subsurface((0, 0, *joined.get_size())), "RGBA") == pygame.image.tobytes(
        joined.convert_alpha(), "RGBA"
    )
