"""Benchmark the memory of screens opened and closed: the resident size after opening a
screen from the title and going back, many times over. Prints one JSON line.

    python build_scripts/bench_screens.py [--screen new_game] [--times 30] [--size 1280x720]

The app runs headless. ``rss_mb`` is the resident memory at the title first and after every
ten openings; ``release_ms`` the mean and the longest time the app took to release the closed screen's
memory as it next waited for input (:mod:`game.memory`; input already waiting, so no sleep).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from bench_load import rss_mb, temporary_user_dirs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--screen", default="new_game", help="a screen the title opens: new_game, settings..."
    )
    parser.add_argument("--times", type=int, default=30)
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    with temporary_user_dirs():
        import pygame

        from game.app import App
        from game.bot_worker import BotWorker

        app = App(size=(width, height), headless=True, fixed_dt=1 / 60, bots=BotWorker(inline=True))
        app.show("title")
        for _ in range(3):
            app.step()
        figures = {"screen": args.screen, "size": args.size, "rss_mb": [round(rss_mb(), 1)]}
        closing = []
        for opened in range(1, args.times + 1):
            scene = app.open(args.screen)
            for _ in range(3):
                app.step()
            app.later(lambda s=scene: app.remove(s))
            del scene
            app.step()
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # (input waiting: no sleep)
            start = time.perf_counter()
            app.idle()  # the app releases the closed screen's memory as it waits for input
            closing.append((time.perf_counter() - start) * 1000)
            pygame.event.clear()
            if opened % 10 == 0:
                figures["rss_mb"].append(round(rss_mb(), 1))
        figures["release_ms"] = {"mean": round(sum(closing) / len(closing), 1), "max": round(max(closing), 1)}
        app.close()
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
