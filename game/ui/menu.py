"""The base of every menu scene: a pygame-gui manager rebuilt at each window size.

A :class:`MenuScene` keeps its choices in plain attributes and creates its widgets in
:meth:`MenuScene.build` from them, so a resize (which changes the type scale) simply builds
the screen again. Buttons run their command at once (pygame-gui's ``command=``); a command
that changes the scene stack goes through ``app.later``. Every menu takes the keyboard alike
(:mod:`game.ui.focus`): Tab and the arrows move a focus over its buttons, Enter or Space
presses the focused one, Escape goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game import assets
from game.scene import Scene
from game.ui import style
from game.ui.felt import felt_surface
from game.ui.focus import Focusable, KeyFocus, scroll_into_view
from game.ui.gui import MenuManager, TextLabel, make_manager, scale_height
from game.ui.text import fit, wrap
from game.ui.typing import clean_typing

if TYPE_CHECKING:
    from game.app import App


@lru_cache(maxsize=8)
def _panel(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    """The translucent rounded panel of :meth:`MenuScene.draw_panel` (cached: dialogs draw
    every frame)."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*style.PANEL, alpha), panel.get_rect(), border_radius=radius)
    return panel


TOOLTIP_WIDTH = 420
"""Width of a tooltip box, in layout units (pixels at 1280x720)."""


WHEEL_LINES = 3
"""Lines of body text a notch of the mouse wheel scrolls a list or a page."""


class MenuScene(Scene):
    """A full-screen or dialog scene made of pygame-gui widgets.

    Attributes:
        manager: the scene's :class:`MenuManager` (None before :meth:`enter`).
        buttons: the scene's main buttons by name (tests click their ``rect.center``).
        size: the window size the widgets were built for, (width, height) pixels.
        focus: the keyboard's focus over every button the scene made.
        own_keys: keys the scene uses itself, which never move the focus (a list's arrows).
    """

    own_keys: frozenset[int] = frozenset()
    root = False
    """The first screen, which Back leaves for no other (the title)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.manager: MenuManager | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.focus = KeyFocus()
        self._focusable: list[Focusable] = []
        self._scrollers: list[pygame_gui.elements.UIScrollingContainer] = []
        self._parts: dict[int, list[pygame_gui.core.UIElement]] = {}  # (by id of the stop)
        self._below: dict[int, int] = {}
        self.size = (0, 0)
        self._seen: tuple = ()

    # --- building ------------------------------------------------------------------------
    def enter(self) -> None:
        """Build the widgets for the current window."""
        self.rebuild()

    def resume(self) -> None:
        """Build again: the window may have changed size under a dialog, and what the screen
        lists may have changed (a save deleted or moved aside)."""
        self.keep_input()
        self.rebuild()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Keep what the player typed, then build the screen for ``size``."""
        self.keep_input()
        self.rebuild()

    def rebuild(self) -> None:
        """Throw the widgets away and build them again for the window's size."""
        self.size = self.app.layout_size
        self.manager = make_manager(self.size)
        self.buttons = {}
        self._focusable, self._scrollers, self._parts, self._below = [], [], {}, {}
        self.build()
        wheel = WHEEL_LINES * round(self.px("body") * 1.4)  # (pygame-gui's 40 px a notch: five
        for element in self.manager.get_sprite_group().sprites():  # notches to a section,
            if isinstance(element, pygame_gui.elements.UIVerticalScrollBar):
                element.scroll_wheel_speed = wheel  # helper-75 found)
        self.dirty = True

    def build(self) -> None:
        """Create the widgets in :attr:`manager` for :attr:`size` (subclasses)."""
        raise NotImplementedError

    def keep_input(self) -> None:
        """Copy what the player typed out of the widgets before they are rebuilt (subclasses
        with text entries)."""

    # --- helpers for subclasses ------------------------------------------------------------
    @property
    def unit(self) -> float:
        """One layout unit: a pixel at 1280x720, scaled with the window (by its height, or
        by its width when it is narrower than 16:9, see :func:`~game.ui.gui.scale_height`)."""
        return scale_height(self.size) / 720

    def px(self, role: str) -> int:
        """The font pixel size of ``role`` at this window's scale (see :func:`style.text_px`)."""
        return style.text_px(scale_height(self.size), role)

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        command: Callable[[], None] | None = None,
        kind: str | None = None,
        name: str | None = None,
        container=None,
        tooltip: str | None = None,
        part_of: Focusable | None = None,
    ) -> pygame_gui.elements.UIButton:
        """A button at ``rect`` (window pixels, or container-relative with ``container``).

        Args:
            kind: an object class of :mod:`game.ui.gui` without the ``@`` (``"primary"``,
                ``"choice"``, ``"flat"``), or None.
            name: when given, the button is kept in :attr:`buttons` under this name.
            command: called with no arguments when the button is pressed.
            part_of: a stop for Tab and the arrows that this button is a second way to (an
                option's label beside its box): this one is then no stop of its own, and the
                focus ring on ``part_of`` takes it in.
        """
        widget = pygame_gui.elements.UIButton(
            rect,
            text,
            self.manager,
            container=container,
            command=None if command is None else (lambda _data: command()),
            object_id=ObjectID(class_id=f"@{kind}") if kind else None,
        )
        if tooltip:  # wide enough for a sentence or two at any window size
            widget.set_tooltip(tooltip, wrap_width=round(TOOLTIP_WIDTH * self.unit))
        if name:
            self.buttons[name] = widget
        if part_of is None:
            self._focusable.append(widget)
        else:
            self._parts.setdefault(id(part_of), []).append(widget)
        return widget

    def show_below(self, widget: Focusable, pixels: int) -> None:
        """When the focus comes to ``widget`` in a scrolling list, ``pixels`` under it show too
        (an option's help text), the list scrolled as far as that needs."""
        self._below[id(widget)] = pixels

    def entry(self, rect: pygame.Rect, text: str, limit: int) -> pygame_gui.elements.UITextEntryLine:
        """A one-line text entry at ``rect`` holding ``text``, at most ``limit`` characters;
        Tab comes to it in turn and it takes the typing."""
        widget = pygame_gui.elements.UITextEntryLine(rect, self.manager, initial_text=text)
        widget.set_text_length_limit(limit)
        self._focusable.append(widget)
        return widget

    def scroller(self, rect: pygame.Rect) -> pygame_gui.elements.UIScrollingContainer:
        """A list at ``rect`` that scrolls up and down; the focus scrolls it to the widget it
        comes to."""
        widget = pygame_gui.elements.UIScrollingContainer(rect, self.manager, allow_scroll_x=False)
        self._scrollers.append(widget)
        return widget

    def page_heading(self, title: str) -> tuple[int, int]:
        """Put ``title`` at the top of a page screen (Load, Rules, Statistics) and return the
        page's column, ``(x, width)`` in pixels: centred, at most 1000 units wide."""
        w, u = self.size[0], self.unit
        width = min(w - 2 * round(40 * u), round(1000 * u))
        x = (w - width) // 2
        self.label(pygame.Rect(x, round(18 * u), width, round(self.px("heading") * 1.5)), title, "heading")
        return x, width

    def tab_row(
        self, labels: dict[str, str], chosen: str, top: int, x: int, width: int, choose
    ) -> dict[str, pygame_gui.elements.UIButton]:
        """A row of tabs across ``width`` pixels from ``x`` at ``top``, one per ``labels`` key
        (shown by its label), the ``chosen`` one selected; a click calls ``choose(key)``.
        Returns key -> tab; the row is 40 units high."""
        u, gap = self.unit, round(8 * self.unit)
        tw, bh = (width - gap * (len(labels) - 1)) // len(labels), round(40 * u)
        tabs = {}
        for i, (key, text) in enumerate(labels.items()):
            rect = pygame.Rect(x + i * (tw + gap), top, tw, bh)
            tabs[key] = self.button(rect, text, lambda k=key: choose(k), kind="choice")
            if key == chosen:
                tabs[key].select()
        return tabs

    def label(self, rect: pygame.Rect, text: str, role: str = "body", container=None) -> TextLabel:
        """A one-line label at ``rect`` in object class ``@role`` (``heading``, ``body``,
        ``small``, ``accent``, ``warning``); the pointer passes through it. Text wider than
        the rect ends in an ellipsis (pygame-gui cut it off mid-letter: a long word from a
        game's file, a long count of saved games in a narrow window)."""
        shown = fit(text, self.role_font(role), rect.width)
        return TextLabel(
            rect, shown, self.manager, container=container, object_id=ObjectID(class_id=f"@{role}")
        )

    def role_font(self, role: str) -> pygame.font.Font:
        """The font the theme draws a label of ``role`` in (:func:`game.ui.gui.build_theme`)."""
        size = "heading" if role == "heading" else ("small" if role in ("small", "warning") else "body")
        return assets.font(self.px(size), role in ("heading", "accent"))

    def paragraph(self, x: int, y: int, width: int, text: str, role: str = "small", container=None) -> int:
        """``text`` wrapped to ``width`` pixels as labels from (``x``, ``y``); returns the y
        just below it."""
        font = self.role_font(role)
        step = font.get_linesize()
        for line in wrap(text, font, width):
            if line:  # the label's rect a little taller than the line: pygame-gui's text may be
                self.label(pygame.Rect(x, y, width, step + 2), line, role, container)
            y += step
        return y

    def paragraph_height(self, width: int, text: str, role: str = "small") -> int:
        """The height in pixels :meth:`paragraph` would use for ``text`` at ``width``."""
        font = self.role_font(role)
        return font.get_linesize() * len(wrap(text, font, width))

    # --- the scene protocol -------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give ``event`` to the widgets, then a key press to the focus (Tab, the arrows, and
        Enter or Space on a focused button; only Tab while a text entry has the typing) and
        else to :meth:`on_key`. A menu covers the window, so no event reaches the scenes below."""
        self.dirty = True
        if self.manager is not None:
            event = clean_typing(event, self.manager)
            if event is None:
                return True
            self.manager.process_events(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.focus.at is not None:
            clicked = self._stop_at(event.pos)  # a shown focus goes to what is clicked (helper-36
            if clicked is not None:  # saw it stay behind), and Tab goes on from there
                self.focus.at = clicked.rect.center
        if event.type == pygame.KEYDOWN:
            typing = self._typing()
            if typing is not None and event.key == pygame.K_TAB:
                self.focus.at = typing.rect.center  # on from the entry, in Tab order
                typing = None
            if typing is None and event.key not in self.own_keys:
                if self.focus.handle(event.key, getattr(event, "mod", 0), self._focusable):
                    self._focus_moved()
                    return True
            self.on_key(event)
        return True

    def _scroller_of(self, widget: Focusable) -> pygame_gui.elements.UIScrollingContainer | None:
        """The scrolling list ``widget`` lies in, or ``None``."""
        return next((s for s in self._scrollers if widget.ui_container is s.get_container()), None)

    def _stop_at(self, pos: tuple[int, int]) -> Focusable | None:
        """The focus stop at ``pos`` (by itself or by a part of it, such as an option's label),
        or ``None``; one scrolled out of its list's view is not there."""
        for widget in self.focus.live(self._focusable):
            scroller = self._scroller_of(widget)
            if scroller is not None and not scroller.rect.collidepoint(pos):
                continue
            parts = [part.rect for part in self._parts.get(id(widget), ())]
            if any(rect.collidepoint(pos) for rect in (widget.rect, *parts)):
                return widget
        return None

    def _focus_moved(self) -> None:
        """Show the widget the focus has moved to, scrolling its list to it, and let a text
        entry there take the typing."""
        widget = self.focus.focused(self._focusable)
        if widget is None:
            return
        scroller = self._scroller_of(widget)
        if scroller is not None and scroll_into_view(scroller, widget, self._below.get(id(widget), 0)):
            self.focus.at = widget.rect.center
        typing = isinstance(widget, pygame_gui.elements.UITextEntryLine)
        self.manager.set_focus_set(widget if typing else None)
        if typing:  # all of it chosen, so what is typed replaces it (as Tab does everywhere)
            widget.edit_position = len(widget.get_text())
            widget.select_range = [0, widget.edit_position]

    def _typing(self) -> pygame_gui.elements.UITextEntryLine | None:
        """The text entry that has the keyboard, or ``None``."""
        if self.manager is None:
            return None
        focused = self.manager.get_focus_set() or ()
        return next((e for e in focused if isinstance(e, pygame_gui.elements.UITextEntryLine)), None)

    def on_key(self, event: pygame.event.Event) -> None:
        """A key press the widgets did not take: Escape goes back (subclasses add keys)."""
        if event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        """Return to the scene below, after this frame; to the title when there is none below
        (a screen that replaced the stack); nothing on the title itself (:attr:`root`)."""
        if len(self.app.scenes) > 1:
            self.app.later(lambda: self.app.remove(self))
        elif not self.root:
            self.app.later(lambda: self.app.show("title"))

    def busy(self) -> bool:
        """True while the pointer rests on a widget whose tooltip has yet to appear: pygame-gui
        counts the hover time only in the frames it is given, so an idle window would never
        show it."""
        return self.manager is not None and any(
            getattr(e, "hovered", False) and e.tool_tip_text and e.tool_tip is None
            for e in self.manager.get_sprite_group().sprites()
        )

    def update(self, dt: float) -> None:
        """Advance the widgets by ``dt`` seconds; the scene is dirty when a widget's picture or
        place changed (a hover, a tooltip) or a text entry has the focus (its cursor blinks)."""
        if self.manager is None:
            return
        self.manager.update(dt)
        self._place_tooltips()
        seen = tuple(
            (id(blit[0]), blit[1][0], blit[1][1]) for blit in self.manager.get_sprite_group().visible
        )
        if seen != self._seen or self._typing():
            self._seen = seen
            self.dirty = True

    def _place_tooltips(self) -> None:
        """Move a tooltip beside its widget, on the side with room for it (pygame-gui puts it
        under the pointer, where it hid the rows below: the other seats on New game)."""
        window, gap = pygame.Rect((0, 0), self.size), round(8 * self.unit)
        for widget in self.manager.get_sprite_group().sprites():
            tip = getattr(widget, "tool_tip", None)
            if tip is None:
                continue
            place = tip.rect.copy()
            if widget.rect.right + gap + place.width <= window.right:
                place.topleft = (widget.rect.right + gap, widget.rect.top)
            elif widget.rect.left - gap - place.width >= 0:
                place.topright = (widget.rect.left - gap, widget.rect.top)
            place.clamp_ip(window)
            if place.topleft != tip.rect.topleft:
                tip.set_position(place.topleft)

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the scene's own drawing (:meth:`draw_backdrop`), then the widgets."""
        surface.blit(felt_surface(self.size, self.app.settings.get("felt", "green")), (0, 0))
        self.draw_backdrop(surface)
        self.manager.draw_ui(surface)
        self.draw_focus(surface)

    def draw_focus(self, surface: pygame.Surface) -> None:
        """Outline the button the keyboard's focus is on."""
        self.focus.draw(surface, self._focusable, self.unit, self._parts)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Draw what goes under the widgets (subclasses: titles, card art, panels)."""

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int = 200) -> None:
        """A translucent dark panel with a thin gold border at ``rect``."""
        radius = max(6, round(10 * self.unit))
        surface.blit(_panel(rect.size, alpha, radius), rect.topleft)
        pygame.draw.rect(
            surface, style.PANEL_BORDER, rect, width=max(1, round(self.unit)), border_radius=radius
        )
