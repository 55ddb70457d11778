"""Cards and decks.

A :class:`Card` is an interned, immutable object owned by its :class:`Deck`: two cards are
equal exactly when they are the same object, so comparisons and set membership are cheap.
Every card has a stable text form (``"10H"``, ``"AS"``, ``"BJ"``) used by actions, events,
saves and tests; ``deck.parse(text)`` turns it back into the card.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card of a deck.

    Attributes:
        rank: integer rank within the deck's own scale (French: 2..14 with Ace = 14;
            jokers: 0 for the little joker, 1 for the big joker).
        suit: one-letter suit code (French ``"S" "H" "D" "C"``; jokers ``"J"``).
        text: the stable text form, e.g. ``"10H"``, ``"QS"``, ``"BJ"``.
        index: position in the deck's card tuple (0-based), handy for arrays.
        deck: name of the owning deck; a card copied to another process (a bot worker)
            comes back as that process's interned card: it is pickled as its deck's
            builder call plus its text (see :attr:`Deck.source`).
    """

    rank: int
    suit: str
    text: str
    index: int
    deck: str

    def __reduce__(self):
        source = _DECKS[self.deck].source
        if source:
            return (_card_from_source, (source, self.text))
        return (lookup_card, (self.deck, self.text))

    def __repr__(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text

    @property
    def is_joker(self) -> bool:
        """True for a joker (suit ``"J"``)."""
        return self.suit == "J"


@dataclass(frozen=True)
class Deck:
    """An ordered, immutable set of interned cards with text lookup.

    Args:
        name: deck name, e.g. ``"french"``.
        cards: the cards in canonical order.
        source: the cached builder call that made the deck, ``(function, *args)``, so that
            another process can build the same deck when a card arrives there.

    Raises:
        ValueError: from :meth:`parse` for a text that names no card of this deck.
    """

    name: str
    cards: tuple[Card, ...]
    source: tuple = field(default=(), repr=False, compare=False)
    _by_text: dict = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._by_text.update({c.text: c for c in self.cards})
        _DECKS.setdefault(self.name, self)

    def parse(self, text: str) -> Card:
        """Return the card whose text form is ``text`` (case-insensitive)."""
        try:
            return self._by_text[text.upper()]
        except KeyError:
            raise ValueError(f"{text!r} is not a card of the {self.name} deck") from None

    def named_by(self, args: Sequence[str]) -> Card | None:
        """The card of this deck that a move's ``args`` name (exactly one argument, a card's
        text, see :meth:`parse`), or ``None``: what a refusal checks first."""
        if len(args) != 1:
            return None
        return self._by_text.get(args[0].upper())

    def parse_many(self, texts: Iterable[str]) -> list[Card]:
        """Parse several card texts; see :meth:`parse`."""
        return [self.parse(t) for t in texts]

    def __len__(self) -> int:
        return len(self.cards)


_DECKS: dict[str, Deck] = {}


def lookup_card(deck: str, text: str) -> Card:
    """The interned card ``text`` of the already-built deck named ``deck``.

    Raises:
        KeyError: if no deck of that name has been built in this process.
        ValueError: if the deck has no such card.
    """
    return _DECKS[deck].parse(text)


def _card_from_source(source: tuple, text: str) -> Card:
    """Unpickling a card: build (or find, the builders are cached) its deck, then the card."""
    build, *args = source
    return build(*args).parse(text)


FRENCH_SUITS = ("S", "H", "D", "C")
"""French suit codes: spades, hearts, diamonds, clubs."""

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "J": "joker"}
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_NAMES = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}


def _french_rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


@cache
def make_french_deck(jokers: int = 0) -> Deck:
    """Build the 52-card French deck plus ``jokers`` jokers (0, 1 or 2).

    With one joker it is the big joker ``BJ``; with two, the little joker ``LJ`` is added.
    Ranks run 2..14 (Ace high); jokers have suit ``"J"`` and rank 1 (BJ) or 0 (LJ).

    The result is cached, so every caller shares the same interned cards.

    Raises:
        ValueError: if ``jokers`` is not 0, 1 or 2.
    """
    if jokers not in (0, 1, 2):
        raise ValueError(f"jokers must be 0, 1 or 2, not {jokers}")
    name = f"french+{jokers}j" if jokers else "french"
    cards: list[Card] = []
    for suit in FRENCH_SUITS:
        for rank in range(2, 15):
            cards.append(Card(rank, suit, f"{_french_rank_text(rank)}{suit}", len(cards), name))
    if jokers >= 1:
        cards.append(Card(1, "J", "BJ", len(cards), name))
    if jokers == 2:
        cards.append(Card(0, "J", "LJ", len(cards), name))
    return Deck(name, tuple(cards), (make_french_deck, jokers))


def card_name(card: Card) -> str:
    """Human wording of a French card: ``"Queen of spades"``, ``"10 of hearts"``, ``"big joker"``."""
    if card.is_joker:
        return "big joker" if card.text == "BJ" else "little joker"
    return f"{RANK_NAMES.get(card.rank, str(card.rank))} of {SUIT_NAMES[card.suit]}"


def cards_text(cards: Sequence[Card]) -> str:
    """Comma-joined text forms, the encoding used inside action arguments (``"AS,10H,BJ"``)."""
    return ",".join(c.text for c in cards)


SPANISH_SUITS = ("U", "O", "E", "B")
"""Spanish suit codes: ``U`` cups (copas), ``O`` coins (oros), ``E`` swords (espadas),
``B`` clubs (bastos). None clashes with a Spanish rank letter (``A R C S``)."""

SPANISH_SUIT_NAMES = {"U": "cups", "O": "coins", "E": "swords", "B": "clubs"}
SPANISH_RANK_TEXT = {10: "S", 11: "C", 12: "R", 13: "A"}
"""Sota (Knave) 10, Caballo (Knight) 11, Rey (King) 12, As (Ace) 13."""
SPANISH_RANK_NAMES = {10: "Knave", 11: "Knight", 12: "King", 13: "Ace"}


@cache
def make_spanish_deck() -> Deck:
    """Build the 48-card Spanish deck (deck name ``"spanish"``).

    Suits in the order cups, coins, swords, clubs (codes in :data:`SPANISH_SUITS`); in each
    suit the ranks 2..9, Sota/Knave (10, ``"S"``), Caballo/Knight (11, ``"C"``), Rey/King
    (12, ``"R"``) and the Ace (13, ``"A"``), so a larger rank is a higher card in the
    ranking "A, Rey, Caballo, Sota, 9 ... 2" (rulebook coins.txt, RANKS). Text forms are rank
    then suit: ``"AO"`` Ace of coins, ``"RU"`` King of cups, ``"7E"`` 7 of swords.

    The result is cached, so every caller shares the same interned cards.
    """
    cards: list[Card] = []
    for suit in SPANISH_SUITS:
        for rank in range(2, 14):
            text = f"{SPANISH_RANK_TEXT.get(rank, str(rank))}{suit}"
            cards.append(Card(rank, suit, text, len(cards), "spanish"))
    return Deck("spanish", tuple(cards), (make_spanish_deck,))


def spanish_card_name(card: Card) -> str:
    """Human wording of a Spanish card: ``"King of cups"``, ``"7 of swords"``."""
    return f"{SPANISH_RANK_NAMES.get(card.rank, str(card.rank))} of {SPANISH_SUIT_NAMES[card.suit]}"
