"""How long each lesson (Learn to play) takes: ``python build_scripts/bench_lessons.py
[--speed normal] [--wpm 200] [--think 3]``.

Each lesson is played in the real app, headless, on virtual time at the chosen animation
speed, from its first deal to its closing panel; the learner plays like the baseline player
and acts the moment the table offers a choice, and a held trick goes on at once. Then:

- ``decisions``: the learner's moves (a choice of several cards counts once);
- ``table_s``: the table's own time (dealing, the computer players' moves, the animations);
- ``coach_lines`` and ``coach_words``: what the coach said;
- ``minutes``: an estimate of the lesson for a newcomer: the table's time, the coach's words
  read at ``--wpm`` words a minute, ``--think`` seconds per decision, and a second for each
  click that lets a held trick go on.

Prints one JSON line per lesson.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.app import App  # noqa: E402
from game.bot_worker import BotWorker  # noqa: E402
from game.scenes.learn import lessons, start_lesson  # noqa: E402
from game.table.lesson import LessonEndOverlay, LessonScene  # noqa: E402
from rules.ai.bots import make_bot  # noqa: E402

FPS = 60


def bench(game: str, players: int, speed: str, wpm: float, think: float) -> dict:
    """Play the lesson of ``game`` for ``players`` and return its figures."""
    app = App(size=(1280, 720), headless=True, fixed_dt=1 / FPS, bots=BotWorker(inline=True))
    app.settings["animation_speed"] = speed
    learner, rng = make_bot(game, "baseline"), random.Random(1)
    frames = decisions = releases = 0
    try:
        start_lesson(app, game, players)
        app.step()
        table = app.top
        assert isinstance(table, LessonScene)
        while not isinstance(app.top, LessonEndOverlay):
            app.step()
            frames += 1
            if app.top is not table:
                continue
            if table.animator.held:
                table.animator.release()
                releases += 1
            elif table.input_ready and table.snapshot.legal:
                session = table.session
                move = str(learner.choose(session.view(table.learner), session.legal_actions(), rng))
                decisions += not (table.selection.active and table.selection.picked)
                table.act(move)
        said = [line for line, _ in table.coach_said]
    finally:
        app.close()
    words = sum(len(line.split()) for line in said)
    table_s = frames / FPS
    minutes = (table_s + words / wpm * 60 + think * decisions + releases) / 60
    return {
        "game": game,
        "players": players,
        "decisions": decisions,
        "table_s": round(table_s, 1),
        "coach_lines": len(said),
        "coach_words": words,
        "held": releases,
        "minutes": round(minutes, 1),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast"))
    parser.add_argument("--wpm", type=float, default=200.0)
    parser.add_argument("--think", type=float, default=3.0)
    args = parser.parse_args(argv)
    for game, players in lessons():
        print(json.dumps(bench(game, players, args.speed, args.wpm, args.think)), flush=True)


if __name__ == "__main__":
    main()
