"""Right-to-left words in a left-to-right line: a name typed in Arabic or Hebrew, said in an
English sentence ("سلام plays the 5♠").

SDL draws a string left to right, letter by letter: Arabic came out backwards and unjoined. A
line is cut here into runs (a much reduced form of the Unicode bidirectional algorithm for a
left-to-right paragraph, enough for names in sentences): right-to-left letters, with the
spaces, marks, digits and punctuation between two of them, make a run that the font shapes
right to left in its script; everything else stays as it is. The runs are then laid left to
right in the order they come.
"""

from __future__ import annotations

import unicodedata

RIGHT_TO_LEFT = frozenset({"R", "AL"})
"""Bidirectional classes of the right-to-left letters (Hebrew; Arabic and the like)."""
SCRIPTS = (
    (0x0590, 0x05FF, "Hebr"),
    (0xFB1D, 0xFB4F, "Hebr"),
    (0x0700, 0x074F, "Syrc"),
    (0x0780, 0x07BF, "Thaa"),
    (0x07C0, 0x07FF, "Nkoo"),
)
"""Code point ranges of the right-to-left scripts other than Arabic (ISO 15924 codes, as
HarfBuzz takes them); any other right-to-left letter is shaped as Arabic."""

Run = tuple[str, str | None]
"""A piece of a line: its text, and the script to shape it in right to left (``None``: left
to right, as SDL draws any text)."""


def script_of(ch: str) -> str:
    """The ISO 15924 code of the right-to-left letter ``ch`` (``"Arab"``, ``"Hebr"``...)."""
    point = ord(ch)
    return next((code for low, high, code in SCRIPTS if low <= point <= high), "Arab")


def runs(text: str) -> list[Run]:
    """``text`` cut into :data:`Run` pieces in reading order; ``[(text, None)]`` when it has
    no right-to-left letter. A character that is neither a left-to-right nor a right-to-left
    letter goes with the right-to-left run only when both nearest letters around it are
    right-to-left (a space between two Arabic words, not the one before "plays"), and a
    combining mark with the letter it sits on."""
    strong = [_strength(ch) for ch in text]
    if "R" not in strong:
        return [(text, None)]
    before, after = _nearest(strong), _nearest(strong[::-1])[::-1]
    rtl = [s == "R" or (s is None and before[i] == after[i] == "R") for i, s in enumerate(strong)]
    for i in range(1, len(text)):  # (a combining mark stays with the letter it sits on)
        if unicodedata.bidirectional(text[i]) == "NSM":
            rtl[i] = rtl[i - 1]
    out: list[Run] = []
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or rtl[i] != rtl[start]:
            first_rtl = next((ch for ch, s in zip(text[start:i], strong[start:i]) if s == "R"), None)
            out.append((text[start:i], script_of(first_rtl) if rtl[start] and first_rtl else None))
            start = i
    return out


def _strength(ch: str) -> str | None:
    """``"R"`` for a right-to-left letter, ``"L"`` for any other letter, ``None`` for the
    rest (spaces, marks, digits, punctuation, symbols)."""
    kind = unicodedata.bidirectional(ch)
    return "R" if kind in RIGHT_TO_LEFT else "L" if kind == "L" else None


def _nearest(strong: list[str | None]) -> list[str | None]:
    """For each place, the strength of the nearest letter before it (``None`` at the start)."""
    out, last = [], None
    for s in strong:
        out.append(last)
        last = s or last
    return out
