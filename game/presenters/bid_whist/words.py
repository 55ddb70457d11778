"""Bid Whist's words: bids, sides, contracts, house rules, reneges, cards and a line per event,
as the Bid Whist presenter writes them (rulebook ``bid_whist.txt``; RULINGS "Bid Whist"). Sides: seats 0 and 2
are side 0, seats 1 and 3 side 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.phrases import act
from game.table.protocol import YOU, ScoreSheet
from game.ui.text import together
from rules.core.cards import SUIT_NAMES, SUIT_SYMBOLS, card_name, make_french_deck
from rules.games.bid_whist import (
    RENEGE_GIVES_ALL,
    RENEGE_GIVES_BOOKS,
    RENEGE_NO_PENALTY,
    WHY_HIGH_TRUMP,
    WHY_JOKER,
    WHY_LEAD,
    WHY_TRUMPED,
    Renege,
)

KIND_WORDS = {"uptown": "uptown", "downtown": "downtown", "notrump": "no trump"}
END_REASONS = {
    "reached_7": "{winners} reached {won} points (7 wins the game).",
    "fell_to_minus_7": "{losers} fell to {lost} points (-7 loses the game).",
    "boston_made": "{winners} made a Boston (a bid of 7).",
    "boston_set": "{losers} were set on a Boston (a bid of 7).",
    "third_set": "{losers} were set for the third time.",
}
"""Why the game ended, by ``view.end_reason`` (rulebook "Winning the game"; RULINGS "Game end"),
with the sides' names and final scores (``won``, ``lost``: a side may pass 7 or -7 in one hand)."""


BOSTON_NOTE = "With Boston, a 7 made wins the game and a 7 set loses it."
"""Told under the bidding grid while a 7 may be bid with the Boston house rule on (rulebook
"Variants"; RULINGS "Game end")."""


def bid_words(number: int, kind: str) -> str:
    """``"4 uptown"``, ``"5 no trump"``."""
    return f"{number} {KIND_WORDS.get(kind, kind)}"


def side_name(side: int, names: Sequence[str]) -> str:
    """``"North-South"`` / ``"East-West"`` when both sides carry those names, else ``"Ann &
    Cy"`` for both, so one line never sets "Zed & North" against "East-West"."""
    pairs = [{names[s], names[s + 2]} for s in (0, 1)]
    if all(pair in ({"North", "South"}, {"East", "West"}) for pair in pairs):
        return "North-South" if pairs[side] == {"North", "South"} else "East-West"
    return f"{names[side]} & {names[side + 2]}"


PLACES = ("South", "West", "North", "East")
"""The place names clockwise from the bottom, as the default names follow them (the lone
human, "You", sits at the bottom)."""


def _place(name: str) -> str:
    """``name`` as a place: "You" sits at the bottom (South)."""
    return "South" if name == YOU else name


def _pair_word(pair: Sequence[str]) -> str | None:
    """``"N-S"`` / ``"E-W"`` when a side's names say where it sits, else None."""
    places = {_place(name) for name in pair}
    north_south, east_west = places & {"North", "South"}, places & {"East", "West"}
    if north_south and not east_west:
        return "N-S"
    if east_west and not north_south:
        return "E-W"
    return None


def side_short(side: int, names: Sequence[str]) -> str:
    """``"N-S"`` / ``"E-W"``, so info rows stay short with any names: as the side's names say
    where it sits (or the other side's, when only theirs do), since the default names follow
    the places and the table turns to put a lone human ("You") at the bottom; by seat when no
    names say it (seats 0 and 2 ``"N-S"``)."""
    if len(names) == 4:
        mine, theirs = _pair_word(names[side::2]), _pair_word(names[1 - side :: 2])
        if mine is not None and mine != theirs:
            return mine
        if mine is None and theirs is not None:
            return "E-W" if theirs == "N-S" else "N-S"
    return "N-S" if side % 2 == 0 else "E-W"


def first_book_line(bidder: int, names: Sequence[str]) -> str:
    """The words for a complete discard: it counts as the bidding side's first book
    (rulebook "Bidding", 3; a tester saw a book counted before any was played)."""
    return f"The discard counts as the first book for {side_short(bidder % 2, names)}: 13 books in all"


def compass_names(names: Sequence[str]) -> bool:
    """True when the seats carry the place names, clockwise from any seat ("You" at the
    bottom), so a side's players are plain from ``"N-S"`` / ``"E-W"`` alone."""
    places = [_place(name) for name in names]
    if sorted(places) != sorted(PLACES):
        return False
    first = PLACES.index(places[0])
    return all(place == PLACES[(first + i) % 4] for i, place in enumerate(places))


HOUSE_RULES = (
    ("minimum_bid", 4, "minimum bid 4"),
    ("downtown_first", True, "downtown first"),
    ("sport_kitty", True, "kitty sported"),
    ("jokers_any_time", True, "jokers any time"),
    ("jokers_out", True, "jokers out"),
    ("defenders_score", True, "defenders score"),
    ("boston", True, "Boston"),
    ("two_sets", True, "two sets"),
    ("reneges_allowed", True, "reneges allowed"),
    ("jokers", 1, "one joker"),
)
"""(option key, value that differs from the plain game, short words) of each house rule
(rules/games/bid_whist/variants.yaml; rulebook "Variants")."""


def house_rules(options: dict) -> list[str]:
    """The short words of each house rule that is on (``["minimum bid 4", "Boston"]``)."""
    out = []
    for key, value, words in HOUSE_RULES:
        got = options.get(key)
        if got is not None and str(got).lower() == str(value).lower():
            out.append(words)
    return out


def pair_text(values: Sequence[int], names: Sequence[str], signed: bool = False) -> str:
    """``"N-S 7 / E-W 3"`` (``signed``: ``"+5"``): N-S first, whichever seats they are
    (:func:`side_short`)."""
    fmt = (lambda v: f"{v:+d}") if signed else str
    return " / ".join(together(f"{side_short(i, names)} {fmt(values[i])}") for i in sides_in_order(names))


def sides_in_order(names: Sequence[str]) -> tuple[int, int]:
    """The two sides (0: seats 0 and 2, 1: seats 1 and 3) as every pair of figures reads them:
    N-S first (:func:`side_short`), whichever seats they are."""
    return (0, 1) if side_short(0, names) == "N-S" else (1, 0)


def renege_lines(reneges: Sequence[Renege], cost: int, names: Sequence[str]) -> list[str]:
    """One line per renege found, as the rules settled it (``view.last_hand.reneges``, in play
    order): ``cost`` (3) books pass to the other side, or, when the reneging side had fewer,
    the other side counts all 13 and later reneges cost nothing more (rulebook "Renege";
    RULINGS "Renege")."""
    out = []
    for renege in reneges:
        side = renege.seat % 2
        who, mine, theirs = names[renege.seat], side_short(side, names), side_short(1 - side, names)
        if renege.penalty == RENEGE_NO_PENALTY:
            out.append(f"{who} reneged too: no further penalty (all 13 books already counted)")
        elif renege.penalty == RENEGE_GIVES_ALL:
            out.append(
                f"{who} reneged with {mine} at {renege.side_books} books (fewer than {cost}):"
                f" {theirs} count all 13"
            )
        else:
            out.append(f"{who} reneged: {cost} books go from {mine} to {theirs}")
    return out


def points_line(
    side: int, made: bool, books: Sequence[int], contract: Any, points: Sequence[int], names: Sequence[str]
) -> str:
    """A hand summary's points: ``"N-S made it: +6 (12 books, 6 over six)"``, ``"N-S were
    set: -8 (the bid of 4, doubled in no trump)"``, and the defenders' where they score
    (rulebook "Scoring": a point a book over six, a set loses the bid, no trump doubles both;
    "Defenders score"). A count the rule does not give (a Boston that ends the game) goes
    unexplained. helper-75 read "+6" for a bid of 4 and could not tell why."""
    double = contract is not None and contract.kind == "notrump"
    times = 2 if double else 1
    doubled = ", doubled in no trump" if double else ""

    def why(who: int, bidder: bool) -> str:
        over = books[who] - 6
        if bidder and not made and contract is not None and points[who] == -contract.number * times:
            return f" (the bid of {contract.number}{doubled})"
        if (made or not bidder) and over > 0 and points[who] == over * times:
            return f" ({books[who]} books, {over} over six{doubled})"
        return ""

    went = "made it" if made else "were set"
    line = f"{side_short(side, names)} {went}: {points[side]:+d}{why(side, True)}"
    if points[1 - side]:
        line += f"; {side_short(1 - side, names)} {points[1 - side]:+d}{why(1 - side, False)}"
    return line


def contract_words(contract: Any, whole: bool = False) -> str:
    """``"4 uptown, hearts trump"`` / ``"4 no trump, downtown"`` / ``"4 uptown"`` (not named yet);
    ``whole``: the bid kept on one line where the words wrap (the info panel read "3 no" over
    "trump": helper-83)."""
    text = bid_words(contract.number, contract.kind)
    text = together(text) if whole else text
    if contract.kind == "notrump":
        return f"{text}, {contract.direction}" if contract.direction else text
    return f"{text}, {SUIT_NAMES[contract.trump]} trump" if contract.trump else text


_DECK = make_french_deck(2)


def card_symbol(text: str) -> str:
    """A card in a few characters: ``"7♦"``, ``"10♠"``, ``"big joker"`` (for lines that
    list several cards, such as the sported kitty)."""
    card = _DECK.parse(text)
    if card.is_joker:
        return card_name(card)
    return f"{text[:-1]}{SUIT_SYMBOLS[card.suit]}"


def card_words(text: str) -> str:
    """A card by its name, for a line of the log: ``"the Queen of spades"``, ``"the big joker"``."""
    return f"the {card_name(_DECK.parse(text))}"


ACE = 14
"""The Ace's rank in the French deck (:class:`rules.core.cards.Card`)."""
BOOK_WHY = {
    WHY_JOKER: "jokers rank above the trump suit",
    WHY_TRUMPED: "a trump",
    WHY_HIGH_TRUMP: "the best trump",
    WHY_LEAD: "the best of the suit led",
}
"""Why a book was won, in words (rulebook "Card ranking")."""


def book_why(event: Any) -> str:
    """``" with the K of spades, the highest trump"``: the winning card of a :class:`BookWon`
    and why it won; ``""`` for an event without them. Among several trumps the words follow
    the direction: uptown the highest wins; downtown the lowest, but the Ace is the best card
    downtown too (rulebook "Card ranking")."""
    best = getattr(event, "best", None)
    if best is None or event.why not in BOOK_WHY:
        return ""
    why = BOOK_WHY[event.why]
    trumped = event.why in (WHY_TRUMPED, WHY_HIGH_TRUMP)
    if trumped and sum(1 for c in event.cards if c.suit == best.suit) > 1:
        if not event.downtown:
            why = "the highest trump"
        elif best.rank == ACE:
            why = "the best trump: the Ace is the best card downtown too"
        else:
            why = "the lowest trump, the best downtown"
    return f" with {card_words(best.text)}, {why}"


def contract_cell(contract: Any) -> str:
    """A contract in a score sheet cell: ``"4 uptown, ♥"`` / ``"5 no trump, downtown"``."""
    text = bid_words(contract.number, contract.kind)
    if contract.kind == "notrump":
        return f"{text}, {contract.direction}" if contract.direction else text
    return f"{text}, {SUIT_SYMBOLS[contract.trump]}" if contract.trump else text


LONG_SIDES = 48
"""The most characters of the sides' names in the score sheet's title; longer, it names them
"N-S : E-W", as the name plates do (helper-78's four names of 16 letters took five lines of
heading type)."""


def score_sheet(view: Any, names: Sequence[str]) -> ScoreSheet:
    """Every hand scored so far (``view.hand_results``), one row each: the dealer, who won
    the bidding, the contract, the books each side took (after renege penalties, the discard
    counted for the bidders), the points each side scored (rulebook "Scoring") and the running
    score; then the hand in play, if any. Side pairs read N-S first, E-W second, whichever
    seats they are (:func:`sides_in_order`; with a lone human at Left the sheet read E-W
    first while the info panel read N-S first)."""
    first, second = sides_in_order(names)
    rows = []
    for result in view.hand_results:
        c = result.contract
        rows.append(
            (
                str(result.hand_number),
                names[result.dealer],
                names[c.bidder],
                contract_cell(c) + ("" if result.made else " - set"),
                f"{result.books[first]} : {result.books[second]}",
                f"{result.points[first]:+d} : {result.points[second]:+d}",
                f"{result.scores[first]} : {result.scores[second]}",
            )
        )
    if view.hand_number > len(view.hand_results) and view.dealer is not None:
        c = view.contract
        rows.append(
            (
                f"{view.hand_number} (now)",
                names[view.dealer],
                names[c.bidder] if c else "bidding",
                contract_cell(c) if c else "",
                f"{view.books[first]} : {view.books[second]}" if c else "",
                "",
                f"{view.side_scores[first]} : {view.side_scores[second]}",
            )
        )
    columns = ("Hand", "Dealer", "Bid by", "Contract", "Books", "Points", "Score")
    sides = f"{side_name(first, names)} : {side_name(second, names)}"
    if len(sides) > LONG_SIDES:  # (the labels the name plates carry)
        sides = f"{side_short(first, names)} : {side_short(second, names)}"
    return ScoreSheet(f"Score sheet - {sides}", columns, tuple(rows))


def describe(event: Any, names: Sequence[str]) -> str | None:
    """One line per event kind of :mod:`rules.games.bid_whist.state`. Reneges are worded by the
    penalty the rules settled for each (RULINGS "Renege")."""
    seat = getattr(event, "seat", None)
    who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    kind = event.kind
    if kind == "dealt":
        return f"{act(who, 'deals', 'deal')} hand {event.number}"
    if kind == "bid":
        return f"{act(who, 'bids', 'bid')} {bid_words(event.number, event.bid_kind)}"
    if kind == "pass":
        return act(who, "passes", "pass")
    if kind == "contract":
        trump, direction = event.trump, event.direction
        if trump:
            return f"{act(who, 'names', 'name')} {SUIT_NAMES[trump]} as trump"
        if direction:
            return f"{act(who, 'plays', 'play')} no trump {direction}"
        return f"{act(who, 'wins', 'win')} the bid with {bid_words(event.number, event.bid_kind)}"
    if kind == "kitty_shown":
        cards = [card_symbol(c.text) for c in event.cards]
        return f"The kitty is turned face up for everyone: {', '.join(cards)}"
    if kind == "jokers_out":
        return "Jokers out: the jokers leave the game and are swapped for kitty cards"
    if kind == "kitty_taken":
        return f"{act(who, 'takes', 'take')} the kitty and must discard {event.count}"
    if kind == "discard":
        return f"{act(who, 'discards', 'discard')} a card face down"
    if kind == "play":
        return f"{act(who, 'plays', 'play')} {card_words(event.card.text)}"
    if kind == "book_won":
        how = book_why(event)
        return f"{act(who, 'wins', 'win')} the book{how} ({pair_text(event.books, names)})"
    if kind == "renege":
        side = event.side
        if event.penalty == RENEGE_GIVES_BOOKS:
            return f"{who} reneged: 3 books go to {side_name(1 - side, names)}"
        if event.penalty == RENEGE_NO_PENALTY:
            return f"{who} reneged too: no further penalty (all 13 books are already counted)"
        return (
            f"{who} reneged with {side_name(side, names)} short of 3 books: "
            f"{side_name(1 - side, names)} count all 13 books"
        )
    if kind == "hand_scored":
        side = event.bidder % 2
        points = event.points[side]
        verb = "made" if event.made else "were set on"
        bid = bid_words(event.bid, event.bid_kind)
        return f"{side_name(side, names)} {verb} {bid}: {points:+d}"
    if kind == "game_over":
        return f"{side_name(event.winners[0] % 2, names)} win the game"
    return None
