"""Presenters: what one game adds to the shared table scene.

The :class:`~game.table.scene.TableScene` draws hands, tricks, the kitty, piles, panels and
overlays for every game; a :class:`Presenter` tells it the game's specifics, all from a
seat's *view* (never the state) and the legal actions:

* :meth:`Presenter.card_actions` - which cards of the viewer's hand can be clicked, and the
  action each click means (``"play 10H"``, ``"discard BJ"``);
* :meth:`Presenter.panel` - a choice panel of buttons (bids, trumps) built from the legal
  actions, or ``None``;
* :meth:`Presenter.describe` - the words for one event (the status line and history);
* :meth:`Presenter.prompt` / :meth:`Presenter.waiting` - what the viewer should do next, or
  whom the table is waiting for;
* :meth:`Presenter.info_lines`, :meth:`Presenter.badge` - the info panel and the line under
  each name plate;
* :meth:`Presenter.hand_summary`, :meth:`Presenter.game_over` - the overlays' text;
* :meth:`Presenter.status_text` - the one-line status stored in the save summary;
* the table hooks for games other than Bid Whist (defaults keep Bid Whist as it is):
  :attr:`Presenter.deck_art` / :attr:`Presenter.back_style` (card art and back),
  :meth:`Presenter.trick` (:class:`TrickCard`, sideways cards), :meth:`Presenter.pile_counts`
  and :meth:`Presenter.book_pile` (one trick pile per seat, with a count),
  :meth:`Presenter.pieces` (:class:`Piece`: tiles, tokens, markers; clickable ones are
  targets), :meth:`Presenter.score_sheet` (:class:`ScoreSheet`, a "Score sheet" button),
  :meth:`Presenter.legend` (short lines, with :class:`Icon` / :class:`Span` segments, in a
  corner of the table), :meth:`Presenter.last_trick` and :attr:`Presenter.hand_over_kind`.

Event kinds the scene animates (others are only worded): ``dealt``, ``play`` (its field
``sideways`` turns the card), ``discard``, ``kitty_shown``, ``kitty_taken``, the presenter's
:attr:`Presenter.trick_won` kind, its :attr:`Presenter.hand_over_kind` (the summary overlay)
and ``game_over``.

A game registers its presenter in :func:`presenter_for` by an explicit import.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.actions import Action
from rules.core.cards import Card
from rules.core.events import Event

SEAT_NAMES = {
    3: ("South", "West", "East"),
    4: ("South", "West", "North", "East"),
}
"""Default seat names, clockwise from the bottom of the screen (seat 0 sits at the bottom)."""


def seat_names(players: int) -> tuple[str, ...]:
    """Default names for ``players`` seats, clockwise from the bottom seat."""
    return SEAT_NAMES.get(players, tuple(f"Player {i + 1}" for i in range(players)))


YOU = "You"
"""The New game screen's default name of the only human seat: it takes plain verbs ("You
pass", "You are next") and reads "you" as an object."""


def act(who: str, verb: str, plain: str) -> str:
    """``who`` and a verb: ``"East bids"`` but ``"You bid"`` (``who`` is :data:`YOU`)."""
    return f"{who} {plain if who == YOU else verb}"


def as_object(who: str) -> str:
    """A name as the object of a sentence: ``"East"`` but ``"you"``."""
    return "you" if who == YOU else who


@dataclass(frozen=True)
class Choice:
    """One button of a choice panel.

    Attributes:
        label: the button text.
        action: the action text it applies, or ``None`` when it is shown disabled.
    """

    label: str
    action: str | None


@dataclass(frozen=True)
class Panel:
    """A centred panel of choices (bidding grid, trump chooser).

    Attributes:
        title: heading.
        note: one line of help under the heading.
        rows: rows of :class:`Choice` buttons, top to bottom.
    """

    title: str
    note: str
    rows: tuple[tuple[Choice, ...], ...]


@dataclass(frozen=True)
class Summary:
    """Text of an overlay (hand summary, game over).

    Attributes:
        title: heading.
        lines: body lines.
        good: True for a success (drawn in :data:`game.ui.style.GOOD`), False for a failure
            (:data:`game.ui.style.WARNING`), None for neutral.
    """

    title: str
    lines: tuple[str, ...]
    good: bool | None = None


@dataclass(frozen=True)
class TrickCard:
    """One card of the trick in progress.

    Attributes:
        seat: who played it.
        card: the card.
        sideways: drawn turned 90 degrees with :attr:`Presenter.sideways_label` (a Can't Win
            card under its player's own tile, which cannot win).
    """

    seat: int
    card: Card
    sideways: bool = False


@dataclass(frozen=True)
class Piece:
    """A component on the table other than a card: a tile, a token, a marker.

    Attributes:
        image: a piece name for :func:`game.assets.piece` (``"cantwin/bid_token"``).
        seat: the seat it lies in front of, or ``None`` for the supply in the middle.
        count: how many (drawn as a small stack with ``"x N"`` when more than one).
        label: a short caption under it.
        action: a legal action text: the piece is clickable and listed in the table's
            ``targets()``; ``None`` when it is only shown.
        help: a longer line shown while the pointer is over it (what a tile bans).
    """

    image: str
    seat: int | None = None
    count: int = 1
    label: str = ""
    action: str | None = None
    help: str = ""


@dataclass(frozen=True)
class ScoreSheet:
    """A table of scores opened by the table's "Score sheet" button.

    Attributes:
        title: heading.
        columns: column headings (the first one usually names the rows' kind, "Round").
        rows: rows of cells, each as many as ``columns``.
    """

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Icon:
    """An inline picture in a legend line: the corner symbol of ``card`` (a card text of the
    presenter's :attr:`Presenter.deck_art`, e.g. ``"AO"`` for the coins symbol), cropped by
    :attr:`Presenter.icon_crop`."""

    card: str


@dataclass(frozen=True)
class Span:
    """Coloured text in a legend line (``colour`` an RGB tuple; ``None``: the usual text)."""

    text: str
    colour: tuple[int, int, int] | None = None
    bold: bool = False


class Presenter:
    """Base presenter: the shared defaults; a game overrides what differs.

    Attributes:
        game: registry name.
        deck_art: deck (or art folder) of the cards for :func:`game.assets.card_face`
            (``"french"``, ``"spanish"``, ``"cantwin3"``, ``"cantwin4"``).
        back_style: card back for :func:`game.assets.card_back` (``"blue"``, ``"red"``,
            ``"green"``, ``"purple"``).
        trick_won: the event kind that ends a trick (``"book_won"`` in Bid Whist).
        hand_over_kind: the event kind that ends a hand or round and shows the summary
            overlay (:meth:`hand_summary`); when ``game_over`` comes in the same batch the
            summary is skipped and only the game-over overlay shows.
        trick_word: what a won trick is called on the piles and buttons (``"book"``).
        hand_word: what a deal is called on the summary's button (``"Next hand"``;
            Can't Win ``"round"``).
        sideways_label: the caption on a sideways trick card.
        raise_all_legal: raise the playable cards of the hand even when every card is
            playable (Coins: no suit to follow; Bid Whist raises them only when some are not).
        icon_crop: where the corner symbol sits on a card face, as fractions
            ``(x, y, w, h)`` of the card, for legend :class:`Icon` segments.
    """

    game = ""
    deck_art = "french"
    back_style = "blue"
    trick_won = "trick_won"
    hand_over_kind = "hand_scored"
    trick_word = "trick"
    hand_word = "hand"
    sideways_label = "Can't win!"
    raise_all_legal = False
    icon_crop: tuple[float, float, float, float] = (0.04, 0.17, 0.17, 0.13)

    def title(self, game_title: str) -> str:
        """The info panel's heading (the game's title, and its goal)."""
        return game_title

    def card_actions(self, view: Any, legal: Sequence[Action]) -> dict[str, str]:
        """Card text -> action text for each clickable card of the viewer's hand."""
        return {a.args[0]: str(a) for a in legal if a.kind == "play" and a.args}

    def panel(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Panel | None:
        """A choice panel for the viewer's non-card actions, or ``None``."""
        return None

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """The words for ``event`` (``None``: not worth a line)."""
        return None

    def prompt(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> str:
        """What the viewer (to act) should do, in words."""
        return "Your turn"

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """Whom the table is waiting for, in words (another seat is to act)."""
        seat = view.current_player
        return f"{names[seat]} is thinking…" if 0 <= seat < len(names) else ""

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """Why the seat behind the curtain is called (``"North is next: to bid"``)."""
        return f"{names[view.current_player]} is next."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """(label, value) rows of the info panel."""
        return []

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """A short line under ``seat``'s name plate (dealer, bid, books...)."""
        return ""

    def book_pile(self, seat: int) -> int:
        """The seat in front of whom a trick won by ``seat`` is stacked."""
        return seat

    def pile_counts(self, view: Any) -> list[int]:
        """Tricks stacked in front of each seat, from the view (when the table rebuilds
        itself, e.g. after a resume); default ``view.tricks_won`` per seat."""
        return list(view.tricks_won)

    def trick(self, view: Any) -> list[TrickCard]:
        """The trick in progress in play order, from ``view.trick`` (``(seat, card)`` pairs,
        or ``(seat, card, sideways)`` triples)."""
        return [TrickCard(t[0], t[1], bool(t[2]) if len(t) > 2 else False) for t in view.trick]

    def last_trick(self, view: Any) -> tuple[list[TrickCard], int | None]:
        """The last completed trick of this hand and its winner (``([], None)`` when none):
        from ``view.last_trick`` / ``last_trick_winner``."""
        out = [TrickCard(t[0], t[1], bool(t[2]) if len(t) > 2 else False) for t in view.last_trick]
        return out, (view.last_trick_winner if out else None)

    def pieces(self, view: Any, names: Sequence[str]) -> list[Piece]:
        """Tiles, tokens and markers to draw: the supply (``seat=None``) in a row above the
        trick area, each seat's next to its name plate. Default: none."""
        return []

    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet | None:
        """The score sheet behind the table's "Score sheet" button, or ``None`` (no button)."""
        return None

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """Short lines drawn in a corner of the table (each a ``str`` or a tuple of ``str`` /
        :class:`Span` / :class:`Icon` segments), ``names`` the seats' names; default none."""
        return []

    def hand_summary(self, event: Event, view: Any, names: Sequence[str]) -> Summary:
        """The hand-summary overlay for a :attr:`hand_over_kind` event (``view`` after the
        hand)."""
        return Summary("Hand over", ())

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """The game-over overlay (``view`` of the final state)."""
        return Summary("Game over", ())

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """One line for the save summary (``"Hand 3 - East to bid"``)."""
        return ""


def has_presenter(game: str) -> bool:
    """True when the table can show ``game`` (the menu offers only such games)."""
    try:
        presenter_for(game)
    except ValueError:
        return False
    return True


def presenter_for(game: str) -> Presenter:
    """The presenter of ``game`` (explicit imports, no scanning).

    Raises:
        ValueError: for a game without a presenter.
    """
    if game == "bid_whist":
        from game.presenters.bid_whist import BidWhistPresenter

        return BidWhistPresenter()
    if game == "coins":
        from game.presenters.coins import CoinsPresenter

        return CoinsPresenter()
    if game == "cant_win":
        try:
            from game.presenters.cant_win import CantWinPresenter
        except ImportError as exc:  # not written yet (another helper's file)
            if exc.name != "game.presenters.cant_win":
                raise
            raise ValueError(f"no table presenter for game {game!r} yet") from None
        return CantWinPresenter()
    raise ValueError(f"no table presenter for game {game!r}")
