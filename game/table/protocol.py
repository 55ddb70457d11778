"""What the shared table asks of a game: the :class:`Presenter` protocol and its values.

A game is a rules module, a YAML file, a presenter and its art. The table draws zones,
moves sprites, takes turns and lays out panels for every game alike; the presenter tells it,
from one seat's *view* (never the state), the legal actions and the events:

* which zones the game uses (:attr:`Presenter.zones`) and what they hold
  (:meth:`Presenter.fill`: cards and pieces, the clickable ones carrying their action);
* how an applied action looks (:meth:`Presenter.moves`: generic steps of
  :mod:`game.table.moves` with their words and pauses);
* a choice panel for actions that are not a card or a piece (:meth:`Presenter.panel`);
* a choice of several cards made at once, picked then confirmed (:meth:`Presenter.multi_choice`);
* the words: the prompt, whom the table waits for, why the curtain calls a player, the
  info panel, the badge on each name plate, a legend, the summaries, the score sheet and
  the hand history (:meth:`Presenter.history_entry`).

Registered presenters live in :mod:`game.presenters`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from game.table.moves import Step
from game.table.zones import CardItem, Contents, ZoneKind
from game.ui.text import plural

YOU = "You"
"""The default name of a game's only human seat (the New game screen gives it): presenters
word it with plain verbs ("You pass") and the curtain addresses it ("Your turn")."""


@dataclass(frozen=True)
class Choice:
    """One button of a choice panel.

    Attributes:
        label: the button text.
        action: the action text it applies, or ``None`` when it is shown disabled.
        widest: the longest label the button may carry in its place as a count in it changes
            (``"Bid 3 cards"`` for ``"Bid 1 card"``): a panel is laid out for it, so it keeps
            its shape under the player (a title changed size as a card was laid); ``""``: the
            label's own width.
    """

    label: str
    action: str | None
    widest: str = ""


@dataclass(frozen=True)
class Panel:
    """A centred panel of choices (a bidding grid, a chooser of one among a few).

    Attributes:
        title: heading.
        note: one line of help under the heading.
        rows: rows of :class:`Choice` buttons, top to bottom.
        lays_bid: the choice lays cards of the viewer's hand in its bid area one by one (a
            secret bid): the panel keeps clear of where the first and its words will lie
            from the start (it moved aside as the first card came).
    """

    title: str
    note: str
    rows: tuple[tuple[Choice, ...], ...]
    lays_bid: bool = False


@dataclass(frozen=True)
class MultiChoice:
    """A choice of several cards of the viewer's hand made at once: the player picks
    ``count`` of the cards whose action is one of ``actions`` (clicking a card again puts it
    back), then confirms; the table applies one action per card, in the order picked
    (:mod:`game.table.select`).

    Attributes:
        title: the heading of the panel that counts the cards picked.
        count: how many cards make the choice complete (Confirm is offered only then).
        actions: the action texts of the cards that may be picked.
        confirm: the Confirm button's label.
        done: how many actions of the same choice were already applied (a choice resumed
            part-made); taking a move back takes these back with it, so a choice is undone whole.
        aside: a sentence the panel says after its count (the cards just taken that the choice
            is among), ``""`` for none: on the panel it stays in sight while a hint or a refusal
            takes the prompt's place.
    """

    title: str
    count: int
    actions: frozenset[str]
    confirm: str = "Confirm"
    done: int = 0
    aside: str = ""


@dataclass(frozen=True)
class Summary:
    """The text of an overlay (a hand summary, game over).

    Attributes:
        title: heading.
        lines: body lines.
        good: True for the viewer's success (the title drawn in :data:`game.ui.style.GOOD`),
            False for a failure, None for neutral (both drawn in :data:`game.ui.style.ACCENT`).
    """

    title: str
    lines: tuple[str, ...]
    good: bool | None = None


@dataclass(frozen=True)
class ScoreSheet:
    """A table of scores opened by the table's "Score sheet" button.

    Attributes:
        title: heading.
        columns: column headings.
        rows: rows of cells, each as many as ``columns``.
    """

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class HistoryEntry:
    """One event as the hand history lists it (:meth:`Presenter.history_entry`).

    Attributes:
        text: its words (as the log says them).
        cards: the cards it shows, drawn small beside the words: card texts of the
            presenter's :attr:`Presenter.deck_art`, only those the viewing seat may know; an
            empty text parts two groups (each bidder's cards) with a gap.
        hand: it begins a new hand (or round): its words head the hand's group.
        part: the part of the hand it belongs to (``"Bidding"``, ``"Trick"``, ``"Offer"``),
            or ``""`` for the part already open. A part named as the presenter's
            :attr:`~Presenter.trick_word` is numbered within its hand (``"Trick 3"``).
        opens: it opens a new part even when one of the same name is open (an offer's first
            card).
        ends: it ends its part (a trick won): the next entry opens a new one.
    """

    text: str
    cards: tuple[str, ...] = ()
    hand: bool = False
    part: str = ""
    opens: bool = False
    ends: bool = False


@dataclass(frozen=True)
class Icon:
    """An inline picture in a legend line: the corner symbol of ``card`` (a card text of the
    presenter's :attr:`Presenter.deck_art`), cropped by :attr:`Presenter.icon_crop`."""

    card: str


@dataclass(frozen=True)
class Span:
    """Coloured text in a legend line (``colour`` an RGB tuple; ``None``: the usual text)."""

    text: str
    colour: tuple[int, int, int] | None = None
    bold: bool = False


class Presenter:
    """The protocol between the shared table and one game, with neutral defaults.

    Attributes:
        game: the registry name.
        deck_art: the card art for :func:`game.assets.card_face` (``"french"``).
        back_style: the card back for :func:`game.assets.card_back` (``"blue"``).
        zones: the zones the game uses; the layout gives room to these only.
        max_hand: the most cards the viewer holds at once (the hand wraps to two rows when
            they would not show their indices in one).
        supply_cells: the most cells (kinds of piece) the supply shows side by side; the
            table lays the supply beside the trick only where that many fit.
        turned_cards: cards of the trick may lie turned a quarter (:attr:`CardItem.turned`),
            a note under them; the table keeps room for the viewer's.
        trick_word: what a won trick is called on the piles and buttons (``"trick"``).
        hand_word: what a deal is called (``"hand"``, ``"round"``).
        point_word: the unit of the game's points in the hint and the review, singular
            (``"point"``; Bid Coin's ``"coin value"``, whose lower total is better).
        raise_all_legal: raise the playable cards of the hand even when every card is
            playable (a game with no suit to follow).
        icon_crop: where the corner symbol sits on a card face, as fractions ``(x, y, w, h)``
            of the card, for legend :class:`Icon` segments.
        centre_labels: a word shown over each centre zone (stock, offer, discard) while it
            holds cards, by zone kind, so that neighbouring rows of cards read apart.
        row_labels: the word naming each of a seat's zones of these kinds while it holds
            cards (``"tableau"``): ``"Your tableau"`` over the viewer's, ``"West's tableau"``
            beside another seat's where its row leaves room (the table itself writes "Your
            bid" over the viewer's bid).
        hand_sort: the order of the viewer's hand, set by the table from the player's
            ``hand_order`` setting: ``"suit"`` (the game's own order) or ``"rank"`` (low to
            high whatever the suit, jokers at the high end); :meth:`fill` follows it.
        live_turn: the label of the :meth:`info_lines` row saying whose turn it is, where that
            gives nothing away before the last action's moves end (no trick's winner leads
            next): that row and the plates (the turn's outline, the badges) then show as of
            the last action while its moves play; ``""``: they change once the moves end.
        turn_row: the label of the :meth:`info_lines` row saying whose turn it is; while the
            table itself waits (a finished trick held for a click, a lesson over) the table
            words that row (:mod:`game.table.turn_row`).
    """

    game = ""
    deck_art = "french"
    back_style = "blue"
    zones: frozenset[ZoneKind] = frozenset({ZoneKind.HAND, ZoneKind.WON, ZoneKind.TRICK})
    max_hand = 13
    supply_cells = 1
    turned_cards = False
    trick_word = "trick"
    hand_word = "hand"
    point_word = "point"
    raise_all_legal = False
    icon_crop: tuple[float, float, float, float] = (0.04, 0.17, 0.17, 0.13)
    centre_labels: Mapping[ZoneKind, str] = MappingProxyType({})
    row_labels: Mapping[ZoneKind, str] = MappingProxyType({})
    hand_sort = "suit"
    live_turn = ""
    turn_row = "Turn"

    # --- the table's contents ---------------------------------------------------------
    def fill(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> Contents:
        """Every used zone's cards and pieces for the seat of ``view``; items standing for one
        of ``legal`` (the viewer's legal actions, empty when it is not their turn) carry its
        text as their ``action``."""
        return Contents()

    def moves(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> list[Step]:
        """The steps that show ``events`` (all the events of one applied action), ``view``
        being the viewer's view after it. The table ends them with a
        :class:`~game.table.moves.Sync`."""
        return []

    def last_trick(self, view: Any) -> tuple[list[CardItem], int | None]:
        """The last finished trick as cards (``owner`` set) and its winner, or ``([], None)``
        (the table's "Last trick" button shows it)."""
        return [], None

    # --- choices ------------------------------------------------------------------------
    def panel(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> Panel | None:
        """A choice panel for the viewer's actions that are not a card or piece, or ``None``."""
        return None

    def multi_choice(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> MultiChoice | None:
        """A choice of several cards the viewer makes at once (picked, then confirmed), or
        ``None``: each card's action is applied by a single click."""
        return None

    # --- words --------------------------------------------------------------------------
    def title(self, game_title: str) -> str:
        """The info panel's heading."""
        return game_title

    def describe(self, event: Any, names: Sequence[str]) -> str | None:
        """The words for ``event`` (``None``: not worth a line); the log of a resumed game."""
        return None

    def history_entry(self, event: Any, seat: int | None, names: Sequence[str]) -> HistoryEntry | None:
        """How ``event`` reads in the hand history seen by ``seat`` (``None``: by no seat in
        particular, as when every hand is hidden): its words, the cards it shows that this
        seat may know, and its place in the grouping; ``None`` when it is not listed. By
        default its :meth:`describe` words, ungrouped."""
        text = self.describe(event, names)
        return HistoryEntry(text) if text else None

    def prompt(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """What the viewer, to act, should do."""
        return "Your turn"

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """Whom the table waits for (another seat is to act)."""
        seat = view.current_player
        return f"{names[seat]} is thinking…" if 0 <= seat < len(names) else ""

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """Why the seat behind the curtain is called (``"North is next: to bid"``)."""
        return f"{names[view.current_player]} is next."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """``(label, value)`` rows of the info panel (a value may hold ``"\\n"``)."""
        return []

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """A short line on ``seat``'s name plate (dealer, bid, score)."""
        return ""

    def holding(self, hand: int, bid: int) -> str:
        """What a seat holds, before its badge on its name plate (``"9 cards"``; ``""``: no
        such words), from the cards on show in its hand and in its bid area: the counts follow
        the cards as they move, where a :attr:`live_turn` badge runs ahead of them (a count
        changed as a reveal began, before any card moved; then stood still while a bid, turned
        up, lay out of the hand)."""
        return ""

    def pile_note(self, count: int) -> str:
        """The words beside a seat's won piles: ``"3 tricks"``."""
        return plural(count, self.trick_word)

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """Short lines for the legend corner, each a ``str`` or a tuple of ``str`` /
        :class:`Span` / :class:`Icon` segments."""
        return []

    # --- summaries ----------------------------------------------------------------------
    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet | None:
        """The score sheet behind the table's "Score sheet" button, or ``None`` (no button)."""
        return None

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """The game-over overlay (``view`` of the final state)."""
        return Summary("Game over", ())

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """One line for the save summary (``"Hand 3 - East to bid"``)."""
        return ""

    # --- the lesson (Learn to play) -----------------------------------------------------
    def coach_before(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> str:
        """In a lesson, the coach's line before the viewer's decision: what this step is and
        what the rules allow (one or two sentences; never which move is best), or ``""``."""
        return ""

    def coach_after(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> str:
        """In a lesson, the coach's line after one applied action's ``events`` (``view`` after
        them): why a trick or an offer went the way it did, or what a step just meant, or
        ``""`` when there is nothing to say."""
        return ""

    def coach_end(
        self, view: Any, names: Sequence[str], seen: set[str], key_rules: Sequence[str]
    ) -> list[str]:
        """The lines that close a lesson: what the hand showed of the game's ``key_rules``
        (``seen``: those it did) and, for each it did not, the rule in a sentence."""
        return []

    # --- the review of a hand and the hint ---------------------------------------------
    def move_reason(
        self, view: Any, action: str, legal: Sequence[Any], names: Sequence[str], standing: bool = True
    ) -> str:
        """What ``action`` (a legal action's text for the seat of ``view``; ``legal`` its legal
        actions, or their texts) does, in facts from the rules, not the search's judgement
        (``"it takes the trick; you have won 2 of the 3 tricks you bid"``), or ``""``; without
        ``standing``, only what sets the move apart from the others of the decision (the
        review puts two side by side), not where the seat stands (a bid's count)."""
        return ""

    def decision_words(self, view: Any, action: str, names: Sequence[str]) -> tuple[str, str]:
        """A decision of the seat of ``view`` in words, for the review of a hand: ``(when,
        move)``, e.g. ``("Trick 3, second to play", "the 9 of spades")``; ``view`` is the seat's
        view as it decided, ``action`` a legal action's text then."""
        return "", action
