"""Coins between the supply (the river) and the players, and the seed and talent piles.

Every coin is in the supply or behind a player's screen; a payment that the supply cannot
cover pays what it holds (NOTES.md). Nothing here logs a player's total: only the amounts of
public payments are logged by the callers.
"""
from __future__ import annotations

from .terrace import cell

G = "urubamba_valley"


def pay(state: dict, p: int, n: int) -> None:
    """p pays n to the supply (the caller has checked p can)."""
    state["players"][p]["coins"] -= n
    state["supply"] += n


def gain(state: dict, p: int, n: int) -> int:
    """p takes up to n from the supply; returns what was taken."""
    got = max(0, min(n, state["supply"]))
    state["supply"] -= got
    state["players"][p]["coins"] += got
    return got


def transfer(state: dict, p: int, q: int, n: int) -> None:
    state["players"][p]["coins"] -= n
    state["players"][q]["coins"] += n


def discard_seed(state: dict, crop: str) -> None:
    state["discard"].append(crop)
    state["discard"].sort()


def take_from_warehouse(state: dict, p: int, crop: str) -> None:
    state["players"][p]["warehouse"].remove(crop)


def store_seed(state: dict, p: int, crop: str, drop: str | None) -> None:
    """A seed into p's warehouse; `drop` (a seed of it) is discarded first to make room."""
    wh = state["players"][p]["warehouse"]
    if drop is not None:
        wh.remove(drop)
        discard_seed(state, drop)
    wh.append(crop)
    wh.sort()


def seed_label(crop: str) -> str:
    return f"@{G}.crop.{crop}"


def cell_arg(k: str) -> str:
    r, c = cell(k)
    return f"{r}-{c}"
