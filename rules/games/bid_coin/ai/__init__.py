"""Bid Coin's computer players: the baseline heuristic, the determinizer the search samples
hidden cards with, and the search's settings for this game."""
