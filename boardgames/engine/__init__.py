"""The generic, headless engine: data loading, state, choices, undo, log, saves.

Nothing in this package (or in `boardgames.games`) may import pygame.

Generic pieces any game may use (first used by Caverna):
  flow.py      flow trees ("either/or", "and/or", "and then/or", "then") walked one decision
               at a time, with a plain-data cursor saved in the game state;
  effects.py   a registry of data-node types, each checking itself (`validate`) and rendering
               its own localized rule text (`render`) as nested messages;
  freeacts.py  free actions: options (conversions, trades) offered with every decision of the
               deciding player, wired into pending/apply by the `FreeActionRules` mixin.
"""
