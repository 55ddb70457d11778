"""Text layout shared by the menus and the table: word wrapping and one-line fitting."""

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


def fit(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, cut and ended with an ellipsis if it is wider than ``width`` pixels
    (used by the table's name plates and buttons)."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"
