"""The coach of the Coins lesson: which of the coach file's lines fits the moment, filled in
from the seat's view and the events (``assets/rules/coins.coach.txt``; rulebook
``coins.txt``, RULINGS "Coins")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.coach import Coached, end_lines
from game.presenters.coins.words import chain_words, coins_in
from game.presenters.phrases import act, as_object, trick_place
from game.ui.text import plural
from rules.core.cards import SPANISH_SUIT_NAMES, spanish_card_name
from rules.games.coins import NUM_SEATS, THREE_SUITS, CoinsDealt, CoinsTrickWon, Phase, decide_trick


def coins_count(n: int) -> str:
    """``"1 coin"``, ``"3 coins"``."""
    return plural(n, "coin")


def coins_with(view: Any, card: Any) -> int:
    """The coins the trick in ``view`` holds once ``card`` joins it."""
    return coins_in([*(c for _, c in view.trick), card])


class CoinsCoaching(Coached):
    """The Coins presenter's coach (:class:`~game.table.protocol.Presenter`'s lesson
    methods, and the hint's reasons). ``takes(view)`` words which of the viewer's cards take
    the trick when they play last (the presenter's own hint line)."""

    def takes(self, view: Any) -> str:
        raise NotImplementedError

    def winning_after(self, view: Any, card: Any) -> int | None:
        """Playing the trick's last card, the seat that takes it (rulebook TRICK CARD VALUES);
        ``None`` earlier: which suit wins is only known once all three cards are down."""
        if len(view.trick) != NUM_SEATS - 1:
            return None
        seats = [seat for seat, _ in view.trick] + [view.seat]
        return seats[decide_trick([c for _, c in view.trick] + [card]).index]

    def lead_fact(self, view: Any, card: Any) -> str:
        """Leading: the coins the trick holds with ``card`` (who takes it is known only once
        all three cards are down: a tester read only the score in the hint's reason), or
        that it puts none in."""
        return self.coins_fact(view, card) or "it puts no coin in the trick"

    def trick_fact(self, view: Any, card: Any, playable: Sequence[Any], names: Sequence[str]) -> str:
        """Played last, whether ``card`` takes the trick (the shared words); second, the coins
        the trick would hold with it, or that it puts none in (a hint's reason was the score
        alone)."""
        return super().trick_fact(view, card, playable, names) or self.lead_fact(view, card)

    def coins_fact(self, view: Any, card: Any) -> str:
        """``"the trick would hold 2 coins for whoever takes it"``; ``""`` with none in it."""
        coins = coins_with(view, card)
        return f"the trick would hold {coins_count(coins)} for whoever takes it" if coins else ""

    def stake_words(self, view: Any, card: Any) -> str:
        """The coins of the trick (a coin for each card of the coins suit in it)."""
        coins = coins_with(view, card)
        return f" and {coins_count(coins)}" if coins else ""

    def bid_standing(self, view: Any) -> str:
        """The viewer's coins against the target (rulebook OBJECT OF THE GAME: the first to it
        wins), this hand's counted in."""
        return f"you have {view.scores[view.seat]} of the {view.target} coins you need to win"

    def coach_before(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """Leading, playing second or playing last."""
        if view.phase is not Phase.PLAY:
            return ""
        if not view.trick:
            return self.voice.say("lead")
        if len(view.trick) < NUM_SEATS - 1:
            return self.voice.say("second")
        return self.voice.say("last", takes=self.takes(view))

    def coach_after(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
        """What the hand is about (after the deal); why a trick went the way it did."""
        for event in events:
            if isinstance(event, CoinsDealt):
                return self.voice.say("deal", dealer=names[event.seat], target=view.target)
            if isinstance(event, CoinsTrickWon):
                return self.trick_line(event, view, names)
        return ""

    def trick_line(self, event: CoinsTrickWon, view: Any, names: Sequence[str]) -> str:
        """Why ``event``'s trick was won (rulebook TRICK CARD VALUES), and what it gave."""
        who = names[event.seat]
        best = max((card for card in event.cards if card.suit == event.suit), key=lambda card: card.rank)
        fields = {
            "suit": SPANISH_SUIT_NAMES[event.suit],
            "card": spanish_card_name(best),
            "winner": who,
            "winner_mid": as_object(who),
            "take": act(who, "takes", "take").split()[-1],
            "target": view.target,
        }
        if event.coins:
            total = event.scores[event.seat]
            gain = self.voice.line("gain", coins=coins_count(event.coins), total=total, **fields)
        else:
            gain = self.voice.line("no_gain", **fields)
        if event.trick_kind == THREE_SUITS:
            chain = chain_words(event.suit)
            return self.voice.say(
                THREE_SUITS, chain=chain, Chain=chain[0].upper() + chain[1:], gain=gain, **fields
            )
        return self.voice.say(event.trick_kind, gain=gain, **fields)

    def decision_words(self, view: Any, action: str, names: Sequence[str]) -> tuple[str, str]:
        """``("Trick 3, last to play", "the King of cups")``."""
        text = action.split()[-1]
        card = next((c for c in view.hand if c.text == text), None)
        return trick_place(view), f"the {spanish_card_name(card)}" if card else action

    def coach_end(
        self, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]
    ) -> list[str]:
        """The hand's coins, then the kinds of trick it showed and missed."""
        result = ", ".join(f"{names[s]} {coins_count(view.scores[s])}" for s in range(NUM_SEATS))
        return end_lines(self.voice, seen, key_rules, result=result, target=view.target)
