"""Grand Bid at the table: the offer in the centre, secret bids laid from the hand, the reveal
and the payment, tableaux in number order with the longest run marked, the discard pile and
the card set aside.

Everything is read from a seat's :class:`~rules.games.grand_bid.events.GrandBidView`, the legal
actions and the events (rulebook ``grand_bid.txt``; RULINGS "Grand Bid"). The zones: each
seat's hand (the others' face down, the cards everyone saw go into it face up), bid area and
tableau; in the centre the offer, the discard pile and the stock (the unseen card). A bid is
built one click per card (each laid card slides to the bidder's bid area, seen only by them)
and ended with the panel's confirm or pass; other seats show nothing of it until the reveal,
when every bid slides face up to its bid area, then the winner's cards to the offerer's hand
and the losers' back.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from types import MappingProxyType
from typing import Any

from game.presenters.base import sort_hand
from game.presenters.grand_bid import words
from game.presenters.grand_bid.coaching import GrandBidCoaching
from game.presenters.phrases import act, as_object, between_words, round_status, waiting_words, winners_words
from game.table import pace
from game.table.moves import Deal, Move, Say, ShowSummary, Step
from game.table.protocol import YOU, Choice, HistoryEntry, Panel, Presenter, ScoreSheet, Summary
from game.table.zones import DISCARD, OFFER, STOCK, CardItem, Contents, ZoneKind, bid, hand, tableau
from rules.core.events import GameOver
from rules.games.grand_bid import Phase
from rules.games.grand_bid.events import (
    BidIn,
    BidsRevealed,
    CardKept,
    CardLaid,
    Discarded,
    GrandBidDealt,
    NoBid,
    Offered,
    Paid,
    RoundScored,
)
from rules.games.grand_bid.parts import MAX_BID, WIN_SHARED, WON_ON_RUN, first_offerer


def face(card) -> CardItem:
    """A card face up."""
    return CardItem(card.text, True)


def slide(src, dst, card) -> Move:
    """``card`` from zone ``src`` to zone ``dst``, face up on arrival."""
    return Move(src, dst, key=card.text, item=face(card))


class GrandBidPresenter(GrandBidCoaching, Presenter):
    """The Grand Bid presenter (see the module doc)."""

    game = "grand_bid"
    back_style = "red"
    zones = frozenset(
        {ZoneKind.HAND, ZoneKind.TABLEAU, ZoneKind.BID, ZoneKind.OFFER, ZoneKind.DISCARD, ZoneKind.STOCK}
    )
    max_hand = 18
    """Hands grow past 13 with payments (rulebook Key Details); the viewer's wraps when needed."""
    hand_word = "round"
    trick_word = "offer"
    """(The hand history numbers the offers of a round.)"""
    raise_all_legal = True
    live_turn = "Turn"  # (who offers next tells nothing of the auction shown)
    centre_labels = MappingProxyType(
        {ZoneKind.STOCK: "Set aside", ZoneKind.OFFER: "Offer", ZoneKind.DISCARD: "Discard pile"}
    )
    row_labels = MappingProxyType({ZoneKind.TABLEAU: "tableau"})  # (testers found them unnamed)

    def title(self, game_title: str) -> str:
        """``"Grand Bid - longest run"``."""
        return f"{game_title} - longest run"

    # --- the table's contents ---------------------------------------------------------
    def fill(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> Contents:
        """Hands (the viewer's less its laid cards, each carrying its offer or bid action; the
        others' face down but for the cards everyone saw go in, those last), the viewer's own secret bid,
        every tableau with its longest run marked, the offer, the discard pile, the unseen
        card."""
        contents = Contents()
        actions = {a.args[0]: str(a) for a in legal if a.kind in ("offer", "bid")}
        laid = set(view.bid)
        for seat, count in enumerate(view.hand_counts):
            if seat == view.seat:
                cards = [
                    c for c, _ in sort_hand([(c, False) for c in view.hand if c not in laid], self.hand_sort)
                ]
                contents.put(hand(seat), *(CardItem(c.text, True, action=actions.get(c.text)) for c in cards))
            else:
                known = view.known[seat]  # (in front, where the fan shows them whole: at its
                # back a tester saw slivers)
                contents.put(hand(seat), *(CardItem() for _ in range(count - len(known))), *map(face, known))
            run = set(view.runs[seat])
            marked = (CardItem(c.text, True, marked=c in run) for c in view.tableaux[seat])
            contents.put(tableau(seat), *marked)
        contents.put(bid(view.seat), *map(face, view.bid))
        contents.put(OFFER, *map(face, view.offer))
        contents.put(DISCARD, *map(face, view.discard))
        contents.put(STOCK, *(CardItem() for _ in range(view.unseen)))
        return contents

    # --- the hand history -------------------------------------------------------------
    def history_entry(self, event: Any, seat: int | None, names: Sequence[str]) -> HistoryEntry | None:
        """A deal heads a round; each first offer opens an offer's part, its card shown; the
        reveal shows every bid's cards, each bidder's apart (a card laid before it is not
        named: bids are secret),
        the payment, the card kept and the discard theirs."""
        text = self.describe(event, names)
        if not text:
            return None
        if isinstance(event, GrandBidDealt):
            return HistoryEntry(text, hand=True)
        if isinstance(event, Offered):
            return HistoryEntry(text, (event.card.text,), part="Offer", opens=not event.second)
        if isinstance(event, RoundScored | GameOver):
            return HistoryEntry(text, part="Score")
        if isinstance(event, BidsRevealed):  # (each bidder's apart, in the order its words name
            shown: list[str] = []  # them: a tester read them as one run)
            for bidder in words.bidding_order(event):
                if event.bids[bidder]:
                    shown += [""] * bool(shown) + [c.text for c in event.bids[bidder]]
            cards = tuple(shown)
        elif isinstance(event, Paid):
            cards = tuple(c.text for c in event.cards)
        elif isinstance(event, CardKept | Discarded):
            cards = (event.card.text,)
        else:  # a card laid is not named (the bidder's own view has it on the table)
            cards = ()
        return HistoryEntry(text, cards)

    # --- moves --------------------------------------------------------------------------
    def moves(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> list[Step]:
        """Each event's steps. The reveal slides every other bidder's cards face up from its
        hand to its bid area (the viewer's own lie there already) and holds; the payment
        slides the winner's cards to the offerer's hand and the losers' back; the kept card
        goes to a tableau, the rest to the discard pile. A round's summary is skipped when the
        game ends in the same action."""
        over = any(isinstance(e, GameOver) for e in events)
        reveal: BidsRevealed | None = None
        steps: list[Step] = []
        for event in events:
            line = self.describe(event, names) or ""
            if isinstance(event, GrandBidDealt):
                steps += [Say(line), Deal(first=event.seat)]
            elif isinstance(event, Offered):
                steps += [Say(line), slide(hand(event.seat), OFFER, event.card)]
            elif isinstance(event, BidIn) and event.seat == view.seat:  # (a tester read "Your
                steps.append(Say(words.own_bid_words(own_laid(events, view)), pace.WORD_PAUSE))  # bid
                # is in" after passing)
            elif isinstance(event, CardLaid) and event.seat == view.seat and view.bid:
                steps.append(slide(hand(event.seat), bid(event.seat), view.bid[-1]))
            elif isinstance(event, BidsRevealed):
                reveal = event
                steps.append(Say(line))  # (said as the cards turn up, not after: helper-36 read
                for seat, cards in enumerate(event.bids):  # "East's bid is in, face down" over them)
                    if cards and seat != view.seat:
                        steps += [slide(hand(seat), bid(seat), c) for c in cards]
                steps.append(Say("", pace.SHOW_PAUSE, trick=True))  # (a hold on the bids shown, as
                # long as the player keeps a finished trick: testers missed a fixed 1.4 s)
            elif isinstance(event, Paid):
                steps.append(Say(line))
                steps += [slide(bid(event.seat), hand(event.offerer), c) for c in event.cards]
                for seat, cards in enumerate(reveal.bids if reveal else ()):
                    if cards and seat != event.seat:
                        steps += [slide(bid(seat), hand(seat), c) for c in cards]
                steps.append(Say("", pace.SHOW_PAUSE / 2))  # (the payment's words stay a moment)
            elif isinstance(event, CardKept):
                steps += [Say(line), slide(OFFER, tableau(event.seat), event.card)]
            elif isinstance(event, Discarded):
                steps += [Say(line), slide(OFFER, DISCARD, event.card)]
            elif isinstance(event, RoundScored) and not over:
                steps += [Say(line), ShowSummary(self.hand_summary(event, view, names), "Next round")]
            elif line:
                hold = pace.WORD_PAUSE if isinstance(event, (BidIn, NoBid, RoundScored)) else 0.0
                steps.append(Say(line, hold))
        return steps

    # --- choices ------------------------------------------------------------------------
    def panel(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> Panel | None:
        """While bidding: confirm the laid cards and take them back, or pass with none laid
        (Step 2; Take back shown, not live, so the panel keeps its shape). While keeping: one
        button per card that may be kept (Step 4)."""
        texts = {str(a) for a in legal}
        if view.phase is Phase.KEEP:
            buttons = tuple(
                Choice(f"Keep {words.card_words(c)}", f"keep {c.text}")
                for c in view.keep_options
                if f"keep {c.text}" in texts
            )
            return Panel("Keep one card", "It goes in your tableau; the other is discarded.", (buttons,))
        if view.phase is not Phase.BID:
            return None
        laid = len(view.bid)
        offerer = names[view.offerer]
        other = next((names[b] for b in view.bidders if b != view.seat), "the other bidder")
        tie = "you win a tie" if view.bidders and view.bidders[0] == view.seat else f"{other} wins a tie"
        # (who wins first: cut to its first sentence in a short place, the note keeps it whole;
        # the legend and the buttons say the rest too)
        note = f"Most cards win ({tie}). They are paid to {as_object(offerer)}; lay up to {MAX_BID}."
        widest = f"Bid {words.count_words(MAX_BID)}"  # (the panel keeps one shape from a pass to
        # a bid of 3: its title changed size at the first card laid, and again at the second)
        if laid:
            row = (Choice(f"Bid {words.count_words(laid)}", "confirm", widest), Choice("Take back", "clear"))
        else:
            row = (Choice("Pass", "pass", widest), Choice("Take back", None))
        return Panel(f"Your secret bid on the {words.offer_words(view)}", note, (row,), lays_bid=True)

    # --- words --------------------------------------------------------------------------
    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        """See :func:`game.presenters.grand_bid.words.describe`."""
        return words.describe(event, names)

    def prompt(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """See :func:`game.presenters.grand_bid.words.prompt`."""
        return words.prompt(view, legal)

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """``"Waiting for West to offer a card…"`` / ``"Dealing…"``; in a secret bid, which the
        bidders make at once (rulebook Step 2, the engine taking them one by one), ``"East is
        choosing a secret bid - yours comes next…"`` when the viewer still has its own to make."""
        seat = view.current_player
        if view.phase is Phase.BID and seat >= 0 and names[seat] != YOU:
            yours = view.seat in view.bidders and not view.decided[view.seat]
            return f"{names[seat]} is choosing a secret bid{' - yours comes next' if yours else ''}…"
        doing = partial(words.doing, view)
        return waiting_words(view.current_player, names, doing, view.phase is Phase.DEAL)

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """``"West is next to bid on South's 7♥ - a secret bid: nobody else may look."``."""
        seat = view.current_player
        who = act(names[seat], "is", "are")
        if view.phase is Phase.BID:
            offerer = words.possessive(names[view.offerer])
            offer = words.offer_words(view)
            return f"{who} next to bid on {offerer} {offer} - a secret bid: nobody else may look."
        return f"{who} next to {words.doing(view, seat)}."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """Round, the offer (``"-"`` when none) and whose turn, then each player's total and
        what their tableau would score now; the discard pile by numbers."""
        rows: list[tuple[str, str]] = [("Round", f"{max(1, view.round_number)} of {view.rounds}")]
        offer = f"{names[view.offerer]}: {words.offer_words(view)}" if view.offer else "-"
        rows.append(("Offer", offer))  # (always: coming and going, it moved the rows under it)
        seat = view.current_player
        if seat >= 0:
            rows.append(("Turn", f"{names[seat]} to {words.doing(view, seat, brief=True)}"))
        else:
            rows.append(("Turn", between_words("round", view.round_number, view.phase is Phase.GAME_OVER)))
        over = view.phase in (Phase.GAME_OVER, Phase.DEAL)  # (a round's points are in the totals:
        # a tester read "4 pts (+4 now)" between rounds as 8)
        for s, name in enumerate(names):
            now = f" (+{view.round_points[s]} this round)"  # ("+0 now" puzzled helper-76)
            rows.append((name, f"{view.scores[s]} pts" + ("" if over else now)))
        rows.append(("Discard", words.numbers_words(view.discard)))
        return rows

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """``"offers"`` / ``"bid in"`` / ``"bidding"`` / ``"to bid"`` / ``""``."""
        if view.offerer == seat and view.offer:
            return "offers"
        if view.decided[seat]:
            return "bid in"
        if view.phase is Phase.BID and seat in view.bidders:
            return "bidding" if view.current_player == seat else "to bid"
        return ""

    def holding(self, hand: int, bid: int) -> str:
        """``"9 cards"`` in a seat's hand, its bid's cards said apart while they lie out of
        it, ``"11 cards + 2 bid"``: the viewer's own as they are laid, another seat's once
        turned up (until then they lie hidden in its hand, so a secret bid shows in no count;
        a tester read "15 cards" over a hand of 13 with 2 laid, another "13 cards" over 12
        with the revealed bid beside them)."""
        return f"{words.count_words(hand)} + {bid} bid" if bid else words.count_words(hand)

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """The rules in three lines."""
        return [
            "Bid 1-3 cards face down: the most win, paid to the offerer",
            "No bid: a second card; no bid again: the offerer keeps one",
            "Longest run (3+, green) scores 1 a card, 3 from the 7th on",
        ]

    # --- summaries ----------------------------------------------------------------------
    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet:
        """Points per round with the longest run (any length) in brackets, the total, the best
        run (the tie-break, rulebook Full Game; RULINGS "Grand Bid": any length); ``"-"`` for
        none (an empty tableau, no round over yet)."""
        columns = ("Player", *(f"R{r}" for r in range(1, view.rounds + 1)), "Total", "Best run")
        rows = []
        for seat, sheet in enumerate(view.sheet):
            cells = [f"{p} ({n or '-'})" for p, n in sheet] + [""] * (view.rounds - len(sheet))
            # ("-": no round over yet; "6 cards", where "Best run 6" read as a card: helper-84)
            best = words.count_words(view.best_runs[seat]) if view.best_runs[seat] else "-"
            rows.append((names[seat], *cells, str(view.scores[seat]), best))
        return ScoreSheet("Score sheet - points (longest run in brackets)", columns, tuple(rows))

    def hand_summary(self, event: Any, view: Any, names: Sequence[str]) -> Summary:
        """After a round: tableaux, runs and points (:func:`~game.presenters.grand_bid.words.round_lines`),
        and who offers first next (the lowest total, rulebook Full Game)."""
        lines = words.round_lines(event, view, names)
        if event.number < view.rounds:
            low = min(event.scores)
            nxt = first_offerer(event.scores, view.first_offerer)
            tied = sum(1 for t in event.scores if t == low) > 1
            why = f"tied lowest total, {low}: first clockwise" if tied else f"the lowest total, {low}"
            lines.append(f"{act(names[nxt], 'offers', 'offer')} first in round {event.number + 1} ({why}).")
        mine = event.points[view.seat] == max(event.points)
        return Summary(f"Round {event.number} of {view.rounds} scored", tuple(lines), mine)

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """The winners, the last round's points (with its longest runs), the totals and how a
        tie was broken (Full Game: the longest run held at the end of a round, then shared)."""
        winners = list(view.winners)
        title = winners_words(winners, names) + "!"
        scores, runs = view.scores, view.best_runs
        lines = []
        if any(view.sheet):  # the last round has no summary of its own: the game ended with it,
            # so its runs are told here as a summary tells them (helper-86 missed "6 + 4×3")
            number = len(view.sheet[0])
            for name, row, run in zip(names, view.sheet, view.runs):
                lines.append(f"{name}, round {number}: {words.run_points_words(run, row[-1][0])}")
        lines += [
            f"{name}: {scores[s]} points, best run of {words.count_words(runs[s])}"
            for s, name in enumerate(names)
        ]
        best = view.scores[winners[0]] if winners else 0
        if view.end_reason == WON_ON_RUN:
            lines.append(f"Tied on {best}: the longest run held at the end of a round decides.")
        elif view.end_reason == WIN_SHARED:
            lines.append(f"Tied on {best} and on the longest run: the victory is shared.")
        return Summary(title, tuple(lines), True)

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """``"Round 2 - West to bid"`` / ``"Game over - South won"`` (the Load screen shows the
        scores beside it)."""
        return round_status(view, names, partial(words.doing, view), view.phase is Phase.GAME_OVER)


def own_laid(events: Sequence[Any], view: Any) -> int:
    """How many cards the viewer bid: from the reveal when it came in the same action (the
    view after it has the bids paid away), else from the cards the view shows laid."""
    reveal = next((e for e in events if isinstance(e, BidsRevealed)), None)
    return len(reveal.bids[view.seat] or ()) if reveal else len(view.bid)
