"""Counting a finished game in the player's statistics (:mod:`saves.stats`), so that no
failure there can cost the game or its save."""

from __future__ import annotations

import logging
from pathlib import Path

from rules.core.record import GameRecord
from rules.core.state import GameState
from rules.core.text import clean_text

log = logging.getLogger(__name__)


def count_game(record: GameRecord, state: GameState, save_path: Path | None) -> str | None:
    """Count the finished game of ``record`` (its final ``state``) in the statistics
    (:func:`saves.stats.record_game`; once per save file, keyed by ``save_path``'s name, so
    taking the last move back and ending again does not count twice). A computer seat counts
    under its name and :data:`~saves.stats.COMPUTER_MARK`.

    Returns:
        A sentence for the player about the statistics (a file that could not be written or
        was set aside), or ``None``. Any failure is told there in words, never raised.
    """
    from saves.stats import COMPUTER_MARK, StatsError, record_game

    try:
        winners = set(state.winners())
        results = [
            (seat.name if seat.is_human else seat.name + COMPUTER_MARK, score, i in winners)
            for i, (seat, score) in enumerate(zip(record.seats, state.scores()))
        ]
        key = save_path.name if save_path is not None else f"{record.game}-{record.seed}"
        notes = record_game(record.game, key, results, type(state).low_score_wins)
    except StatsError as exc:  # (its words are whole sentences for the player already: kept whole)
        log.warning("the statistics were not counted: %s", exc)
        notes = [f"{exc} The game itself is saved."]
    except Exception as exc:  # the statistics are never worth the game
        log.warning("the statistics were not counted: %s", exc)
        why = clean_text(getattr(exc, "strerror", None) or str(exc) or exc.__class__.__name__, 300)
        notes = [f"This game could not be counted in the statistics ({why}). The game itself is saved."]
    return " ".join(notes) or None
