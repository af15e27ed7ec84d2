"""Caverna: The Cave Farmers (1-7 players): rules (rules.py) and one module per job.

board (home-board cells and placement), animals (housing solver), goods (where a player's
goods lie, what a gain sets off), countables (what the data counts), nodes (flow-node types),
furnishings (effect types, furnishing), home (changes to a player's home), actions (placing
dwarfs, walking flows), rounds, harvest, conversions (free actions), game_setup, scoring,
explain, describe, invariants.
"""
from .rules import RULES, Caverna

__all__ = ["RULES", "Caverna"]
