"""Helpers for the packaged app's tests: build it, run it, start it on a virtual screen and
compare what its window shows with what the source app draws.

The window side uses ``build_scripts/xwindow.py`` (Xvfb and python-xlib); the source side
runs the real app headless in the test process.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

REPO = Path(__file__).resolve().parents[2]
BUILD_SCRIPTS = REPO / "build_scripts"
if str(BUILD_SCRIPTS) not in sys.path:
    sys.path.insert(0, str(BUILD_SCRIPTS))

from build_app import executable  # noqa: E402,F401  (re-exported for the tests)
from xwindow import AppWindow, VirtualScreen  # noqa: E402

SIZE = (1280, 720)
"""The window size of every windowed run (``--size 1280x720``)."""
TIMEOUT = 180
"""Seconds a program run, a window or a settled picture may take: a guard against a hang, not
a speed goal. Grand Bid's whole demo costs about 16 CPU seconds (29 s wall beside two
measurement jobs); with the build tests' two workers and other work on two cores it took
over 60 (a CI run at load 4 to 5, 2 December), so the guard leaves room for a busy machine."""
ASIDE = (2, 2)
"""Where the pointer rests between clicks: on the felt, over no widget (so no hover)."""


def build(kind: str, dist: Path, work: Path) -> dict:
    """Build the app with ``build_scripts/build_app.py`` (``kind``: ``"one-folder"`` or
    ``"one-file"``) into ``dist`` and return the summary line it prints.

    Raises:
        RuntimeError: if the build fails; its message ends with the build's last output
            lines (a failed build in CI must say why).
    """
    args = [sys.executable, str(BUILD_SCRIPTS / "build_app.py"), "--dist", str(dist), "--work", str(work)]
    if kind == "one-file":
        args.append("--onefile")
    done = subprocess.run(args, capture_output=True, text=True, cwd=work.parent)
    if done.returncode != 0:
        said = (done.stdout + done.stderr).strip().splitlines()[-40:]
        raise RuntimeError(f"the {kind} build exited {done.returncode}:\n" + "\n".join(said))
    return json.loads(done.stdout.strip().splitlines()[-1])


def run(program: Path, *args: str, cwd: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    """Run ``program args`` in ``cwd`` (stdout and stderr captured as text); never raises on
    a non-zero exit.

    Raises:
        subprocess.TimeoutExpired: after :data:`TIMEOUT` seconds.
    """
    return subprocess.run(
        [str(program), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=TIMEOUT
    )


def differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """The fraction (0..1) of pixels whose colour differs between two same-size pictures.

    Raises:
        ValueError: if the sizes differ.
    """
    if a.get_size() != b.get_size():
        raise ValueError(f"sizes differ: {a.get_size()} and {b.get_size()}")
    first = memoryview(pygame.image.tobytes(a, "RGBX")).cast("I")
    second = memoryview(pygame.image.tobytes(b, "RGBX")).cast("I")
    return sum(1 for x, y in zip(first, second) if x != y) / len(first)


def settle(window: AppWindow, quiet: float = 0.4) -> pygame.Surface:
    """The window's picture once it has not changed for ``quiet`` seconds.

    Raises:
        TimeoutError: if it keeps changing for :data:`TIMEOUT` seconds.
    """
    deadline = time.monotonic() + TIMEOUT
    last = window.capture()
    still_since = time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(0.1)
        now = window.capture()
        if pygame.image.tobytes(now, "RGBX") != pygame.image.tobytes(last, "RGBX"):
            last, still_since = now, time.monotonic()
        elif time.monotonic() - still_since >= quiet:
            return now
    raise TimeoutError("the window kept changing")


def window_env(screen: VirtualScreen) -> dict[str, str]:
    """This process's environment for a program with a real window on ``screen``: its
    ``DISPLAY``, and without the tests' dummy SDL drivers."""
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    env["DISPLAY"] = screen.name
    return env


@contextmanager
def started(program: Path, screen: VirtualScreen, cwd: Path, *args: str) -> Iterator[AppWindow]:
    """Start ``program --size 1280x720 args`` on ``screen`` (in ``cwd``, environment from
    :func:`window_env`) and give its window once the first frame is
    drawn; on leaving, close the window as a player would and check the program ends with 0.

    Raises:
        TimeoutError: no window or no first frame in time.
        AssertionError: the program did not end, or ended with a non-zero status.
    """
    display = screen.connect()
    process = subprocess.Popen(
        [str(program), "--size", f"{SIZE[0]}x{SIZE[1]}", *args],
        cwd=cwd,
        env=window_env(screen),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own process group: the one-file build runs the app as a child
    )
    try:
        window = AppWindow.wait(display, process.pid, TIMEOUT)
        deadline = time.monotonic() + TIMEOUT
        while window.pixel(SIZE[0] // 2, 4) == (0, 0, 0) and time.monotonic() < deadline:
            time.sleep(0.01)
        window.move(ASIDE)
        yield window
        window.close()
        out, err = process.communicate(timeout=TIMEOUT)
        assert process.returncode == 0, f"exit status {process.returncode}; stderr:\n{err[-3000:]}"
    finally:
        # the whole group: killing the one-file bootloader alone leaves the app it started
        # holding the output pipes, and the test waiting on them for ever
        if process.returncode is None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.communicate(timeout=TIMEOUT)
        display.close()


def source_picture(app, max_frames: int = 3000) -> pygame.Surface:
    """Step the source ``app`` until it is idle (nothing dirty or moving) and return a copy
    of its window surface.

    Raises:
        AssertionError: if it is still busy after ``max_frames`` frames.
    """
    for _ in range(max_frames):
        if not app.wants_frame():
            return app.screen.copy()
        app.step()
    raise AssertionError("the source app kept drawing")


def source_click(app, pos: tuple[int, int]) -> pygame.Surface:
    """Click at ``pos`` in the source ``app``, rest the pointer :data:`ASIDE` (as the tests
    do in the window) and return its picture once idle."""
    pos = (int(pos[0]), int(pos[1]))
    for event in (
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ):
        pygame.event.post(event)
    app.step()
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ASIDE, rel=(0, 0), buttons=(0, 0, 0)))
    return source_picture(app)


def window_click(
    window: AppWindow, pos: tuple[int, int], expected: pygame.Surface | None = None, tolerance: float = 0.0
) -> pygame.Surface:
    """Click at ``pos`` in the built app's window, rest the pointer :data:`ASIDE` and return
    the picture once the click has changed it and it has settled (on a busy machine the app
    may take a while to answer: a still picture of the screen before the click is not its
    answer). With ``expected``, the picture the click should come to: it is waited for until
    no more than ``tolerance`` of it differs (a scene slow to build can leave the window
    still, the button pressed, for longer than :func:`settle`'s quiet time), and the settled
    picture is returned whether it came or not (the caller compares it).

    Raises:
        TimeoutError: the picture did not change within :data:`TIMEOUT` seconds, or kept
            changing.
    """
    window.move(ASIDE)
    before = pygame.image.tobytes(settle(window), "RGBX")  # the pointer aside, as after the click
    window.click((int(pos[0]), int(pos[1])))
    window.move(ASIDE)
    deadline = time.monotonic() + TIMEOUT
    while pygame.image.tobytes(window.capture(), "RGBX") == before:
        if time.monotonic() > deadline:
            raise TimeoutError(f"a click at {pos} changed nothing in the window")
        time.sleep(0.05)
    while expected is not None and differing(window.capture(), expected) > tolerance:
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)
    return settle(window)
