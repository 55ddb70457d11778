"""Shared helpers for the Bid Whist tests: scripted deals and simple play policies."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rules.core.actions import Action
from rules.core.cards import make_french_deck
from rules.core.state import CHANCE
from rules.games import new_game
from rules.games.bid_whist import BidWhistState


def deal_text(
    dealer: int, hands: Mapping[int, Iterable[str]], kitty: Iterable[str] = (), jokers: int = 2
) -> str:
    """The text of a ``deal`` action: the given cards where named, the rest of the deck filled
    in deck order (spades 2..A, hearts, diamonds, clubs, jokers) into hands 0..3, then the kitty."""
    deck = make_french_deck(jokers)
    kitty_size = len(deck) - 48
    chosen = {s: [deck.parse(t).text for t in cards] for s, cards in hands.items()}
    kitty = [deck.parse(t).text for t in kitty]
    used = {t for cards in chosen.values() for t in cards} | set(kitty)
    assert len(used) == sum(len(c) for c in chosen.values()) + len(kitty), "a card is named twice"
    rest = [c.text for c in deck.cards if c.text not in used]
    full = []
    for seat in range(4):
        cards = list(chosen.get(seat, []))
        while len(cards) < 12:
            cards.append(rest.pop(0))
        full.append(cards)
    while len(kitty) < kitty_size:
        kitty.append(rest.pop(0))
    assert not rest
    return f"deal {dealer} " + " ".join(",".join(h) for h in full) + " " + ",".join(kitty)


def new_state(seed: int = 0, **options) -> BidWhistState:
    """A fresh Bid Whist state through the registry (options checked by the YAML)."""
    return new_game("bid_whist", 4, options, seed)


def run(state: BidWhistState, actions: Iterable[str]) -> list:
    """Apply each action text; return all events."""
    events = []
    for text in actions:
        events.extend(state.apply(text))
    return events


def setup_hand(
    state: BidWhistState, deal: str, bids: Iterable[str], naming: str, discards: Iterable[str] | None = None
) -> list:
    """Deal, bid, name, (swap if due) and discard; returns the events. With ``discards`` None
    the bidder discards the kitty cards it took."""
    events = run(state, [deal, *bids, naming])
    while state.current_player == CHANCE:
        events.extend(state.apply(state.chance_action()))
    if discards is None:
        discards = [c.text for c in state.kitty_taken]
    events.extend(run(state, [f"discard {c}" for c in discards]))
    return events


def card_index(state: BidWhistState, action: Action) -> int:
    return state.deck.parse(action.args[0]).index


def play_highest_index(state: BidWhistState, books: int = 12) -> list:
    """Each seat plays its legal card of highest deck index (clubs > diamonds > hearts >
    spades, Ace high within a suit, jokers last) until ``books`` books are over."""
    events = []
    target = sum(state.books) + books
    while state.phase.value == "play" and sum(state.books) < target:
        legal = state.legal_actions()
        events.extend(state.apply(max(legal, key=lambda a: card_index(state, a))))
    return events


def play_book(state: BidWhistState, *cards: str) -> list:
    """Play the given cards, one per seat in turn."""
    return run(state, [f"play {c}" for c in cards])


def snapshot(state: BidWhistState, with_rng: bool = True) -> tuple:
    """Everything that defines the state, for equality checks (the generator's state only
    ``with_rng``: a replay applies recorded chance actions without drawing them)."""
    texts = lambda cards: tuple(c.text for c in cards)  # noqa: E731
    return (
        state.phase,
        state.current_player,
        state.dealer,
        state.hand_number,
        tuple(texts(h) for h in state.hands),
        texts(state.kitty),
        tuple(state.bids),
        state.high_bid,
        state.contract,
        texts(state.discards),
        tuple((s, c.text) for s, c in state.trick),
        tuple(state.books),
        tuple(state.scores_by_side),
        tuple(state.sets),
        texts(state.played),
        tuple(state.reneges),
        texts(state.jokers_removed),
        state.last_hand,
        state.winner_side,
        state.end_reason,
        tuple(str(a) for a in state.history),
        tuple(str(a) for a in state.legal_actions()),
        state.rng.getstate() if with_rng else None,
    )


CLUBS_DOWN = ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C"]
HEARTS_UP = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
DIAMONDS = ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D"]


def winning_deal(dealer: int, bidder: int, wins: int, notrump: bool = False) -> str:
    """A deal where, under :func:`play_highest_index` with clubs trumps uptown (or no trump
    uptown), the bidder wins exactly ``wins`` books (6..12) and the other side the rest.

    The bidder holds the top ``wins`` trumps (jokers then clubs; clubs only in no trump,
    where the jokers wait in the kitty) and low hearts; the player on the bidder's left
    holds the top hearts and diamonds to throw; the partner holds the lowest clubs, which
    fall under the bidder's leads; the kitty (discarded whole) holds the other trumps.
    """
    assert 6 <= wins <= 12
    trumps = ([] if notrump else ["LJ", "BJ"]) + CLUBS_DOWN
    bidder_cards = trumps[:wins] + HEARTS_UP[: 12 - wins]
    left_cards = HEARTS_UP[::-1][: 12 - wins] + DIAMONDS[:wins]
    spare = trumps[wins:]
    kitty = (["LJ", "BJ"] if notrump else []) + spare
    partner_cards = kitty[6:]
    kitty = kitty[:6]
    used = set(bidder_cards) | set(left_cards) | set(partner_cards) | set(kitty)
    middle = [h for h in HEARTS_UP if h not in used]
    kitty += middle[: 6 - len(kitty)]
    hands = {bidder: bidder_cards, (bidder + 1) % 4: left_cards, (bidder + 2) % 4: partner_cards}
    # every other card (spades, spare diamonds, middle hearts) fills the partner and the right
    # seat in deck order; none of them can win a book against the leads above.
    return deal_text(dealer, hands, kitty)


def bidding_for(dealer: int, bidder: int, bid: str) -> list[str]:
    """Bids in turn from the dealer's left: ``bid`` by ``bidder``, everyone else passes."""
    return [bid if (dealer + i) % 4 == bidder else "pass" for i in range(1, 5)]


def scripted_hand(state: BidWhistState, bidder: int, number: int, kind: str, wins: int) -> list:
    """Play one whole hand: ``bidder`` bids ``number kind`` and its side takes ``wins`` + 1
    books (the discard included). Returns the events."""
    dealer = 0 if state.dealer is None else (state.dealer + 1) % 4
    notrump = kind == "notrump"
    deal = winning_deal(dealer, bidder, wins, notrump)
    naming = "direction uptown" if notrump else "trump C"
    events = setup_hand(state, deal, bidding_for(dealer, bidder, f"bid {number} {kind}"), naming)
    events += play_highest_index(state)
    assert state.last_hand is not None and state.last_hand.books[bidder % 2] == wins + 1
    return events
