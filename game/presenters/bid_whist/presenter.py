"""Bid Whist at the table: wording, the bidding and trump panels, the info panel, summaries.

Everything is read from a seat's :class:`~rules.games.bid_whist.state.BidWhistView`, the legal
actions and the events (rulebook ``bid_whist.txt``; RULINGS "Bid Whist"). Sides: seats 0 and
2 are side 0, seats 1 and 3 side 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from game.presenters.base import TrickPresenter
from game.presenters.bid_whist import words
from game.presenters.bid_whist.coaching import BidWhistCoaching, play_prompt
from game.presenters.bid_whist.legend import legend_lines
from game.presenters.bid_whist.words import (
    BOSTON_NOTE,
    END_REASONS,
    bid_words,
    card_symbol,
    compass_names,
    contract_words,
    first_book_line,
    house_rules,
    pair_text,
    points_line,
    renege_lines,
    score_sheet,
    side_name,
    side_short,
)
from game.presenters.phrases import act, status_between, waiting_words
from game.table import pace
from game.table.moves import Move, Say, Step, Sync, Turn
from game.table.protocol import YOU, Choice, HistoryEntry, MultiChoice, Panel, ScoreSheet, Summary
from game.table.zones import STOCK, CardItem, Contents, ZoneKind, hand, won
from game.ui.text import together
from rules.core.actions import Action
from rules.core.cards import SUIT_NAMES, SUIT_SYMBOLS
from rules.core.events import Event
from rules.games.bid_whist import (
    BidMade,
    ContractChosen,
    Discarded,
    HandScored,
    JokersOut,
    KittyShown,
    KittyTaken,
    Passed,
    Phase,
    Reneged,
)

VERBS = {Phase.BID: "bid", Phase.TRUMP: "name trumps", Phase.DISCARD: "discard", Phase.PLAY: "play"}
"""What the seat to act does in each phase, in words."""
WORDED = (BidMade, Passed, ContractChosen, JokersOut, Reneged)
"""Events shown by their words alone, held a moment so they can be read."""


class BidWhistPresenter(BidWhistCoaching, TrickPresenter):
    """The Bid Whist presenter: hands, the kitty in the stock, the books won per seat (the
    discard a book of the bidder's) and the trick; the bidding grid and the trump chooser."""

    game = "bid_whist"
    zones = frozenset({ZoneKind.HAND, ZoneKind.WON, ZoneKind.TRICK, ZoneKind.STOCK})
    max_hand = 18
    """12 cards and the kitty's 6 while the bidder discards."""
    trick_word = "book"
    centre_labels = MappingProxyType({ZoneKind.STOCK: "Kitty"})  # (a tester took it for North's card)

    def title(self, game_title: str) -> str:
        """``"Bid Whist - first side to 7"``."""
        return f"{game_title} - first side to 7"

    def hand_order(self, view: Any) -> list[tuple[Any, bool]]:
        """Once a trump suit is named, its cards go to the right end of the hand beside the
        jokers (the two highest trumps, rulebook "Card ranking"), all of them outlined; before that, and
        in no trump, the hand as the rules sort it."""
        trump = view.contract.trump if view.contract is not None else None
        if trump is None:
            return super().hand_order(view)
        plain = [c for c in view.hand if c.suit != trump and not c.is_joker]
        trumps = [c for c in view.hand if c.suit == trump] + [c for c in view.hand if c.is_joker]
        return [(c, False) for c in plain] + [(c, True) for c in trumps]

    # --- actions --------------------------------------------------------------------------
    def card_actions(self, view: Any, legal: Sequence[Action]) -> dict[str, str]:
        """Playable cards (``play``) or, in the discard phase, every card (``discard``)."""
        return {a.args[0]: str(a) for a in legal if a.kind in ("play", "discard") and a.args}

    def panel(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Panel | None:
        """The bidding grid (numbers by uptown / downtown / no trump, and Pass), the trump
        chooser or the no-trump direction chooser, showing only legal choices as enabled."""
        texts = {str(a) for a in legal}
        if view.phase is Phase.BID:
            low = int(view.options.get("minimum_bid", 3))
            rows = []
            for number in range(low, 8):
                rows.append(
                    tuple(
                        Choice(
                            bid_words(number, kind),
                            f"bid {number} {kind}" if f"bid {number} {kind}" in texts else None,
                        )
                        for kind in ("uptown", "downtown", "notrump")
                    )
                )
            rows.append((Choice("Pass", "pass" if "pass" in texts else None),))
            note = "A bid of N promises 6 + N of the 13 books."
            if view.high_bid is not None:
                seat, number, kind = view.high_bid
                note = f"To beat: {names[seat]}'s {bid_words(number, kind)}. {note}"
            if "pass" not in texts:
                note = "The first three passed: as dealer you must bid."
            if view.options.get("boston") and any(t.startswith("bid 7 ") for t in texts):
                note = f"{note} {BOSTON_NOTE}"
            return Panel("Your bid", note, tuple(rows))
        if view.phase is Phase.TRUMP:
            if any(a.kind == "direction" for a in legal):
                return Panel(
                    "No trump: which way?",
                    f"You won the bid: {bid_words(view.contract.number, 'notrump')}.",
                    (
                        (
                            Choice(
                                "Uptown  (A K Q … 2)",
                                "direction uptown" if "direction uptown" in texts else None,
                            ),
                            Choice(
                                "Downtown  (A 2 3 … K)",
                                "direction downtown" if "direction downtown" in texts else None,
                            ),
                        ),
                    ),
                )
            rows = []
            for pair in (("S", "H"), ("D", "C")):
                rows.append(
                    tuple(
                        Choice(
                            f"{SUIT_SYMBOLS[s]} {SUIT_NAMES[s].capitalize()}",
                            f"trump {s}" if f"trump {s}" in texts else None,
                        )
                        for s in pair
                    )
                )
            return Panel(
                "Name the trump suit",
                f"You won the bid: {bid_words(view.contract.number, view.contract.kind)}."
                + (
                    " The jokers are the two highest trumps."
                    if view.jokers == 2
                    else " The joker is the highest trump."
                ),
                tuple(rows),
            )
        return None

    def multi_choice(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> MultiChoice | None:
        """The discard after taking the kitty: as many cards as the kitty held, picked from
        the hand and confirmed at once (the rules then take them one by one, rulebook
        "Bidding", 3); the panel names the kitty's cards (a bidder could not tell them among
        the 18 in hand)."""
        if view.phase is not Phase.DISCARD:
            return None
        left = view.discard_count - view.discarded
        actions = frozenset(str(a) for a in legal if a.kind == "discard")
        if left <= 0 or not actions:
            return None
        kitty = ", ".join(card_symbol(c.text) for c in view.kitty)
        aside = f"From the kitty: {kitty}." if kitty else ""
        return MultiChoice(f"Discard {left} cards", left, actions, "Discard", view.discarded, aside)

    def won_counts(self, view: Any) -> list[int]:
        """Books in front of each seat: ``view.books_by_seat``, the discard a book in front of
        the bidder from its first card on (rulebook "Bidding", 3)."""
        counts = list(view.books_by_seat)
        if view.phase is Phase.DISCARD and view.discarded:
            counts[view.contract.bidder] += 1
        return counts

    def fill(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Contents:
        """The shared zones and the kitty in the stock: face up where this seat has seen it
        (sported, RULINGS "Sporting the kitty"), else face down."""
        contents = super().fill(view, legal, names)
        if view.kitty_count:
            shown = [CardItem(c.text, True) for c in view.kitty]
            contents.put(
                STOCK, *(shown if len(shown) == view.kitty_count else [CardItem()] * view.kitty_count)
            )
        return contents

    def moves(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> list[Step]:
        """Each event's steps (:meth:`event_moves`); once the discard is complete, a line says
        it counts as the bidders' first book (:func:`first_book_line`)."""
        steps = super().moves(events, view, names)
        for event in events:
            if isinstance(event, Discarded) and event.completes:
                steps.append(Say(first_book_line(event.seat, names)))
        return steps

    def event_moves(self, event: Event, view: Any, names: Sequence[str], game_over: bool) -> list[Step]:
        """The kitty turned up for all and held in view, then taken into the bidder's hand;
        each discard sliding face down onto the bidder's first book; the rest as every trick
        game shows it."""
        line = self.describe(event, names) or ""
        if isinstance(event, KittyShown):
            return [
                Say(line),
                Turn(STOCK, True, tuple(c.text for c in event.cards)),
                Say("", pace.SHOW_PAUSE),
            ]
        if isinstance(event, KittyTaken):
            return [Say(line), Sync()]
        if isinstance(event, Discarded):
            key = event.card.text if event.seat == view.seat else None
            return [Say(line), Move(hand(event.seat), won(event.seat), key=key, item=CardItem(), pile=0)]
        return super().event_moves(event, view, names, game_over)

    def history_entry(self, event: Any, seat: int | None, names: Sequence[str]) -> HistoryEntry | None:
        """As every trick game's (:meth:`TrickPresenter.history_entry`); the discard's last
        card says too that the discard is the bidders' first book, as the log does (helper-77
        found the history numbering the books played without it)."""
        entry = super().history_entry(event, seat, names)
        if entry is not None and isinstance(event, Discarded) and event.completes:
            entry = replace(entry, text=f"{entry.text}. {first_book_line(event.seat, names)}")
        return entry

    def history_part(self, event: Event) -> str:
        """The auction, the kitty and the discard, the reneges found at the end."""
        if isinstance(event, Passed | BidMade | ContractChosen):
            return "Bidding"
        if isinstance(event, KittyShown | KittyTaken | JokersOut | Discarded):
            return "Kitty"
        return "Score" if isinstance(event, Reneged) else ""

    def history_cards(self, event: Event, seat: int | None) -> tuple[str, ...]:
        """A sported kitty's cards (shown to all); the kitty taken and the discard to the bidder
        only (a bidder could not tell which cards the kitty had brought)."""
        if isinstance(event, KittyShown):
            return tuple(c.text for c in event.cards)
        if isinstance(event, KittyTaken) and event.seat == seat:
            return tuple(c.text for c in event.cards)
        return (event.card.text,) if isinstance(event, Discarded) and event.seat == seat else ()

    def hold(self, event: Event) -> float:
        """Bids, passes, the contract, jokers out and reneges hold a beat."""
        return pace.WORD_PAUSE if isinstance(event, WORDED) else 0.0

    # --- words ----------------------------------------------------------------------------
    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line per event kind (:func:`~game.presenters.bid_whist.words.describe`)."""
        return words.describe(event, names)

    def prompt(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> str:
        """What to do now, for the seat to act."""
        if view.phase is Phase.BID:
            if not any(a.kind == "pass" for a in legal):
                return "Everyone passed: as dealer you must bid"
            return "Your turn to bid: choose a bid or pass"
        if view.phase is Phase.TRUMP:
            if any(a.kind == "direction" for a in legal):
                return "You won the bid: choose uptown or downtown"
            return "You won the bid: name the trump suit"
        if view.phase is Phase.DISCARD:
            left = view.discard_count - view.discarded
            return f"Click {left} cards to discard (again to put one back), then press Discard"
        return play_prompt(view) if view.phase is Phase.PLAY else "Your turn"

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """ "West is thinking…" / "Dealing…"."""
        verb = VERBS.get(view.phase, "move")
        return waiting_words(view.current_player, names, lambda _: verb, view.phase is Phase.DEAL)

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """Who is next and why."""
        who = names[view.current_player]
        what = {
            Phase.BID: "to bid",
            Phase.TRUMP: "to name the trump suit, having won the bid",
            Phase.DISCARD: "to discard, having taken the kitty",
            Phase.PLAY: "to play to the book",
        }
        return f"{act(who, 'is', 'are')} next {what.get(view.phase, 'to move')}."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """Hand and dealer, contract (or high bid), books (and the books needed, on a line of
        their own), score, sets, the house rules that are on; sides as ``"N-S"`` / ``"E-W"`` so
        the rows stay short with any names (whose turn it is shows on the plates and the prompt)."""
        rows: list[tuple[str, str]] = []
        dealer = f"dealer {names[view.dealer]}" if view.dealer is not None else "not dealt yet"
        rows.append(("Hand", f"{max(1, view.hand_number)}, {dealer}"))
        if view.contract is not None:
            c = view.contract
            rows.append(("Contract", f"{side_short(c.bidder % 2, names)} {contract_words(c, whole=True)}"))
        elif view.high_bid is not None:
            seat, number, kind = view.high_bid
            side = side_short(seat % 2, names)
            rows.append(("High bid", f"{side} {together(bid_words(number, kind))} ({names[seat]})"))
        else:
            rows.append(("Contract", "bidding"))
        if view.contract is not None:
            need = view.contract.books_needed
            # the need on a line of its own: the row never breaks inside "(need 10)"
            rows.append(("Books", f"{pair_text(view.books, names)}\n(need {need})"))
        else:
            rows.append(("Books", pair_text(view.books, names)))
        rows.append(("Score", pair_text(view.side_scores, names)))
        if any(view.sets):
            rows.append(("Sets", pair_text(view.sets, names)))
        rules = house_rules(view.options)
        if rules:
            rows.append(("Rules", ", ".join(rules)))
        return rows

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """How the cards rank this hand (:func:`~game.presenters.bid_whist.legend.legend_lines`)."""
        return legend_lines(view)

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """The side (``"N-S"`` / ``"E-W"``, when the names don't say it), dealer mark, the
        seat's bid until the first card is played (the bidder: "bidder"): the log's lines of a
        quick bidding are gone by the discard, and nothing said who had passed. The partner
        of a seat named :data:`YOU` is marked "partner", last (a tester could not tell whose
        side North was on; a small plate trims the end of its line, and the bid matters more)."""
        parts = [] if compass_names(names) else [side_short(seat % 2, names)]
        if view.dealer == seat:
            parts.append("dealer")
        if view.contract is not None and view.contract.bidder == seat and view.phase is not Phase.DEAL:
            parts.append("bidder")
        elif view.phase in (Phase.BID, Phase.TRUMP, Phase.DISCARD):
            for s, text in view.bids:
                if s == seat:
                    parts.append(
                        "passed"
                        if text == "pass"
                        else f"bid {bid_words(int(text.split()[0]), text.split()[1])}"
                    )
        return " · ".join(parts + (["partner"] if names[(seat + 2) % 4] == YOU else []))

    # --- overlays and status ---------------------------------------------------------------
    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet:
        """Every hand so far (:func:`~game.presenters.bid_whist.words.score_sheet`)."""
        return score_sheet(view, names)

    def hand_summary(self, event: HandScored, view: Any, names: Sequence[str]) -> Summary:
        """From the ``hand_scored`` event and ``view.last_hand``: the contract, the books
        won, each renege found and what it cost (settled in play order, RULINGS "Renege"),
        the books after penalties, made or set, points and scores."""
        side = event.bidder % 2
        made = event.made
        last = getattr(view, "last_hand", None)
        contract = last.contract if last else None
        words = contract_words(contract) if contract else bid_words(event.bid, event.bid_kind)
        bidder = names[contract.bidder] if contract else side_name(side, names)
        who = side_name(side, names)
        whose = "your" if YOU in (names[side], names[side + 2]) else "their"  # ("You & North … your bid")
        title = f"{who} {f'made {whose} bid' if made else 'were set'}"
        books = event.books
        need = event.needed
        lines = [f"Contract: {words}, bid by {bidder}"]
        if last is not None and last.reneges:
            lines.append(f"Books won: {pair_text(view.books, names)} (the discard counts as one)")
            lines += renege_lines(last.reneges, view.renege_books, names)
            lines.append(f"Books after penalties: {pair_text(books, names)} - needed {need}")
        else:
            lines.append(f"Books: {pair_text(books, names)} - needed {need} (the discard counts as one)")
        lines.append(points_line(side, made, books, contract, event.points, names))
        lines.append(f"Score: {pair_text(event.scores, names)}")
        return Summary(title, tuple(lines), made)

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """Winning side, why, final scores."""
        if view.winners:
            side = view.winners[0] % 2
            title = f"{side_name(side, names)} win the game!"
        else:
            title = "Game over"
        lines = []
        if view.winners:
            reason = END_REASONS.get(view.end_reason or "", "")
            scores = view.side_scores
            lines.append(
                reason.format(
                    winners=side_name(side, names),
                    losers=side_name(1 - side, names),
                    won=scores[side],
                    lost=scores[1 - side],
                )
            )
        last = getattr(view, "last_hand", None)
        if last is not None:
            c = last.contract
            result = "made it" if last.made else "were set"
            lines.append(
                f"Last hand: {side_name(c.side, names)} bid {contract_words(c)} and {result} "
                f"({last.points[c.side]:+d})."
            )
        lines.append(f"Final score: {pair_text(view.side_scores, names)}")
        if any(view.sets):
            lines.append(f"Sets: {pair_text(view.sets, names)}")
        return Summary(title, tuple(lines), True)

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """``"Hand 3 - East to bid"`` / ``"Game over - South & North won"``: the Load screen's
        row (:func:`game.scenes.load.describe`) names the sides by their players, so its
        status does too (it had "South & North 7 · West & East 3 · ... East-West won")."""
        if view.phase is Phase.GAME_OVER:
            side = view.winners[0] % 2 if view.winners else 0
            return f"Game over - {names[side]} & {names[side + 2]} won"
        if view.current_player < 0:
            return status_between("Hand", view.hand_number)
        verb = VERBS.get(view.phase, "move")
        return f"Hand {view.hand_number} - {names[view.current_player]} to {verb}"
