"""The New game screen: the game, the players, every option of its variant, and Start.

Left: the five games (those not playable yet are marked "coming soon" and can't be chosen;
one whose variant file is damaged is marked so, and choosing it says what is wrong),
the game's one-line summary, the player count when the game allows several, and one row per
seat (:mod:`game.scenes.seat_rows`: position, editable name, Human/AI, the AI's level).
Right: every option of the game's YAML variant (``rules/games/<game>/variants.yaml``) with its
label and its help text, in two columns that scroll when the window is too short. Start
builds the seats, starts a :class:`~game.session.Session` and opens the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import assets
from game.scenes.choices import COMING, playable, remember_game, remember_seats, unavailable
from game.scenes.option_list import OptionList
from game.scenes.seat_rows import SeatRows
from game.ui.menu import MenuScene
from game.ui.text import listed
from rules.core.variants import Variant
from rules.games import GAMES

if TYPE_CHECKING:
    from game.app import App


class NewGameScene(OptionList, MenuScene):
    """Choose and start a game.

    Args:
        app: the app.
        game: the registry name of the game to open on (the one on the table, from its menu
            or its game-over panel), or ``None`` for the game started last (else the first
            playable one); one that can't be chosen is passed over alike.
        players: the player count to open on with ``game`` (the table's), or ``None`` for the
            count last started with it (else its default); one it does not offer alike.

    Attributes:
        game: the chosen registry name.
        players: the chosen player count.
        options: the option values (key -> bool/int), the variant's defaults at first.
        rows: the seats being set up (kind, name and AI level per seat, and their widgets).
        buttons: ``"back"``, ``"rules"``, ``"learn"`` (Learn to play: the chosen game's lesson
            with these options) and ``"start"``.
        game_buttons: the button of each game in :data:`rules.games.GAMES` (disabled when
            the game is coming).
        player_buttons: player count -> button (empty when the game has one count).
        option_widgets, option_labels: the option list's (:class:`OptionList`).
    """

    def __init__(self, app: App, game: str | None = None, players: int | None = None) -> None:
        super().__init__(app)
        last = app.settings.get("last_game")
        wanted = [name for name in (game, last) if name in GAMES and playable(name)]
        self.game = wanted[0] if wanted else next(n for n in GAMES if playable(n))
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.player_buttons: dict[int, pygame_gui.elements.UIButton] = {}
        self.rows: SeatRows | None = None
        self.option_widgets: dict[str, Any] = {}
        self.option_labels: dict[str, Any] = {}
        self.choose_game(self.game, players if self.game == game else None)

    @property
    def variant(self) -> Variant:
        """The chosen game's variant."""
        return GAMES[self.game].variant()

    @property
    def seat_toggles(self) -> list[pygame_gui.elements.UIButton]:
        """The Human/AI button per seat."""
        return self.rows.toggles

    @property
    def seat_entries(self) -> list[pygame_gui.elements.UITextEntryLine]:
        """The name entry per seat."""
        return self.rows.entries

    @property
    def seat_levels(self) -> list[pygame_gui.elements.UIButton]:
        """The AI level button per seat (hidden for a human seat)."""
        return self.rows.level_buttons

    # --- choices ----------------------------------------------------------------------------
    def choose_game(self, name: str, players: int | None = None) -> None:
        """Make ``name`` the chosen game: its player count (``players`` when the game offers
        it) and options as last started (else the defaults) and its seats.

        Raises:
            ConfigError: if the game is not playable yet.
        """
        variant = GAMES[name].variant()
        self.game = name
        self.options = variant.defaults()
        remembered = self.app.settings.get("last_options", {})
        remembered = remembered.get(name, {}) if isinstance(remembered, dict) else {}
        for key, value in remembered.items() if isinstance(remembered, dict) else ():
            try:
                self.options[key] = variant.option(key).coerce(value, "settings", strict=True)
            except ValueError:  # ConfigError
                pass  # an option this version no longer has, or a bad value: keep the default
        if players not in variant.players:
            players = self.app.settings.get("last_players", {}).get(name)
        self.set_players(players if players in variant.players else variant.default_players)

    def set_players(self, players: int) -> None:
        """Use ``players`` seats (see :class:`~game.scenes.seat_rows.SeatRows`; the names,
        kinds and levels on screen are kept)."""
        self.players = players
        self.rows = SeatRows(self, players, self.rows)

    def set_option(self, key: str, value: Any) -> None:
        """Set option ``key`` to ``value`` (checked against the variant)."""
        spec = self.variant.option(key)
        self.options[key] = spec.coerce(value, "menu")
        self._show_option(spec)

    def keep_input(self) -> None:
        """Copy the typed names out of the entries."""
        self.rows.keep_input()

    def seats(self) -> list:
        """The :class:`rules.core.record.Seat` per seat from what is on screen (see
        :meth:`~game.scenes.seat_rows.SeatRows.seats`)."""
        return self.rows.seats()

    # --- actions ------------------------------------------------------------------------------
    def start(self) -> None:
        """Start the game with these seats and options and open the table."""
        from game.session import Session
        from rules.core.variants import ConfigError

        seats = self.seats()
        # (letter case aside: "Zed" and "zed" are one name at the table)
        names, places = [seat.name.casefold() for seat in seats], self.rows.places_shown()
        shared = [  # each name given twice or more, with its seats (helper-79 found only the first told)
            (seat.name, [places[j] for j, other in enumerate(names) if other == names[i]])
            for i, seat in enumerate(seats)
            if names.count(names[i]) > 1 and names.index(names[i]) == i
        ]
        if shared:
            said = " ".join(  # (helper-78: four seats were "both" called one name, the title cut)
                f"{listed(where)} are {'both' if len(where) == 2 else 'all'} called {name}."
                for name, where in shared
            )
            text = f"{said} Give each seat its own name, so everyone knows whose turn it is."
            self.app.later(lambda: self.app.open("message", "Seats share a name", text))
            return
        try:
            session = Session.new(self.game, seats, dict(self.options))
        except ConfigError as exc:
            reason = str(exc)  # ``exc`` is unbound once the except block ends
            self.app.later(lambda: self.app.open("message", "This game can't start", reason))
            return
        self.app.later(lambda: self.app.show("table", session))
        self.remember(seats, dict(session.record.options))  # (a failure is said over the table)

    def remember(self, seats: list, options: dict) -> None:
        """Keep the ``seats``' names in the ``last_names`` setting, their levels in
        ``last_levels`` and who plays them (Human or AI) in ``last_kinds``, ``options`` under
        this game in ``last_options`` (game -> option values), the game in ``last_game`` and
        its player count in ``last_players``, so the next New game starts from them (a failed
        write is said once and only loses them). The names, kinds and levels are kept by
        position at the table (:func:`remember_seats`): a
        3-player game keeps the Top seat's of the last 4-player one, and a name typed for the
        Right seat comes back on the Right with either count."""
        names = [seat.name for seat in seats]
        settings = self.app.settings
        settings["last_names"] = remember_seats(names, settings.get("last_names"))
        settings["last_levels"] = remember_seats([seat.level for seat in seats], settings.get("last_levels"))
        settings["last_kinds"] = remember_seats([seat.kind for seat in seats], settings.get("last_kinds"))
        remember_game(self.app.settings, self.game, len(names), options)
        self.app.write_settings()

    def learn(self) -> None:
        """Start the lesson of the chosen game with the player count and options chosen here."""
        from game.scenes.learn import start_lesson

        self.app.later(lambda: start_lesson(self.app, self.game, self.players, dict(self.options)))

    def show_rules(self) -> None:
        """Open the chosen game's rules, with the options chosen here."""
        self.app.later(lambda: self.app.open("rules", self.game, dict(self.options)))

    # --- layout ---------------------------------------------------------------------------------
    def build(self) -> None:
        """Games and seats on the left, options on the right, Back and Start at the bottom."""
        w, h = self.size
        u = self.unit
        margin = round(40 * u)
        self.label(
            pygame.Rect(margin, round(18 * u), w // 2, round(self.px("heading") * 1.5)), "New game", "heading"
        )
        left_w = min(round(430 * u), w * 40 // 100)  # (room for a 16-letter name, kind and level)
        bar_y = h - round(62 * u)
        self.build_games(pygame.Rect(margin, round(76 * u), left_w, bar_y - round(8 * u) - round(76 * u)))
        opts = pygame.Rect(margin + left_w + round(32 * u), round(76 * u), 0, 0)
        opts.width = w - margin - opts.x
        opts.height = bar_y - round(16 * u) - opts.y  # (a clear gap: a scrolled list ends above the buttons)
        self.build_options(opts)
        bh = round(46 * u)
        self.button(pygame.Rect(margin, bar_y, round(170 * u), bh), "Back", self.back, name="back")
        rules = (margin + round(184 * u), bar_y, round(170 * u), bh)
        self.button(pygame.Rect(rules), "Rules", self.show_rules, name="rules")
        if GAMES[self.game].lesson is not None:
            learn = (margin + round(368 * u), bar_y, round(200 * u), bh)
            self.button(pygame.Rect(learn), "Learn to play", self.learn, name="learn")
        start_w = round(280 * u)
        self.button(
            pygame.Rect(w - margin - start_w, bar_y, start_w, bh),
            f"Start {GAMES[self.game].title}",
            self.start,
            kind="primary",
            name="start",
        )

    def build_games(self, area: pygame.Rect) -> None:
        """The game list, the summary, the player count and the seat rows, down ``area`` (the
        rows a little lower when a long summary leaves too little room for them)."""
        u = self.unit
        x, y, width = area.x, area.y, area.width
        section = round(self.px("body") * 1.5)
        self.label(pygame.Rect(x, y, width, section), "Game", "accent")
        y += section + round(2 * u)
        bh, gap = round(38 * u), round(6 * u)
        self.game_buttons = {}
        for name, info in GAMES.items():
            why = unavailable(name)
            text = (
                info.title
                if why is None
                else f"{info.title}  \u00b7  {COMING if why == COMING else 'damaged'}"
            )
            widget = self.button(
                pygame.Rect(x, y, width, bh),
                text,
                (lambda n=name: self.app.later(lambda: self._switch_game(n))),
                kind="choice",
            )
            if why == COMING:
                widget.disable()
            elif name == self.game:
                widget.select()
            self.game_buttons[name] = widget
            y += bh + gap
        # (as tall as the longest game's words: the Seats below jumped as games were switched)
        summaries = [GAMES[n].variant().summary for n in GAMES if unavailable(n) is None]
        tallest = max(self.paragraph_height(width, text) for text in summaries)
        top = y + round(2 * u)
        y = max(self.paragraph(x, top, width, self.variant.summary, "small"), top + tallest) + round(10 * u)
        variant = self.variant
        self.player_buttons = {}
        if len(variant.players) > 1:
            # The player count sits on the Seats line: "Seats    Players [3] [4]".
            self.label(pygame.Rect(x, y, width // 3, bh), "Seats", "accent")
            seg = round(48 * u)
            segs_x = x + width - len(variant.players) * (seg + gap) + gap
            players_w = assets.font(self.px("body")).size("Players")[0] + round(12 * u)
            self.label(pygame.Rect(segs_x - players_w, y, players_w, bh), "Players", "body")
            for i, count in enumerate(variant.players):
                widget = self.button(
                    pygame.Rect(segs_x + i * (seg + gap), y, seg, bh),
                    str(count),
                    (lambda c=count: self.app.later(lambda: self._switch_players(c))),
                    kind="choice",
                )
                if count == self.players:
                    widget.select()
                self.player_buttons[count] = widget
            y += bh + round(6 * u)
        else:  # (as tall as the Players row: the seats below stay put as games are switched)
            self.label(pygame.Rect(x, y, width, bh), f"Seats  ({self.players} players)", "accent")
            y += bh + round(6 * u)
        room = area.bottom - self.rows.note_height() - y + gap  # (the name-limit line under them)
        row_h = max(round(bh * 0.7), min(bh, room // self.players - gap))
        self.rows.build(x, y, width, row_h, gap)

    def update(self, dt: float) -> None:
        """The widgets, with the name-limit line shown while a name is full
        (:meth:`~game.scenes.seat_rows.SeatRows.show_limit`)."""
        if self.rows is not None:
            self.rows.show_limit()
        super().update(dt)

    def _switch_game(self, name: str) -> None:
        why = unavailable(name)
        if why not in (None, COMING):
            self.app.open(
                "message",
                f"{GAMES[name].title} can't be offered",
                f"Its variant file is damaged: {why}.\n\nReinstalling Card Table puts it right.",
            )
            return
        self.keep_input()
        if why is None and name != self.game:
            self.choose_game(name)
        self.rebuild()

    def _switch_players(self, players: int) -> None:
        self.keep_input()
        if players != self.players:
            self.set_players(players)
        self.rebuild()
