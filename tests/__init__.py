"""Test suite (a package, so tests/game is imported as tests.game, not as the app package game)."""
