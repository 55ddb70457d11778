"""A game being played at the table: the state, its record, the seats and the autosave.

Every applied action (a human's click, a bot's choice, a chance deal) goes through
:meth:`Session.apply`, which appends it to the record and autosaves. Saving runs on one
background thread (latest record wins) so a slow disk never stalls a frame.
"""

from __future__ import annotations

import dataclasses
import logging
import random
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from game.autosave import Autosaver, status_names
from game.counting import count_game
from game.version import app_version
from rules.core.actions import Action, IllegalAction
from rules.core.events import Event
from rules.core.record import GameRecord, Seat
from rules.core.state import CHANCE, GameState
from rules.games import get_game, new_game, replay
from rules.games.info import LessonPlan
from saves.summary import record_summary

log = logging.getLogger(__name__)

RECENT_EVENTS = 40
"""How many of a resumed game's last events are kept for the table's log."""

CITATION = re.compile(r" \((?:rulebook|RULINGS)[^)]*\)")
"""A rule's source in the engine's refusal (" (rulebook Step 2)"): the table leaves it out,
since the app's own rules pages are laid out otherwise (a tester looked for "Step 2")."""


def fresh_seed() -> int:
    """A new game's deal seed, from the OS (1 to 2**31 - 1; a test that must take the same
    path on every run replaces it)."""
    return random.SystemRandom().randrange(1, 2**31)


def _replayed(record: GameRecord, actions: Sequence[str]) -> tuple[GameState, list[Event], list[int]]:
    """The state of ``record``'s game after ``actions`` (replayed from its deal), every event
    they caused, and how many events there were after each action.

    Raises:
        ConfigError, IllegalAction, ValueError: as :func:`rules.games.replay`.
    """
    state = replay(dataclasses.replace(record, actions=[]))  # (its deal, the record's options checked)
    events: list[Event] = []
    ends: list[int] = []
    for text in actions:
        events += state.apply(text)
        ends.append(len(events))
    return state, events, ends


class Session:
    """One game at the table: the only holder of its state. The table asks it for seat views
    and legal actions and gives it actions to apply.

    Args:
        record, state: the game's record and its live state.
        save_path: the save file (a new one in the saves folder when None and autosave is on).
        autosave: save after every action.
        status: ``status(view, names) -> str``, the one-line status kept in the save summary,
            from seat 0's view with the seats' names as :func:`~game.autosave.status_names`
            gives them (by default the game's presenter's
            :meth:`~game.table.protocol.Presenter.status_text`).

    Attributes:
        record: the :class:`GameRecord` (options, seats, seed, actions).
        state: the live :class:`GameState` (rules/ is the only judge of legality).
        save_path: the save file this game autosaves to (None when autosave is off).
        first_deal: a lesson's fixed first deal (:meth:`lesson`), or ``None``.
        plan: a lesson's plan (its key rules and how to tell which the hand showed), or ``None``.
        past_events: after :meth:`resume`, the last events of the replayed game (oldest
            first), so the table can show what happened before the game was saved.
        events: every event of the game so far, oldest first (the table's hand history);
            :attr:`event_ends` gives how many there were after each action of the record.
        keeps_stats: the game counts in the statistics when it ends (it autosaves and has a
            human seat: not a watched replay, not a demo of computer players).
        stats_note: a sentence about the statistics for the table to show once (a file that
            could not be written or was set aside), or ``None``.
    """

    def __init__(
        self,
        record: GameRecord,
        state: GameState,
        save_path: Path | None = None,
        autosave: bool = True,
        status: Callable[[Any, list[str]], str] | None = None,
    ) -> None:
        self.record = record
        self.state = state
        self._save_path = save_path
        if status is None:
            from game.presenters import presenter_for

            status = presenter_for(record.game).status_text
        self._status = status
        self.past_events: list[Event] = []
        self.events: list[Event] = []
        self.event_ends: list[int] = []
        self.first_deal: str | None = None
        self.plan: LessonPlan | None = None
        self.notices = self._known_levels()
        self.keeps_stats = autosave and bool(self.human_seats())
        self.stats_note: str | None = None
        self._autosaver: Autosaver | None = None
        if autosave:
            from saves import new_save_path, write_save

            claimed = save_path is not None
            path = save_path if claimed else new_save_path(record.game, record.seed)
            self._autosaver = Autosaver(write_save, path, claimed)
            if not claimed:  # the new game's file name is claimed now, not in the background
                self._autosaver.write_now(self.record, self.summary())

    @property
    def save_path(self) -> Path | None:
        """The save file this game autosaves to (None when autosave is off); a new game's
        is claimed when the session is made (two games started in the same second get two
        files), or at the first write that succeeds."""
        return self._autosaver.path if self._autosaver is not None else self._save_path

    @save_path.setter
    def save_path(self, path: Path) -> None:
        if self._autosaver is not None:
            self._autosaver.path = path
        else:
            self._save_path = path

    def _known_levels(self) -> list[str]:
        """Give every AI seat a level this version has (a save may name one it lacks:
        :func:`rules.ai.bots.nearest_level`); returns one line per seat changed, for the table."""
        from rules.ai.bots import nearest_level

        notices = []
        for i, seat in enumerate(self.record.seats):
            level = nearest_level(seat.level)
            if not seat.is_human and level != seat.level:
                notices.append(
                    f"{seat.name} played at the level {seat.level!r}, which this version does not have;"
                    f" it plays at {level!r}."
                )
                self.record.seats[i] = Seat(seat.name, seat.kind, level)
        return notices

    # --- construction --------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game: str,
        seats: Sequence[Seat],
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        autosave: bool = True,
    ) -> Session:
        """Start a new game.

        Args:
            game: registry name.
            seats: one :class:`Seat` per player.
            options: option values (texts allowed); defaults fill the rest.
            seed: the deal seed; :func:`fresh_seed` when None.

        Raises:
            ConfigError: unknown game, player count or option.
        """
        if seed is None:
            seed = fresh_seed()
        state = new_game(game, len(seats), options, seed)
        record = GameRecord(game, dict(state.options), list(seats), seed, [], app_version())
        return cls(record, state, autosave=autosave)

    @classmethod
    def lesson(cls, game: str, seats: Sequence[Seat], options: Mapping[str, Any] | None = None) -> Session:
        """A lesson's game (Learn to play): the game's lesson seed and fixed first deal for
        this many seats (:class:`~rules.games.info.LessonPlan`), never saved nor counted in
        the statistics. Options that change the deck (so that the fixed deal does not fit)
        get the seed's own deal instead.

        Raises:
            ConfigError: unknown game, player count or option; ValueError: a game without a
                lesson.
        """
        plan = get_game(game).lesson
        if plan is None:
            raise ValueError(f"{game} has no lesson")
        session = cls.new(game, seats, options, seed=plan.seeds.get(len(seats), 1), autosave=False)
        session.first_deal = plan.deals.get(len(seats)) or None
        session.plan = plan
        return session

    @classmethod
    def resume(cls, path: Path) -> Session:
        """Load the save at ``path`` and replay it to the exact same turn.

        Raises:
            saves.SaveError: the file is not a usable save (the message says why).
        """
        from saves import SaveError, read_record

        record = read_record(path)
        try:
            state, events, ends = _replayed(record, record.actions)
        except Exception as exc:  # any failure of the rules on a save: it can't be played
            raise SaveError(f"This save could not be replayed ({exc}).") from None
        session = cls(record, state, save_path=Path(path))
        session.events, session.event_ends = events, ends
        session.past_events = events[-RECENT_EVENTS:]
        return session

    @classmethod
    def watching(cls, record: GameRecord) -> Session:
        """A session at the start of ``record``'s game that never saves nor counts in the
        statistics (a replay steps it with :meth:`apply` and :meth:`rewind`; the moves made
        for claims are known from the start); ``record`` is not changed."""
        blank = GameRecord(
            record.game,
            dict(record.options),
            list(record.seats),
            record.seed,
            [],
            record.app_version,
            list(record.claimed),  # (the review of a watched game leaves them out too)
        )
        state = new_game(record.game, len(record.seats), record.options, record.seed)
        return cls(blank, state, autosave=False)

    def rewind(self, actions: Sequence[str], at: int, keep: int) -> list[list[Event]]:
        """Make the game the position after the first ``at`` of ``actions`` (replayed from
        the start) and return the events of the last ``keep`` of them, one list per action.

        Raises:
            IllegalAction: an action the rules refuse (a record that does not replay).
        """
        state, events, ends = _replayed(self.record, actions[:at])
        self.state, self.events, self.event_ends = state, events, ends
        self.record.actions[:] = list(actions[:at])
        starts = [0, *ends]
        return [events[starts[i] : ends[i]] for i in range(max(0, len(ends) - keep), len(ends))]

    # --- play ---------------------------------------------------------------------------
    @property
    def title(self) -> str:
        """The game's display title."""
        return get_game(self.record.game).title

    @property
    def seats(self) -> list[Seat]:
        """The seats in seat order."""
        return self.record.seats

    def human_seats(self) -> list[int]:
        """Indices of the human seats."""
        return [i for i, seat in enumerate(self.record.seats) if seat.is_human]

    def human_to_act_other_than(self, seat: int) -> bool:
        """True when a human seat other than ``seat`` is to act (not chance, not the end)."""
        nxt = self.current_player
        return 0 <= nxt < len(self.seats) and nxt != seat and self.seats[nxt].is_human

    @property
    def current_player(self) -> int:
        """The seat to act, or ``CHANCE`` / ``TERMINAL`` (see :mod:`rules.core.state`)."""
        return self.state.current_player

    @property
    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.state.is_terminal

    @property
    def turn(self) -> int:
        """How many actions have been applied (chance actions included)."""
        return len(self.state.history)

    def view(self, seat: int) -> Any:
        """What ``seat`` may know now (the rules' view)."""
        return self.state.view(seat)

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act (empty at chance or game over)."""
        return self.state.legal_actions()

    def claim(self, seat: int) -> bool:
        """True when ``seat`` may claim the rest of the hand: it leads and its cards win every
        remaining trick whatever the others hold (:meth:`rules.core.state.GameState.claim`)."""
        return self.state.claim(seat)

    def claim_move(self) -> str:
        """The move of the seat to act while a claim is played out
        (:meth:`rules.core.state.GameState.claim_move`)."""
        return str(self.state.claim_move())

    def why_illegal(self, action: str) -> str | None:
        """The rule ``action`` breaks now, in the rules' words without their source
        (:data:`CITATION`), or ``None`` if it is legal."""
        try:
            self.state.check_legal(Action.parse(action))
        except IllegalAction as exc:
            return CITATION.sub("", str(exc))
        return None

    def apply(self, action: Action | str) -> list[Event]:
        """Apply one action, append it to the record and autosave: a human seat's move is
        on disk before this returns (so before the table shows it), the others' are written
        in the background. Saving and counting the statistics never raise: their failures
        are kept in :attr:`autosave_error` and :attr:`stats_note`.

        Raises:
            IllegalAction: if the rules reject it (the table offers only legal actions).
        """
        actor = self.state.current_player
        events = self.state.apply(action)
        self.record.append(self.state.history[-1])
        self.events += events
        self.event_ends.append(len(self.events))
        self.autosave(now=0 <= actor < len(self.record.seats) and self.record.seats[actor].is_human)
        if self.state.is_terminal and self.keeps_stats:
            self.count_in_stats()
        return events

    def count_in_stats(self) -> None:
        """Count the finished game in the statistics (:func:`game.counting.count_game`); a
        failure is kept in :attr:`stats_note` in words, never raised."""
        self.stats_note = count_game(self.record, self.state, self.save_path)

    def last_decision(self) -> tuple[int, GameState] | None:
        """``(index, state)``: where in the record the only human seat last decided with a
        choice (an only legal move is no decision: the table's auto-play would make it again
        at once) and the state it decided in; ``None`` when there is no such decision, or not
        exactly one human seat (pass-and-play)."""
        humans = self.human_seats()
        if len(humans) != 1:
            return None
        state = new_game(self.record.game, self.record.players, self.record.options, self.record.seed)
        found = None
        for i, text in enumerate(self.record.actions):
            if state.current_player == humans[0] and len(state.legal_actions()) > 1:
                found = (i, state.clone())  # one replay: keep the position, not its index
            state.apply(text)
        return found

    def undo(self) -> bool:
        """Take back :meth:`last_decision` (True; False when there is none): the record loses
        it and every action after it (the save holds only what stands), and the state is the
        one that seat decided in."""
        found = self.last_decision()
        if found is None:
            return False
        last, kept = found
        self.record.actions[last:] = []
        self.record.claimed[:] = [i for i in self.record.claimed if i < last]  # (the same list object)
        self.state = kept
        del self.events[self.event_ends[last - 1] if last else 0 :]
        del self.event_ends[last:]
        self.autosave(now=True)  # (the human's decision, as a move is)
        return True

    def advance_chance(self) -> list[Event]:
        """Apply the chance action that is due (a deal), if any; returns its events. A
        lesson's first deal is its fixed one (:attr:`first_deal`) when the rules take it."""
        if self.state.current_player != CHANCE:
            return []
        if self.first_deal is not None and not self.state.history:
            try:
                self.state.clone().apply(self.first_deal)
                return self.apply(self.first_deal)
            except (IllegalAction, ValueError):
                pass  # the options changed the deck: the seed deals
        return self.apply(self.state.chance_action())

    def summary(self) -> dict:
        """The save summary (:func:`saves.summary.record_summary`) with the status the
        presenter words; a status it fails to word is left empty: it must not cost the save."""
        try:
            status = self._status(self.state.view(0), status_names(self.seats, self.current_player))
        except Exception as exc:
            log.warning("the save's status could not be worded: %s", exc)
            status = ""
        return record_summary(self.record, self.state, status)

    def autosave(self, now: bool = False) -> None:
        """Save the current record: ``now`` in this thread, else queued for the background
        (no-op when autosave is off). A failure is kept in :attr:`autosave_error`, never
        raised."""
        if self._autosaver is None:
            return
        summary = self.summary()
        if now:
            self._autosaver.write_now(self.record, summary)
        else:
            self._autosaver.submit(self.record, summary)

    @property
    def autosave_error(self) -> str | None:
        """The last autosave failure, for the table to show, or None."""
        return self._autosaver.error if self._autosaver else None

    def close(self) -> None:
        """Finish pending autosaves (call when leaving the table)."""
        if self._autosaver is not None:
            self._autosaver.flush()
