"""The terrace's geometry (data/urubamba_valley/terrace.yaml) and its fields.

Cells are keyed "row,col" in the state and named [row, col] in options; rows count from the
river (row 1 nearest). Neighbours are the orthogonal cells of one global grid, across tier
edges too. A field is an orthogonally connected group of seeds of one crop.

What stands on a cell is a list of four, read by the names below: [seed, llama, worker,
isolated] (a crop or None, a llama's id or None, [player, kind] or None, and whether the seed
was planted apart from any field). A list, not a dict of four: a search copies the state
thousands of times a second and keys positions by its text, and the 36 cells were half of
both as dicts (NOTES.md, "Computer opponents").
"""
from __future__ import annotations

SEED, LLAMA, WORKER, ISOLATED = range(4)
#: the four by name, in order: how saves up to format 3 wrote a cell (upgrade.py), and how the
#: quiet turns' mark still writes one (stall.py)
FIELDS = ("seed", "llama", "worker", "isolated")


def empty_cell() -> list:
    return [None, None, None, False]


def named(sp: list) -> dict:
    """A cell as a dict of its four by name."""
    return dict(zip(FIELDS, sp))


def key(cell) -> str:
    return f"{cell[0]},{cell[1]}"


_COORDS: dict[str, tuple[int, int]] = {}


def cell(k: str) -> list[int]:
    """A fresh [row, col] (it goes into an option), the text read once per cell: options
    naming a cell are listed at nearly every step of a search."""
    rc = _COORDS.get(k)
    if rc is None:
        r, c = k.split(",")
        rc = _COORDS[k] = (int(r), int(c))
    return [rc[0], rc[1]]


class Layout:
    """Every cell of the terrace with its tier; the seals; who touches whom."""

    def __init__(self, data: dict):
        self.tier: dict[str, int] = {}
        self.seals: dict[int, dict] = {}
        for t in data["tiers"]:
            r0, r1 = t["rows"]
            c0, c1 = t["columns"]
            for r in range(r0, r1 + 1):
                for c in range(c0, c1 + 1):
                    self.tier[f"{r},{c}"] = t["tier"]
            if "seal" in t:
                self.seals[t["tier"]] = dict(t["seal"])
        self.keys = sorted(self.tier, key=lambda k: cell(k))
        self.near: dict[str, tuple] = {}
        for k in self.keys:
            r, c = cell(k)
            self.near[k] = tuple(n for n in (f"{r - 1},{c}", f"{r + 1},{c}", f"{r},{c - 1}", f"{r},{c + 1}")
                                 if n in self.tier)
        self.row1 = frozenset(k for k in self.keys if cell(k)[0] == 1)
        self.sealed_closed: bool = data["sealed_tiers_closed"]

    def takes_pieces(self, sealed, k: str) -> bool:
        """Whether a llama or a worker may be put on cell k while the tiers `sealed` are sealed
        (terrace.yaml `sealed_tiers_closed`: the one rule for the Llama Breeder, the Llama
        Herder, the Tax Collector and the Warrior)."""
        return not (self.sealed_closed and self.tier[k] in sealed)

    def field(self, cells: dict, start: str, crop: str) -> list[str]:
        """The cells of the `crop` field through `start` (start counted as holding `crop`)."""
        return sorted(self.group(cells, start, crop), key=lambda k: cell(k))

    def group(self, cells: dict, start: str, crop: str) -> set[str]:
        """`field` as a set, unsorted: for callers that only count or collect its cells (the
        sort cost more than the walk)."""
        seen = {start}
        todo = [start]
        while todo:
            k = todo.pop()
            for n in self.near[k]:
                if n not in seen and cells[n][SEED] == crop:
                    seen.add(n)
                    todo.append(n)
        return seen

    def occupied(self, sp: list) -> bool:
        return sp[SEED] is not None or sp[LLAMA] is not None or sp[WORKER] is not None

    def filled(self, cells: dict) -> int:
        """How many cells are `occupied` (counted inline: the quiet-round count asks at every
        turn start of every search)."""
        n = 0
        for sp in cells.values():
            if sp[SEED] is not None or sp[LLAMA] is not None or sp[WORKER] is not None:
                n += 1
        return n
