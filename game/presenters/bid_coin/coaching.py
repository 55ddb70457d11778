"""The coach of the Bid Coin lesson: which of the coach file's lines fits the moment, filled in
from the seat's view and the events (``assets/rules/bid_coin.coach.txt``; rulebook
``bid_coin.txt``, RULINGS "Bid Coin")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.bid_coin.words import card_words, coin_list
from game.presenters.coach import Coached, end_lines
from game.presenters.phrases import act, as_object, trick_place
from game.table.protocol import YOU
from game.ui.text import plural
from rules.games.bid_coin import Phase
from rules.games.bid_coin.events import BidCoinTrickWon, CoinPushed, RoundDealt, RoundScored, ZeroDeclared
from rules.games.bid_coin.parts import (
    SUIT_NAMES,
    WHY_LEAD,
    WHY_TRUMP,
    WHY_ZERO,
    top_rank,
    trick_winner,
    wins_for,
)

TRICK_LINES = {WHY_LEAD: "trick.lead", WHY_TRUMP: "trick.trump", WHY_ZERO: "trick.zero"}
"""The coach's line for each reason a trick was won."""


def verb(who: str, verb: str, plain: str) -> str:
    """The verb alone as ``who`` takes it: ``"takes"`` / ``"take"``."""
    return act(who, verb, plain).split()[-1]


def their(who: str) -> str:
    """``"your"`` for the learner, else ``"their"``."""
    return "your" if who == YOU else "their"


class BidCoinCoaching(Coached):
    """The Bid Coin presenter's coach (:class:`~game.table.protocol.Presenter`'s lesson
    methods, and the hint's reasons)."""

    def winning_after(self, view: Any, card: Any) -> int | None:
        """The seat winning the trick once the viewer adds ``card``: the highest trump, else
        the highest card of the lead suit, a 0 beating its colour's top rank ("3.2. Determine
        the winner", :func:`trick_winner`); ``None`` before the trump is known."""
        if view.trump is None:
            return None
        plays = [*view.trick, (view.seat, card)]
        index, _ = trick_winner([c for _, c in plays], view.trump, top_rank(len(view.hand_counts)))
        return plays[index][0]

    def stake_words(self, view: Any, card: Any) -> str:
        """A trick taken with one's own 4 or 6 counts 2 wins ("2-win cards")."""
        return " for 2 wins" if wins_for(card) == 2 else ""

    def lead_fact(self, view: Any, card: Any) -> str:
        """A 4 or a 6 led: a trick won with it counts 2 wins ("2-win cards")."""
        return f"a trick won with your {card.rank} counts 2 wins" if wins_for(card) == 2 else ""

    def choice_reason(self, view: Any, kind: str, args: Sequence[str]) -> str:
        """A coin pushed: the bid it makes, against the wins so far ("Your current bid is the
        total value of the Bid Coin you have pushed back"); a coin turned: the bid of zero it
        starts or adds to, against the cards in hand; the zero declared: what it asks
        ("Special bid: declaring a bid of 0"; a tester read "turn the 2" as the first move of
        the round with no word of a zero)."""
        cards = len(view.hand)
        if kind == "declare":
            return "you bid zero: you must win no trick this round"
        if not args or not args[0].isdigit():
            return ""
        if kind == "push":
            bid, wins = view.bids[view.seat] + int(args[0]), plural(view.wins[view.seat], "win")
            return f"your bid becomes {bid}, against {wins} so far"
        if kind != "zero":
            return ""
        turned = sum(view.turned[view.seat]) + int(args[0])
        start = "it starts a bid of zero: " if view.phase is not Phase.DECLARE else ""
        return f"{start}your turned coins would add up to {turned} of the {cards} needed (your cards in hand)"

    def bid_standing(self, view: Any) -> str:
        """The viewer's wins against its bid ("4.1": a bid succeeds when they match)."""
        wins = plural(view.wins[view.seat], "win") if view.wins[view.seat] else "no wins"
        if view.declared[view.seat]:
            return f"you declared zero and have {wins}"
        if not view.pushed[view.seat]:  # (a tester read "your bid of 0" as a bid they had made,
            # another "(a bid of 0)" as the declared zero the coach had just told: helper-85)
            return f"you have {wins} and no coin pushed yet: your current bid is 0"
        return f"you have {wins} against your bid of {view.bids[view.seat]}"

    def coach_before(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """Pushing a coin, turning coins toward a zero, or playing (with the zero on offer)."""
        seat, cards = view.seat, len(view.hand)
        top = top_rank(len(names))
        if view.phase is Phase.PUSH:
            return self.voice.say("push", wins=view.wins[seat], bid=view.bids[seat])
        if view.phase is Phase.DECLARE:
            turned = sum(view.turned[seat])
            return self.voice.say("turning.ready" if turned == cards else "turning", sum=turned, cards=cards)
        if view.phase is not Phase.PLAY:
            return ""
        if any(action.kind == "zero" for action in legal):
            return self.voice.say("zero", cards=cards)
        trump = SUIT_NAMES[view.trump]
        suit = view.lead_suit
        if suit is None:
            return self.voice.say("lead", trump=trump, Trump=trump.capitalize(), top=top)
        colour = SUIT_NAMES[suit]
        if any(card.suit == suit for card in view.hand):
            return self.voice.say("follow", colour=colour, Colour=colour.capitalize())
        return self.voice.say("void", colour=colour, trump=trump)

    def coach_after(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
        """The deal; why a trick went the way it did; another player's pushed coin or zero."""
        for event in events:
            who = names[event.seat] if hasattr(event, "seat") else ""
            if isinstance(event, RoundDealt):
                trump = SUIT_NAMES[event.trump.suit]
                card = card_words(event.trump.text)
                return self.voice.say(
                    "deal", card=card, trump=trump, leader=as_object(who), lead=verb(who, "leads", "lead")
                )
            if isinstance(event, BidCoinTrickWon):
                over = any(isinstance(e, RoundScored) for e in events)
                return self.trick_line(event, view, names, over)
            if isinstance(event, CoinPushed) and event.seat != view.seat:
                return self.voice.say("pushed", who=who, their=their(who), value=event.value, bid=event.bid)
            if isinstance(event, ZeroDeclared) and event.seat != view.seat:
                return self.voice.say("declared", who=who, coins=coin_list(event.coins))
        return ""

    def trick_line(self, event: BidCoinTrickWon, view: Any, names: Sequence[str], over: bool) -> str:
        """Why ``event``'s trick went to its winner, a double win, and the winner's wins
        against their bid (as it stood when the round ended with the trick, if it did)."""
        who = names[event.seat]
        best = next((card for seat, card in view.last_trick if seat == event.seat), event.cards[-1])
        card = card_words(best.text)
        double = f" {self.voice.line('double', their=their(who), card=card)}" if event.double else ""
        if over and view.results:
            asked, zero, *_ = view.results[-1][event.seat]
            bid = "zero" if zero else asked
        else:
            bid = "zero" if view.declared[event.seat] else view.bids[event.seat]
        status = self.voice.line(
            "status", winner=who, have=verb(who, "has", "have"), wins=event.wins, bid=bid
        )
        return self.voice.say(
            TRICK_LINES.get(event.why, "trick.lead"),
            winner=who,
            take=verb(who, "takes", "take"),
            card=card,
            colour=SUIT_NAMES[best.suit],
            top=top_rank(len(names)),
            double=double,
            status=status,
        )

    def decision_words(self, view: Any, action: str, names: Sequence[str]) -> tuple[str, str]:
        """``("Trick 2, leading", "the green 8")``, ``("Pushing a coin", "push the 5 coin")``,
        ``("Declaring zero", "turn the 7 coin")``."""
        kind, *args = action.split()
        if kind == "push":
            return "Pushing a coin", f"push the {args[0]} coin"
        if kind == "zero":
            return "Declaring zero", f"turn the {args[0]} coin"
        if kind == "declare":
            return "Declaring zero", "declare zero"
        return trick_place(view), f"the {card_words(args[0])}" if args else action

    def coach_end(
        self, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]
    ) -> list[str]:
        """Each player's bid against wins, then the key rules shown and missed."""
        parts = []
        for seat, name in enumerate(names):
            bid, zero, wins, success, *_ = view.results[-1][seat] if view.results else (0, (), 0, False)
            asked = "zero" if zero else str(bid)
            parts.append(f"{name} bid {asked} and won {wins} ({'made' if success else 'missed'})")
        result = "; ".join(parts) + "."
        top = top_rank(len(names))
        return end_lines(self.voice, seen, key_rules, result=result, rounds=view.rounds, top=top)
