"""The Statistics screen: per game, a table of each player's games played and won, best and
average score (:mod:`saves.stats`), one game at a time chosen by a row of tabs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import style
from game.ui.menu import MenuScene
from game.ui.text import draw_text
from rules.games import GAMES
from saves.stats import COMPUTER_MARK

if TYPE_CHECKING:
    from game.app import App

COLUMNS = ("Player", "Played", "Won", "Best", "Average")
"""The table's column headings; a game the lowest score wins has :data:`LOWEST` for its best."""
LOWEST = "Lowest"
"""The best score's heading where the lowest wins (each cell said "23 (lowest)", cut to
"23 (low…" at 1000x650: helper-78)."""
WIDTHS = (0.40, 0.13, 0.17, 0.13, 0.17)
"""Each column's share of the table's width; the numbers' columns stand right-aligned at their
right edges (left-aligned under headings of different lengths, their gaps looked uneven:
helper-84)."""
NOTE = (
    "A game counts once, when it ends. Computer players are listed as \u201c(computer)\u201d;"
    " games of computer players only are not counted."
)


NOTICE_TITLE = "About your statistics"
"""The heading of the message that tells what became of a damaged statistics file or entry."""


def table_rows(players: dict[str, dict[str, int]]) -> list[tuple[str, ...]]:
    """The table's rows for one game's ``{player: entry}`` (:mod:`saves.stats`), people
    before computer players, the most games played first: name, played, ``"won (rate%)"``,
    best (the lowest in a game the lowest score wins: its heading says so, :func:`headings`),
    average (one decimal)."""
    rows = []
    order = sorted(
        players.items(),
        key=lambda item: (item[0].endswith(COMPUTER_MARK), -item[1]["played"], item[0].lower()),
    )
    for name, entry in order:
        played, won = entry["played"], entry["won"]
        rows.append(
            (
                name,
                str(played),
                f"{won} ({round(100 * won / played)}%)",
                str(entry["best"]),
                f"{entry['total'] / played:.1f}",
            )
        )
    return rows


def headings(low_wins: bool) -> tuple[str, ...]:
    """The column headings: :data:`COLUMNS`, the best score headed :data:`LOWEST` where the
    lowest score wins."""
    return tuple(LOWEST if low_wins and h == "Best" else h for h in COLUMNS)


class StatisticsScene(MenuScene):
    """Statistics, read once when the screen opens (a bad file or entry is set aside and
    explained).

    Attributes:
        stats: the statistics object of :func:`saves.stats.load_stats`.
        game: the game whose table shows.
        tabs: the button of each game.
        area: where the table is drawn.
    """

    own_keys = frozenset({pygame.K_LEFT, pygame.K_RIGHT})  # (they change the game)

    def __init__(self, app: App, game: str | None = None) -> None:
        super().__init__(app)
        from saves.stats import load_stats

        notices: list[str] = []
        self.stats: dict[str, Any] = load_stats(notices)
        self.game = game if game in GAMES else self.first_game(app.settings.get("last_game"))
        self.tabs: dict[str, Any] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        if notices:
            app.later(lambda: app.open("message", NOTICE_TITLE, "\n\n".join(notices)))

    def first_game(self, last: object) -> str:
        """The game whose table shows first: ``last`` (the game last started on the New game
        screen, from the settings) if any of its games is counted, else the first game with a
        counted game, else the first game (it opened on Bid Whist after a game of another:
        helper-84)."""
        played = [name for name in GAMES if self.stats["games"].get(name)]
        if last in played:
            return str(last)
        return played[0] if played else next(iter(GAMES))

    @property
    def low_wins(self) -> bool:
        """The chosen game is won by the lowest score."""
        info = GAMES[self.game]
        return bool(info.state_class and info.state_class.low_score_wins)

    def rows(self) -> list[tuple[str, ...]]:
        """The rows of the chosen game's table."""
        return table_rows(self.stats["games"].get(self.game, {}))

    def build(self) -> None:
        """The heading, a tab per game, the table's area, the note and Back."""
        w, h = self.size
        u = self.unit
        x, width = self.page_heading("Statistics")
        titles = {name: info.title for name, info in GAMES.items()}
        self.tabs = self.tab_row(titles, self.game, round(70 * u), x, width, self.choose)
        bar_y = h - round(62 * u)
        note_h = self.paragraph_height(width, NOTE)
        top = round(126 * u)
        self.area = pygame.Rect(x, top, width, bar_y - round(14 * u) - note_h - round(10 * u) - top)
        self.paragraph(x, bar_y - round(14 * u) - note_h, width, NOTE)
        bw = round(170 * u)
        self.button(pygame.Rect(x, bar_y, bw, round(46 * u)), "Back", self.back, name="back")

    def choose(self, game: str) -> None:
        """Show ``game``'s table."""
        self.game = game
        self.app.later(self.rebuild)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The chosen game's table in a panel (as many rows as fit, the most played first)."""
        area = self.area
        self.draw_panel(surface, area)
        body = self.px("body")
        step = round(body * 1.6)
        pad = round(16 * self.unit)
        inner = area.inflate(-2 * pad, -2 * pad)
        edges = [inner.x + round(sum(WIDTHS[:j]) * inner.width) for j in range(len(COLUMNS) + 1)]
        # The player's name from its column's left, each number to its column's right.
        spots = [(edges[0], "topleft")] + [(edge, "topright") for edge in edges[2:]]
        y = inner.y
        for (x, anchor), heading in zip(spots, headings(self.low_wins), strict=True):
            draw_text(surface, heading, body, (x, y), style.ACCENT, bold=True, anchor=anchor)
        rows = self.rows()
        if not rows:
            title = GAMES[self.game].title
            none = f"No game of {title} finished yet."
            draw_text(surface, none, body, (edges[0], y + step), style.TEXT_DIM)
            return
        fits = max(1, (inner.bottom - y) // step - 1)
        for row in rows[:fits]:
            y += step
            for j, ((x, anchor), cell) in enumerate(zip(spots, row, strict=True)):
                width = round(WIDTHS[j] * inner.width) - pad
                draw_text(surface, cell, body, (x, y), style.TEXT, anchor=anchor, max_width=width)
        if len(rows) > fits:
            more = f"and {len(rows) - fits} more player{'s' if len(rows) - fits > 1 else ''}"
            draw_text(surface, more, self.px("small"), (edges[0], y + step), style.TEXT_DIM)

    def on_key(self, event: pygame.event.Event) -> None:
        """Left and right show the previous or next game; Escape goes back."""
        games = list(GAMES)
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}
        if event.key in moves:
            self.choose(games[(games.index(self.game) + moves[event.key]) % len(games)])
        else:
            super().on_key(event)
