"""Via Nebula: rules (rules.py), board geometry (board.py), powers (powers.py), scoring (scoring.py)."""
from .rules import RULES, ViaNebula

__all__ = ["RULES", "ViaNebula"]
