"""Shared look of the app: palette, type sizes, and the pygame-gui wrapper for menus."""
