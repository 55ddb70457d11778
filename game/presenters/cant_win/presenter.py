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
from game.presenters.cant_win import words
from game.presenters.cant_win.coaching import CantWinCoaching
from game.presenters.cant_win.words import (
    CANT_WIN,
    COLOUR_RGB,
    TILE_BANS,
    TILE_SHORT,
    WHY_WORDS,
    card_words,
    colour_word,
)
from game.presenters.phrases import (
    act,
    any_card,
    as_object,
    between_words,
    round_status,
    waiting_words,
    winners_words,
)
from game.table.protocol import YOU, Choice, Panel, ScoreSheet, Span, Summary
from game.table.zones import SUPPLY, Contents, PieceItem, ZoneKind, pieces
from game.ui.text import NBSP, plural, together
from rules.core.actions import Action
from rules.core.events import Event
from rules.games.cant_win import (
    BID_TOKENS,
    HAND_SIZE,
    TILE_NAMES,
    TILES,
    Phase,
    falls_under,
)

TILE_IMAGES = {name: f"cantwin/tile_{name}" for name in TILES}
BID_TOKEN, SUPPORT_TOKEN, START_MARKER = "cantwin/bid_token", "cantwin/support_token", "cantwin/start_marker"
"""Piece images (``assets/pieces``)."""
BID_ROW = 7
"""Bid buttons per row of the bid panel."""


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
    supply_cells = 8  # the five tiles, the Bid tokens, the Start marker, the Support tokens
    turned_cards = True  # (a card its player's tile bans lies sideways, "Can't win!" under it)
    hand_word = "round"
    point_word = "score point"
    """The hint and review count in the final score (tricks x points, "End of the Game"), not
    in the rules' points a bid earns (a tester read "3 points better off this round" where a
    round gives at most 2)."""
    sideways_note = "Can't win!"
    pieces_before_summary = True  # (a tester read "Support 9 in supply" over a pile of 12)

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

    def barred(self, view: Any, card: Any) -> bool:
        """A card the viewer's tile bars from winning ("Can't Win Tile Effects"), once taken:
        a tester saw nothing in the hand of which cards would lie sideways."""
        tile = view.tiles[view.seat]
        return tile is not None and falls_under(tile, card)

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
            who = words.who(names, s)
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
        who = words.who(names, getattr(event, "seat", None))
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
            rows = zip(names, event.bids, event.tricks, event.points, event.matched, event.returned)
            seats = "; ".join(
                f"{name} bid {bid}, won {won}: "
                + (f"+{plural(points, 'point')}" if matched else "missed, 0 points")
                + (" with Support tokens" if matched and bid != won else "")
                + (f" ({plural(back, 'Support token')} returned)" if back else "")
                for name, bid, won, points, matched, back in rows
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
                # (what the order changes: "you must do both" alone left a tester asking why
                # one before the other, helper-85; rulebook 2. Choose Constraint & Bid; one
                # line at 1280x720: two took the lesson coach's place)
                return "Take a tile above or bid - you do both; the first to bid leads"
            if tile:
                return "Now take your Can't Win tile: click one of the tiles above"
            return "Now make your bid: how many tricks will you win?"
        if view.phase is Phase.PLAY:
            following = bool(view.trick) and any(c.suit == view.lead_colour for c in view.hand)
            playable = [c for c in view.hand if c.suit == view.lead_colour] if following else view.hand
            own = view.tiles[view.seat]
            # (said of the cards that may be played: "play pink (your yellow cards can't win)"
            # named cards the rules kept in hand; none of them: no word)
            held = own is not None and any(falls_under(own, card) for card in playable)
            ban = f" (your {TILE_SHORT[own]} cards {CANT_WIN[1:]})" if held else ""
            if not view.trick:
                return f"Your lead: {any_card(view.hand)}{ban}"
            colour = colour_word(view.lead_colour)
            if following:
                return f"Your turn: play {colour}{ban}"
            return f"Your turn: no {colour} - {any_card(view.hand)}{ban}"
        return "Your turn"

    def waiting(self, view: Any, names: Sequence[str]) -> str:
        """``"Waiting for East to take a tile or bid…"`` / ``"Dealing…"``."""
        doing = partial(self._doing, view)
        return waiting_words(view.current_player, names, doing, view.phase is Phase.DEAL)

    def _doing(self, view: Any, seat: int, both: str = "take a tile or bid") -> str:
        """What ``seat`` is to do now, ``both`` while its tile and its bid are still to come."""
        tile, bid = _choose_left(view, seat)
        if tile and bid:
            return both
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
            ("Dealer", words.who(names, view.dealer) or "not drawn yet"),
        ]
        seat = view.current_player
        if seat >= 0:
            rows.append(("Turn", f"{names[seat]} to {self._doing(view, seat, both='choose')}"))  # (narrow)
        else:
            rows.append(("Turn", between_words("round", view.round_number, view.phase is Phase.GAME_OVER)))
        if view.phase is Phase.PLAY:
            lead = view.lead_colour
            rows.append(("Lead", colour_word(lead) if lead else "-"))
            rows.append(("Bids", f"{sum(b or 0 for b in view.bids)} for {HAND_SIZE} tricks"))
        else:
            rows.append(("Start", words.who(names, view.start_marker) or "first to bid"))
            rows.append(("Bid tokens", f"{view.bid_tokens_left} of {BID_TOKENS}"))
        if view.options.get("beginner"):
            rows.append(("Support", f"{view.support_supply} in supply"))
        rows.append(("Trump", "turquoise"))
        return rows

    def legend(self, view: Any, names: Sequence[str]) -> list:
        """While tiles are still to take, the key of all five tiles, a taken one by its taker
        ("East: yellow can't win"; the two number tiles share the last line, as the legend
        corner holds four lines at 720 px); once each player has
        one (bids may still be made), what each player's tile bars, in seat order ("West:
        pink can't win": the tile's name is on its piece by the plate; with it, each line
        took two rows, and the legend's short corner beside the open history at 1000x650
        showed three of eight)."""

        def line(name: str, sep: str = ":" + NBSP) -> tuple:
            word = TILE_SHORT[name]
            seat = next((s for s, t in enumerate(view.tiles) if t == name), None)
            # (a taken tile is said by its taker, as all are once taken: read as still in the
            # middle, helper-85; "Item Ban: ... (East)" wrapped in the narrow corner)
            head = together(TILE_NAMES[name]) if seat is None else words.who(names, seat)
            return head + sep, Span(word, COLOUR_RGB.get(word), bold=word in COLOUR_RGB)

        if view.phase is Phase.CHOOSE and None in view.tiles:  # (once all are taken: whose is which)
            lines = [(*line(t), CANT_WIN) for t in TILES[:3]]
            lines.append((*line("no_escape"), ", ", *line("no_xp")))
            return lines
        return [
            (
                f"{words.who(names, s)}:{NBSP}",  # (one row each: "North:" / "yellow" read apart)
                Span(TILE_SHORT[t], COLOUR_RGB.get(TILE_SHORT[t]), bold=True),
                CANT_WIN,
            )
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
        """Tricks and points per round, their sums and the final score (:func:`words.score_sheet`)."""
        return words.score_sheet(view, names)

    def hand_summary(self, event: Event, view: Any, names: Sequence[str]) -> Summary:
        """The round's outcome per player (:func:`words.round_summary`)."""
        return words.round_summary(event, view, names)

    def game_over(self, view: Any, names: Sequence[str]) -> Summary:
        """Winners, final scores and how a tie was broken (:func:`words.game_over`)."""
        return words.game_over(view, names)

    def status_text(self, view: Any, names: Sequence[str]) -> str:
        """``"Round 2 - East to bid"`` / ``"Game over - South won"``."""
        return round_status(view, names, partial(self._doing, view), view.phase is Phase.GAME_OVER)
