"""The Load screen: every save, newest first, with Load, Watch (a finished game), Delete and
Back.

Readable saves show the game, when it was saved, the players, the score and where the game
stands. Files that can't be read are listed greyed with the reason; choosing one moves it
aside (:func:`saves.quarantine`) and says so. The screen draws only the rows in view
(:class:`~game.ui.row_window.RowWindow`), so a thousand saves open as fast as ten.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.scenes.opening import saved_when
from game.ui import style
from game.ui.gui import scale_height
from game.ui.menu import MenuScene
from game.ui.row_window import RowWindow
from game.ui.text import draw_text, plural, wrap_whole
from rules.core.text import file_name_text

if TYPE_CHECKING:
    from game.app import App
    from saves import SaveInfo

EMPTY_TEXT = "No saved games yet."
DOUBLE_CLICK_SECONDS = 0.5
BAD_ROW_HINT = "Choose it to move it aside (nothing is deleted)."
FOLDER_HINT = (
    "Nothing in it was changed. New games are still played: if they can't be saved there either,"
    " the table says so."
)


def describe(info: SaveInfo) -> str:
    """The second line of a save's row: the players with their scores and where the game
    stands, e.g. ``"You 3  ·  West 1  ·  North 3  ·  East 1  ·  Hand 3 - South to play"``
    (partners share one score: ``"You & North 3  ·  West & East 1  ·  ..."``; a pass-and-play
    game ends with ``"pass-and-play"``)."""
    seats = range(len(info.players))
    teams = [side for side in info.sides if len(side) > 1 and all(s in seats for s in side)]
    if teams and len(info.scores) == len(info.players):  # partners: one score per side
        parts = [" & ".join(info.players[s] for s in side) + f" {info.scores[side[0]]}" for side in teams]
    elif info.scores and len(info.scores) == len(info.players):
        parts = [f"{name} {score}" for name, score in zip(info.players, info.scores)]
    else:
        parts = [", ".join(info.players)]
        if info.scores:
            parts.append("Score " + " \u2013 ".join(str(score) for score in info.scores))
    parts.append(info.status or ("Finished" if info.finished else "In progress"))
    if info.humans >= 2:
        parts.append("pass-and-play")
    return "  \u00b7  ".join(parts)


class LoadScene(MenuScene):
    """Pick a saved game: click a row to choose it (again to load it, or to watch a finished
    game), or the arrow keys.

    Attributes:
        saves: the readable saves listed (newest first).
        bad: ``(path, reason)`` of each unreadable file listed (after the saves).
        folder_problem: why the saves folder itself can't be read (then nothing is listed
            and nothing is moved), or ``""``.
        selected: the path of the chosen readable save, or None.
        list: the :class:`RowWindow` of the rows (None when there are no saves).
        buttons: ``"load"``, ``"delete"`` (both disabled until a save is chosen), ``"watch"``
            (enabled for a finished game), ``"back"``.
    """

    own_keys = frozenset({pygame.K_UP, pygame.K_DOWN})  # (they choose a save in the list)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.bad: list[tuple[Path, str]] = []
        self.folder_problem = ""
        self.selected: Path | None = None
        self.list: RowWindow | None = None
        self._pointer = (-1, -1)
        self._clicked: tuple[Path | None, float] = (None, 0.0)
        self._backs: dict[str, pygame.Surface] = {}

    @property
    def rows(self) -> dict[Path, pygame.Rect]:
        """Path -> where the row of each file in view is (readable and unreadable)."""
        if self.list is None:
            return {}
        return {self.path_at(index): self.list.row_rect(index) for index in self.list.in_view()}

    def path_at(self, index: int) -> Path:
        """The file of list row ``index`` (the readable saves, then the unreadable files)."""
        if index < len(self.saves):
            return self.saves[index].path
        return self.bad[index - len(self.saves)][0]

    def index_of(self, path: Path) -> int:
        """The list index of the readable save at ``path``."""
        return next(i for i, info in enumerate(self.saves) if info.path == path)

    def row_lines(self, index: int) -> list[str]:
        """The whole texts row ``index`` shows: a save's title, when it was saved and
        :func:`describe` (each cut to fit when drawn); an unreadable file's name and reason
        (wrapped whole: :meth:`bad_row_fit`)."""
        if index < len(self.saves):
            info = self.saves[index]
            return [info.title + ("  (finished)" if info.finished else ""), saved_when(info), describe(info)]
        path, reason = self.bad[index - len(self.saves)]
        return [f"Can't be read: {file_name_text(path.name, 200)}", f"{reason} {BAD_ROW_HINT}"]

    def bad_row_fit(self, index: int, width: int, height: int) -> tuple[int, list[tuple[str, int]]]:
        """The unreadable file's row ``index`` in ``width`` x ``height`` pixels (inside its
        padding): its name and reason (:meth:`row_lines`) wrapped whole in the small type, or
        smaller down to :func:`~game.ui.style.floor_px` (:meth:`build` makes the rows tall
        enough for that): ``(px, [(line, 0 for the name or 1 for the reason)])``."""
        least = style.floor_px(scale_height(self.size))
        return wrap_whole(self.row_lines(index), width, height, self.px("small"), least)

    def build(self) -> None:
        """Read the saves folder and lay the screen out."""
        from saves import SavesFolderError, list_saves

        try:
            self.saves, self.bad = list_saves()
            self.folder_problem = ""
        except SavesFolderError as exc:
            self.saves, self.bad, self.folder_problem = [], [], str(exc)
        if self.selected not in {info.path for info in self.saves}:
            self.selected = None
        w, h = self.size
        u = self.unit
        x, width = self.page_heading("Load a saved game")
        bar_y = h - round(62 * u)
        top = round(96 * u)
        kept_first = self.list.first if self.list is not None else 0  # a rebuild keeps the place
        self.list = None
        self._backs = {}
        saves, bad = len(self.saves), len(self.bad)
        count = saves + bad
        if count:
            games = plural(saves, "saved game")
            if bad:  # listed after the saves, to be moved aside, but no game to count
                games += f" and {plural(bad, 'file')} that can't be read"
            games += "."
            how = f"{games} Choose one, then Load it (or Watch a finished game); or double-click it."
            if self.role_font("small").size(how)[0] > width:  # (one line: a narrow window's
                how = f"{games} Choose one, then Load it."  # was cut)
            self.label(pygame.Rect(x, round(62 * u), width, round(self.px("small") * 1.5)), how, "small")
            row_height, pad, inner = round(66 * u), round(8 * u), width - round(60 * u)  # (less a bar)
            for index in range(saves, count):  # every row tall enough for a reason in the least type
                px, lines = self.bad_row_fit(index, inner, row_height - 2 * pad)
                row_height = max(row_height, len(lines) * assets.font(px).get_linesize() + 2 * pad)
            self.list = RowWindow(
                self.manager,
                pygame.Rect(x, top, width, bar_y - round(16 * u) - top),
                count,
                row_height=row_height,
                gap=round(8 * u),
                bar_width=round(18 * u),
            )
            self.list.scroll_to(kept_first)
            if self.selected is not None:
                self.list.show(self.index_of(self.selected))
        elif self.folder_problem:
            self.label(
                pygame.Rect(x, top + round(40 * u), width, round(self.px("body") * 1.6)),
                "The saves folder could not be read.",
                "accent",
            )
            self.paragraph(x, top + round(76 * u), width, f"{self.folder_problem} {FOLDER_HINT}", "small")
        else:
            self.label(
                pygame.Rect(x, top + round(40 * u), width, round(self.px("body") * 1.6)), EMPTY_TEXT, "accent"
            )
            self.label(
                pygame.Rect(x, top + round(76 * u), width, round(self.px("small") * 1.6)),
                "Games save themselves as you play. Start one from New game on the title screen.",
                "small",
            )
        bh = round(46 * u)
        bw = round(170 * u)
        self.button(pygame.Rect(x, bar_y, bw, bh), "Back", self.back, name="back")
        self.button(
            pygame.Rect(x + width - bw, bar_y, bw, bh), "Load", self.load, kind="primary", name="load"
        )
        self.button(
            pygame.Rect(x + width - 2 * bw - round(14 * u), bar_y, bw, bh),
            "Watch",
            self.watch,
            name="watch",
            tooltip="Watch a finished game again, move by move",
        )
        self.button(
            pygame.Rect(x + width - 3 * bw - round(28 * u), bar_y, bw, bh),
            "Delete\u2026",
            self.ask_delete,
            name="delete",
        )
        self._show_selection()

    # --- drawing ------------------------------------------------------------------------------
    def _back(self, kind: str, size: tuple[int, int]) -> pygame.Surface:
        """The background of a row (``normal``, ``hover``, ``selected``, ``bad``,
        ``bad_hover``) at ``size``; one of each is made per layout."""
        image = self._backs.get(kind)
        if image is None or image.get_size() != size:
            fill, edge = {
                "normal": ((*style.PANEL, 200), style.mix(style.PANEL, style.PANEL_BORDER, 0.3)),
                "hover": ((*style.BUTTON, 230), style.PANEL_BORDER),
                "selected": ((*style.BUTTON_HOVER, 255), style.ACCENT),
                "bad": ((*style.PANEL, 140), style.mix(style.PANEL, style.WARNING, 0.35)),
                "bad_hover": ((*style.PANEL, 220), style.WARNING),
            }[kind]
            image = pygame.Surface(size, pygame.SRCALPHA)
            image.fill(fill)
            pygame.draw.rect(image, edge, image.get_rect(), width=max(1, round(self.unit * 1.5)))
            self._backs[kind] = image
        return image

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The rows in view: background by state, then their lines of text."""
        if self.list is None:
            return
        u = self.unit
        pad = round(16 * u)
        body, small = self.px("body"), self.px("small")
        hovered = self.list.index_at(self._pointer)
        for index in self.list.in_view():
            rect = self.list.row_rect(index)
            lines = self.row_lines(index)
            top = rect.y + round(8 * u)
            second = top + round(body * 1.4)
            inner = rect.width - 2 * pad
            if index < len(self.saves):
                kind = "selected" if self.saves[index].path == self.selected else "normal"
                if kind == "normal" and index == hovered:
                    kind = "hover"
                surface.blit(self._back(kind, rect.size), rect)
                when = draw_text(surface, lines[1], body, (rect.right - pad, top), anchor="topright")
                draw_text(
                    surface,
                    lines[0],
                    body,
                    (rect.x + pad, top),
                    style.ACCENT,
                    True,
                    max_width=inner - when.width - pad,
                )
                draw_text(surface, lines[2], small, (rect.x + pad, second), style.TEXT_DIM, max_width=inner)
            else:
                surface.blit(self._back("bad_hover" if index == hovered else "bad", rect.size), rect)
                px, wrapped = self.bad_row_fit(index, inner, rect.height - 2 * round(8 * u))
                for n, (line, part) in enumerate(wrapped):  # (the name dim, the reason a warning)
                    at = (rect.x + pad, top + n * assets.font(px).get_linesize())
                    draw_text(surface, line, px, at, (style.TEXT_DIM, style.WARNING)[part])

    # --- actions ----------------------------------------------------------------------------
    def click(self, path: Path) -> None:
        """A click on the row of the readable save at ``path``: choose it; a second click
        within :data:`DOUBLE_CLICK_SECONDS` loads it."""
        now = time.monotonic()
        last_path, last_time = self._clicked
        self._clicked = (path, now)
        if path == last_path == self.selected and now - last_time <= DOUBLE_CLICK_SECONDS:
            self.watch() if self.chosen_finished() else self.load()
        else:
            self.select(path)

    def select(self, path: Path) -> None:
        """Choose the readable save at ``path`` and scroll it into view."""
        self.selected = path
        if self.list is not None:
            self.list.show(self.index_of(path))
        self._show_selection()

    def move_selection(self, step: int) -> None:
        """Choose the save ``step`` rows below the chosen one (above when negative; the first
        when none is chosen), stopping at either end."""
        if not self.saves:
            return
        if self.selected is None:
            index = 0 if step > 0 else len(self.saves) - 1
        else:
            index = max(0, min(len(self.saves) - 1, self.index_of(self.selected) + step))
        self.select(self.saves[index].path)

    def chosen_finished(self) -> bool:
        """True when the chosen save is of a finished game."""
        return any(info.path == self.selected and info.finished for info in self.saves)

    def _show_selection(self) -> None:
        self.dirty = True
        for name in ("load", "delete", "watch"):
            if self.selected is None or (name == "watch" and not self.chosen_finished()):
                self.buttons[name].disable()
            else:
                self.buttons[name].enable()

    def choose_bad(self, path: Path, reason: str) -> None:
        """An unreadable file was chosen: move it aside and say why it can't be opened."""
        from game.scenes.opening import report_bad_save

        report_bad_save(self.app, path, reason)

    def load(self) -> None:
        """Open the chosen save at the table."""
        from game.scenes.opening import resume_game

        if self.selected is not None:
            resume_game(self.app, self.selected)

    def watch(self) -> None:
        """Watch the chosen finished game again, over this screen (its file is only read)."""
        from game.scenes.opening import watch_game

        if self.selected is not None and self.chosen_finished():
            watch_game(self.app, self.selected)

    def ask_delete(self) -> None:
        """Ask before deleting the chosen save."""
        info = next((i for i in self.saves if i.path == self.selected), None)
        if info is None:
            return
        text = (
            f"{info.title}, saved {saved_when(info)}.\n{describe(info)}\n\n"
            f"The saved game will be gone for good."
        )
        self.app.later(
            lambda: self.app.open(
                "message",
                "Delete this saved game?",
                text,
                on_ok=lambda: self.delete(info.path),
                ok_text="Delete",
                cancel_text="Keep it",
            )
        )

    def delete(self, path: Path) -> None:
        """Delete the save at ``path`` (after the confirmation) and list again."""
        from saves import SaveError, delete_save

        try:
            delete_save(path)
        except SaveError as exc:
            self.app.open("message", "This save can't be deleted", str(exc))
            return
        self.selected = None
        self.rebuild()

    # --- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The widgets first; then a click on a row chooses it, and the mouse wheel over the
        list scrolls it."""
        super().handle_event(event)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._pointer = tuple(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self._pointer = (-1, -1)
        if self.list is None:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.list.index_at(event.pos)
            if index is not None and index < len(self.saves):
                self.click(self.saves[index].path)
            elif index is not None:
                self.choose_bad(*self.bad[index - len(self.saves)])
        self.list.handle_event(event, self._pointer)
        return True

    def update(self, dt: float) -> None:
        """The widgets, then the rows follow a dragged scroll bar."""
        super().update(dt)
        if self.list is not None and self.list.update():
            self.dirty = True

    def on_key(self, event: pygame.event.Event) -> None:
        """Escape goes back; Enter loads the chosen save; the arrows choose the save above or
        below, Page Up/Down a screenful, Home/End the first or last."""
        page = self.list.visible if self.list is not None else 1
        moves = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -len(self.saves),
            pygame.K_END: len(self.saves),
        }
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load()
        elif event.key in moves:
            self.move_selection(moves[event.key])
        else:
            super().on_key(event)
