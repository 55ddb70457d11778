"""The hint: the move the search would make for the seat to act (:mod:`rules.ai.hint`),
worked out from that seat's view only, where it is on the table, and why, in plain words.

The search runs in the bot worker, like a computer player's turn, so the window keeps
drawing while it thinks; it gets the ``hard`` budget (about a second): the best advice the
app can give, and the same search, with the same seed, as the review of the decision later
(:func:`rules.ai.decision.decision_seed`), so the hint's move is the review's. The search hands
back figures (the next best move, how far the hint's move beat it); the words are the
table's (:func:`hint_line`). An only legal move gets a reason too: why the other cards may
not be played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.table.claim import CLAIM
from game.table.select import CONFIRM
from game.ui import style
from game.ui.text import capitalized, label, listed, plural
from rules.ai.decision import decision_seed
from rules.ai.hint import AS_GOOD, BETTER, UNSURE
from rules.core.state import CHANCE

if TYPE_CHECKING:
    from game.table.scene import TableScene

HINT_LEVEL = "hard"
"""The search level whose budget a hint gets (:attr:`rules.ai.game_ai.GameAI.budgets`)."""
THINKING = "Hint: thinking\u2026"
"""The hint line while the search runs."""
HINT_COMING = "Hint: coming when it is your turn\u2026"
"""The hint line from H pressed before the viewer's turn is offered until it is (other seats
to move, or the cards still moving: one wording for both, a tester read two)."""
NO_MOVE_LEFT = "Hint: you hold no cards now - press H again when it is your turn."
"""Said when H is pressed with the viewer's hand played out (other seats still to play or the
hand's end to come): mostly no turn of theirs comes before the hand's summary, which drops a
hint kept waiting (a tester's promise of one stood to the hand's end); no promise either way
(in Grand Bid an offerer of its last card may yet keep one of a Double Offer)."""
NO_HINT_YET = "A hint is for your own move: press H again when your hand is in view."
"""Said when H is pressed with no player's hand in view (pass-and-play, between players)."""
INK = (10, 30, 50)
"""The dark edge of the hint's outline and the words on its tag."""


class Hinter:
    """Asks the worker for the viewer's hint and shows it once it comes, if the viewer has
    not moved meanwhile.

    Args:
        table: the table scene (its session, the app's bot worker, its notice line).

    Attributes:
        turn: the turn a hint is being worked out for, or ``None``.
        picked: the cards of a choice of several already picked when it was asked for.
        wanted: the seat that asked for a hint before its turn was offered (other seats
            still to move, or the cards still moving), or ``None``: the hint is asked for once
            that turn is offered (:meth:`update`).
    """

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.turn: int | None = None
        self.picked: tuple[str, ...] = ()
        self.wanted: int | None = None

    @property
    def waiting(self) -> bool:
        """True while a hint is being worked out (the window must keep polling)."""
        return self.turn is not None

    def ask_early(self) -> None:
        """A hint asked for while the viewer's turn is not offered yet: kept for the viewer's
        next turn, the hint line saying so until then (testers pressed H as the cards moved,
        and while the seat before theirs played, and saw it ignored or refused); with the
        viewer's cards all played, or no player's hand in view, the table says why none comes."""
        table = self.table
        viewer = table.board.viewer
        if viewer in table.humans and table.board.revealed and self.played_out():
            table.tell_notice(NO_MOVE_LEFT, style.TEXT)
        elif viewer in table.humans and table.board.revealed:
            self.wanted = viewer
            table.tell_notice(HINT_COMING, style.HINT)
        else:
            table.tell_notice(NO_HINT_YET, style.TEXT)

    def played_out(self) -> bool:
        """True when the viewer holds no cards and no deal is to come (:data:`NO_MOVE_LEFT`),
        as of the table's last snapshot (asked every frame a hint is wanted)."""
        snap = self.table.snapshot
        return not snap.view.hand and snap.current != CHANCE

    def ask(self) -> None:
        """Ask for the hint of the seat to act (seeded by the game and the decision's place in
        its record, as the review seeds it, so asking twice gives one answer); the hint line
        says it is coming."""
        table, session = self.table, self.table.session
        if table.claims.offered():  # the rest is the viewer's whatever it plays: nothing to search
            table.hinted = CLAIM
            table.tell_notice(
                f"Hint: Claim the rest (outlined) - your cards win every remaining"
                f" {table.presenter.trick_word} whatever you play, so claiming ends the hand at once.",
                style.HINT,
            )
            return
        chosen = table.selection
        if chosen.complete and chosen.choice is not None:  # nothing to search: it waits on Confirm
            table.hinted = CONFIRM
            outlined = " (outlined)" if placed_at(table, CONFIRM) is not None else ""
            table.tell_notice(
                f"Hint: all {chosen.choice.count} cards are chosen - press {chosen.choice.confirm}"
                f"{outlined}. A click on a chosen card puts it back.",
                style.HINT,
            )
            return
        # in a choice of several cards (a discard), the next card after those picked: as if
        # they were played, as the table will play them on Confirm, one action each
        self.picked = tuple(chosen.picked)
        state = session.state
        if self.picked:
            state = state.clone()
            for action in self.picked:
                state.apply(action)
        seed = decision_seed(session.record.seed, len(session.record.actions) + len(self.picked))
        view, legal = state.view(state.current_player), state.legal_actions()
        self.turn = session.turn
        table.tell_notice(THINKING, style.HINT)
        try:
            table.app.bots.request_hint(session.record.game, HINT_LEVEL, view, legal, seed)
        except Exception as exc:  # a failing search must not end the game
            self.failed(exc)
            return
        self.update()  # (in-process, the answer is there already)

    def update(self) -> None:
        """Show the hint if it has come: the move outlined (``table.hinted``) and the hint
        line naming it and saying why. A hint that comes after the viewer moved is dropped.
        A hint wanted before the viewer's turn was offered is asked for once it is, and
        dropped when an overlay comes up (the hand's summary, the menu), another seat claims
        the rest, the viewer's cards are all gone, or the hand in view changes hands
        (pass-and-play)."""
        table, bots = self.table, self.table.app.bots
        if self.wanted is not None:
            # a claim plays the viewer's cards for them: no turn of theirs comes this hand
            gone = table.busy_with_overlay() or table.claims.active is not None
            if gone or table.board.viewer != self.wanted or not table.board.revealed:
                self.wanted = None
            elif table.offering:
                self.wanted = None
                self.ask()  # (which looks for the answer itself)
                return
            elif self.played_out():  # (its last cards played, by an early click, or paid away:
                self.wanted = None  # helper-83 saw the promise stand to the hand's end)
                table.tell_notice(NO_MOVE_LEFT, style.TEXT)
            elif not table.notice:  # (each move clears the line: the promise stays in sight)
                table.tell_notice(HINT_COMING, style.HINT)
        if self.turn is None:
            return
        if (
            not table.offering
            or table.session.turn != self.turn
            or tuple(table.selection.picked) != self.picked
        ):
            self.turn = None
            bots.cancel_hint()
            return
        try:
            answer = bots.poll_hint()
        except Exception as exc:  # a failing search must not end the game
            self.failed(exc)
            return
        if answer is None:
            return
        self.turn = None
        table.hinted = answer.action
        p, view, legal = table.presenter, table.snapshot.view, table.snapshot.legal

        def words(action: str) -> str:
            return p.decision_words(view, action, table.names)[1]

        line = partial(
            hint_line,
            where(table, answer.action)[1],
            only_why(table) if answer.only else None,
            None if answer.rival is None else words(answer.rival),
            answer.call,
            answer.lead or 0.0,
            answer.partners,
            p.hand_word,
            p.point_word,
            p.move_reason(view, answer.action, legal, table.names),
            [words(twin) for twin in answer.twins],
            [words(twin) for twin in answer.rival_twins],
            answer.only and len(legal) > 1,
        )
        # (the comparison gives way where the whole hint would read under the small type:
        # with the history open at 1280x720 a tester's large text came at 10 px, helper-85)
        table.tell_notice(whole := line(), style.HINT)
        table.hud.shorten(whole, line(compare=False))

    def failed(self, error: Exception) -> None:
        """No hint this time; the hint line says why."""
        self.turn = None
        self.table.tell_notice(f"No hint here ({error}).")


def where(table: TableScene, action: str) -> tuple[pygame.Rect | None, str]:
    """``(rect, what)``: where ``action`` is on the table (:func:`placed_at`) and the move in
    the review's words, with a verb where it needs one (``"the King of cups (outlined)"``,
    ``"bid 2 (outlined)"``, ``"take the Spell Ban tile (outlined)"``); without the "outlined" when
    it is not shown."""
    rect = placed_at(table, action)
    named = table.presenter.decision_words(table.snapshot.view, action, table.names)[1]
    return rect, (named if rect is None else f"{named} (outlined)")


def placed_at(table: TableScene, action: str) -> pygame.Rect | None:
    """Where ``action`` is on the table: a button of the choice panel, a piece, *Claim the
    rest*, or the part in sight of a card of the viewer's hand (so a ring round it crosses
    no other card); ``None`` when it is not shown. Drawn every frame the hint or the
    keyboard's focus is up, so it looks the place up and nothing more."""
    placed = table.choice_panel()
    for choice, rect in placed[1] if placed else ():
        if choice.action == action:
            return rect
    for cell in table.board.placement.cells:
        if cell.item.action == action:
            return cell.outline
    for sp, part in zip(table.board.hand(), table.board.placement.hand_parts):
        if sp.item.action == action:
            return pygame.Rect(part).clip(sp.int_rect())
    return dict(table.input.targets()).get(action) if action == CLAIM else None


def only_why(table: TableScene) -> str:
    """Why the viewer's only legal move is the only one, in the rules' words
    (:meth:`game.session.Session.why_illegal`; another card of the hand tried: ``"must
    follow suit (hearts)"``), ``"you hold no other card"``, or ``""``. The card is tried with
    the kind of the legal move that names a card, else of the last move made, which named one
    (a third card laid towards a bid of at most three leaves only the bid)."""
    cards = [sp for sp in table.board.hand() if sp.key is not None]
    if len(cards) == 1 and cards[0].item.action is not None:
        return "you hold no other card"
    moves = [*table.snapshot.legal, *table.session.record.actions[-1:]]
    # (only a move naming a card on the table gives the kind to try: one naming a coin gave
    # "unzero R3 is not one of your turned coins")
    kind = next((m.split()[0] for m in moves if table.board.names_a_card(m)), "")
    if not kind:
        return ""
    for sp in cards:
        if sp.item.action is None:
            why = table.session.why_illegal(f"{kind} {sp.key}")
            if why:
                return why
    return ""


def hint_line(
    what: str,
    only: str | None,
    rival: str | None = None,
    call: str = BETTER,
    lead: float = 0.0,
    partners: bool = False,
    hand_word: str = "hand",
    point_word: str = "point",
    reason: str = "",
    twins: Sequence[str] = (),
    rival_twins: Sequence[str] = (),
    undo: bool = False,
    compare: bool = True,
) -> str:
    """The hint in plain words: what to play and why, against the next best move (no search
    jargon, and no forecast of the hand's score: a search's average score under its own
    playouts is a poor forecast, while the difference between two moves under the same
    playouts is what it measures well).

    Args:
        what: the move in a few words (``"the 7 of hearts (outlined)"``, a button's label).
        only: ``None`` when there was a choice; else why this is the only legal move (``""``
            when the rules give no reason).
        rival: the next best move in a few words (``"the Knight of swords"``; one with the
            verb ``what`` begins with is named without it, ``"lay the 6♦"`` beside ``"lay the
            4♦"`` as ``"the 6♦"``), or ``None`` when no other move was searched.
        call: how the move compares with the rival (:attr:`rules.ai.hint.Hint.call`): better
            by ``lead``, about as good, or behind by ``lead`` though too unsteadily to be sure.
        lead: the points of the game (``point_word``, singular) the rival gives up on
            average over this ``hand_word`` (:attr:`rules.ai.hint.Hint.lead`).
        partners: the seat plays with a partner ("your side").
        reason: what the move does, in facts from the rules
            (:meth:`~game.table.protocol.Presenter.move_reason`; ``""``: nothing to say),
            said straight after the move (after why it is the only one, for an only move).
        twins: the moves that do just the same (:attr:`rules.ai.hint.Hint.twins`: cards of the
            same number where suits do not matter), each in a few words, listed after it
            ("The 5♠, the 5♥ and the 5♣ would do just the same").
        rival_twins: the same for ``rival``, named with it ("the 9♠ or the 9♥").
        undo: for an only move, the rules also allow taking back part of the move (a tester
            read "the only move" beside a *Take back* button).
        compare: say how the move compares with the rival (``False``: the move and why alone,
            for a room too small for the whole hint at the small type size).
    """
    if only is not None:
        because = f", since you {only}" if only.startswith("must ") else (f": {only}" if only else "")
        told = f" {capitalized(reason)}." if reason else ""
        besides = " besides taking back" if undo else ""
        return f"Hint: {what} - it is the only move the rules allow{besides}{because}.{told}"
    verb = what.split(" ", 1)[0]

    def named(move: str) -> str:
        if move.startswith(f"{verb} the "):  # a move of the same kind is named by what it moves
            return move[len(verb) + 1 :]
        return move if move.startswith("the ") else f"the next best move ({move})"

    head = f"Hint: {what} - {reason}" if reason else f"Hint: {what}"
    if twins:
        head += f". {capitalized(listed([named(twin) for twin in twins]))} would do just the same"
    if not compare:
        return f"{head}."
    if rival is None:
        return f"{head}. No other move comes close."
    rival = named_with_twins(rival, rival_twins, named)
    if call == AS_GOOD:
        return f"{head}. {capitalized(rival)} is about as good."
    n = round(lead)
    points = "a little" if n <= 0 else f"about {plural(n, point_word)}"
    if call == UNSURE:
        unsure = "but it varied too much to be sure"
        return f"{head}. {capitalized(rival)} did {points} worse on average, {unsure}."
    # (the search weighs a move by the seat's gain less the others' on average: a tester read
    # "better off" as their own score and found a move that scored them less)
    against, you = ("the other side", "your side") if partners else ("the other players", "you")
    better = f"{points} better off this {hand_word} than {rival} would"
    return f"{head}. Against {against} it usually leaves {you} {better}."


def named_with_twins(rival: str, twins: Sequence[str], named: Callable[[str], str]) -> str:
    """The next best move and its twins in a few words: each ``named`` (``"the 9♠ or the
    9♥"``), or where the first is named by the bare move, the group once (``"the next best
    move (lay the 9♣, the 9♠ or the 9♥)"``, not the phrase for each: a tester read it three
    times over)."""
    first = named(rival)
    if not first.startswith("the next best move ("):
        return listed([first, *map(named, twins)], "or")
    verb = rival.split(" ", 1)[0]
    same = [t[len(verb) + 1 :] if t.startswith(f"{verb} the ") else t for t in twins]
    return f"the next best move ({listed([rival, *same], 'or')})"


def hint_ring(rect: pygame.Rect, unit: int) -> tuple[pygame.Rect, int]:
    """``(ring, width)``: the hint's outline round ``rect`` and its line width, for a table
    of ``unit`` (its layout unit, in pixels)."""
    width = max(3, unit // 180)
    return rect.inflate(2 * width + 4, 2 * width + 4), width


def draw_hint(
    surface: pygame.Surface, rect: pygame.Rect, unit: int, keep_clear: Sequence[pygame.Rect] = ()
) -> pygame.Rect | None:
    """The hint's outline round ``rect``: a thick light-blue ring on a dark edge, so it shows
    on the felt and on a card alike, with a small "Hint" tag (:func:`hint_tag`, kept off
    ``keep_clear``; none where it cannot be). Returns the tag's rect, or ``None``."""
    ring, width = hint_ring(rect, unit)
    radius = max(6, min(ring.width, ring.height) // 10)
    pygame.draw.rect(surface, INK, ring.inflate(4, 4), width=width + 4, border_radius=radius + 2)
    pygame.draw.rect(surface, style.HINT, ring, width=width, border_radius=radius)
    px = max(12, style.text_px(unit, "small") * 4 // 5)
    words = label("Hint", px, INK, True)
    tag = hint_tag(ring, width, words.get_rect().inflate(px, px // 3).size, surface.get_rect(), keep_clear)
    if tag is not None:
        pygame.draw.rect(surface, style.HINT, tag, border_radius=tag.height // 2)
        surface.blit(words, words.get_rect(center=tag.center))
    return tag


def hint_tag(
    ring: pygame.Rect,
    width: int,
    size: tuple[int, int],
    window: pygame.Rect,
    keep_clear: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """Where the "Hint" tag of ``size`` lies on the ``ring`` (line ``width``): on its top edge,
    or, where that covers one of ``keep_clear`` (words such as a pile's count, a button's
    label), on its bottom edge inside it, else on that edge outside it; always in the ``window``
    and over at most a third of the ring's height (on a small coin it hid the coin: helper-86).
    ``None`` where none is: the ring and the hint's "(outlined)" say it alone (a tester read
    "4 do[Hint]town" on a bid button among others)."""
    above, inside, below = (pygame.Rect((0, 0), size) for _ in range(3))
    above.midbottom = (ring.centerx, ring.top + width)
    inside.midbottom = (ring.centerx, ring.bottom - width - 2)
    below.midtop = (ring.centerx, ring.bottom - width)
    for tag in (above, inside, below):
        tag.clamp_ip(window)
        if tag.collidelist(list(keep_clear)) < 0 and tag.clip(ring).height * 3 <= ring.height:
            return tag
    return None
