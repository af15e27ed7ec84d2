"""Farm geometry for Moon River: cell keys, regions, placement legality.

A farm is a dict "r,c" -> plot id; row 0 touches the river. These helpers are
shared by the rules, the scoring and the view, so there is one truth about
what is adjacent, what a region is and where a landscape card may go.
"""
from __future__ import annotations

from functools import lru_cache

from boardgames.engine.geometry import SquareGrid


def key(cell) -> str:
    return f"{cell[0]},{cell[1]}"


def cell(k: str) -> tuple[int, int]:
    r, c = k.split(",")
    return int(r), int(c)


@lru_cache(maxsize=8)
def grid(rows: int, cols: int) -> SquareGrid:
    return SquareGrid(rows, cols)


@lru_cache(maxsize=8)
def neighbour_keys(rows: int, cols: int) -> dict[str, list[str]]:
    g = grid(rows, cols)
    return {key(c): [key(n) for n in g.neighbours(c)] for c in g.cells()}


def region(farm: dict, terrain_of, start: str, rows: int, cols: int) -> list[str]:
    """Cells of the same-terrain region containing `start` (orthogonal adjacency)."""
    nbs = neighbour_keys(rows, cols)
    t = terrain_of(farm[start])
    seen = {start}
    stack = [start]
    while stack:
        cur = stack.pop()
        for nb in nbs[cur]:
            if nb not in seen and nb in farm and terrain_of(farm[nb]) == t:
                seen.add(nb)
                stack.append(nb)
    return sorted(seen)


def regions(farm: dict, terrain_of, rows: int, cols: int) -> list[tuple[str, list[str]]]:
    """All regions as (terrain, cells)."""
    done: set[str] = set()
    out = []
    for k in sorted(farm):
        if k in done:
            continue
        cells = region(farm, terrain_of, k, rows, cols)
        done.update(cells)
        out.append((terrain_of(farm[k]), cells))
    return out


def groups(cells: set[str], rows: int, cols: int) -> list[list[str]]:
    """Connected groups among an arbitrary set of cells."""
    nbs = neighbour_keys(rows, cols)
    left = set(cells)
    out = []
    while left:
        start = min(left)
        left.discard(start)
        group, stack = [start], [start]
        while stack:
            cur = stack.pop()
            for nb in nbs[cur]:
                if nb in left:
                    left.discard(nb)
                    group.append(nb)
                    stack.append(nb)
        out.append(sorted(group))
    return out


def anchors(farm: dict, terrain_of, bridges: list[int], rows: int, cols: int) -> dict[str, set]:
    """For each empty cell, what a plot placed there may connect to.

    The set holds the terrains of placed neighbours, plus None when the cell is a
    bridge cell (river row, bridge column), where any terrain may be placed.
    """
    nbs = neighbour_keys(rows, cols)
    out: dict[str, set] = {}
    for r in range(rows):
        for c in range(cols):
            k = f"{r},{c}"
            if k in farm:
                continue
            s = {terrain_of(farm[n]) for n in nbs[k] if n in farm}
            if r == 0 and c in bridges:
                s.add(None)
            out[k] = s
    return out


def fits(anchor: set, terrain: str) -> bool:
    return None in anchor or terrain in anchor


def card_placements(farm: dict, terrain_of, bridges: list[int], rows: int, cols: int,
                    ta: str, tb: str) -> list[tuple[str, int]]:
    """Every (cell of plot a, direction of plot b) where a card of terrains ta, tb may go."""
    anc = anchors(farm, terrain_of, bridges, rows, cols)
    out = []
    steps = SquareGrid.STEPS
    for ka, sa in anc.items():
        r, c = cell(ka)
        for d, (dr, dc) in enumerate(steps):
            kb = f"{r + dr},{c + dc}"
            sb = anc.get(kb)
            if sb is None:
                continue
            if fits(sa, ta) or fits(sb, tb):
                out.append((ka, d))
    return out


def single_placements(farm: dict, terrain_of, bridges: list[int], rows: int, cols: int,
                      terrain: str) -> list[str]:
    """Cells where a one-square tile (the 2-player bonus tile) may go."""
    anc = anchors(farm, terrain_of, bridges, rows, cols)
    return [k for k, s in anc.items() if fits(s, terrain)]


def second_cell(k: str, d: int) -> str:
    r, c = cell(k)
    dr, dc = SquareGrid.STEPS[d]
    return f"{r + dr},{c + dc}"
