"""The shared search is generic: ``rules/ai/`` names no game and speaks no game's words, and a
new game (the test-only Trio) gets bots at every level, a hint and a tournament from its own
baseline and determinizer, with no change under ``rules/ai/`` (issue 19, item 3)."""

import dataclasses
import random
import re
from pathlib import Path

import pytest

import rules.ai
import rules.ai.blunders
import rules.core
import rules.games
from rules.ai.blunders import losses, measure, move_values, positions
from rules.ai.bots import LEVEL_ORDER, choose_action_text, determinizer, make_bot
from rules.ai.hint import hint_answer
from rules.ai.ismcts import ISMCTSBot
from rules.ai.tournament import tournament
from rules.core.state import CHANCE
from rules.games import GAMES, new_game
from tests import trio

SEARCH = Path(rules.ai.__file__).resolve().parent
CORE = Path(rules.core.__file__).resolve().parent
GAME_WORDS = (
    r"kitty|jokers?|\bbooks?\b|uptown|downtown|renege|\btiles?\b|sideways|tableau|trumps?\b|"
    r"\bcoins?\b|push(es)?\b|suit cycle"
)
"""Words of one game or another (the table's test bans the same kind of words)."""


def alternatives(names: set[str]) -> str:
    """A regular expression matching any of ``names`` (an apostrophe optional)."""
    return "|".join(re.escape(name).replace("'", "'?") for name in sorted(names, key=len, reverse=True))


def game_names() -> re.Pattern:
    """Every registered game's name and title as a word, however it is spelled in code or
    prose: ``bid_whist``, ``Bid Whist``, ``bidwhist``, any case (not inside a longer word:
    a game called Peak is not found in "speak"), and ``BidWhist`` starting a CamelCase name
    (``BidWhistState``)."""
    words, camel = set(), set()
    for info in GAMES.values():
        parts = info.name.split("_")
        words |= {info.name, info.title, " ".join(parts), "".join(parts)}
        camel.add("".join(part.title() for part in parts))
    return re.compile(
        rf"(?i:(?<![a-z])(?:{alternatives(words)})(?![a-z]))|(?<![A-Za-z])(?:{alternatives(camel)})(?![a-z])"
    )


def test_the_name_finder_finds_every_spelling_and_no_longer_word():
    names = game_names()
    for text in ("bid_whist", "Bid Whist", "BIDWHIST", "BidWhistState", "a grand_bid_policy", "Can't Win"):
        assert names.search(text), text
    for text in ("bidwhistle", "the coinsurance", "CoinsetX"):
        assert not names.search(text), text


def test_the_shared_search_names_no_game_and_speaks_no_games_words():
    names, words = game_names(), re.compile(GAME_WORDS, re.IGNORECASE)
    modules = sorted(SEARCH.glob("*.py"))
    assert len(modules) >= 10
    for path in modules:
        text = path.read_text(encoding="utf-8")
        found = sorted({m.group(0) for pattern in (names, words) for m in pattern.finditer(text)})
        assert not found, f"rules/ai/{path.name} names a game's things: {found}"


def test_the_rules_core_names_no_game():
    """``rules/core`` holds what every game shares (decks, tricks, deals, records): it may
    speak of trumps, jokers and the Spanish suit of coins, which belong to decks and
    trick-taking, but names no game (its title as spelled, or its registry name where that is
    no plain word)."""
    names = {info.title for info in GAMES.values()} | {
        info.name for info in GAMES.values() if "_" in info.name
    }
    pattern = re.compile(rf"\b({alternatives(names)})\b")
    for path in sorted(CORE.glob("*.py")):
        found = sorted({m.group(0) for m in pattern.finditer(path.read_text(encoding="utf-8"))})
        assert not found, f"rules/core/{path.name} names a game: {found}"


@pytest.fixture
def registered_trio():
    rules.games.register(trio.GAME)
    yield trio.GAME
    rules.games.unregister(trio.GAME.name)


def test_trio_has_a_bot_at_every_level_from_its_own_parts(registered_trio):
    for level in LEVEL_ORDER:
        bot = make_bot("trio", level)
        assert isinstance(bot, ISMCTSBot) == (level in ("easy", "normal", "hard"))
    assert make_bot("trio", "hard").iterations == trio.GAME.ai.budgets["hard"]


def test_trio_samples_keep_the_view_and_the_legal_actions(registered_trio):
    """The determinizer's honesty, as for the five games: every sample shows the seat the same
    view and the same legal actions as the real state."""
    rng = random.Random(4)
    checked = 0
    for seed in range(6):
        state = new_game("trio", 3, {}, seed)
        while not state.is_terminal:
            if state.current_player == CHANCE:
                state.apply(state.chance_action())
                continue
            seat = state.current_player
            view = state.view(seat)
            det = determinizer("trio", view)
            for _ in range(3):
                sample = det.sample(rng)
                assert sample.view(seat) == view
                assert sorted(map(str, sample.legal_actions())) == sorted(map(str, state.legal_actions()))
                checked += 1
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 100


def test_trio_gets_a_hint_from_the_search(registered_trio):
    state = new_game("trio", 3, {}, 2)
    state.advance_chance()
    seat = state.current_player
    action, partners, rival, lead, call, only, twins, rival_twins = hint_answer(
        "trio", "normal", state.view(seat), state.legal_actions(), 1
    )
    assert action in map(str, state.legal_actions()) and not partners and not only
    assert (rival is None) == (lead is None) == (call == "") and rival != action and (lead or 0.0) >= 0.0
    assert call in ("", "better", "as good", "unsure") and twins == rival_twins == ()


def test_trio_is_played_by_the_hard_search_in_a_tournament(registered_trio):
    """The tournament's hard seats search through Trio's own determinizer (counted) and the
    result has every level's figures; nothing under rules/ai/ knows Trio."""
    built = []

    def counting(view):
        built.append(view.seat)
        return trio.GAME.ai.determinizer(view)

    counted = dataclasses.replace(trio.GAME, ai=dataclasses.replace(trio.GAME.ai, determinizer=counting))
    rules.games.register(counted)
    result = tournament("trio", ["hard", "baseline", "baseline"], games=6, seed=11)
    assert set(result["levels"]) == {"hard", "baseline"} and result["deals"] == 2
    assert result["levels"]["hard"]["decision_ms_p95"] > 0
    assert len(built) >= 6 * 2  # at least the bid (always five cards to choose from) of each round


def test_trio_gets_blunder_rates_from_the_shared_measurement(registered_trio):
    """The blunder measurement needs nothing of a game but its GameAI: per level the decisions
    measured, and per mark of the review those marked at least that, with an interval (a
    blunder is a mistake and a slip too), and the reference is paired (a move compared with
    itself loses nothing)."""
    result = measure("trio", 3, 6, seed=2, depth=2)
    assert result["marks"] == dict(zip(("slip", "mistake", "blunder"), trio.GAME.ai.review_marks))
    for figures in result["levels"].values():
        assert figures["decisions"] == 6
        counts = [figures[name]["count"] for name in ("slips", "mistakes", "blunders")]
        assert 6 >= counts[0] >= counts[1] >= counts[2] >= 0
        for name in ("slips", "mistakes", "blunders"):
            low, high = figures[name]["rate_ci95"]
            assert low <= figures[name]["rate"] <= high
            assert figures[name]["over_line"] >= figures[name]["count"]
    state = positions("trio", 3, 1, seed=2)[0][1]
    view, legal = state.view(state.current_player), state.legal_actions()
    values = move_values(trio.GAME.ai, view, legal, 240, 120, random.Random(1))
    best, lost = losses(values)
    assert lost[best] == (0.0, 0.0) and all(loss >= 0.0 for loss, _ in lost.values())
    assert all(len(points) == len(values[best]) for points in values.values())


TABLES = [(game, players) for game, info in GAMES.items() for players in info.variant().players]


@pytest.mark.parametrize("game,players", TABLES)
def test_every_bot_takes_the_legal_moves_as_texts_as_the_apps_worker_sends_them(game, players):
    """The worker sends a decision's legal moves as texts, parsed back into new (equal, not
    identical) actions: every level decides from them, never failing (a failing bot is
    replaced by a random move), and chooses one of them."""
    rng, decided = random.Random(7), 0
    for seed in range(3):
        state = new_game(game, players, {}, seed)
        while not state.is_terminal and decided < 40 * (seed + 1):
            if state.current_player == CHANCE:
                state.advance_chance()
                continue
            legal = state.legal_actions()
            if len(legal) > 1:
                texts = [str(a) for a in legal]
                view = state.view(state.current_player)
                for level in ("easy", "baseline"):
                    assert choose_action_text(game, level, view, texts, decided) in texts
                decided += 1
            state.apply(rng.choice(legal))
    assert decided >= 40


def test_blunder_positions_can_be_sought_in_a_games_named_situations(registered_trio, monkeypatch):
    """``--situations`` keeps only the decisions the game names one of the situations for (Bid
    Whist's partner situations, too rare among random decisions to count on their own), and a
    game that names none is refused rather than searched for ever."""
    wanted = frozenset({"partner_sure_winner", "partner_bid"})
    found = positions("bid_whist", 4, 6, seed=3, situations=wanted)
    assert len(found) == 6
    ai = GAMES["bid_whist"].ai
    for _, state in found:
        seat = state.current_player
        assert ai.situations(state.view(seat), state.legal_actions()) & wanted
    with pytest.raises(ValueError, match="names no situations"):
        positions("trio", 3, 1, seed=2, situations=frozenset({"partner_bid"}))
    monkeypatch.setattr(rules.ai.blunders, "MOST_GAMES_PER_POSITION", 1)
    with pytest.raises(ValueError, match=r"only 0 positions in \['partner_bidd'\] in 2 games"):
        positions("bid_whist", 4, 2, seed=3, situations=frozenset({"partner_bidd"}))
