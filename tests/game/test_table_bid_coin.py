"""Bid Coin on the real table: the shown card and the coins move as animated sprites (a pushed
coin slides from its seat's coins to its bid area; a round's end moves the coins before the
summary), the turned coins of a zero lie sideways, and the whole table stays in the window from
960x1080 to 2560x1440 with 13 cards in hand, for 3 and 4 players."""

import pygame
import pytest

import game.table.zone_words as words_module
from game import assets
from game.presenters.bid_coin.presenter import coin_image
from game.table import pieces
from game.table.overlays import HandSummaryOverlay
from game.table.zones import Zone, ZoneKind
from game.ui import style
from tests.game.driver import (
    click,
    legal_targets,
    play_target,
    push_table,
    run_until,
    sprites_in,
    step,
    zone_words_said,
)

NAMES = {3: ["South", "West", "East"], 4: ["South", "West", "North", "East"]}


def ai_table(app, players: int, seed: int = 5):
    """A table with every seat an AI (seat 0 at the bottom, face up)."""
    return push_table(app, "bid_coin", NAMES[players], humans=0, seed=seed)


def test_the_shown_card_flies_to_the_stock_and_lands_face_up_on_top_and_is_named(app, monkeypatch):
    table = ai_table(app, 4)
    run_until(app, lambda: table.session.state.round_number == 1 and table.board.busy(), 2000)
    stock = sprites_in(table, ZoneKind.STOCK)
    assert len(stock) == 3 and any(sp.busy for sp in stock)  # dealt with the hands
    run_until(app, lambda: not any(sp.busy for sp in sprites_in(table, ZoneKind.STOCK)), 2000)
    stock = sprites_in(table, ZoneKind.STOCK)
    assert stock[-1].key == table.session.state.stock[0].text and stock[-1].face_up
    assert not any(sp.face_up for sp in stock[:-1])
    assert table.board.layout.stock.contains(stock[-1].int_rect())
    said = zone_words_said(monkeypatch)  # it is named (a newcomer took it for a fourth card of the trick)
    words_module.draw_zone_words(app.screen, table, table.hud._landed, 12)
    rows = stock[0].int_rect().unionall([sp.int_rect() for sp in stock])
    assert [pos for text, pos in said if text == "Trump card" and rows.left <= pos[0] <= rows.right]


def test_a_pushed_coin_slides_from_the_seats_coins_to_its_bid_area(app):
    table = ai_table(app, 4)
    state = table.session.state
    run_until(app, lambda: any(state.pushed), 20000)
    seat = next(s for s in range(4) if state.pushed[s])
    key = coin_image(state.pushed[seat][0])
    run_until(app, lambda: any(sp.key == key for sp in sprites_in(table, ZoneKind.BID, seat)), 2000)
    coin = next(sp for sp in sprites_in(table, ZoneKind.BID, seat) if sp.key == key)
    moving = coin.busy
    start = coin.int_rect().copy()
    run_until(app, lambda: not coin.busy, 2000)
    area = table.board.layout.seat(table.board.position(seat)).bid
    assert moving and start != coin.int_rect() and area.contains(coin.int_rect())


def test_a_round_ends_with_the_coins_moved_before_the_summary(app):
    table = ai_table(app, 3, seed=2)
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay), 40000)
    state = table.session.state
    for seat in range(3):
        front = sorted(sp.key for sp in sprites_in(table, ZoneKind.PIECES, seat))
        assert front == sorted(coin_image(v) for v in state.coins[seat])
        assert sprites_in(table, ZoneKind.BID, seat) == []
        assert not any(sp.busy for sp in sprites_in(table, ZoneKind.PIECES, seat))
    assert len(sprites_in(table, ZoneKind.SUPPLY)) == state.supply


def test_zero_coins_lie_sideways(app):
    table = ai_table(app, 4, seed=5)  # an AI declares zero in the first trick
    state = table.session.state
    run_until(app, lambda: any(state.declared) and not table.board.busy() and table.animator.idle, 40000)
    seat = state.declared.index(True)
    turned = [sp.key for sp in sprites_in(table, ZoneKind.PIECES, seat) if sp.item.turned]
    assert sorted(turned) == sorted(coin_image(v) for v in state.turned[seat])


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(960, 1080), (1280, 720), (2560, 1440)])
def test_the_whole_table_stays_in_the_window(app, players, size):
    """At the first trick (13 cards in every hand, five suits, every coin in front)."""
    table = ai_table(app, players)
    run_until(app, lambda: table.session.state.round_number == 1 and not table.board.busy(), 4000)
    table.on_resize(size)
    window = pygame.Rect(0, 0, *size)
    assert all(window.contains(sp.int_rect()) for sp in table.board.sprites())
    assert all(window.contains(c.rect) for c in table.board.placement.cells)
    layout = table.board.layout
    for sp in sprites_in(table, ZoneKind.HAND, 0):
        assert layout.seat(0).hand.contains(sp.int_rect())
    table.hud.draw(pygame.Surface(size))
    assets.clear_scaled_cache()


def test_the_zero_panel_keeps_clear_of_the_cards_in_the_trick(app):
    """A bid of zero is declared mid-trick: the panel moves off the trick so its cards stay in
    sight (the new-user trial found it covering them)."""
    table = push_table(app, "bid_coin", NAMES[4], humans=1, seed=5)
    state = table.session.state
    for _ in range(60):
        run_until(app, lambda: table.input_ready, 20000)
        targets = legal_targets(table)
        zeros = [t for t in targets if t[0].startswith("zero")]
        if zeros and sprites_in(table, ZoneKind.TRICK):
            play_target(app, table, *zeros[0])
            run_until(app, lambda: table.input_ready and table.choice_panel() is not None, 200)
            break
        play_target(app, table, *next(t for t in targets if t[0].startswith(("play", "push"))))
    placed = table.choice_panel()
    trick = table.board.in_sight()
    assert placed is not None and trick and state.phase.name == "DECLARE"
    assert not any(placed[0].colliderect(card) for card in trick)
    assert all(placed[0].contains(rect) for _, rect in placed[1])


def test_coins_turned_for_a_zero_one_by_one_stay_under_the_pointer(app, monkeypatch):
    """Turning coins for a bid of zero, each click where the coins lay before the first: each
    click turns the coin that lay under it (the new-user trial found the turned coin moving to
    the end of the row, so the next click hit its neighbour)."""
    table = push_table(app, "bid_coin", NAMES[4], humans=1, seed=5)
    state = table.session.state
    for _ in range(60):
        run_until(app, lambda: table.input_ready, 20000)
        targets = legal_targets(table)
        if sum(t[0].startswith("zero") for t in targets) >= 3:
            break
        play_target(app, table, *next(t for t in targets if t[0].startswith(("play", "push"))))
    mine = [c for c in table.board.placement.cells if c.zone == Zone(ZoneKind.PIECES, 0)]
    before = [
        (c.item.action, c.rect.center) for c in mine if c.item.action and c.item.action.startswith("zero")
    ]
    assert len(before) >= 3
    for n, (action, pos) in enumerate(before[:3], 1):
        click(app, pos, frames=1)
        run_until(app, lambda: table.input_ready, 2000)
        assert list(state.turned[0]) == [int(a.split()[1]) for a, _ in before[:n]], action
    # each turned coin's number stands under its middle (a tester read a caption at the coin's
    # left edge as its neighbour's)
    turned = [c for c in table.board.placement.cells if c.zone == Zone(ZoneKind.PIECES, 0) and c.item.turned]
    assert len(turned) == 3
    caption, drawn = pieces.draw_text, []
    monkeypatch.setattr(pieces, "draw_text", lambda *a, **k: drawn.append(caption(*a, **k)) or drawn[-1])
    for cell in turned:
        surface = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
        drawn.clear()
        pieces.draw_cells(surface, [cell], set(), (-1, -1), table.board.caption_px())
        [words] = drawn
        above = pygame.Rect(cell.rect.x, cell.rect.y, cell.rect.width, words.top - cell.rect.y)
        coin = surface.subsurface(above).get_bounding_rect().move(above.topleft)
        assert coin.width > words.width and abs(coin.centerx - words.centerx) <= 2, (
            cell.item.label,
            coin,
            words,
        )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_tag_on_a_coin_keeps_off_the_wins_count(app, size):
    """A hinted coin's "Hint" tag covers none of the words on the table: the new-user trial
    found it over the "1 win" note of the won piles just above the viewer's first coin."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    table = push_table(app, "bid_coin", ["You", "West", "East"], humans=1, seed=4)

    def may_push() -> bool:
        if app.top is not table or not sprites_in(table, ZoneKind.WON, 0):
            return False
        return any(text.startswith("push") for text, _ in legal_targets(table))

    for _ in range(200):  # the viewer plays its last card each turn until it may push
        run_until(app, lambda: may_push() or (app.top is table and legal_targets(table)), 20000)
        if may_push():
            break
        play_target(app, table, *legal_targets(table)[-1])
    assert may_push()
    px = style.text_px(table.board.layout.unit, "small")  # the notes' type, as the hud draws them
    notes = [box for box, _ in table.hud.pile_notes(px)]
    for text, _ in legal_targets(table):
        if text.startswith("push"):
            table.hinted, table.dirty = text, True
            run_until(app, lambda: table.hud.hint_tag is not None, 10)
            words = table.hud.prompt_rects() + notes
            assert notes and table.hud.hint_tag.collidelist(words) < 0, text


def test_the_hint_ring_round_a_coin_hugs_the_coin(app):
    """The hint's ring went round a coin's whole cell, twice the coin's height, down into
    the window's edge; it goes round the raised coin, as its gold outline does."""
    from game.table.hint import placed_at
    from game.table.placement import picture_rect, stack_step

    table = push_table(app, "bid_coin", NAMES[4], humans=1, seed=5)
    for _ in range(60):
        run_until(app, lambda: table.input_ready, 20000)
        targets = legal_targets(table)
        if any(t[0].startswith("zero") for t in targets):
            break
        play_target(app, table, *next(t for t in targets if t[0].startswith(("play", "push"))))
    cell = next(c for c in table.board.placement.cells if c.item.action and c.item.action.startswith("zero"))
    assert not cell.item.label  # (a coin of the seat's row has no caption)
    ring = placed_at(table, cell.item.action)
    coin = picture_rect(cell.rect, cell.icon_h, centred=False).move(0, -2 * stack_step(cell.icon_h))
    assert ring.contains(coin) and ring.height <= coin.height * 1.3 < cell.rect.height
    assert app.screen.get_rect().contains(ring)


def test_each_seats_pushed_coins_are_named_its_bid(app, monkeypatch):
    """The others' pushed coins lay as a second, unnamed row under their coins beside the
    viewer's "Your bid" (helper-85): each seat's is named "West's bid" beside it once its coins
    have landed, the viewer's "Your bid" once."""
    table = push_table(app, "bid_coin", ["You", "West", "East"], humans=1, seed=4)
    state = table.session.state
    for _ in range(40000):  # (the viewer plays and pushes, never turns coins for a zero)
        step(app)
        if table.input_ready and all(state.pushed) and not table.board.busy():
            break
        if table.input_ready:
            table.input.click(next(t for t, _ in legal_targets(table) if t.startswith(("play", "push"))))
    said = zone_words_said(monkeypatch)
    words_module.draw_zone_words(app.screen, table, table.hud._landed, 12)
    assert [text for text, _ in said].count("Your bid") == 1
    for seat, name in ((1, "West"), (2, "East")):
        coins = [sp.int_rect() for sp in sprites_in(table, ZoneKind.BID, seat)]
        row = coins[0].unionall(coins[1:])
        (pos,) = [pos for text, pos in said if text == f"{name}'s bid"]
        area = table.board.layout.seat(table.board.position(seat)).bid
        assert area.collidepoint(pos) and row.top <= pos[1] < row.bottom and pos[0] > row.right  # (beside)
