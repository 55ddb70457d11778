"""The Load screen: every save, newest first, with Load, Delete and Back.

Readable saves show the game, when it was saved, the players, the score and where the game
stands. Files that can't be read are listed greyed with the reason; choosing one moves it
aside (:func:`saves.quarantine`) and says so.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import assets
from game.scenes.opening import saved_when
from game.ui.menu import MenuScene

if TYPE_CHECKING:
    from game.app import App
    from saves import SaveInfo

EMPTY_TEXT = "No saved games yet."


def describe(info: SaveInfo) -> str:
    """The second line of a save's row: the players with their scores and where the game
    stands, e.g. ``"You 3  ·  West 1  ·  North 3  ·  East 1  ·  Hand 3 - South to play"``
    (scores per side instead of per seat read ``"You, West, North, East  ·  Score 3 – 1"``)."""
    if info.scores and len(info.scores) == len(info.players):
        parts = [f"{name} {score}" for name, score in zip(info.players, info.scores)]
    else:
        parts = [", ".join(info.players)]
        if info.scores:
            parts.append("Score " + " \u2013 ".join(str(score) for score in info.scores))
    parts.append(info.status or ("Finished" if info.finished else "In progress"))
    return "  \u00b7  ".join(parts)


class LoadScene(MenuScene):
    """Pick a saved game.

    Attributes:
        saves: the readable saves listed (newest first).
        bad: ``(path, reason)`` of each unreadable file listed.
        selected: the path of the chosen readable save, or None.
        rows: path -> the row button of each listed file (readable and unreadable).
        buttons: ``"load"``, ``"delete"`` (both disabled until a save is chosen), ``"back"``.
    """

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.bad: list[tuple[Path, str]] = []
        self.selected: Path | None = None
        self.rows: dict[Path, pygame_gui.elements.UIButton] = {}

    def build(self) -> None:
        """Read the saves folder and lay the list out."""
        from saves import list_saves

        self.saves, self.bad = list_saves()
        if self.selected not in {info.path for info in self.saves}:
            self.selected = None
        w, h = self.size
        u = self.unit
        margin = round(40 * u)
        width = min(w - 2 * margin, round(1000 * u))
        x = (w - width) // 2
        self.label(
            pygame.Rect(x, round(18 * u), width, round(self.px("heading") * 1.5)),
            "Load a saved game",
            "heading",
        )
        bar_y = h - round(62 * u)
        top = round(96 * u)
        if self.saves or self.bad:
            self.label(
                pygame.Rect(x, round(62 * u), width, round(self.px("small") * 1.5)),
                "Click a game to choose it, then press Load.",
                "small",
            )
        self.rows = {}
        if self.saves or self.bad:
            self.build_list(pygame.Rect(x, top, width, bar_y - round(16 * u) - top))
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
            "Delete\u2026",
            self.ask_delete,
            name="delete",
        )
        self._show_selection()

    def build_list(self, box: pygame.Rect) -> None:
        """One row per save (newest first), then one per unreadable file, in a scroll box."""
        u = self.unit
        scroller = pygame_gui.elements.UIScrollingContainer(box, self.manager, allow_scroll_x=False)
        container = scroller.get_container()
        row_h, gap, pad = round(66 * u), round(8 * u), round(16 * u)
        rows = len(self.saves) + 2 * len(self.bad)  # an unreadable file's row wraps its reason
        scrolls = rows * (row_h + gap) - gap > box.height
        width = box.width - (round(26 * u) if scrolls else 0)
        line1 = round(self.px("body") * 1.4)
        line2 = round(self.px("small") * 1.4)
        date_font = assets.font(self.px("body"))
        y = 0
        for info in self.saves:
            rect = pygame.Rect(0, y, width, row_h)
            self.rows[info.path] = self.button(
                rect, "", (lambda p=info.path: self.select(p)), kind="row", container=container
            )
            when = saved_when(info)
            when_w = date_font.size(when)[0] + 4
            self.label(
                pygame.Rect(pad, y + round(8 * u), width - 3 * pad - when_w, line1),
                info.title + ("  (finished)" if info.finished else ""),
                "accent",
                container,
            )
            self.label(
                pygame.Rect(width - pad - when_w, y + round(8 * u), when_w, line1), when, "body", container
            )
            self.label(
                pygame.Rect(pad, y + round(8 * u) + line1, width - 2 * pad, line2),
                describe(info),
                "small",
                container,
            )
            y += row_h + gap
        for path, reason in self.bad:
            # the reason is wrapped (a newer-format message is long), the row grows to fit it
            text = f"{reason} Choose it to move it aside (nothing is deleted)."
            height = max(
                row_h, round(16 * u) + line1 + self.paragraph_height(width - 2 * pad, text, "warning")
            )
            rect = pygame.Rect(0, y, width, height)
            self.rows[path] = self.button(
                rect,
                "",
                (lambda p=path, r=reason: self.choose_bad(p, r)),
                kind="muted_row",
                container=container,
            )
            self.label(
                pygame.Rect(pad, y + round(8 * u), width - 2 * pad, line1),
                f"Can't be read: {path.name}",
                "small",
                container,
            )
            self.paragraph(pad, y + round(8 * u) + line1, width - 2 * pad, text, "warning", container)
            y += height + gap
        scroller.set_scrollable_area_dimensions((width, max(0, y - gap)))

    # --- actions ----------------------------------------------------------------------------
    def select(self, path: Path) -> None:
        """Choose the readable save at ``path``."""
        self.selected = path
        self._show_selection()

    def _show_selection(self) -> None:
        for path, row in self.rows.items():
            if path == self.selected:
                row.select()
            else:
                row.unselect()
        for name in ("load", "delete"):
            if self.selected is None:
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

    def on_key(self, event: pygame.event.Event) -> None:
        """Escape goes back; Enter loads the chosen save."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load()
        else:
            super().on_key(event)
