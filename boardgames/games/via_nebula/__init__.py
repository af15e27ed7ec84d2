"""Via Nebula: rules (rules.py) on the engine's task stack (tasks.py), the actions of a turn
(actions.py), contract powers as node types (nodes.py), board geometry (board.py, sight.py),
scoring (scoring.py); what each player may see is data/via_nebula/zones.yaml."""
from .rules import RULES, ViaNebula

__all__ = ["RULES", "ViaNebula"]
