"""The review's words (:class:`~game.table.review_screen.ReviewOverlay`'s): a row per decision
of the hand shown, the column headings in the game's unit, and the chosen decision told in
full with the all-seeing line. Where the search cannot tell the move made from its own, it
says so, never as if the other move were better."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.table.protocol import YOU
from game.ui.text import capitalized

if TYPE_CHECKING:
    from game.table.reviewer import HandReview, Reviewer
    from game.table.scene import TableScene

COLUMNS = ("", "When", "Move made", "Hard's move", "Points lost", "Mark")
"""The list's column headings (the points' in the game's own unit, :meth:`ReviewWords.headings`).
The number, "Points lost" (what the move made gave up against hard's, as the hint counts
them) and the mark take their text's width; the columns of words share the rest, and wrap."""
AS_GOOD, UNCLEAR = "as good", "unclear"
"""How hard's move is marked in its cell where the search cannot tell the move made from it
(:attr:`~rules.ai.review.Verdict.told_apart`): as good, or unclear where the move made came
out at least a slip's points behind (a tester read 1.8 points called "as good")."""


class ReviewWords:
    """The words of a review screen showing ``review`` (a hand's, or ``None``) of ``table``,
    worked out by ``reviewer``, its decision ``chosen`` told in full."""

    table: TableScene
    reviewer: Reviewer
    chosen: int
    review: HandReview | None

    def rows(self) -> list[tuple[tuple[str, ...], str]]:
        """``(cells, mark)`` per decision of the hand shown."""
        review, out = self.review, []
        if review is None:
            return out
        for i, (d, v) in enumerate(zip(review.decisions, review.verdicts)):
            when, made = self.words(d, d.made)
            if v is None:
                out.append(((str(i + 1), when, made, "\u2026", "", ""), ""))
            elif v.best == v.made:
                out.append(((str(i + 1), when, made, "the same", "-", ""), ""))
            elif not v.told_apart:  # (never shown as if the other move were better)
                # hard's move, marked as good or unclear (testers looked for its name there)
                untold = self._untold(v)
                best = f"{self.words(d, v.best)[1]} ({untold})"
                lost = "-" if untold == AS_GOOD else f"{v.loss:.1f}?"  # (behind, but unsure)
                out.append(((str(i + 1), when, made, best, lost, ""), ""))
            else:
                out.append(
                    ((str(i + 1), when, made, self.words(d, v.best)[1], f"{v.loss:.1f}", v.mark), v.mark)
                )
        return out

    def headings(self) -> tuple[str, ...]:
        """:data:`COLUMNS` with the points in the game's unit ("Coin values lost")."""
        unit = self.table.presenter.point_word
        return (*COLUMNS[:4], f"{unit.capitalize()}s lost", COLUMNS[5])

    def _untold(self, verdict) -> str:
        """:data:`AS_GOOD` or :data:`UNCLEAR` for a verdict not told apart."""
        return UNCLEAR if verdict.unclear(self.reviewer.marks[0]) else AS_GOOD

    def words(self, decision, action: str) -> tuple[str, str]:
        """The presenter's ``(when, move)`` for ``action`` at ``decision``."""
        return self.table.presenter.decision_words(decision.view, action, self.table.names)

    def with_reason(self, decision, action: str) -> str:
        """``action``'s words at ``decision``, with what the move does where the decision was
        the viewer's own (:meth:`~game.table.protocol.Presenter.move_reason`: ``"the 9 of
        clubs (it lets East take the trick)"``; the reason speaks to "you")."""
        move = self.words(decision, action)[1]
        if self.table.names[decision.seat] != YOU:
            return move
        table = self.table
        reason = table.presenter.move_reason(
            decision.view, action, decision.legal, table.names, standing=False
        )
        return f"{move} ({reason})" if reason else move

    def detail(self) -> list[str]:
        """The chosen decision told in full, and the all-seeing line."""
        review = self.review
        if review is None:
            return [f"No {self.table.presenter.hand_word} has ended yet: a review comes once one has."]
        if not review.decisions:
            return ["No decision with a choice in it: nothing to review."]
        i = min(self.chosen, len(review.decisions) - 1)
        d, v, seen = review.decisions[i], review.verdicts[i], review.seen[i]
        when, made = self.words(d, d.made)[0], self.with_reason(d, d.made)
        name = self.table.names[d.seat]
        who, whose = ("you", "your") if name == YOU else (name, f"{name}'s")
        # (a move's words may start with a verb, "lay the 7\u2665", or be a thing, "the 7\u2665")
        head = f"{when}. {capitalized(whose)} move: {made}"
        if v is None:
            return [f"{head}. Working out this decision\u2026"]
        unit = self.table.presenter.point_word
        if v.best == v.made:
            line = f"{head}, the hard computer player's too from what {who} could see."
        elif not v.told_apart:
            best = self.with_reason(d, v.best)
            within = "" if v.loss < 0.05 else f" (they came within {v.loss:.1f} {unit}s)"
            line = f"{head}; the hard computer player's: {best}" + (
                f", but as far as it can tell the two are as good{within}."
                if self._untold(v) == AS_GOOD
                else f". {capitalized(whose)} move came out {v.loss:.1f} {unit}s behind on"
                " average, but the deals it tried varied too much to call it worse."
            )
        else:
            best = self.with_reason(d, v.best)
            line = (
                f"{head}; from what {who} could see then, the hard computer player's: {best}. On"
                f" average {whose} move gave up {v.loss:.1f} {unit}s against the others"
            )
            if v.mark:
                line += f": a {v.mark}."
            else:
                line += f", too little to count as a slip (a slip gives up {self.reviewer.marks[0]} or more)."
        seen_line = "Knowing every card (all-seeing, after the hand): "
        mine = f" - {whose} move too" if seen == d.made else ""  # (below: right here, not on average)
        mine += f": right on this deal, not on most {who} could not rule out" if mine and v.told_apart else ""
        seen_line += "working it out\u2026" if seen is None else f"{self.words(d, seen)[1]}{mine}."
        out = [line, seen_line]
        if review.failed:
            out.append(f"Part of the review could not be worked out ({review.failed}).")
        return out
