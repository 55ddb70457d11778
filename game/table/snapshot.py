"""One look at the viewer's seat, taken once after each applied action.

The table's data path runs one way: the session applies an action, the table takes a
:class:`Snapshot` of the viewing seat (its view, its legal actions, the presenter's contents,
panel and words), and drawing and clicks read only the snapshot. Nothing asks the rules for a
view or the legal actions per frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.table.protocol import MultiChoice, Panel, Presenter
from game.table.zones import CardItem, Contents


@dataclass(frozen=True)
class Snapshot:
    """The viewer's seat after an action.

    Attributes:
        view: the viewer's view.
        legal: the viewer's legal actions as texts when it is theirs to act (else empty).
        contents: every zone's items, the clickable ones carrying their action.
        panel: the choice panel, when the viewer acts and has one.
        multi: a choice of several cards the viewer makes at once, when they act and have one.
        current: the seat to act (or ``CHANCE`` / ``TERMINAL``).
        terminal: True once the game is over.
        title: the info panel's heading.
        info: the info panel's ``(label, value)`` rows.
        badges: the badge of each seat's name plate.
        legend: the legend lines.
        prompt: what the viewer should do (when it is theirs to act).
        waiting: whom the table waits for.
        last_trick: the last finished trick's cards and winner (the "Last trick" button).
        has_sheet: the presenter has a score sheet (the "Score sheet" button).
        events: how many of the session's events it follows (the history lists those of
            the snapshot shown, so that it tells no more than the table has played).
    """

    view: Any
    legal: tuple[str, ...]
    contents: Contents
    panel: Panel | None
    multi: MultiChoice | None
    current: int
    terminal: bool
    title: str
    info: tuple[tuple[str, str], ...]
    badges: tuple[str, ...]
    legend: tuple
    prompt: str
    waiting: str
    last_trick: tuple[tuple[CardItem, ...], int | None]
    has_sheet: bool
    events: int

    @property
    def acting(self) -> bool:
        """True when the viewer has legal actions to choose from."""
        return bool(self.legal)


def take(
    session: Any, presenter: Presenter, viewer: int, acting: bool, names: Sequence[str], game_title: str
) -> Snapshot:
    """The :class:`Snapshot` of ``viewer`` in ``session``; its legal actions are included only
    when ``acting`` (the viewer is the human to act, face up)."""
    view = session.view(viewer)
    legal = session.legal_actions() if acting else []
    trick, winner = presenter.last_trick(view)
    return Snapshot(
        view=view,
        legal=tuple(str(a) for a in legal),
        contents=presenter.fill(view, legal, names),
        panel=presenter.panel(view, legal, names) if legal else None,
        multi=presenter.multi_choice(view, legal, names) if legal else None,
        current=session.current_player,
        terminal=session.is_terminal,
        title=presenter.title(game_title),
        info=tuple(presenter.info_lines(view, names)),
        badges=tuple(presenter.badge(view, seat, names) for seat in range(len(names))),
        legend=tuple(presenter.legend(view, names)),
        prompt=presenter.prompt(view, legal, names) if legal else "",
        waiting=presenter.waiting(view, names),
        last_trick=(tuple(trick), winner),
        has_sheet=presenter.score_sheet(view, names) is not None,
        events=len(session.events),
    )
