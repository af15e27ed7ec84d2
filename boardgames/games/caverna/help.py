"""Caverna's rules help and options' words are data (data/caverna/help.yaml, engine/help_data.py,
engine/option_words.py). This module gives them the renderers they call by name (the flow
nodes, the furnishings' effect types, the names of spaces, a step of a space, a conversion)
and names the entry of an option a tooltip describes: its space's, its loot's, or the
conversions'."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.flow import node_at
from boardgames.engine.rules_help import topic_id

from . import conversions
from .furnishings import EFFECTS
from .nodes import NODES, TEXT

__all__ = ["EFFECTS", "NODES", "TEXT", "convert_text", "help_topic", "step_text"]
G = "caverna"


def step_text(R, space: str, path) -> dict:
    """A step of a space's flow (an option's `path`), in words."""
    return NODES.render(node_at(R.flow(space), path))


def convert_text(R, option: dict) -> dict:
    """An exchange's goods, and the furnishing that grants it when one does."""
    pay, gain, _ = conversions.price(R, option)
    tile = option["id"].rsplit(".", 1)[0]
    if tile in R.tiles:
        return msg(f"{G}.opt.convert_tile", pay=R.goods_text(pay), gain=R.goods_text(gain), tile=f"@{G}.furnishing.{tile}")
    return msg(f"{G}.opt.convert", pay=R.goods_text(pay), gain=R.goods_text(gain))


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
