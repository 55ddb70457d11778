"""The edge where typed text enters: every piece of text bound for a pygame-gui text entry (a
key's character, an input method's text, a paste) is cleaned by
:func:`rules.core.text.clean_text` before the entry, and so its font, sees it."""

from __future__ import annotations

import pygame
import pygame_gui

PASTE_MODS = pygame.KMOD_CTRL | pygame.KMOD_META


def _entry(manager: pygame_gui.UIManager) -> pygame_gui.elements.UITextEntryLine | None:
    """The text entry that has the keyboard, or ``None``."""
    focused = manager.get_focus_set() or ()
    return next((e for e in focused if isinstance(e, pygame_gui.elements.UITextEntryLine)), None)


def _piece(text: object) -> str:
    from rules.core.text import clean_text

    return clean_text(text, len(text) if isinstance(text, str) else 0, strip=False)


def paste(entry: pygame_gui.elements.UITextEntryLine) -> None:
    """Paste the clipboard's text into ``entry`` at its cursor, over its selection, cleaned and
    cut to the entry's length limit (pygame-gui would paste it raw)."""
    try:
        pasted = pygame.scrap.get_text()
    except pygame.error:  # no clipboard on this video driver
        return
    text, (low, high) = entry.get_text(), sorted(entry.select_range)
    if low == high:
        low = high = entry.edit_position
    room = len(text) - (high - low)
    limit = entry.length_limit if entry.length_limit is not None else room + len(pasted)
    piece = _piece(pasted)[: max(0, limit - room)]
    entry.set_text(text[:low] + piece + text[high:])
    entry.edit_position = low + len(piece)


def clean_typing(event: pygame.event.Event, manager: pygame_gui.UIManager) -> pygame.event.Event | None:
    """``event`` as the widgets of ``manager`` may see it: the text of a ``TEXTINPUT`` or
    ``TEXTEDITING`` event cleaned (``None`` when nothing printable is left), a paste key
    (Ctrl+V, Cmd+V) done here with the clipboard's text cleaned (``None``: nothing left to do);
    every other event as it is."""
    if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
        if event.type == pygame.TEXTINPUT and event.text == "v" and pygame.key.get_mods() & PASTE_MODS:
            return None  # pygame-gui takes this for a paste of the raw clipboard (macOS): the key does it
        text = _piece(getattr(event, "text", ""))
        if event.type == pygame.TEXTINPUT and not text:
            return None
        if text == event.text:
            return event
        return pygame.event.Event(event.type, {**event.dict, "text": text})
    if event.type == pygame.KEYDOWN and event.key == pygame.K_v and getattr(event, "mod", 0) & PASTE_MODS:
        entry = _entry(manager)
        if entry is not None and entry.is_enabled:
            paste(entry)
            return None
    return event
