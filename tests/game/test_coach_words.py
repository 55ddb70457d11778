"""Coach and review words a newcomer found unclear (issue 24, the fresh user's report), read
off played games: a Can't Win count over, under and exactly at the bid; a Coins trick of three
suits said as the chain that makes its suit win; a Bid Whist bid the others have already
beaten said so; the sideways cards and the "4p" mark explained where they first come up; a
Can't Win first choice named as a choice of a tile or a bid."""

import random

from game.presenters import presenter_for
from game.presenters.cant_win.coaching import BANS, COLOUR_NAMES
from game.presenters.coins.words import chain_words
from rules.ai.bots import make_bot
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_whist import BookWon
from rules.games.cant_win import CantWinTrickWon, Phase
from rules.games.coins import THREE_SUITS, CoinsTrickWon
from rules.games.grand_bid.events import NoBid, Offered

NAMES = ["You", "West", "North", "East"]


def coached_events(game: str, players: int, seed: int, kind: type, level: str = "random"):
    """``(event, view of seat 0 after it, the coach's line after it)`` for every event of
    ``kind`` in a game of bots of ``level``."""
    presenter, bot = presenter_for(game), make_bot(game, level)
    state = new_game(game, players, None, seed)
    rng = random.Random(seed)
    out = []
    while not state.is_terminal and len(state.history) < 2000:
        if state.current_player == CHANCE:
            events = state.advance_chance()
        else:
            seat = state.current_player
            events = state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
        for event in events:
            if isinstance(event, kind):
                view = state.view(0)
                out.append((event, view, presenter.coach_after([event], view, NAMES[:players])))
    return out


def test_cant_win_counts_tricks_over_under_and_exactly_at_the_bid_in_words():
    kinds = set()
    for seed in range(3):
        for event, view, line in coached_events("cant_win", 3, seed, CantWinTrickWon):
            won, bid = event.tricks, view.bids[event.seat]
            if won > bid:
                kinds.add("over")
                more = won - bid
                assert f"{more} more than the {bid}" in line and f"won {won} of the" not in line, line
            elif won == bid:
                kinds.add("exact")
                assert f"exactly the {bid}" in line, line
            else:
                kinds.add("under")
                assert f"won {won} of the {bid}" in line, line
            assert " 1 tricks" not in line
    assert kinds == {"over", "exact", "under"}


def test_a_coins_trick_of_three_suits_says_which_suit_beats_which_so_wins():
    seen = 0
    for event, _, line in coached_events("coins", 3, 1, CoinsTrickWon):
        if event.trick_kind != THREE_SUITS:
            continue
        seen += 1
        chain = chain_words(event.suit)  # "cups beat coins, coins beat swords"
        winner, beaten = chain.split(" beat ")[:2]
        assert winner.lower() in line.lower() and "missing" not in line
        assert f"{winner} beat {beaten.split(',')[0]}" in line.lower(), line
    assert seen >= 2
    legend = presenter_for("coins").legend(new_game("coins", 3, None, 1).view(0), NAMES[:3])
    three = next(line for line in legend[1:] if isinstance(line, str) and line.startswith("Three suits"))
    assert "unbeaten suit wins (cups > coins > swords: cups)" in three and "missing" not in three


def test_bid_whist_says_a_bid_can_no_longer_be_made_once_the_others_have_beaten_it():
    said = set()
    for seed in range(6):
        for event, view, line in coached_events("bid_whist", 4, seed, BookWon, "baseline"):
            c = view.contract
            bidders, others = event.books[c.side], event.books[1 - c.side]
            if others > 13 - c.books_needed:
                said.add("set")
                assert "can no longer be made" in line and "need " not in line, line
            elif bidders >= c.books_needed:
                said.add("made")
                assert "the bid is made" in line, line
            else:
                said.add("open")
                assert f"(the bidders need {c.books_needed})" in line, line
    assert said == {"set", "made", "open"}


def test_cant_win_explains_sideways_cards_and_the_4p_mark_where_they_first_come_up():
    coach = presenter_for("cant_win")
    state = new_game("cant_win", 4, None, 2)
    dealt = coach.coach_after(state.advance_chance(), state.view(0), NAMES)
    assert '"4p"' in dealt and "four of you" in dealt
    three = new_game("cant_win", 3, None, 2)
    assert "4p" not in presenter_for("cant_win").coach_after(three.advance_chance(), three.view(0), NAMES[:3])
    first = next(
        line
        for seed in range(5)
        for event, _, line in coached_events("cant_win", 3, seed, CantWinTrickWon)
        if "sideways" in line
    )
    assert "sideways (turned on its side)" in first and "under a tile" not in first
    assert "sideways (turned on their side)" in presenter_for("cant_win").voice.line("tile", left="x")


def test_cant_win_names_the_first_choice_a_choice_of_a_tile_or_a_bid():
    """The review shows the all-seeing move beside the decision: a bid beside a tile taken at
    the first choice must read as another answer to the same choice."""
    presenter = presenter_for("cant_win")
    state = new_game("cant_win", 3, None, 4)
    state.advance_chance()
    seat = state.current_player
    assert state.phase is Phase.CHOOSE
    tile = next(a for a in state.legal_actions() if a.kind == "tile")
    bid = next(a for a in state.legal_actions() if a.kind == "bid")
    view = state.view(seat)
    assert presenter.decision_words(view, str(tile), NAMES)[0] == "Choosing a tile or bid"
    assert presenter.decision_words(view, str(bid), NAMES) == ("Choosing a tile or bid", f"bid {bid.args[0]}")
    state.apply(tile)
    while state.current_player != seat:
        state.apply(next(a for a in state.legal_actions() if a.kind == "tile"))
    assert presenter.decision_words(state.view(seat), "bid 2", NAMES) == ("Choosing your bid", "bid 2")


def test_cant_win_tells_a_seat_out_of_the_colour_led_what_it_may_play_without_contradiction():
    """Out of the colour led: with no trump the coach says no card can win (it said "a trump
    can win" to a hand with none); when the colour led is the one the seat's tile bans, it
    does not speak of its banned cards lying sideways (it had none of them to play)."""
    cases = {"no trump": 0, "trump": 0}
    for presenter, state, seat, view in cant_win_decisions(range(12)):
        out = view.trick and view.lead_colour != "T" and seat == 0 and view.phase is Phase.PLAY
        if out and not any(card.suit == view.lead_colour for card in view.hand):
            words = presenter.coach_before(view, state.legal_actions(), NAMES[:3])
            trumps = any(card.suit == "T" for card in view.hand)
            assert ("trump can win" in words or "trump wins" in words) == trumps, words
            assert ("none of them can win" in words) == (not trumps), words
            if BANS.get(view.tiles[0]) == COLOUR_NAMES[view.lead_colour]:
                assert "sideways" not in words, words
            cases["trump" if trumps else "no trump"] += 1
    assert all(cases.values()), cases


def cant_win_decisions(seeds: range):
    """``(presenter, state, seat, view)`` at each decision of random three-player Can't Win
    games, one per seed (the move is made once the caller has looked)."""
    for seed in seeds:
        presenter, bot = presenter_for("cant_win"), make_bot("cant_win", "random")
        state, rng = new_game("cant_win", 3, None, seed), random.Random(seed)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.advance_chance()
                continue
            seat, view = state.current_player, state.view(state.current_player)
            yield presenter, state, seat, view
            state.apply(bot.choose(view, state.legal_actions(), rng))


def test_cant_win_speaks_of_banned_cards_at_a_lead_only_while_the_seat_holds_some():
    """A tester read "yellow cards cannot win for you" at a lead with no yellow left: the
    line names the tile's cards only while some are in hand, and the trick's line names a
    trump once ("the trump 6, a trump", a tester)."""
    from rules.games.cant_win.parts import falls_under

    cases = {True: 0, False: 0}
    for presenter, state, seat, view in cant_win_decisions(range(12)):
        if seat == 0 and view.phase is Phase.PLAY and not view.trick:
            words = presenter.coach_before(view, state.legal_actions(), NAMES[:3])
            holds = any(falls_under(view.tiles[0], card) for card in view.hand)
            assert ("cannot win" in words or "lie" in words) == holds, words
            cases[holds] += 1
    assert all(cases.values()), cases
    lines = [line for seed in range(6) for _, _, line in coached_events("cant_win", 3, seed, CantWinTrickWon)]
    assert lines and not any(", a trump" in line for line in lines)


def test_grand_bid_says_why_nobody_could_bid_and_tells_it_from_all_passing():
    """A tester read "Nobody bid on the 4♦" when nobody could (RULINGS "Grand Bid": who may
    bid): an offer nobody may bid on is said with the reason, a round of passes without."""
    presenter, names, kinds = presenter_for("grand_bid"), NAMES[:3], set()
    for seed in range(6):
        state, rng = new_game("grand_bid", 3, None, seed), random.Random(seed)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                events = state.advance_chance()
            else:
                events = state.apply(rng.choice(state.legal_actions()))
            if not any(isinstance(e, NoBid) for e in events) or any(
                e.seat == 0 for e in events if isinstance(e, NoBid)
            ):
                continue
            line = presenter.coach_after(events, state.view(0), names)
            offer = next((e for e in events if isinstance(e, Offered)), None)
            if offer is not None and not offer.bidders:
                kinds.add("none")
                reason = presenter.describe(offer, names).split(" bid (")[1]
                assert line.startswith("Nobody could bid on the ") and f"({reason}" in line, line
            else:
                kinds.add("passed")
                assert line.startswith("Nobody bid on the ") and "(" not in line.split(",")[0], line
    assert kinds == {"none", "passed"}


AIMS = {
    "bid_whist": ("books (tricks) it bid", "first side to 7 points wins"),
    "coins": ("each coins card you win is a point", "points wins the game"),
    "cant_win": ("bid how many tricks you will win", "exact bid scores", "highest wins"),
    "bid_coin": ("get rid of your coins", "lowest total left wins", "your bid is the total of the coins"),
    "grand_bid": ("longest run of 3 or more", "highest total wins"),
}
"""Words of each game's aim that the first sentence of its lesson's first coach line says."""


def first_coach_line(game: str, players: int) -> tuple[str, object]:
    """The coach's first line in the lesson of ``game`` for ``players`` (said on its fixed
    deal, before any choice of the learner's), and the session."""
    from game.scenes.learn import LESSON_LEVEL, lesson_options
    from game.session import Session
    from rules.core.record import Seat

    seats = [Seat(name, "human" if i == 0 else "ai", LESSON_LEVEL) for i, name in enumerate(NAMES[:players])]
    session = Session.lesson(game, seats, lesson_options(game, None))
    events = session.advance_chance()
    view = session.state.view(0)
    return presenter_for(game).coach_after(events, view, NAMES[:players]), session


def test_each_lessons_first_coach_line_says_first_how_the_game_is_won():
    """A newcomer's report: neither Bid Coin's nor Can't Win's lesson said the aim before
    asking for choices. Each lesson's first line opens with how the game is won and what a
    round is about, then the deal."""
    from game.scenes.learn import lessons

    for game, players in lessons():
        line, _ = first_coach_line(game, players)
        first = line.split(". ")[0].lower()
        for words in AIMS[game]:
            assert words in first, (game, players, line)
        assert 10 <= len(line) <= 300, (game, players, len(line))


def test_grand_bid_says_at_each_offer_who_may_not_bid():
    """A newcomer offered an 8 that both others held in their tableaux, and nothing had said
    that no bid could come."""
    voice = presenter_for("grand_bid").voice
    for situation in ("offer", "offer.again"):
        assert "a number already in their tableau" in voice.line(situation), situation


def test_bid_coin_says_what_a_bigger_or_smaller_pushed_coin_does():
    """A newcomer was told how to push but not what choosing a coin changes."""
    line = presenter_for("bid_coin").voice.line("push", wins=3, bid=2)
    assert "sheds more" in line and "raises the bid more" in line, line


def test_bid_coin_says_what_a_bid_is_before_offering_zero():
    for players in (3, 4):
        line, _ = first_coach_line("bid_coin", players)
        assert "push" in line and "exactly" in line and "zero" not in line, line
    zero = presenter_for("bid_coin").voice.line("zero", cards=13)
    assert "declare a bid of zero" in zero


def test_cant_win_says_what_a_tile_is_before_asking_for_one_and_how_a_trick_is_won_at_the_bid():
    """A newcomer had to bid before anyone said how a trick is won: the bid's line says it (the
    panel's note says what Bid tokens are)."""
    for players in (3, 4):
        line, session = first_coach_line("cant_win", players)
        assert "tile" not in line.lower(), line  # (the tile is explained with the first choice)
        view, legal = session.state.view(0), session.state.legal_actions()
        choose = presenter_for("cant_win").coach_before(view, legal, NAMES[:players])
        assert choose.index("names cards that cannot win") < choose.index("take a tile"), choose
        assert "highest upright trump" in choose and "colour led" in choose  # (a bid may come first)
        note = presenter_for("cant_win").panel(view, legal, NAMES[:players]).note
        assert "a Bid token per trick, from the 18 Bid tokens left" in note, note
    for situation in ("bid", "bid.beginner"):
        bid = presenter_for("cant_win").voice.line(situation)
        assert "highest upright trump" in bid and "colour led" in bid and "must follow" in bid, bid


def test_grand_bid_says_to_confirm_a_bid_of_the_most_cards_not_to_lay_another():
    """helper-82 read "3 cards laid: another, or confirm" with a fourth refused (rulebook
    Step 2: 1 to 3 cards): short of the most, the coach asks for another or a confirm; at
    it, to confirm or take back."""
    from tests.game.test_table_grand_bid import started

    presenter, state = presenter_for("grand_bid"), started()
    state.apply("offer 5S")
    seat = state.current_player
    said = []
    for _ in range(3):
        card = next(a for a in state.legal_actions() if a.kind == "bid")
        state.apply(card)
        said.append(presenter.coach_before(state.view(seat), state.legal_actions(), NAMES[:3]))
    assert said[0].startswith("1 card laid face down: lay another (3 at most) or confirm")
    assert said[1] == "2 cards laid: another, or confirm."
    assert not any(a.kind == "bid" for a in state.legal_actions())
    assert said[2] == "3 cards laid, all you may lay: confirm the bid, or take back."


def test_grand_bids_lesson_ends_with_each_players_run_after_a_colon():
    """helper-82 read "You no run of 3; West a run of 7, 9 points" at the lesson's end: each
    player's run and points follow the name and a colon (rulebook Scoring: a run of 3 or more)."""
    from tests.game.test_table_grand_bid import started

    presenter, state = presenter_for("grand_bid"), started()
    view = state.view(0)
    first = presenter.coach_end(view, NAMES[:3], set(), [])[0]
    assert first.startswith(f"{NAMES[0]}: no run of 3, 0 points; {NAMES[1]}: no run of 3, 0 points; ")


def test_grand_bids_coach_speaks_when_nobody_bids_on_the_learners_offer():
    """helper-82 saw the coach's box empty through the pause after both others passed on the
    learner's offer (rulebook Step 4: a second card comes next); and a name mid-line as typed."""
    from tests.game.test_table_grand_bid import started

    presenter, state = presenter_for("grand_bid"), started()
    state.apply("offer 5S")
    events = []
    while state.current_player != 0:
        events += state.apply("pass")
    said = presenter.coach_after(events, state.view(0), ["You", "West", "East"])
    assert said == "Nobody bid on your 5♠: next you offer a second card."
    events = []
    state.apply("offer 9S")
    while state.current_player != 0 or not events:
        events += state.apply("pass")
    said = presenter.coach_after(events, state.view(0), ["You", "West", "East"])
    assert said.startswith("Nobody bid on the two cards either, so you take one for your own tableau")


def test_grand_bids_coach_says_which_card_a_double_offers_winner_must_take():
    """helper-83 read "their tableau takes one of the A♠ and 3♥" where the winner held an A
    already: a tableau holds one card of each number (Tableau Rules), so the coach names the
    one card the winner can take."""
    from rules.games.grand_bid.parts import make_grand_bid_deck
    from tests.game.test_table_grand_bid import started

    presenter, state = presenter_for("grand_bid"), started()
    state.apply("offer 5S")
    while state.current_player != 0:
        state.apply("pass")
    state.apply("offer 9S")  # (a Double Offer: the 5♠ and the 9♠)
    state.tableaux[1].append(next(c for c in make_grand_bid_deck().cards if c.text == "5C"))
    events = []
    while state.current_player != CHANCE and not any(e.kind == "reveal" for e in events):
        seat = state.current_player
        lay = next((a for a in state.legal_actions() if a.kind == "bid"), None) if seat == 1 else None
        events += state.apply(lay) + state.apply("confirm") if lay is not None else state.apply("pass")
    said = presenter.coach_after(events, state.view(0), ["You", "West", "East"])
    assert said.startswith("The bids are turned up: West 1 card, East none. West wins")
    assert "their tableau takes the 9♠, the other is discarded (a 5 is there already)" in said
