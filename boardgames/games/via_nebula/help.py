"""Via Nebula's rules help and tooltips are data (data/via_nebula/help.yaml, engine/help_data.py,
engine/tips_data.py). This module gives them what they call by name (the turn's actions and
their words, the node types that render a contract's power) and names the entry of a token:
its design's."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from .nodes import NODES, action_lines, ap_words

__all__ = ["NODES", "action_lines", "ap_words", "help_topic", "turn_actions"]


def turn_actions(rules):
    """(name, cost) of each action of the turn, entry by entry of the turn's menu."""
    for entry in rules.turn.entries:
        yield from rules.turn.kind(entry).items(entry)


def help_topic(R, kind: str, key):
    """A token on the board (its id) opens its design's entry."""
    t = R.tokens.get(key) if kind == "token" and isinstance(key, str) else None
    return f"token.{t['design']}" if t else topic_id(kind, key)
