"""Via Nebula's rules help is data (data/via_nebula/help.yaml, engine/help_data.py). This
module gives it what it calls by name (the turn's actions and their words) and names the
entry of a token: its design's."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from .describe import turn_actions
from .nodes import action_lines, ap_words

__all__ = ["action_lines", "ap_words", "help_topic", "turn_actions"]


def help_topic(R, kind: str, key):
    """A token on the board (its id) opens its design's entry."""
    t = R.tokens.get(key) if kind == "token" and isinstance(key, str) else None
    return f"token.{t['design']}" if t else topic_id(kind, key)
