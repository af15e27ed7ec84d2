"""Farm geometry for Moon River: cell keys, regions, and where plots may go.

A farm is a dict "r,c" -> plot id; row 0 touches the river. These helpers are
shared by the rules, the scoring and the view, so there is one truth about
what is adjacent, what a region is and where a landscape card may go.

Where a plot may go is kept incrementally in each player's `open` map: every empty
cell a plot could connect to, with the terrains it accepts (the terrains of its placed
neighbours) or `["*"]` on a bridge cell, where any terrain is welcome. Laying a plot
(`lay`) updates it in a few steps, so the placement search never rebuilds it.
"""
from __future__ import annotations

from functools import lru_cache

from boardgames.engine.geometry import SquareGrid

ANY = "*"           # a bridge cell's entry in the open map: every terrain fits


def key(cell) -> str:
    return f"{cell[0]},{cell[1]}"


_CELLS: dict[str, tuple[int, int]] = {}


def cell(k: str) -> tuple[int, int]:
    c = _CELLS.get(k)
    if c is None:
        r, col = k.split(",")
        c = _CELLS[k] = (int(r), int(col))
    return c


@lru_cache(maxsize=8)
def grid(rows: int, cols: int) -> SquareGrid:
    return SquareGrid(rows, cols)


@lru_cache(maxsize=8)
def neighbour_keys(rows: int, cols: int) -> dict[str, list[str]]:
    g = grid(rows, cols)
    return {key(c): [key(n) for n in g.neighbours(c)] for c in g.cells()}


@lru_cache(maxsize=8)
def directed(rows: int, cols: int) -> dict[str, tuple[tuple[int, str], ...]]:
    """For each cell, (direction, neighbour) for every neighbour inside the farm, by direction."""
    g = grid(rows, cols)
    out = {}
    for c in g.cells():
        out[key(c)] = tuple((d, key(g.step(c, d))) for d in range(4) if g.contains(g.step(c, d)))
    return out


@lru_cache(maxsize=8)
def cells(rows: int, cols: int) -> dict[str, tuple[int, int]]:
    """Every cell key of a farm with its (row, col): a look-up for the hot paths."""
    return {f"{r},{c}": (r, c) for r in range(rows) for c in range(cols)}


@lru_cache(maxsize=8)
def rank(rows: int, cols: int) -> dict[str, int]:
    """Row-major position of every cell (the order options are offered in)."""
    return {f"{r},{c}": r * cols + c for r in range(rows) for c in range(cols)}


@lru_cache(maxsize=8)
def by_cell(rows: int, cols: int) -> list[tuple[int, int]]:
    """The cells (row, col) in row-major order."""
    return [(r, c) for r in range(rows) for c in range(cols)]


def region(farm: dict, terrain_of, start: str, rows: int, cols: int) -> list[str]:
    """Cells of the same-terrain region containing `start` (orthogonal adjacency), in order."""
    terrain = {cell(k): terrain_of(plot) for k, plot in farm.items()}
    found = grid(rows, cols).region_of(cell(start), terrain, lambda a, b: terrain[a] == terrain[b])
    return [key(c) for c in found]


def regions_of(terrain: dict[str, str], rows: int, cols: int) -> list[tuple[str, list[str]]]:
    """All regions of cells -> terrain as (terrain, cells), in no particular order (scoring)."""
    nbs = neighbour_keys(rows, cols)
    done: set[str] = set()
    out = []
    for k, t in terrain.items():
        if k in done:
            continue
        done.add(k)
        cells, stack = [k], [k]
        while stack:
            for nb in nbs[stack.pop()]:
                if nb not in done and terrain.get(nb) == t:
                    done.add(nb)
                    cells.append(nb)
                    stack.append(nb)
        out.append((t, cells))
    return out


def groups(cells: set[str], rows: int, cols: int) -> list[list[str]]:
    """Connected groups among an arbitrary set of cells."""
    return [[key(c) for c in g] for g in grid(rows, cols).regions(map(cell, cells), lambda a, b: True)]


# --- the open map: where plots may go ----------------------------------------------------------
def open_map(farm: dict, terrain_of, bridges: list[int], rows: int, cols: int) -> dict[str, list[str]]:
    """The open map of a farm built from scratch (set-up, upgrades, checks)."""
    if not farm:
        return {f"0,{c}": [ANY] for c in sorted(bridges)}
    nbs = neighbour_keys(rows, cols)
    out: dict[str, list[str]] = {}
    for k in rank(rows, cols):
        if k in farm:
            continue
        r, c = cell(k)
        if r == 0 and c in bridges:
            out[k] = [ANY]
            continue
        terrains = sorted({terrain_of(farm[n]) for n in nbs[k] if n in farm})
        if terrains:
            out[k] = terrains
    return out


def lay(pl: dict, k: str, plot: str, terrain: str, rows: int, cols: int) -> None:
    """Put `plot` (of `terrain`) on cell k of a player's farm, keeping the open map up to date."""
    farm, op = pl["farm"], pl["open"]
    farm[k] = plot
    op.pop(k, None)
    for nb in neighbour_keys(rows, cols)[k]:
        if nb in farm:
            continue
        accepts = op.get(nb)
        if accepts is None:
            op[nb] = [terrain]
        elif accepts[0] != ANY and terrain not in accepts:
            accepts.append(terrain)
            accepts.sort()


def fits(accepts: list[str], terrain: str) -> bool:
    return accepts[0] == ANY or terrain in accepts


def card_codes(pl: dict, rows: int, cols: int, ta: str, tb: str) -> list[int]:
    """Where a card of terrains ta, tb may go, as sorted codes (row-major rank of plot a's cell
    * 4 + the direction of plot b): both cells empty, and plot a or plot b connects."""
    farm = pl["farm"]
    steps, order = directed(rows, cols), rank(rows, cols)
    found = set()
    for k, accepts in pl["open"].items():
        anything = accepts[0] == ANY
        fa, fb = anything or ta in accepts, anything or tb in accepts
        if not (fa or fb):
            continue
        for d, nb in steps[k]:
            if nb in farm:
                continue
            if fa:
                found.add(order[k] * 4 + d)
            if fb:
                found.add(order[nb] * 4 + (d + 2) % 4)
    return sorted(found)


def placeable_terrains(pl: dict, rows: int, cols: int) -> set | None:
    """Terrains a card may connect with somewhere (an open cell with room beside it for the
    other half); None when any terrain may (a free bridge cell)."""
    farm = pl["farm"]
    nbs = neighbour_keys(rows, cols)
    out: set = set()
    for k, accepts in pl["open"].items():
        for nb in nbs[k]:
            if nb not in farm:
                if accepts[0] == ANY:
                    return None
                out.update(accepts)
                break
    return out


def single_placements(pl: dict, rows: int, cols: int, terrain: str) -> list[str]:
    """Cells where a one-square tile (the 2-player bonus tile) may go, in row-major order."""
    order = rank(rows, cols)
    return sorted((k for k, accepts in pl["open"].items() if fits(accepts, terrain)), key=order.__getitem__)


def second_cell(k: str, d: int) -> str:
    r, c = cell(k)
    dr, dc = SquareGrid.STEPS[d]
    return f"{r + dr},{c + dc}"
