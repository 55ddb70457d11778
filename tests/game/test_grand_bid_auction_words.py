"""What the Grand Bid table says around an auction: who may not bid on an offer and why, whose
turn it is while the last action's moves play (the info panel and the plates), and the
viewer's own bid labelled as theirs (testers' findings)."""

from __future__ import annotations

import random

import pygame

from game import assets
from game.presenters.grand_bid.presenter import GrandBidPresenter
from game.table.protocol import YOU
from game.table.zone_words import draw_zone_words
from game.table.zones import Zone, ZoneKind
from game.ui import style
from rules.games.grand_bid.events import Offered
from tests.game.driver import (
    legal_targets,
    play_target,
    push_table,
    run_frames,
    run_until,
    sprites_in,
    step,
    zone_words_said,
)
from tests.game.test_table_grand_bid import HANDS, NAMES, started
from tests.rules.grand_bid_support import deal, new_state

P = GrandBidPresenter()


def test_an_offer_says_who_may_not_bid_and_why():
    """The trial was skipped without a word when it had the offered number in its tableau;
    a tester read "nobody may bid" with no reason, and a hedge ("or no card") where the app
    knows which (RULINGS "Grand Bid": who may bid)."""
    card = next(c for c in started().hands[0] if c.text == "5S")
    names, abc = [YOU, "West", "East"], ["Ann", "Bo", "Cy"]
    line = P.describe(Offered(seat=2, card=card, second=False, bidders=(1,)), names)
    assert line == "East offers the 5♠ - you may not bid (a 5 in your tableau)"  # (mid-line)
    line = P.describe(Offered(seat=0, card=card, second=False, bidders=(), empty_hands=(1, 2)), abc)
    assert line == "Ann offers the 5♠ - nobody may bid (no cards left)"
    line = P.describe(Offered(seat=0, card=card, second=False, bidders=()), abc)
    assert line == "Ann offers the 5♠ - nobody may bid (a 5 in Bo's and Cy's tableaux)"
    line = P.describe(Offered(seat=0, card=card, second=False, bidders=(), empty_hands=(2,)), abc)
    assert line == "Ann offers the 5♠ - nobody may bid (Bo: a 5 in their tableau; Cy: no cards left)"
    line = P.describe(Offered(seat=0, card=card, second=False, bidders=(2,), empty_hands=(1,)), abc)
    assert line.endswith("Bo may not bid (no cards left)")
    line = P.describe(Offered(seat=0, card=card, second=True, bidders=()), names)
    assert line.endswith("nobody may bid (both numbers in West's and East's tableaux)")
    line = P.describe(Offered(seat=1, card=card, second=False, bidders=()), names)
    assert line.endswith("nobody may bid (a 5 in your and East's tableaux)")
    line = P.describe(Offered(seat=0, card=card, second=True, bidders=(1, 2)), names)
    assert "may not bid" not in line


def test_an_offer_names_those_with_no_cards_left_as_played():
    """Late in a round a seat with an empty hand is left out of the bidding: the offer's
    event says so, and its line gives that reason rather than the tableau's number."""
    rng, state, seen = random.Random(7), started(), []
    while not state.is_terminal and not seen:
        events = state.apply(rng.choice(state.legal_actions()))
        seen = [e for e in events if isinstance(e, Offered) and e.empty_hands]
        for e in seen:
            assert all(not state.hands[s] for s in e.empty_hands) and not set(e.empty_hands) & set(e.bidders)
    assert seen, "no offer left out a seat with no cards in a whole round"
    assert "no cards left" in P.describe(seen[0], ["Ann", "Bo", "Cy"])


def test_the_turn_row_follows_the_last_action_while_its_moves_play(app):
    """A tester read "Turn: Ann to bid" while Ann's own bid was being revealed: the info
    panel's Turn row and the plates are live (the presenter says so), the other rows (the
    points) change once the moves end."""
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=11)
    seen = 0
    for _ in range(20000):
        step(app)
        if table.shown is not table.snapshot and table.shown.info != table.snapshot.info:
            rows, shown, now = table.hud.info_rows(), dict(table.shown.info), dict(table.snapshot.info)
            assert [label for label, _ in rows] == [label for label, _ in table.shown.info]
            for label, value in rows:
                assert value == (now.get(label, shown[label]) if label == "Turn" else shown[label]), label
            seen += shown.get("Turn") != now.get("Turn") and "Turn" in now
            if not 0 <= table.snapshot.current < 3:
                continue
            drawn = pygame.Surface(app.screen.get_size())
            table.hud._draw_plates(drawn)  # (the outline on the seat to act now)
            plate = table.board.layout.seat(table.board.position(table.snapshot.current)).plate
            assert drawn.get_at((plate.centerx, plate.top + 1))[:3] == style.ACCENT, "outline"
        elif table.input_ready:
            play_target(app, table, *legal_targets(table)[0])
        if seen >= 3:
            break
    assert seen >= 3, "no action's moves played with the turn changed"


def test_the_viewers_own_bid_is_labelled_your_bid(app, monkeypatch):
    """A tester read the viewer's laid bid, at the left under West's, as West's: it is
    labelled "Your bid" once its cards have landed."""
    import game.table.zone_words as words_module

    said, real = [], words_module.draw_text
    monkeypatch.setattr(
        words_module, "draw_text", lambda s, text, *a, **k: said.append(text) or real(s, text, *a, **k)
    )
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=11)
    run_until(app, lambda: table.input_ready and table.snapshot.view.phase.value == "bid", 6000)
    draw_zone_words(pygame.Surface((10, 10)), table, table.hud._landed, 12)
    assert "Your bid" not in said  # (nothing laid yet)
    play_target(app, table, *next(t for t in legal_targets(table) if t[0].startswith("bid ")))
    run_until(app, lambda: table.input_ready, 600)
    draw_zone_words(pygame.Surface((10, 10)), table, table.hud._landed, 12)
    assert "Your bid" in said


def test_each_tableau_is_named_once_it_holds_cards(app, monkeypatch):
    """Testers found the tableaux named nowhere (the viewer's a row of cards in the middle of
    the table, the others' under their hands beside the cards they hold): the viewer's is
    labelled "Your tableau" over it once it holds cards, another seat's "West's tableau"
    beside its cards, inside its row and clear of them, while the row leaves room (else under
    or over the cards, clear of the other zones)."""
    from game.table.zones import tableau

    said = zone_words_said(monkeypatch)
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=3)
    run_until(app, lambda: table.input_ready, 6000)
    draw_zone_words(pygame.Surface((10, 10)), table, table.hud._landed, 12)
    assert not [text for text, _ in said if "tableau" in text]
    for _ in range(200):
        if (
            all(table.board.model.get(tableau(s)) for s in range(3))
            and table.animator.idle
            and not table.board.busy()
        ):
            break
        targets = dict(legal_targets(table))
        key = "pass" if "pass" in targets else next(k for k in targets if not k.startswith("bid "))
        play_target(app, table, key, targets[key])
        run_until(app, lambda: table.input_ready, 20000)
    run_frames(app, 30)
    said.clear()
    draw_zone_words(pygame.Surface((10, 10)), table, table.hud._landed, 12)
    words = dict(said)
    assert "Your tableau" in words
    font = assets.font(12)
    for seat, name in ((1, "West"), (2, "East")):
        cards = [pygame.Rect(sp.rect) for sp in table.board.model.get(tableau(seat))]
        row = table.board.layout.seat(table.board.position(seat)).tableau
        text = f"{name}'s tableau"
        spot = pygame.Rect(words[text], font.size(text))
        assert spot.collidelist(cards) < 0
        if not row.contains(spot):  # a row too full for its name beside: under or over it
            others = [r for r in table.board.layout.zones().values() if r.collidelist(cards) < 0]
            assert spot.collidelist(others) < 0 and abs(spot.centerx - cards[0].unionall(cards).centerx) <= 1


def test_a_full_tableau_row_keeps_its_name(app, monkeypatch):
    """helper-73: another seat's tableau lost its name once its row was too full for the words
    beside the cards; then the name goes under the row, clear of every other zone."""
    from game.table.zones import tableau

    said = zone_words_said(monkeypatch)
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=4)
    run_until(app, lambda: table.input_ready, 6000)
    row = table.board.layout.seat(table.board.position(1)).tableau
    wide = assets.font(12).size("West's tableau")[0] + 6
    rng = random.Random(2)
    for _ in range(200000):  # West's tableau fills its row within the first round
        step(app)
        assert app.top is table, "the round ended first"
        cards = [pygame.Rect(sp.rect) for sp in table.board.model.get(tableau(1))]
        laid = cards[0].unionall(cards) if cards else None
        if laid and max(laid.left - row.left, row.right - laid.right) < wide and not table.board.busy():
            break
        if table.input_ready and legal_targets(table):
            play_target(app, table, *rng.choice(legal_targets(table)))
    else:
        raise AssertionError("West's tableau never filled its row")
    run_frames(app, 30)
    said.clear()
    draw_zone_words(pygame.Surface((10, 10)), table, table.hud._landed, 12)
    spot = pygame.Rect(dict(said)["West's tableau"], assets.font(12).size("West's tableau"))
    cards = [pygame.Rect(sp.rect) for sp in table.board.model.get(tableau(1))]
    assert spot.top >= cards[0].unionall(cards).bottom or spot.bottom <= cards[0].unionall(cards).top


def test_the_offers_word_and_row_stay_while_a_second_card_slides_in(app, monkeypatch):
    """A tester saw "Offer" over the centre and the info panel's Offer row vanish while a card
    slid to the offer, and come back once it landed. While a card lies on offer both stay, as
    a second card slides in beside it (the viewer's own and a computer's) and as one of the
    two slides away; a first card's word appears once it has landed."""
    import game.table.zone_words as words_module

    said, real = [], words_module.draw_text
    monkeypatch.setattr(
        words_module,
        "draw_text",
        lambda s, text, *a, **k: said.append((text, k.get("anchor"))) or real(s, text, *a, **k),
    )
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=3)
    seen = {"own second": 0, "computer's second": 0, "one away": 0, "first": 0}
    landed: list = []  # the offer's cards that have come to rest there
    for _ in range(6000):
        said.clear()
        table.dirty = True  # (the still layer, with the words, drawn every frame)
        step(app)
        offer = sprites_in(table, ZoneKind.OFFER)
        landed = [sp for sp in offer if any(sp is other for other in landed)]
        if app.top is table and offer and any(sp.busy for sp in offer):
            word, row = "Offer" in [text for text, _ in said], dict(table.hud.info_rows())["Offer"] != "-"
            if not landed:
                assert not word, "a first card's word before it landed"
                seen["first"] += 1
            else:
                assert word and row, (word, row, table.log.status)
                if len(offer) > len(landed):
                    seen["own second" if table.last_actor == table.board.viewer else "computer's second"] += 1
                else:
                    seen["one away"] += 1
        landed = [sp for sp in offer if not sp.busy or any(sp is other for other in landed)]
        if table.input_ready:
            play_target(app, table, *legal_targets(table)[0])
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_the_viewers_own_bid_goes_in_as_a_pass_or_as_its_count():
    """A tester read "Your bid is in, face down" after passing. The viewer's own bid goes in
    as what it is (the others' still read alike); when it is the last bid, the reveal in the
    same action tells its count (the view after it has the bids paid away)."""
    from game.table.moves import Say
    from rules.games.grand_bid.events import BidIn

    def said(events, view) -> list[str]:
        names = ["South", "West", "East"]
        names[view.seat] = YOU
        steps = P.moves(events, view, names)
        return [s.text for s in steps if isinstance(s, Say) and s.text]

    state = started()
    state.apply("offer 5S")
    events = state.apply("pass")  # West (the viewer) passes, East still to bid
    assert [e.kind for e in events] == ["bid_in"]
    assert said(events, state.view(1)) == ["You pass - the others learn it at the reveal"]
    assert said(events, state.view(2)) == ["West's bid is in, face down"]

    events = state.apply("pass")  # East: nobody bid (a bare "West passes" after "West's bid
    # is in" read as a second move to a tester: the reveal says it is the bids)
    assert "Bids: West and East pass" in said(events, state.view(0)), said(events, state.view(0))

    state = started()
    state.apply("offer 5S")
    state.apply("bid 4H")
    events = state.apply("confirm")
    assert said(events, state.view(1)) == ["Your bid of 1 card is in, face down"]
    state.apply("pass")  # East

    state = started()
    state.apply("offer 5S")
    state.apply("pass")  # West
    events = [*state.apply("bid 7D"), *state.apply("confirm")]  # East, the viewer, bids last
    assert any(isinstance(e, BidIn) and e.seat == 2 for e in events)
    lines = said(events, state.view(2))
    assert "Your bid of 1 card is in, face down" in lines, lines
    # the hand history: the viewer's own line says nothing of a bid (it may be a pass), and
    # the reveal's cards come in the order its words name the bidders (a tester read them
    # the other way round), each bidder's apart (another read them as one run)
    names = [YOU, "West", "East"]
    own = P.history_entry(BidIn(0), 0, names)
    assert own.text == "Your choice is in, secret until the reveal"
    state = new_state()
    deal(state, 1, HANDS, "10C")
    state.apply("offer 4H")  # West offers: East bids first, then South
    for action in ("bid 7D", "bid 8D", "confirm", "bid AS"):
        state.apply(action)
    reveal = next(e for e in state.apply("confirm") if e.kind == "reveal")
    entry = P.history_entry(reveal, 0, names)
    assert entry.text.startswith("Bids: East 2 cards, You 1 card") and entry.cards == ("7D", "8D", "", "AS")


def test_the_plates_card_counts_follow_the_cards_on_show(app, monkeypatch):
    """A tester saw a plate's card count change as the reveal began, before any card moved;
    helper-80 then saw "13 cards" on a plate over 12 cards with the revealed bid beside them:
    at every frame each plate counts the cards on show in its seat's hand and bid area, its
    badge (whose turn) live; while the bids lie turned up, another bidder's plate says its bid
    apart."""
    import game.table.hud as hud_module

    badges, real = {}, hud_module.plate_texts
    monkeypatch.setattr(
        hud_module,
        "plate_texts",
        lambda plate, unit, name, marker, badge: (
            badges.__setitem__(name, badge) or real(plate, unit, name, marker, badge)
        ),
    )
    table = push_table(app, "grand_bid", ["You", "West", "East"], humans=1, seed=11)
    model, revealed = table.board.model, 0
    for _ in range(20000):
        step(app)
        table.hud._draw_plates(pygame.Surface(app.screen.get_size()))
        for seat, name in enumerate(table.names):
            held, laid = (len(model.get(Zone(kind, seat))) for kind in (ZoneKind.HAND, ZoneKind.BID))
            said = f"{held} card{'s' * (held != 1)}" + (f" + {laid} bid" if laid else "")
            assert badges[name].startswith(said), (badges[name], said)
            assert badges[name].endswith(table.snapshot.badges[seat])
            revealed += seat != 0 and laid > 0
        if table.input_ready:
            play_target(app, table, *legal_targets(table)[0])
        elif revealed > 30:
            break
    assert revealed > 30, "no other seat's bid turned up with the plates drawn"


def test_the_offer_prompt_names_the_numbers_nobody_may_bid_on():
    """A tester offered a number both others held in their tableaux and learnt only from the
    log that nobody might bid: the offerer's prompt names such numbers before the offer."""
    from rules.games.grand_bid.parts import make_grand_bid_deck

    state = started()  # (South offers first: A-10 of spades, A-3 of hearts)
    view = state.view(0)
    assert P.prompt(view, state.legal_actions(), NAMES) == "Your offer: click a card"
    nines = [c for c in make_grand_bid_deck().cards if c.rank == 9 and c.text in ("9H", "9D")]
    state.tableaux[1], state.tableaux[2] = [nines[0]], [nines[1]]  # (a 9 in both tableaux)
    view = state.view(0)
    assert P.prompt(view, state.legal_actions(), NAMES) == (
        "Your offer: click a card (nobody may bid on a 9: both others have it in their tableaux)"
    )  # (with the reason: helper-76 read the numbers alone)
    state.tableaux[1].append(next(c for c in make_grand_bid_deck().cards if c.text == "AD"))
    assert "nobody may bid on a 9:" in P.prompt(state.view(0), state.legal_actions(), NAMES)
    state.tableaux[2].append(next(c for c in make_grand_bid_deck().cards if c.text == "AC"))
    assert P.prompt(state.view(0), state.legal_actions(), NAMES).endswith(
        "(nobody may bid on an A or a 9: both others have them in their tableaux)"
    )
    state.hands[2].clear()  # East has no cards left: West may still bid on other numbers
    assert P.prompt(state.view(0), state.legal_actions(), NAMES).endswith(
        "(nobody may bid on an A or a 9: one other player has no cards left,"
        " the other has them in their tableau)"
    )
    state.hands[1].clear()  # nor West: every number is shut
    assert P.prompt(state.view(0), state.legal_actions(), NAMES).endswith(
        "(nobody may bid on any of your cards: the others have no cards left)"
    )
    state.hands[1].append(next(c for c in make_grand_bid_deck().cards if c.text == "10C"))
    state.hands[2].append(next(c for c in make_grand_bid_deck().cards if c.text == "10D"))
    state.tableaux[1] += [c for c in make_grand_bid_deck().cards if c.text in ("5H", "7H")]
    state.tableaux[2] += [c for c in make_grand_bid_deck().cards if c.text in ("5D", "7D")]
    assert P.prompt(state.view(0), state.legal_actions(), NAMES).endswith(  # (named, not counted)
        "(nobody may bid on an A, a 5, a 7 or a 9: both others have them in their tableaux)"
    )
