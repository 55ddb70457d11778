"""What every trick game shows alike: hands, the trick and won piles from the base view, and
the shared events as moves.

:class:`TrickPresenter` fills the hand, trick and won zones from the fields every view has
(:class:`rules.core.view.View`) and turns the shared events of :mod:`rules.core.events` into
generic moves: a deal, a card to the trick, a won trick shown and collected, a hand's
summary. A game's presenter adds its own zones and events on top.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.table import pace
from game.table.moves import Collect, Deal, Highlight, Move, Say, ShowSummary, Step, Sync
from game.table.protocol import HistoryEntry, Presenter, Summary
from game.table.zones import TRICK, CardItem, Contents, hand, won
from rules.core.events import CardPlayed, Dealt, GameOver, HandOver, TrickWon


def sort_hand(order: Sequence[tuple[Any, bool]], hand_sort: str) -> list[tuple[Any, bool]]:
    """``order`` (cards left to right, each with its mark) as the player wants it: as it is for
    ``"suit"``; for ``"rank"``, low to high by the card's rank in its deck, cards of one rank
    in the order they had (the suits as the game sorts them), jokers at the high end."""
    if hand_sort != "rank":
        return list(order)
    return sorted(order, key=lambda pair: (pair[0].is_joker, pair[0].rank))


class TrickPresenter(Presenter):
    """The shared behaviour of the trick games (see the module doc).

    Attributes:
        sideways_note: the note under a card of the trick that lies sideways.
        pieces_before_summary: the table catches up with the view before a hand's summary, so
            the pieces its scoring moved have moved when the summary tells of them.
    """

    sideways_note = ""
    pieces_before_summary = False

    # --- contents -------------------------------------------------------------------------
    def card_actions(self, view: Any, legal: Sequence[Any]) -> dict[str, str]:
        """Card text -> action text for each card of the viewer's hand a click plays."""
        return {a.args[0]: str(a) for a in legal if a.kind == "play" and a.args}

    def won_counts(self, view: Any) -> list[int]:
        """The won piles in front of each seat (default ``view.tricks_won``)."""
        return list(view.tricks_won)

    def trick_card(self, seat: int, text: str, sideways: bool) -> CardItem:
        """A card of the trick, lying in front of ``seat``."""
        return CardItem(text, True, turned=sideways, owner=seat, note=self.sideways_note if sideways else "")

    def fill(self, view: Any, legal: Sequence[Any], names: Sequence[str]) -> Contents:
        """The hands (the viewer's face up, each card carrying the action a click plays), the
        trick in play order and the won piles."""
        contents = Contents()
        actions = self.card_actions(view, legal)
        for seat, count in enumerate(view.hand_counts):
            if seat == view.seat:
                contents.put(
                    hand(seat),
                    *(
                        CardItem(
                            c.text,
                            True,
                            action=actions.get(c.text),
                            marked=marked,
                            barred=self.barred(view, c),
                        )
                        for c, marked in sort_hand(self.hand_order(view), self.hand_sort)
                    ),
                )
            else:
                contents.put(hand(seat), *(CardItem() for _ in range(count)))
        for seat, card, *rest in view.trick:
            contents.put(TRICK, self.trick_card(seat, card.text, bool(rest and rest[0])))
        for seat, count in enumerate(self.won_counts(view)):
            contents.won_piles(seat, count)
        return contents

    def barred(self, view: Any, card: Any) -> bool:
        """Whether ``card`` of the viewer's hand cannot win for them (drawn with a sign, see
        :attr:`~game.table.zones.CardItem.barred`); none by default."""
        return False

    def hand_order(self, view: Any) -> list[tuple[Any, bool]]:
        """The viewer's cards left to right, each with whether it is marked (outlined): as
        the rules sort them, none marked."""
        return [(card, False) for card in view.hand]

    def last_trick(self, view: Any) -> tuple[list[CardItem], int | None]:
        """``view.last_trick`` as cards and ``view.last_trick_winner``."""
        cards = [
            self.trick_card(seat, card.text, bool(rest and rest[0])) for seat, card, *rest in view.last_trick
        ]
        return cards, (view.last_trick_winner if cards else None)

    # --- the hand history -------------------------------------------------------------------
    def history_entry(self, event: Any, seat: int | None, names: Sequence[str]) -> HistoryEntry | None:
        """A deal heads a hand; each card played shows its card in the trick's part, which its
        winning ends; any other event goes in the part open (:meth:`history_part` may name
        one) with the cards :meth:`history_cards` lets ``seat`` see."""
        text = self.describe(event, names)
        if not text:
            return None
        trick = self.trick_word.capitalize()
        if isinstance(event, Dealt):
            return HistoryEntry(text, hand=True)
        if isinstance(event, CardPlayed):
            return HistoryEntry(text, (event.card.text,), part=trick)
        if isinstance(event, TrickWon):
            return HistoryEntry(text, part=trick, ends=True)
        if isinstance(event, HandOver | GameOver):
            return HistoryEntry(text, part="Score")
        return HistoryEntry(text, self.history_cards(event, seat), part=self.history_part(event))

    def history_part(self, event: Any) -> str:
        """The part of the hand a game's own event opens or belongs to (``""``: the part open)."""
        return ""

    def history_cards(self, event: Any, seat: int | None) -> tuple[str, ...]:
        """The cards a game's own event shows to ``seat`` in the history (none by default)."""
        return ()

    # --- moves ----------------------------------------------------------------------------
    def moves(self, events: Sequence[Any], view: Any, names: Sequence[str]) -> list[Step]:
        """Each event's steps (:meth:`event_moves`); a hand's summary is skipped when the game
        ends in the same action (the game-over overlay says it all)."""
        game_over = any(isinstance(e, GameOver) for e in events)
        steps: list[Step] = []
        for event in events:
            steps += self.event_moves(event, view, names, game_over)
        return steps

    def event_moves(self, event: Any, view: Any, names: Sequence[str], game_over: bool) -> list[Step]:
        """The steps of one event: the shared events animated, any other only worded (and
        held for :meth:`hold`)."""
        line = self.describe(event, names) or ""
        players = len(view.hand_counts)
        if isinstance(event, Dealt):
            return [Say(line), Deal(first=(event.seat + 1) % players)]
        if isinstance(event, CardPlayed):
            text = event.card.text
            item = self.trick_card(event.seat, text, event.sideways)
            return [Say(line), Move(hand(event.seat), TRICK, key=text, item=item)]
        if isinstance(event, TrickWon):
            return [
                Highlight(TRICK, owner=event.seat),
                Say(line, pace.TRICK_PAUSE, trick=True),
                Collect(TRICK, won(event.seat), piles=self.trick_piles(event)),
            ]
        if isinstance(event, HandOver):
            if game_over:
                return [Say(line, pace.WORD_PAUSE)]
            summary = self.hand_summary(event, view, names)
            first = [Sync()] if self.pieces_before_summary else []
            return [*first, Say(line), ShowSummary(summary, f"Next {self.hand_word}")]
        return [Say(line, self.hold(event))] if line else []

    # --- the hint's reason ----------------------------------------------------------------
    def move_reason(
        self, view: Any, action: str, legal: Sequence[Any], names: Sequence[str], standing: bool = True
    ) -> str:
        """What a card played to the trick does, in facts from the rules (the hint's reason):
        whether it takes the trick, played last, or wins it so far (:meth:`winning_after`),
        and, with ``standing``, where the viewer stands against a bid (:meth:`bid_standing`),
        joined by ``"; "``; any other move as :meth:`choice_reason` words it; ``""`` where the
        rules say nothing yet."""
        kind, *args = action.split()
        if kind != "play":
            return self.choice_reason(view, kind, args)
        card = next((c for c in view.hand if args and c.text == args[0]), None)
        if card is None:
            return ""
        texts = {str(a) for a in legal}  # actions or their texts
        playable = [c for c in view.hand if f"play {c.text}" in texts]
        facts = (
            self.trick_fact(view, card, playable, names) if view.trick else self.lead_fact(view, card),
            self.bid_standing(view) if standing else "",
        )
        return "; ".join(fact for fact in facts if fact)

    def trick_fact(self, view: Any, card: Any, playable: Sequence[Any], names: Sequence[str]) -> str:
        """What ``card`` does to the trick in progress (``playable``: the cards the viewer may
        play): ``"it takes the trick"``, ``"it lets East take the trick"``, ``"none of your
        cards can take this trick"``, ``"your partner is winning this trick so far"``…; ``""``
        where :meth:`winning_after` cannot say."""
        winner = self.winning_after(view, card)
        if winner is None:
            return ""
        word, last = self.trick_word, len(view.trick) + 1 == len(view.hand_counts)
        if winner == view.seat:
            return (
                f"it takes the {word}{self.stake_words(view, card)}" if last else f"it wins the {word} so far"
            )
        if winner == self.partner(view):
            return (
                f"it leaves the {word} to your partner"
                if last
                else f"your partner is winning this {word} so far"
            )
        if all(self.winning_after(view, other) != view.seat for other in playable):
            return (
                f"none of your cards can take this {word}"
                if last
                else f"none of your cards can beat {names[winner]}'s card"
            )
        return (
            f"it lets {names[winner]} take the {word}" if last else f"it does not beat {names[winner]}'s card"
        )

    def choice_reason(self, view: Any, kind: str, args: Sequence[str]) -> str:
        """What a move other than a card played does (``kind`` and ``args``: the action's
        words), in facts from the rules, or ``""`` (the default)."""
        return ""

    def lead_fact(self, view: Any, card: Any) -> str:
        """What leading ``card`` means by the rules beyond its suit and rank (``"it falls under
        your tile: played sideways, it can't win"``), or ``""`` (the default)."""
        return ""

    def winning_after(self, view: Any, card: Any) -> int | None:
        """The seat whose card wins the trick in progress as it stands once the viewer adds
        ``card`` (one of ``view.hand``) to it, or ``None`` where the rules cannot tell before
        the trick is complete (none by default)."""
        return None

    def partner(self, view: Any) -> int | None:
        """The viewer's partner's seat, or ``None`` (no partnerships, the default)."""
        return None

    def stake_words(self, view: Any, card: Any) -> str:
        """What else a trick the viewer takes with ``card`` gives, after ``"it takes the
        trick"`` (``" and 2 coins"``), or ``""`` (the default)."""
        return ""

    def bid_standing(self, view: Any) -> str:
        """Where the viewer stands against its bid this hand (``"you have won 1 of the 3
        tricks you bid"``), or ``""`` (no bid of one's own to meet, the default)."""
        return ""

    def trick_piles(self, event: TrickWon) -> int:
        """How many piles a won trick makes (a trick that counts twice makes two)."""
        return 1

    def hold(self, event: Any) -> float:
        """How long the words of an event that moves nothing stay before the next step."""
        return 0.0

    def hand_summary(self, event: HandOver, view: Any, names: Sequence[str]) -> Summary:
        """The overlay after a hand or round (``view`` after it)."""
        return Summary(f"{self.hand_word.capitalize()} {event.number} over", ())
