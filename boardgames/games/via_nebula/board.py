"""Via Nebula board geometry: one hex grid per board side, cell keys, transport paths.

Cells are axial (q, r) on `HexGrid`; in the state a cell is the key "q,r" and in options the
list [q, r]. A `Layout` is built once per board side from the data and answers the questions
the rules and the view share: neighbours, the path a transported resource takes (what it can
reach at all is worked out with bit masks in sight.py).
"""
from __future__ import annotations

from boardgames.engine.geometry import HexGrid

#: the printed spaces a meadow tile may cover (an action or a power says which, and at what cost)
EXPLORABLE = ("fog", "forest", "forbidden")


def key(c) -> str:
    return f"{c[0]},{c[1]}"


def cell(k: str) -> list[int]:
    q, r = k.split(",")
    return [int(q), int(r)]


def reading_order(k: str) -> tuple[int, int]:
    """Top row first, left to right: the order options are listed in."""
    q, r = cell(k)
    return r, q


class Layout:
    """One side of the main board: printed space types and the hex grid."""

    def __init__(self, side: dict):
        self.id = side["id"]
        self.types: dict[str, str] = {key((s["q"], s["r"])): s["type"] for s in side["spaces"]}
        self.grid = HexGrid((s["q"], s["r"]) for s in side["spaces"])
        self.keys: list[str] = sorted(self.types, key=reading_order)
        self._tuple = {k: tuple(cell(k)) for k in self.keys}
        self._key = {t: k for k, t in self._tuple.items()}
        self.nbs: dict[str, list[str]] = {
            k: sorted((self._key[n] for n in self.grid.neighbours(self._tuple[k])), key=reading_order)
            for k in self.keys}

    def of_type(self, space_type: str) -> list[str]:
        return [k for k in self.keys if self.types[k] == space_type]

    def path(self, board: dict, src: str, dst: str) -> list[str] | None:
        """The shortest chain src, meadows..., dst through empty meadows, or None."""
        found = self.grid.path(self._tuple[src], self._tuple[dst], self._meadow(board))
        return None if found is None else [self._key[c] for c in found]

    def connected(self, keys) -> bool:
        keys = set(keys)
        if not keys:
            return True
        groups = self.grid.regions({self._tuple[k] for k in keys}, lambda a, b: True)
        return len(groups) == 1

    def _meadow(self, board: dict):
        key_of = self._key
        return lambda c: board[key_of[c]]["kind"] == "meadow"
