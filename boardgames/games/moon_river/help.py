"""Moon River's rules help is data (data/moon_river/help.yaml, engine/help_data.py). This
module gives it the resources the score pad counts, the partners' effect nodes and the face a
partner's tooltip shows (and the help entry it opens, help.yaml's `topics`)."""
from __future__ import annotations

from .nodes import NODES
from .scoring import RESOURCES

__all__ = ["NODES", "RESOURCES", "partner_face"]


def partner_face(key) -> str | None:
    """The face a partner's tooltip or help entry is about: "cowboy" or an expert's id, from
    its type alone or a placed token's {"type", "side"} (None: neither)."""
    if isinstance(key, dict):
        return "cowboy" if key.get("side") == "cowboy" else key.get("type")
    return key if isinstance(key, str) else None

