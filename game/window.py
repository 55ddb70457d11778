"""The window's own parts: its sizes, title and class, the first size it opens at, and what a
window too small to lay the table out in shows. The app (:mod:`game.app`) owns the window and
its loop; this module is what it asks of the window and the desktop.
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

MIN_SIZE = (800, 450)
"""The smallest window (the table is laid out for 800x450 up, landscape or portrait)."""
TOO_SMALL = "Window too small: make it at least {} x {}."
"""What a window under :data:`MIN_SIZE` shows instead of its screen (a window manager may not
keep to the minimum the app asks for)."""
POINTER_EVENTS = frozenset(
    {pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL}
)
"""Events that no scene gets while the window is too small (it does not show them)."""
FIRST_SIZE = 0.8
"""A first start opens the window at this fraction of the desktop."""
TITLE = "Card Table"
WM_CLASS = "cardtable"
"""The window's class on Linux desktops (the desktop entry's ``StartupWMClass``); set by
:func:`game.__main__.main` before pygame is imported, which would name it after the program."""
WINDOW_ICON_PX = 128
"""The window icon's size in pixels (the 512 px master scaled down; the system scales it again)."""


NO_SCREEN = "cardtable: no screen to open a window on (no desktop session found); --headless runs without one"
"""Said where SDL finds no display and would draw off screen, unseen (helper-79 started the app
from a terminal with no desktop and saw nothing, with no word why)."""


class NoScreen(RuntimeError):
    """SDL, left to choose its video driver, found no display but its off-screen one
    (:data:`NO_SCREEN`); raised by :class:`game.app.App` as it opens the display."""


def first_size(settings: dict, desktop: tuple[int, int]) -> tuple[int, int]:
    """The window size to open with: the one remembered in ``settings["window_size"]`` when
    it is a valid size, else :data:`FIRST_SIZE` of the ``desktop``; never under
    :data:`MIN_SIZE`, nor over the desktop (a remembered size may come from a bigger screen)."""
    size = settings.get("window_size")
    if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) for v in size):
        w, h = size
    else:
        w, h = round(desktop[0] * FIRST_SIZE), round(desktop[1] * FIRST_SIZE)
    return within_desktop((w, h), desktop)


def within_desktop(size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """``size`` (width, height in pixels) made no larger than the ``desktop``, nor under
    :data:`MIN_SIZE` (``--size 16384x16384`` on a 1600x900 screen put the title screen's
    buttons out of reach: helper-78)."""
    w, h = min(size[0], desktop[0]), min(size[1], desktop[1])
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


@contextmanager
def quiet_stderr() -> Iterator[None]:
    """Send what C libraries write to the process's standard error (file descriptor 2) to
    the null device inside the block: the audio libraries' complaints when there is no sound
    device are no business of the player's terminal (the app is silent then, see
    :func:`game.assets.sound`). Python's own errors after the block are shown as usual."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):  # no standard error to speak of
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def display_window() -> pygame.Window | None:
    """The display module's window as a ``pygame.Window`` (for what ``set_mode`` cannot do:
    a minimum size, leaving full screen), or ``None`` where pygame cannot give it."""
    with warnings.catch_warnings():  # pygame-ce warns about surface rendering we do not use
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None


def is_too_small(size: tuple[int, int]) -> bool:
    """True for a window smaller than :data:`MIN_SIZE` either way."""
    return size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]


TOO_SMALL_PX = (18, 8)
"""The largest and the least type :data:`TOO_SMALL` is drawn in (pixels)."""


def too_small_lines(size: tuple[int, int]) -> tuple[int, list[str]]:
    """:data:`TOO_SMALL` laid out whole for a window of ``size``: wrapped to the window's width
    (less a margin), in the largest type of :data:`TOO_SMALL_PX` whose lines all fit with no
    word cut, the sizes kept together ("800 x 450" on one line).

    Returns:
        ``(px, lines)``, or ``(0, [])`` when the sentence does not fit whole even in the least
        type (the window shows the felt only: never a cut sentence).
    """
    from game import assets
    from game.ui.text import together, wrap

    sizes = "{} x {}".format(*MIN_SIZE)
    text = TOO_SMALL.format(*MIN_SIZE).replace(sizes, together(sizes))
    width, height = size
    for px in range(TOO_SMALL_PX[0], TOO_SMALL_PX[1] - 1, -1):
        font = assets.font(px)
        margin = max(2, px // 3)
        lines = wrap(text, font, width - 2 * margin)
        whole = " ".join(lines) == text  # (no word cut across lines)
        if whole and len(lines) * font.get_linesize() <= height - 2 * margin:
            return px, lines
    return 0, []


def draw_too_small(screen: pygame.Surface) -> list[pygame.Rect]:
    """Fill ``screen`` with the felt and say :data:`TOO_SMALL` on it, whole, in the middle
    (:func:`too_small_lines`; nothing when it does not fit); returns the rect of each line."""
    from game import assets
    from game.ui import style
    from game.ui.text import draw_text

    screen.fill(style.FELT)
    width, height = screen.get_size()
    px, lines = too_small_lines((width, height))
    step = assets.font(px).get_linesize() if lines else 0
    top = (height - step * len(lines)) // 2
    return [
        draw_text(screen, line, px, (width // 2, top + n * step + step // 2), anchor="center")
        for n, line in enumerate(lines)
    ]
