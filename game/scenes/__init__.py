"""The menu scenes: title, new game, load, and the message dialog (built on :mod:`game.ui`)."""
