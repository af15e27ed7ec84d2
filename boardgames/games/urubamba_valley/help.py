"""Urubamba Valley's rules help and tooltips are data (data/urubamba_valley/help.yaml,
engine/help_data.py, engine/tips_data.py); this names the talent of a tile (`<talent>.<copy>`):
its entry, and the design a tooltip describes; and the score pad's rows (`ROWS`)."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id

from . import talents as T
from .scoring import ROWS  # noqa: F401 (help.yaml's score rows)


def design(key) -> str:
    """The talent a tooltip's key names: a tile's design, or a design as it is."""
    return T.design(str(key))


def help_topic(R, kind: str, key):
    if kind == "talent" and isinstance(key, str):
        return f"talent.{design(key)}"
    return topic_id(kind, key)
