"""Coins between the supply (the river) and the players (engine/coins.py: every coin is in the
supply or behind a player's screen; a payment that the supply cannot cover pays what it
holds, NOTES.md), and the seed and talent piles.
"""
from __future__ import annotations

from boardgames.engine.coins import gain, pay, transfer  # noqa: F401 (the game's coins, as the rules pay them)

from .terrace import cell

G = "urubamba_valley"


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
