"""The Bid Whist presenter: wording of every event kind, panels, info and summaries."""

from game.presenters import presenter_for
from game.presenters.bid_whist.presenter import BidWhistPresenter
from game.presenters.bid_whist.words import card_symbol
from game.ui.text import NBSP
from rules.core.cards import make_french_deck
from rules.core.events import CardPlayed, Dealt, GameOver
from rules.games import new_game
from rules.games.bid_whist import (
    BidMade,
    BookWon,
    ContractChosen,
    Discarded,
    HandScored,
    JokersOut,
    KittyShown,
    KittyTaken,
    Passed,
    Phase,
    Reneged,
)

NAMES = ["South", "West", "North", "East"]
DECK = make_french_deck(2)


def plain(words: str) -> str:
    """``words`` with the non-breaking spaces that keep a pair ("N-S 7") on one line as plain
    spaces."""
    return words.replace(NBSP, " ")


def card(text):
    return DECK.parse(text)


def cards(texts):
    return tuple(DECK.parse(t) for t in texts.split())


def test_presenter_for_bid_whist_and_unknown():
    assert isinstance(presenter_for("bid_whist"), BidWhistPresenter)
    try:
        presenter_for("no_such_game")
    except ValueError as exc:
        assert "no_such_game" in str(exc)
    else:
        raise AssertionError("expected ValueError")


def test_every_event_kind_is_worded():
    p = BidWhistPresenter()
    cases = {
        Dealt(2, 3): "North deals hand 3",
        BidMade(3, 4, "uptown"): "East bids 4 uptown",
        BidMade(1, 5, "notrump"): "West bids 5 no trump",
        Passed(2): "North passes",
        ContractChosen(0, 4, "uptown"): "South wins the bid with 4 uptown",
        ContractChosen(0, 4, "uptown", trump="H"): "South names hearts as trump",
        ContractChosen(1, 3, "notrump", direction="downtown"): "West plays no trump downtown",
        KittyShown(0, cards("AS 10H BJ")): "The kitty is turned face up for everyone: A♠, 10♥, big joker",
        JokersOut(
            1, cards("BJ"), (2,)
        ): "Jokers out: the jokers leave the game and are swapped for kitty cards",
        KittyTaken(0, 6, ()): "South takes the kitty and must discard 6",
        Discarded(0, card("AS")): "South discards a card face down",
        CardPlayed(3, card("QS")): "East plays the Queen of spades",
        BookWon(1, cards("2S 3S 4S 5S"), 1, (7, 3)): "West wins the book (N-S 7 / E-W 3)",
        BookWon(1, cards("2S 3S 4S 5H"), 1, (7, 3), "trumped", cards("5H")[0]): (
            "West wins the book with the 5 of hearts, a trump (N-S 7 / E-W 3)"
        ),
        Reneged(3, 1, "books", 5): "East reneged: 3 books go to North-South",
        Reneged(
            3, 1, "all_thirteen", 2
        ): "East reneged with East-West short of 3 books: North-South count all 13 books",
        Reneged(0, 0, "none", 13): "South reneged too: no further penalty (all 13 books are already counted)",
        HandScored(
            1, (5, 0, 5, 0), 2, 4, "uptown", (11, 2), 10, True, (5, 0)
        ): "North-South made 4 uptown: +5",
        HandScored(
            1, (0, -8, 0, -8), 1, 4, "notrump", (5, 8), 10, False, (0, -8)
        ): "East-West were set on 4 no trump: -8",
        GameOver((1, 3), "reached_7", (3, 7, 3, 7)): "East-West win the game",
    }
    for event, words in cases.items():
        assert plain(p.describe(event, NAMES)) == words
    # custom names name the partnership by its players
    assert (
        p.describe(GameOver((0, 2), "reached_7", (7, 3, 7, 3)), ["Ann", "Bo", "Cy", "Di"])
        == "Ann & Cy win the game"
    )


def _bidding_state(seed=11):
    state = new_game("bid_whist", 4, {}, seed)
    state.advance_chance()
    return state


def test_bidding_panel_enables_exactly_the_legal_bids():
    p = BidWhistPresenter()
    state = _bidding_state()
    state.apply("bid 4 uptown")
    seat = state.current_player
    legal = state.legal_actions()
    panel = p.panel(state.view(seat), legal, NAMES)
    enabled = {c.action for row in panel.rows for c in row if c.action}
    assert enabled == {str(a) for a in legal}
    labels = [c.label for row in panel.rows for c in row]
    assert "4 uptown" in labels and "Pass" in labels  # shown, but disabled
    assert all(c.action is None for row in panel.rows for c in row if c.label in ("3 uptown", "4 downtown"))
    assert panel.title == "Your bid"
    assert panel.note.startswith(f"To beat: {NAMES[(seat - 1) % 4]}'s 4 uptown.")


def test_bidding_panel_warns_of_boston_while_a_7_may_be_bid():
    """With the Boston house rule a 7 decides the game (RULINGS "Game end"): the bidding grid
    says so while a 7 is among the bids; without the rule it does not."""
    p = BidWhistPresenter()
    for boston in (False, True):
        state = new_game("bid_whist", 4, {"boston": boston}, 11)
        state.advance_chance()
        seat = state.current_player
        note = p.panel(state.view(seat), state.legal_actions(), NAMES).note
        assert note.startswith("A bid of N promises 6 + N of the 13 books.")
        assert ("a 7 made wins the game and a 7 set loses it" in note) is boston
    state.apply("bid 7 notrump")
    seat = state.current_player
    assert all(not str(a).startswith("bid 7") for a in state.legal_actions())
    assert "Boston" not in p.panel(state.view(seat), state.legal_actions(), NAMES).note


def test_trump_and_direction_panels_and_prompts():
    p = BidWhistPresenter()
    state = _bidding_state()
    for _ in range(3):
        state.apply("pass")
    dealer = state.current_player
    assert "pass" not in {str(a) for a in state.legal_actions()}
    assert (
        p.prompt(state.view(dealer), state.legal_actions(), NAMES)
        == "Everyone passed: as dealer you must bid"
    )
    state.apply("bid 3 notrump")
    panel = p.panel(state.view(dealer), state.legal_actions(), NAMES)
    assert {c.action for row in panel.rows for c in row} == {"direction uptown", "direction downtown"}
    state.apply("direction downtown")
    view = state.view(dealer)
    assert view.phase is Phase.DISCARD
    assert p.prompt(view, state.legal_actions(), NAMES).startswith("Click 6 cards to discard")
    multi = p.multi_choice(view, state.legal_actions(), NAMES)
    assert (multi.count, multi.done, len(multi.actions)) == (6, 0, 18)
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert p.prompt(state.view(dealer), state.legal_actions(), NAMES).startswith("Click 4 cards to discard")
    multi = p.multi_choice(state.view(dealer), state.legal_actions(), NAMES)
    assert (multi.count, multi.done, multi.title) == (4, 2, "Discard 4 cards")
    info = {key: plain(value) for key, value in p.info_lines(state.view(0), NAMES)}
    side = "N-S" if dealer % 2 == 0 else "E-W"
    assert info["Contract"] == f"{side} 3 no trump, downtown"
    # the bid kept whole where the info panel wraps ("3 no" over "trump": helper-83)
    assert f"3{NBSP}no{NBSP}trump," in dict(p.info_lines(state.view(0), NAMES))["Contract"]
    assert info["Score"] == "N-S 0 / E-W 0"

    state2 = _bidding_state(5)
    bidder = state2.current_player
    state2.apply("bid 4 uptown")
    for _ in range(3):
        state2.apply("pass")
    panel = p.panel(state2.view(bidder), state2.legal_actions(), NAMES)
    assert [c.action for row in panel.rows for c in row] == ["trump S", "trump H", "trump D", "trump C"]
    assert any("♥" in c.label and "Hearts" in c.label for row in panel.rows for c in row)
    state2.apply("trump H")
    assert plain(dict(p.info_lines(state2.view(0), NAMES))["Contract"]).endswith("4 uptown, hearts trump")


def test_summaries_and_status_text():
    p = BidWhistPresenter()
    state = _bidding_state(7)
    events = []
    while not state.is_terminal:
        if state.current_player < 0:
            events += state.advance_chance()
        else:
            events += state.apply(state.legal_actions()[0])
    scored = [e for e in events if e.kind == "hand_scored"]
    assert scored
    summary = p.hand_summary(scored[-1], state.view(0), NAMES)
    assert summary.title.startswith(("North-South", "East-West"))
    assert summary.good == scored[-1].made
    side = scored[-1].bidder % 2  # the viewer's own side: "You & North made your bid" (a tester)
    ours = ["Zed", "Ann", "Cy", "Bo"]
    ours[side], ours[side + 2] = "You", "North"
    title = p.hand_summary(scored[-1], state.view(0), ours).title
    assert title == ("You & North made your bid" if scored[-1].made else "You & North were set")
    assert any(plain(line).startswith("Score: N-S ") for line in summary.lines)
    over = p.game_over(state.view(0), NAMES)
    winner = "North-South" if state.winners()[0] % 2 == 0 else "East-West"
    assert over.title == f"{winner} win the game!"
    s = state.scores()
    assert f"Final score: N-S {s[0]} / E-W {s[1]}" in map(plain, over.lines)
    pair = " & ".join(NAMES[seat] for seat in sorted(state.winners()))
    assert p.status_text(state.view(0), NAMES) == f"Game over - {pair} won"  # as the Load row says


def test_game_over_gives_the_score_a_side_fell_or_rose_to_not_the_limit():
    """A side set on a big bid may pass -7 in one hand (rulebook "Winning the game"): the
    panel says where it ended, and the limit that ended the game."""
    p = BidWhistPresenter()
    state = _bidding_state(7)
    while not state.is_terminal:
        state.advance_chance() if state.current_player < 0 else state.apply(state.legal_actions()[0])
    view = state.view(0)
    fell = view.__class__(
        **{**view.__dict__, "side_scores": (3, -14), "winners": (0, 2), "end_reason": "fell_to_minus_7"}
    )
    assert "East-West fell to -14 points (-7 loses the game)." in map(plain, p.game_over(fell, NAMES).lines)
    rose = view.__class__(
        **{**view.__dict__, "side_scores": (2, 9), "winners": (1, 3), "end_reason": "reached_7"}
    )
    assert "East-West reached 9 points (7 wins the game)." in map(plain, p.game_over(rose, NAMES).lines)


def test_the_default_human_name_you_takes_plain_verbs():
    p = BidWhistPresenter()
    names = ["You", "West", "North", "East"]
    assert p.describe(Dealt(0, 1), names) == "You deal hand 1"
    assert p.describe(Passed(0), names) == "You pass"
    assert p.describe(CardPlayed(0, card("BJ")), names) == "You play the big joker"
    assert (
        plain(p.describe(BookWon(0, cards("2S 3S 4S 5S"), 0, (2, 1)), names))
        == "You win the book (N-S 2 / E-W 1)"
    )
    assert p.describe(Passed(1), names) == "West passes"


def test_you_reads_grammatically_on_the_curtain_and_while_waiting():
    p = BidWhistPresenter()
    names = ["You", "West", "North", "East"]
    state = _bidding_state(11)
    while state.current_player != 0:
        state.apply("pass")
    assert p.curtain_reason(state.view(0), names) == "You are next to bid."
    assert p.waiting(state.view(0), names) == "Your turn to bid…"
    assert p.curtain_reason(state.view(0), NAMES) == "South is next to bid."


def _after_hand(raw_books, reneges, all_thirteen, books, made, points):
    """A view after a hand of 3 uptown bid by South, and its ``hand_scored`` event;
    ``reneges`` as ``(seat, side_books, penalty)`` settled by the rules."""
    from dataclasses import replace

    from rules.games.bid_whist import Contract, HandResult, Renege

    state = _bidding_state(7)
    contract = Contract(0, 3, "uptown", "H", "uptown")
    settled = tuple(Renege(*r) for r in reneges)
    result = HandResult(1, contract, books, made, points, points, settled, all_thirteen, 3)
    view = replace(state.view(0), books=raw_books, last_hand=result)
    scores = (points[0], points[1], points[0], points[1])
    event = HandScored(1, scores, 0, 3, "uptown", books, contract.books_needed, made, points)
    return event, view


def test_hand_summary_lists_each_renege_then_the_books_after_penalties():
    p = BidWhistPresenter()
    # 7 / 6 won; West reneged (E-W give 3), then East reneged with E-W at 3 (give 3 more)
    event, view = _after_hand((7, 6), ((1, 6, "books"), (3, 3, "books")), None, (13, 0), True, (7, 0))
    lines = tuple(map(plain, p.hand_summary(event, view, NAMES).lines))
    assert lines[1:] == (
        "Books won: N-S 7 / E-W 6 (the discard counts as one)",
        "West reneged: 3 books go from E-W to N-S",
        "East reneged: 3 books go from E-W to N-S",
        "Books after penalties: N-S 13 / E-W 0 - needed 9",
        "N-S made it: +7 (13 books, 7 over six)",
        "Score: N-S 7 / E-W 0",
    )
    # 11 / 2 won; East reneged with E-W short of 3 (N-S count all 13), then South reneged
    event, view = _after_hand((11, 2), ((3, 2, "all_thirteen"), (0, 13, "none")), 0, (13, 0), True, (7, 0))
    lines = tuple(map(plain, p.hand_summary(event, view, NAMES).lines))
    assert lines[2:4] == (
        "East reneged with E-W at 2 books (fewer than 3): N-S count all 13",
        "South reneged too: no further penalty (all 13 books already counted)",
    )
    assert "Books after penalties: N-S 13 / E-W 0 - needed 9" in lines
    # without reneges: one Books line
    event, view = _after_hand((8, 5), (), None, (8, 5), False, (-3, 0))
    lines = tuple(map(plain, p.hand_summary(event, view, NAMES).lines))
    assert (
        lines[1] == "Books: N-S 8 / E-W 5 - needed 9 (the discard counts as one)"
        and "N-S were set: -3 (the bid of 3)" in lines
    )


def test_a_hand_summary_says_where_its_points_come_from():
    """helper-75 read "+6" for a bid of 4 and could not tell why (rulebook "Scoring": a point
    a book over six, a set loses the bid, no trump doubles both; "Defenders score")."""
    from game.presenters.bid_whist.words import points_line
    from rules.games.bid_whist import Contract

    up, nt = Contract(0, 4, "uptown", "C", "uptown"), Contract(1, 4, "notrump", None, "downtown")
    assert points_line(0, True, (12, 1), up, (6, 0), NAMES) == "N-S made it: +6 (12 books, 6 over six)"
    assert points_line(0, False, (9, 4), up, (-4, 0), NAMES) == "N-S were set: -4 (the bid of 4)"
    assert (
        points_line(1, False, (7, 6), nt, (2, -8), NAMES)
        == "E-W were set: -8 (the bid of 4, doubled in no trump); "
        "N-S +2 (7 books, 1 over six, doubled in no trump)"
    )
    assert points_line(0, True, (13, 0), up, (99, 0), NAMES) == "N-S made it: +99"  # (not the rule's count)


def test_bid_whist_puts_the_trumps_beside_the_jokers_and_outlines_them():
    """Issue 11: once trump is named, the trump suit sits beside the jokers (the highest
    trumps, rulebook) at the right end of the hand, outlined; in no trump, the rules' order."""
    import dataclasses

    from game.presenters.bid_whist.presenter import BidWhistPresenter
    from game.table.zones import hand
    from rules.games import new_game

    state = new_game("bid_whist", 4, {}, 5)
    while state.contract is None or state.contract.trump is None and state.contract.kind != "notrump":
        state.apply(state.chance_action() if state.current_player < 0 else state.legal_actions()[-1])
    view = state.view(state.contract.bidder)
    p = BidWhistPresenter()
    order = p.hand_order(view)
    if view.contract.trump is None:  # the seeded game went to no trump: name one to check
        view = dataclasses.replace(view, contract=dataclasses.replace(view.contract, trump="S"))
        order = p.hand_order(view)
    trump = view.contract.trump
    marks = [marked for _, marked in order]
    assert sorted(c.text for c, _ in order) == sorted(c.text for c in view.hand)
    assert marks == sorted(marks)  # the outlined trumps all at the right end
    assert all(marked == (c.suit == trump or c.is_joker) for c, marked in order)
    jokers = [i for i, (c, _) in enumerate(order) if c.is_joker]
    assert jokers == list(range(len(order) - len(jokers), len(order)))
    items = p.fill(view, [], ["You", "West", "North", "East"]).expanded(hand(view.seat))
    assert [i.marked for i in items] == marks
    plain = dataclasses.replace(view, contract=dataclasses.replace(view.contract, trump=None))
    assert [c for c, _ in p.hand_order(plain)] == list(view.hand)


def test_the_trump_panel_names_one_joker_or_two():
    p = BidWhistPresenter()
    sentences = {2: "The jokers are the two highest trumps.", 1: "The joker is the highest trump."}
    for jokers, sentence in sentences.items():
        state = new_game("bid_whist", 4, {"jokers": jokers}, 5)
        state.advance_chance()
        bidder = state.current_player
        state.apply("bid 4 uptown")
        for _ in range(3):
            state.apply("pass")
        assert p.panel(state.view(bidder), state.legal_actions(), NAMES).note.endswith(sentence)


def test_side_labels_follow_the_place_names_when_the_table_turns_for_a_lone_human():
    """With the lone human at seat 1 the table turns them to the bottom, and the default names
    follow the places (East, You, West, North): the short labels go by those names, not by
    seat number, so West and East are never labelled "N-S" (found on the screen: "West ·
    AI · N-S")."""
    from game.presenters.bid_whist.words import compass_names, pair_text, side_short

    p = BidWhistPresenter()
    view = _bidding_state(7).view(1)
    turned = ["East", "You", "West", "North"]
    assert [side_short(side, turned) for side in (0, 1)] == ["E-W", "N-S"]
    assert compass_names(turned) and p.badge(view, 0, turned).split(" · ")[0] not in ("N-S", "E-W")
    assert plain(pair_text((3, 5), turned)) == "N-S 5 / E-W 3"  # N-S first, as with seat 0 at the bottom
    sheet = p.score_sheet(view, turned)  # and the score sheet likewise (helper-35: "East-West : You & North")
    assert sheet.title == "Score sheet - You & North : East & West"  # one style for both sides
    assert p.score_sheet(view, NAMES).title == "Score sheet - North-South : East-West"
    long = [f"{'W' * 15}{n}" for n in range(1, 5)]  # (helper-78: a title of five lines)
    assert p.score_sheet(view, long).title == "Score sheet - N-S : E-W"
    assert p.score_sheet(view, ["Alexandra", "Bartholomew", "Christina", "Dominic"]).title == (
        "Score sheet - Alexandra & Christina : Bartholomew & Dominic"
    )
    mixed = ["East", "Ann", "West", "North"]  # a typed name among the turned defaults
    assert not compass_names(mixed)
    assert [p.badge(view, seat, mixed).split(" · ")[0] for seat in range(4)] == ["E-W", "N-S", "E-W", "N-S"]
    assert [side_short(side, NAMES) for side in (0, 1)] == ["N-S", "E-W"]
    assert [side_short(side, ["Ann", "Bo", "Cy", "Di"]) for side in (0, 1)] == ["N-S", "E-W"]
    assert not compass_names(["South", "North", "West", "East"])  # not in their places
    assert [p.badge(view, seat, turned).split(" · ")[-1] == "partner" for seat in range(4)] == [
        False,
        False,
        False,
        True,
    ]
    assert not [b for b in (p.badge(view, seat, NAMES) for seat in range(4)) if "partner" in b]  # (no "You")


def test_the_plates_keep_the_bids_until_the_first_card_is_played():
    """With the computer players bidding, the log's lines of the bidding were gone by the
    time the bidder named trumps and discarded, and no plate said who had passed."""
    p = BidWhistPresenter()
    state = _bidding_state()
    for action in ("pass", "bid 4 uptown", "pass", "pass"):
        state.apply(action)
    badges = lambda: [p.badge(state.view(0), seat, NAMES).split(" · ") for seat in range(4)]  # noqa: E731
    for phase in (Phase.TRUMP, Phase.DISCARD):
        assert state.view(0).phase is phase
        assert [b[-1] for b in badges()] == ["passed", "bidder", "passed", "passed"]
        state.apply(state.legal_actions()[0])
        while state.view(0).phase is Phase.DISCARD and state.view(0).discarded:
            state.apply(state.legal_actions()[0])
    assert state.view(0).phase is Phase.PLAY
    assert "passed" not in sum(badges(), []) and ["bidder"] in [b[-1:] for b in badges()]


def test_the_bidder_is_told_which_cards_the_kitty_brought_and_no_one_else():
    """A bidder could not tell the kitty's cards among the 18 in hand: the discard's panel
    names them (on the panel, where a hint does not take their place as it takes the
    prompt's), and the hand history shows them to the bidder only."""
    p = BidWhistPresenter()
    state = _bidding_state()
    for action in ("pass", "bid 4 uptown", "pass", "pass"):
        state.apply(action)
    kitty = tuple(state.kitty)
    events = state.apply(state.legal_actions()[0])  # West names trumps and takes the kitty
    taken = next(e for e in events if e.kind == "kitty_taken")
    assert taken.cards == kitty and len(kitty) == 6
    view = state.view(1)
    choice = p.multi_choice(view, state.legal_actions(), NAMES)
    assert choice.aside == "From the kitty: " + ", ".join(card_symbol(c.text) for c in kitty) + "."
    assert p.history_cards(taken, 1) == tuple(c.text for c in kitty)
    assert p.history_cards(taken, 0) == () and p.history_cards(taken, None) == ()


def test_once_the_discard_is_complete_a_line_says_it_counts_as_the_bidders_first_book():
    """A tester saw "1 book" on the bidder's side before any book was played: once the last
    card is discarded, the log says the discard counts as the bidding side's first book (13
    in all, rulebook "Bidding", 3); not after a discard with more to come. The hand history
    says it with the last discard too (helper-77 found it numbering the books played with no
    word of the discard's)."""
    from game.table.moves import Say

    p = BidWhistPresenter()
    state = _bidding_state()
    for action in ("pass", "bid 4 uptown", "pass", "pass"):
        state.apply(action)
    state.apply(state.legal_actions()[0])  # West (E-W) names trumps and takes the kitty
    said = "The discard counts as the first book for E-W: 13 books in all"
    for count in range(6, 0, -1):
        events = state.apply(state.legal_actions()[0])
        lines = [s.text for s in p.moves(events, state.view(0), NAMES) if isinstance(s, Say)]
        assert (said in lines) == (count == 1), count
        told = p.history_entry(events[0], None, NAMES).text
        assert told.startswith("West discards a card face down") and (said in told) == (count == 1), told
    assert state.view(0).phase.value == "play"
