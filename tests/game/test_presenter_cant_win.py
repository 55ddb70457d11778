"""The Can't Win presenter: wording of every event kind, the pieces and the bid panel offered
(exactly the legal actions), sideways cards, the score sheet, the summaries."""

import random
from dataclasses import asdict, replace
from types import SimpleNamespace

from game.presenters.cant_win.presenter import CantWinPresenter
from game.presenters.cant_win.words import card_words
from game.table.zones import TRICK, ZoneKind
from game.ui.text import NBSP
from rules.core.events import CardPlayed, Dealt, GameOver
from rules.core.state import CHANCE
from rules.games.cant_win import (
    TILE_NAMES,
    TILES,
    CantWinState,
    CantWinTrickWon,
    Phase,
    RoundScored,
    TileTaken,
    TricksBid,
    falls_under,
    make_cant_win_deck,
)

NAMES3 = ["South", "West", "East"]
NAMES4 = ["South", "West", "North", "East"]
DECK4 = make_cant_win_deck(4)


def card(text):
    return DECK4.parse(text)


def cards(texts):
    return tuple(DECK4.parse(t) for t in texts.split())


def random_game(players: int, seed: int, beginner: bool = False, check=None):
    """Play a whole game with random legal moves; ``check(state)`` runs before every move.
    Returns (state, events)."""
    state = CantWinState(players, {"beginner": beginner}, seed)
    rng = random.Random(seed)
    events = []
    while not state.is_terminal:
        if check is not None:
            check(state)
        if state.current_player == CHANCE:
            events += state.advance_chance()
        else:
            events += state.apply(rng.choice(state.legal_actions()))
    return state, events


def text(line) -> str:
    """A legend line (text and Span segments) as plain text."""
    joined = (
        line if isinstance(line, str) else "".join(seg if isinstance(seg, str) else seg.text for seg in line)
    )
    return joined.replace(NBSP, " ")  # (the words a line must not part are joined by NBSP)


def shown_pieces(presenter, view, names, legal=()):
    """The pieces the presenter shows, each with the fields of its item and ``seat`` (``None``
    for the supply)."""
    contents = presenter.fill(view, list(legal), names)
    return [
        SimpleNamespace(seat=zone.seat, **asdict(item))
        for zone, items in contents.zones.items()
        if zone.kind in (ZoneKind.PIECES, ZoneKind.SUPPLY)
        for item in items
    ]


def offered(presenter, view, legal, names):
    """Action texts offered by the pieces and the panel."""
    out = {p.action for p in shown_pieces(presenter, view, names, legal) if p.action}
    panel = presenter.panel(view, legal, names)
    if panel is not None:
        out |= {c.action for row in panel.rows for c in row if c.action}
    return out


def test_every_event_kind_is_worded():
    p = CantWinPresenter()
    cases = {
        Dealt(2, 3): "North deals round 3",
        TileTaken(3, "no_xp"): "East takes the No XP tile - odd cards can't win for East",
        TileTaken(0, "revive_ban"): "South takes the Revive Ban tile - pink Revive cards can't win for South",
        TricksBid(2, 2, True): "North bids 2 and takes the start marker",
        TricksBid(1, 0, False): "West bids 0",
        CardPlayed(1, card("P7"), True): "West plays pink 7 sideways - Can't win!",
        CardPlayed(1, card("T12")): "West plays trump 12",
        CantWinTrickWon(0, cards("T3 P1 P2 P4"), "highest trump", 1): "South wins the trick: highest trump",
        CantWinTrickWon(
            3, cards("P3 P1 P2 P4"), "all sideways", 1
        ): "East wins the trick: every card sideways, highest number",
        RoundScored(
            2,
            (4, 2, 0, 0),
            (1, 2, 0, 3),
            (1, 2, 5, 4),
            (1, 1, 0, 0),
            (True, True, False, False),
            (0,) * 4,
            (0,) * 4,
        ): (
            "Round 2 scored - South bid 1, won 1: +1 point; West bid 2, won 2: +1 point;"
            " North bid 0, won 5: missed, 0 points; East bid 3, won 4: missed, 0 points"
        ),
        GameOver((0,), "last_round", (4, 2, 0, 0)): "South wins the game",
        GameOver((0, 3), "last_round", (4, 4, 0, 0)): "South and East share the win",
    }
    for event, words in cases.items():
        assert p.describe(event, NAMES4) == words
    you = ["You", "West", "North", "East"]
    assert (
        p.describe(TileTaken(0, "no_escape"), you)
        == "You take the No Escape tile - even cards can't win for you"
    )
    assert p.describe(TricksBid(0, 3, True), you) == "You bid 3 and take the start marker"
    # the viewer named after another is "you" ("West and You" read wrong: helper-84)
    assert p.describe(GameOver((1, 0), "last_round", (4, 4, 0, 0)), you) == "West and you share the win"
    assert p.describe(GameOver((0, 3), "last_round", (4, 4, 0, 0)), you) == "You and East share the win"
    # every kind a whole game produces has words
    _, events = random_game(4, 5)
    kinds = {e.kind for e in events}
    assert kinds == {"dealt", "tile", "bid", "play", "trick_won", "round_scored", "game_over"}
    assert all(p.describe(e, NAMES4) for e in events)
    assert card_words("V10") == "purple 10" and card_words("Y1") == "yellow 1"


def test_pieces_and_panel_offer_exactly_the_legal_choices_in_both_orders():
    p = CantWinPresenter()
    orders = set()

    def check(state):
        if state.phase is not Phase.CHOOSE:
            return
        seat = state.current_player
        view = state.view(seat)
        legal = state.legal_actions()
        assert offered(p, view, legal, NAMES4) == {str(a) for a in legal}
        if view.tiles[seat] is None and view.bids[seat] is None:
            assert p.prompt(view, legal, NAMES4) == (  # (why the order matters: helper-85)
                "Take a tile above or bid - you do both; the first to bid leads"
            )
            assert p.panel(view, legal, NAMES4).title == "Your bid - or first click a tile above"
        elif view.tiles[seat] is None:
            orders.add("bid first")
            assert p.panel(view, legal, NAMES4) is None
            assert "tile" in p.prompt(view, legal, NAMES4)
        else:
            orders.add("tile first")
            assert "bid" in p.prompt(view, legal, NAMES4)
            assert p.panel(view, legal, NAMES4).title == "Your bid"
        # tiles are offered only as pieces of the supply, never as panel buttons
        panel = p.panel(view, legal, NAMES4)
        tile_actions = {str(a) for a in legal if a.kind == "tile"}
        assert {q.action for q in shown_pieces(p, view, NAMES4, legal) if q.action} == tile_actions
        assert panel is None or not any(c.action in tile_actions for row in panel.rows for c in row)
        # nobody else is offered anything
        for other in range(state.num_players):
            if other != seat:
                assert not [q for q in shown_pieces(p, state.view(other), NAMES4) if q.action]
        # supply pieces: the tiles left (with what they ban) and the Bid tokens left
        supply = [q for q in shown_pieces(p, view, NAMES4, legal) if q.seat is None]
        tiles = [q for q in supply if q.image.startswith("cantwin/tile_")]
        assert [q.label for q in tiles] == [TILE_NAMES[t] for t in view.tiles_left]
        assert all("can't win" in q.help for q in tiles)
        tokens = [q for q in supply if q.image == "cantwin/bid_token"]
        assert [q.count for q in tokens] == [view.bid_tokens_left]

    for seed in range(6):
        random_game(4, seed, check=check)
    assert orders == {"bid first", "tile first"}


def test_bid_panel_is_limited_by_the_tokens_left():
    p = CantWinPresenter()
    state = CantWinState(3, {}, 2)
    state.advance_chance()
    state.apply("bid 12")
    state.apply("bid 5")
    view = state.view(state.current_player)
    panel = p.panel(view, state.legal_actions(), NAMES3)
    # only the bids the tokens allow; the tiles left are pieces of the supply
    assert [c.label for row in panel.rows for c in row] == ["0", "1"] and "1 Bid token left" in panel.note
    assert panel.title == "Your bid - or first click a tile above"
    legal = state.legal_actions()
    assert [q.action for q in shown_pieces(p, view, NAMES3, legal) if q.action] == [
        f"tile {t}" for t in TILES
    ]
    state.apply("tile no_xp")
    view = state.view(state.current_player)
    # the seat pieces: bid tokens by count, the start marker with the first bidder
    pieces = shown_pieces(p, view, NAMES3)
    dealer = state.dealer
    assert any(q.seat == dealer and q.image == "cantwin/bid_token" and q.count == 12 for q in pieces)
    assert any(q.seat == dealer and q.image == "cantwin/start_marker" for q in pieces)
    assert not any(q.seat is None and q.image == "cantwin/start_marker" for q in pieces)


def test_trick_cards_are_sideways_exactly_as_the_engine_says():
    p = CantWinPresenter()
    seen = {True: 0, False: 0}

    def check(state):
        view = state.view(0)
        cards = p.fill(view, [], NAMES3).items(TRICK)
        assert [(c.owner, c.text, c.turned) for c in cards] == [(s, c.text, w) for s, c, w in view.trick]
        for c in cards:
            assert c.turned == falls_under(view.tiles[c.owner], card(c.text))
            assert c.note == ("Can't win!" if c.turned else "")
            seen[c.turned] += 1

    random_game(3, 11, check=check)
    assert seen[True] > 0 and seen[False] > 0


def test_the_hands_cards_the_viewers_tile_bars_carry_a_sign_once_the_tile_is_taken():
    """A tester saw nothing in the hand of which cards their tile barred from winning."""
    from game.table.zones import hand

    p = CantWinPresenter()
    seen = {True: 0, False: 0}

    def check(state):
        view = state.view(0)
        for item in p.fill(view, [], NAMES3).items(hand(0)):
            tile = view.tiles[0]
            assert item.barred == (tile is not None and falls_under(tile, card(item.text)))
            seen[item.barred] += 1

    random_game(3, 11, check=check)
    assert seen[True] > 0 and seen[False] > 0


def test_a_barred_card_is_drawn_with_its_sign_and_a_plain_one_without(app):
    import pygame

    from game.table.sprites import CardSprite
    from game.table.zones import CardItem
    from game.ui import style

    drawn = []
    for barred in (False, True):
        sprite = CardSprite("cantwin", "purple", CardItem("P4", True, barred=barred), (10, 10, 100, 140))
        surface = pygame.Surface((120, 160))
        sprite.draw(surface)
        strip = [surface.get_at((x, y))[:3] for x in range(10, 40) for y in range(80, 110)]
        drawn.append(sum(1 for c in strip if c == style.WARNING))
    assert drawn[0] == 0 and drawn[1] > 20, drawn


def test_a_round_summary_says_whose_support_tokens_went_back():
    """A tester read one seat's Support tokens said returned and not another's, who had
    matched their bid exactly holding one ("Beginner-Friendly Rules": a matched bid returns
    them all, exact or helped)."""
    p = CantWinPresenter()
    state, _ = random_game(3, 7, True)
    event = RoundScored(
        2, (4, 2, 0), (3, 2, 1), (3, 3, 4), (1, 1, 0), (True, True, False), (0, 0, 1), (1, 2, 0)
    )
    lines = p.hand_summary(event, state.view(0), NAMES3).lines
    assert lines[0].endswith("bid 3, won 3 - matched, +1 point - 1 Support token returned")
    assert lines[1].endswith(
        "bid 2, won 3 - matched with Support tokens, +1 point - 2 Support tokens returned"
    )
    assert lines[2].endswith("bid 1, won 4 - missed, 0 points - holds 1 Support token")
    logged = p.describe(event, NAMES3)
    assert "bid 3, won 3: +1 point (1 Support token returned);" in logged
    assert "bid 2, won 3: +1 point with Support tokens (2 Support tokens returned);" in logged


def test_score_sheet_final_is_the_state_score_and_summaries_match():
    p = CantWinPresenter()
    for players, beginner, names in ((3, True, NAMES3), (4, False, NAMES4)):
        state, events = random_game(players, 7, beginner)
        view = state.view(0)
        sheet = p.score_sheet(view, names)
        assert sheet.columns[1 : 2 + players] == ("Round", *(str(r) for r in range(1, players + 1)))
        assert ("Support" in sheet.columns) == beginner
        tricks_rows = [r for r in sheet.rows if r[1] == "Tricks"]
        points_rows = [r for r in sheet.rows if r[1] == "Points"]
        final = sheet.columns.index("Final")
        for seat, (t_row, p_row) in enumerate(zip(tricks_rows, points_rows)):
            assert t_row[0] == names[seat]
            assert int(t_row[final].split("= ")[1]) == state.scores()[seat]
            assert int(t_row[final - 1]) * int(p_row[final - 1]) == state.scores()[seat]
            assert [int(x) for x in t_row[2 : 2 + players]] == [t for t, _ in state.score_sheet[seat]]
            assert [int(x) for x in p_row[2 : 2 + players]] == [q for _, q in state.score_sheet[seat]]
            if beginner:
                assert int(t_row[-1]) == state.support_tokens[seat]
        # round summaries: one line per player with the bid and the tricks
        for event in (e for e in events if e.kind == "round_scored"):
            summary = p.hand_summary(event, view, names)
            assert summary.title == f"Round {event.number} of {players} scored"
            for seat in range(players):
                line = summary.lines[seat]
                assert line.startswith(f"{names[seat]}: bid {event.bids[seat]}, won {event.tricks[seat]} - ")
                assert ("matched" in line) == event.matched[seat]
            # the hand history's entry says as much of each player: bid, tricks, points
            entry = p.history_entry(event, 0, names)
            assert entry.part == "Score" and entry.text.startswith(f"Round {event.number} scored - ")
            for seat in range(players):
                won = f"+{event.points[seat]} point" if event.matched[seat] else "missed, 0 points"
                assert f"{names[seat]} bid {event.bids[seat]}, won {event.tricks[seat]}: {won}" in entry.text
        over = p.game_over(view, names)
        winners = state.winners()
        assert all(names[s] in over.title for s in winners)
        for seat in range(players):
            assert f"= {state.scores()[seat]}" in over.lines[seat]
        assert p.status_text(view, names).startswith("Game over - ")


def test_game_over_explains_a_tie_broken_on_points():
    p = CantWinPresenter()
    state, _ = random_game(3, 1)
    view = state.view(0)
    # a hand-made final position: South and West tied on 6, South with more points
    tied = view.__class__(
        **{
            **view.__dict__,
            "score_sheet": (((3, 2), (0, 0), (0, 0)), ((6, 1), (0, 0), (0, 0)), ((0, 0), (0, 0), (0, 0))),
            "scores": (6, 6, 0),
            "winners": (0,),
            "end_reason": "most_points",
        }
    )
    over = p.game_over(tied, NAMES3)
    assert over.title == "South wins the game!"
    assert over.lines[-1] == "Tied on 6: the tie goes to the most points (South 2, West 1)."
    shared = view.__class__(
        **{
            **tied.__dict__,
            "score_sheet": (((3, 2),), ((3, 2),), ((0, 0),)),
            "winners": (0, 1),
            "end_reason": "shared",
        }
    )
    over = p.game_over(shared, NAMES3)
    assert over.title == "South and West share the win!"
    assert "shared" in over.lines[-1]


def test_info_legend_badge_and_status_during_a_round():
    p = CantWinPresenter()
    state = CantWinState(4, {"beginner": True}, 3)
    state.advance_chance()
    dealer = state.dealer
    state.apply("tile no_xp")
    state.apply("bid 2")
    view = state.view(0)
    info = dict(p.info_lines(view, NAMES4))
    assert info["Round"] == "1 of 4" and info["Dealer"] == NAMES4[dealer]
    assert info["Turn"] == f"{NAMES4[(dealer + 2) % 4]} to choose"
    assert info["Start"] == NAMES4[(dealer + 1) % 4]
    assert info["Bid tokens"] == "16 of 18"
    assert info["Support"] == "12 in supply"
    assert p.badge(view, dealer, NAMES4) == "dealer"
    assert p.badge(view, (dealer + 1) % 4, NAMES4) == "bid 2"
    later = state.clone()  # (round the table once: the dealer, who took a tile, is to bid)
    later.apply("tile spell_ban")
    later.apply("bid 1")
    assert later.current_player == dealer
    assert dict(p.info_lines(later.view(0), NAMES4))["Turn"] == f"{NAMES4[dealer]} to bid"
    # the key of every tile while choosing, a taken one by its taker (helper-85 read a taken
    # tile as still in the middle)
    assert [text(line) for line in p.legend(view, NAMES4)] == [
        "Revive Ban: pink can't win",
        "Spell Ban: purple can't win",
        "Item Ban: yellow can't win",
        f"No Escape: even, {NAMES4[dealer]}: odd",
    ]
    assert text(p.legend(later.view(0), NAMES4)[1]) == f"{NAMES4[(dealer + 2) % 4]}: purple can't win"
    tile_piece = next(
        q for q in shown_pieces(p, view, NAMES4) if q.seat == dealer and q.image == "cantwin/tile_no_xp"
    )
    assert (
        tile_piece.label == "No XP" and tile_piece.help == f"No XP: odd cards can't win for {NAMES4[dealer]}"
    )
    assert p.status_text(view, NAMES4) == f"Round 1 - {NAMES4[(dealer + 2) % 4]} to take a tile or bid"
    next_seat = (dealer + 2) % 4
    assert p.curtain_reason(view, NAMES4) == f"{NAMES4[next_seat]} is next to take a tile or bid."
    you = list(NAMES4)
    you[next_seat] = "You"
    assert p.curtain_reason(view, you) == "You are next to take a tile or bid."
    every = CantWinState(4, {"beginner": True}, 3)  # (each a tile first, the bids still to
    every.advance_chance()  # make: whose tile is which)
    for _ in range(4):
        every.apply(next(a for a in every.legal_actions() if a.kind == "tile"))
    assert every.phase is Phase.CHOOSE and None not in every.view(0).tiles
    lines = [text(line) for line in p.legend(every.view(0), NAMES4)]
    assert len(lines) == 4 and all(f"{n}: " in line for n, line in zip(NAMES4, lines)), lines
    assert p.waiting(view, you) == "Your turn to take a tile or bid…"
    assert p.waiting(view, NAMES4) == f"Waiting for {NAMES4[next_seat]} to take a tile or bid…"
    assert {
        q.label
        for q in shown_pieces(p, view, NAMES4)
        if q.seat is None and q.image.startswith("cantwin/tile_")
    } == {TILE_NAMES[t] for t in TILES if t != "no_xp"}


def test_play_prompts_legend_and_badges():
    p = CantWinPresenter()
    state = CantWinState(3, {}, 4)
    state.advance_chance()
    for _ in range(3):
        state.apply("bid 1")
    for name in ("no_xp", "revive_ban", "item_ban"):
        state.apply(f"tile {name}")
    seat = state.current_player
    view = state.view(seat)
    word = {"no_xp": "odd", "revive_ban": "pink", "item_ban": "yellow"}[view.tiles[seat]]
    ban = f"(your {word} cards can't win)"
    assert (
        p.prompt(view, state.legal_actions(), NAMES3).replace(NBSP, " ") == f"Your lead: play any card {ban}"
    )
    assert [text(line) for line in p.legend(view, NAMES3)] == [
        f"{n}: {w} can't win" for n, w in zip(NAMES3, ("odd", "pink", "yellow"))
    ]
    assert text(p.legend(view, NAMES3)[1]) == "West: pink can't win"
    assert p.badge(view, seat, NAMES3) == "bid 1 · won 0"
    lead = state.legal_actions()[0]
    state.apply(lead)
    seat = state.current_player
    view = state.view(seat)
    colour = card_words(lead.args[0]).split()[0]
    prompt = p.prompt(view, state.legal_actions(), NAMES3)
    following = [c for c in view.hand if c.suit == lead.args[0][0]]
    if following:  # (the tile is spoken of only for cards that may be played)
        under = any(falls_under(view.tiles[seat], c) for c in following)
        assert prompt.startswith(f"Your turn: play {colour}{' (your ' if under else ''}")
        assert ("can't" in prompt) == under
    else:
        assert prompt.startswith(f"Your turn: no {colour} - play any card")
    assert dict(p.info_lines(view, NAMES3))["Lead"] == colour
    assert dict(p.info_lines(view, NAMES3))["Bids"] == "3 for 12 tricks"
    # no card of one's own tile's kind left in hand: the prompt does not speak of them (a
    # tester read "(your purple cards can't win)" holding no purple)
    tile = view.tiles[seat]
    none_under = replace(view, hand=tuple(c for c in view.hand if not falls_under(tile, c)))
    assert "can't" not in p.prompt(none_under, state.legal_actions(), NAMES3)  # (NBSP-joined)
    # nor of cards the rules keep in hand: following the lead, only the lead's cards count (a
    # tester read "play pink (your yellow cards can't win)")
    cards = [c for s in range(3) for c in state.view(s).hand]
    lead_suit = view.lead_colour
    kept = tuple(c for c in cards if c.suit == lead_suit and not falls_under(tile, c))[:2]
    banned = tuple(c for c in cards if c.suit != lead_suit and falls_under(tile, c))[:2]
    assert kept and banned
    prompt = p.prompt(replace(view, hand=kept + banned), state.legal_actions(), NAMES3)
    assert prompt == f"Your turn: play {colour}"
    prompt = p.prompt(replace(view, hand=banned), state.legal_actions(), NAMES3)
    assert prompt.startswith(f"Your turn: no {colour} - ") and "can't" in prompt


def test_a_won_pile_keeps_no_cant_win_note(app):
    """A trick with a sideways card goes to its winner's pile without its "Can't win!" note
    (a tester saw one left on a pile behind the round's summary), checked every frame of a
    round played by clicks."""
    from game.table.overlays import HandSummaryOverlay
    from game.table.zones import ZoneKind
    from tests.game.driver import click, legal_targets, push_table, step

    table = push_table(app, "cant_win", ["You", "West", "East"], humans=1, seed=3)
    sideways = noted = 0
    for _ in range(40000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            break
        sideways += sum(1 for *_, turned in table.snapshot.view.trick if turned)
        zones = table.board.model.zones.items()
        noted += sum(1 for z, sps in zones if z.kind is ZoneKind.WON for sp in sps if sp.item.note)
        if table.input_ready:
            click(app, legal_targets(table)[0][1].center, frames=1)
    assert isinstance(app.top, HandSummaryOverlay) and sideways and not noted


def test_the_hint_and_review_count_score_points_not_the_rules_points():
    """A round gives at most 2 of the rules' points (a bid hit, a zero made), yet the hint
    said "3 points better off": it counts the final score (tricks x points), so it says so."""
    from game.table.hint import hint_line

    line = hint_line(
        "the pink 4 (outlined)",
        None,
        "the No XP tile",
        "better",
        3.2,
        False,
        "round",
        CantWinPresenter.point_word,
    )
    assert "about 3 score points better off this round than the No XP tile would" in line


def test_the_support_tokens_have_moved_when_the_round_summary_tells_of_them(app):
    """A tester read "Support 9 in supply" in the info panel over a pile of 12 behind the
    round's summary, and the tokens each seat gained appeared only with the next deal."""
    from game.table.overlays import HandSummaryOverlay
    from game.table.zones import ZoneKind
    from tests.game.driver import push_table, run_until, sprites_in

    names = ["South", "West", "East"]
    table = push_table(app, "cant_win", names, humans=0, options={"beginner": True}, seed=3)
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay), 60000)
    state = table.session.state
    assert any(state.support_tokens) and state.support_supply < 12
    support = "cantwin/support_token"
    supply = [sp for sp in sprites_in(table, ZoneKind.SUPPLY) if sp.key == support]
    assert len(supply) == state.support_supply == int(dict(table.shown.info)["Support"].split()[0])
    for seat in range(3):
        held = [sp for sp in sprites_in(table, ZoneKind.PIECES, seat) if sp.key == support]
        assert len(held) == state.support_tokens[seat], seat
        assert not any(sp.busy for sp in held)


def test_a_card_lying_sideways_in_the_trick_keeps_clear_of_the_others(app):
    """Four players: a card turned sideways in a seat's place in the trick is as wide as a
    card is tall, and centred it lay over its neighbour's card (a tester saw North's
    sideways pink 4 over East's card); it keeps to its place's outer edge."""
    import pygame

    from game.table.zones import TRICK
    from tests.game.driver import push_table, run_until, step

    names = ["South", "West", "North", "East"]
    seen = 0
    for seed in (3, 4, 5):
        table = push_table(app, "cant_win", names, humans=0, seed=seed)
        for _ in range(30000):
            step(app)
            cards = table.board.model.get(TRICK)
            if any(sp.item.turned for sp in cards) and len(cards) >= 2 and not table.board.busy():
                rects = []
                for sp in cards:
                    x, y, w, h = sp.rect
                    rect = pygame.Rect(
                        0, 0, round(h if sp.item.turned else w), round(w if sp.item.turned else h)
                    )
                    rect.center = (round(x + w / 2), round(y + h / 2))
                    rects.append(rect)
                assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), rects
                seen += 1
                if seen >= 6:
                    return
                run_until(app, lambda t=table: t.board.busy(), 2000)
    assert seen >= 6
