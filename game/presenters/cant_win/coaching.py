"""The coach of the Can't Win lesson: which of the coach file's lines fits the moment, filled
in from the seat's view and the events (``assets/rules/cant_win.coach.txt``; rulebook
``cant_win.txt``, RULINGS "Can't Win")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.coach import Coached, end_lines
from game.presenters.phrases import act, as_object, trick_place
from game.table.protocol import YOU
from game.ui.text import plural
from rules.core.events import Dealt
from rules.games.cant_win import (
    COLOUR_NAMES,
    TILE_NAMES,
    WHY_LEAD,
    WHY_SIDEWAYS,
    WHY_TRUMP,
    WHY_UPRIGHT,
    CantWinTrickWon,
    Phase,
    falls_under,
    trick_winner,
)

TRICK_LINES = {
    WHY_TRUMP: "trick.trump",
    WHY_LEAD: "trick.lead",
    WHY_UPRIGHT: "trick.upright",
    WHY_SIDEWAYS: "trick.sideways",
}
"""The coach's line for each reason a trick was won."""
BANS = {
    "revive_ban": "pink",
    "spell_ban": "purple",
    "item_ban": "yellow",
    "no_escape": "even",
    "no_xp": "odd",
}
"""The cards each tile bars from winning, in a word."""


def colour_number(card: Any) -> str:
    """``"pink 7"``, ``"trump 12"``."""
    colour = "trump" if card.suit == "T" else COLOUR_NAMES[card.suit]
    return f"{colour} {card.rank}"


def whose(who: str) -> str:
    """``"West's"``, ``"Your"`` (a sentence starts with it)."""
    return "Your" if who == YOU else f"{who}'s"


def verb(who: str, verb: str, plain: str) -> str:
    """The verb alone as ``who`` takes it: ``"takes"`` / ``"take"``."""
    return act(who, verb, plain).split()[-1]


def count_situation(won: int, bid: int | None) -> str:
    """The coach's line for a player's tricks against their bid: ``"count"`` (short of it, or
    no bid yet), ``"count.exact"`` or ``"count.over"``."""
    if bid is None or won < bid:
        return "count"
    return "count.exact" if won == bid else "count.over"


class CantWinCoaching(Coached):
    """The Can't Win presenter's coach (:class:`~game.table.protocol.Presenter`'s lesson
    methods, and the hint's reasons)."""

    def winning_after(self, view: Any, card: Any) -> int:
        """The seat winning the trick once the viewer adds ``card``, sideways if it falls
        under the viewer's tile ("3-2. Determining the Winner", :func:`trick_winner`)."""
        tile = view.tiles[view.seat]
        plays = [*view.trick, (view.seat, card, tile is not None and falls_under(tile, card))]
        return plays[trick_winner(plays)[0]][0]

    def lead_fact(self, view: Any, card: Any) -> str:
        """A lead under the viewer's own tile: played sideways, it wins only if every card of
        the trick is sideways ("Can't Win Tile Effects", "3-2. Determining the Winner")."""
        tile = view.tiles[view.seat]
        if tile is None or not falls_under(tile, card):
            return ""
        return "it falls under your tile: played sideways, it can't win unless every card is"

    def choice_reason(self, view: Any, kind: str, args: Sequence[str]) -> str:
        """A tile taken: how many of the viewer's cards would fall under it ("Can't Win Tile
        Effects": played sideways, they cannot win unless every card is)."""
        if kind != "tile" or not args or args[0] not in TILE_NAMES:
            return ""
        under = sum(falls_under(args[0], card) for card in view.hand)
        if not under:
            return "none of your cards falls under it"
        return f"{under} of your {len(view.hand)} cards would fall under it and can't win"

    def bid_standing(self, view: Any) -> str:
        """The viewer's tricks against its bid ("4-2. Bids": only an exact match scores)."""
        bid, won = view.bids[view.seat], view.tricks_won[view.seat]
        if bid is None:
            return ""
        if bid == 0:
            return f"you bid no tricks and have won {won or 'none'}"
        if won < bid:
            return f"you have won {won} of the {plural(bid, 'trick')} you bid"
        if won == bid:
            return f"you have won exactly the {plural(bid, 'trick')} you bid"
        return f"you have won {won}, {won - bid} more than the {bid} you bid"

    def coach_before(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """Choosing a tile or a bid, then leading, following or not."""
        kinds = {action.kind for action in legal}
        if view.phase is Phase.CHOOSE:
            if {"tile", "bid"} <= kinds:
                return self.voice.say("choose")
            if "tile" in kinds:
                left = ", ".join(TILE_NAMES[t] for t in view.tiles_left)
                return self.voice.say("tile", left=left)
            return self.voice.say("bid.beginner" if view.options.get("beginner") else "bid")
        if view.phase is not Phase.PLAY:
            return ""
        tile = view.tiles[view.seat]
        ban = BANS.get(tile, "no")
        if not view.trick:  # (no word of a tile whose cards are all played: a tester read it)
            if tile is not None and not any(falls_under(tile, card) for card in view.hand):
                return self.voice.say("lead_free", ban=ban)
            return self.voice.say("lead", ban=ban)
        colour = "trump" if view.lead_colour == "T" else COLOUR_NAMES[view.lead_colour]
        if any(card.suit == view.lead_colour for card in view.hand):
            return self.voice.say("follow", colour=colour, Colour=colour.capitalize())
        if view.lead_colour == "T":
            return self.voice.say("void_trump")
        if not any(card.suit == "T" for card in view.hand):  # (no card of theirs can win it)
            return self.voice.say("void_no_trump", colour=colour)
        if ban == colour:  # (none of the banned colour to lie sideways: it is the one missing)
            return self.voice.say("void_plain", colour=colour)
        return self.voice.say("void", colour=colour, ban=ban)

    def coach_after(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
        """The deal; why a trick went the way it did."""
        for event in events:
            if isinstance(event, Dealt):  # (the 10s to 12s, marked "4p", come with four)
                deal = "deal.four" if len(view.bids) == 4 else "deal"
                return self.voice.say(deal, dealer=names[event.seat])
            if isinstance(event, CantWinTrickWon):
                return self.trick_line(event, view, names)
        return ""

    def trick_line(self, event: CantWinTrickWon, view: Any, names: Sequence[str]) -> str:
        """Why ``event``'s trick went to its winner, the cards that lay sideways, and the
        winner's tricks against their bid."""
        who = names[event.seat]
        trick = view.last_trick
        best = next((card for seat, card, *_ in trick if seat == event.seat), event.cards[-1])
        sideways = " ".join(
            self.voice.say("sideways", who=f"{whose(names[seat])} {colour_number(card)}", lie="lay")
            for seat, card, *rest in trick
            if rest and rest[0]
        )
        bid, won = view.bids[event.seat], event.tricks
        count = self.voice.line(
            count_situation(won, bid),
            winner=who,
            winner_mid=as_object(who),
            have=verb(who, "has", "have"),
            won=won,
            tricks=plural(won, "trick"),
            over=0 if bid is None else won - bid,
            bid=bid,
            they="you" if who == YOU else "they",
        )
        return self.voice.say(
            TRICK_LINES.get(event.why, "trick.lead"),
            winner=who,
            winner_mid=as_object(who),
            take=verb(who, "takes", "take"),
            card=f"the {colour_number(best)}",
            sideways=f" {sideways}" if sideways else "",
            count=count,
        )

    def decision_words(self, view: Any, action: str, names: Sequence[str]) -> tuple[str, str]:
        """``("Choosing a tile or bid", "take the No XP tile")``, ``("Choosing your bid",
        "bid 3")``, ``("Trick 4, leading", "the pink 7")``. The first choice is named as one
        of both kinds, so that a bid beside a tile taken there reads as another answer to the
        same choice (the rulebook's "2. Choose Constraint & Bid": either first)."""
        kind, *args = action.split()
        if view.phase is Phase.CHOOSE:
            tile, bid = view.tiles[view.seat], view.bids[view.seat]
            when = (
                "Choosing a tile or bid"
                if tile is None and bid is None
                else ("Choosing your tile" if tile is None else "Choosing your bid")
            )
            return when, (f"take the {TILE_NAMES[args[0]]} tile" if kind == "tile" else f"bid {args[0]}")
        card = next((c for c in view.hand if c.text == (args[0] if args else "")), None)
        return trick_place(view), f"the {colour_number(card)}" if card else action

    def coach_end(
        self, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]
    ) -> list[str]:
        """Each player's bid against tricks, then the key rules shown and missed."""
        parts = []
        for seat, name in enumerate(names):
            bid, won = view.bids[seat], view.tricks_won[seat]
            tokens = view.support_tokens[seat]
            hold = f", {plural(tokens, 'Support token')}" if tokens else ""
            parts.append(f"{name} bid {bid} and won {won}{hold}")
        result = "; ".join(parts) + "."
        return end_lines(self.voice, seen, key_rules, result=result, rounds=view.rounds)
