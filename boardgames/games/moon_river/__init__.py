"""Moon River: rules (rules.py), farm geometry (farm.py), scoring (scoring.py)."""
from .rules import RULES, MoonRiver

__all__ = ["RULES", "MoonRiver"]
