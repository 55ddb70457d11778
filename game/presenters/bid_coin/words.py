"""Bid Coin's words at the table: cards, coins, why a trick was won, each event, the round
summary, the score sheet and the game-over overlay with its tie-break.

Everything is read from a seat's :class:`~rules.games.bid_coin.events.BidCoinView` and the events
of :mod:`rules.games.bid_coin.state` (rulebook ``bid_coin.txt``; RULINGS "Bid Coin").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.phrases import act, as_object, names_listed, winners_words
from game.table.protocol import YOU, ScoreSheet, Summary
from game.ui.text import listed, plural, together
from rules.core.events import Event
from rules.games.bid_coin.events import (
    RoundScored,
)
from rules.games.bid_coin.parts import (
    END_NO_COINS,
    SUIT_NAMES,
    TIE_BREAK_VALUES,
    WHY_LEAD,
    WHY_TRUMP,
    WHY_ZERO,
    WIN_SHARED,
    WON_ON_DISCARDS,
)

MADE, MISSED = "\u2713", "\u2717"
"""The score sheet's marks of a made and a missed bid."""


def card_words(text: str) -> str:
    """``"G8"`` -> ``"green 8"``."""
    return f"{SUIT_NAMES[text[0]]} {text[1:]}"


def coin_list(values: Sequence[int], joiner: str = " + ") -> str:
    """``(7, 2)`` -> ``"7 + 2"``; no coins -> ``"none"``."""
    return joiner.join(map(str, values)) if values else "none"


def why_words(why: str, cards: Sequence[Any], top: int) -> str:
    """Why a trick was won ("3.2", "Special winner (rank 0)"), from the engine's ``why``."""
    if why == WHY_ZERO:
        return f"the 0 beats the {top} of its colour"
    if why == WHY_TRUMP:
        return "highest trump"
    if why == WHY_LEAD:
        return f"highest {SUIT_NAMES[cards[0].suit]}"
    return why


def describe(event: Event, names: Sequence[str], top: int) -> str | None:
    """One line per event kind of :mod:`rules.games.bid_coin.state` (``top``: the top rank), but
    none for turning a coin toward a bid of zero or back: the coin turns in sight, the panel
    sums the turned coins, and the declaration names them all (a line per coin flooded the
    log)."""
    seat = getattr(event, "seat", None)
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
    kind = event.kind
    if kind == "dealt":
        trump = SUIT_NAMES[event.trump.suit]
        lead = act(who, "leads", "lead")
        return f"Round {event.number}: {card_words(event.trump.text)} shown - {trump} is trump. {lead}"
    if kind == "play":
        return f"{act(who, 'plays', 'play')} {card_words(event.card.text)}"
    if kind == "trick_won":
        line = f"{act(who, 'wins', 'win')} the trick ({why_words(event.why, event.cards, top)})"
        return f"{line} - the {card_words(event.card.text)} counts two wins" if event.double else line
    if kind == "push":
        return f"{act(who, 'pushes', 'push')} the {event.value}: bid {event.bid}"
    if kind == "declare":
        coins = coin_list(event.coins)
        return f"{act(who, 'declares', 'declare')} a bid of zero with {coins} ({event.cards} cards in hand)"
    if kind == "round_scored":
        made = [names[s] for s, ok in enumerate(event.success) if ok]
        return f"Round {event.number} over - made: {', '.join(made) if made else 'nobody'}"
    if kind == "game_over":
        return winners_words(event.winners, names)
    return None


def round_line(event: RoundScored, seat: int, name: str) -> str:
    """One player's outcome of a round ("4.1 A successful bid", "4.2 A failed bid")."""
    wins = event.wins[seat]
    zero, pushed = event.zero[seat], event.pushed[seat]
    if zero:
        bid = f"zero ({coin_list(zero)})"
    elif pushed:
        bid = (
            f"bid {event.bids[seat]} ({coin_list(pushed)})" if len(pushed) > 1 else f"bid {event.bids[seat]}"
        )
    else:
        bid = "no bid"
    head = f"{name}: {bid}, won {wins}"
    if event.success[seat]:
        gone = event.discarded[seat]
        if not gone:
            return f"{head} - made: nothing to discard"
        ones = gone.count(1)  # (a tester saw the supply grow unexplained; rulebook 4.1's advice)
        back = f" ({'the 1 goes' if ones == 1 else 'the 1s go'} back to the supply)" if ones else ""
        return f"{head} - made: {'discard' if name == YOU else 'discards'} {coin_list(gone, ', ')}{back}"
    back = zero or pushed
    takes = "take" if name == YOU else "takes"
    line = f"{head} - missed" + (f": {takes} back {coin_list(back, ', ')}" if back else "")
    taken = event.taken[seat]
    if taken:
        line += f" and {takes} {plural(taken, 'coin')} from the supply"
    return line


def round_summary(event: RoundScored, view: Any, names: Sequence[str]) -> Summary:
    """The overlay after a round: each player's bid, wins, success or failure and the coins
    discarded or taken; the coins left in front; a shortfall of the supply."""
    lines = [round_line(event, s, names[s]) for s in range(len(names))]
    if event.shortfall:
        lines.append(
            f"The supply ran {plural(event.shortfall, 'coin')} short: counted as coins all the same."
        )
    lines.append("Coins in front: " + ", ".join(f"{names[s]} {view.scores[s]}" for s in range(len(names))))
    mine = event.success[view.seat] if 0 <= view.seat < len(names) else None
    return Summary(f"Round {event.number} over", tuple(lines), mine)


def score_sheet(view: Any, names: Sequence[str]) -> ScoreSheet:
    """Per player and round ``wins/bid`` (``wins/zero`` for a declared zero), ticked when made,
    then the coins in front, their total and the coins discarded so far. A game over before
    its last round has columns for the rounds played only (an empty R3 stood after a game won
    in round 2: helper-78)."""
    count = len(view.results) if view.result is not None else view.rounds
    rounds = tuple(f"R{r}" for r in range(1, count + 1))
    rows = []
    for seat, name in enumerate(names):
        cells = []
        for result in view.results:
            bid, zero, wins, ok, _, _ = result[seat]
            cells.append(f"{wins}/{'zero' if zero else bid} {MADE if ok else MISSED}")
        cells += [""] * (count - len(cells))
        front = sorted(view.coins[seat] + view.pushed[seat])
        rows.append(
            (
                name,
                *cells,
                coin_list(front, " "),
                str(view.scores[seat]),
                coin_list(view.discarded[seat], " "),
            )
        )
    columns = ("Player", *rounds, "In front", "Total", "Discarded")
    return ScoreSheet("Score sheet (won/bid)", columns, tuple(rows))


def tie_break_lines(view: Any, names: Sequence[str]) -> list[str]:
    """How the tie on the lowest total was broken, value by value ("4.3.2"; RULINGS "Bid Coin")."""
    result = view.result
    still = list(result.tied)
    lines = [f"{names_listed([names[s] for s in still])} tie on {view.scores[still[0]]}."]
    for value in TIE_BREAK_VALUES:
        if len(still) == 1:
            break
        have = [s for s in still if value in view.discarded[s]]
        if not have or len(have) == len(still):
            lines.append(f"The {value}: {'none' if not have else 'each'} of them discarded it.")
            continue
        who = listed([as_object(names[s]) for s in have])
        lines.append(f"The {value}: only {who} discarded it.")
        still = have
    if result.how == WIN_SHARED:
        lines.append("Still tied after the 2: they share the win.")
    return lines


def game_over(view: Any, names: Sequence[str]) -> Summary:
    """The winners, why the game ended, who made and missed their bid in the last round, each
    player's coins left (lowest total wins) and, when it decided, the 7-5-3-2 tie-break."""
    winners = list(view.winners)
    title = winners_words(winners, names) + "!"
    if view.end_cause == END_NO_COINS:
        empty = [names[s] for s, coins in enumerate(view.coins) if not coins]
        have = "have" if len(empty) > 1 or empty == [YOU] else "has"
        lines = [f"{names_listed(empty)} {have} no coin left."]
    else:
        lines = [f"All {view.rounds} rounds played."]
    if view.results:  # the last round's summary is not shown apart: the game ended with it
        last = view.results[-1]
        made = [names[s] for s, row in enumerate(last) if row[3]]
        missed = [names[s] for s, row in enumerate(last) if not row[3]]
        parts = [f"made: {', '.join(made)}"] * bool(made) + [f"missed: {', '.join(missed)}"] * bool(missed)
        lines.append(f"Round {view.round_number} - {'; '.join(parts)}.")
    for seat, name in enumerate(names):
        left, gone = coin_list(view.coins[seat], ", "), coin_list(view.discarded[seat], ", ")
        lines.append(f"{name}: {left} in front = {view.scores[seat]} (discarded {gone})")
    lines.append("The lowest total wins.")
    if view.result is not None and view.result.how in (WON_ON_DISCARDS, WIN_SHARED):
        lines += tie_break_lines(view, names)
    return Summary(title, tuple(lines), view.seat in winners)


def need_words(view: Any, seat: int) -> str:
    """Where a player stands this round: ``"bid 8 · won 5"``, ``"zero · won 0"``, ``"won 0"``."""
    wins = view.wins[seat]
    if view.declared[seat]:
        return f"zero · won {wins}"
    if view.pushed[seat]:
        return f"bid {view.bids[seat]} · won {wins}"
    return f"won {wins}"


def zero_note(view: Any, ready: bool) -> str:
    """The zero panel's note: the turned coins' sum against the cards in hand, ``ready`` once
    they add up (rulebook 4.2), short enough for one line, so the panel keeps its size as
    coins turn (a note of what to do grew a line at the sum and moved the button as it came
    live: a tester saw it; the prompt says what to do). ``"Turned 5 of 13: 8 to go"``."""
    turned, cards = sum(view.turned[view.seat]), len(view.hand)
    head = f"Turned {together(f'{turned} of {cards}')}"  # (a narrow panel read "1 of" / "13")
    if ready:
        return f"{head}: {together('ready to declare')}"
    return f"{head}: {together(f'{cards - turned} to go')}" if turned < cards else head
