"""La Loire's rules help is data (data/la_loire/help.yaml, engine/help_data.py). This module
gives it what it calls by name: the game's words for amounts and costs, the ability and place
node types, the pieces, a message card's text for the tooltips (`tips`); and it names the
entry of what a tooltip describes by a message card, a palace or a place."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from .abilities import ABILITIES
from .buildings import KINDS
from .economy import cost_text
from .messages import label
from .places import PLACES
from .text import PIECES, amount

__all__ = ["ABILITIES", "KINDS", "PIECES", "PLACES", "amount", "cost_text", "help_topic", "label"]


def help_topic(R, kind: str, key):
    """Tooltips name a message card by its id (its level's entry), the palace as a building."""
    if kind == "message":
        card = R.cards.get(key) if isinstance(key, str) else None
        return f"message.{card['level']}" if card else "messages"
    if kind == "building" and key == "palace":
        return "buildings"
    return topic_id(kind, key)
