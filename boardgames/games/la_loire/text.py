"""What every La Loire module says to players: keys under `la_loire.` (data/la_loire/locale)."""
from __future__ import annotations

from boardgames.engine.choice import msg
from boardgames.engine.effects import Text

G = "la_loire"
TEXT = Text(G)


def why(key: str, **args) -> dict:
    """A refusal's reason (`la_loire.why.<key>`)."""
    return msg(f"{G}.why.{key}", **args)


def name(section: str, key: str) -> str:
    """An argument that renders the localized name of a component (`@la_loire.<section>.<key>`)."""
    return f"@{G}.{section}.{key}"


PIECES = ("merchant", "messenger")


def amount(noun: str, n: int) -> dict:
    """A number with its noun, singular or plural ("1 denier", "3 spaces"): `la_loire.count.`."""
    return msg(f"{G}.count.{noun}_{'one' if n == 1 else 'other'}", n=n)
