"""Card Table's pygame-ce front end: app, scenes, table, presenters and UI (nothing runs at import)."""
