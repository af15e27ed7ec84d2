"""Counts kept sparse: a mapping thing -> how many that holds only positive counts (the goods a
player carries, the resources on a space), so two equal holdings are equal mappings and an
empty one is empty."""
from __future__ import annotations

from typing import Hashable


def add(counts: dict, key: Hashable, n: int = 1) -> None:
    """`n` more of `key` (fewer when `n` is negative); a count that falls to 0 leaves the
    mapping, one below 0 is an error."""
    v = counts.get(key, 0) + n
    if v < 0:
        raise ValueError(f"negative {key}")
    if v:
        counts[key] = v
    else:
        counts.pop(key, None)
