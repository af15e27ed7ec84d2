"""La Loire's rules help is data (data/la_loire/help.yaml, engine/help_data.py). This module
gives it what it calls by name: the game's words for amounts and costs, the ability and place
node types, the pieces, a message card's text for the tooltips (`tips`)."""
from __future__ import annotations

from .abilities import ABILITIES
from .buildings import KINDS
from .economy import cost_text
from .messages import label
from .places import PLACES
from .text import PIECES, amount

__all__ = ["ABILITIES", "KINDS", "PIECES", "PLACES", "amount", "cost_text", "label"]
