"""The review of a hand at the table: worked out step by step in the bot worker once the hand
ends (the table live meanwhile), opened from the hand's summary, the score sheet and Watch,
stepped through by keys and clicks; the same review every time, and nothing written to the
save."""

import hashlib
import random

import pygame
import pytest

import game.table.hint as hint_module
from game.bot_worker import BotWorker
from game.session import Session
from game.table.game_over import GameOverOverlay
from game.table.input import HINT
from game.table.overlays import HandSummaryOverlay
from game.table.replay import REVIEW, ReplayScene
from game.table.review_openers import SheetWithReview
from game.table.review_screen import ReviewOverlay
from game.table.review_words import AS_GOOD, UNCLEAR
from game.table.reviewer import Reviewer
from rules.ai.bots import game_ai
from rules.ai.decision import decision_seed
from rules.ai.review import Verdict, decisions, review_answer, review_decision
from rules.core.record import Seat
from rules.games import GAMES
from tests.game.driver import click, legal_targets, press, push_table, run_frames, run_until, step
from tests.game.test_replay import bar, finished_save, open_load
from tests.rules.ai.test_review import record_of

SMALL = 30
"""Iterations per review step in these tests (the machinery, not the strength)."""


def play_a_hand(app, seed: int = 4):
    """A Coins table (one human, autosaved) played by clicks to its first hand's summary."""
    seats = [
        Seat(name, "human" if i == 0 else "ai", "easy") for i, name in enumerate(["You", "West", "East"])
    ]
    table = app.open("table", Session.new("coins", seats, {}, seed=seed))
    table.reviewer.iterations = SMALL
    rng = random.Random(seed)
    for _ in range(60000):
        step(app)
        if isinstance(app.top, HandSummaryOverlay):
            return table, app.top
        if app.top is table and table.input_ready:
            targets = legal_targets(table)
            if targets:
                click(app, rng.choice(targets)[1].center, frames=1)
    raise AssertionError("no hand summary")


def test_the_hands_review_comes_from_its_summary_and_steps_through_every_decision(app):
    table, summary = play_a_hand(app)
    path = table.session.save_path
    saved = hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else ""
    assert [key for _, key in summary.buttons] == ["next hand", "review", "sheet"]
    assert list(table.reviewer.hands) == [1]  # queued the moment the hand ended
    click(app, dict(summary.targets())["review"].center, frames=3)
    review = app.top
    assert isinstance(review, ReviewOverlay) and review.hand == 1
    hand = table.reviewer.hands[1]
    run_until(app, lambda: all(s is not None for s in hand.seen), 20000)
    assert hand.decisions and all(d.seat == 0 for d in hand.decisions)
    assert all(seen in d.legal for seen, d in zip(hand.seen, hand.decisions))  # each its own decision's
    rows = review.rows()
    assert len(rows) == len(hand.decisions)
    assert hand.summary().endswith("best or as good")
    for (cells, mark), verdict, d in zip(rows, hand.verdicts, hand.decisions):
        assert mark == verdict.mark and cells[1].startswith("Trick ")
        if verdict.best == verdict.made:
            assert cells[3] == "the same"
        elif not verdict.told_apart:  # (unclear: at least a slip's points behind, its loss in doubt)
            unclear = verdict.loss >= table.reviewer.marks[0]
            best = f"{review.words(d, verdict.best)[1]} ({UNCLEAR if unclear else AS_GOOD})"
            assert (cells[3], cells[4]) == (best, f"{verdict.loss:.1f}?" if unclear else "-")
        else:
            assert cells[4] == f"{verdict.loss:.1f}"
    run_frames(app, 2)
    assert review.detail()[0].startswith(f"{rows[0][0][1]}. Your move: {rows[0][0][2]}")
    assert review.detail()[1].startswith("Knowing every card (all-seeing, after the hand): the ")
    # a move marked from what was seen, yet the all-seeing one (helper-35 read a contradiction)
    kept = hand.verdicts[0], hand.seen[0]
    hand.seen[0] = hand.decisions[0].made
    hand.verdicts[0] = Verdict(hand.decisions[0].made, "other", 1.8, 0.2, "mistake")
    right_here = " - your move too: right on this deal, not on most you could not rule out."
    assert review.detail()[1].endswith(right_here)
    hand.verdicts[0] = Verdict(hand.decisions[0].made, "other", 0.1, 0.2, "")
    assert review.detail()[1].endswith(" - your move too.")
    # a "?" in the points lost is told under the rows (a tester asked what it meant)
    told = '"?" and "unclear": behind by about that much, too close for the search to be sure'
    assert (told in " ".join(review.foot())) == any(cells[4].endswith("?") for cells, _ in review.rows())
    hand.verdicts[0] = Verdict(hand.decisions[0].made, "other", 1.8, 5.0, "")  # (behind, in doubt)
    assert review.rows()[0][0][4] == "1.8?" and told in " ".join(review.foot(10**4))
    hand.verdicts[0], hand.seen[0] = kept
    # a card played last to a trick is told with what it did (the hint's reason, not the bid's count)
    last = next(i for i, d in enumerate(hand.decisions) if len(d.view.trick) == 2)
    review.chosen = last
    d = hand.decisions[last]
    reason = table.presenter.move_reason(d.view, d.made, d.legal, table.names, standing=False)
    assert reason.startswith(("it takes the trick", "it lets ", "none of your cards"))
    assert f"Your move: {rows[last][0][2]} ({reason})" in review.detail()[0]
    review.chosen = 0
    press(app, pygame.K_DOWN, frames=2)
    assert review.chosen == 1 and review.detail()[0].startswith(rows[1][0][1])
    click(app, review.row_rects()[0][1].center, frames=2)
    assert review.chosen == 0
    # the same review when worked out again, as watching the saved game later would
    again = [
        review_answer(
            "coins", d.view, list(d.legal), d.made, decision_seed(table.session.record.seed, d.index), SMALL
        )
        for d in hand.decisions
    ]
    assert [tuple(v.__dict__.values()) for v in hand.verdicts] == again
    press(app, pygame.K_ESCAPE, frames=3)
    assert app.top is summary
    if saved:  # nothing of the review in the save
        assert hashlib.sha256(path.read_bytes()).hexdigest() == saved
    assert b"review" not in path.read_bytes()


class RecordingWorker:
    """A review worker in another process, as the app's, that only records what it is asked."""

    inline, review_pending = False, False

    def __init__(self) -> None:
        self.asked: list = []

    def request_review(self, task, args) -> None:
        self.asked.append(task)

    def poll_review(self):
        return None


def test_a_table_of_computer_players_reviews_a_hand_only_when_asked(app):
    """Computer players only: each hand is queued as it ends, so the summary's Review and the
    score sheet's show it (helper-78 read "No round has ended yet: a review comes once one
    has." over "Round 1 over"; helper-79 found the sheet's Review only after the summary's
    had been clicked), but nothing is worked out until a review screen is open (no player to
    teach, no work spent unasked)."""
    seats = [Seat(name, "ai", "easy") for name in ["North", "West", "East"]]
    table = app.open("table", Session.new("coins", seats, {}, seed=4))
    table.reviewer.iterations = SMALL
    worker = RecordingWorker()
    table.reviewer._worker = lambda: worker
    run_until(app, lambda: isinstance(app.top, HandSummaryOverlay), 60000)
    summary = app.top
    run_frames(app, 10)
    assert "review" in [key for _, key in summary.buttons] and list(table.reviewer.hands) == [1]
    assert not worker.asked  # (queued, not worked out)
    click(app, dict(summary.targets())["sheet"].center, frames=3)
    assert isinstance(app.top, SheetWithReview)  # (the sheet offers it too)
    press(app, pygame.K_ESCAPE, frames=3)
    table.reviewer._worker = None  # (the tests' in-process worker from here)
    click(app, dict(summary.targets())["review"].center, frames=3)
    review = app.top
    assert isinstance(review, ReviewOverlay) and review.review is not None and review.hand == 1
    hand = table.reviewer.hands[1]
    assert hand.decisions and {d.seat for d in hand.decisions} == {0}  # (the first seat's, as Watch)
    run_until(app, lambda: all(s is not None for s in hand.seen), 20000)
    assert not review.detail()[0].startswith("No hand has ended yet")
    assert len(review.rows()) == len(hand.decisions)


def test_a_finished_game_of_computer_players_offers_its_review(app):
    """The game-over panel of a table of computer players offers Review too (helper-78 found
    it only on the hand's summary)."""
    seats = [Seat(name, "ai", "easy") for name in ["North", "West", "East"]]
    table = app.open("table", Session.new("coins", seats, {"target": 10}, seed=4))
    table.reviewer.iterations = SMALL
    for _ in range(200000):
        step(app)
        if isinstance(app.top, GameOverOverlay):
            break
        if isinstance(app.top, HandSummaryOverlay):
            click(app, dict(app.top.targets())["next hand"].center, frames=1)
    over = app.top
    assert "review" in [key for _, key in over.buttons]
    click(app, dict(over.targets())["review"].center, frames=3)
    assert isinstance(app.top, ReviewOverlay) and app.top.review is not None and app.top.review.decisions


def test_the_score_sheet_opens_from_a_hands_summary_by_its_button_or_s(app):
    """helper-35: under a hand's summary the table's Score sheet button was dimmed and S did
    nothing. The summary has its own button, and S; closing the sheet goes back to it."""
    table, summary = play_a_hand(app, seed=6)
    click(app, dict(summary.targets())["sheet"].center, frames=3)
    assert isinstance(app.top, SheetWithReview)
    press(app, pygame.K_ESCAPE, frames=3)
    assert app.top is summary
    press(app, pygame.K_s, frames=3)
    assert isinstance(app.top, SheetWithReview)
    click(app, dict(app.top.targets())["close"].center, frames=3)
    assert app.top is summary
    click(app, dict(summary.targets())["next hand"].center, frames=3)
    assert app.top is table


def test_the_score_sheet_opens_the_review_once_a_hand_has_ended(app):
    table, summary = play_a_hand(app, seed=6)
    click(app, dict(summary.targets())["next hand"].center, frames=3)
    run_until(app, lambda: table.bar_ready and table.input.bar, 3000)
    click(app, dict(table.input.bar)["ui:score_sheet"].center, frames=3)
    sheet = app.top
    assert isinstance(sheet, SheetWithReview)
    click(app, dict(sheet.targets())["review"].center, frames=3)
    assert isinstance(app.top, ReviewOverlay) and app.top.hand == 1


def test_a_game_opened_finished_offers_the_review_of_its_last_hand(app):
    """A saved game that had ended opens on its game-over panel, and that panel has Review,
    as it has at the end of a game played through."""
    seats = [Seat("You", "human"), Seat("West"), Seat("East")]
    whole = Session.new("coins", seats, seed=3, autosave=False)
    rng = random.Random(3)
    while not whole.is_terminal:
        whole.advance_chance() or whole.apply(rng.choice(whole.legal_actions()))
    table = app.open("table", Session(whole.record, whole.state, autosave=False))
    table.reviewer.iterations = SMALL
    run_until(app, lambda: isinstance(app.top, GameOverOverlay), 2000)
    last = max(table.reviewer.hands)
    assert last > 1 and "review" in dict(app.top.targets())
    click(app, dict(app.top.targets())["review"].center, frames=3)
    assert isinstance(app.top, ReviewOverlay) and app.top.hand == last


def test_watch_reviews_the_saved_game_hand_by_hand_and_changes_nothing(app):
    session = finished_save("coins", ["You", "West", "East"])
    path = session.save_path
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    load = open_load(app)
    click(app, load.rows[path].center, frames=3)
    click(app, load.buttons["watch"].rect.center, frames=4)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    replay.reviewer.iterations = SMALL
    press(app, pygame.K_END, frames=3)
    click(app, bar(replay)[REVIEW].center, frames=3)
    review = app.top
    hands = list(replay.reviewer.hands)
    assert isinstance(review, ReviewOverlay) and hands == sorted(hands) and review.hand == hands[-1]
    assert len(hands) > 1  # (a whole game)
    # each hand button names where it goes, and only where there is a hand (no going round)
    assert [text for text, _ in review.buttons] == [f"\u25c0 hand {hands[-2]}", "Close"]
    press(app, pygame.K_RIGHT, frames=2)  # (nothing after the last)
    assert review.hand == hands[-1]
    press(app, pygame.K_LEFT, frames=2)
    assert review.hand == hands[-2] and f"hand {hands[-1]} \u25b6" in [text for text, _ in review.buttons]
    run_until(
        app,
        lambda: replay.reviewer.hands[review.hand].done == len(replay.reviewer.hands[review.hand].decisions),
        20000,
    )
    # the panel keeps its height from hand to hand (its buttons stay put), though hands need
    # different heights: once a tall hand was shown, a shorter one does not shrink it
    natural, heights = set(), []
    for _ in range(2):
        for key in (pygame.K_LEFT,) * (len(hands) - 1) + (pygame.K_RIGHT,) * (len(hands) - 1):
            press(app, key, frames=2)
            natural.add(sum(height for _, height in review.laid_rows().rows))
            heights.append(review.panel_rect().height)
    assert len(natural) > 1
    assert heights == sorted(heights) and len(set(heights[len(heights) // 2 :])) == 1
    press(app, pygame.K_ESCAPE, frames=3)
    assert app.top is replay
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_review_step_runs_in_the_worker_process():
    record = record_of("coins", 3)
    bots = BotWorker()
    try:
        reviewer = Reviewer(bots, "coins", [0])
        reviewer.iterations = SMALL
        reviewer.hands_over(record, upto=1)
        for _ in range(3000):
            reviewer.update()
            if reviewer.hands[1].done == len(reviewer.hands[1].decisions):
                break
            pygame.time.wait(5)
        assert not bots.inline and reviewer.hands[1].done == len(reviewer.hands[1].decisions)
        assert not reviewer.hands[1].failed
    finally:
        bots.shutdown()


@pytest.mark.parametrize("game, level", [("grand_bid", "normal"), ("coins", "easy")])
def test_the_move_the_tables_hint_outlines_is_the_reviews_best_move(app, monkeypatch, game, level):
    """Asked at the table, the hint is the search the review later makes of that decision
    (the seat's view, the decision's seed, one budget): its move is the review's best."""
    monkeypatch.setattr(hint_module, "HINT_LEVEL", level)  # (a small budget for the test)
    players = GAMES[game].variant().default_players
    table = push_table(app, game, ["You", "West", "East", "North"][:players], seed=6)
    hinted: dict[int, str] = {}
    for _ in range(40000):
        if len(hinted) >= 4:
            break
        step(app)
        if app.top is not table or not table.input_ready or HINT not in dict(table.input.targets()):
            continue
        if table.hinted is None:
            click(app, dict(table.input.targets())[HINT].center, frames=1)
            run_until(app, lambda: table.hinted is not None, 20000)
        targets = dict(table.input.targets())
        if table.hinted in targets:
            hinted[len(table.session.record.actions)] = table.hinted
            click(app, targets[table.hinted].center, frames=1)
        else:  # (a move not on the table as one target: any legal one)
            click(app, legal_targets(table)[0][1].center, frames=1)
    record = table.session.record
    reviewed = {d.index: d for d in decisions(record, [0])}
    checked = [i for i in hinted if i in reviewed]
    assert len(checked) >= 2
    budget = game_ai(game).budgets[level]
    for index in checked:
        d = reviewed[index]
        assert d.made == hinted[index]
        verdict = review_decision(game, d.view, d.legal, d.made, decision_seed(record.seed, index), budget)
        assert verdict.best == hinted[index] and verdict.loss == 0.0


def test_a_move_the_search_cannot_tell_from_its_own_is_called_as_good_not_worse(app):
    """The review never presents the hard move as better where the difference is within the
    search's error: the row says "as good", the detail says both are as good as far as the
    search can tell (the row names hard's move, marked as good); a move told apart shows its
    loss."""
    table, summary = play_a_hand(app)
    click(app, dict(summary.targets())["review"].center, frames=3)
    review, hand = app.top, table.reviewer.hands[1]
    d = hand.decisions[0]
    other = next(a for a in d.legal if a != d.made)
    hand.verdicts[0] = Verdict(d.made, other, 0.2, 0.15, "")
    assert not hand.verdicts[0].told_apart
    cells, mark = review.rows()[0]
    assert (cells[3], cells[4], mark) == (f"{review.words(d, other)[1]} ({AS_GOOD})", "-", "")
    line = review.detail()[0]
    assert "as far as it can tell the two are as good" in line and "gave up" not in line
    assert "\u00b1" not in line and "error" not in line  # (a fresh user's finding: jargon)
    hand.verdicts[0] = Verdict(d.made, other, 2.0, 0.2, "mistake")
    cells, mark = review.rows()[0]
    assert (cells[3], cells[4], mark) == (review.words(d, other)[1], "2.0", "mistake")
    assert "gave up 2.0 points against the others: a mistake." in review.detail()[0]
    hand.verdicts[0] = Verdict(d.made, other, 0.4, 0.1, "")
    assert review.detail()[0].endswith(
        "gave up 0.4 points against the others, too little to count as a slip (a slip gives up 0.5 or more)."
    )
    hand.verdicts[0] = Verdict(d.made, other, 0.02, 0.1, "")
    assert review.detail()[0].endswith("but as far as it can tell the two are as good.")  # (no "0.0 points")
    hand.verdicts[0] = Verdict(d.made, other, 1.8, 1.5, "")  # (a tester read 1.8 points called "as good")
    # (the column names the move, marked unclear: a tester looked for it there)
    named = f"{review.words(d, other)[1]} ({UNCLEAR})"
    assert not hand.verdicts[0].told_apart and review.rows()[0][0][3:5] == (named, "1.8?")
    line = review.detail()[0]
    assert "as good" not in line and "gave up" not in line and "error" not in line
    assert line.endswith(
        "move came out 1.8 points behind on average, but the deals it tried varied too much to call it worse."
    )


def test_the_columns_stay_put_as_the_verdicts_come_in(app):
    """While the review is worked out, a row's "Hard's move" cell says "…" until its verdict
    comes; the columns laid out then keep their places as the verdicts fill in, while every
    text still fits them on one line: hard's move has room for a move as long as the longest
    made, marked, and the last column for the longest mark (a tester saw the columns shift as
    the last verdict came)."""
    table, summary = play_a_hand(app)
    click(app, dict(summary.targets())["review"].center, frames=3)
    review, hand = app.top, table.reviewer.hands[1]
    hand.verdicts = [None] * len(hand.decisions)
    waiting = review.laid_rows().widths
    assert review.rows()[0][0][3] == "\u2026"
    for i, d in enumerate(hand.decisions[:3]):  # (hard's move named in no more letters than the one made)
        other = min((a for a in d.legal if a != d.made), key=lambda a, d=d: len(review.words(d, a)[1]))
        assert len(review.words(d, other)[1]) <= max(len(review.words(e, e.made)[1]) for e in hand.decisions)
        told = Verdict(d.made, other, 0.2, 0.15, "") if i < 2 else Verdict(d.made, other, 9.0, 0.1, "blunder")
        hand.verdicts[i] = told
        cells = review.rows()[i][0]
        assert cells[3].endswith(f"({AS_GOOD})") if i < 2 else cells[5] == "blunder"
        laid = review.laid_rows()
        assert all(len(lines) == 1 for lines in laid.rows[i][0])  # (each text on one line)
        assert laid.widths == waiting


def test_the_review_says_how_many_forced_moves_it_does_not_list(app):
    """A Coins hand's last card is the only move left: the list leaves it out and the line
    under the rows says so (a tester thought moves were missing from a review)."""
    table, summary = play_a_hand(app)
    click(app, dict(summary.targets())["review"].center, frames=3)
    review, hand = app.top, table.reviewer.hands[1]
    assert hand.forced >= 1
    foot = " ".join(review.foot())
    said = f"{hand.forced} move{'' if hand.forced == 1 else 's'}"
    assert foot.endswith((f"{said} the rules left no choice in", f"{said} with no choice not listed")), foot
    hand.forced = 0
    assert "not listed" not in " ".join(review.foot()).lower()
