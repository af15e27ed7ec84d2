"""Moon River's rules help is data (data/moon_river/help.yaml, engine/help_data.py). This
module gives it the resources the score pad counts, the partners' effect nodes and the face a
partner's tooltip shows, and names the entries of what tooltips describe by a plot's design or
a partner token's face; a board and a scenario open their own entries, any other kind the entry
named after it."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from .nodes import NODES
from .scoring import RESOURCES

__all__ = ["NODES", "RESOURCES", "help_topic", "partner_face"]


def partner_face(key) -> str | None:
    """The face a partner's tooltip or help entry is about: "cowboy" or an expert's id, from
    its type alone or a placed token's {"type", "side"} (None: neither)."""
    if isinstance(key, dict):
        return "cowboy" if key.get("side") == "cowboy" else key.get("type")
    return key if isinstance(key, str) else None


def help_topic(R, kind: str, key):
    if kind == "plot" and isinstance(key, str) and key in R.designs:
        return f"terrain.{R.designs[key]['terrain']}"
    if kind == "partner":
        face = partner_face(key)
        return f"partner.{face}" if face else "partners"
    return topic_id(kind, key if kind in ("board", "scenario") else None)
