"""The coach of the Bid Whist lesson: which of the coach file's lines fits the moment, filled
in from the seat's view and the events (``assets/rules/bid_whist.coach.txt``; rulebook
``bid_whist.txt``, RULINGS "Bid Whist"). Sides: seats 0 and 2 against 1 and 3."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.bid_whist.words import bid_words, card_words, contract_words
from game.presenters.coach import Coached, Voice, end_lines
from game.presenters.phrases import act, any_card, as_object, trick_place
from game.ui.text import plural
from rules.core.cards import SUIT_NAMES
from rules.core.events import Dealt
from rules.core.tricks import trick_winner
from rules.games.bid_whist import (
    WHY_HIGH_TRUMP,
    WHY_JOKER,
    WHY_LEAD,
    WHY_TRUMPED,
    BookWon,
    ContractChosen,
    Phase,
)
from rules.games.bid_whist.parts import BOOK_BASE, BOOKS_PER_HAND, NUM_SEATS
from rules.games.bid_whist.ranking import contract_tables

BOOK_LINES = {
    WHY_LEAD: "book.lead",
    WHY_HIGH_TRUMP: "book.high_trump",
    WHY_TRUMPED: "book.trumped",
    WHY_JOKER: "book.joker",
}
"""The coach's line for each reason a book was won (:attr:`BookWon.why`)."""


def suit_in_book(card: Any, view: Any) -> str | None:
    """``card``'s suit in a book of ``view``'s hand: its own, trumps for a joker in a trump
    hand, ``None`` for a joker in no trump (RULINGS "No trump")."""
    if not card.is_joker:
        return card.suit
    return view.contract.trump if view.contract is not None else None


def led_suit(view: Any) -> str | None:
    """The suit to follow in the book in play: the first card's with a suit
    (:func:`suit_in_book`), ``None`` before a lead (or while only jokers lie in a no-trump
    book)."""
    return next((suit for _, card in view.trick if (suit := suit_in_book(card, view)) is not None), None)


def play_prompt(view: Any) -> str:
    """The prompt of the seat to play a card: the lead, the suit to follow, or that it holds
    none of it (a tester read "follow suit" holding none), "your last card" for one."""
    if not view.trick:
        return "Your lead: play your last card" if len(view.hand) == 1 else "Your lead: choose a card to play"
    led = led_suit(view)
    if led is None:  # (only jokers in a no-trump book: the suit is still open)
        return f"Your turn: {any_card(view.hand)}"
    if any(suit_in_book(card, view) == led for card in view.hand):
        return f"Your turn: play {SUIT_NAMES[led]} (follow suit)"
    return f"Your turn: no {SUIT_NAMES[led]} - {any_card(view.hand)}"


def before(voice: Voice, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
    """The line before the learner's bid, naming, discard or card."""
    kinds = {action.kind for action in legal}
    if view.phase is Phase.BID:
        if "pass" not in kinds:
            return voice.say("bid.dealer")
        high = "nothing yet: any bid will do"
        if view.high_bid is not None:
            seat, number, kind = view.high_bid
            high = f"{names[seat]}'s {bid_words(number, kind)}"
        return voice.say("bid", high=high)
    if view.phase is Phase.TRUMP:
        if "direction" in kinds:
            return voice.say("direction")
        return voice.say("trump", bid=bid_words(view.contract.number, view.contract.kind))
    if view.phase is Phase.DISCARD:
        left = view.discard_count - view.discarded
        return voice.say("discard", count=plural(left, "card"))
    if view.phase is not Phase.PLAY:
        return ""
    led = led_suit(view)
    if led is None:
        return voice.say("lead")
    cards = [action.args[0] for action in legal if action.kind == "play"]
    trump = view.contract.trump
    if all(text[-1] == led or text in ("BJ", "LJ") for text in cards):
        suit = SUIT_NAMES[led]
        return voice.say("trumps_led" if led == trump else "follow", led=suit, Led=suit.capitalize())
    if trump is None:
        return voice.say("void_notrump", led=SUIT_NAMES[led])
    if led == trump:
        return voice.say("void_trumps")
    return voice.say("void", led=SUIT_NAMES[led], trump=SUIT_NAMES[trump])


def after(voice: Voice, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
    """The line after the deal, the end of the bidding, another seat's naming of the contract
    or a book."""
    for event in events:
        if isinstance(event, Dealt):
            return voice.say("deal", dealer=names[event.seat])
        if isinstance(event, ContractChosen) and event.seat != view.seat:
            if event.trump:
                return voice.say("contract.trump", who=names[event.seat], suit=SUIT_NAMES[event.trump])
            if event.direction:
                return voice.say("contract.notrump", who=names[event.seat], direction=event.direction)
            return bidding_won(voice, event, names)
        if isinstance(event, ContractChosen) and not (event.trump or event.direction):
            return bidding_won(voice, event, names)
        if isinstance(event, BookWon):
            return book_line(voice, event, view, names)
    return ""


def bidding_won(voice: Voice, event: ContractChosen, names: Sequence[str]) -> str:
    """Who won the bidding and how many books that side needs."""
    side = side_words(event.seat % 2, names)
    return voice.say(
        "bidding_won",
        who=names[event.seat],
        bid=bid_words(event.number, event.bid_kind),
        side=side,
        need=6 + event.number,
    )


def side_words(side: int, names: Sequence[str]) -> str:
    """A side by its players: ``"you and North"``, ``"West and East"``."""
    first, second = names[side], names[side + 2]
    return f"{as_object(first)} and {second}"


def need_of(view: Any) -> int:
    """The books the bidders need (the discard included), 0 before the bidding is won."""
    return view.contract.books_needed if view.contract is not None else 0


def books_situation(event: BookWon, contract: Any) -> str:
    """The coach's line for the books so far: ``"books.made"`` once the bidders have the
    books they need, ``"books.set"`` once the others have taken so many that they can no
    longer get them (of the hand's :data:`BOOKS_PER_HAND`, the discard counting as one),
    else ``"books"``."""
    if contract is None:
        return "books"
    bidders, others = event.books[contract.side], event.books[1 - contract.side]
    if bidders >= contract.books_needed:
        return "books.made"
    if others > BOOKS_PER_HAND - contract.books_needed:
        return "books.set"
    return "books"


def book_line(voice: Voice, event: BookWon, view: Any, names: Sequence[str]) -> str:
    """Why ``event``'s book was won, and the books so far."""
    ours = event.books[view.seat % 2]
    theirs = event.books[1 - view.seat % 2]
    books = voice.line(books_situation(event, view.contract), ours=ours, theirs=theirs, need=need_of(view))
    first = event.cards[0]
    led = SUIT_NAMES[first.suit] if not first.is_joker else "trumps"
    who = names[event.seat]
    card = card_words(event.best.text) if event.best is not None else "the best card"
    key = BOOK_LINES.get(event.why, "book.lead")
    return voice.say(
        key, winner=who, take=act(who, "takes", "take").split()[-1], card=card, led=led, books=books
    )


def end(voice: Voice, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]) -> list[str]:
    """The lesson's closing lines: how the contract went, then the key rules shown and missed."""
    last = getattr(view, "last_hand", None)
    result = ""
    if last is not None:
        c = last.contract
        went = "made it" if last.made else "were set"
        who = side_words(c.side, names)
        points = last.points[c.side]
        result = f"{who[:1].upper()}{who[1:]} bid {contract_words(c)} and {went}, {points:+d} points."
    return end_lines(voice, seen, key_rules, result=result)


class BidWhistCoaching(Coached):
    """The Bid Whist presenter's coach (:class:`~game.table.protocol.Presenter`'s lesson
    methods, and the hint's reasons) and its words for the review of a hand."""

    def decision_words(self, view: Any, action: str, names: Sequence[str]) -> tuple[str, str]:
        """``("Bidding", "bid 4 uptown")``, ``("Naming trumps", "spades")``, ``("Discarding,
        card 2 of 6", "discard the 3 of clubs")``, ``("Book 5, second to play", "the Ace of hearts")``."""
        kind, *args = action.split()
        if kind == "pass":
            return "Bidding", "pass"
        if kind == "bid":
            return "Bidding", f"bid {bid_words(int(args[0]), args[1])}"
        if kind == "trump":
            return "Naming trumps", SUIT_NAMES[args[0]]
        if kind == "direction":
            return "No trump's direction", args[0]
        if kind == "discard":
            return (
                f"Discarding, card {view.discarded + 1} of {view.discard_count}",
                f"discard {card_words(args[0])}",
            )
        return trick_place(view, "Book"), card_words(args[0]) if args else action

    def winning_after(self, view: Any, card: Any) -> int | None:
        """The seat winning the book once the viewer adds ``card``: the highest trump, else
        the highest card of the suit to follow (rulebook "Playing the hand"); ``None`` while
        only jokers lie in a no-trump book (no suit to follow yet)."""
        contract = view.contract
        if contract is None or contract.direction is None:
            return None
        suit_of, strength, *_ = contract_tables(view.jokers, contract.trump, contract.direction)
        plays = [*view.trick, (view.seat, card)]
        try:
            best = trick_winner([c for _, c in plays], suit_of.get, strength.__getitem__, contract.trump)
        except ValueError:
            return None
        return plays[best][0]

    def partner(self, view: Any) -> int:
        """The seat across the table."""
        return (view.seat + 2) % NUM_SEATS

    def choice_reason(self, view: Any, kind: str, args: Sequence[str]) -> str:
        """A bid: the books the side would need, the discard counting one (rulebook
        "Bidding": "a bid of 4 means at least 6 + 4 = 10 books"); a suit named trumps: the
        trumps the viewer would hold, the jokers among them ("Card ranking")."""
        if kind == "bid" and args and args[0].isdigit():
            return f"your side would need {BOOK_BASE + int(args[0])} of the {BOOKS_PER_HAND} books"
        if kind == "trump" and args and args[0] in SUIT_NAMES:
            held, name = sum(card.suit == args[0] for card in view.hand), SUIT_NAMES[args[0]]
            jokers = sum(card.is_joker for card in view.hand)
            with_jokers = f" and {plural(jokers, 'joker')}" if jokers else ""
            cards = plural(held, name[:-1]) if held else f"no {name}"
            return f"you would hold {cards}{with_jokers} as trumps"
        return ""

    def bid_standing(self, view: Any) -> str:
        """The viewer's side's books against what the contract needs (the discard counting
        one for the bidders), or against what sets it."""
        contract = view.contract
        if contract is None:
            return ""
        ours, bidders = view.books[view.seat % 2], view.books[contract.side]
        if bidders >= contract.books_needed:
            return f"the bid is made: the bidders have {bidders} of the {contract.books_needed} books"
        if bidders + BOOKS_PER_HAND - sum(view.books) < contract.books_needed:
            return f"the bid can no longer be made: the bidders have {bidders} of {contract.books_needed}"
        if contract.side == view.seat % 2:
            return f"your side has {ours} so far of the {contract.books_needed} books it needs"
        sets = BOOKS_PER_HAND - contract.books_needed + 1
        return f"your side has {ours} so far of the {sets} books that set the bid"

    def coach_before(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """The bid, the naming, the discard, or following suit."""
        return before(self.voice, view, legal, names)

    def coach_after(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
        """The deal, the bidding's end, the contract, why a book went so."""
        return after(self.voice, events, view, names)

    def coach_end(
        self, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]
    ) -> list[str]:
        """How the contract went and what the hand showed."""
        return end(self.voice, view, names, seen, key_rules)
