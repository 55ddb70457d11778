"""Card Table rules: pure-Python engines for the five games (never imports pygame).

Entry points: :mod:`rules.games` (the registry), :mod:`rules.core` (cards, actions,
events, the state protocol, trick logic, variants, records) and :mod:`rules.ai` (bots).
"""
