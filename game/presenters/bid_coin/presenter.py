"""Bid Coin at the table: the shown trump card in the stock, every player's coins as pieces in
front of them (pushed ones in their bid area, a zero declaration's turned sideways), the supply
of value-1 coins, won tricks as piles (a 2-win trick as two), and the words.

Everything is read from a seat's :class:`~rules.games.bid_coin.events.BidCoinView`, the legal
actions and the events (rulebook ``bid_coin.txt``; RULINGS "Bid Coin"). The coins a player may
push, turn toward a zero or take back are clickable pieces; the zero declaration is confirmed
with the one button of a small panel once the turned coins add up to the cards in hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from game.presenters.base import TrickPresenter
from game.presenters.bid_coin import words
from game.presenters.bid_coin.coaching import BidCoinCoaching
from game.presenters.phrases import act, any_card, between_words, round_status, waiting_words
from game.table import pace
from game.table.moves import Deal, Move, Say, ShowSummary, Step, Sync
from game.table.protocol import YOU, Choice, Icon, Panel, ScoreSheet, Span, Summary
from game.table.zones import STOCK, SUPPLY, CardItem, Contents, PieceItem, ZoneKind, bid, pieces
from game.ui.text import plural, together
from rules.core.actions import Action
from rules.core.events import Event
from rules.games.bid_coin import Phase
from rules.games.bid_coin.events import (
    CoinPushed,
    RoundDealt,
    RoundScored,
)
from rules.games.bid_coin.parts import (
    SUIT_NAMES,
    top_rank,
)

SUIT_RGB = {
    "R": (240, 110, 100),
    "Y": (240, 200, 80),
    "G": (110, 200, 130),
    "B": (120, 160, 240),
    "P": (190, 150, 240),
}
"""Legend colours of the five colours, lightened to read on the dark panel."""


def coin_image(value: int) -> str:
    """The piece picture of a coin (``assets/pieces/bidcoin/coin_<value>.png``)."""
    return f"bidcoin/coin_{value}"


class BidCoinPresenter(BidCoinCoaching, TrickPresenter):
    """The Bid Coin presenter (see the module doc)."""

    game = "bid_coin"
    deck_art = "bidcoin"
    back_style = "amber"
    zones = frozenset(
        {
            ZoneKind.HAND,
            ZoneKind.WON,
            ZoneKind.TRICK,
            ZoneKind.PIECES,
            ZoneKind.BID,
            ZoneKind.STOCK,
            ZoneKind.SUPPLY,
        }
    )
    hand_word = "round"
    point_word = "coin value"
    centre_labels = MappingProxyType({ZoneKind.STOCK: "Trump card"})  # (a newcomer read it as a
    # fourth card of the trick: the purple 7 beside the 0 it beats)
    row_labels = MappingProxyType({ZoneKind.BID: "bid"})  # (the others' pushed coins, a second
    # row under their coins, read as unnamed beside "Your bid": helper-85)

    # --- contents -----------------------------------------------------------------------------
    def won_counts(self, view: Any) -> list[int]:
        """One pile per win: a trick won with one's own 4 or 6 lies as two ("2-win cards")."""
        return list(view.wins)

    def trick_piles(self, event: Any) -> int:
        """Two piles for a trick won with the winner's own 4 or 6."""
        return 2 if getattr(event, "double", False) else 1

    def pile_note(self, count: int) -> str:
        """``"3 wins"``."""
        return plural(count, "win")

    def fill(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Contents:
        """The shared zones; the leftover in the stock (the shown card face up on top); the supply
        of value-1 coins; by each seat its coins in front, in their order, a turned one sideways in
        its place (a coin never moves under the pointer as it is turned or taken back), and its
        pushed coins in its bid area. The viewer's coins carry the push, turn or take-back
        action a click makes."""
        contents = super().fill(view, legal, names)
        if view.trump_card is not None:  # the shown card on top of the leftover
            contents.put(STOCK, *(CardItem() for _ in range(view.stock_count - 1)))
            contents.put(STOCK, CardItem(view.trump_card.text, True))
        if view.supply:
            help_ = "Value-1 coins: a failed zero takes one per win (two for a trick won with a 4 or a 6)"
            contents.put(SUPPLY, PieceItem(coin_image(1), "Supply", help=help_, count=view.supply))
        texts = {str(a) for a in legal}
        cards = len(view.hand)
        for seat, name in enumerate(names):
            mine = seat == view.seat
            turned = Counter(view.turned[seat])  # (value-1 coins may be turned and not alike)
            for value in view.coins[seat]:
                if turned[value]:
                    turned[value] -= 1
                    action = f"unzero {value}" if mine and f"unzero {value}" in texts else None
                    contents.put(pieces(seat), self._coin(value, name, action, True, cards))
                else:
                    offered = (f"push {value}", f"zero {value}")
                    action = next((t for t in offered if mine and t in texts), None)
                    contents.put(pieces(seat), self._coin(value, name, action, False, cards))
            for value in view.pushed[seat]:
                help_ = f"{name} pushed the {value}: bid {view.bids[seat]}"
                contents.put(bid(seat), PieceItem(coin_image(value), help=help_))
        return contents

    @staticmethod
    def _coin(value: int, name: str, action: str | None, turned: bool, cards: int) -> PieceItem:
        """A coin in front of ``name``, with what a click on it does."""
        if action is None:
            whose = "Your" if name == YOU else f"{name}'s"
            help_ = f"{whose} {value}" + (" - turned for a bid of zero" if turned else " - in front")
        elif action.startswith("push"):
            help_ = f"Push the {value}: your bid goes up by {value}"
        elif action.startswith("zero"):
            help_ = f"Turn the {value} toward a bid of zero (turned coins must add up to {cards})"
        else:
            help_ = f"Take the {value} back"
        label = str(value) if turned else ""  # (turned, its number reads sideways: a tester read "m")
        return PieceItem(coin_image(value), label, action=action, help=help_, turned=turned)

    # --- moves ----------------------------------------------------------------------------------
    def event_moves(self, event: Any, view: Any, names: Sequence[str], game_over: bool) -> list[Step]:
        """The deal starts with the round's first lead player and the shown card is pointed out;
        a pushed coin slides to its bid area; at a round's end every coin moves (discarded,
        returned, taken from the supply) before the summary shows."""
        line = self.describe(event, names) or ""
        if isinstance(event, RoundDealt):
            return [Deal(first=event.seat), Say(line, pace.SHOW_PAUSE)]
        if isinstance(event, CoinPushed):
            key = coin_image(event.value)
            return [Move(pieces(event.seat), bid(event.seat), key=key), Say(line, pace.WORD_PAUSE)]
        if isinstance(event, RoundScored):
            steps: list[Step] = [Sync(), Say(line, pace.WORD_PAUSE)]
            if not game_over:
                steps.append(ShowSummary(self.hand_summary(event, view, names), "Next round"))
            return steps
        return super().event_moves(event, view, names, game_over)

    def hold(self, event: Any) -> float:
        """A zero declaration's words stay a moment."""
        return pace.WORD_PAUSE if event.kind == "declare" else 0.0

    # --- choices --------------------------------------------------------------------------------
    def panel(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Panel | None:
        """While the viewer declares zero: the turned coins against the cards in hand and the
        "Declare zero" button, live once they add up (coins are turned and taken back by
        clicking them)."""
        if view.phase is not Phase.DECLARE:
            return None
        ready = any(a.kind == "declare" for a in legal)
        button = Choice("Declare zero", "declare" if ready else None)
        return Panel("Bid of zero", words.zero_note(view, ready), ((button,),))

    # --- words ----------------------------------------------------------------------------------
    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line per event (:func:`game.presenters.bid_coin.words.describe`)."""
        return words.describe(event, names, top_rank(len(names)))

    def prompt(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> str:
        """What to do now, for the seat to act."""
        seat = view.seat
        cards = len(view.hand)
        if view.phase is Phase.PUSH:
            bid = view.bids[seat]
            return (
                f"You have won {view.wins[seat]}, more than your bid of {bid}: "
                "click a coin to push it - your bid goes up by its value"
            )
        # (how to take a coin back: no button does it, a tester looked for one; the panel over
        # the prompt is titled "Bid of zero", and a longer line pushed it onto the supply)
        if view.phase is Phase.DECLARE and any(a.kind == "declare" for a in legal):
            return f"Your turned coins add up to {cards}: click Declare zero (or a coin to turn it back)"
        if view.phase is Phase.DECLARE:
            return f"Turn coins adding up to {cards}, then Declare zero (click one again to turn it back)"
        zero = any(a.kind == "zero" for a in legal)
        suit = view.lead_suit
        if suit is None:
            play = f"Your lead: {any_card(view.hand)}"
        elif any(c.suit == suit for c in view.hand):
            play = f"Your turn: play {SUIT_NAMES[suit]}"
        else:
            play = f"Your turn: no {SUIT_NAMES[suit]} - {any_card(view.hand)}"
        if zero:
            return f"{play} - or click coins adding up to {cards} to bid zero"
        wins = view.wins[seat]
        if view.declared[seat] and wins:  # (a tester read "zero · won 2" and no more; rulebook 4.2)
            cost = f"at the round's end you take a coin from the supply per win, {wins} so far"
            return f"{play} (your zero has failed: {cost})"
        return f"{play} ({words.need_words(view, seat)})"

    def _doing(self, view: Any) -> str:
        return {Phase.PUSH: "push a coin", Phase.DECLARE: "declare zero"}.get(view.phase, "play")

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """``"Waiting for West to push a coin…"`` / ``"Dealing…"``."""
        return waiting_words(
            view.current_player, names, lambda _: self._doing(view), view.phase is Phase.DEAL
        )

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """``"North is next to play."``."""
        return f"{act(names[view.current_player], 'is', 'are')} next to {self._doing(view)}."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """Round, first lead, whose turn, trump, the supply (and its shortfall), and each
        player's total of coins in front (the lowest wins)."""
        rows: list[tuple[str, str]] = [("Round", f"{max(1, view.round_number)} of at most {view.rounds}")]
        leader = view.leader
        rows.append(("First lead", names[leader] if leader is not None else "-"))
        seat = view.current_player
        if seat >= 0:
            rows.append(("Turn", f"{names[seat]} to {self._doing(view)}"))
        else:
            rows.append(("Turn", between_words("round", view.round_number, view.phase is Phase.GAME_OVER)))
        rows.append(("Trump", SUIT_NAMES[view.trump] if view.trump else "-"))
        short = f" (+{view.shortfall} owed)" if view.shortfall else ""
        rows.append(("Supply", f"{plural(view.supply, 'coin')} of 1{short}"))
        # (each name with its coins: not "West / 18" on two rows)
        totals = ", ".join(together(f"{names[s]} {total}") for s, total in enumerate(view.scores))
        rows.append(("Coins", totals))
        return rows

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """``"bid 8 · won 5"``, ``"zero · won 0"`` or ``"won 0"`` (nothing pushed yet)."""
        return words.need_words(view, seat)

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """Trump with its symbol, and three short reminders (the legend corner holds four lines
        at 720 px): the 0 over the top rank, the 2-win cards, the push."""
        trump = view.trump
        head: tuple = ("Trump: ",)
        if trump:
            head = (*head, Icon(f"{trump}1"), Span(f" {SUIT_NAMES[trump]}", SUIT_RGB[trump], True))
        return [
            head,
            f"0 beats the {top_rank(len(names))} of its colour",  # (the colour, as everywhere: helper-85)
            f"Win with your 4 or 6: {together('2 wins')}",
            "Wins over bid: push a coin",
        ]

    # --- overlays -------------------------------------------------------------------------------
    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet:
        """Won/bid per round, the coins in front and discarded (:func:`words.score_sheet`)."""
        return words.score_sheet(view, names)

    def hand_summary(self, event: Any, view: Any, names: Sequence[str]) -> Summary:
        """The round's outcome per player (:func:`words.round_summary`)."""
        return words.round_summary(event, view, names)

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """Winners, coins left and the tie-break when it decided (:func:`words.game_over`)."""
        return words.game_over(view, names)

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """``"Round 2 - West to play"`` / ``"Game over - North won"``."""
        return round_status(view, names, lambda _: self._doing(view), view.phase is Phase.GAME_OVER)
