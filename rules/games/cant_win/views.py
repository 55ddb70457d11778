"""Can't Win: what one seat sees, both ways: :func:`view` (:meth:`CantWinState.view
<rules.games.cant_win.state.CantWinState.view>`, what a seat may know) and its inverse
:func:`from_view` (:meth:`CantWinState.from_view <rules.games.cant_win.state.CantWinState.from_view>`,
the search bots' starting point, :mod:`rules.ai.determinize`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core.deals import deal_in_order, hands_around, unseen_cards
from rules.games.cant_win.parts import CantWinView, sideways_cards

if TYPE_CHECKING:
    from rules.games.cant_win.state import CantWinState


def from_view(cls: type[CantWinState], view: CantWinView) -> CantWinState:
    """The state as ``view.seat`` sees it, while a seat is to act: ``CantWinState.from_view(view)``.

    Copied from the view ("All tiles and bids are public", RULINGS "Can't Win"): the dealer,
    the round, the score sheet, the Support and Bid tokens, the tiles, the bids and the start
    marker, the trick, the last trick and why it was won, the tricks won, the cards played
    this round, the options, the phase and the seat to act; the seat's own hand is in place,
    and the state works out again who has chosen and which cards each tile turns sideways.
    Hidden: the other hands (every card is dealt, "Setting Up"). They hold the unseen cards
    (neither in the seat's hand nor played) in deck order, the lower seat first; a caller
    replaces them by writing ``state.hands[s]`` (``view.hand_counts[s]`` cards sorted by
    :attr:`~rules.core.cards.Card.index`) for each other seat ``s``. Such a split may give a
    seat a colour it has shown it lacks; a caller that cares deals around the voids.

    Returns:
        A new state (generator seeded 0) whose ``view(view.seat)`` equals ``view`` and whose
        legal actions are the seat's when it is to act.

    Raises:
        ValueError: ``view`` has no seat to act (a deal due, the game over), or its counts
            do not add up.
    """
    if view.current_player < 0:
        raise ValueError("a Can't Win state is rebuilt from a view only while a seat is to act")
    n = len(view.hand_counts)
    state = cls(n, view.options, 0)
    seat = view.seat
    others = [s for s in range(n) if s != seat]
    unseen = unseen_cards(state.deck.cards, view.hand, view.played)
    piles = deal_in_order(unseen, [view.hand_counts[s] for s in others], "the other hands")
    state.dealer = view.dealer
    state.round_number = view.round_number
    state.score_sheet = [list(s) for s in view.score_sheet]
    state.support_tokens = list(view.support_tokens)
    state.support_supply = view.support_supply
    state.tiles = list(view.tiles)
    state.bids = list(view.bids)
    state.bid_tokens_left = view.bid_tokens_left
    state.start_marker = view.start_marker
    state._choices = sum(t is not None for t in view.tiles) + sum(b is not None for b in view.bids)
    state._sideways = [sideways_cards(n, t) if t is not None else frozenset() for t in view.tiles]
    state.trick = list(view.trick)
    state.leader = view.leader
    state.last_trick = view.last_trick
    state.last_trick_winner = view.last_trick_winner
    state.last_trick_why = view.last_trick_why
    state.tricks_won = list(view.tricks_won)
    state.played = list(view.played)
    state.phase = view.phase
    state._cur = view.current_player
    state.hands = hands_around(seat, n, view.hand, piles)
    return state


def view(state: CantWinState, seat: int) -> CantWinView:
    """What ``seat`` may know of ``state``: its own hand, the counts of the others, and the
    public table (tiles, bids, tokens, the trick, the score sheet) - "All tiles and bids are
    public". :func:`from_view` is its inverse."""
    return CantWinView(
        seat=seat,
        dealer=state.dealer,
        current_player=state.current_player,
        phase=state.phase,
        round_number=state.round_number,
        rounds=state.rounds,
        hand=tuple(state.hands[seat]),
        hand_counts=tuple(len(h) for h in state.hands),
        tiles_left=state.tiles_left,
        tiles=tuple(state.tiles),
        bids=tuple(state.bids),
        bid_tokens_left=state.bid_tokens_left,
        start_marker=state.start_marker,
        trick=tuple(state.trick),
        lead_colour=state.lead_colour,
        leader=state.leader,
        last_trick=state.last_trick,
        last_trick_winner=state.last_trick_winner,
        last_trick_why=state.last_trick_why,
        tricks_won=tuple(state.tricks_won),
        score_sheet=tuple(tuple(s) for s in state.score_sheet),
        scores=tuple(state.scores()),
        support_tokens=tuple(state.support_tokens),
        support_supply=state.support_supply,
        played=tuple(state.played),
        options=dict(state.options),
        winners=tuple(state.winners()),
        end_reason=state.end_reason,
    )
