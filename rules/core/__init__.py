"""Shared rules core used by every game module."""
