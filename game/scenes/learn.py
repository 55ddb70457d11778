"""Learn to play: the list of lessons, and starting a lesson or the real game after it.

A lesson is one hand or round of a game on a fixed deal, the learner at the bottom seat
against computer players, a coach saying what each step is (:mod:`game.table.lesson`). From
the title the lesson plays the game's usual options (and the lesson's own, such as Can't
Win's beginner rules); from the New game screen, the options chosen there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from game.presenters.coach import CoachError, coach_for
from game.presenters.phrases import seat_names
from game.scenes.choices import playable, remember_game
from game.scenes.seat_rows import remembered_levels
from game.table.protocol import YOU
from game.ui.menu import MenuScene
from rules.core.record import Seat
from rules.games import GAMES

if TYPE_CHECKING:
    from game.app import App

LESSON_LEVEL = "baseline"
"""How the computer players of a lesson play: the plain heuristic players, who answer at once and
the same way every time, so each lesson shows what its deal was chosen for (the search levels
can be chosen for the real game after it)."""
LESSON_INTRO = (
    "Play one hand with the computer while a coach says what each step is and why each trick"
    " went the way it did. You make every move, any legal move is fine, and it takes a few"
    " minutes; leave whenever you like from the menu (Escape)."
)


def lessons() -> list[tuple[str, int]]:
    """``(game, players)`` of every lesson, in menu order (a game with two player counts has
    one for each)."""
    return [
        (name, players)
        for name, info in GAMES.items()
        if info.lesson is not None and playable(name)
        for players in sorted(info.lesson.deals)
    ]


def lesson_options(game: str, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options a lesson plays: ``options`` when given (the New game screen's), else the
    game's lesson options over its defaults."""
    if options is not None:
        return dict(options)
    return {**GAMES[game].variant().defaults(), **GAMES[game].lesson.options}


def start_lesson(app: App, game: str, players: int, options: Mapping[str, Any] | None = None) -> None:
    """Open the lesson of ``game`` for ``players`` (replacing the screens on the stack).

    Raises:
        ConfigError: a player count or option the game does not have.
    """
    from game.session import Session

    chosen = lesson_options(game, options)
    names = [YOU, *seat_names(players)[1:]]
    seats = [Seat(name, "human" if i == 0 else "ai", LESSON_LEVEL) for i, name in enumerate(names)]
    session = Session.lesson(game, seats, chosen)
    app.show(
        "lesson",
        session,
        restart=lambda: start_lesson(app, game, players, chosen),
        real_game=lambda: start_real_game(app, game, players, chosen),
    )


def start_real_game(app: App, game: str, players: int, options: Mapping[str, Any]) -> None:
    """Start a real game of ``game`` after its lesson: the same options and seats, the
    computer players at the levels the player last chose (Normal at first). The next New game
    opens on it and its options (a tester's opened on the game started from that screen
    before; another's with the lesson's beginner rules off)."""
    from game.session import Session

    names = [YOU, *seat_names(players)[1:]]
    levels = remembered_levels(app.settings.get("last_levels"), players)
    seats = [Seat(name, "human" if i == 0 else "ai", levels[i]) for i, name in enumerate(names)]
    app.show("table", Session.new(game, seats, dict(options)))
    remember_game(app.settings, game, players, options)
    app.write_settings()


def lesson_label(game: str, players: int) -> str:
    """The button of a lesson: ``"Bid Whist"``, ``"Can't Win, 4 players"``."""
    info = GAMES[game]
    return info.title if len(info.lesson.deals) == 1 else f"{info.title}, {players} players"


def lesson_about(game: str, players: int) -> str:
    """What the lesson of ``game`` for ``players`` shows, from its coach file: its
    ``[about.<players>]`` where the file has one (a game's second lesson says how it differs:
    a tester read the same words beside both), else ``[about]``; ``""`` if it has neither."""
    try:
        coach = coach_for(game)
        return coach.say(f"about.{players}" if f"about.{players}" in coach else "about")
    except (CoachError, OSError):
        return ""


class LearnScene(MenuScene):
    """Learn to play: one button per lesson with what it shows, and Back.

    Attributes:
        buttons: ``"back"``, and ``"<game>:<players>"`` per lesson.
    """

    def build(self) -> None:
        """The intro (where the lessons leave it room), a row per lesson as tall as its words
        (a tester saw three lines of large text run into the next row), and Back."""
        w, h = self.size
        u = self.unit
        x, width = self.page_heading("Learn to play")
        bar_y, rows = h - round(62 * u), lessons()
        bw = min(round(300 * u), width // 3)
        text_x, text_w, gap = x + bw + round(18 * u), width - bw - round(18 * u), round(10 * u)
        bh = round(44 * u)
        needs = [max(bh, self.paragraph_height(text_w, lesson_about(*row)) + round(2 * u)) for row in rows]
        y, room = round(76 * u), bar_y - round(10 * u)
        intro = self.paragraph_height(width, LESSON_INTRO, "body") + round(14 * u)
        if y + intro + sum(needs) + gap * len(rows) <= room or y + sum(needs) + gap * len(rows) > room:
            y = self.paragraph(x, y, width, LESSON_INTRO, "body") + round(14 * u)
        if y + sum(needs) + gap * len(rows) > room:  # (too little room even so: rows share it)
            needs = [max(round(34 * u), (room - y) // max(1, len(rows)) - gap)] * len(rows)
        for (game, players), need in zip(rows, needs):
            self.button(
                pygame.Rect(x, y, bw, min(bh, need)),
                lesson_label(game, players),
                lambda g=game, p=players: self.app.later(lambda: start_lesson(self.app, g, p)),
                name=f"{game}:{players}",
            )
            self.paragraph(text_x, y + round(2 * u), text_w, lesson_about(game, players), "small")
            y += need + gap
        self.button(pygame.Rect(x, bar_y, round(170 * u), round(46 * u)), "Back", self.back, name="back")
