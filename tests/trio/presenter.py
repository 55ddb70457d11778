"""Trio at the table (the test-only game, :mod:`tests.trio`): its whole presenter.

It uses the shared zones (hands, the trick, a tableau and a bid per seat) and the shared
moves, and needs no change to ``game/table/``.
"""

from __future__ import annotations

from game.presenters.base import TrickPresenter
from game.presenters.phrases import act
from game.table import pace
from game.table.moves import Collect, Highlight, Move, Say, Turn
from game.table.protocol import Summary
from game.table.zones import TRICK, CardItem, ZoneKind, bid, hand, tableau
from rules.core.events import CardPlayed, Dealt, GameOver, HandOver, TrickWon
from tests.trio.state import ROUNDS, BidPlaced, BidsRevealed, Phase


class TrioPresenter(TrickPresenter):
    """Trio's cards, words and moves."""

    game = "trio"
    zones = frozenset({ZoneKind.HAND, ZoneKind.TRICK, ZoneKind.TABLEAU, ZoneKind.BID})
    max_hand = 5

    def card_actions(self, view, legal):
        return {a.args[0]: str(a) for a in legal}  # a click bids or plays the card

    def won_counts(self, view):
        return []  # won tricks lie face up in the tableau, not in piles

    def fill(self, view, legal, names):
        contents = super().fill(view, legal, names)
        for seat in range(3):
            contents.put(tableau(seat), *(CardItem(c.text, True) for c in view.tableau[seat]))
            card = view.bids[seat]
            if card is not None or view.placed[seat]:
                contents.put(bid(seat), CardItem(card.text if card else None, card is not None))
        return contents

    def event_moves(self, event, view, names, game_over):
        line = self.describe(event, names) or ""
        if isinstance(event, BidPlaced):
            own = view.bids[event.seat] if event.seat == view.seat else None
            item = CardItem(own.text if own else None, own is not None)
            return [Say(line), Move(hand(event.seat), bid(event.seat), key=item.text, item=item)]
        if isinstance(event, TrickWon):
            return [
                Highlight(TRICK, event.seat),
                Say(line, pace.TRICK_PAUSE, trick=True),
                Collect(TRICK, tableau(event.seat)),
            ]
        if isinstance(event, BidsRevealed):
            turns = [Turn(bid(seat), True, (card.text,)) for seat, card in enumerate(event.cards)]
            return [*turns, Say(line, pace.SHOW_PAUSE)]
        return super().event_moves(event, view, names, game_over)

    def describe(self, event, names):
        if isinstance(event, Dealt):
            return f"{act(names[event.seat], 'deals', 'deal')} round {event.number}"
        if isinstance(event, BidPlaced):
            return f"{act(names[event.seat], 'lays', 'lay')} a bid face down"
        if isinstance(event, CardPlayed):
            return f"{act(names[event.seat], 'plays', 'play')} {event.card.text}"
        if isinstance(event, TrickWon):
            return f"{act(names[event.seat], 'wins', 'win')} the trick"
        if isinstance(event, BidsRevealed):
            return "Bids: " + ", ".join(f"{names[s]} {c.text}" for s, c in enumerate(event.cards))
        if isinstance(event, HandOver):
            return f"Round {event.number} scored"
        if isinstance(event, GameOver):
            return "Game over"
        return None

    def prompt(self, view, legal, names):
        if view.phase is Phase.BID:
            return "Lay one card face down as your bid: its number less one is the tricks you expect"
        return "Your turn: play a card (follow the lead suit if you can)"

    def waiting(self, view, names):
        seat = view.current_player
        return f"Waiting for {names[seat]}…" if seat >= 0 else ""

    def info_lines(self, view, names):
        rows = [("Round", f"{max(1, view.round)} of {ROUNDS}")]
        return rows + [(names[s], f"{view.scores[s]} points") for s in range(3)]

    def badge(self, view, seat, names):
        return f"{view.tricks_won[seat]} tricks · {view.scores[seat]} pts"

    def hand_summary(self, event, view, names):
        lines = tuple(f"{names[s]}: {view.tricks_won[s]} tricks, bid {view.bids[s].text}" for s in range(3))
        return Summary(f"Round {event.number} scored", lines)

    def game_over(self, view, names):
        winners = " and ".join(names[s] for s in range(3) if view.scores[s] == max(view.scores))
        scores = ", ".join(f"{names[s]} {view.scores[s]}" for s in range(3))
        return Summary(f"{winners} win!", (f"Final points: {scores}",), True)

    def status_text(self, view, names):
        return f"Round {max(1, view.round)}"
