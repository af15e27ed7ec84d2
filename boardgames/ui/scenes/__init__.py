"""The app's screens, one module each (menu, new game, game, hand-off, score, load,
settings, in-game menu, about, dialogs)."""
