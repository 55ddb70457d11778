"""Text layout for the menus: word wrapping to a width in pixels."""

from __future__ import annotations

import pygame


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels in ``font`` (a single word
    longer than the width gets a line of its own). Blank lines in ``text`` are kept."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if line and font.size(candidate)[0] > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines

