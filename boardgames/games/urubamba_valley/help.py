"""Urubamba Valley's rules help is data (data/urubamba_valley/help.yaml, engine/help_data.py);
this names the entry of a talent's tile (`<talent>.<copy>`): its talent's."""
from __future__ import annotations

from boardgames.engine.rules_help import topic_id


def help_topic(R, kind: str, key):
    if kind == "talent" and isinstance(key, str):
        return f"talent.{key.split('.')[0]}"
    return topic_id(kind, key)
