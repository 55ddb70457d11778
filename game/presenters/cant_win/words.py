"""Can't Win's words at the table: cards and colours, what each tile bars, why a trick was
won, the score sheet, the round summary and the game-over overlay.

Everything is read from a seat's :class:`~rules.games.cant_win.state.CantWinView` and the events
of :mod:`rules.games.cant_win.state` (rulebook ``cant_win.txt``; RULINGS "Can't Win").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.presenters.phrases import winners_words
from game.table.protocol import ScoreSheet, Summary
from game.ui.text import NBSP, plural, together
from rules.core.events import Event
from rules.games.cant_win import (
    COLOUR_NAMES,
    WHY_LEAD,
    WHY_SIDEWAYS,
    WHY_TRUMP,
    WHY_UPRIGHT,
    WIN_SHARED,
    WON_ON_POINTS,
)

TILE_BANS = {
    "revive_ban": "pink Revive cards",
    "spell_ban": "purple Spell cards",
    "item_ban": "yellow Item cards",
    "no_escape": "even cards",
    "no_xp": "odd cards",
}
"""What each tile bars from winning, in words ("Can't Win Tile Effects")."""
TILE_SHORT = {
    "revive_ban": "pink",
    "spell_ban": "purple",
    "item_ban": "yellow",
    "no_escape": "even",
    "no_xp": "odd",
}
"""One word for a tile's banned cards (the legend)."""
CANT_WIN = NBSP + together("can't win")
"""The legend's words after a tile's colour, joined to it ("pink can't win" on one line)."""
COLOUR_RGB = {"pink": (240, 120, 180), "purple": (190, 150, 240), "yellow": (240, 200, 70)}
"""Legend colours of the colour words, lightened to read on the dark panel."""
WHY_WORDS = {
    WHY_TRUMP: "highest trump",
    WHY_LEAD: "highest of the lead colour",
    WHY_UPRIGHT: "highest upright card (no trump, no upright lead colour)",
    WHY_SIDEWAYS: "every card sideways, highest number",
}
"""Why a trick was won ("3-2. Determining the Winner"), by the engine's ``why``."""


def card_words(text: str) -> str:
    """``"P7"`` -> ``"pink 7"``, ``"T12"`` -> ``"trump 12"``."""
    colour, number = text[0], text[1:]
    return f"{colour_word(colour)} {number}"


def colour_word(colour: str) -> str:
    """``"P"`` -> ``"pink"``; trump (``"T"``) -> ``"trump"``."""
    return "trump" if colour == "T" else COLOUR_NAMES[colour]


def who(names: Sequence[str], seat: Any) -> str:
    """``seat``'s name, or ``""`` for no seat."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""


def score_sheet(view: Any, names: Sequence[str]) -> ScoreSheet:
    """The score pad ("4. Scoring", "End of the Game"): per player a Tricks row and a
    Points row, one column per round (headed "Round", "1", "2" ... to stay narrow), the
    sums, and the final score (sum of tricks x sum of points) on the Tricks row; with the
    beginner rules, the Support tokens held."""
    beginner = bool(view.options.get("beginner"))
    columns = ("Player", "Round", *(str(r) for r in range(1, view.rounds + 1)), "Sum", "Final")
    if beginner:
        columns += ("Support",)
    rows = []
    for seat, sheet in enumerate(view.score_sheet):
        blanks = ("",) * (view.rounds - len(sheet))
        tricks = sum(t for t, _ in sheet)
        points = sum(p for _, p in sheet)
        final = f"{tricks} x {points} = {view.scores[seat]}"
        extra = (str(view.support_tokens[seat]),) if beginner else ()
        rows.append(
            (
                who(names, seat),
                "Tricks",
                *(str(t) for t, _ in sheet),
                *blanks,
                str(tricks),
                final,
                *extra,
            )
        )
        rows.append(
            (
                "",
                "Points",
                *(str(p) for _, p in sheet),
                *blanks,
                str(points),
                "",
                *(("",) if beginner else ()),
            )
        )
    return ScoreSheet("Score sheet", columns, tuple(rows))


def round_summary(event: Event, view: Any, names: Sequence[str]) -> Summary:
    """From the ``round_scored`` event: per player the bid, the tricks, the points and
    whether the bid matched (with Support tokens gained or returned: a tester read one seat's
    tokens said returned and not another's)."""
    bids = event.bids
    tricks = event.tricks
    points = event.points
    matched = event.matched
    support = event.support_tokens
    beginner = bool(view.options.get("beginner"))
    lines = []
    for seat, name in enumerate(names):
        line = f"{name}: bid {bids[seat]}, won {tricks[seat]} - "
        if matched[seat]:
            helped = " with Support tokens" if bids[seat] != tricks[seat] else ""
            line += f"matched{helped}, +{plural(points[seat], 'point')}"
            if event.returned[seat]:
                line += f" - {plural(event.returned[seat], 'Support token')} returned"
        else:
            line += "missed, 0 points"
            if beginner:
                line += f" - holds {plural(support[seat], 'Support token')}"
        lines.append(line)
    lines.append(
        "Score so far (total tricks × total points): "
        + ", ".join(f"{names[s]} {v}" for s, v in enumerate(view.scores))
    )
    mine = matched[view.seat] if 0 <= view.seat < len(matched) else None
    return Summary(f"Round {event.number} of {view.rounds} scored", tuple(lines), mine)


def game_over(view: Any, names: Sequence[str]) -> Summary:
    """The winners, each player's final score as tricks x points, and how a tie was
    broken ("End of the Game": ties go to the most points, then the win is shared)."""
    winners = list(view.winners)
    title = winners_words(winners, names) + "!"
    lines = []
    totals = []
    for seat, sheet in enumerate(view.score_sheet):
        tricks = sum(t for t, _ in sheet)
        points = sum(p for _, p in sheet)
        totals.append(points)
        lines.append(
            f"{names[seat]}: {plural(tricks, 'trick')} x {plural(points, 'point')} = {view.scores[seat]}"
        )
    lines.append("Final score: all tricks won x all points scored; the highest wins.")
    if view.end_reason == WON_ON_POINTS:
        best = view.scores[winners[0]]
        tied = [s for s, v in enumerate(view.scores) if v == best]
        lines.append(
            f"Tied on {best}: the tie goes to the most points "
            f"({', '.join(f'{names[s]} {totals[s]}' for s in tied)})."
        )
    elif view.end_reason == WIN_SHARED:
        best = view.scores[winners[0]]
        lines.append(f"Tied on {best} and on points ({totals[winners[0]]}): the victory is shared.")
    return Summary(title, tuple(lines), True)
