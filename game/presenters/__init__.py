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
* :meth:`Presenter.status_text` - the one-line status stored in the save summary.

Event kinds the scene animates (others are only worded): ``dealt``, ``play``, ``discard``,
``kitty_shown``, ``kitty_taken``, the presenter's :attr:`Presenter.trick_won` kind,
``hand_scored`` and ``game_over``.

A game registers its presenter in :func:`presenter_for` by an explicit import.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from rules.core.actions import Action, Event


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


class Presenter:
    """Base presenter: the shared defaults; a game overrides what differs.

    Attributes:
        game: registry name.
        deck_art: art folder of the cards for :func:`game.assets.card_face`.
        trick_won: the event kind that ends a trick (``"book_won"`` in Bid Whist).
    """

    game = ""
    deck_art = "french"
    trick_won = "trick_won"

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

    def hand_summary(self, event: Event, view: Any, names: Sequence[str]) -> Summary:
        """The hand-summary overlay for a ``hand_scored`` event (``view`` after the hand)."""
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
    raise ValueError(f"no table presenter for game {game!r}")
