"""Caverna's rule text: the engine's `Text` with Caverna's nouns, a good's or a countable's
(locale `good.<id>`, `countable.<id>`)."""
from __future__ import annotations

from boardgames.engine.effects import Text

from .countables import COUNTABLES


def _section(key: str) -> str:
    return "countable" if key in COUNTABLES else "good"


TEXT = Text("caverna", _section)
