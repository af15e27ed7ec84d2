"""The generic, headless engine: data loading, state, choices, undo, log, saves.

Nothing in this package (or in `boardgames.games`) may import pygame.
"""
