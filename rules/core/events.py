"""Events: what ``state.apply`` returns, so that the table can animate and word a move.

Every event is a small frozen dataclass. Its class says what happened, so a consumer can
``match`` on it or test ``isinstance``; its fields are typed values (seats as ints, cards as
:class:`~rules.core.cards.Card`, tuples), never comma-joined texts. The shared events live
here; each game module adds its own, subclassing these where they are a kind of them
(a game's own trick event is a :class:`TrickWon`, its round's score a
:class:`HandOver`).

Each class has a ``kind`` (a class-level name) and every event a stable text form for logs
and tests (:meth:`Event.__str__`): ``"play 0 card=10H"``,
``"trick_won 2 cards=AS,KS,2S"``.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import ClassVar

from .cards import Card


def _text(value: object) -> str:
    """A field value in an event's text: a card by its text, a non-empty tuple of cards
    comma-joined (``"AS,10H,BJ"``), anything else by ``str``."""
    if isinstance(value, Card):
        return value.text
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return ",".join(c.text for c in value)
    return str(value)


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every event (it has no fields itself).

    Attributes:
        kind: the class-level name of the event, e.g. ``"play"``; the first word of its text.
    """

    kind: ClassVar[str] = "event"

    def __str__(self) -> str:
        """``kind``, then the ``seat`` field if the event has one, then ``name=value`` for
        every other field (cards as texts, see :func:`_text`), leaving out a field that has
        a default and holds it: ``"play 0 card=10H"``, ``"play 1 card=P7 sideways=True"``."""
        parts = [self.kind]
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "seat":
                parts.insert(1, str(value))
            elif f.default is MISSING or value != f.default:
                parts.append(f"{f.name}={_text(value)}")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A new hand (or round) was dealt.

    Attributes:
        seat: the dealer.
        number: the hand (or round) number, 1-based.
    """

    kind: ClassVar[str] = "dealt"
    seat: int
    number: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card was played face up to the trick in progress.

    Games intern these (one object per seat, card and sideways flag), as a play is the most
    frequent event.

    Attributes:
        seat: who played it.
        card: the card.
        sideways: True for a card that cannot win the trick and lies turned (a game whose
            rules let a card fall out of the trick says when).
    """

    kind: ClassVar[str] = "play"
    seat: int
    card: Card
    sideways: bool = False


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick was complete and won (games subclass it with how and what it scored).

    Attributes:
        seat: the winner.
        cards: the trick's cards in play order (the first is the lead).
    """

    kind: ClassVar[str] = "trick_won"
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class HandOver(Event):
    """A hand (or round) ended and was scored (games subclass it with the details).

    Attributes:
        number: the hand or round number, 1-based.
        scores: each seat's score after it (``state.scores()``).
    """

    kind: ClassVar[str] = "hand_over"
    number: int
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The game is over.

    Attributes:
        winners: the winning seats (several for a side or a shared win).
        reason: why it ended, a short code of the game (``"reached_7"``,
            ``"target_reached"``, ``"last_round"``, ...).
        scores: each seat's final score (``state.scores()``).
    """

    kind: ClassVar[str] = "game_over"
    winners: tuple[int, ...]
    reason: str
    scores: tuple[int, ...]
