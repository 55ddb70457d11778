"""Presenters: each game's words and moves at the shared table, and their registry.

A presenter implements :class:`game.table.protocol.Presenter` (most through
:class:`game.presenters.base.TrickPresenter`): it fills the table's zones from a seat's view,
turns the rules' events into generic moves and words everything the table shows. Each game's
presenter is a package here (``game/presenters/<game>/``) naming its game and presenter class
(``GAME``, ``PRESENTER``); the registry imports the packages explicitly (PyInstaller must see
every module). :func:`register` adds one at run time (the tests' own game). The wording every
presenter shares is in :mod:`game.presenters.phrases`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.presenters import bid_coin, bid_whist, cant_win, coins, grand_bid
from game.table.protocol import Presenter

_PRESENTERS: dict[str, Callable[[], Presenter]] = {
    package.GAME: package.PRESENTER for package in (bid_whist, coins, cant_win, bid_coin, grand_bid)
}
"""Game registry name -> the presenter class (or any maker of one)."""


def register(game: str, make: Callable[[], Presenter]) -> None:
    """Add (or replace) the presenter of ``game``: ``make()`` builds it."""
    _PRESENTERS[game] = make


def unregister(game: str) -> None:
    """Forget a presenter added by :func:`register` (nothing if there is none)."""
    _PRESENTERS.pop(game, None)


def has_presenter(game: str) -> bool:
    """True when the table can show ``game`` (the menu offers only such games)."""
    try:
        presenter_for(game)
    except ValueError:
        return False
    return True


def presenter_for(game: str) -> Presenter:
    """A new presenter of ``game``.

    Raises:
        ValueError: for a game without a presenter.
    """
    if game in _PRESENTERS:
        return _PRESENTERS[game]()
    raise ValueError(f"no table presenter for game {game!r}")
