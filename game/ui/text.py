"""Text shared by the menus and the table: word wrapping, one-line fitting, cached labels, a
count with its noun (:func:`plural`) and a list in words (:func:`listed`)."""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

from game import assets
from game.ui import bidi, style


def _pieces(word: str, font: pygame.font.Font, width: int) -> list[str]:
    """``word`` cut into pieces no wider than ``width`` pixels (a long file path), or
    ``[word]`` when it fits; a piece is at least one character."""
    pieces: list[str] = []
    while len(word) > 1 and font.size(word)[0] > width:
        lo, hi = 1, len(word) - 1  # the longest prefix that fits, by bisection
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if font.size(word[:mid])[0] <= width:
                lo = mid
            else:
                hi = mid - 1
        pieces.append(word[:lo])
        word = word[lo:]
    return [*pieces, word]


def fitting_px(text: str, px: int, least: int, room: int, bold: bool = False) -> int:
    """The largest type from ``px`` down to ``least`` in which ``text`` fits ``room`` pixels
    (``least`` when none does)."""
    while px > least and assets.font(px, bold).size(text)[0] > room:
        px -= 1
    return px


DASHES = ("-", "\u2013", "\u2014")
"""A lone dash between two phrases (" - "), kept at the end of its line by :func:`wrap`."""


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels in ``font``, at its plain
    spaces only (a phrase joined by :func:`together` stays on one line), never before a lone
    dash (it ends its line: a tester read "- click or press a key to go on"); a word wider
    than a line (a long file path) is cut across lines. Blank lines in ``text`` are kept."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        words: list[str] = []
        for word in filter(None, paragraph.split(" ")):
            if word in DASHES and words:
                words[-1] = f"{words[-1]} {word}"
            else:
                words.append(word)
        for word in words:
            for piece in _pieces(word, font, width):
                candidate = f"{line} {piece}" if line else piece
                if line and font.size(candidate)[0] > width:
                    lines.append(line)
                    line = piece
                else:
                    line = candidate
        lines.append(line)
    return lines


def wrap_even(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """:func:`wrap`, over as few lines, but each as near the same width as the words allow
    (the narrowest width that needs no more lines, and holds every word that ``width`` holds
    whole: a narrower one cut "West 18," from its comma, which then led the next line, ", East
    18": helper-79): no lone word left on a last line."""
    lines = wrap(text, font, width)
    if len(lines) < 2 or "\n" in text:
        return lines
    whole = max((w for w in (font.size(word)[0] for word in text.split(" ")) if w <= width), default=0)
    even = even_width(lambda w: len(wrap(text, font, w)), width, len(lines))
    return wrap(text, font, max(even, whole))


def even_width(rows: Callable[[int], int], width: int, most: int) -> int:
    """The narrowest width, up to ``width`` pixels, at which words laid in rows take no more
    than the ``most`` rows they take at ``width`` (``rows(w)``: how many they take at ``w``;
    fewer or as many as ``w`` grows). Found by bisection: about log2(width) calls."""
    low, high = width // max(1, most), width  # (the narrowest width giving as few rows lies between)
    while low < high:
        middle = (low + high) // 2
        low, high = (low, middle) if rows(middle) <= most else (middle + 1, high)
    return high


LONGEST_WORD = 24
"""The most letters (each with its marks) a word handed to pygame-gui's text box may have."""


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, with an ``s`` unless ``n`` is 1: ``"1 trick"``, ``"3 tricks"``,
    ``"0 saved games"``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def listed(items: Sequence[str], last: str = "and") -> str:
    """``items`` as a sentence lists them: ``"a, b and c"``, ``"a and b"``, ``"a"``, ``""``
    for none; ``last`` joins the last two (``"a, b or c"``)."""
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def breakable(text: str, most: int = LONGEST_WORD) -> str:
    """``text`` with every word of more than ``most`` letters cut into pieces of ``most``
    by spaces, a letter never parted from its combining marks. pygame-gui's text box cuts a
    word too long for its line itself, and on marks it measures wrong ("Row longer than
    layout"); real words are far shorter, so only junk from a damaged file is cut."""
    words = []
    for word in text.split(" "):
        letters: list[str] = []
        for ch in word:
            if letters and unicodedata.category(ch)[0] == "M":
                letters[-1] += ch
            else:
                letters.append(ch)
        words.append(" ".join("".join(letters[i : i + most]) for i in range(0, len(letters), most)))
    return " ".join(words)


NBSP = "\u00a0"
"""The space that joins words a line must not part (drawn as a space)."""


def together(phrase: str) -> str:
    """``phrase`` with its spaces made non-breaking, so no wrapping in the app breaks it
    ("2 wins", "can't win", "(each beats the next)"); where it is wider than a whole line
    it is cut across lines like any over-long word."""
    return phrase.replace(" ", NBSP)


def capitalized(words: str) -> str:
    """``words`` with its first letter a capital, the rest as it is (a sentence's start:
    ``"the 5♠ would …"`` -> ``"The 5♠ would …"``; a name typed in lower case stays so after
    it)."""
    return words[:1].upper() + words[1:]


PHRASE_ENDS = (" - ", ": ", "; ", ", ")
"""Where a title may break between phrases (the mark stays at the end of its line)."""


def wrap_phrases(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` (a title) broken into lines no wider than ``width`` pixels in ``font``,
    between its phrases where it can (after a dash, colon, semicolon or comma: "Bid Whist -"
    / "first side to 7", never "Bid Whist - first side to" / "7"); a phrase wider than a line
    is wrapped between its words (:func:`wrap`)."""
    phrases, rest = [], text
    while rest:
        cut = min((rest.find(end) + len(end) - 1 for end in PHRASE_ENDS if end in rest), default=len(rest))
        phrases.append(rest[:cut].strip())
        rest = rest[cut:].strip()
    lines: list[str] = []
    for phrase in phrases:
        joined = f"{lines[-1]} {phrase}" if lines else phrase
        if lines and font.size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines += wrap(phrase, font, width)
    return lines or [""]


def wrap_whole(texts: list[str], width: int, height: int, largest: int, least: int) -> tuple[int, list[str]]:
    """``texts`` (paragraphs) wrapped whole (:func:`wrap`, never cut) to ``width`` pixels in the
    largest type from ``largest`` down to ``least`` px whose lines, a font line apart, fit in
    ``height`` pixels; in ``least`` px when none does (the caller gives that room).

    Returns:
        ``(px, lines)``: the type size and every line, each ``(text, paragraph index)``.
    """
    for px in range(largest, min(largest, least) - 1, -1):
        font = assets.font(px)
        lines = [(line, i) for i, text in enumerate(texts) for line in wrap(text, font, width)]
        if len(lines) * font.get_linesize() <= height:
            break
    return px, lines


def fit(text: str, font: pygame.font.Font, width: int) -> str:
    """``text``, cut and ended with an ellipsis if it is wider than ``width`` pixels
    (used by the table's name plates and buttons). The cut is found by bisection: about
    log2(len(text)) measurements, whatever the length."""
    if font.size(text)[0] <= width:
        return text
    lo, hi = 0, len(text) - 1  # the longest prefix that fits with the ellipsis after it
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(text[:mid] + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


MISSING_PROBE = "\u4e00"
"""A printable character the bundled DejaVu Sans lacks (Chinese "one"): what it draws for it
(an empty box) is what it draws for any character it lacks."""


def drawable(text: str) -> str:
    """``text`` without the characters the bundled font (regular or bold) would draw as an
    empty box: emoji it lacks, Chinese, Japanese... (a name is drawn in both). Spaces, marks
    and format characters are kept (:func:`rules.core.text.clean_text` sees to them)."""
    return "".join(ch for ch in text if unicodedata.category(ch)[0] in "MZC" or _draws(ch))


@lru_cache(maxsize=4096)
def _draws(ch: str) -> bool:
    """True when both bundled fonts have a glyph of their own for ``ch``."""
    return all(_drawn(ch, bold) != _drawn(MISSING_PROBE, bold) for bold in (False, True))


@lru_cache(maxsize=4096)
def _drawn(ch: str, bold: bool) -> tuple:
    """``ch`` as the bundled font draws it at 20 px: its metrics and its pixels."""
    font = assets.font(20, bold)
    return font.metrics(ch)[0], pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA")


_labels: OrderedDict = OrderedDict()
LABEL_CACHE = 512
"""How many rendered labels :func:`label` keeps (least recently used dropped first)."""


def label(
    text: str, px: int, colour: tuple[int, int, int] = style.TEXT, bold: bool = False
) -> pygame.Surface:
    """``text`` rendered anti-aliased in the bundled font at ``px`` pixels (cached)."""
    key = (text, px, colour, bold)
    image = _labels.get(key)
    if image is None:
        image = _labels[key] = _rendered(text, px, colour, bold)
        if len(_labels) > LABEL_CACHE:
            _labels.popitem(last=False)
    else:
        _labels.move_to_end(key)
    return image


def _rendered(text: str, px: int, colour: tuple[int, int, int], bold: bool) -> pygame.Surface:
    """``text`` rendered, its right-to-left words shaped in their script (:mod:`game.ui.bidi`)
    and the pieces laid left to right."""
    pieces = [
        (assets.shaped_font(px, bold, script) if script else assets.font(px, bold)).render(
            piece, True, colour
        )
        for piece, script in bidi.runs(text)
    ]
    if len(pieces) == 1:
        return pieces[0]
    image = pygame.Surface(
        (sum(p.get_width() for p in pieces), max(p.get_height() for p in pieces)), pygame.SRCALPHA
    )
    x = 0
    for piece in pieces:
        image.blit(piece, (x, 0))
        x += piece.get_width()
    return image


def draw_text(
    surface: pygame.Surface,
    text: str,
    px: int,
    pos: tuple[int, int],
    colour: tuple[int, int, int] = style.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    max_width: int | None = None,
) -> pygame.Rect:
    """One line of ``text`` at ``pos`` (``anchor`` is a pygame.Rect attribute name), cut with
    an ellipsis to ``max_width`` pixels; returns the drawn rect."""
    if max_width is not None:
        text = fit(text, assets.font(px, bold), max_width)
    image = label(text, px, colour, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect
