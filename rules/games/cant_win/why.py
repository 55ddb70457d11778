"""Can't Win: the rule an illegal action breaks, in the rulebook's words
(:meth:`CantWinState.why_illegal <rules.games.cant_win.state.CantWinState.why_illegal>`). Beside
:mod:`rules.games.cant_win.state`: explaining a refusal to a player is a job of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.actions import Action
from rules.games.cant_win.parts import COLOUR_NAMES, HAND_SIZE, TILE_NAMES, TILES, Phase, max_number

if TYPE_CHECKING:
    from rules.games.cant_win.state import CantWinState


def why_illegal(state: CantWinState, action: Action) -> str:
    """The rule that ``action`` breaks in ``state`` (only called for an illegal action): the
    phase's kind of move, a tile already taken or one's own taken ("Choosing"), a bid's range,
    the Bid tokens left, holding the card, following the lead colour ("Play")."""
    kind, args, seat = action.kind, action.args, state.current_player
    if state.phase is Phase.CHOOSE and kind not in ("tile", "bid"):
        return (
            f"{action} is not allowed now: before the first trick each player takes a Can't Win tile and bids"
        )
    if state.phase is Phase.PLAY and kind != "play":
        return f"{action} is not allowed now: it is time to play a card"
    if kind == "tile":
        name = args[0] if len(args) == 1 else ""
        if name not in TILES:
            return f"there is no Can't Win tile named {name!r} (tiles: {', '.join(TILES)})"
        own = state.tiles[seat]
        if own is not None:
            return f"you already took the {TILE_NAMES[own]} tile; now you must bid"
        return f"the {TILE_NAMES[name]} tile is already taken"
    if kind == "bid":
        try:
            number = int(args[0]) if len(args) == 1 else -1
        except ValueError:
            number = -1
        if not 0 <= number <= HAND_SIZE:
            return f"a bid is a whole number from 0 to {HAND_SIZE}"
        if state.bids[seat] is not None:
            return f"you already bid {state.bids[seat]}; now you must take a Can't Win tile"
        left = state.bid_tokens_left
        return f"only {left} Bid token{'s are' if left != 1 else ' is'} left"
    card = state.deck.named_by(args)
    if card is None:
        top = max_number(state.num_players)
        return f"{action} does not name a card of this game (colours T P V Y, numbers 1 to {top})"
    if card not in state.hands[seat]:
        return f"you do not hold {card}"
    if Action("play", (card.text,)) in state.legal_actions():
        return f"{action} is not how the card is written: play {card.text}"
    return f"you must follow the lead colour ({COLOUR_NAMES[state.lead_colour]})"
