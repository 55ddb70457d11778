"""Can't Win at the table: tiles, bid tokens and the start marker as pieces, sideways cards,
the bid panel, the score sheet and every line of wording.

Everything is read from a seat's :class:`~rules.games.cant_win.state.CantWinView`, the legal
actions and the events (rulebook ``cant_win.txt``; RULINGS "Can't Win"). Colours as printed
on the cards: turquoise Trump, pink Revive, purple Spell, yellow Item.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from game.presenters.base import TrickPresenter
from game.presenters.cant_win.coaching import CantWinCoaching
from game.presenters.phrases import act, as_object, round_status, waiting_words, winners_words
from game.table.protocol import YOU, Choice, Panel, ScoreSheet, Span, Summary
from game.table.zones import SUPPLY, Contents, PieceItem, ZoneKind, pieces
from game.ui.text import NBSP, plural, together
from rules.core.actions import Action
from rules.core.events import Event
from rules.games.cant_win import (
    BID_TOKENS,
    COLOUR_NAMES,
    HAND_SIZE,
    TILE_NAMES,
    TILES,
    WHY_LEAD,
    WHY_SIDEWAYS,
    WHY_TRUMP,
    WHY_UPRIGHT,
    WIN_SHARED,
    WON_ON_POINTS,
    Phase,
    falls_under,
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
TILE_IMAGES = {name: f"cantwin/tile_{name}" for name in TILES}
BID_TOKEN, SUPPORT_TOKEN, START_MARKER = "cantwin/bid_token", "cantwin/support_token", "cantwin/start_marker"
"""Piece images (``assets/pieces``)."""
BID_ROW = 7
"""Bid buttons per row of the bid panel."""


def card_words(text: str) -> str:
    """``"P7"`` -> ``"pink 7"``, ``"T12"`` -> ``"trump 12"``."""
    colour, number = text[0], text[1:]
    return f"{colour_word(colour)} {number}"


def colour_word(colour: str) -> str:
    """``"P"`` -> ``"pink"``; trump (``"T"``) -> ``"trump"``."""
    return "trump" if colour == "T" else COLOUR_NAMES[colour]


def _who(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""


def _choose_left(view: Any, seat: int) -> tuple[bool, bool]:
    """(tile still to take, bid still to make) for ``seat`` in the choose phase."""
    if view.phase is not Phase.CHOOSE:
        return False, False
    return view.tiles[seat] is None, view.bids[seat] is None


class CantWinPresenter(CantWinCoaching, TrickPresenter):
    """The Can't Win presenter: the shared hands, trick and won piles; the tiles, Bid tokens,
    start marker and Support tokens as pieces in the supply and by each seat; sideways cards
    marked "Can't win!"; the bid panel and the score sheet."""

    game = "cant_win"
    deck_art = "cantwin"
    """The art folder of both decks (``cantwin3`` is ``cantwin4`` without 10-12)."""
    back_style = "purple"
    zones = frozenset({ZoneKind.HAND, ZoneKind.WON, ZoneKind.TRICK, ZoneKind.PIECES, ZoneKind.SUPPLY})
    max_hand = 12
    hand_word = "round"
    sideways_note = "Can't win!"

    def title(self, game_title: str) -> str:
        """``"Can't Win - exact bids"``."""
        return f"{game_title} - exact bids"

    # --- actions --------------------------------------------------------------------------
    def panel(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Panel | None:
        """The bid panel (buttons 0..N, N limited by the Bid tokens left; its note says a bid
        takes one per trick) while the viewer may bid. Tiles are taken by clicking their
        pieces in the supply (:meth:`pieces`), which the table keeps clear of the panel; the
        title says so while one is to take."""
        bids = [int(a.args[0]) for a in legal if a.kind == "bid"]
        if not bids:
            return None
        top = max(bids)
        rows = [
            tuple(Choice(str(n), f"bid {n}") for n in range(r * BID_ROW, min(top + 1, (r + 1) * BID_ROW)))
            for r in range((top + BID_ROW) // BID_ROW)
        ]
        tokens = plural(view.bid_tokens_left, "Bid token")
        note = f"Bid the tricks you will win, of {HAND_SIZE}: a Bid token per trick, from the {tokens} left."
        if view.start_marker is None:
            note = f"{note[:-1]}; the first to bid leads."
        tiles = any(a.kind == "tile" for a in legal)
        title = "Your bid - or first click a tile above" if tiles else "Your bid"
        return Panel(title, note, tuple(rows))

    def fill(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> Contents:
        """The shared zones, then the pieces: in the supply while choosing, the tiles left
        (clickable when the viewer may take one), the Bid tokens left and the start marker
        until someone bids, and Support tokens with the beginner rules; by each seat its tile,
        bid tokens, start marker and Support tokens."""
        contents = super().fill(view, legal, names)
        texts = {str(a) for a in legal}
        beginner = bool(view.options.get("beginner"))
        if view.phase is Phase.CHOOSE:
            for name in view.tiles_left:
                action = f"tile {name}" if f"tile {name}" in texts else None
                bans = f"{TILE_NAMES[name]}: its holder's {TILE_BANS[name]} can't win"
                contents.put(SUPPLY, PieceItem(TILE_IMAGES[name], TILE_NAMES[name], action, bans))
            tokens = PieceItem(
                BID_TOKEN, "Bid tokens", help="Take one per trick you bid", count=view.bid_tokens_left
            )
            contents.put(SUPPLY, tokens)
            if view.start_marker is None:
                contents.put(SUPPLY, PieceItem(START_MARKER, "Start marker", help="Goes to the first to bid"))
        if beginner and view.support_supply:
            help_ = "A missed bid gains one"
            contents.put(SUPPLY, PieceItem(SUPPORT_TOKEN, "Support", help=help_, count=view.support_supply))
        for s in range(len(view.tricks_won)):
            who = _who(names, s)
            tile = view.tiles[s]
            if tile is not None:
                bans = f"{TILE_NAMES[tile]}: {TILE_BANS[tile]} can't win for {as_object(who)}"
                contents.put(pieces(s), PieceItem(TILE_IMAGES[tile], TILE_NAMES[tile], help=bans))
            bid = view.bids[s]
            if bid:
                bids = f"{who} bid {plural(bid, 'trick')}"
                contents.put(pieces(s), PieceItem(BID_TOKEN, f"bid {bid}", help=bids, count=bid))
            if view.start_marker == s:
                first = f"{who} bid first: start marker, leads the first trick"
                contents.put(pieces(s), PieceItem(START_MARKER, "start", help=first))
            if beginner and view.support_tokens[s]:
                n = view.support_tokens[s]
                whose = "your" if who == YOU else f"{who}'s"
                support = f"Support: {whose} bid counts if off by {n} or less"
                contents.put(pieces(s), PieceItem(SUPPORT_TOKEN, "support", help=support, count=n))
        return contents

    # --- words ----------------------------------------------------------------------------
    def history_part(self, event: Event) -> str:
        """The tiles and the bids come before the first trick."""
        return "Tiles and bids" if event.kind in ("tile", "bid") else ""

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line per event kind of :mod:`rules.games.cant_win.state`; a round's scoring
        names each player's bid, tricks won and points (as its summary does)."""
        who = _who(names, getattr(event, "seat", None))
        kind = event.kind
        if kind == "dealt":
            return f"{act(who, 'deals', 'deal')} round {event.number}"
        if kind == "tile":
            name = event.tile
            bans = f"{TILE_BANS[name]} can't win for {as_object(who)}"
            return f"{act(who, 'takes', 'take')} the {TILE_NAMES[name]} tile - {bans}"
        if kind == "bid":
            line = f"{act(who, 'bids', 'bid')} {event.number}"
            if event.start_marker:
                line += f" and {'take' if who == YOU else 'takes'} the start marker"
            return line
        if kind == "play":
            line = f"{act(who, 'plays', 'play')} {card_words(event.card.text)}"
            return f"{line} sideways - Can't win!" if event.sideways else line
        if kind == "trick_won":
            why = WHY_WORDS.get(event.why, event.why)
            return f"{act(who, 'wins', 'win')} the trick: {why}"
        if kind == "round_scored":  # what the round's summary shows, for the log and the history
            rows = zip(names, event.bids, event.tricks, event.points, event.matched)
            seats = "; ".join(
                f"{name} bid {bid}, won {won}: "
                + (f"+{plural(points, 'point')}" if matched else "missed, 0 points")
                for name, bid, won, points, matched in rows
            )
            return f"Round {event.number} scored - {seats}"
        if kind == "game_over":
            return winners_words(event.winners, names)
        return None

    def prompt(self, view: Any, legal: Sequence[Action], names: Sequence[str]) -> str:
        """What to do now, for the seat to act."""
        if view.phase is Phase.CHOOSE:
            tile = any(a.kind == "tile" for a in legal)
            bid = any(a.kind == "bid" for a in legal)
            if tile and bid:
                return "Click a Can't Win tile above or make your bid - you must do both"
            if tile:
                return "Now take your Can't Win tile: click one of the tiles above"
            return "Now make your bid: how many tricks will you win?"
        if view.phase is Phase.PLAY:
            own = view.tiles[view.seat]
            held = own is not None and any(falls_under(own, card) for card in view.hand)
            ban = f" (your {TILE_SHORT[own]} cards {CANT_WIN[1:]})" if held else ""  # (none left: no word)
            if not view.trick:
                return f"Your lead: play any card{ban}"
            colour = colour_word(view.lead_colour)
            if any(c.suit == view.lead_colour for c in view.hand):
                return f"Your turn: play {colour}{ban}"
            return f"Your turn: no {colour} - play any card{ban}"
        return "Your turn"

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """``"Waiting for East to take a tile or bid…"`` / ``"Dealing…"``."""
        doing = partial(self._doing, view)
        return waiting_words(view.current_player, names, doing, view.phase is Phase.DEAL)

    def _doing(self, view: Any, seat: int) -> str:
        tile, bid = _choose_left(view, seat)
        if tile and bid:
            return "take a tile or bid"
        if tile:
            return "take a tile"
        if bid:
            return "bid"
        return "play" if view.phase is Phase.PLAY else "move"

    def curtain_reason(self, view: Any, names: Sequence[str]) -> str:
        """``"North is next to take a tile or bid."`` (``"You are next ..."``)."""
        who = names[view.current_player]
        return f"{act(who, 'is', 'are')} next to {self._doing(view, view.current_player)}."

    def info_lines(self, view: Any, names: Sequence[str]) -> list[tuple[str, str]]:
        """Round, dealer, whose turn; while choosing the start marker and the Bid tokens
        left, while playing the lead colour and the bids' total; Support tokens left (beginner
        rules); trump. At most seven rows (the info panel's room at 16:9)."""
        rows: list[tuple[str, str]] = [
            ("Round", f"{max(1, view.round_number)} of {view.rounds}"),
            ("Dealer", _who(names, view.dealer) or "not drawn yet"),
        ]
        seat = view.current_player
        if seat >= 0:
            rows.append(("Turn", f"{names[seat]} to {'choose' if view.phase is Phase.CHOOSE else 'play'}"))
        else:
            rows.append(("Turn", "game over" if view.phase is Phase.GAME_OVER else "dealing"))
        if view.phase is Phase.PLAY:
            lead = view.lead_colour
            rows.append(("Lead", colour_word(lead) if lead else "-"))
            rows.append(("Bids", f"{sum(b or 0 for b in view.bids)} for {HAND_SIZE} tricks"))
        else:
            rows.append(("Start", _who(names, view.start_marker) or "first to bid"))
            rows.append(("Bid tokens", f"{view.bid_tokens_left} of {BID_TOKENS}"))
        if view.options.get("beginner"):
            rows.append(("Support", f"{view.support_supply} in supply"))
        rows.append(("Trump", "turquoise"))
        return rows

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """While choosing, the key of all five tiles (the two number tiles share the last
        line, as the legend corner holds four lines at 720 px); while playing, the tiles in
        play in seat order with their holders ("West: Revive Ban - pink can't win")."""

        def line(name: str, sep: str = ":" + NBSP) -> tuple:
            word = TILE_SHORT[name]
            return together(TILE_NAMES[name]) + sep, Span(word, COLOUR_RGB.get(word), bold=word in COLOUR_RGB)

        if view.phase is Phase.CHOOSE:
            lines = [(*line(t), CANT_WIN) for t in TILES[:3]]
            lines.append((*line("no_escape"), ", ", *line("no_xp")))
            return lines
        return [
            (f"{_who(names, s)}: ", *line(t, " - "), CANT_WIN)
            for s, t in enumerate(view.tiles)
            if t is not None
        ]

    def badge(self, view: Any, seat: int, names: Sequence[str]) -> str:
        """``"dealer · bid 2"`` while choosing, ``"bid 2 · won 1"`` while playing (the tile
        is the piece by the plate)."""
        bid = view.bids[seat]
        if view.phase is Phase.CHOOSE:
            parts = ["dealer"] if view.dealer == seat else []
            return " · ".join(parts + ([f"bid {bid}"] if bid is not None else []))
        if bid is not None:
            return f"bid {bid} · won {view.tricks_won[seat]}"  # (the plates' one separator)
        return "dealer" if view.dealer == seat else ""

    # --- score sheet and overlays -------------------------------------------------------------
    def score_sheet(self, view: Any, names: Sequence[str]) -> ScoreSheet:
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
                    _who(names, seat),
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

    def hand_summary(self, event: Event, view: Any, names: Sequence[str]) -> Summary:
        """From the ``round_scored`` event: per player the bid, the tricks, the points and
        whether the bid matched (with Support tokens gained or returned)."""
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
                line += f"matched, +{plural(points[seat], 'point')}"
                if beginner and bids[seat] != tricks[seat]:
                    line += " with Support tokens (returned)"
            else:
                line += "missed, 0 points"
                if beginner:
                    line += f" - holds {plural(support[seat], 'Support token')}"
            lines.append(line)
        lines.append(
            "Score (all tricks x all points): "
            + ", ".join(f"{names[s]} {v}" for s, v in enumerate(view.scores))
        )
        mine = matched[view.seat] if 0 <= view.seat < len(matched) else None
        return Summary(f"Round {event.number} of {view.rounds} scored", tuple(lines), mine)

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
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

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """``"Round 2 - East to bid"`` / ``"Game over - South won"``."""
        return round_status(view, names, partial(self._doing, view), view.phase is Phase.GAME_OVER)
