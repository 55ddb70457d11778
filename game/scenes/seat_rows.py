"""The seat rows of the New game screen: per seat its position, its name, Human or AI, and
how strongly the computer plays it (Easy, Normal, Hard).

A row is ``Left  [West      ] [AI] [Normal]``; a human seat's row has no level and its Human
button takes the level's room too. The levels are the search's (:data:`rules.ai.bots.LEVELS`);
the ones chosen are remembered in the ``last_levels`` setting (one per seat position) and
kept in the save's seats (:attr:`rules.core.record.Seat.level`). A name entry takes at most
:data:`~game.scenes.choices.NAME_LIMIT` characters, and a dim line under the rows says so
while one is full (:data:`LIMIT_NOTE`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import assets
from game.presenters.phrases import seat_names
from game.scenes.choices import NAME_LIMIT, default_names, remember_seats, remembered_seats
from game.table.centre import POSITIONS as TABLE_POSITIONS
from game.table.protocol import YOU
from game.ui.text import drawable
from rules.ai.bots import DEFAULT_LEVEL, LEVELS
from rules.core.record import Seat
from rules.core.text import clean_text

if TYPE_CHECKING:
    from game.ui.menu import MenuScene

POSITIONS = {n: tuple(place.capitalize() for place in places) for n, places in TABLE_POSITIONS.items()}
"""The places at the table as the rows name them, clockwise from the bottom (the table's own,
:data:`game.table.centre.POSITIONS`; :meth:`SeatRows.places_shown`)."""
LEVEL_WORDS = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
"""The word on an AI seat's level button, per level of :data:`rules.ai.bots.LEVELS`."""
LEVEL_TIP = (
    "Click for the next level. Easy: makes mistakes a beginner can use. Normal: a sound, quick"
    " game. Hard: strong, guessing the hidden cards from the play; up to a second a move."
)
KIND_TIP = (
    "Click to switch between a human player and the computer. With two or more humans, pass"
    " the computer round: each hand stays hidden until its player is ready."
)
LIMIT_NOTE = f"Names are at most {NAME_LIMIT} characters"
"""The dim line under the rows while a name is as long as a name may be (its entry takes no
more: :meth:`SeatRows.show_limit`)."""
UNDRAWN_NOTE = "Characters the app can't draw are left out"
"""The dim line under the rows while a name holds such characters (a tester's emoji showed
as empty boxes at the table): they are left out when the game starts."""
PASS_AND_PLAY_NOTES = ("Two or more Human seats: pass and play", "2+ Human seats: pass and play")
"""The dim line under the rows otherwise, the first that fits (helper-75 found nothing on the
screen that said how to play with friends on one computer: the AI buttons did not look like a
switch; helper-78 read the shorter "Two Human seats" as two only, with four players)."""
PLACES = ("names", "kinds", "levels")
"""What the New game screen keeps per place at the table (Bottom, Left, Top, Right) while
the game or the player count changes: :attr:`SeatRows.places`."""


def remembered_levels(remembered: object, players: int, default: str = DEFAULT_LEVEL) -> list[str]:
    """The level per seat in ``remembered`` (the ``last_levels`` setting, or the places the
    New game screen keeps, by position: :func:`~game.scenes.choices.remembered_seats`);
    ``default`` for a seat without one or with a level this version does not offer (a
    hand-edited file, or one from a version with other levels)."""
    return [level if level in LEVELS else default for level in remembered_seats(remembered, players)]


def next_level(level: str) -> str:
    """The level after ``level`` in :data:`rules.ai.bots.LEVELS`, round to the first."""
    return LEVELS[(LEVELS.index(level) + 1) % len(LEVELS)] if level in LEVELS else DEFAULT_LEVEL


class SeatRows:
    """The seats being set up on the New game screen and their widgets.

    Args:
        scene: the New game screen (its manager, scale and button helper).
        players: the seat count.
        before: the rows shown before a change of game or player count, or ``None``. Their
            names, Human/AI choices and levels are kept by position at the table, with what
            they kept of places they had no seat at (a name typed for the Top seat of a
            4-player game is back after a 3-player one;
            :func:`~game.scenes.choices.remember_seats`).
            A place never set up has the remembered name, kind and level (the ``last_names``,
            ``last_kinds`` and ``last_levels`` settings), else the default name, an AI player
            (the first seat human) and the level last shown (a seat added beside two Hard
            ones is Hard too).

    Attributes:
        kinds: ``"human"`` or ``"ai"`` per seat (seat 0 human, the others AI at first).
        names: the name per seat (:func:`~game.scenes.choices.default_names`).
        levels: the AI level per seat (a human seat keeps one, for when it is switched back).
        places: per entry of :data:`PLACES`, its values by place at the table as these rows
            began (read with :func:`~game.scenes.choices.remembered_seats`).
        toggles, entries, level_buttons: the Human/AI button, the name entry and the level
            button per seat (empty until :meth:`build`).
        place_labels: the label per seat saying where it will sit (:meth:`places_shown`).
        limit_note: the :data:`LIMIT_NOTE` line under the rows (``None`` until :meth:`build`).
    """

    def __init__(self, scene: MenuScene, players: int, before: SeatRows | None = None) -> None:
        self.scene = scene
        settings = scene.app.settings
        if before is None:  # (the settings as read: remembered_seats checks them)
            self.places = {
                "names": settings.get("last_names"),
                "kinds": settings.get("last_kinds"),
                "levels": settings.get("last_levels"),
            }
        else:  # what the rows before showed, over what they kept of the seats they had not
            self.places = {key: remember_seats(getattr(before, key), before.places[key]) for key in PLACES}
        kinds = remembered_seats(self.places["kinds"], players)
        self.kinds = [
            kind if kind in ("human", "ai") else ("ai" if i else "human") for i, kind in enumerate(kinds)
        ]
        self.names = default_names(players, self.places["names"])
        shown = before.levels[-1] if before is not None else DEFAULT_LEVEL
        self.levels = remembered_levels(self.places["levels"], players, shown)
        self.toggles: list[pygame_gui.elements.UIButton] = []
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.level_buttons: list[pygame_gui.elements.UIButton] = []
        self.place_labels: list = []
        self.limit_note = None
        self._kind_w = self._both_w = 0  # the AI button's width; the Human one's (AI + level)
        self._name_left_by: int | None = None  # a seat made AI with a typed name, no one playing
        self._name_defaults()

    @property
    def players(self) -> int:
        """The seat count."""
        return len(self.kinds)

    def place_numbers(self) -> list[int]:
        """Where each seat will sit at the table, as a number of places clockwise from the
        bottom: from the lone human's seat, as the table turns to put that player at the
        bottom (with no human, or several taking turns, from seat 0's)."""
        humans = [seat for seat, kind in enumerate(self.kinds) if kind == "human"]
        bottom = humans[0] if len(humans) == 1 else 0
        return [(seat - bottom) % self.players for seat in range(self.players)]

    def places_shown(self) -> tuple[str, ...]:
        """Where each seat will sit at the table, in words (:data:`POSITIONS`;
        :meth:`place_numbers`)."""
        n = self.players
        positions = POSITIONS.get(n, tuple(f"Seat {i + 1}" for i in range(n)))
        return tuple(positions[place] for place in self.place_numbers())

    def note_height(self) -> int:
        """The height in pixels of the :data:`LIMIT_NOTE` line under the rows."""
        return assets.font(self.scene.px("small")).get_linesize() + 2

    def build(self, x: int, y: int, width: int, height: int, gap: int) -> int:
        """One row per seat from (``x``, ``y``), ``width`` wide, rows ``height`` tall and
        ``gap`` apart, and under them the :data:`LIMIT_NOTE` line (:meth:`note_height` tall,
        below the names; hidden until a name is full); returns the y below the note."""
        scene, u = self.scene, self.scene.unit
        positions = self.places_shown()
        small, bold = assets.font(scene.px("small")), assets.font(scene.px("body"), True)
        pos_w = max(small.size(p)[0] for p in positions) + round(8 * u)
        self._kind_w = max(round(44 * u), bold.size("AI")[0] + round(20 * u))
        level_w = max(round(84 * u), max(bold.size(w)[0] for w in LEVEL_WORDS.values()) + round(22 * u))
        self._both_w = self._kind_w + gap + level_w
        entry_w = width - pos_w - self._both_w - 2 * gap
        self.toggles, self.entries, self.level_buttons, self.place_labels = [], [], [], []
        for seat in range(self.players):
            self.place_labels.append(scene.label(pygame.Rect(x, y, pos_w, height), positions[seat], "small"))
            self.entries.append(
                scene.entry(pygame.Rect(x + pos_w + gap, y, entry_w, height), self.names[seat], NAME_LIMIT)
            )
            self.toggles.append(
                scene.button(
                    pygame.Rect(x + width - self._both_w, y, self._both_w, height),
                    "",
                    (lambda s=seat: self.toggle(s)),
                    kind="choice",
                    tooltip=KIND_TIP,
                )
            )
            self.level_buttons.append(
                scene.button(
                    pygame.Rect(x + width - level_w, y, level_w, height),
                    "",
                    (lambda s=seat: self.cycle_level(s)),
                    kind="choice",
                    tooltip=LEVEL_TIP,
                )
            )
            self._show(seat)
            y += height + gap
        note = pygame.Rect(x + pos_w + gap, y - gap + round(2 * u), width - pos_w - gap, self.note_height())
        self.limit_note = scene.label(note, LIMIT_NOTE, "small")
        self.limit_note.hide()
        self.show_limit()
        return note.bottom

    def show_limit(self) -> None:
        """Show the :data:`UNDRAWN_NOTE` line while a name entry holds characters the app
        can't draw, else the :data:`LIMIT_NOTE` line while one holds :data:`NAME_LIMIT`
        characters (it takes no more, and a paste is cut there: the player is told why), and
        hide it otherwise."""
        if self.limit_note is None:
            return
        texts = [entry.get_text() for entry in self.entries]
        undrawn = any(drawable(text) != text for text in texts)
        full = any(len(t) >= NAME_LIMIT for t in texts)
        note = UNDRAWN_NOTE if undrawn else LIMIT_NOTE if full else self._pass_and_play_note()
        if note and note != self.limit_note.text:
            self.limit_note.set_text(note)
        if note and not self.limit_note.visible:
            self.limit_note.show()
        elif not note and self.limit_note.visible:
            self.limit_note.hide()

    def _pass_and_play_note(self) -> str:
        """The longest of :data:`PASS_AND_PLAY_NOTES` the note's line holds whole."""
        font, room = assets.font(self.scene.px("small")), self.limit_note.rect.width - 8
        return next((n for n in PASS_AND_PLAY_NOTES if font.size(n)[0] <= room), PASS_AND_PLAY_NOTES[-1])

    def _show(self, seat: int) -> None:
        """Show ``seat``'s kind and level: a human seat's button takes the level's room."""
        toggle, level = self.toggles[seat], self.level_buttons[seat]
        human = self.kinds[seat] == "human"
        width = self._both_w if human else self._kind_w
        if toggle.rect.width != width:
            toggle.set_dimensions((width, toggle.rect.height))
            toggle.rebuild()  # now, not after pygame-gui's delay for a resized element
        toggle.set_text("Human" if human else "AI")
        if human:
            toggle.select()
            level.hide()
        else:
            toggle.unselect()
            level.set_text(LEVEL_WORDS[self.levels[seat]])
            level.show()

    def toggle(self, seat: int) -> None:
        """Switch ``seat`` between Human and AI; the places shown and the default names follow
        (:meth:`places_shown`, :meth:`_name_defaults`)."""
        self.keep_input()
        self.kinds[seat] = "ai" if self.kinds[seat] == "human" else "human"
        if self.toggles:
            self._show(seat)
        for label, place in zip(self.place_labels, self.places_shown()):
            label.set_text(place)
        self._name_follows_the_player(seat)
        self._name_defaults()

    def _typed(self, seat: int) -> bool:
        """Whether ``seat``'s name is one the player typed (not a default one)."""
        return self.names[seat].strip() not in {YOU, *seat_names(self.players)}

    def _name_follows_the_player(self, seat: int) -> None:
        """After ``seat`` was toggled: a lone player who moves seats takes the name typed for
        them along (helper-35 moved "Zed" from Bottom to Left and found the computer called
        Zed and themself "You"). A move is Left made human and then Bottom made AI, or the
        other way round; the name moves only to a seat with a default name, never over one
        typed."""
        humans = [s for s, kind in enumerate(self.kinds) if kind == "human"]
        if self.kinds[seat] == "ai" and not humans and self._typed(seat):
            self._name_left_by = seat  # (no one plays yet: the next seat made human takes it)
            return
        left_by = seat if self.kinds[seat] == "ai" else self._name_left_by
        self._name_left_by = None
        if len(humans) != 1 or left_by is None or self.kinds[left_by] != "ai":
            return
        (player,) = humans
        if self._typed(left_by) and not self._typed(player):
            self.names[player], self.names[left_by] = self.names[left_by], YOU  # (defaults follow)
            for s in (player, left_by) if self.entries else ():
                self.entries[s].set_text(self.names[s])

    def _name_defaults(self) -> None:
        """Give each seat that has a default name the one for where it sits and who plays
        it: "You" for the only human seat (it sits at the bottom), else the compass name of
        its place (Bottom South, Left West, Top North, Right East: :meth:`place_numbers`); at
        a shared table "You" would name nobody in particular. A typed name stays."""
        compass = seat_names(self.players)
        defaults = {YOU, *compass}
        lone = self.kinds.count("human") == 1
        for seat, place in enumerate(self.place_numbers()):
            wanted = YOU if lone and self.kinds[seat] == "human" else compass[place]
            if self.names[seat].strip() in defaults and self.names[seat] != wanted:
                self.names[seat] = wanted
                if self.entries:
                    self.entries[seat].set_text(wanted)

    def cycle_level(self, seat: int) -> None:
        """Give the AI at ``seat`` the next level (Easy, Normal, Hard, Easy...)."""
        self.levels[seat] = next_level(self.levels[seat])
        if self.level_buttons:
            self._show(seat)

    def keep_input(self) -> None:
        """Copy the typed names out of the entries."""
        for i, entry in enumerate(self.entries):
            if i < len(self.names):
                self.names[i] = entry.get_text()

    def seats(self) -> list[Seat]:
        """The :class:`rules.core.record.Seat` per seat from what is on screen, each name
        cleaned (:func:`rules.core.text.clean_text`) of what the app can't draw
        (:func:`~game.ui.text.drawable`); one with nothing left becomes the default name."""
        self.keep_input()
        fallback = default_names(self.players, [])
        names = [clean_text(drawable(name), NAME_LIMIT) or fallback[i] for i, name in enumerate(self.names)]
        return [Seat(names[i], self.kinds[i], self.levels[i]) for i in range(self.players)]
