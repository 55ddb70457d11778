"""Grand Bid's words at the table: cards, events, prompts and the round's summary lines.

Everything is read from a seat's :class:`~rules.games.grand_bid.events.GrandBidView` and the
events of :mod:`rules.games.grand_bid.events` (rulebook ``grand_bid.txt``; RULINGS "Grand
Bid"). A secret bid is never worded for the others: laying a card says nothing, and a bid
made and a pass read alike ("West's bid is in") until the reveal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.phrases import act, as_object, names_listed, winners_words
from game.table.protocol import YOU
from game.table.words import possessive
from game.ui.text import listed, plural, together
from rules.core.cards import Card
from rules.core.events import Event
from rules.games.grand_bid.parts import BONUS_FROM, card_words, may_bid, number_text


def cards_words(cards: Sequence[Card]) -> str:
    """``"4♥ 5♥"``."""
    return " ".join(card_words(c) for c in cards)


def count_words(n: int) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return plural(n, "card")


def numbers_words(cards: Sequence[Card]) -> str:
    """A tableau or pile by its numbers in order: ``"A 2 3 7"``, or ``"-"`` when empty."""
    return " ".join(number_text(n) for n in sorted(c.rank for c in cards)) or "-"


def run_words(run: Sequence[Card]) -> str:
    """A run by its ends: ``"3-7"``; ``""`` for none."""
    if not run:
        return ""
    return f"{number_text(run[0].rank)}-{number_text(run[-1].rank)}"


def run_points_words(run: Sequence[Card], points: int) -> str:
    """A scored run and how its points add up, in the legend's terms (1 a card, 3 from the 7th
    on; rulebook Scoring): ``"a run of 4 (7-10) = 4"``, ``"a run of 10 (A-10) = 6 + 4×3 = 18"``
    (``"run A-10 = 18"`` left the 18 unexplained: helper-84); ``"no run of 3 = 0"`` for none."""
    if not run:
        return "no run of 3 = 0"
    length, ends = len(run), run_words(run)
    if length < BONUS_FROM:
        return f"a run of {length} ({ends}) = {points}"
    plain = BONUS_FROM - 1
    return f"a run of {length} ({ends}) = {plain} + {length - plain}×3 = {points}"


def own_bid_words(laid: int) -> str:
    """The viewer's own secret bid as it goes in, ``laid`` cards (0: a pass): ``"You pass -
    the others learn it at the reveal"`` / ``"Your bid of 2 cards is in, face down"``. The
    others' read alike whatever they are (:func:`describe`; rulebook Step 2)."""
    if not laid:
        return "You pass - the others learn it at the reveal"
    return f"Your bid of {count_words(laid)} is in, face down"


def their(who: str) -> str:
    """``"their"`` / ``"your"`` (the owner just named)."""
    return "your" if who == YOU else "their"


def describe(event: Event, names: Sequence[str]) -> str | None:
    """One line per event kind of :mod:`rules.games.grand_bid.events`; ``None`` for a card laid
    or taken back (a secret bid is not worded)."""
    kind = event.kind
    who = names[event.seat] if isinstance(getattr(event, "seat", None), int) else ""
    if kind == "dealt":
        return f"Round {event.number}: {act(who, 'offers', 'offer')} first"
    if kind == "offer":
        if event.second:
            line = f"{act(who, 'offers', 'offer')} a second card, {card_words(event.card)}: a Double Offer"
        else:
            line = f"{act(who, 'offers', 'offer')} the {card_words(event.card)}"
        barred = [s for s in range(len(names)) if s != event.seat and s not in event.bidders]
        if not barred:
            return line
        shut = listed([as_object(names[s]) for s in barred])  # (mid-line: "you")
        who = f"{shut} may not" if event.bidders else "nobody may"
        return f"{line} - {who} bid ({barred_words(event, barred, names)})"
    if kind == "bid_in":
        if who == YOU:  # (the history's line; a pass too, so not "Your bid": a tester passed and read it)
            return "Your choice is in, secret until the reveal"
        owner = possessive(who)
        return f"{owner[:1].upper()}{owner[1:]} bid is in, face down"  # (a name as typed)
    if kind == "reveal":
        return reveal_words(event, names)
    if kind == "paid":
        return (
            f"{act(who, 'pays', 'pay')} {together(count_words(len(event.cards)))} "  # (not "1 / card")
            f"({cards_words(event.cards)}) to {as_object(names[event.offerer])}"
        )
    if kind == "no_bid":
        if event.second:
            return f"Nobody bids on the Double Offer: a self-take by {as_object(who)}"
        return f"Nobody bids: {act(who, 'offers', 'offer')} a second card of another number"
    if kind == "keep":
        how = " (a self-take)" if event.how == "self_take" else ""
        return f"{act(who, 'puts', 'put')} the {card_words(event.card)} in {their(who)} tableau{how}"
    if kind == "discard":
        why = {
            "other": "the other card",
            "lone": "no second card to offer",
            "both_held": f"{'you hold' if who == YOU else who + ' holds'} both numbers, so neither is kept",
        }[event.why]
        return f"The {card_words(event.card)} is discarded ({why})"
    if kind == "round_scored":
        points = ", ".join(f"{names[s]} +{p}" for s, p in enumerate(event.points))
        return f"Round {event.number} scored: {points}"
    if kind == "game_over":
        return winners_words(event.winners, names)
    return None


def a_number(rank: int) -> str:
    """``"an 8"``, ``"an A"``, ``"a 5"``: a number on the cards with its article."""
    number = number_text(rank)
    return f"{'an' if number in ('A', '8') else 'a'} {number}"


def barred_words(event: Any, barred: Sequence[int], names: Sequence[str]) -> str:
    """Why the ``barred`` seats may not bid on an :class:`Offered`'s card (RULINGS "Grand
    Bid": who may bid): ``"an 8 in their tableau"``, ``"no cards left"``, ``"both numbers in
    your tableau"``; for several, ``"an 8 in West's and East's tableaux"`` (not "each": a
    tester whose own tableau had none read it as theirs too) or, told apart, ``"Ann: no cards
    left; Cy: an 8 in their tableau"``."""
    held = "both numbers" if event.second else a_number(event.card.rank)

    def why(seat: int, whose: str) -> str:
        return "no cards left" if seat in event.empty_hands else f"{held} in {whose} tableau"

    if len(barred) == 1:
        return why(barred[0], their(names[barred[0]]))
    owners = listed([possessive(names[s]) for s in barred])
    if len({seat in event.empty_hands for seat in barred}) == 1:
        return why(barred[0], "") if barred[0] in event.empty_hands else f"{held} in {owners} tableaux"
    return "; ".join(f"{names[s]}: {why(s, their(names[s]))}" for s in barred)


def bidding_order(event: Any) -> list[int]:
    """The seats that bid on ``event``'s offer (a :class:`BidsRevealed`), from the offerer's
    left: the order the reveal's words and its cards are told in."""
    n = len(event.bids)
    return [(event.seat + k) % n for k in range(1, n)]


def reveal_words(event: Any, names: Sequence[str]) -> str:
    """``"Bids: West 2 cards, East passes - West wins"``, in bidding order from the offerer's
    left; a tie goes to the bidder nearer that left, ``"... - tie to West, on South's
    left"``; ``"Bids: West and East pass"`` when nobody bid a card (a bare "West passes"
    after "West's bid is in" read as a second move to a tester)."""
    made = [(s, event.bids[s]) for s in bidding_order(event) if event.bids[s] is not None]
    if event.winner is None:
        who = [names[s] for s, _ in made]
        return f"Bids: {names_listed(who)} {'pass' if len(who) > 1 or who == [YOU] else 'passes'}"
    parts = [
        f"{names[s]} {count_words(len(cards))}" if cards else act(names[s], "passes", "pass")
        for s, cards in made
    ]
    line = "Bids: " + ", ".join(parts)
    top = len(event.bids[event.winner])
    tied = sum(1 for _, cards in made if cards and len(cards) == top) > 1
    winner = names[event.winner]
    if tied:
        return f"{line} - tie to {as_object(winner)}, on {possessive(names[event.seat])} left"
    return f"{line} - {act(winner, 'wins', 'win')}"


def doing(view: Any, seat: int, brief: bool = False) -> str:
    """What ``seat``, to act, is doing: ``"offer a card"``, ``"bid"``, ``"offer a second
    card"``, ``"keep one card"``; ``brief``: ``"offer"`` (a second card too: the Offer row
    shows the first), ``"bid"``, ``"keep one"`` (the info panel's Turn row: at its width the
    long ones took two lines, and the rows under it moved at every offer; "offer again" made
    the panel's type smaller)."""
    long, short = {
        "offer": ("offer a card", "offer"),
        "bid": ("bid", "bid"),
        "second_offer": ("offer a second card", "offer"),
        "keep": ("keep one card", "keep one"),
    }.get(view.phase.value, ("play", "play"))
    return short if brief else long


def offer_words(view: Any) -> str:
    """The offer on the table: ``"7♥"`` or ``"7♥ + 3♠"``."""
    return " + ".join(card_words(c) for c in view.offer)


def prompt(view: Any, legal: Sequence[Any]) -> str:
    """What the viewer, to act, should do (rulebook Steps 1-4): one line above the hand at
    960 pixels wide, but for an offer of numbers nobody may bid on, told with the reason
    (:func:`why_shut`), which may wrap."""
    phase = view.phase.value
    if phase == "offer":
        shut = unbiddable(view)  # (a tester found out from the log, after offering one)
        if not shut:
            return "Your offer: click a card"
        every = len(shut) == len({c.rank for c in view.hand})  # ("3 of your numbers": which? helper-82)
        numbers = (
            "any of your cards" if every and len(shut) > 2 else listed([a_number(n) for n in shut], "or")
        )
        return f"Your offer: click a card (nobody may bid on {numbers}: {why_shut(view, len(shut) == 1)})"
    if phase == "second_offer":
        return f"Nobody bid: offer a card, not {a_number(view.offer[0].rank)}"
    if phase == "keep":
        return "Keep one card; the other is discarded"
    laid = len(view.bid)
    if not laid:
        return f"Bid on the {offer_words(view)}: click 1-3 cards, or pass"
    if any(a.kind == "bid" for a in legal):
        return f"{count_words(laid)} laid: another, or confirm"
    return f"{count_words(laid)} laid: confirm or take back"


def why_shut(view: Any, one: bool) -> str:
    """Why the other players may not bid on the viewer's :func:`unbiddable` numbers (``one``:
    a single number): in both their tableaux, or no cards left (RULINGS "Grand Bid": who may
    bid; helper-76 read the numbers with no reason). Grand Bid has three players."""
    empty = sum(1 for s, count in enumerate(view.hand_counts) if s != view.seat and not count)
    if empty == len(view.hand_counts) - 1:
        return "the others have no cards left"
    held = "it" if one else "them"
    if empty:
        return f"one other player has no cards left, the other has {held} in their tableau"
    return f"both others have {held} in their tableaux"


def unbiddable(view: Any) -> list[int]:
    """The numbers of the viewer's hand no other player may bid on if offered alone: each
    holds it in their tableau or has no card left (RULINGS "Grand Bid": who may bid)."""
    others = [s for s in range(len(view.hand_counts)) if s != view.seat]
    return sorted(
        {
            card.rank
            for card in view.hand
            if not any(
                may_bid(view.hand_counts[s], [c.rank for c in view.tableaux[s]], [card.rank]) for s in others
            )
        }
    )


def round_lines(event: Any, view: Any, names: Sequence[str]) -> list[str]:
    """The round's summary: each player's tableau, longest run and points, the cards set aside,
    and who offers first next (rulebook Scoring, Round End, Full Game)."""
    lines = []
    for seat, name in enumerate(names):
        got = run_points_words(view.runs[seat], event.points[seat])
        lines.append(f"{name}: {numbers_words(view.tableaux[seat])} - {got}, total {event.scores[seat]}")
    if event.leftover:  # (the round ends once two hands are empty: one holds them)
        holders = [seat for seat, count in enumerate(view.hand_counts) if count]
        whose = possessive(names[holders[0]]) if len(holders) == 1 else "the players'"
        lines.append(f"Left in {whose} hand, not scored: {cards_words(event.leftover)}")
    return lines
