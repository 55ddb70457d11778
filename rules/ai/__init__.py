"""Computer players: the shared search and what it is built from.

- :mod:`rules.ai.bots`: levels, :func:`~rules.ai.bots.make_bot` and the worker's task;
- :mod:`rules.ai.game_ai`: what one game hands the search (:class:`~rules.ai.game_ai.GameAI`);
- :mod:`rules.ai.base`: the bot interface; :mod:`rules.ai.ismcts`: the search;
  :mod:`rules.ai.determinize`: sampling hidden cards; :mod:`rules.ai.rollouts` and
  :mod:`rules.ai.values`: playouts; :mod:`rules.ai.omniscient`: the all-seeing measurement bot;
- :mod:`rules.ai.decision`, :mod:`rules.ai.hint`, :mod:`rules.ai.review`,
  :mod:`rules.ai.evaluate`, :mod:`rules.ai.tournament`, :mod:`rules.ai.bench`: the hint, the
  review and the measurements.

No module here names a game: each game's bots and search settings live in its package
(``rules/games/<game>/ai/``). This package imports nothing, so a game's package may use the
modules above without an import circle through the game registry.
"""
