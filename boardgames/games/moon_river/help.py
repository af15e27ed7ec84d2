"""Moon River's rules help is data (data/moon_river/help.yaml, engine/help_data.py). This
module gives it the resources the score pad counts and names the entries of what tooltips
describe by a plot's design or a partner token's face; a board and a scenario open their own
entries, any other kind the entry named after it."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from .scoring import RESOURCES

__all__ = ["RESOURCES", "help_topic"]


def help_topic(R, kind: str, key):
    if kind == "plot" and isinstance(key, str) and key in R.designs:
        return f"terrain.{R.designs[key]['terrain']}"
    if kind == "partner":
        kind_id = key if isinstance(key, str) else (key.get("type") if isinstance(key, dict) else None)
        if isinstance(key, dict) and key.get("side") == "cowboy":
            kind_id = "cowboy"
        return f"partner.{kind_id}" if kind_id else "partners"
    return topic_id(kind, key if kind in ("board", "scenario") else None)
