"""Caverna's rules help is data (data/caverna/help.yaml, engine/help_data.py). This module
gives it the renderers it calls by name (the flow nodes, the furnishings' effect types, the
names of spaces) and names the entry of an option a tooltip describes: its space's, its
loot's, or the conversions'."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from .furnishings import EFFECTS
from .nodes import NODES, TEXT

__all__ = ["EFFECTS", "NODES", "TEXT", "help_topic"]


def help_topic(R, kind: str, key):
    """An option is named by (round, players, cards) or by what it takes."""
    if kind == "option" and isinstance(key, tuple) and len(key) == 3:
        info = key[2] if isinstance(key[2], dict) else {}
        if info.get("space"):
            return f"space.{info['space']}"
        option = key[1] if isinstance(key[1], dict) else {}
        if option.get("loot"):
            return f"loot.{option['loot']}"
        if option.get("act") in ("convert", "ruby_tile"):
            return "conversions" if option["act"] == "convert" else "rubies"
        return None
    return topic_id(kind, key)
