"""Tweens, the timeline and card sprites move on virtual time only."""

import pygame

from game.table.anim import Timeline, Tween, ease_in_out, ease_out_cubic
from game.table.pace import speed_factor
from game.table.sprites import CardSprite
from game.table.zones import CardItem


def test_easing_and_tween():
    assert ease_out_cubic(0) == 0 and ease_out_cubic(1) == 1 and ease_out_cubic(0.5) > 0.5
    assert ease_in_out(0.5) == 0.5
    t = Tween((0.0, 0.0), (100.0, 50.0), 1.0, delay=0.5)
    t.advance(0.5)
    assert t.value == (0.0, 0.0) and not t.done
    t.advance(0.5)
    assert 50 < t.value[0] < 100
    t.advance(0.6)
    assert t.done and t.value == (100.0, 50.0)


def test_speed_factor():
    assert speed_factor({"animation_speed": "fast"}) == 0.5
    assert speed_factor({}) == 1.0 and speed_factor({"animation_speed": "bogus"}) == 1.0


def test_timeline_waits_for_holds_and_busy():
    log = []
    busy = [False]
    tl = Timeline()
    tl.add(lambda: log.append("a"), hold=0.5)
    tl.add(lambda: (log.append("b"), busy.__setitem__(0, True)))
    tl.add(lambda: log.append("c"))
    tl.update(0.0, lambda: busy[0])
    assert log == ["a"]
    tl.update(0.4, lambda: busy[0])
    assert log == ["a"]
    tl.update(0.2, lambda: busy[0])
    assert log == ["a", "b"]
    tl.update(1.0, lambda: busy[0])
    assert log == ["a", "b"] and not tl.idle
    busy[0] = False
    tl.update(0.01, lambda: busy[0])
    assert log == ["a", "b", "c"]
    tl.update(0.01, lambda: busy[0])
    assert tl.idle


def test_sprite_slides_and_turns_face_up_on_the_way():
    sp = CardSprite("french", "blue", CardItem("AS"), pygame.Rect(0, 0, 50, 70))
    assert not sp.face_up
    sp.move(pygame.Rect(200, 100, 100, 140), 0.4, face_up=True)
    assert sp.busy
    sp.update(0.1)
    assert 0 < sp.rect[0] < 200 and not sp.face_up
    sp.update(0.2)
    assert sp.face_up
    sp.update(0.2)
    assert not sp.busy and sp.rect == (200.0, 100.0, 100.0, 140.0)
    hidden = CardSprite("french", "blue", CardItem(), (0, 0, 5, 7))
    hidden.move((10, 10, 5, 7), 0.1, face_up=True)
    hidden.update(1.0)
    assert not hidden.face_up  # a card whose face this viewer may not know never turns up


def test_a_marked_card_keeps_a_green_outline_and_a_highlighted_one_a_gold_one(app):
    """The presenter marks cards that score together (a tableau's run): a green outline drawn
    for as long as the item says so; a highlight (a trick's winner) is gold."""
    from game.ui import style

    rect = pygame.Rect(20, 20, 50, 70)
    colours = {}
    for name, item, highlight in (
        ("plain", CardItem("AS", True), False),
        ("marked", CardItem("AS", True, marked=True), False),
        ("highlight", CardItem("AS", True, marked=True), True),
    ):
        sp = CardSprite("french", "blue", item, rect)
        sp.face_up, sp.highlight = True, highlight
        surface = pygame.Surface((100, 120))
        surface.fill((0, 0, 0))
        sp.draw(surface)
        colours[name] = tuple(surface.get_at((rect.centerx, rect.top - 2)))[:3]
    assert colours == {"plain": (0, 0, 0), "marked": style.GOOD, "highlight": style.ACCENT}
