"""Hypothesis strategies for input from outside: text of any Unicode code point (surrogates,
controls, format and unassigned characters included) and whole numbers of any length, as
JSON text."""

from hypothesis import strategies as st

EVERY_CODE_POINT = st.characters(categories=["L", "M", "N", "P", "S", "Z", "C"])
"""Any single code point, a lone surrogate included (hypothesis leaves those out by default)."""
NASTY = [
    "\x00",
    "\ud800",
    "\udfff",
    "\u200b",
    "\u200d",
    "\u202e",
    "\u2066",
    "\ufeff",
    "\ufffc",
    "\u0301" * 50,
    "\U000e0001",
    "\n",
    "\t",
    "\x7f",
    "\U0010ffff",
    "\ue000",
]
"""Characters that broke or can break a font or a line: NUL, lone surrogates, zero-width and
bidirectional format characters, the byte-order mark, the object replacement character, a
pile of combining marks, a tag character, line breaks, DEL, the last code point, private use."""


def text(max_size: int = 60) -> st.SearchStrategy[str]:
    """Any text: arbitrary code points mixed with :data:`NASTY` ones, sometimes very long."""
    piece = st.text(EVERY_CODE_POINT, max_size=max_size) | st.sampled_from(NASTY)
    short = st.lists(piece, max_size=4).map("".join)
    return short | st.builds(lambda s, n: s * n, short, st.integers(1, 2000))


number_text = st.one_of(
    st.integers().map(str),
    st.integers(-(2**70), 2**70).map(str),
    st.integers(0, 20).map(lambda k: str(10**k)),
    st.integers(20, 6000).map(lambda n: "9" * n),
    st.integers(20, 6000).map(lambda n: "-" + "9" * n),
)
"""A whole number as JSON text: small, large, and up to 6,000 digits (over 4,300 Python
refuses to convert)."""
