"""Coins between the players and a supply: each player's a number in their state (`key`), the
supply's a number of the state (`supply`), so that every coin is behind a screen or in the
supply and the coins are conserved. A game whose bank never runs out keeps no supply
(`supply=None`): a payment leaves the game and a gain is always taken whole.

A payment goes to the supply (the caller has checked the player can pay); a gain comes from
it and, when the supply cannot cover it, is what the supply holds (the caller logs what was
taken); a transfer goes from one player to another. Nothing here logs a player's total: only
the amounts of public payments are logged, by the callers.
"""
from __future__ import annotations


def pay(state: dict, p: int, n: int, key: str = "coins", supply: str | None = "supply") -> None:
    """p pays n to the supply (None: to a bank that keeps no count)."""
    state["players"][p][key] -= n
    if supply is not None:
        state[supply] += n


def gain(state: dict, p: int, n: int, key: str = "coins", supply: str | None = "supply") -> int:
    """p takes up to n from the supply (None: n from a bank that never runs out); returns what
    was taken."""
    got = n if supply is None else max(0, min(n, state[supply]))
    if supply is not None:
        state[supply] -= got
    state["players"][p][key] += got
    return got


def transfer(state: dict, p: int, q: int, n: int, key: str = "coins") -> None:
    """p pays n to q."""
    state["players"][p][key] -= n
    state["players"][q][key] += n
