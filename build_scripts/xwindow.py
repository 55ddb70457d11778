"""A virtual X screen and a program's window on it, for looking at the packaged app as a player
would: :class:`VirtualScreen` starts Xvfb (Debian's ``xvfb``), :class:`AppWindow` finds a
process's window and reads its pixels, moves the pointer and clicks through the X test
extension, and asks the window to close, all through python-xlib (the build extra, on Linux).

Used by ``build_scripts/bench_startup.py`` (time to the title window) and the packaged app's
tests (``tests/build_scripts/``). Linux only. Nothing happens at import.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame
    from Xlib.display import Display

SCREEN = (1600, 900)
"""The virtual screen's size in pixels (width, height)."""


class VirtualScreen:
    """An Xvfb server on a free display number, as a context manager.

    Args:
        size: the screen's (width, height) in pixels.

    Attributes:
        name: the display name to put in ``DISPLAY`` (``":95"``), once started.

    Raises (on enter):
        FileNotFoundError: if ``Xvfb`` is not installed (``apt-get install xvfb``).
        RuntimeError: if Xvfb did not say its display number within 20 s.
    """

    def __init__(self, size: tuple[int, int] = SCREEN) -> None:
        self.size = size
        self.name = ""
        self._process: subprocess.Popen | None = None

    def __enter__(self) -> VirtualScreen:
        program = shutil.which("Xvfb")
        if program is None:
            raise FileNotFoundError("Xvfb is not installed (Debian: apt-get install xvfb)")
        read_end, write_end = os.pipe()
        w, h = self.size
        self._process = subprocess.Popen(
            [program, "-displayfd", str(write_end), "-screen", "0", f"{w}x{h}x24", "-nolisten", "tcp"],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        deadline = time.monotonic() + 20
        text = b""
        with os.fdopen(read_end, "rb") as pipe:
            while not text.endswith(b"\n") and time.monotonic() < deadline:
                chunk = pipe.read(1)
                if not chunk:
                    break
                text += chunk
        if not text.strip().isdigit():
            self.__exit__(None, None, None)
            raise RuntimeError("Xvfb did not start (no display number)")
        self.name = f":{int(text)}"
        return self

    def __exit__(self, *exc_info) -> None:
        if self._process is not None:
            self._process.terminate()
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._process = None

    def connect(self) -> Display:
        """A python-xlib connection to this screen (close it with ``.close()``)."""
        from Xlib.display import Display

        return Display(self.name)


class AppWindow:
    """The top-level window of one process on an X display.

    Args:
        display: a python-xlib ``Display``.
        window: the python-xlib window object.
    """

    def __init__(self, display: Display, window) -> None:
        self.display = display
        self.window = window

    @classmethod
    def find(cls, display: Display, pid: int) -> AppWindow | None:
        """The mapped window whose ``_NET_WM_PID`` is ``pid`` or one of its descendants (a
        one-file build runs the app in a child of the process started), or None (yet)."""
        from Xlib import X
        from Xlib.error import XError

        atom = display.intern_atom("_NET_WM_PID")
        family = family_of(pid)
        for window in display.screen().root.query_tree().children:
            try:
                prop = window.get_full_property(atom, X.AnyPropertyType)
                if prop is None or not prop.value or int(prop.value[0]) not in family:
                    continue
                if window.get_attributes().map_state != X.IsViewable:
                    continue
            except XError:  # the window went away while we looked
                continue
            return cls(display, window)
        return None

    @classmethod
    def wait(cls, display: Display, pid: int, timeout: float, poll: float = 0.005) -> AppWindow:
        """:meth:`find` again and again until the window is there.

        Raises:
            TimeoutError: if no window of ``pid`` is mapped within ``timeout`` seconds.
        """
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = cls.find(display, pid)
            if found is not None:
                return found
            time.sleep(poll)
        raise TimeoutError(f"no window of process {pid} within {timeout} s")

    @property
    def size(self) -> tuple[int, int]:
        """The window's (width, height) in pixels."""
        geometry = self.window.get_geometry()
        return geometry.width, geometry.height

    def wm_class(self) -> tuple[str, ...]:
        """The window's ``WM_CLASS`` (instance, class)."""
        return tuple(self.window.get_wm_class() or ())

    def icon_size(self) -> tuple[int, int] | None:
        """(width, height) of the first icon in ``_NET_WM_ICON``, or None without one."""
        from Xlib import X

        prop = self.window.get_full_property(self.display.intern_atom("_NET_WM_ICON"), X.AnyPropertyType)
        if prop is None or len(prop.value) < 2:
            return None
        return int(prop.value[0]), int(prop.value[1])

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        """The (r, g, b) of one pixel of the window."""
        data = self.window.get_image(x, y, 1, 1, _zpixmap(), 0xFFFFFFFF).data
        return data[2], data[1], data[0]

    def capture(self) -> pygame.Surface:
        """The window's pixels as an opaque pygame Surface (the X image is BGRX)."""
        import pygame

        w, h = self.size
        image = self.window.get_image(0, 0, w, h, _zpixmap(), 0xFFFFFFFF)
        data = bytearray(image.data)
        data[3::4] = b"\xff" * (w * h)
        return pygame.image.frombytes(bytes(data), (w, h), "BGRA")

    def _to_root(self, pos: tuple[int, int]) -> tuple[int, int]:
        root = self.display.screen().root
        where = self.window.translate_coords(root, 0, 0)
        return -where.x + int(pos[0]), -where.y + int(pos[1])

    def move(self, pos: tuple[int, int]) -> None:
        """Move the pointer to ``pos`` (window pixels)."""
        from Xlib import X
        from Xlib.ext import xtest

        x, y = self._to_root(pos)
        xtest.fake_input(self.display, X.MotionNotify, x=x, y=y)
        self.display.sync()

    def click(self, pos: tuple[int, int], hold: float = 0.05) -> None:
        """A left click at ``pos`` (window pixels): move there, press, wait ``hold`` s, release."""
        from Xlib import X
        from Xlib.ext import xtest

        self.move(pos)
        time.sleep(hold)
        xtest.fake_input(self.display, X.ButtonPress, 1)
        self.display.sync()
        time.sleep(hold)
        xtest.fake_input(self.display, X.ButtonRelease, 1)
        self.display.sync()

    def close(self) -> None:
        """Ask the window to close, as its title bar's close button does (``WM_DELETE_WINDOW``)."""
        from Xlib import X
        from Xlib.protocol import event

        protocols = self.display.intern_atom("WM_PROTOCOLS")
        delete = self.display.intern_atom("WM_DELETE_WINDOW")
        message = event.ClientMessage(
            window=self.window, client_type=protocols, data=(32, [delete, X.CurrentTime, 0, 0, 0])
        )
        self.window.send_event(message, event_mask=X.NoEventMask)
        self.display.sync()


def family_of(pid: int) -> set[int]:
    """``pid`` and the ids of all its descendant processes now (read from ``/proc``)."""
    children: dict[int, list[int]] = {}
    for stat in os.scandir("/proc"):
        if not stat.name.isdigit():
            continue
        try:
            with open(f"/proc/{stat.name}/stat", "rb") as file:
                fields = file.read().rsplit(b")", 1)[1].split()
        except OSError:  # the process ended meanwhile
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.name))
    family, todo = set(), [pid]
    while todo:
        current = todo.pop()
        if current not in family:
            family.add(current)
            todo += children.get(current, [])
    return family


def _zpixmap() -> int:
    from Xlib import X

    return X.ZPixmap
