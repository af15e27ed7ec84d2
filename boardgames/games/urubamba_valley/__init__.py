"""Urubamba Valley (印加聖谷): rules (rules.py) on the engine's task stack (tasks.py), the
actions (actions.py, planting.py, purchase.py), talents' abilities as node types (nodes.py,
talents.py), the terrace (terrace.py), scoring (scoring.py), hidden coins (observe.py)."""
from .rules import RULES, UrubambaValley

__all__ = ["RULES", "UrubambaValley"]
