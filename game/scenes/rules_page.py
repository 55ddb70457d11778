"""The rules at hand: a game's rules in short (``assets/rules/<game>.md``) on a scrollable
page, with the options of the game being played (or chosen, or the defaults).

The texts are data: each file has ``# Heading`` lines (Aim, Deal, Bidding, Play, Scoring,
End), paragraphs and ``- `` list lines, shown as simple HTML in a pygame-gui text box.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import assets
from game.ui import style
from game.ui.menu import MenuScene
from game.ui.text import LONGEST_WORD, NBSP, breakable
from rules.games import GAMES

if TYPE_CHECKING:
    from game.app import App

MAX_RULES_BYTES = 64 * 1024
"""The largest rules text read (a real one is about 2 KB)."""


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#" + "".join(f"{c:02x}" for c in rgb)


def rules_html(text: str) -> str:
    """The rules text as the text box's HTML: headings bold and gold, list lines with a
    bullet, paragraphs apart; everything else escaped (and its words made
    :func:`~game.ui.text.breakable`)."""
    out: list[str] = []
    for line in text.splitlines():
        line = breakable(line.strip())
        if line.startswith("# "):
            if out:
                out.append("<br>")
            out.append(f"<font color='{_hex(style.ACCENT)}'><b>{html.escape(line[2:])}</b></font><br>")
        elif line.startswith("- "):
            out.append(f"\u2022 {html.escape(no_widow(line[2:]))}<br>")
        elif line:
            out.append(f"{html.escape(no_widow(line))}<br>")
    return "".join(out)


def no_widow(line: str) -> str:
    """``line`` with its last two words joined by a no-break space, where together they are a
    word the text box may take (:data:`~game.ui.text.LONGEST_WORD` letters), so no paragraph
    ends with one word alone on its last row (helper-76 read "books." alone)."""
    head, _, last = line.rpartition(" ")
    before, _, prior = head.rpartition(" ")
    if not before or len(prior) + 1 + len(last) > LONGEST_WORD:
        return line
    return f"{head}{NBSP}{last}"


def read_rules(game: str) -> str:
    """The rules text of ``game``, or one line saying it is missing (never raises)."""
    try:
        data = assets.asset_path(f"rules/{game}.md").read_bytes()[:MAX_RULES_BYTES]
        return data.decode("utf-8", errors="replace")
    except OSError:
        return f"# Rules\nThe rules of {GAMES[game].title if game in GAMES else game} are missing here."


def option_lines(game: str, options: Mapping[str, Any] | None) -> list[tuple[str, str, str, bool]]:
    """``(label, value, help, changed)`` of each option of ``game``'s variant: the value in
    ``options`` (the game's own), else the default, ``"on"``/``"off"`` for a yes-or-no;
    ``changed`` when it is not the default."""
    try:
        variant = GAMES[game].variant()
    except Exception:  # a game that is coming or has a damaged variant file: no options shown
        return []
    out = []
    for spec in variant.options:
        value = (options or {}).get(spec.key, spec.default)
        try:
            value = spec.coerce(value)
        except ValueError:
            value = spec.default
        shown = ("on" if value else "off") if spec.kind == "bool" else str(value)
        out.append((spec.label, shown, spec.help, value != spec.default))
    return out


def page_html(game: str, options: Mapping[str, Any] | None, playing: bool) -> str:
    """The whole page: with a game's options, a line naming those not at their default;
    the rules; then every option with its value and help."""
    lines = option_lines(game, options)
    gold = _hex(style.ACCENT)
    text = ""
    if lines and options is not None:
        changed = [f"{label} {value}" for label, value, _, moved in lines if moved]
        which = "This game" if playing else "As chosen"
        what = ", ".join(changed) if changed else "the plain rules (every option at its default)"
        text += f"<font color='{gold}'><b>{which}:</b></font> {html.escape(breakable(what))}<br><br>"
    text += rules_html(read_rules(game))
    if lines:
        heading = "Options of this game" if playing else "Options (chosen on the New game screen)"
        text += f"<br><font color='{gold}'><b>{heading}</b></font><br>"
        for label, value, help_text, _ in lines:
            label, value, help_text = breakable(label), breakable(value), breakable(help_text)
            text += f"<b>{html.escape(label)}: {html.escape(value)}</b> - {html.escape(help_text)}<br>"
    return text


class RulesScene(MenuScene):
    """A game's rules on a scrollable page. Opened from a game (its options shown), from the
    New game screen (the options chosen) or from the title (a tab per game, the defaults).

    Args:
        game: the game shown first (the first game when ``None`` or unknown).
        options: the options of the game played or chosen; ``None`` from the title.
        playing: the options are those of a game being played.

    Attributes:
        game: the game shown.
        box: the text box.
        tabs: the button of each game (none when opened from a game).
    """

    own_keys = frozenset({pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT})  # (scroll, change game)

    def __init__(
        self,
        app: App,
        game: str | None = None,
        options: Mapping[str, Any] | None = None,
        playing: bool = False,
    ) -> None:
        super().__init__(app)
        self.game = game if game in GAMES else next(iter(GAMES))
        self.options = dict(options) if options is not None else None
        self.playing = playing
        self.box: pygame_gui.elements.UITextBox | None = None
        self.tabs: dict[str, Any] = {}

    def build(self) -> None:
        """The heading, the tabs (from the title), the page and Back."""
        w, h = self.size
        u = self.unit
        x, width = self.page_heading(f"Rules of {GAMES[self.game].title}")
        top = round(70 * u)
        self.tabs = {}
        if self.options is None:
            titles = {name: info.title for name, info in GAMES.items()}
            self.tabs = self.tab_row(titles, self.game, top, x, width, self.choose)
            top += round(40 * u) + round(12 * u)  # (the tab row's height and a gap)
        bar_y = h - round(62 * u)
        rect = pygame.Rect(x, top, width, bar_y - round(14 * u) - top)
        self.box = pygame_gui.elements.UITextBox(
            page_html(self.game, self.options, self.playing), rect, self.manager
        )
        self.button(pygame.Rect(x, bar_y, round(170 * u), round(46 * u)), "Back", self.back, name="back")

    def choose(self, game: str) -> None:
        """Show ``game``'s rules (from the title's tabs)."""
        self.game = game
        self.app.later(self.rebuild)

    def scroll(self, fraction: float) -> None:
        """Scroll the page by ``fraction`` of its height (down when positive)."""
        bar = self.box.scroll_bar if self.box is not None else None
        if bar is not None:
            start = max(0.0, min(1.0 - bar.visible_percentage, bar.start_percentage + fraction))
            bar.set_scroll_from_start_percentage(start)
            self.dirty = True

    def on_key(self, event: pygame.event.Event) -> None:
        """Up/Down and Page Up/Down scroll; Left/Right change the game (from the title);
        Escape goes back."""
        bar = self.box.scroll_bar if self.box is not None else None
        page = bar.visible_percentage if bar is not None else 0.0
        steps = {
            pygame.K_UP: -page / 8,
            pygame.K_DOWN: page / 8,
            pygame.K_PAGEUP: -page,
            pygame.K_PAGEDOWN: page,
            pygame.K_HOME: -1.0,
            pygame.K_END: 1.0,
        }
        games = list(GAMES)
        if event.key in steps:
            self.scroll(steps[event.key])
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.tabs:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.choose(games[(games.index(self.game) + step) % len(games)])
        else:
            super().on_key(event)
