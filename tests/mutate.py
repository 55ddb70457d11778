"""Help for the tests that mutate real files (saves, variants): replace one node of parsed
JSON or YAML."""

import random


def replace_somewhere(data, rng: random.Random, value):
    """``data`` (nested dicts and lists) with one node, chosen by ``rng``, replaced by
    ``value``; the top itself is replaced sometimes. ``data`` is not changed."""
    if isinstance(data, dict) and data and rng.random() < 0.75:
        key = rng.choice(list(data))
        return {**data, key: replace_somewhere(data[key], rng, value)}
    if isinstance(data, list) and data and rng.random() < 0.75:
        i = rng.randrange(len(data))
        return [*data[:i], replace_somewhere(data[i], rng, value), *data[i + 1 :]]
    return value
