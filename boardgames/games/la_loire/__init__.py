"""La Loire: rules (rules.py) on the engine's task stack (tasks.py); the map (board.py),
moves (movement.py), what a piece does where it stops (places.py; the node types of actions.yaml
in trade.py for the merchant and post.py for the messenger),
the market and circus (market.py), goods and money (economy.py), messages (messages.py),
buildings (buildings.py), character and palace abilities (abilities.py), the end (ending.py),
scoring (scoring.py), hidden messages (observe.py)."""
from .rules import RULES, LaLoire

__all__ = ["RULES", "LaLoire"]
