"""Caverna: The Cave Farmers (1-7 players): rules (rules.py) and one module per job.

board (home-board cells and placement), animals (housing solver), goods (where a player's
goods lie, what a gain sets off), countables (what the data counts), nodes (flow-node types),
furnishings (effect types, furnishing), home (changes to a player's home), actions (placing
dwarfs, walking flows), tasks, rounds, harvest, conversions (free actions), pens, reach,
game_setup, scoring, describe, help, listing, observe, invariants, upgrade, validation.
"""
from .rules import RULES, Caverna

__all__ = ["RULES", "Caverna"]
