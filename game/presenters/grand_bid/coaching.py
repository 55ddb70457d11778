"""The coach of the Grand Bid lesson: which of the coach file's lines fits the moment, filled
in from the seat's view and the events (``assets/rules/grand_bid.coach.txt``; rulebook
``grand_bid.txt``, RULINGS "Grand Bid")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.coach import Coached, end_lines
from game.presenters.grand_bid.words import (
    a_number,
    barred_words,
    card_words,
    count_words,
    offer_words,
    possessive,
    their,
)
from game.presenters.phrases import act, as_object
from game.ui.text import listed
from rules.games.grand_bid.events import BidsRevealed, CardKept, GrandBidDealt, NoBid, Offered
from rules.games.grand_bid.parts import may_bid, number_text, runs
from rules.games.grand_bid.state import Phase


def verb(who: str, verb: str, plain: str) -> str:
    """The verb alone as ``who`` takes it: ``"takes"`` / ``"take"``."""
    return act(who, verb, plain).split()[-1]


def _either(gains: Sequence[tuple[str, str]]) -> str:
    """``(name, what)`` pairs as what an offer would give whichever of them wins it, the names
    that would get the same said once and the winner's gain told, the rest ``"if won"``:
    ``"West a lone 8, if won"``, ``"West or East a lone 8, whoever wins it"``, ``"West a lone
    8 or East a run of 3 (6-8), whoever wins it"`` (testers read "West a lone 8 and East a
    lone 8", then "West and East each a lone 8" where only one can win it)."""
    alike: dict[str, list[str]] = {}
    for name, what in gains:
        alike.setdefault(what, []).append(as_object(name))
    told = listed([f"{listed(who, last='or')} {what}" for what, who in alike.items()], last="or")
    return f"{told}, {'if won' if len(gains) == 1 else 'whoever wins it'}"


def _run_around(card: Any, tableau: Sequence[Any]) -> tuple[int, int] | None:
    """``(low, high)`` of the run ``card`` would join in ``tableau`` (``(n, n)`` alone), or
    ``None`` where its number is there already (Tableau Rules: one copy of each number)."""
    numbers = {c.rank for c in tableau}
    if card.rank in numbers:
        return None
    return next((lo, hi) for lo, hi in runs(numbers | {card.rank}) if lo <= card.rank <= hi)


def run_length_after(card: Any, tableau: Sequence[Any]) -> int:
    """The length of the run ``card`` would be part of in ``tableau`` (1 alone), or 0 where its
    number is there already."""
    around = _run_around(card, tableau)
    return 0 if around is None else around[1] - around[0] + 1


def run_gain(card: Any, tableau: Sequence[Any]) -> str:
    """What ``card`` would make of ``tableau`` (rulebook Glossary "Run"): ``"a run of 3
    (5-7)"``, ``"a 7 on its own (no run yet)"`` (next to no number there: "a lone 7" was
    jargon to helper-76), or ``"nothing (an 8 is there already)"`` (a number may be in a
    tableau once: Tableau Rules)."""
    around = _run_around(card, tableau)
    if around is None:
        return f"nothing ({a_number(card.rank)} is there already)"
    low, high = around
    if low == high:
        return f"{a_number(card.rank)} on its own (no run yet)"
    return f"a run of {high - low + 1} ({number_text(low)}-{number_text(high)})"


class GrandBidCoaching(Coached):
    """The Grand Bid presenter's coach (:class:`~game.table.protocol.Presenter`'s lesson
    methods, and the hint's reasons)."""

    def coach_before(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """Offering, a second offer, bidding (and laying more), keeping one card."""
        if view.phase is Phase.OFFER:
            return self.voice.say("offer")
        if view.phase is Phase.SECOND_OFFER:
            return self.voice.say("second", card=card_words(view.offer[0]))
        if view.phase is Phase.KEEP:
            return self.voice.say("keep.self" if view.offerer == view.seat else "keep")
        if view.phase is not Phase.BID:
            return ""
        offerer = names[view.offerer]
        fields = {"offer": offer_words(view), "offerer": offerer, "offerer_object": as_object(offerer)}
        if view.bid:  # (at the most a bid may be, no other to lay: helper-82 read "another")
            more = "bid.more" if any(a.kind == "bid" for a in legal) else "bid.full"
            return self.voice.say(more, laid=count_words(len(view.bid)).capitalize(), **fields)
        first = as_object(names[view.bidders[0]]) if view.bidders else "the first bidder"
        return self.voice.say("bid", offer_verb=verb(offerer, "offers", "offer"), first=first, **fields)

    def coach_after(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
        """The deal; how an auction went (a win, a tie, nobody bidding); a self-take."""
        for event in events:
            if isinstance(event, GrandBidDealt):
                return self.voice.say("deal")
            if isinstance(event, BidsRevealed) and event.winner is not None:
                return self.reveal_line(event, view, names)
            if isinstance(event, NoBid):
                who = names[event.seat]
                card = card_words(view.offer[0]) if view.offer else "card"
                fields = {"offerer": as_object(who), "their": their(who), "card": card}  # (mid-line)
                offer = next((e for e in events if isinstance(e, Offered) and not e.bidders), None)
                if offer is not None:  # (nobody could: say why, RULINGS "Grand Bid": who may bid)
                    barred = [s for s in range(len(names)) if s != offer.seat]
                    fields["why"] = barred_words(offer, barred, names)
                # (the learner's own first offer: a short line, the offer's own says what next;
                # without one the coach's box stood empty through the pause: helper-82)
                yours = event.seat == view.seat and not event.second
                key = "nobid.second" if event.second else "nobid.yours" if yours else "nobid"
                key += ".none" if offer is not None else ""
                if event.second:
                    return self.voice.say(key, take=verb(who, "takes", "take"), **fields)
                return self.voice.say(key, offer_verb=verb(who, "offers", "offer"), **fields)
            if isinstance(event, CardKept) and event.how == "self_take" and event.seat != view.seat:
                who = names[event.seat]
                keep = verb(who, "keeps", "keep")
                card = card_words(event.card)
                return self.voice.say("self_take", who=who, keep=keep, card=card, their=their(who))
        return ""

    def reveal_line(self, event: BidsRevealed, view: Any, names: Sequence[str]) -> str:
        """The bids turned up, who won and why (the most cards, or a tie to the nearer left)."""
        n = len(event.bids)
        order = [(event.seat + k) % n for k in range(1, n)]
        bids = ", ".join(
            f"{as_object(names[s])} {count_words(len(event.bids[s]))}"
            if event.bids[s]
            else f"{as_object(names[s])} none"
            for s in order
            if event.bids[s] is not None
        )
        counts = [len(b) for b in event.bids if b]
        winner = names[event.winner]
        offerer = names[event.seat]
        auction = view.last_auction
        offered = auction.offer if auction is not None else ()
        offer = listed([card_words(c) for c in offered]) or "offer"
        # one of each number in a tableau (Tableau Rules): helper-83 read "takes one of" where
        # only one of the two could go in
        held = {c.rank for c in view.tableaux[event.winner] if c not in offered}
        keepable = [c for c in offered if c.rank not in held]
        fields = {"their": their(winner), "offer": offer}
        if len(offered) > 1 and len(keepable) == 1:
            other = next(c for c in offered if c not in keepable)
            fields |= {"card": card_words(keepable[0]), "number": a_number(other.rank)}
            gets = self.voice.line("gets.two.one", **fields)
        else:
            gets = self.voice.line("gets.two" if len(offered) > 1 else "gets.one", **fields)
        key = "reveal.tie" if counts.count(max(counts)) > 1 else "reveal"
        return self.voice.say(
            key,
            bids=bids,
            winner=winner,
            winner_mid=as_object(winner),
            win=verb(winner, "wins", "win"),
            gets=gets,
            offerer_object=as_object(offerer),
            offerer_poss=possessive(offerer),
        )

    def move_reason(
        self, view: Any, action: str, legal: Sequence[Any], names: Sequence[str], standing: bool = True
    ) -> str:
        """What the cards in play would make of the tableaux (:func:`run_gain`): an offered
        card, of each other seat's that may bid on it (or that nobody else may); the offer bid
        on, of the viewer's; a pass, what it does (:meth:`_pass_reason`) and then what the
        offer would have given; a card kept, of the viewer's (with ``standing`` only: a bid
        and a pass face the same offer); a card laid towards a bid says the hint names one at
        a time (a tester laid the hinted card and bid with it alone, where the search meant to
        lay more)."""
        kind, *args = action.split()
        card = next((c for c in view.hand + view.keep_options if args and c.text == args[0]), None)
        mine = view.tableaux[view.seat]
        if kind == "offer" and card is not None:
            return self._offer_reason(view, card, names)
        if kind == "keep" and card is not None:
            others = [c for c in view.keep_options if c != card]
            told = "".join(f"; the {card_words(c)} would give you {run_gain(c, mine)}" for c in others)
            return f"it gives you {run_gain(card, mine)}{told}"
        if kind in ("bid", "confirm", "pass") and view.offer and standing:
            first, *second = view.offer
            if not second:
                won = f"the {card_words(first)} would give you {run_gain(first, mine)}"
            else:
                won = (
                    f"you would keep one: the {card_words(first)} would give you"
                    f" {run_gain(first, mine)}, the {card_words(second[0])} {run_gain(second[0], mine)}"
                )
            alone = set(view.bidders) == {view.seat}
            if kind == "pass":  # (a tester read "if you won" after a pass as if it could win)
                return f"{self._pass_reason(view, names, alone)}; a winning bid: {won}"
            # the bid this move makes: "one card wins it" of a bid of one only (beside a hint to
            # bid two, helper-76), and then to confirm it, not to ask again (helper-80)
            single = len(view.bid) + (kind == "bid") <= 1
            sure = f"nobody else may bid{', so one card wins it' if single else ''}; " if alone else ""
            one_at_a_time = (
                "; lay it, then confirm the bid of 1 card"
                if single and alone
                else "; lay it, then ask again: the hint names one card at a time"
            )
            return f"{sure}if won, {won}" + (one_at_a_time if kind == "bid" else "")
        return ""

    @staticmethod
    def _offer_reason(view: Any, card: Any, names: Sequence[str]) -> str:
        """What an offered card would give each other seat that may bid on it (rulebook Step
        2), or that nobody else may; a second card (Step 4) with the first, each seat's better
        one of the two, since the winner keeps one (a tester saw a pair judged by its second
        card alone); and that the winner pays the offerer the cards it bid (Step 3)."""
        pair = [*view.offer, card]
        bidders = [
            s
            for s, tableau in enumerate(view.tableaux)
            if s != view.seat
            and may_bid(view.hand_counts[s], (c.rank for c in tableau), (c.rank for c in pair))
        ]
        if not bidders:  # (a tester read what a card "would give" a seat that may not bid)
            return f"nobody else may bid on the {card_words(card)}"
        # (what the offerer gets: the bid, rulebook Step 3; a hint to offer a card that gives
        # another player a run read as a gift without it)
        if len(pair) == 1:
            gains = [(names[s], run_gain(card, view.tableaux[s])) for s in bidders]
            return f"it would give {_either(gains)} - paying you the cards bid"
        told = []
        for s in bidders:
            best = max(pair, key=lambda c: run_length_after(c, view.tableaux[s]))
            told.append((names[s], f"{run_gain(best, view.tableaux[s])} with the {card_words(best)}"))
        shown = " + ".join(card_words(c) for c in pair)
        return f"the {shown} would give {_either(told)} (the winner keeps one and pays you the cards bid)"

    @staticmethod
    def _pass_reason(view: Any, names: Sequence[str], alone: bool) -> str:
        """What a pass does: with another seat to bid, keeps the viewer's cards; ``alone`` (the
        only seat that may bid), it brings a second card (a Double Offer), or on a Double Offer
        lets the offerer keep one (rulebook Steps 3, 4)."""
        if not alone:
            return "you keep your cards for later"
        if len(view.offer) == 1:
            return "nobody else may bid, so a pass brings a second card (a Double Offer)"
        offerer = names[view.offerer]
        return f"nobody else may bid, so on a pass {act(offerer, 'keeps', 'keep')} one of the two"

    def decision_words(self, view: Any, action: str, names: Sequence[str]) -> tuple[str, str]:
        """``("Offering", "offer the 7♥")``, ``("Bidding on West's 7♥", "lay the 4♦")``, ``("Bidding on
        West's 7♥", "bid 2 cards")``, ``("Keeping one", "keep the 3♠")``."""
        kind, *args = action.split()
        card = next((c for c in view.hand + view.keep_options if args and c.text == args[0]), None)
        named = card_words(card) if card else " ".join(args)
        if kind == "offer":
            return ("Second offer" if view.offer else "Offering"), f"offer the {named}"
        if kind == "keep":
            return "Keeping one", f"keep the {named}"
        when = f"Bidding on {possessive(names[view.offerer])} {offer_words(view)}"
        if kind == "bid":
            return when, f"lay the {named}"
        if kind == "confirm":
            return when, f"bid {count_words(len(view.bid))}"
        return when, "pass"

    def coach_end(
        self, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]
    ) -> list[str]:
        """Each player's longest run and its points (the round's, or as it stands when the
        lesson ends before it), then the key rules shown and missed."""
        parts = []
        for seat, name in enumerate(names):
            if view.phase is Phase.DEAL and view.sheet[seat]:
                points, run = view.sheet[seat][-1]
            else:
                points, run = view.round_points[seat], len(view.runs[seat])
            # (a colon after each name: "You no run of 3" read as broken English to helper-82)
            parts.append(
                f"{name}: a run of {run}, {points} points" if run >= 3 else f"{name}: no run of 3, 0 points"
            )
        result = "; ".join(parts) + "."
        return end_lines(self.voice, seen, key_rules, result=result)
