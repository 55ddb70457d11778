"""The coach of the Coins lesson: which of the coach file's lines fits the moment, filled in
from the seat's view and the events (``assets/rules/coins.coach.txt``; rulebook
``coins.txt``, RULINGS "Coins")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.coach import Voice, end_lines
from game.presenters.phrases import act
from rules.core.cards import SPANISH_SUIT_NAMES, spanish_card_name
from rules.games.coins import NUM_SEATS, SUITS_IN_CYCLE, THREE_SUITS, CoinsDealt, CoinsTrickWon, Phase


def coins_count(n: int) -> str:
    """``"1 coin"``, ``"3 coins"``."""
    return f"{n} coin{'' if n == 1 else 's'}"


def before(voice: Voice, view: Any, takes: str) -> str:
    """The line before the learner plays: leading, second or last (``takes``: which of their
    cards would take the trick, as the prompt says it)."""
    if view.phase is not Phase.PLAY:
        return ""
    if not view.trick:
        return voice.say("lead")
    if len(view.trick) < NUM_SEATS - 1:
        return voice.say("second")
    return voice.say("last", takes=takes)


def after(voice: Voice, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
    """The line after a deal (what the hand is about) or a trick (why it went so)."""
    for event in events:
        if isinstance(event, CoinsDealt):
            return voice.say("deal", dealer=names[event.seat], target=view.target)
        if isinstance(event, CoinsTrickWon):
            return trick_line(voice, event, view, names)
    return ""


def trick_line(voice: Voice, event: CoinsTrickWon, view: Any, names: Sequence[str]) -> str:
    """Why ``event``'s trick was won, and what it gave."""
    who = names[event.seat]
    best = max((card for card in event.cards if card.suit == event.suit), key=lambda card: card.rank)
    fields = {
        "suit": SPANISH_SUIT_NAMES[event.suit],
        "card": spanish_card_name(best),
        "winner": who,
        "take": act(who, "takes", "take").split()[-1],
        "target": view.target,
    }
    if event.coins:
        gain = voice.say("gain", coins=coins_count(event.coins), total=event.scores[event.seat], **fields)
    else:
        gain = voice.say("no_gain", **fields)
    if event.trick_kind == THREE_SUITS:
        played = {card.suit for card in event.cards}
        missing = next(s for s in SUITS_IN_CYCLE if s not in played)
        return voice.say(THREE_SUITS, missing=SPANISH_SUIT_NAMES[missing], gain=gain, **fields)
    return voice.say(event.trick_kind, gain=gain, **fields)


def end(voice: Voice, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]) -> list[str]:
    """The lesson's closing lines: the hand's coins, then the key rules shown and missed."""
    result = ", ".join(f"{names[s]} {coins_count(view.scores[s])}" for s in range(NUM_SEATS))
    return end_lines(voice, seen, key_rules, result=result, target=view.target)
