"""The state protocol every game implements (in the spirit of OpenSpiel's Game/State).

A game state is advanced only by :meth:`GameState.apply`, the one apply of every game. Chance
moves (the deal, random draws) are actions too: when ``current_player == CHANCE`` the driver
asks :meth:`GameState.chance_action` (which uses the state's own seeded ``random.Random``) and
applies what it returns, so a record of actions replays without reshuffling.

A game gives one handler per phase (:attr:`GameState._handlers`); ``apply`` checks the action
and dispatches to the handler of the current phase (DESIGN.md "one legal/apply function per
phase").
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from enum import Enum
from operator import attrgetter
from typing import Any, ClassVar

from .actions import Action, IllegalAction, as_action
from .events import Event

CHANCE = -1
"""``current_player`` while a chance action (deal, random draw) is due."""
TERMINAL = -2
"""``current_player`` once the game is over."""

Handler = Callable[[Any, Action], list[Event]]
"""A phase handler: ``handler(state, action) -> events``."""


class GamePhase(Enum):
    """Base of every game's ``Phase`` enum (it has no members itself).

    Its members hash by identity (an enum member is a singleton, and equal only to itself),
    which is cheaper than :class:`Enum`'s hash of the member's name: :meth:`GameState.apply`
    looks the phase up in :attr:`GameState._handlers` on every action.
    """

    __hash__ = object.__hash__


class GameState(ABC):
    """Base class of a game's state.

    Subclasses set :attr:`phase` (their own ``Phase`` enum, a :class:`GamePhase`) and
    :attr:`_cur` (the seat to act, :data:`CHANCE` or :data:`TERMINAL`), give
    :attr:`_handlers`, implement the abstract methods, and keep every rule decision inside
    ``_compute_legal`` and the handlers (a game may work out some of its legal actions in an
    override of :meth:`legal_view`, which every reader of them goes through).

    Attributes:
        game: registry name (:data:`rules.games.GAMES`).
        num_players: number of seats (seats are ``0 .. num_players-1``, clockwise).
        options: the resolved variant options (key -> bool/int), see :mod:`rules.core.variants`.
        seed: the seed of :attr:`rng`.
        rng: the state's own random generator (never the global one).
        history: every action applied so far, chance actions included.
        low_score_wins: True for a game whose lowest total wins, so a player's best
            score is their lowest (the statistics).
    """

    game: str = ""
    low_score_wins: ClassVar[bool] = False

    _handlers: ClassVar[Mapping[GamePhase, Handler]]
    """Phase -> the function that applies an action in that phase, ``(state, action) ->
    events``. A seat's action reaches it legal and interned (the very object of
    :meth:`legal_actions`, so a handler may look it up by identity); a chance action reaches
    it with only its kind checked (one of :meth:`chance_kinds`), so the handler checks the
    rest and raises :class:`IllegalAction`. Phases with nobody to act (game over) need none."""

    _quiet_handlers: ClassVar[Mapping[GamePhase, Callable[[Any, Action], None]]] = {}
    """Phase -> a handler that makes no events, for :meth:`advance` (a game gives them for
    its busiest phases; the others go through :attr:`_handlers`, their events dropped)."""

    _advance_handlers: ClassVar[Mapping[GamePhase, Callable[[Any, Action], Any]]] = {}
    """:attr:`_handlers` with :attr:`_quiet_handlers` in their place (made per class)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._advance_handlers = {**getattr(cls, "_handlers", {}), **cls._quiet_handlers}

    def __init__(self, num_players: int, options: Mapping[str, Any], seed: int) -> None:
        self.num_players = num_players
        self.options = dict(options)
        self.seed = seed
        self._rng: random.Random | None = None
        self._rng_seed: int | str = seed
        self.history: list[Action] = []
        self.phase: GamePhase
        self._cur = CHANCE
        self._legal: list[Action] | None = None

    @property
    def rng(self) -> random.Random:
        """The state's own random generator (see the class doc). It is made from its seed
        when first drawn from: a clone or a sample that never draws (a playout without a
        chance action) spares the cost of copying or seeding it."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self._rng_seed)
        return rng

    def reseed(self, seed: int | str) -> None:
        """Seed :attr:`rng` afresh with ``seed`` (the same draws as ``rng.seed(seed)``)."""
        self._rng = None
        self._rng_seed = seed

    # --- protocol -------------------------------------------------------------------
    current_player = property(
        attrgetter("_cur"),  # read in C: the searches ask it at every move
        doc="""Seat to act (``0 .. num_players-1``), :data:`CHANCE` or :data:`TERMINAL`.""",
    )

    def legal_actions(self) -> list[Action]:
        """Legal actions of the current player (a new list; empty when terminal or at chance).

        Computed once per position (:meth:`legal_view`) and kept until the next action.
        """
        return list(self.legal_view())

    def forget_legal_actions(self) -> None:
        """Drop the legal actions kept for this position, so :meth:`legal_actions` computes
        them again: for a caller that has rewritten a place the state does not watch (a
        determinizer dealing the hidden cards of a clone)."""
        self._legal = None

    @abstractmethod
    def _compute_legal(self) -> list[Action]:
        """The legal actions of the position, interned (the list is cached; never change it in
        place)."""

    @abstractmethod
    def chance_action(self) -> Action:
        """Draw the due chance action with :attr:`rng`.

        Raises:
            IllegalAction: when no chance action is due.
        """

    @abstractmethod
    def scores(self) -> list[int]:
        """Current score per seat (for partnership games each seat shows its side's score)."""

    def claim(self, seat: int) -> bool:
        """True when ``seat`` is to lead and its remaining cards win every remaining trick of
        the hand whatever the others hold (the table then offers to play the rest out at
        once); worked out on the true state, and only from what the seat itself may know.
        Games without claims keep this default: never."""
        return False

    def claim_move(self) -> Action:
        """The move of the seat to act while a claim is played out: a card that follows suit
        (the claimer's any card wins). By default the first legal action."""
        return self.legal_actions()[0]

    def sides(self) -> list[list[int]]:
        """The seats that score together, side by side: each seat alone unless the game is
        played in partnerships (then, say, ``[[0, 2], [1, 3]]``)."""
        return [[seat] for seat in range(self.num_players)]

    @abstractmethod
    def winners(self) -> list[int]:
        """Winning seats once terminal (several on a shared win), else ``[]``."""

    @abstractmethod
    def view(self, seat: int) -> Any:
        """What ``seat`` may know: the only way hidden information leaves the engine."""

    @classmethod
    def from_view(cls, view: Any) -> GameState:
        """The state as ``view.seat`` sees it, the inverse of :meth:`view` for that seat.

        A game that supports search (:mod:`rules.ai.determinize`) overrides this. The state
        returned has the view's public table and the seat's own cards, rebuilds its own
        caches, and holds the cards the seat cannot locate in the hidden places (the other
        hands, a face-down pile) in deck order, a placeholder the caller replaces through
        public attributes named by each game. Its ``view(view.seat)`` equals ``view`` and,
        the seat being to act, its legal actions are the real ones.

        Raises:
            NotImplementedError: the game does not rebuild a state from a view.
            ValueError: a view with no seat to act, or whose counts do not add up.
        """
        raise NotImplementedError(f"{cls.game or cls.__name__} does not rebuild a state from a view")

    @property
    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.current_player == TERMINAL

    def apply(self, action: Action | str) -> list[Event]:
        """Apply ``action`` (an :class:`Action` or its text) and return its events.

        A seat's move is looked up among the cached legal actions by identity first (the
        games intern every move, so bots and the table pass the very objects); an equal but
        not identical action (parsed text) is checked by :meth:`check_legal` and replaced by
        its interned twin. Either way it goes to the handler of the current phase
        (:attr:`_handlers`). A chance action goes to the same handler; afterwards the
        generator is re-seeded from ``(seed, position)``.

        Raises:
            IllegalAction: if the action is not legal now; the message names the rule.
            ValueError: for an empty action text.
        """
        if action.__class__ is not Action:
            action = as_action(action)
        if self._cur >= 0:
            legal = self.legal_view()
            for known in legal:
                if known is action:
                    break
            else:
                action = self._interned(action, legal)
            events = self._handlers[self.phase](self, action)
            self._legal = None
            self.history.append(action)
            return events
        if self._cur == TERMINAL:
            raise IllegalAction("the game is over")
        if action.kind not in self.chance_kinds():
            raise IllegalAction(f"a chance action is due, not {action}")
        events = self._handlers[self.phase](self, action)
        self._legal = None
        self.history.append(action)
        # Re-seed from (seed, position) so that a state rebuilt by replaying its record
        # draws the same later deals as the original: resuming a save changes nothing.
        self.reseed(f"{self.seed}/{len(self.history)}")
        return events

    def advance(self, action: Action) -> None:
        """Apply a seat's move quietly: the playout path of the search, which runs on samples
        and never reads an event.

        ``action`` must be an element of :meth:`legal_actions` of this very position (the
        interned object): nothing is checked or looked up, no event is returned, and a game
        may make none (:attr:`_quiet_handlers`). Otherwise the same as :meth:`apply`. A chance
        action goes through :meth:`apply`.
        """
        self._advance_handlers[self.phase](self, action)
        self._legal = None
        self.history.append(action)

    def legal_view(self) -> list[Action]:
        """The legal actions of the current player, as :meth:`legal_actions` but the cached
        list itself, not a copy: for the playout path, which reads it and never changes it.
        Computed once per position by :meth:`_compute_legal`."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        return legal

    def _interned(self, action: Action, legal: list[Action]) -> Action:
        """The element of ``legal`` equal to ``action`` (a seat is to act).

        Raises:
            IllegalAction: a chance action while a seat is to act, or any action that is not
                legal (the message from :meth:`why_illegal`).
        """
        if action.kind in self.chance_kinds():
            raise IllegalAction(f"a {action.kind} is a chance action; no {action.kind} is due now")
        self.check_legal(action)
        return legal[legal.index(action)]

    def chance_kinds(self) -> tuple[str, ...]:
        """Action kinds that count as chance actions in this game."""
        return ("deal",)

    def check_legal(self, action: Action) -> None:
        """Raise :class:`IllegalAction` naming the broken rule if ``action`` is not legal.

        Legal actions are compared by value (an interned action matches at once by
        identity); the message comes from :meth:`why_illegal`.
        """
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))

    def why_illegal(self, action: Action) -> str:
        """The rule that ``action`` breaks (only called for an illegal action); games name it
        precisely (follow suit, bid too low, ...)."""
        return f"{action} is not a legal move now"

    def clone(self) -> GameState:
        """An independent deep copy (random generator included); games may override it with
        a faster copy built on :meth:`_clone_base`."""
        return copy.deepcopy(self)

    def _clone_base(self) -> tuple[GameState, dict]:
        """A new state of the same class sharing this one's attributes, with the base's own
        mutable parts (options, generator, history) copied; returns ``(new, new.__dict__)``
        so that a game's ``clone`` copies its own lists and returns ``new``."""
        new = object.__new__(type(self))
        d = self.__dict__.copy()
        new.__dict__ = d
        d["options"] = dict(self.options)
        if self._rng is not None:
            rng = random.Random.__new__(random.Random)  # no fresh seeding: the state is set next
            rng.setstate(self._rng.getstate())
            d["_rng"] = rng
        d["history"] = list(self.history)
        return new, d

    def advance_chance(self) -> list[Event]:
        """Apply chance actions until a seat is to act or the game is over; return all events."""
        events: list[Event] = []
        while self.current_player == CHANCE:
            events.extend(self.apply(self.chance_action()))
        return events
