"""Sound: muting silences a sound already playing, and without a sound device the app starts
and plays without a word from the audio libraries on the terminal."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from game.scenes.settings import SettingsScene
from game.table.input import MENU
from tests.game.driver import click, push_table, run_until

NAMES = ["You", "West", "North", "East"]


def test_mute_silences_a_sound_already_playing(app):
    if not pygame.mixer.get_init():
        pytest.skip("no mixer here, not even SDL's dummy one")
    table = push_table(app, "bid_whist", NAMES, seed=3)
    run_until(app, lambda: table.bar_ready, 2000)
    click(app, dict(table.input.bar)[MENU].center, frames=3)
    click(app, app.top.buttons["settings"].rect.center, frames=4)
    assert isinstance(app.top, SettingsScene)
    table.sound("shuffle")  # a sound is playing under the dialog
    assert pygame.mixer.get_busy()
    click(app, app.top.choices[("sound", False)].rect.center, frames=3)
    assert not pygame.mixer.get_busy() and app.settings["sound"] is False


def test_the_sound_choices_say_when_there_is_no_sound_device(app, monkeypatch):
    """helper-36 saw "Sound: On, 80%" on a machine without a sound device, and nothing said why
    no sound came."""
    from game.scenes.settings import NO_SOUND_DEVICE

    table = push_table(app, "bid_whist", NAMES, seed=3)
    run_until(app, lambda: table.bar_ready, 2000)
    for device in (True, False):
        if device and not pygame.mixer.get_init():
            continue  # (no mixer here: only the case without one)
        if not device:
            monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
        click(app, dict(table.input.bar)[MENU].center, frames=3)
        click(app, app.top.buttons["settings"].rect.center, frames=4)
        settings = app.top
        assert isinstance(settings, SettingsScene)
        tips = {key: button.tool_tip_text for key, button in settings.choices.items()}
        said = [key for key, tip in tips.items() if tip == NO_SOUND_DEVICE]
        assert said == ([] if device else [key for key in tips if key[0] in ("sound", "volume")])
        settings.ok()
        run_until(app, lambda: app.top is table, 50)


STARTS = """
from game.app import App
from game.bot_worker import BotWorker
from game import assets
app = App(size=(800, 450), fixed_dt=1 / 60, bots=BotWorker(inline=True))
app.show("title")
for _ in range(5):
    app.step()
sound = assets.sound("turn")
if sound is not None:
    sound.play()
app.close()
print("started")
"""
"""The real app started as a player starts it (not headless: SDL's usual audio driver), the
title shown and a sound played."""


def test_no_audio_library_talks_on_the_terminal(tmp_path):
    """On a machine without a sound card ALSA used to print eight lines as the mixer started."""
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}
    env |= {"SDL_VIDEODRIVER": "dummy", "CARDTABLE_DATA_DIR": str(tmp_path / "d")}
    env |= {"CARDTABLE_CONFIG_DIR": str(tmp_path / "c"), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    done = subprocess.run(
        [sys.executable, "-c", STARTS], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and done.stdout.strip() == "started"
