"""The application: the window's main loop and the services scenes share.

``App`` owns the pygame window (its parts in :mod:`game.window`), the scene stack (a
:class:`~game.scene_stack.SceneStack`), the user's settings and one
:class:`~game.bot_worker.BotWorker` started at launch.
The loop runs on real time in normal use and is idle when nothing changes: it draws only
when a scene is dirty or busy, and otherwise sleeps in ``pygame.event.wait``. Demo and test
runs pass ``fixed_dt`` so that every frame advances the animations by the same virtual time
and nothing sleeps.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from typing import Any

import pygame

from game import assets
from game.frame_stats import FrameStats
from game.memory import release
from game.scene_stack import SceneStack
from game.window import (
    MIN_SIZE,
    NO_SCREEN,
    POINTER_EVENTS,
    TITLE,
    WINDOW_ICON_PX,
    NoScreen,
    display_window,
    draw_too_small,
    first_size,
    is_too_small,
    quiet_stderr,
    within_desktop,
)

IDLE_WAIT_MS = 250
"""While idle, the loop wakes at least this often (menus' hover timers, a text cursor)."""
IDLE_POLL_MS = 15
"""While idle, how often the loop looks for an event (the most a click waits to be seen)."""
RECOVERIES, RECOVER_WINDOW = 3, 10.0
"""The app recovers from at most this many errors within this many seconds (then it stops)."""

log = logging.getLogger(__name__)


class App(SceneStack):
    """The running application.

    Args:
        size: the window size in pixels (width, height); ``None`` for the remembered size or,
            on a first start, :data:`FIRST_SIZE` of the desktop.
        headless: use SDL's dummy video and audio drivers (no window appears).
        fixed_dt: seconds each frame advances; ``None`` for real time at up to 60 frames/s.
        bots: a bot worker; the app starts its own (one worker process) when ``None``.
        started: ``time.perf_counter()`` at program start, for ``startup_ms``.

    Attributes:
        screen: the window surface (follows resizes).
        stats: :class:`FrameStats` of this run.
        settings: the user's settings dict (see :mod:`saves.settings`).
        notices: sentences for the player about a settings file that could not be used
            (shown over the title at start).
        result: set by a scene to end a demo run (see :meth:`quit`).
    """

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        headless: bool = False,
        fixed_dt: float | None = None,
        bots: Any = None,
        started: float | None = None,
    ) -> None:
        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        # The window is drawn in software; without this, SDL backs it with an OpenGL texture
        # and loads the GL driver (about 110 MB resident with Mesa) for nothing.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        self.stats = FrameStats(started if started is not None else time.perf_counter())
        self.headless = headless
        self.fixed_dt = fixed_dt
        from saves.settings import load_settings

        self.notices: list[str] = []
        self.settings = load_settings(self.notices)
        self._settings_reported = False
        if self.notices:  # write the values used, so the notice is given once, not every start
            self.write_settings(report=False)  # (a file that could not be read is not replaced)
        from game.ui.style import set_text_size

        set_text_size(str(self.settings.get("text_size", "normal")))
        with quiet_stderr():  # without a sound device, ALSA and SDL write to it as the mixer starts
            pygame.init()
        if pygame.display.get_driver() == "offscreen" and not os.environ.get("SDL_VIDEODRIVER"):
            pygame.quit()  # (SDL's last resort, chosen for want of a display: nothing would show)
            raise NoScreen(NO_SCREEN)
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(assets.icon(WINDOW_ICON_PX))  # before set_mode, as SDL asks
        desktop = pygame.display.get_desktop_sizes()[0]
        if size is None:
            size = first_size(self.settings, desktop)
        elif pygame.display.get_driver() != "dummy":  # (a size asked for on the command line)
            size = within_desktop(size, desktop)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._windowed = self.screen.get_size()
        self._size_changed = False
        self._too_small_drawn = False
        window = display_window()
        if window is not None:
            window.minimum_size = MIN_SIZE
        self.clock = pygame.time.Clock()
        SceneStack.__init__(self)
        self.running = False
        self.result: Any = None
        self.demo: dict[str, Any] | None = None
        if bots is None:
            from game.bot_worker import BotWorker

            bots = BotWorker()
        self.bots = bots
        self._review_worker: Any = None  # (started at the first review: review_worker)
        self._after_frame: list[Callable[[], None]] = []
        self._held: list[pygame.event.Event] = []  # input for the scenes on top next frame
        self._step_end = time.perf_counter()  # for FrameStats.interval_ms

    @property
    def review_worker(self) -> Any:
        """The worker the hands' reviews are worked out in (a
        :class:`~game.bot_worker.BotWorker`): a second process beside the bots' one, started
        at the first review, so that no computer player waits for a review step to end (a
        Grand Bid step takes about a second, and the bots of the next round waited that long
        a move); the bots' own worker when that one computes in this process (the tests', or
        where no process starts)."""
        if self.bots.inline:
            return self.bots
        if self._review_worker is None:
            from game.bot_worker import BotWorker

            self._review_worker = BotWorker()
        return self._review_worker

    # --- loop ---------------------------------------------------------------------------
    def quit(self, result: Any = None) -> None:
        """End the loop after this frame; ``result`` is kept in :attr:`result`."""
        self.result = result
        self.running = False

    def wants_frame(self) -> bool:
        """True when a frame must run now: a scene is dirty or busy, or work waits for the
        end of a frame."""
        return bool(self._after_frame or self._held) or any(s.dirty or s.busy() for s in self.scenes)

    def step(self) -> None:
        """Run one frame: events top-down, update every scene, draw if anything changed or
        moves, flip, record timing. Once an event has asked for a change at the frame's end
        (:meth:`later`), the events after it wait for the next frame: they belong to the
        scenes on top then (a click just after the Escape that closes a pop-up is for the
        table, not for the closing pop-up)."""
        dt = self.fixed_dt if self.fixed_dt is not None else min(self.clock.tick(60) / 1000.0, 0.1)
        begin = time.perf_counter()
        thinking = self.bots.pending
        events, self._held = self._held + pygame.event.get(), []
        for i, event in enumerate(events):
            asked = len(self._after_frame)
            self.dispatch(event)
            if len(self._after_frame) > asked:
                self._held = events[i + 1 :]
                break
        for scene in list(self.scenes):
            scene.update(dt)
        drawn = self.draw()
        if drawn:
            pygame.display.flip()
            end = time.perf_counter()
            if self.stats.startup_ms is None:
                self.stats.startup_ms = round((end - self.stats.started) * 1000.0, 1)
            else:
                self.stats.frame_ms.append((end - begin) * 1000.0)
                self.stats.interval_ms.append((end - self._step_end) * 1000.0)
                self.stats.thinking.append(thinking)
        callbacks, self._after_frame = self._after_frame, []
        for callback in callbacks:
            callback()
        self._step_end = time.perf_counter()

    def idle(self) -> None:
        """Sleep until an event comes (or :data:`IDLE_WAIT_MS` passes), then forget the time
        slept so that the next frame does not jump. It looks for events every
        :data:`IDLE_POLL_MS` (``pygame.event.wait`` polls every millisecond, which costs an
        idle window about 2% of a core)."""
        if self.closed:  # a screen closed since: its memory back while nothing moves, not at the
            self.closed = False  # cycle collector's leisure (game.memory)
            release()
        deadline = time.perf_counter() + IDLE_WAIT_MS / 1000
        while time.perf_counter() < deadline and not pygame.event.peek():
            time.sleep(IDLE_POLL_MS / 1000)
        self.clock.tick()
        self._step_end = time.perf_counter()  # a wait for input is no slow frame

    def later(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` after the current frame (safe place to change the scene stack)."""
        self._after_frame.append(callback)

    @property
    def layout_size(self) -> tuple[int, int]:
        """The size scenes lay themselves out for: the window's, but never under
        :data:`MIN_SIZE` (a scene made while the window is too small is drawn only once it
        has grown, and then laid out again)."""
        width, height = self.screen.get_size()
        return max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1])

    @property
    def too_small(self) -> bool:
        """True while the window is smaller than :data:`MIN_SIZE` either way: the scenes keep
        their last layout and are not drawn, the window says :data:`TOO_SMALL`."""
        return is_too_small(self.screen.get_size())

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event: quit, resize and F11 here, the rest top-down until consumed (a
        pointer's events not while the window is too small: no scene is shown)."""
        if event.type in POINTER_EVENTS and self.too_small:
            return
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            self.resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            for scene in self.scenes:
                scene.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        for scene in reversed(list(self.scenes)):
            if scene.handle_event(event):
                return

    def resized(self) -> None:
        """Tell every scene the window's new size (the layout is computed from it); a
        windowed size is remembered for the next start."""
        self.screen = pygame.display.get_surface()
        size = self.screen.get_size()
        if self.too_small:  # the scenes wait for a size they can be laid out in
            self._too_small_drawn = False
            return
        if not self.screen.get_flags() & pygame.FULLSCREEN and size != self._windowed:
            self._windowed, self._size_changed = size, True
        for scene in self.scenes:
            scene.on_resize(size)
            scene.dirty = True

    def toggle_fullscreen(self) -> None:
        """Switch between fullscreen and the window (at its size before fullscreen, and
        still resizable)."""
        if self.screen.get_flags() & pygame.FULLSCREEN:
            window = display_window()
            if window is not None:  # some X11 set-ups keep the full-screen size without this
                window.set_windowed()
                window.size = self._windowed
            self.screen = pygame.display.set_mode(self._windowed, pygame.RESIZABLE)
        else:
            self._windowed = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.resized()

    def draw(self) -> bool:
        """Draw from the topmost opaque scene upward when any of them is dirty or busy;
        True if drawn. A window too small shows :data:`TOO_SMALL` instead (drawn once per
        size; nothing but the felt's colour when not even that fits)."""
        if self.too_small:
            if self._too_small_drawn:
                return False
            draw_too_small(self.screen)
            self._too_small_drawn = True
            return True
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        shown = self.scenes[start:]
        if not any(s.dirty or s.busy() for s in shown):
            return False
        for scene in shown:
            scene.draw(self.screen)
        for scene in self.scenes:
            scene.dirty = False
        return True

    def run(self) -> Any:
        """Loop until :meth:`quit` or the window closes; returns :attr:`result`. An error in a
        scene does not close the app: it goes back to the title and says what happened (the
        game is saved up to its last move); only errors that come back at once are raised."""
        self.running = True
        failures: list[float] = []
        try:
            while self.running and self.scenes:
                if self.fixed_dt is None and not self.wants_frame():
                    self.idle()
                try:
                    self.step()
                except Exception as exc:
                    now = time.perf_counter()
                    failures = [t for t in failures if now - t < RECOVER_WINDOW] + [now]
                    if len(failures) > RECOVERIES:
                        raise
                    self.recover(exc)
        finally:
            self.close()
        return self.result

    def recover(self, error: Exception) -> None:
        """After an error in a scene: the title, with a message that names the error, and
        says the game is saved only when a game that saves was open."""
        from game.table.scene import TableScene
        from rules.core.text import clean_text

        log.exception("a scene failed; back to the title")
        self._after_frame, self._held = [], []
        table = self.find(TableScene)
        text = f"Something went wrong ({error.__class__.__name__}: {clean_text(str(error), 300)})."
        if table is not None and table.session.save_path is not None:
            text += (
                f" Your game of {table.session.title} was saved up to its last move: choose Continue"
                " to go on."
            )
        self.show("title")
        self.open("message", "Sorry - that went wrong", text)

    def settings_changed(self) -> None:
        """Every scene takes the settings in again, now (the settings dialog changed one): the
        text size, laid out anew; the table's looks and pace. Muted, a sound already playing
        stops at once."""
        from game.ui.style import set_text_size

        set_text_size(str(self.settings.get("text_size", "normal")))
        if not self.settings.get("sound", True):
            assets.stop_sounds()
        for scene in self.scenes:
            scene.settings_changed()

    def remember(self, key: str, value: Any) -> None:
        """Put the setting ``key`` to ``value`` and write the settings file
        (:meth:`write_settings`)."""
        self.settings[key] = value
        self.write_settings()

    def write_settings(self, report: bool = True) -> bool:
        """Write :attr:`settings` to the settings file. A failure (a full disk, a file that
        may not be read, a value that is not JSON) never ends anything: the settings hold for
        this run, and with ``report`` the first failure of the run is said in a message.

        Returns:
            True when the file was written.
        """
        from rules.core.text import clean_text
        from saves.settings import save_settings

        try:
            save_settings(self.settings)
        except Exception as exc:  # remembering a choice is never worth a crash
            log.warning("settings not saved: %s", exc)
            if report and not self._settings_reported:
                self._settings_reported = True
                why = clean_text(getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__, 200)
                text = (
                    f"Your settings could not be saved ({why}). Your choices hold until Card Table"
                    " closes; nothing else is affected."
                )
                self.later(lambda: self.open("message", "Settings not saved", text))
            return False
        return True

    def close(self) -> None:
        """Leave every scene (they flush autosaves), remember a resized window, stop the bot
        worker, close pygame."""
        while self.scenes:
            self.scenes.pop().exit()
        if self._size_changed:
            self.settings["window_size"] = list(self._windowed)
            self.write_settings(report=False)  # (closing: a failure only loses the window size)
        self.bots.shutdown()
        if self._review_worker is not None:
            self._review_worker.shutdown()
        # A sound ending on the audio thread takes the interpreter's lock; quitting the mixer
        # as one ends waited for it for good (a CI run hung in pygame.quit). Stopping them
        # first frees the lock while it waits, and nothing is left to end.
        assets.stop_sounds()
        pygame.quit()
        assets.clear_caches()  # cached fonts and surfaces die with pygame.quit()
