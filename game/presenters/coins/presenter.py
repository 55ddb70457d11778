"""Coins at the table: the suit cycle legend, coins against the target, why each trick was won.

Everything is read from a seat's :class:`~rules.games.coins.state.CoinsView`, the legal actions and
the events of :mod:`rules.games.coins.state` (rulebook ``coins.txt``; RULINGS "Coins"). Three seats
clockwise: seat 0 at the bottom, 1 on its left, 2 on its right. Any card may be played (no
suit to follow), so every card of the hand to act is offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.base import TrickPresenter
from game.presenters.coins.coaching import CoinsCoaching
from game.presenters.coins.words import coins_in, singular, suit_word, why_words
from game.presenters.phrases import act, any_card, between_words, status_between, waiting_words, winners_words
from game.table.protocol import YOU, Icon, ScoreSheet, Span, Summary
from game.ui.text import plural, together
from rules.core.actions import Action
from rules.core.cards import spanish_card_name
from rules.core.events import Event
from rules.games.coins import (
    COINS_CARDS,
    NUM_SEATS,
    SUITS_IN_CYCLE,
    Phase,
)

SUIT_COLOURS = {"U": (236, 96, 96), "O": (236, 196, 96), "E": (120, 160, 236), "B": (120, 200, 130)}
"""Legend colours of cups, coins, swords and clubs (lighter versions of the card art's suit
colours, readable on the dark legend panel)."""
SUIT_ICON = {"U": "AU", "O": "AO", "E": "AE", "B": "AB"}
"""The ace whose centre symbol stands for each suit in the legend."""


def coins_words(n: int) -> str:
    """``"1 coin"``, ``"3 coins"``, ``"no coins"``."""
    return "no coins" if n == 0 else plural(n, "coin")


def last_card_hint(view: Any) -> str:
    """For the seat playing the third card: which of its cards would take the trick, by suit
    (``"any sword, or a cup above the 2, takes it - the trick holds 1 coin"``: the coins already
    played, not the one the seat may add, which the hint counts), from the rules'
    ``view.winning_cards``."""
    cards = [c for _, c in view.trick]
    winning = set(view.winning_cards)
    anys, above = [], []
    for suit in SUITS_IN_CYCLE:
        mine = [c for c in view.hand if c.suit == suit]
        wins = [c for c in mine if c in winning]
        if not wins:
            continue
        if len(wins) == len(mine):
            anys.append(singular(suit))
        else:
            beaten = max((c for c in cards if c.suit == suit), key=lambda c: c.rank)
            above.append(f"a {singular(suit)} above the {spanish_card_name(beaten).split(' of ')[0]}")
    coins = coins_in(cards)
    parts = ([f"any {' or '.join(anys)}"] if anys else []) + above
    held = coins_words(coins)
    if not parts:
        return "none of your cards can take this trick" + (f" - it holds {held}" if coins else "")
    return f"{', or '.join(parts)} takes it" + (f" - the trick holds {held}" if coins else "")


def toward_target(view: Any, seat: int, brief: bool = False) -> str:
    """``seat``'s coins against the target: ``"4 / 10 coins"`` (``brief``: ``"4/10 coins"``),
    the bare count once reached (the last trick can take a player past it: "11 / 10 coins"
    read wrong to helper-85)."""
    score, target = view.scores[seat], view.target
    if score >= target:
        return f"{score} coins"
    return f"{score}/{target} coins" if brief else f"{score} / {target} coins"


class CoinsPresenter(CoinsCoaching, TrickPresenter):
    """The Coins presenter: the shared hands, trick and won piles; words that say why each
    trick was won and which cards take it."""

    game = "coins"
    deck_art = "spanish"
    back_style = "green"
    max_hand = 16
    icon_crop = (0.2, 0.29, 0.6, 0.42)
    raise_all_legal = True

    # --- words ----------------------------------------------------------------------------
    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line per event kind of :mod:`rules.games.coins.state`; a won trick says why."""
        seat = getattr(event, "seat", None)
        who = names[seat] if seat is not None and 0 <= seat < len(names) else ""
        kind = event.kind
        if kind == "dealt":
            leader = event.leader
            lead = ""
            if isinstance(leader, int) and 0 <= leader < len(names):
                lead = f" - {act(names[leader], 'leads', 'lead')}"
            return f"{act(who, 'deals', 'deal')} hand {event.number}{lead}"
        if kind == "play":
            return f"{act(who, 'plays', 'play')} the {spanish_card_name(event.card)}"
        if kind == "trick_won":
            coins = event.coins
            points = event.scores
            gain = (
                f"{act(who, 'wins', 'win')} {coins_words(coins)}"
                if coins
                else f"{act(who, 'wins', 'win')} the trick (no coins)"
            )
            total = f" ({points[event.seat]} in all)" if coins and len(points) > event.seat else ""
            return f"{why_words(event.trick_kind, event.suit)} - {gain}{total}"
        if kind == "hand_over":
            totals = ", ".join(f"{names[s]} {p}" for s, p in enumerate(event.scores))
            return f"Hand {event.number} is over - coins: {totals}"
        if kind == "game_over":
            winners = event.winners
            target = event.target
            if winners:
                name = names[winners[0]]
                wins = "win" if name == YOU else "wins"
                return f"{act(name, 'reaches', 'reach')} {target} coins and {wins} the game"
            return "Game over"
        return None

    def prompt(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> str:
        """What to do now: any card may be played (RULINGS "Coins")."""
        if view.phase is not Phase.PLAY:
            return "Your turn"
        if len(view.hand) == 1 and len(view.trick) < NUM_SEATS - 1:
            return f"Your {'turn' if view.trick else 'lead'}: {any_card(view.hand)}"
        if not view.trick:
            return "Your lead: play any card (in Coins you never have to follow suit)"
        if len(view.trick) == NUM_SEATS - 1:
            return f"Last to play: {last_card_hint(view)}"
        return "Your turn: play any card (you need not follow suit)"

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """``"Waiting for West to play…"`` / ``"Dealing…"``."""
        verb = "lead" if not view.trick else "play"
        return waiting_words(view.current_player, names, lambda _: verb, view.phase is Phase.DEAL)

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """Who is next and why: ``"West leads the first trick."`` (``"the next"`` after one;
        "is next to lead the next trick" said "next" twice, and at a hand's start), or
        ``"West plays to the trick."``."""
        who = names[view.current_player]
        if view.trick:
            return f"{act(who, 'plays', 'play')} to the trick."
        return f"{act(who, 'leads', 'lead')} the {'next' if sum(view.tricks_won) else 'first'} trick."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """Target, hand and dealer, whose turn, each player's coins against the target, coins
        cards not yet played this hand."""
        rows: list[tuple[str, str]] = [("Goal", f"first to {view.target} coins")]
        dealer = f"dealer {names[view.dealer]}" if view.dealer is not None else "not dealt yet"
        rows.append(("Hand", f"{max(1, view.hand_number)}, {dealer}"))
        if view.current_player >= 0:
            rows.append(("Turn", names[view.current_player]))
        else:
            rows.append(("Turn", between_words("hand", view.hand_number, view.phase is Phase.GAME_OVER)))
        for seat in range(NUM_SEATS):
            rows.append((names[seat], toward_target(view, seat)))
        rows.append(("Unplayed", f"{view.coins_left} of {COINS_CARDS} coins in hands"))
        return rows

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """``"4/10 coins · dealer"``; ``"11 coins"`` past the target (:func:`toward_target`)."""
        text = toward_target(view, seat, brief=True)
        return f"{text} · dealer" if view.dealer == seat else text

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """The suit cycle with the suit symbols, the three kinds of trick, ranks and goal."""
        cycle: list = []
        for i, suit in enumerate(SUITS_IN_CYCLE + (SUITS_IN_CYCLE[0],)):
            if i:
                cycle.append(Span("  >  ", bold=True))
            cycle += [Icon(SUIT_ICON[suit]), Span(" " + suit_word(suit, True), SUIT_COLOURS[suit], True)]
        cycle.append(Span("   " + together("(each beats the next)")))
        return [
            tuple(cycle),
            # ("the missing suit decides" puzzled one tester, "the head of the chain" another:
            # helper-85; nothing in the trick beats the winner's suit)
            "Three suits: the unbeaten suit wins (cups > coins > swords: cups)",
            "Two of one suit: the higher of those two wins.  One suit: the highest",
            f"A > K > Kn (Knight) > J (Knave) > 9 … 2.  1 point a coin won; first to {view.target}",
        ]

    def takes(self, view: Any) -> str:
        """Which of the viewer's cards take the trick, playing last (:func:`last_card_hint`)."""
        return last_card_hint(view)

    # --- overlays and status ---------------------------------------------------------------
    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet:
        """Every hand so far (``view.hands``), then the one in play: its dealer and, per
        player, the coins won in it (one point each, rulebook OBJECT OF THE GAME) with the
        running total in brackets; a hand the game ended in is marked "ended"."""
        rows = []
        for hand in view.hands:
            number = str(hand.number) if hand.complete else f"{hand.number} (ended)"
            cells = (f"{hand.coins[s]} ({hand.scores[s]})" for s in range(NUM_SEATS))
            rows.append((number, names[hand.dealer], *cells))
        if view.hand_number > len(view.hands) and view.dealer is not None:
            cells = (f"{view.coins_won[s]} ({view.scores[s]})" for s in range(NUM_SEATS))
            rows.append((f"{view.hand_number} (now)", names[view.dealer], *cells))
        columns = ("Hand", "Dealer", *names)
        return ScoreSheet(f"Score sheet - coins won (total), first to {view.target}", columns, tuple(rows))

    def hand_summary(self, event: Event, view: Any, names: Sequence[str]) -> Summary:
        """After a hand with no winner: coins per player this hand and in all, who deals next
        and why (right of the last trick's winner, rulebook PLAY)."""
        won = view.coins_won
        lines = [
            f"{names[s]}: {coins_words(won[s])} this hand, {view.scores[s]} / {view.target} in all"
            for s in range(NUM_SEATS)
        ]
        winner, nxt = view.last_trick_winner, view.next_dealer
        if winner is not None and nxt is not None:
            right = "your right" if names[winner] == YOU else f"{names[winner]}'s right"
            dealer = "you deal" if names[nxt] == YOU else f"{names[nxt]} deals"
            lines.append(f"{names[winner]} won the last trick, so {dealer} next (on {right}).")
        return Summary(f"Hand {view.hand_number} over - nobody at {view.target} yet", tuple(lines), None)

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """The winner, that they reached the target, when (mid-hand or not), final coins."""
        if not view.winners:
            return Summary("Game over", ())
        seat = view.winners[0]
        name = names[seat]
        title = winners_words([seat], names) + "!"
        got = view.scores[seat]
        extra = "" if got == view.target else f" with {got}"
        lines = [f"{name} reached the target of {view.target} coins{extra}."]
        tricks = len(view.played) // NUM_SEATS
        if any(view.hand_counts):
            lines.append(
                f"The game ended at once, in the middle of hand {view.hand_number} (trick {tricks} of 16)."
            )
        else:
            lines.append(f"The game ended on the last trick of hand {view.hand_number}.")
        result = view.last_trick_result
        if result is not None:
            lines.append(f"Last trick: {why_words(result.kind, result.suit)} - {name} took it.")
        lines.append("Final coins: " + ", ".join(f"{names[s]} {view.scores[s]}" for s in range(NUM_SEATS)))
        return Summary(title, tuple(lines), True)

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """``"Hand 2 - West to play"`` / ``"Game over - West won with 10 coins"`` (the Load
        screen shows the scores beside it)."""
        if view.phase is Phase.GAME_OVER and view.winners:
            seat = view.winners[0]
            return f"Game over - {names[seat]} won with {view.scores[seat]} coins"
        if view.current_player < 0:
            return status_between("Hand", view.hand_number)
        return f"Hand {view.hand_number} - {names[view.current_player]} to play"
